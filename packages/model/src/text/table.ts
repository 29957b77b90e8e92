import type { TextFormat } from "../renderer.js";
import { displayWidth, padToWidth } from "./display-width.js";
import { escapeMarkdown } from "./markdown.js";

/** Options of {@link formatTable}. */
export interface TableOptions {
  /** `"text"` (aligned columns, the default) or `"markdown"` (a pipe table). */
  readonly format?: TextFormat;
  /** Columns between cells in `"text"` format; 2 by default. */
  readonly gap?: number;
}

/**
 * Lays out rows of cells as an aligned plain-text table or a Markdown pipe table. The first
 * row is the header.
 *
 * Use it for answer grids and any other table a renderer prints. Columns are aligned by display
 * width ({@link displayWidth}), so Chinese text lines up; an empty cell stays blank and keeps its
 * column. In `"text"` format a line of `-` follows the header and trailing spaces are dropped; in
 * `"markdown"` format cells are escaped with {@link escapeMarkdown} and padded so the source
 * lines up too. Cost: linear in the total text.
 *
 * @param rows - header row first; every row has the same number of cells.
 * @param options - format and gap.
 * @returns the table, lines joined by `\n`, without a trailing newline.
 * @throws Error when rows have different lengths (programmer misuse).
 *
 * @example
 * ```ts
 * formatTable([["House", "1", "2"], ["Color", "red", ""]]);
 * // "House  1    2\n-------------\nColor  red"
 * ```
 */
export function formatTable(rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const format = options.format ?? "text";
  const columns = rows[0]?.length ?? 0;
  for (const row of rows) {
    if (row.length !== columns) throw new Error(`formatTable: every row needs ${columns} cells, got ${row.length}.`);
  }
  const cells = format === "markdown" ? rows.map((row) => row.map((c) => escapeMarkdown(c))) : rows;
  const widths = Array.from({ length: columns }, (_, i) => Math.max(format === "markdown" ? 3 : 0, ...cells.map((row) => displayWidth(row[i]!))));
  if (format === "markdown") {
    const line = (row: readonly string[]) => `| ${row.map((c, i) => padToWidth(c, widths[i]!)).join(" | ")} |`;
    const rule = `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`;
    return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join("\n");
  }
  const gap = " ".repeat(options.gap ?? 2);
  const line = (row: readonly string[]) => row.map((c, i) => padToWidth(c, widths[i]!)).join(gap).trimEnd();
  const total = widths.reduce((sum, w) => sum + w, 0) + gap.length * Math.max(0, columns - 1);
  return [line(cells[0]!), "-".repeat(total), ...cells.slice(1).map(line)].join("\n");
}
