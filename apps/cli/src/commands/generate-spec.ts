import type { CommandSpec } from "../command-spec.js";

/** `zebra generate`: options, help and examples, as data (loaded without the command's dependencies). */
export const generateSpec: CommandSpec = {
  name: "generate",
  summary: "generate puzzles with their solutions and explanations, or a dataset of them",
  usage: "zebra generate [--size HxA] [--count K] [--seed S] [--format text|markdown|json|jsonl|zebralogic] [--out FILE] [options]",
  positionals: [],
  options: {
    size: { type: "string", value: "HxA", description: "houses x attributes, e.g. 5x5 (default 5x5)" },
    houses: { type: "string", value: "N", description: "number of houses (default 5)" },
    attributes: { type: "string", value: "M", description: "number of attributes (default 5)" },
    count: { type: "string", short: "n", value: "K", description: "number of puzzles (default 1)" },
    start: { type: "string", value: "I", description: "index of the first puzzle (default 0): --seed S --start 17 remakes puzzle #17 of run S" },
    seed: { type: "string", short: "s", value: "S", description: "seed, a whole number; puzzle i uses a seed derived from S and i (default: random, printed)" },
    difficulty: {
      type: "string",
      short: "d",
      value: "LEVEL",
      description: "easy, medium, hard or expert (default: whatever comes, graded); a mix like easy,medium,hard or easy:2,hard:1 makes puzzle i at the (i mod k)-th level of the expanded cycle",
    },
    weights: {
      type: "string",
      value: "LIST",
      description: "clue-type weights over the defaults, e.g. same=4,next_to=2,distance=1 (0 turns a type off; 'all' enables every type)",
    },
    theme: { type: "string", short: "t", value: "NAME", description: "vocabulary theme (default: the classic one)" },
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON file (instead of --theme)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language of the text: en, zh, or any installed @zebra/render-CODE (default en)" },
    format: { type: "string", short: "f", value: "FMT", description: "text, markdown, json (zebra-puzzle/1), jsonl (dataset records) or zebralogic (ZebraLogic grid-mode records); default from --out's extension, else text" },
    out: { type: "string", short: "o", value: "FILE", description: "write to FILE instead of stdout" },
    "no-minimise": { type: "boolean", description: "keep every clue the generator drew instead of a minimal set" },
    workers: { type: "string", short: "j", value: "W", description: "worker threads (default: available parallelism); output does not depend on W" },
    shard: { type: "string", value: "i/N", description: "make only the i-th of N contiguous blocks of the K puzzles (1-based)" },
    resume: { type: "boolean", description: "continue an interrupted --out FILE (jsonl): keep its complete records, make the rest" },
    quiet: { type: "boolean", short: "q", description: "no progress bar and no summary on stderr" },
  },
  notes: [
    "Puzzle i of a run (0-based) is made from deriveSeed(S, i) alone, so a run's output is the same bytes for every --workers value, --shard i/N outputs concatenated in order 1..N equal the unsharded output, and --resume continues where a killed run stopped.",
    "A progress bar with rate and ETA is drawn on stderr when stderr is a terminal and the output is a file (or text piped elsewhere); never into machine-readable stdout.",
  ],
  examples: [
    ["zebra generate", "a fresh 5x5 puzzle in English, with its solution and step-by-step explanation"],
    ["zebra generate --seed 42 --size 6x4 --difficulty hard", "a reproducible hard puzzle with 6 houses and 4 attributes"],
    ["zebra generate -n 900 -s 7 --size 4x4 -d easy,medium,hard -o graded.jsonl", "a dataset cycling easy, medium, hard (300 of each); easy:2,hard:1 would cycle easy, easy, hard"],
    ["zebra generate --locale zh --format markdown", "a puzzle in Chinese, as Markdown"],
    ["zebra generate --format json --out puzzle.json", "a zebra-puzzle/1 document (with solution) for solve, check and render"],
    ["zebra generate -n 100000 -s 7 --size 4x4 -o data.jsonl", "a dataset of 100,000 records (jsonl from the extension)"],
    ["zebra generate -n 100000 -s 7 -o data.jsonl --resume", "continue that dataset after an interruption"],
    ["zebra generate -n 100000 -s 7 -o part1.jsonl --shard 1/4", "the first quarter; cat part1.jsonl … part4.jsonl > data.jsonl"],
    ["zebra generate -n 1000 -s 7 --format zebralogic -o grid.jsonl", "records in ZebraLogic's grid-mode shape (id, size, puzzle, solution), for pipelines built for that benchmark"],
    ["zebra generate --weights same=4,next_to=2,distance=1 --theme NAME", "custom clue mix and vocabulary theme"],
  ],
};
