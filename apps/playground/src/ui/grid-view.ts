import type { AnyCell, CellView, Elem, Mark, MarkGrid, PairCell } from "../state/marks.js";
import { h, replaceChildren } from "./dom.js";
import type { GridKind } from "../state/prefs.js";
import { layoutGrid, type GridHeadings, type LaidCell } from "./grid-layout.js";

/** Words the grid shows and speaks. */
export interface GridLabels extends GridHeadings {
  /** A cell's spoken name and state: "Dane, house 3: no". */
  cell(a: Elem, b: Elem, view: CellView, flags: { readonly clash: boolean; readonly highlighted: boolean }): string;
}

/** A cell on screen, with the block edges it draws (kept when its state classes change). */
interface Laid extends LaidCell {
  readonly edges: string;
  /** The cell's `MarkGrid.key`, the same for every grid of one puzzle. */
  readonly key: number;
  /** What the cell shows now (state, clash, highlight, focus), so that a redraw touches only the cells that change. */
  drawn?: string;
}

/** What the grid asks of its owner. */
export interface GridHandlers {
  /** The visitor set a cell (click, tap or key). */
  mark(cell: PairCell, mark: Mark): void;
  undo(): void;
  redo(): void;
}

/**
 * The interactive logic grid, in either view (house blocks, or the classic staircase of
 * every pair of dimensions) over one set of marks.
 * Mouse and touch: a click or tap cycles blank → no → yes → blank; a right click toggles "no".
 * Keyboard: arrows move (across blocks too), Home and End go to the ends of a row, Page Up
 * and Page Down a block up or down, Space cycles, X sets "no", O sets "yes", Delete or
 * Backspace clears, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
 */
export class GridView {
  readonly element: HTMLElement;
  private marks: MarkGrid | undefined;
  private labels: GridLabels | undefined;
  private kind: GridKind = "houses";
  private cells: Laid[] = [];
  private byKey = new Map<number, Laid>();
  private plane: (Laid | undefined)[][] = [];
  private focusKey = -1;
  private readOnly = false;
  private highlighted = new Set<number>();
  private extraClashes = new Set<number>();

  constructor(private readonly handlers: GridHandlers) {
    this.element = h("div", { class: "grid", id: "grid" });
    this.element.addEventListener("click", (e) => this.onClick(e));
    this.element.addEventListener("keydown", (e) => this.onKey(e));
    this.element.addEventListener("contextmenu", (e) => this.onContextMenu(e));
  }

  /** The view on screen. */
  get view(): GridKind {
    return this.kind;
  }

  /** Builds the grid for marks in a view (call when the puzzle, the view or the words change). */
  build(marks: MarkGrid, labels: GridLabels, kind: GridKind): void {
    this.marks = marks;
    this.labels = labels;
    this.kind = marks.keyed ? "logic" : kind;
    const layout = layoutGrid(this.kind, marks.attributes.length, marks.size, labels, marks.keyed);
    this.cells = layout.cells.map((c) => ({
      ...c,
      key: marks.key(c),
      edges: [...c.td.classList]
        .filter((k) => k.startsWith("band-"))
        .map((k) => ` ${k}`)
        .join(""),
    }));
    this.byKey = new Map(this.cells.map((c) => [c.key, c]));
    this.plane = [];
    for (const c of this.cells) (this.plane[c.row] ??= [])[c.col] = c;
    if (!this.byKey.has(this.focusKey)) this.focusKey = this.cells[0]?.key ?? -1;
    replaceChildren(this.element, layout.element);
    this.element.dataset.view = this.kind;
    this.element.classList.toggle("large", marks.size >= 8);
    // The phone layout fits the house view to the screen's width by the number of houses.
    this.element.style.setProperty("--size", String(marks.size));
    this.refresh();
  }

  /** Shows another grid of the same shape (explanations), or the visitor's again, read-only or not. */
  show(marks: MarkGrid, readOnly: boolean): void {
    this.marks = marks;
    this.readOnly = readOnly;
    this.element.classList.toggle("read-only", readOnly);
    this.element.querySelectorAll("[role=grid]").forEach((g) => {
      g.setAttribute("aria-readonly", String(readOnly));
    });
    this.refresh();
  }

  /** Highlights cells (a hint's or a step's); an empty list clears. */
  highlight(cells: readonly AnyCell[]): void {
    const marks = this.marks;
    this.highlighted = new Set(marks ? cells.map((c) => marks.key(c)) : []);
    this.refresh();
  }

  /** Outlines clashes beyond those the grid finds itself (Check's, which follow every rule). */
  outline(cells: readonly AnyCell[]): void {
    const marks = this.marks;
    this.extraClashes = new Set(marks ? cells.map((c) => marks.key(c)) : []);
    this.refresh();
  }

