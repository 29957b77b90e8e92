import { describe, expect, it } from "vitest";
import type { GradeMetrics } from "@zebra/dataset";
import { formatGradeTable } from "./grade-table.js";

const metrics = (count: number, puzzle: number, cells: number, question: number | null, none: number): GradeMetrics => ({
  count,
  puzzleAccuracy: puzzle,
  cellAccuracy: cells,
  questions: question === null ? 0 : count,
  questionAccuracy: question,
  noAnswerRate: none,
});

describe("formatGradeTable", () => {
  it("aligns one row overall, then one per size and grade, with n/a for a question accuracy that does not apply", () => {
    const table = formatGradeTable({
      overall: metrics(4, 0.25, 0.48, 0.75, 0.25),
      bySize: { "5x5": metrics(4, 0.25, 0.48, 0.75, 0.25) },
      byLevel: { easy: metrics(2, 0.5, 0.96, 1, 0), unknown: metrics(2, 0, 0, null, 0.5) },
    });
    expect(table.split("\n")).toEqual([
      "group          records  puzzle  cells  question  no answer",
      "-------------  -------  ------  -----  --------  ---------",
      "all                  4   25.0%  48.0%     75.0%      25.0%",
      "size 5x5             4   25.0%  48.0%     75.0%      25.0%",
      "grade easy           2   50.0%  96.0%    100.0%       0.0%",
      "grade unknown        2    0.0%   0.0%       n/a      50.0%",
      "",
    ]);
  });
});
