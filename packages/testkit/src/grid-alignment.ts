import { displayWidth } from "@zebra/locale-kit";

/**
 * The problems of a plain-text table's layout: cells (runs of text separated by two or more
 * spaces) that do not start at a column of the header, more cells than header columns, or
 * trailing spaces. The second line (a rule of `-`) is skipped. A row label may be indented
 * under a heading row (a candidate grid's values under their attribute).
 *
 * Use it to check that a renderer's grid stays aligned with blank cells and wide (Chinese)
 * characters. Cost: linear in the text.
 *
 * @param table - the table as rendered.
 * @returns the problems found, empty when the table is aligned.
 *
 * @example
 * ```ts
 * gridAlignmentProblems("House  1    2\n---\nPet    dog  cat"); // []
 * ```
 */
export function gridAlignmentProblems(table: string): string[] {
  const lines = table.split("\n");
  const header = lines[0] ?? "";
  const columns = cellStarts(header);
  const problems: string[] = [];
  lines.forEach((line, i) => {
    if (/(?<![ \t])[ \t]+$/.test(line)) problems.push(`line ${i + 1}: trailing spaces`);
    if (i === 1) {
      if (!/^-+$/.test(line)) problems.push("line 2: not a rule");
      return;
    }
    const starts = cellStarts(line.replace(/^ {1,4}(?=\S)/, (indent) => "#".repeat(indent.length)));
    if (starts.length > columns.length) problems.push(`line ${i + 1}: ${starts.length} cells for ${columns.length} columns`);
    for (const start of starts) if (!columns.includes(start)) problems.push(`line ${i + 1}: a cell starts at column ${start}, not under a header column`);
  });
  return problems;
}

/** Display columns where cells start: the first character, and any text after two or more spaces. */
function cellStarts(line: string): number[] {
  const starts: number[] = [];
  // The lookbehind starts a gap at its first space only: a long run is never rescanned.
  const re = /(^|(?<!\s)\s{2,})(\S)/g;
  for (const m of line.matchAll(re)) starts.push(displayWidth(line.slice(0, m.index + m[1]!.length)));
  return starts;
}

/**
 * The number of cells in each row of a Markdown pipe table (escaped `\|` is not a separator).
 *
 * @param table - the table as rendered.
 * @returns cells per line.
 *
 * @example
 * ```ts
 * markdownCellCounts("| a | b\\|c |\n| --- | --- |"); // [2, 2]
 * ```
 */
export function markdownCellCounts(table: string): number[] {
  return table.split("\n").map((line) => line.replace(/\\\|/g, "").split("|").length - 2);
}