  /** Redraws every cell from the marks. */
  refresh(): void {
    const marks = this.marks;
    const labels = this.labels;
    if (!marks || !labels) return;
    for (const c of this.cells) {
      const { td, key } = c;
      const view = marks.viewAt(key);
      const clash = marks.clashesAt(key) || this.extraClashes.has(key);
      const highlighted = this.highlighted.has(key);
      const focused = key === this.focusKey;
      const drawn = `${view}${clash ? "!" : ""}${highlighted ? "*" : ""}${focused ? "@" : ""}`;
      if (c.drawn === drawn) continue;
      c.drawn = drawn;
      let cls = `cell ${view}${c.edges}`;
      if (highlighted) cls += " hl";
      if (clash) cls += " clash";
      if (td.className !== cls) td.className = cls;
      const tab = focused ? 0 : -1;
      if (td.tabIndex !== tab) td.tabIndex = tab;
      const label = labels.cell(c.a, c.b, view, { clash, highlighted });
      if (td.getAttribute("aria-label") !== label) td.setAttribute("aria-label", label);
    }
  }

  /** Moves the keyboard focus into the grid. */
  focusGrid(): void {
    this.byKey.get(this.focusKey)?.td.focus();
  }

  private cellAt(target: EventTarget | null): Laid | undefined {
    const td = (target as HTMLElement | null)?.closest?.("td[data-row]") as HTMLElement | null;
    if (!td || !this.marks) return undefined;
    const [ad, av] = td.dataset.row!.split(".").map(Number);
    const [bd, bv] = td.dataset.col!.split(".").map(Number);
    return this.byKey.get(this.marks.key({ a: { dim: ad!, value: av! }, b: { dim: bd!, value: bv! } }));
  }

  private onClick(e: MouseEvent): void {
    const cell = this.cellAt(e.target);
    if (!cell) return;
    this.moveTo(cell);
    if (!this.readOnly) this.cycle(cell);
  }

  /** Right click: toggles "no" directly. */
  private onContextMenu(e: MouseEvent): void {
    const cell = this.cellAt(e.target);
    if (!cell) return;
    e.preventDefault();
    this.moveTo(cell);
    if (!this.readOnly) this.toggle(cell, "no");
  }

  private cycle(cell: Laid): void {
    const now = this.marks!.get(cell);
    this.handlers.mark(cell, now === "empty" ? "no" : now === "no" ? "yes" : "empty");
  }

  private toggle(cell: Laid, mark: Mark): void {
    this.handlers.mark(cell, this.marks!.get(cell) === mark ? "empty" : mark);
  }

  private moveTo(cell: Laid): void {
    const before = this.byKey.get(this.focusKey);
    if (before && before !== cell) before.td.tabIndex = -1;
    this.focusKey = cell.key;
    cell.td.tabIndex = 0;
    cell.td.focus();
  }

  /** The cell a key moves to from `from`, if any. */
  private target(from: Laid, e: KeyboardEvent): Laid | undefined {
    const size = this.marks!.size;
    const at = (row: number, col: number) => this.plane[row]?.[col];
    const row = (this.plane[from.row] ?? []).filter((c): c is Laid => c !== undefined);
    const first = row[0];
    const last = row[row.length - 1];
    switch (e.key) {
      case "ArrowLeft":
        return at(from.row, from.col - 1);
      case "ArrowRight":
        return at(from.row, from.col + 1);
      case "ArrowUp":
        return at(from.row - 1, from.col);
      case "ArrowDown":
        return at(from.row + 1, from.col);
      case "Home":
        return e.ctrlKey ? this.cells[0] : first;
      case "End":
        return e.ctrlKey ? this.cells[this.cells.length - 1] : last;
      case "PageUp":
        return at(from.row - size, from.col);
      case "PageDown":
        return at(from.row + size, from.col);
    }
    return undefined;
  }

  private onKey(e: KeyboardEvent): void {
    const from = this.cellAt(e.target) ?? this.byKey.get(this.focusKey);
    if (!from || !this.marks) return;
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    if (mod && (k === "z" || k === "y")) {
      e.preventDefault();
      if (this.readOnly) return;
      if (k === "y" || e.shiftKey) this.handlers.redo();
      else this.handlers.undo();
      return;
    }
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"].includes(e.key)) {
      if (e.altKey || (mod && e.key !== "Home" && e.key !== "End")) return;
      e.preventDefault();
      const next = this.target(from, e);
      if (next) this.moveTo(next);
      return;
    }
    if (mod || e.altKey || this.readOnly) return;
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.cycle(from);
    } else if (k === "x") {
      e.preventDefault();
      this.toggle(from, "no");
    } else if (k === "o") {
      e.preventDefault();
      this.toggle(from, "yes");
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      this.handlers.mark(from, "empty");
    }
  }
}
