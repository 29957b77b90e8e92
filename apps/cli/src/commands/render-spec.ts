import type { CommandSpec } from "../command-spec.js";
import { explanationOptions } from "../explanation-options.js";
import { textInputOptions } from "../puzzle-input-options.js";

/** `zebra render`: options, help and examples, as data (loaded without the command's dependencies). */
export const renderSpec: CommandSpec = {
  name: "render",
  summary: "render a puzzle file as text, Markdown or HTML in any installed locale, with its solution or its step-by-step explanation",
  usage:
    "zebra render FILE|- [--locale CODE] [--format text|markdown|html] [--solution | --explain [--style full|concise] [--grid values|candidates] [--grid-every K]] [--out FILE]",
  positionals: [{ name: "FILE|-", description: "a zebra-puzzle/1 JSON file or a puzzle text (.txt, .md), or - for stdin", required: true }],
  options: {
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON whose words the text uses (built-in themes are found by themselves)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language: en, zh, or any installed @zebra/render-CODE (default en)" },
    format: { type: "string", short: "f", value: "FMT", description: "text, markdown or html (default text)" },
    solution: { type: "boolean", description: "also show the solution the document holds (it is not solved again)" },
    explain: { type: "boolean", short: "e", description: "also show the step-by-step solution (the deductive solver's reasoning)" },
    ...explanationOptions,
    out: { type: "string", short: "o", value: "FILE", description: "write to FILE instead of stdout" },
    ...textInputOptions,
  },
  notes: ["HTML output is a small standalone page: every piece of text is escaped, nothing is loaded from elsewhere."],
  examples: [
    ["zebra render puzzle.json", "the puzzle as English text"],
    ["zebra render puzzle.json --locale zh --format markdown --solution", "in Chinese, as Markdown, with its solution"],
    ["zebra render puzzle.json --format html --out puzzle.html", "a standalone web page"],
    ["zebra render puzzle.json --format html --explain --style concise", "a web page with the puzzle-book solution"],
    ["zebra generate --format json | zebra render - --format html", "render from stdin"],
    ["zebra render puzzle.txt --locale zh", "read an English puzzle text and write it in Chinese"],
  ],
};
