import { listOption, usageError, type ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { deduceSteps } from "../engine.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { readExplanationOptions } from "../explanation-options.js";
import { puzzleHtml, type PageSolution } from "../html.js";
import { writeOutput, type CliIo } from "../io.js";
import { refuseInputAsOutput } from "../same-file.js";
import { cliStrings, loadLocale } from "../locale.js";
import { parseChoice, parseLocale } from "../options.js";
import { ensureNewline, requireText } from "../text.js";
import { inputOptions, readValidPuzzle } from "../puzzle-input.js";
import { lexiconForPuzzle, readVocabularyFile } from "../puzzle-lexicon.js";
import { renderSpec as spec } from "./render-spec.js";

const renderFormats = ["text", "markdown", "html"] as const;

async function runRender(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const format = parseChoice(typeof args.values["format"] === "string" ? args.values["format"] : "text", "--format", renderFormats);
  const locale = parseLocale(typeof args.values["locale"] === "string" ? args.values["locale"] : "en");
  const out = typeof args.values["out"] === "string" ? args.values["out"] : undefined;
  if (out !== undefined) refuseInputAsOutput(io, out, [file, ...listOption(args, "vocab")]);
  const loaded = await loadLocale(locale, io.cwd);
  const { renderer } = loaded;
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io, renderer).vocabulary : undefined;
  const { name, puzzle } = await readValidPuzzle(file, io, loaded, inputOptions(args, vocab), "render");
  requireText(name, puzzle, renderer, "zebra solve --json and zebra check --json read it");
  const withSolution = args.values["solution"] === true;
  const explain = args.values["explain"] === true;
  if (withSolution && explain) throw usageError(spec, "--solution and --explain cannot be used together (the explanation ends with the solution)");
  const shape = readExplanationOptions(args, spec, explain, "--explain");
  if (withSolution && puzzle.solution === undefined) {
    throw new CliError(`${name}: solution: the document has no solution to show (zebra solve ${file} finds it)`);
  }
  const lexicon = lexiconForPuzzle(puzzle, loaded, vocab);
  const ctx = lexicon ? { puzzle, lexicon } : { puzzle };
  const words = cliStrings(loaded);
  const steps = explain ? deduceSteps(puzzle).steps : undefined;
  let text: string;
  if (format === "html") {
    const solution: PageSolution | undefined =
      steps !== undefined
        ? { kind: "explanation", text: renderer.solution(steps, ctx, { format: "text", ...shape }) }
        : withSolution && puzzle.solution
          ? { kind: "grid", grid: puzzle.solution }
          : undefined;
    text = puzzleHtml(puzzle, loaded, lexicon, solution);
  } else {
    text = ensureNewline(renderer.puzzle(ctx, format));
    if (steps !== undefined) text += `\n${ensureNewline(renderer.solution(steps, ctx, { format, ...shape }))}`;
    else if (withSolution && puzzle.solution) {
      // The same heading as every solution the locale prints (the renderer's own step-by-step ones).
      const heading = format === "markdown" ? `## ${words.solution}` : words.solution;
      text += `\n${heading}\n\n${ensureNewline(renderer.grid(puzzle.solution, ctx, format))}`;
    }
  }
  await writeOutput(io, out, async (sink) => sink.write(text));
  return exitCodes.ok;
}

export { runRender as run };
