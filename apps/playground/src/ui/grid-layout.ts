import type { Elem } from "../state/marks.js";
import type { GridKind } from "../state/prefs.js";
import { h } from "./dom.js";

/** Words the grid shows; values and attribute names come from the puzzle and are set as text. */
export interface GridHeadings {
  /** A dimension's heading: the houses' word, or an attribute's noun. */
  dim(dim: number): string;
  /** A value's heading as shown: the house number, or the value's label. */
  header(elem: Elem): string;
  /** The accessible name of the whole logic grid. */
  readonly gridName: string;
}

/** One cell as laid out: its two values (row, then column) and its place on the navigation plane. */
export interface LaidCell {
  readonly td: HTMLTableCellElement;
  readonly a: Elem;
  readonly b: Elem;
  /** Row and column across every block, for the arrow keys. */
  readonly row: number;
  readonly col: number;
}

/** A grid's elements and its cells. */
export interface GridLayout {
  readonly element: HTMLElement;
  readonly cells: readonly LaidCell[];
}

/**
 * The dimensions of the classic logic grid's staircase. Dimension 0 is the houses, d ≥ 1
 * attribute d − 1. Columns: the houses, then attributes 2…n; rows: attribute 1, then n down
 * to 2. Row band r has the first n − r column bands, so every pair of dimensions meets in
 * exactly one block, and the first column of blocks is the house view.
 */
export function staircase(attributes: number): { readonly columns: readonly number[]; readonly rows: readonly number[] } {
  const columns = [0];
  for (let d = 2; d <= attributes; d++) columns.push(d);
  const rows = attributes === 0 ? [] : [1];
  for (let d = attributes; d >= 2; d--) rows.push(d);
  return { columns, rows };
}

/**
 * The staircase of a logic-grid puzzle, as puzzle magazines print it: the key (dimension 0,
 * in the houses' place; its attribute, dimension 1, is the same thing and not shown) down the
 * top band against every other attribute across the top, then attributes n down to 3 against
 * those left of them.
 */
export function keyedStaircase(attributes: number): { readonly columns: readonly number[]; readonly rows: readonly number[] } {
  const columns: number[] = [];
  for (let d = 2; d <= attributes; d++) columns.push(d);
  const rows = [0];
  for (let d = attributes; d >= 3; d--) rows.push(d);
  return { columns, rows };
}

function cellTd(cells: LaidCell[], a: Elem, b: Elem, row: number, col: number, cls: string): HTMLTableCellElement {
  const dataset: Record<string, string> = { row: `${a.dim}.${a.value}`, col: `${b.dim}.${b.value}` };
  // House cells carry the names the house view has always had (links and tests use them).
  if (b.dim === 0) Object.assign(dataset, { attr: String(a.dim - 1), value: String(a.value), pos: String(b.value) });
  if (a.dim === 0) Object.assign(dataset, { attr: String(b.dim - 1), value: String(b.value), pos: String(a.value) });
  const td = h("td", { class: cls, role: "gridcell", tabindex: -1, dataset });
  cells.push({ td, a, b, row, col });
  return td;
}

/** The house view: one table per attribute, its values as rows and the houses as columns. */
function houseLayout(attributes: number, size: number, words: GridHeadings): GridLayout {
  const cells: LaidCell[] = [];
  const blocks = Array.from({ length: attributes }, (_, i) => {
    const dim = i + 1;
    const head = h(
      "tr",
      { role: "row" },
      h("th", { class: "corner", role: "columnheader", attrs: { scope: "col" } }, words.dim(dim)),
      Array.from({ length: size }, (_, pos) =>
        h("th", { class: "house", role: "columnheader", attrs: { scope: "col" } }, words.header({ dim: 0, value: pos })),
      ),
    );
    const rows = Array.from({ length: size }, (_, value) =>
      h(
        "tr",
        { role: "row" },
        h("th", { class: "value", role: "rowheader", attrs: { scope: "row" } }, words.header({ dim, value })),
        Array.from({ length: size }, (_, pos) => cellTd(cells, { dim, value }, { dim: 0, value: pos }, i * size + value, pos, "cell")),
      ),
    );
    return h("table", { class: "block", role: "grid", aria: { label: words.dim(dim) } }, h("thead", null, head), h("tbody", null, rows));
  });
  return { element: h("div", { class: "blocks" }, blocks), cells };
}

/** The classic logic grid: one table, column headings on top, row headings on the left, a block for every pair. */
function logicLayout(attributes: number, size: number, words: GridHeadings, keyed: boolean): GridLayout {
  const cells: LaidCell[] = [];
  const { columns, rows } = keyed ? keyedStaircase(attributes) : staircase(attributes);
  const headRow1 = h(
    "tr",
    { role: "row" },
    h("td", { class: "corner", attrs: { colspan: "2", rowspan: "2" } }),
    columns.map((dim) => h("th", { class: "dim-head", role: "columnheader", attrs: { colspan: String(size), scope: "colgroup" } }, words.dim(dim))),
  );
  const headRow2 = h(
    "tr",
    { role: "row" },
    columns.map((dim) =>
      Array.from({ length: size }, (_, value) =>
        h(
          "th",
          { class: `col-value${value === 0 ? " band-start" : ""}${dim === 0 ? " house" : ""}`, role: "columnheader", attrs: { scope: "col" } },
          h("span", null, words.header({ dim, value })),
        ),
      ),
    ),
  );
  const body = rows.flatMap((rowDim, band) =>
    Array.from({ length: size }, (_, value) =>
      h(
        "tr",
        { role: "row", class: value === 0 ? "band-top" : "" },
        value === 0
          ? h("th", { class: "dim-head row-dim", role: "rowheader", attrs: { rowspan: String(size), scope: "rowgroup" } }, h("span", null, words.dim(rowDim)))
          : null,
        h("th", { class: "row-value", role: "rowheader", attrs: { scope: "row" } }, words.header({ dim: rowDim, value })),
        columns
          .slice(0, columns.length - band)
          .map((colDim, colBand) =>
            Array.from({ length: size }, (_, colValue) =>
              cellTd(
                cells,
                { dim: rowDim, value },
                { dim: colDim, value: colValue },
                band * size + value,
                colBand * size + colValue,
                `cell${colValue === 0 ? " band-start" : ""}${colValue === size - 1 ? " band-end" : ""}${value === size - 1 ? " band-bottom" : ""}`,
              ),
            ),
          ),
      ),
    ),
  );
  const table = h("table", { class: "logic", role: "grid", aria: { label: words.gridName } }, h("thead", null, headRow1, headRow2), h("tbody", null, body));
  return { element: table, cells };
}

/**
 * Lays out a grid of either kind for `attributes` attributes and `size` houses; a `keyed`
 * (logic-grid) puzzle has no houses, so it always gets the logic grid, in the magazines' shape.
 */
export function layoutGrid(kind: GridKind, attributes: number, size: number, words: GridHeadings, keyed = false): GridLayout {
  return keyed || kind === "logic" ? logicLayout(attributes, size, words, keyed) : houseLayout(attributes, size, words);
}
