import type { TextFormat } from "../contract/renderer.js";
import { displayWidth } from "./display-width.js";
import { escapeMarkdown } from "./markdown.js";

/** Options of {@link formatTable}. */
export interface TableOptions {
  /** `"text"` (aligned columns, the default) or `"markdown"` (a pipe table). */
  readonly format?: TextFormat;
  /** Columns between cells in `"text"` format; 2 by default. */
  readonly gap?: number;
  /**
   * The widest a line may be, in display columns. A wider table is split into blocks of
   * columns, as few as fit and as even as can be, each repeating the first `keep` columns and
   * separated by a blank line. No limit by default.
   */
  readonly maxWidth?: number;
  /** How many leading columns (row labels) every block repeats; 1 by default. */
  readonly keep?: number;
}

/**
 * Lays out rows of cells as an aligned plain-text table or a Markdown pipe table. The first
 * row is the header.
 *
 * Use it for answer grids and any other table a renderer prints. Columns are aligned by display
 * width ({@link displayWidth}), so Chinese text lines up; an empty cell stays blank and keeps its
 * column. In `"text"` format a line of `-` follows the header and trailing spaces are dropped; in
 * `"markdown"` format cells are escaped with {@link escapeMarkdown} and padded so the source
 * lines up too. With `maxWidth`, a table too wide for it is split into blocks of columns that
 * each repeat the row labels. Cost: linear in the total text (times the blocks tried, when split).
 *
 * @param rows - header row first; every row has the same number of cells.
 * @param options - format, gap, and the widest line allowed.
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
  const columns = rows[0]?.length ?? 0;
  for (const row of rows) {
    if (row.length !== columns) throw new Error(`formatTable: every row needs ${columns} cells, got ${row.length}.`);
  }
  const whole = oneTable(rows, options);
  const keep = Math.min(columns, Math.max(0, options.keep ?? 1));
  const maxWidth = options.maxWidth;
  if (maxWidth === undefined || columns - keep < 2 || whole.width <= maxWidth) return whole.text;
  // The fewest blocks whose widest line fits; the last count always "fits" (one column each).
  const rest = columns - keep;
  let blocks: LaidOut[] = [];
  for (let count = 2; count <= rest; count++) {
    blocks = evenChunks(rest, count).map(([from, to]) =>
      oneTable(
        rows.map((row) => [...row.slice(0, keep), ...row.slice(keep + from, keep + to)]),
        options,
      ),
    );
    if (blocks.every((b) => b.width <= maxWidth)) break;
  }
  return blocks.map((b) => b.text).join("\n\n");
}

/** A table's text and its widest line, in display columns (known from its column widths, without measuring the text again). */
interface LaidOut {
  readonly text: string;
  readonly width: number;
}

/** `n` items split into `count` contiguous ranges `[from, to)`, the first ones one longer when they cannot be equal. */
function evenChunks(n: number, count: number): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let k = 0; k < count; k++) {
    const size = Math.floor(n / count) + (k < n % count ? 1 : 0);
    out.push([from, from + size]);
    from += size;
  }
  return out;
}

function oneTable(rows: readonly (readonly string[])[], options: TableOptions): LaidOut {
  const format = options.format ?? "text";
  const columns = rows[0]?.length ?? 0;
  const cells = format === "markdown" ? rows.map((row) => row.map((c) => escapeMarkdown(c))) : rows;
  // Each cell's width is measured once, for its column's width and for its padding.
  const cellWidths = cells.map((row) => row.map(displayWidth));
  const widths = Array.from({ length: columns }, (_, i) => Math.max(format === "markdown" ? 3 : 0, ...cellWidths.map((row) => row[i]!)));
  const padded = (row: readonly string[], r: number) => row.map((c, i) => c + " ".repeat(Math.max(0, widths[i]! - cellWidths[r]![i]!)));
  if (format === "markdown") {
    const line = (row: readonly string[], r: number) => `| ${padded(row, r).join(" | ")} |`;
    const rule = `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`;
    // Every line is as wide as the rule: each cell is padded to its column's width.
    const text = [line(cells[0]!, 0), rule, ...cells.slice(1).map((row, r) => line(row, r + 1))].join("\n");
    return { text, width: displayWidth(rule) };
  }
  const gap = " ".repeat(options.gap ?? 2);
  const line = (row: readonly string[], r: number) => padded(row, r).join(gap).trimEnd();
  const total = widths.reduce((sum, w) => sum + w, 0) + gap.length * Math.max(0, columns - 1);
  // The rule under the header is the widest line: the others are at most as wide, trailing spaces dropped.
  return { text: [line(cells[0]!, 0), "-".repeat(total), ...cells.slice(1).map((row, r) => line(row, r + 1))].join("\n"), width: total };
}
