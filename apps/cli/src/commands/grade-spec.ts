import type { CommandSpec } from "../command-spec.js";

/** `zebra grade`: options, help and examples, as data (loaded without the command's dependencies). */
export const gradeSpec: CommandSpec = {
  name: "grade",
  summary: "score answers (of a model or a person) against a dataset: puzzle, cell and question accuracy",
  usage: "zebra grade --dataset DATA.jsonl --answers ANSWERS.jsonl [--score binary|cells|blended|question|adjusted] [--json] [--json-out FILE] [--details]",
  positionals: [],
  options: {
    dataset: {
      type: "string",
      value: "FILE",
      description: "the dataset, as written by zebra generate --format jsonl or parquet, or ZebraLogic grid-mode records",
    },
    answers: { type: "string", value: "FILE", description: 'the answers: one JSON object per line, {"id": …, "answer": text or JSON}' },
    json: { type: "boolean", description: "print the summary and every record's grade as JSON instead of the table" },
    "json-out": { type: "string", value: "FILE", description: "also write that JSON to FILE" },
    details: { type: "boolean", description: "after the table, one line per answer that is not fully right" },
    score: {
      type: "string",
      value: "METRIC",
      description:
        "also score each answer and average it: binary (whole grid right), cells (fraction of cells right), blended ((binary + cells) / 2), question, or adjusted (cells corrected for chance: 0 on average for a random grid)",
    },
  },
  notes: [
    'Answers are matched to records by id; a record with no answer counts as "no answer". An answer may be a full grid (JSON: attribute → values by position, or {"House 1": {attr: value}}), the value the record\'s question asks for, or text holding one of these (Markdown code fences, prose, <solution> tags, \\boxed{…}, a Markdown or text table, "House 1: …" lines, a final "Answer:" line or else the last line). Case, spaces, hyphens and underscores do not matter; values never match by substring ("very short" is not "short").',
    "A ZebraLogic grid-mode record (ours from --format zebralogic, or the benchmark's) has no question: question accuracy reads n/a. Its prompt is read with the English reader, so a wrong grid is checked against its clues, and a blanked solution table (___) is solved from it. A record whose prompt cannot be used gets one line naming it and the sentence and is graded against its table alone; with a blanked table it is not graded, and the exit code is 2.",
  ],
  examples: [
    ["zebra grade --dataset test.jsonl --answers model.jsonl", "print accuracy overall, by size and by grade"],
    ["zebra grade --dataset test.jsonl --answers model.jsonl --json-out scores.json", "also keep the scores as JSON"],
    ["zebra grade --dataset test.jsonl --answers model.jsonl --details", "list the wrong answers and the clues they break"],
    ["zebra grade --dataset test.jsonl --answers model.jsonl --score blended --json", "each answer's score (an RL reward) in the JSON report"],
  ],
};
