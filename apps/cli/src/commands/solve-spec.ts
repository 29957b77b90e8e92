import type { CommandSpec } from "../command-spec.js";
import { explanationOptions } from "../explanation-options.js";
import { textInputOptions } from "../puzzle-input-options.js";

/** `zebra solve`: options, help and examples, as data (loaded without the command's dependencies). */
export const solveSpec: CommandSpec = {
  name: "solve",
  summary: "solve a puzzle: its solution grid, the step-by-step reasoning, or how many solutions it has",
  usage:
    "zebra solve FILE|- [--explain [--style full|concise] [--grid values|candidates] [--grid-every K] | --why STATEMENT] [--count] [--all] [--limit L] [--json] [--locale CODE] [--format text|markdown] [--partial]",
  positionals: [{ name: "FILE|-", description: "a zebra-puzzle/1 JSON file or a puzzle text (.txt, .md), or - for stdin", required: true }],
  options: {
    explain: { type: "boolean", short: "e", description: "explain the solution step by step (the deductive solver's reasoning)" },
    ...explanationOptions,
    why: {
      type: "string",
      short: "w",
      value: "STATEMENT",
      description: 'explain one fact: only the steps it depends on ("Norwegian at 1", "tea same Dane"; see below)',
    },
    count: { type: "boolean", short: "c", description: "print the number of solutions (up to --limit)" },
    all: { type: "boolean", short: "a", description: "list every solution (up to --limit)" },
    limit: { type: "string", value: "L", description: "stop after L solutions (default 1000 for --count, 100 for --all)" },
    json: { type: "boolean", description: "machine-readable result: status, count, solution, deduction (and explanation with --explain)" },
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON whose words the text uses (built-in themes are found by themselves)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language of the text: en, zh, or any installed @zebra/render-CODE (default en)" },
    format: { type: "string", short: "f", value: "FMT", description: "text or markdown (default text)" },
    ...textInputOptions,
  },
  notes: [
    "The exit code tells how many solutions the puzzle has, whatever --limit: 0 exactly one, 3 more than one, 4 none (2 for an invalid file or usage).",
    'JSON output: {"file", "status": "unique"|"multiple"|"unsatisfiable", "count", "capped", "solution" (attribute → values by position, when unique), "solutions" (with --all), "deduction": {"solved", "tier", "steps"}, "answer" (when the puzzle asks a question), "explanation" (with --explain)}.',
    `--why STATEMENT, in the puzzle's own value names (any case): V at N, V not at N (V is in house N or not), V same V, V not same V, V next to V, V not next to V, V left of V, V right of V, V immediately left of V, V immediately right of V; "in", "in house" and "same as" work too. Write Attribute=value for a value two attributes share (Age=30). It prints the steps of the solution the statement depends on, and exits 0; a false statement, one the clues do not force, or one the step-by-step solver does not reach is a one-line error with exit 2 (4 when the puzzle has no solution). With --json: {"file", "why", "status": "derived"|"contradicted"|"open"|"stuck"|"unsatisfiable", "steps", "explanation"}.`,
  ],
  examples: [
    ["zebra solve puzzle.json", "print the solution grid"],
    ["zebra solve puzzle.json --explain --locale zh", "the reasoning, step by step, in Chinese"],
    ["zebra solve puzzle.json --explain --style concise --grid candidates", "the reasoning in puzzle-book lines, with a candidate grid at the end"],
    ['zebra solve puzzle.json --why "Norwegian at 1"', "why the Norwegian lives in house 1: only the steps that show it"],
    ["zebra solve puzzle.json --count --limit 10", "how many solutions (stop counting at 10)"],
    ["zebra solve puzzle.json --all", "every solution of an ambiguous puzzle"],
    ["zebra solve puzzle.txt --explain", "solve a puzzle written as text (English, Chinese, …)"],
    ["zebra generate --format json | zebra solve - --json", "solve from stdin, machine-readable"],
  ],
};
