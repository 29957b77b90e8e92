import type { CommandSpec } from "../command-spec.js";

/** `zebra dedup`: options, help and examples, as data (loaded without the command's dependencies). */
export const dedupSpec: CommandSpec = {
  name: "dedup",
  summary: "drop records whose puzzle came earlier (the same up to renaming, reordering and mirroring), or that are in other files",
  usage: "zebra dedup FILE|- [FILE…] [--out FILE] [--exclude FILE]… [--quiet]",
  positionals: [{ name: "FILE|-", description: "JSONL datasets (zebra generate --format jsonl), read in order; - for stdin", required: true, variadic: true }],
  options: {
    out: { type: "string", short: "o", value: "FILE", description: "write the records kept to FILE (default: stdout)" },
    exclude: {
      type: "string",
      value: "FILE",
      multiple: true,
      description: "also drop every record whose puzzle is in FILE (a test set, say); may be repeated",
    },
    quiet: { type: "boolean", short: "q", description: "no summary line on stderr" },
  },
  notes: [
    "Records are compared by the fingerprint of their puzzle, computed from the puzzle itself: two puzzles are the same when one is the other with values or attributes renamed, attributes, clues or any_of options reordered, symmetric clues' operands swapped, or the row mirrored. The first record of each puzzle is kept, byte for byte; a summary line on stderr counts what was kept and dropped.",
  ],
  examples: [
    ["zebra dedup data.jsonl --out unique.jsonl", "keep the first record of each puzzle"],
    ["zebra dedup train.jsonl --exclude test.jsonl --out train-clean.jsonl", "also drop the training records whose puzzle is in the test set"],
    ["zebra dedup part-*.jsonl -o all.jsonl", "several files, in order, as one"],
  ],
};
