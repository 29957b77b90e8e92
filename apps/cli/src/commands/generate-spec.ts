import type { CommandSpec } from "../command-spec.js";
import { explanationOptions } from "../explanation-options.js";

/** `zebra generate`: options, help and examples, as data (loaded without the command's dependencies). */
export const generateSpec: CommandSpec = {
  name: "generate",
  summary: "generate puzzles with their solutions and explanations, or a dataset of them",
  usage:
    "zebra generate [--kind zebra|logic-grid] [--size HxA|HxA..HxA] [--count K] [--plan FILE] [--seed S] [--format text|markdown|json|jsonl|zebralogic|parquet] [--out FILE] [options]",
  positionals: [],
  options: {
    kind: {
      type: "string",
      value: "KIND",
      description:
        "zebra (people in a row of houses; the default) or logic-grid (no houses: match the values of the attributes; one size per run; text and markdown in English, or json)",
    },
    size: {
      type: "string",
      value: "HxA",
      description:
        "houses x attributes, e.g. 5x5 (default 5x5); for logic-grid, values per attribute x attributes; several sizes in one run: a range 3x3..6x6 (16 sizes) or a list 3x3,4x5,6x6, with --count split evenly over the sizes and levels",
    },
    plan: {
      type: "string",
      value: "FILE",
      description:
        "make the sizes, levels and counts a plan file lists, one row per line: SIZE LEVEL COUNT, e.g. 4x4 hard 100 (instead of --size, --difficulty and --count)",
    },
    houses: { type: "string", value: "N", description: "number of houses (default 5)" },
    attributes: { type: "string", value: "M", description: "number of attributes (default 5)" },
    count: { type: "string", short: "n", value: "K", description: "number of puzzles (default 1)" },
    start: { type: "string", value: "I", description: "index of the first puzzle (default 0): --seed S --start 17 remakes puzzle #17 of run S" },
    seed: { type: "string", short: "s", value: "S", description: "seed, a whole number; puzzle i uses a seed derived from S and i (default: random, printed)" },
    difficulty: {
      type: "string",
      short: "d",
      value: "LEVEL",
      description:
        "easy, medium, hard or expert, or a rating from 1 to 10 (default: whatever comes, graded); a mix like easy,medium,hard or easy:2,7:1 makes puzzle i at the (i mod k)-th item of the expanded cycle (with several sizes, each level gets its weight's share of --count at every size)",
    },
    weights: {
      type: "string",
      value: "LIST",
      description: "clue-type weights over the defaults, e.g. same=4,next_to=2,distance=1 (0 turns a type off; 'all' enables every type)",
    },
    theme: {
      type: "string",
      short: "t",
      value: "NAME",
      description: "vocabulary theme: default (25 everyday attributes; the default) or classic (the Einstein puzzle's five)",
    },
    vocab: { type: "string", value: "FILE", description: "custom vocabulary JSON file (instead of --theme)" },
    locale: { type: "string", short: "l", value: "CODE", description: "language of the text: en, zh, or any installed @zebra/render-CODE (default en)" },
    locales: {
      type: "string",
      value: "LIST",
      description: 'several languages at once, e.g. en,zh (jsonl): each record\'s texts in the first, and in the others under "locales", from the same puzzle',
    },
    format: {
      type: "string",
      short: "f",
      value: "FMT",
      description:
        "text, markdown, json (zebra-puzzle/1), jsonl (dataset records), zebralogic (ZebraLogic grid-mode records) or parquet (dataset rows for trainers, with a dataset card README.md; needs --out); default from --out's extension, else text",
    },
    out: { type: "string", short: "o", value: "FILE", description: "write to FILE instead of stdout" },
    "answer-format": {
      type: "string",
      value: "SHAPE",
      description:
        "the answer a record's prompt asks for (jsonl): json (the whole grid as a JSON object by house; the default), table (a Markdown table) or question (the record's question alone)",
    },
    layout: {
      type: "string",
      value: "NAME",
      description:
        "the columns of --format parquet: rl (verl's data_source, prompt, ability, reward_model, extra_info; the default) or sft (chat messages: the prompt, then the explanation)",
    },
    ...explanationOptions,
    "no-minimise": { type: "boolean", description: "keep every clue the generator drew instead of a minimal set" },
    workers: { type: "string", short: "j", value: "W", description: "worker threads (default: available parallelism); output does not depend on W" },
    shard: {
      type: "string",
      value: "i/N|env",
      description:
        "make only the i-th of N contiguous blocks of the K puzzles (1-based); env reads i and N from the batch engine (ZEBRA_SHARD, Slurm arrays, Kubernetes Indexed Jobs, AWS Batch, GitLab CI, CircleCI, Buildkite)",
    },
    "shard-count": {
      type: "string",
      value: "N",
      description: "with --shard env: the number of shards, for engines that do not say (a Kubernetes Indexed Job's completions)",
    },
    resume: { type: "boolean", description: "continue an interrupted --out FILE (jsonl): keep its complete records, make the rest" },
    exclude: {
      type: "string",
      value: "FILE",
      multiple: true,
      description: "never make a puzzle that is in FILE (a JSONL dataset, e.g. a test set): the same up to renaming, reordering and mirroring; may be repeated",
    },
    split: {
      type: "string",
      value: "LIST",
      description: "assign records to parts by puzzle fingerprint, e.g. train=0.9,test=0.1 (jsonl; with --out FILE, one file per part: FILE.train.jsonl …)",
    },
    quiet: { type: "boolean", short: "q", description: "no progress bar, no summary and no random seed on stderr" },
    verbose: {
      type: "boolean",
      description: "text and markdown: under each puzzle's heading, a line with its seed, its index in the run (for --start), its size and its level",
    },
  },
  notes: [
    "Puzzle i of a run (0-based) is made from deriveSeed(S, i) alone, so a run's output is the same bytes for every --workers value, --shard i/N outputs concatenated in order 1..N equal the unsharded output, and --resume continues where a killed run stopped.",
    "A progress bar with rate and ETA is drawn on stderr when stderr is a terminal and the output is a file (or text piped elsewhere); never into machine-readable stdout.",
    "Several sizes or levels (--size 3x3..6x6 -d easy,hard, or --plan FILE) are interleaved: every stretch of the run holds each size and level in proportion. A size and level the generator cannot make (2x2 hard, 3x2 expert) is refused before the run; a seed that makes no puzzle of its level is replaced by a seed derived from it, and the summary counts those.",
    "--exclude and --split work by puzzle fingerprint, so copies of a puzzle (renamed, reordered, mirrored) are never on both sides: a puzzle found in an excluded file is made again from a seed derived from its own, and every record of a puzzle lands in the same part, on every run, shard and worker count.",
  ],
  examples: [
    ["zebra generate", "a fresh 5x5 puzzle in English, with its solution and step-by-step explanation"],
    ["zebra generate --seed 42 --size 6x4 --difficulty hard", "a reproducible hard puzzle with 6 houses and 4 attributes"],
    [
      "zebra generate -n 900 -s 7 --size 4x4 -d easy,medium,hard -o graded.jsonl",
      "a dataset cycling easy, medium, hard (300 of each); easy:2,hard:1 would cycle easy, easy, hard",
    ],
    [
      "zebra generate -n 6400 -s 7 --size 3x3..6x6 -d easy,medium,hard,expert -o mix.jsonl",
      "100 puzzles of each of 16 sizes and 4 levels, interleaved, in one run",
    ],
    ["zebra generate -s 7 --plan plan.txt -o mix.jsonl", "the sizes, levels and counts of plan.txt (rows like 6x6 expert 500; docs/guide/datasets.md)"],
    ["zebra generate --locale zh --format markdown", "a puzzle in Chinese, as Markdown"],
    ["zebra generate --style concise --grid candidates", "a puzzle with a puzzle-book solution and a candidate grid"],
    ["zebra generate -n 1000 -s 7 --locales en,zh -o parallel.jsonl", "parallel English and Chinese texts of the same puzzles"],
    ["zebra generate --format json --out puzzle.json", "a zebra-puzzle/1 document (with solution) for solve, check and render"],
    ["zebra generate --kind logic-grid --size 5x4 --format json", "a logic-grid puzzle without houses: 4 attributes of 5 values to match"],
    ["zebra generate -n 100000 -s 7 --size 4x4 -o data.jsonl", "a dataset of 100,000 records (jsonl from the extension)"],
    ["zebra generate -n 100000 -s 7 -o data.jsonl --resume", "continue that dataset after an interruption"],
    ["zebra generate -n 100000 -s 7 -o part1.jsonl --shard 1/4", "the first quarter; zebra merge part*.jsonl -o data.jsonl joins the four"],
    ["zebra generate -n 100000 -s 7 -o part-$SLURM_ARRAY_TASK_ID.jsonl --shard env", "one shard per task of a Slurm job array (docs/guide/clusters.md)"],
    [
      "zebra generate -n 1000 -s 7 --format zebralogic -o grid.jsonl",
      "records in ZebraLogic's grid-mode shape (id, size, puzzle, solution), for pipelines built for that benchmark",
    ],
    ["zebra generate -n 100000 -s 7 --split train=0.9,test=0.1 -o data.jsonl", "data.train.jsonl and data.test.jsonl, with no puzzle in both"],
    [
      "zebra generate -n 10000 -s 7 --split train=0.9,test=0.1 -o zebra/data.parquet",
      "verl-ready Parquet (zebra/data.train.parquet, zebra/data.test.parquet) and a dataset card zebra/README.md",
    ],
    ["zebra generate -n 100000 -s 8 --exclude test.jsonl -o train.jsonl", "a training set with none of test.jsonl's puzzles"],
    ["zebra generate --weights same=4,next_to=2,distance=1 --theme NAME", "custom clue mix and vocabulary theme"],
  ],
};
