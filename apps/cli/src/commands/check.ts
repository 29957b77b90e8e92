import { puzzleFingerprint } from "@zebra/dataset";
import { checkGrid, type Grid, type Issue, type Puzzle } from "@zebra/model";
import { explanationStyles, type CliStrings, type RenderContext, type Renderer } from "@zebra/locale-kit";
import { usageError, type ParsedArgs } from "../args.js";
import { checkPuzzleExplanation, explanationLines, violationWords } from "../explanation-check.js";
import { lexiconForPuzzle } from "../puzzle-lexicon.js";
import { findSolutions, type SolveStatus } from "../engine.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { StreamSink, type CliIo } from "../io.js";
import { isCliError } from "../cli-error.js";
import { cliStrings, loadLocale } from "../locale.js";
import { parseChoice, parseLocale } from "../options.js";
import { inputOptions, issueLines, readPuzzle, textSummary, voiceOf, type PuzzleInput } from "../puzzle-input.js";
import { readingJson, readingLines } from "../reading-report.js";
import { checkSpec as spec } from "./check-spec.js";

/** The report on one file. */
interface FileReport {
  readonly file: string;
  readonly valid: boolean;
  readonly status: SolveStatus | "invalid";
  readonly issues: readonly Issue[];
  /** Solutions found (up to 2), when the puzzle is valid. */
  readonly solutions?: number;
  /** The puzzle's fingerprint, when it has exactly one solution. */
  readonly fingerprint?: string;
  /** For an unsatisfiable puzzle: 0-based indexes of a minimal set of clues that conflict. */
  readonly conflict?: readonly number[];
}

function checkPuzzle(name: string, puzzle: Puzzle): FileReport {
  const found = findSolutions(puzzle, 2);
  const issues: Issue[] = [];
  if (puzzle.solution !== undefined) {
    const grid = checkGrid(puzzle, puzzle.solution);
    if (!grid.ok) issues.push(...grid.issues.map((i) => ({ ...i, path: i.path.replace(/^grid/, "solution") })));
    else for (const clue of grid.value.violated) issues.push({ code: "invalid-solution", path: `clues[${clue}]`, details: { problem: "violates-clue", clue } });
    if (grid.ok && grid.value.violated.length === 0 && found.status === "unique" && !sameGrid(puzzle, puzzle.solution, found.grids[0]!)) {
      issues.push({ code: "invalid-solution", path: "solution", details: { problem: "not-unique" } });
    }
  }
  return {
    file: name,
    valid: issues.length === 0,
    status: found.status,
    issues,
    solutions: found.count,
    ...(found.status === "unique" ? { fingerprint: puzzleFingerprint(puzzle, found.grids[0]) } : {}),
    ...(found.conflict ? { conflict: found.conflict } : {}),
  };
}

function sameGrid(puzzle: Puzzle, a: Grid, b: Grid): boolean {
  return puzzle.attributes.every((attribute) => attribute.values.length === 0 || (a[attribute.name] ?? []).every((v, i) => v === b[attribute.name]?.[i]));
}

function reportLines(report: FileReport, puzzle: Puzzle | undefined, renderer: Renderer, words: CliStrings): string[] {
  const lines = issueLines(report.file, report.issues, renderer);
  if (report.status === "invalid") return lines;
  if (report.status === "unique") {
    if (report.issues.length === 0 && puzzle) lines.push(`${report.file}: ${words.unique(puzzle.size, puzzle.attributes.length, puzzle.clues.length)}`);
  } else if (report.status === "multiple") {
    lines.push(`${report.file}: ${words.multiple}`);
  } else {
    lines.push(`${report.file}: ${words.unsatisfiable(report.conflict?.map((i) => i + 1))}`);
  }
  return lines;
}

function exitCodeOf(report: FileReport): ExitCode {
  if (report.status === "invalid" || report.issues.length > 0) return exitCodes.invalid;
  if (report.status === "unsatisfiable") return exitCodes.unsatisfiable;
  if (report.status === "multiple") return exitCodes.multiple;
  return exitCodes.ok;
}

const severity: readonly ExitCode[] = [exitCodes.ok, exitCodes.multiple, exitCodes.unsatisfiable, exitCodes.invalid];

