import type { GradeMetrics, GradeSummary, ScoreMetric } from "@zebra/dataset";

function percent(rate: number | null): string {
  return rate === null ? "n/a" : `${(rate * 100).toFixed(1)}%`;
}

/**
 * Formats a summary as an aligned text table: one row overall, then one per size and grade.
 *
 * Use it for terminal output. A question accuracy that does not apply (no record of the group
 * has a question) reads "n/a". Cost: linear in the number of groups.
 *
 * @param summary - from `summariseGrades` of `@zebra/dataset`.
 * @param metric - the score the summary averages, if any: a last column shows it.
 * @returns the table, lines ending with "\n".
 * @example
 * ```ts
 * process.stdout.write(formatGradeTable(summary));
 * ```
 */
export function formatGradeTable(summary: GradeSummary, metric?: ScoreMetric): string {
  const header = ["group", "records", "puzzle", "cells", "question", "no answer", ...(metric ? [`${metric} score`] : [])];
  const row = (name: string, m: GradeMetrics): string[] => [
    name,
    String(m.count),
    percent(m.puzzleAccuracy),
    percent(m.cellAccuracy),
    percent(m.questionAccuracy),
    percent(m.noAnswerRate),
    ...(metric ? [m.score === null || m.score === undefined ? "n/a" : m.score.toFixed(3)] : []),
  ];
  const rows = [
    row("all", summary.overall),
    ...Object.entries(summary.bySize).map(([name, m]) => row(`size ${name}`, m)),
    ...Object.entries(summary.byLevel).map(([name, m]) => row(`grade ${name}`, m)),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return `${[line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")}\n`;
}
