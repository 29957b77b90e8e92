import type { CommandSpec } from "../command-spec.js";
import { textInputOptions } from "../puzzle-input-options.js";

/** `zebra import`: options, help and examples, as data (loaded without the command's dependencies). */
export const importSpec: CommandSpec = {
  name: "import",
  summary: "read a puzzle text (or JSON) and write it as a zebra-puzzle/1 document, each clue with its sentence",
  usage: "zebra import FILE|- [--out FILE] [--locale CODE] [--text-locale CODE] [--partial]",
  positionals: [{ name: "FILE|-", description: "a puzzle text (.txt, .md) or a zebra-puzzle/1 JSON file, or - for stdin", required: true }],
  options: {
    out: { type: "string", short: "o", value: "FILE", description: "write the document to FILE instead of stdout" },
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON whose words the text uses (built-in themes are found by themselves)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language of the messages: en, zh, or any installed @zebra/render-CODE (default en)" },
    ...textInputOptions,
  },
  notes: [
    'The document is written in the canonical form (fields in order, two-space indent). Each clue keeps the sentence it was read from as its "text", so that explanations can quote it. A text with sentences that cannot be read is not imported (exit 2; zebra check lists them), unless --partial: then the sentences that were read are.',
  ],
  examples: [
    ["zebra import puzzle.txt --out puzzle.json", "turn a puzzle text into JSON"],
    ["zebra import puzzle.md", "a Markdown puzzle, printed as JSON"],
    ["pbpaste | zebra import - --partial", "import what can be read of a pasted text"],
  ],
};
