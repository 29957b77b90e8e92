import { resolve } from "node:path";
import type { ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { cliWords } from "../cli-words.js";
import type { Command } from "../command.js";
import type { CommandSpec } from "../command-spec.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { puzzleHtml } from "../html.js";
import { FileSink, StreamSink, type CliIo, type Sink } from "../io.js";
import { loadRenderer } from "../locale.js";
import { parseChoice, parseLocale } from "../options.js";
import { readValidPuzzle } from "../puzzle-input.js";
import { lexiconForPuzzle, readVocabularyFile } from "../puzzle-lexicon.js";

const renderFormats = ["text", "markdown", "html"] as const;

const spec: CommandSpec = {
  name: "render",
  summary: "render a puzzle file as text, Markdown or HTML in any installed locale, without solving it",
  usage: "zebra render FILE|- [--locale CODE] [--format text|markdown|html] [--solution] [--out FILE]",
  positionals: [{ name: "FILE|-", description: "a zebra-puzzle/1 JSON file, or - for stdin", required: true }],
  options: {
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON whose words the text uses (built-in themes are found by themselves)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language: en, zh, or any installed @zebra/render-CODE (default en)" },
    format: { type: "string", short: "f", value: "FMT", description: "text, markdown or html (default text)" },
    solution: { type: "boolean", description: "also show the solution the document holds (it is not solved again)" },
    out: { type: "string", short: "o", value: "FILE", description: "write to FILE instead of stdout" },
  },
  notes: ["HTML output is a small standalone page: every piece of text is escaped, nothing is loaded from elsewhere."],
  examples: [
    ["zebra render puzzle.json", "the puzzle as English text"],
    ["zebra render puzzle.json --locale zh --format markdown --solution", "in Chinese, as Markdown, with its solution"],
    ["zebra render puzzle.json --format html --out puzzle.html", "a standalone web page"],
    ["zebra generate --format json | zebra render - --format html", "render from stdin"],
  ],
};

async function runRender(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const format = parseChoice(typeof args.values["format"] === "string" ? args.values["format"] : "text", "--format", renderFormats);
  const locale = parseLocale(typeof args.values["locale"] === "string" ? args.values["locale"] : "en");
  const out = typeof args.values["out"] === "string" ? args.values["out"] : undefined;
  const renderer = await loadRenderer(locale, io.cwd);
  const { name, puzzle } = await readValidPuzzle(file, io);
  const withSolution = args.values["solution"] === true;
  if (withSolution && puzzle.solution === undefined) {
    throw new CliError(`${name}: solution: the document has no solution to show (zebra solve ${file} finds it)`);
  }
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io.cwd).vocabulary : undefined;
  const lexicon = lexiconForPuzzle(puzzle, renderer.locale, vocab);
  const ctx = lexicon ? { puzzle, lexicon } : { puzzle };
  const words = cliWords(renderer.locale);
  let text: string;
  if (format === "html") {
    text = puzzleHtml(puzzle, renderer, lexicon, withSolution ? puzzle.solution : undefined, words);
  } else {
    text = ensureNewline(renderer.puzzle(ctx, format));
    if (withSolution && puzzle.solution) {
      const heading = format === "markdown" ? `## ${words.solution}` : `${words.solution}:`;
      text += `\n${heading}\n\n${ensureNewline(renderer.grid(puzzle.solution, ctx, format))}`;
    }
  }
  const sink: Sink = out === undefined ? new StreamSink(io.stdout) : FileSink.open(resolve(io.cwd, out));
  try {
    await sink.write(text);
  } finally {
    await sink.close();
  }
  return exitCodes.ok;
}

/** Ends text with exactly one newline. */
export function ensureNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** `zebra render`. */
export const renderCommand: Command = { spec, run: runRender };
