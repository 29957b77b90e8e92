import type { CommandSpec } from "../command-spec.js";
import { textInputOptions } from "../puzzle-input-options.js";

/** `zebra check`: options, help and examples, as data (loaded without the command's dependencies). */
export const checkSpec: CommandSpec = {
  name: "check",
  summary: "validate puzzle files, report every issue with its JSON path, and check that the answer is unique",
  usage: "zebra check FILE|- [FILE…] [--explanation [--style full|concise]] [--json] [--locale CODE]",
  positionals: [{ name: "FILE|-", description: "zebra-puzzle/1 JSON files or puzzle texts (.txt, .md), or - for stdin", required: true, variadic: true }],
  options: {
    explanation: {
      type: "boolean",
      description: "also check the step-by-step explanation in the locale's words, sentence by sentence (both styles unless --style says one)",
    },
    style: { type: "string", value: "STYLE", description: "with --explanation: check only the full or the concise explanation" },
    json: { type: "boolean", description: "print one JSON object per file instead of lines" },
    locale: { type: "string", short: "l", value: "CODE", description: "language of the messages: en, zh, or any installed @zebra/render-CODE (default en)" },
    ...textInputOptions,
  },
  notes: [
    'A puzzle text is read sentence by sentence: the report says how many were read ("14 of 15 sentences read"), names each sentence it could not read with the closest reading it considered, says what it inferred (values the text does not list), and for each ambiguous phrase ("on the left of", "between") how many solutions each reading gives. Unread sentences make the file invalid (exit 2); with --partial the sentences that were read are checked.',
    "Each problem is one line, FILE: PATH: MESSAGE, where PATH is the JSON path of the field (e.g. clues[3].b.value). A valid puzzle is then solved completely: it must have exactly one solution, and the solution the document holds (if any) must satisfy every clue and be that one; an unsatisfiable puzzle is reported with a minimal set of clues that cannot all hold. With several files the exit code is the worst one (2, then 4, then 3).",
    'With --explanation, a unique puzzle\'s explanation is worded as `zebra solve --explain` prints it and replayed sentence by sentence: each premise is a clue or something said before, each step follows (checked by the solver), a back-reference ("So", "That leaves") points at the sentence just before, no list of houses is wider than what was said, a case split covers exactly the houses left and each case concludes something, and a clash names the broken clue\'s own values. Each sentence that breaks a rule is one line, FILE: STYLE explanation, item N: RULE: WHAT; any makes the exit code 2.',
    'JSON output, one object per file: {"file", "valid", "status": "unique"|"multiple"|"unsatisfiable"|"invalid", "issues": [{"code", "path", "message"}], and for a valid document "solutions" (up to 2), "fingerprint" (when unique: the same for puzzles that differ only by renaming, reordering or mirroring) and "conflict" (when unsatisfiable: clue numbers)}.',
  ],
  examples: [
    ["zebra check puzzle.json", "validate one puzzle and check its answer is unique"],
    ["zebra check puzzles/*.json", "check many files"],
    ["zebra check - < puzzle.json", "read from stdin"],
    ["zebra check puzzle.json --json", "machine-readable report"],
    ["zebra check puzzle.json --explanation --locale de", "check the German explanation sentence by sentence"],
    ["zebra check puzzle.json --locale zh", "the messages in Chinese"],
    ["zebra check puzzle.txt", "read a puzzle text and report what could not be read"],
    ["zebra check puzzle.txt --reading side=immediately", 'read "on the left of" as the next house'],
  ],
};
