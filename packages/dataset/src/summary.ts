import type { AnswerGrade } from "./grade.js";
import { gradeScore, type ScoreMetric } from "./score.js";

/** The metrics of a group of graded answers. Rates are fractions from 0 to 1 (0 for an empty group). */
export interface GradeMetrics {
  /** Records in the group. */
  readonly count: number;
  /** Share with every cell of the grid right. */
  readonly puzzleAccuracy: number;
  /** Cells right over all cells of the group's puzzles (answers without a grid count as 0 right). */
  readonly cellAccuracy: number;
  /** Records that have a question (grid-only records, such as ZebraLogic grid mode, have none). */
  readonly questions: number;
  /** Share of the records with a question whose answer is right; null when no record of the group has a question. */
  readonly questionAccuracy: number | null;
  /** Share with no readable answer (missing or unparseable). */
  readonly noAnswerRate: number;
  /**
   * With a score metric: the mean score of the group's records (of those with a question, for
   * `question`; null when none has one). A mean per record: `cells` weighs a small puzzle like a
   * large one, where `cellAccuracy` counts cells.
   */
  readonly score?: number | null;
}

/** Metrics overall and broken down by size ("5x5") and by difficulty grade. */
export interface GradeSummary {
  readonly overall: GradeMetrics;
  /** By size, in order of houses then attributes. */
  readonly bySize: Readonly<Record<string, GradeMetrics>>;
  /** By grade, easy → expert, then any other. */
  readonly byLevel: Readonly<Record<string, GradeMetrics>>;
}

function metrics(grades: readonly AnswerGrade[], metric: ScoreMetric | undefined): GradeMetrics {
  const count = grades.length;
  const share = (test: (g: AnswerGrade) => boolean): number => (count === 0 ? 0 : grades.filter(test).length / count);
  const cellsTotal = grades.reduce((n, g) => n + g.cellsTotal, 0);
  const cellsRight = grades.reduce((n, g) => n + g.cellsRight, 0);
  const asked = grades.filter((g) => g.questionCorrect !== null);
  return {
    count,
    puzzleAccuracy: share((g) => g.puzzleCorrect),
    cellAccuracy: cellsTotal === 0 ? 0 : cellsRight / cellsTotal,
    questions: asked.length,
    questionAccuracy: asked.length === 0 ? null : asked.filter((g) => g.questionCorrect === true).length / asked.length,
    noAnswerRate: share((g) => g.kind === "none"),
    ...(metric === undefined ? {} : { score: meanScore(grades, metric) }),
  };
}

function meanScore(grades: readonly AnswerGrade[], metric: ScoreMetric): number | null {
  const scores = grades.map((g) => gradeScore(g, metric)).filter((s): s is number => s !== null);
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

const levelOrder = ["easy", "medium", "hard", "expert"];

function groupBy(
  grades: readonly AnswerGrade[],
  key: (g: AnswerGrade) => string,
  order: (a: string, b: string) => number,
  metric: ScoreMetric | undefined,
): Record<string, GradeMetrics> {
  const groups = new Map<string, AnswerGrade[]>();
  for (const g of grades) {
    const group = groups.get(key(g));
    if (group) group.push(g);
    else groups.set(key(g), [g]);
  }
  const out: Record<string, GradeMetrics> = {};
  for (const name of [...groups.keys()].sort(order)) out[name] = metrics(groups.get(name)!, metric);
  return out;
}

function sizeOrder(a: string, b: string): number {
  const [ha = 0, aa = 0] = a.split("x").map(Number);
  const [hb = 0, ab = 0] = b.split("x").map(Number);
  return ha - hb || aa - ab;
}

function levelRank(level: string): number {
  const i = levelOrder.indexOf(level);
  return i < 0 ? levelOrder.length : i;
}

/**
 * Summarises graded answers: puzzle, cell and question accuracy and the no-answer rate,
 * overall and by size and difficulty grade.
 *
 * Use it after {@link gradeAnswer} over a whole dataset. Cost: linear in the number of grades.
 *
 * @param grades - one grade per dataset record.
 * @param metric - a score to average too (see {@link gradeScore}), if any.
 * @returns the summary (plain data, ready for `JSON.stringify`).
 * @example
 * ```ts
 * const summary = summariseGrades(items.map((item) => gradeAnswer(item, answers.get(item.id))));
 * console.log(summary.overall.puzzleAccuracy);
 * ```
 */
export function summariseGrades(grades: readonly AnswerGrade[], metric?: ScoreMetric): GradeSummary {
  return {
    overall: metrics(grades, metric),
    bySize: groupBy(grades, (g) => g.size, sizeOrder, metric),
    byLevel: groupBy(
      grades,
      (g) => g.level,
      (a, b) => levelRank(a) - levelRank(b) || (a < b ? -1 : a > b ? 1 : 0),
      metric,
    ),
  };
}
