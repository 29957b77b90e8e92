import type { CommandSpec } from "../command-spec.js";

/** `zebra merge`: options, help and examples, as data (loaded without the command's dependencies). */
export const mergeSpec: CommandSpec = {
  name: "merge",
  summary:
    "join the shards of a dataset run into one file (JSONL, or Parquet for trainers), after checking they are consecutive, complete and from the same run",
  usage: "zebra merge PART… --out FILE [--layout rl|sft] [--count K] [--start I] [--quiet]",
  positionals: [{ name: "PART", description: "the JSONL files of the shards (zebra generate --shard), in any order", required: true, variadic: true }],
  options: {
    out: {
      type: "string",
      short: "o",
      value: "FILE",
      description:
        "the merged dataset (with --split runs: FILE.train.jsonl …, one per part); FILE.parquet writes Parquet with its dataset card, as zebra generate --format parquet",
    },
    layout: { type: "string", value: "rl|sft", description: "the columns of a Parquet --out: rl (verl's; the default) or sft (chat messages)" },
    count: { type: "string", short: "n", value: "K", description: "the run's --count: also check that the parts end where the run does" },
    start: { type: "string", value: "I", description: "the run's --start (default 0): where the first part must begin" },
    quiet: { type: "boolean", short: "q", description: "no summary line on stderr" },
  },
  notes: [
    "The records are written in index order, byte for byte: the result is the file the unsharded run writes. Every part must be a zebra-dataset/1 file of the same run (seed, options and package versions), and together they must hold each index from --start on exactly once: a gap, an overlap or a part of another run is refused, in one line naming the files, and no output is written. Without --count, a part missing at the end cannot be noticed: the summary line gives the range merged.",
    "With --out FILE.parquet, the parts become the bytes that zebra generate --format parquet writes for the same run, with the same dataset card README.md beside them; a README.md that zebra did not write stops the merge before it starts.",
  ],
  examples: [
    ["zebra merge part-*.jsonl -o data.jsonl", "join the shards of a run"],
    ["zebra merge part-*.jsonl -o data.jsonl --count 1000000", "and check that all of the run's 1,000,000 records are there"],
    ["zebra merge part-*.train.jsonl part-*.test.jsonl -o data.jsonl", "a --split run: data.train.jsonl and data.test.jsonl"],
    ["zebra merge data.jsonl -o data.parquet", "a JSONL run (resumed, or sharded and merged) as the Parquet and card zebra generate writes"],
  ],
};
