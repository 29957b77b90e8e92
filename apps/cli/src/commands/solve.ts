import type { Grid, Puzzle } from "@zebra/model";
import type { CliStrings, Renderer, RenderContext, SolutionOptions, TextFormat } from "@zebra/locale-kit";
import { usageError, type ParsedArgs } from "../args.js";
import { answerOwnQuestion, answerQuestions, deduceSteps, findSolutions, type Deduction, type Solutions } from "../engine.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { readExplanationOptions } from "../explanation-options.js";
import { inputTooLarge } from "../input-limits.js";
import { limitsOf, StreamSink, type CliIo } from "../io.js";
import { cliStrings, loadLocale } from "../locale.js";
import { parseChoice, parseInteger, parseLocale } from "../options.js";
import { inputOptions, readValidPuzzle, type TextReading } from "../puzzle-input.js";
import { readingJson, readingLines } from "../reading-report.js";
import { lexiconForPuzzle, readVocabularyFile } from "../puzzle-lexicon.js";
import { ensureNewline, requireText } from "../text.js";
import { explainStatement, whyFailure } from "../why.js";
import { solveSpec as spec } from "./solve-spec.js";

function readLimit(args: ParsedArgs, fallback: number): number {
  const text = args.values["limit"];
  return typeof text === "string" ? parseInteger(text, "--limit", 1) : fallback;
}

async function runSolve(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const explain = args.values["explain"] === true;
  const count = args.values["count"] === true;
  const all = args.values["all"] === true;
  const json = args.values["json"] === true;
  const why = typeof args.values["why"] === "string" ? args.values["why"] : undefined;
  if (count && all) throw usageError(spec, "--count and --all cannot be used together");
  if (why !== undefined && (count || all || explain)) throw usageError(spec, `--why cannot be used with --${count ? "count" : all ? "all" : "explain"}`);
  const statementLimit = limitsOf(io).statement;
  if (why !== undefined && Buffer.byteLength(why, "utf8") > statementLimit) throw inputTooLarge("--why", "statement", statementLimit);
  if (args.values["limit"] !== undefined && !count && !all) throw usageError(spec, "--limit goes with --count or --all");
  const format = parseChoice(typeof args.values["format"] === "string" ? args.values["format"] : "text", "--format", ["text", "markdown"] as const);
  const shape = readExplanationOptions(args, spec, explain, "--explain");
  const chosen = typeof args.values["locale"] === "string";
  const fallback = await loadLocale(parseLocale(chosen ? (args.values["locale"] as string) : "en"), io.cwd);
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io, fallback.renderer).vocabulary : undefined;
  // Without --locale, a puzzle text is answered in its own language.
  const { name, puzzle, text, voice: loaded } = await readValidPuzzle(file, io, fallback, inputOptions(args, vocab), "solve", chosen);
  const { renderer } = loaded;
  const words = cliStrings(loaded);
  if (text !== undefined) for (const line of readingLines(puzzle, text.reading, words)) io.stderr.write(`zebra solve: ${name}: ${line}\n`);
  // Counting and the JSON result need no words; everything else is text.
  if (why !== undefined || explain || (!json && !count)) requireText(name, puzzle, renderer, "use --json or --count (without --explain or --why)");
  const lexicon = lexiconForPuzzle(puzzle, loaded, vocab);
  const ctx: RenderContext = lexicon ? { puzzle, lexicon } : { puzzle };
  if (why !== undefined) return runWhy(why, name, renderer, ctx, { io, json, format, words, limit: statementLimit });
  const limit = readLimit(args, count ? 1000 : all ? 100 : 2);
  // Only --all shows more than the one solution of a unique puzzle.
  // A long count shows how far it got, on a terminal only (never into piped or JSON output).
  const progress = count && !json && io.stderrIsTTY ? countProgress(io.stderr) : undefined;
  const out = new StreamSink(io.stdout);
  // --all writes each solution as the search finds it and keeps none: a hundred thousand large
  // grids would pass the memory of the machine, and their text the longest string Node can hold.
  const block = (i: number, grid: Grid) =>
    `${i > 1 ? "\n" : ""}${heading(words.solutionNumber(i), format, words, true)}${ensureNewline(renderer.grid(grid, ctx, format))}`;
  if (all && !json) await out.flush();
  const found =
    all && !json ? findSolutions(puzzle, limit, 0, undefined, (grid, i) => out.writeNow(block(i, grid))) : findSolutions(puzzle, limit, 1, progress?.update);
  progress?.clear();
  const deduction = json || explain ? deduceSteps(puzzle) : undefined;
  const exit = found.status === "unique" ? exitCodes.ok : found.status === "multiple" ? exitCodes.multiple : exitCodes.unsatisfiable;
  try {
    if (json) {
      const result = jsonResult(name, puzzle, found, deduction!, explain ? { renderer, ctx, options: { format, ...shape } } : undefined, text, words);
      // --json --all searches again to write the solutions one by one: the count and status come before them.
      const solutions = all
        ? () => {
            let n = 0;
            findSolutions(puzzle, found.count, 0, undefined, (grid) => out.writeNow(`${n++ > 0 ? "," : ""}${JSON.stringify(gridObject(puzzle, grid))}`));
          }
        : undefined;
      await writeJsonStreamed(out, result, solutions);
    } else if (count) {
      await out.write(`${found.count}\n`);
      if (found.capped) io.stderr.write(`zebra solve: stopped counting at --limit ${limit}; there may be more\n`);
    } else if (all) {
      if (found.capped && !out.closed) io.stderr.write(`zebra solve: stopped at --limit ${limit}; there may be more solutions\n`);
      if (found.count === 0) io.stderr.write(`${unsatisfiable(name, found, words)}\n`);
    } else {
      if (explain && deduction) await out.write(ensureNewline(renderer.solution(deduction.steps, ctx, { format, ...shape })));
      if (found.status === "unique") {
        // The explanation ends with the solved grid and the answer when deduction finishes.
        if (!(explain && deduction?.solved)) {
          const solution = found.grids[0]!;
          let shown = `${explain ? `\n${heading(words.completed, format, words)}` : ""}${ensureNewline(renderer.grid(solution, ctx, format))}`;
          const answers = answerQuestions(puzzle, solution, text?.reading.questions);
          if (answers.length > 0) shown += `\n${answers.map((qa) => ensureNewline(renderer.answer(qa, ctx))).join("")}`;
          await out.write(shown);
        }
      } else if (found.status === "multiple") {
        io.stderr.write(`zebra solve: ${name}: ${words.multiple} (--all lists them)\n`);
      } else {
        io.stderr.write(`${unsatisfiable(name, found, words)}\n`);
      }
    }
  } finally {
    await out.close();
  }
  return exit;
}

