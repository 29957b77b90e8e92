import { gradeAnswer, readGradeItem, type AnswerGrade, type GradeItem } from "./grade.js";
import { DatasetInputError } from "./input-error.js";

/** The scores an answer can be given (see {@link score}). */
export const scoreMetrics = ["binary", "cells", "blended", "question", "adjusted"] as const;

/** A score an answer can be given: `binary`, `cells`, `blended`, `question` or `adjusted`. */
export type ScoreMetric = (typeof scoreMetrics)[number];

/**
 * The score of a graded answer: `binary` is 1 when every cell of the grid is right, `cells`
 * the fraction of cells right, `blended` their mean, `question` 1 when the answer to the
 * record's question is right (stated, or read from the grid), all from 0 to 1; `adjusted` is
 * `cells` corrected for chance, (cells − 1/houses) / (1 − 1/houses): 1 for a right grid, 0 on
 * average for a random well-formed one, down to −1/(houses − 1). An answer with no grid has no
 * cell right. Null for `question` on a record that has no question.
 *
 * @param grade - from {@link gradeAnswer}.
 * @param metric - which score.
 * @returns the score, or null when the metric does not apply.
 * @example
 * ```ts
 * gradeScore(gradeAnswer(item, answer), "blended"); // 0.5 + half the fraction of cells right, for a wrong grid
 * ```
 */
export function gradeScore(grade: AnswerGrade, metric: ScoreMetric): number | null {
  const binary = grade.puzzleCorrect ? 1 : 0;
  const cells = grade.cellsTotal === 0 ? 0 : grade.cellsRight / grade.cellsTotal;
  switch (metric) {
    case "binary":
      return binary;
    case "cells":
      return cells;
    case "blended":
      return (binary + cells) / 2;
    case "question":
      return grade.questionCorrect === null ? null : grade.questionCorrect ? 1 : 0;
    case "adjusted": {
      const chance = 1 / Math.max(2, Number.parseInt(grade.size, 10) || 2);
      return (cells - chance) / (1 - chance);
    }
  }
}

/** Records already read, so that a reward loop that scores many answers per record reads each once. */
const items = new WeakMap<object, GradeItem>();

/**
 * Scores an answer to a dataset record, from 0 to 1: a reward function for reinforcement
 * learning, or a metric for evaluation. It is stable: a given record and answer always score
 * the same, in every release of `zebra-dataset/1`.
 *
 * - `binary` (the default): 1 when the answer's grid has every cell right, else 0.
 * - `cells`: the fraction of the grid's cells that are right (partial credit).
 * - `blended`: (binary + cells) / 2.
 * - `question`: 1 when the answer to the record's `question` is right, else 0.
 * - `adjusted`: the fraction of cells right, corrected for chance (a random well-formed grid
 *   scores 0 on average, a right one 1, a grid worse than chance below 0).
 *
 * Without a metric, a record whose prompt asks for the answer to its question alone
 * (`answer_format: "question"`) is scored by `question`, any other by `binary`.
 *
 * The answer is read with {@link parseAnswer} (JSON, tables, "House 1:" lines, `<solution>`
 * tags, `\boxed{}`, a last line…); an answer that cannot be read scores 0. Values never match
 * by substring.
 *
 * Cost: the record is read (and its puzzle validated) once per record object, then each answer
 * costs its parse plus a comparison with the solution.
 *
 * @param record - one parsed record of a `zebra generate --format jsonl` (or `zebralogic`) dataset.
 * @param answer - the model's output: text, or parsed JSON.
 * @param metric - which score (default: the record's, see above).
 * @returns the score.
 * @throws {@link DatasetInputError} (a `TypeError`) when the record cannot be read, the metric is unknown, or `question` is asked of a record without a question.
 * @example
 * ```ts
 * const reward = (record: object, completion: string) => score(record, completion, "blended");
 * ```
 */
export function score(record: unknown, answer: unknown, metric?: ScoreMetric): number {
  if (metric !== undefined && !(scoreMetrics as readonly string[]).includes(metric))
    throw new DatasetInputError("invalid-metric", `score: unknown metric ${JSON.stringify(metric)} (metrics: ${scoreMetrics.join(", ")})`);
  let item = typeof record === "object" && record !== null ? items.get(record) : undefined;
  if (item === undefined) {
    const read = readGradeItem(record);
    if (!read.ok) throw new DatasetInputError("invalid-record", `score: not a dataset record: ${read.message}`);
    item = read.item;
    if (typeof record === "object" && record !== null) items.set(record, item);
  }
  const chosen = metric ?? defaultMetric(item);
  const value = gradeScore(gradeAnswer(item, answer), chosen);
  if (value === null) throw new DatasetInputError("invalid-metric", `score: record ${item.id} has no question; use binary, cells, blended or adjusted`);
  return value;
}

/** The metric that grades what a record's prompt asks: the question alone, or the whole grid (internal to grading). */
function defaultMetric(item: GradeItem): ScoreMetric {
  return item.answerFormat === "question" && item.question !== undefined ? "question" : "binary";
}