async function runCheck(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const out = new StreamSink(io.stdout);
  const json = args.values["json"] === true;
  const chosen = typeof args.values["locale"] === "string";
  const fallback = await loadLocale(parseLocale(chosen ? (args.values["locale"] as string) : "en"), io.cwd);
  const options = inputOptions(args);
  const explanation = args.values["explanation"] === true;
  const style = typeof args.values["style"] === "string" ? parseChoice(args.values["style"], "--style", explanationStyles) : undefined;
  if (style !== undefined && !explanation) throw usageError(spec, "--style goes with --explanation");
  const styles = style === undefined ? explanationStyles : [style];
  let worst: ExitCode = exitCodes.ok;
  for (const file of args.positionals) {
    let input: PuzzleInput;
    try {
      input = await readPuzzle(file, io, options);
    } catch (error) {
      // An unreadable file is reported like any error, and the other files are still checked.
      if (!isCliError(error)) throw error;
      io.stderr.write(`zebra check: ${error.message}\n`);
      worst = exitCodes.invalid;
      continue;
    }
    // Without --locale, a text's report is in its own language.
    const locale = voiceOf(fallback, chosen, input.text);
    const words = cliStrings(locale);
    const report: FileReport = input.ok ? checkPuzzle(input.name, input.puzzle) : { file: input.name, valid: false, status: "invalid", issues: input.issues };
    // A unique puzzle's explanation, checked sentence by sentence in the locale's words.
    const lexicon = explanation && input.ok ? lexiconForPuzzle(input.puzzle, locale) : undefined;
    const ctx: RenderContext | undefined = input.ok ? (lexicon ? { puzzle: input.puzzle, lexicon } : { puzzle: input.puzzle }) : undefined;
    const explained =
      explanation && ctx !== undefined && report.status === "unique"
        ? styles.map((style) => checkPuzzleExplanation(ctx.puzzle, locale.renderer, ctx, style))
        : [];
    const broken = explained.some((e) => e.violations.length > 0);
    const code = broken && exitCodeOf(report) === exitCodes.ok ? exitCodes.invalid : exitCodeOf(report);
    if (severity.indexOf(code) > severity.indexOf(worst)) worst = code;
    const text = input.text;
    if (json) {
      const issues = report.issues.map((i) => ({ code: i.code, path: i.path, message: messageOf(locale.renderer, i), details: i.details }));
      const solved =
        report.status === "invalid"
          ? {}
          : { solutions: report.solutions, fingerprint: report.fingerprint ?? null, conflict: report.conflict?.map((i) => i + 1) ?? null };
      const reading = text === undefined ? {} : { reading: readingJson(text, words) };
      // Each violation with its message in the locale's words, beside its rule and English detail.
      const checked = explanation
        ? {
            explanation: explained.map((e) => ({
              ...e,
              violations: e.violations.map((v) => ({
                ...v,
                message: words.explanationViolation(e.style, v.item, violationWords(v, locale.renderer, ctx!)),
              })),
            })),
          }
        : {};
      await out.write(`${JSON.stringify({ file: report.file, valid: report.valid, status: report.status, issues, ...solved, ...reading, ...checked })}\n`);
      continue;
    }
    const lines: string[] = [];
    if (text !== undefined) {
      const { reading } = text;
      lines.push(`${report.file}: ${textSummary(text, words)}`);
      // With --partial the unread sentences are not the report's issues, but are still listed.
      if (input.ok) lines.push(...issueLines(report.file, reading.issues, locale.renderer));
      lines.push(...issueLines(report.file, reading.notices, locale.renderer));
      if (input.ok) {
        const left = reading.sentences.filter((s) => s.status === "unread").map((s) => s.index);
        if (left.length > 0) lines.push(`${report.file}: ${words.partial(left)}`);
        lines.push(...readingLines(input.puzzle, reading, words).map((l) => `${report.file}: ${l}`));
      }
    }
    lines.push(...reportLines(report, input.ok ? input.puzzle : undefined, locale.renderer, words));
    for (const e of explained) lines.push(...explanationLines(report.file, e, locale.renderer, ctx!, words));
    await out.write(`${lines.join("\n")}\n`);
  }
  await out.close();
  return worst;
}

/** An issue's message without its path (the JSON report gives the path on its own). */
function messageOf(renderer: Renderer, issue: Issue): string {
  return renderer.issue({ ...issue, path: "" });
}

export { runCheck as run };