/** `--why STATEMENT`: the steps the statement depends on, or a one-line error saying why there are none. */
async function runWhy(
  text: string,
  name: string,
  renderer: Renderer,
  ctx: RenderContext,
  how: { io: CliIo; json: boolean; format: TextFormat; words: CliStrings; limit: number },
): Promise<ExitCode> {
  const { io, json, format, words } = how;
  const result = explainStatement(text, renderer, ctx, format, words, how.limit);
  const out = new StreamSink(io.stdout);
  try {
    if (json) await out.write(`${JSON.stringify({ file: name, why: text, status: result.status, steps: result.steps.length, explanation: result.text })}\n`);
    else if (result.status === "derived") await out.write(result.text);
  } finally {
    await out.close();
  }
  if (result.status === "derived") return exitCodes.ok;
  throw whyFailure(name, text, result.status, words);
}

/** A line on the terminal, "counting: 1,234,567 solutions so far", redrawn at most ten times a second. */
function countProgress(stream: NodeJS.WritableStream): { update: (found: number) => void; clear: () => void } {
  let last = performance.now();
  let drawn = false;
  return {
    update: (found) => {
      // Checking the clock every solution would cost more than the search of a small puzzle.
      if ((found & 1023) !== 0) return;
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      drawn = true;
      stream.write(`\rcounting: ${found.toLocaleString("en-US")} solutions so far\x1b[K`);
    },
    clear: () => {
      if (drawn) stream.write("\r\x1b[K");
    },
  };
}

function unsatisfiable(name: string, found: Solutions, words: CliStrings): string {
  return `zebra solve: ${name}: ${words.unsatisfiable(found.conflict?.map((i) => i + 1))}`;
}

/**
 * A heading above a block: a solution's as the renderer writes its own (`## Solution 2` in
 * Markdown, the words alone in text), any other as the language sets a heading ("…:", "…：").
 */
function heading(text: string, format: "text" | "markdown", words: CliStrings, solution = false): string {
  if (format === "markdown") return `## ${text}\n\n`;
  return `${solution ? text : words.heading(text)}\n\n`;
}

function jsonResult(
  file: string,
  puzzle: Puzzle,
  found: Solutions,
  deduction: Deduction,
  explain: { renderer: Renderer; ctx: RenderContext; options: SolutionOptions } | undefined,
  text: TextReading | undefined,
  words: CliStrings,
): Record<string, unknown> {
  const solution: Grid | null = found.status === "unique" ? found.grids[0]! : null;
  const result: Record<string, unknown> = {
    file,
    status: found.status,
    count: found.count,
    capped: found.capped,
    solution: solution === null ? null : gridObject(puzzle, solution),
  };
  if (found.conflict) result["conflict"] = found.conflict.map((i) => i + 1);
  result["deduction"] = { solved: deduction.solved, tier: deduction.tier ?? null, steps: deduction.steps.length };
  const qa = solution ? answerOwnQuestion(puzzle, solution) : undefined;
  if (qa) result["answer"] = { query: qa.query, answer: qa.answer };
  // A text that asks more than one question has each answered, in its order.
  const answers = solution && text?.reading.questions ? answerQuestions(puzzle, solution, text.reading.questions) : [];
  if (answers.length > 1) result["answers"] = answers.map((a) => ({ query: a.query, answer: a.answer }));
  if (explain) result["explanation"] = explain.renderer.solution(deduction.steps, explain.ctx, explain.options);
  if (text) result["reading"] = readingJson(text, words);
  return result;
}

/**
 * Writes the result as one line of JSON, with `solutions` after `solution` when `writeSolutions`
 * is given: it writes them one by one, since the whole text of many large solutions would pass
 * the longest string Node can hold.
 */
async function writeJsonStreamed(out: StreamSink, value: Record<string, unknown>, writeSolutions?: () => void): Promise<void> {
  let first = true;
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || out.closed) continue;
    await out.write(`${first ? "{" : ","}${JSON.stringify(name)}:${JSON.stringify(item)}`);
    first = false;
    if (name !== "solution" || writeSolutions === undefined) continue;
    await out.write(',"solutions":[');
    await out.flush();
    writeSolutions();
    await out.write("]");
  }
  await out.write(first ? "{}\n" : "}\n");
}

/** A grid as a plain object in the puzzle's attribute order. */
function gridObject(puzzle: Puzzle, grid: Grid): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attribute of puzzle.attributes) {
    Object.defineProperty(out, attribute.name, { value: grid[attribute.name], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export { runSolve as run };
