import type { Cell, CellView, Mark, MarkGrid } from "../state/marks.js";
import { h, replaceChildren } from "./dom.js";

/** Words the grid shows; values and attribute names come from the puzzle and are set as text. */
export interface GridLabels {
  attribute(attr: number): string;
  value(attr: number, value: number): string;
  house(pos: number): string;
  cell(view: CellView): string;
}

/** What the grid asks of its owner. */
export interface GridHandlers {
  /** The visitor set a cell (click or key). */
  mark(cell: Cell, mark: Mark): void;
  undo(): void;
  redo(): void;
}

const symbols: Record<CellView, string> = { empty: "", no: "✗", yes: "●", "implied-no": "✗" };

/**
 * The interactive logic grid: one block per attribute, values as rows, houses as columns.
 * Mouse: a click cycles blank → no → yes → blank; a right click toggles "no".
 * Keyboard: arrows move (across blocks too), Space cycles, X sets "no", O sets "yes",
 * Delete/Backspace clears, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
 */
export class GridView {
  readonly element: HTMLElement;
  private marks: MarkGrid | undefined;
  private labels: GridLabels | undefined;
  private cells: HTMLTableCellElement[] = [];
  private focus: Cell = { attr: 0, value: 0, pos: 0 };
  private readOnly = false;
  private highlighted = new Set<number>();

  constructor(private readonly handlers: GridHandlers) {
    this.element = h("div", { class: "grid", id: "grid" });
    this.element.addEventListener("click", (e) => this.onClick(e));
    this.element.addEventListener("keydown", (e) => this.onKey(e));
    this.element.addEventListener("contextmenu", (e) => this.onContextMenu(e));
  }

  private key(cell: Cell): number {
    const size = this.marks!.size;
    return (cell.attr * size + cell.value) * size + cell.pos;
  }

  /** Builds the blocks for a grid (call when the puzzle or the words change). */
  build(marks: MarkGrid, labels: GridLabels): void {
    this.marks = marks;
    this.labels = labels;
    this.cells = [];
    const size = marks.size;
    if (this.focus.attr >= marks.attributes.length || this.focus.value >= size || this.focus.pos >= size) this.focus = { attr: 0, value: 0, pos: 0 };
    const blocks = marks.attributes.map((_, attr) => {
      const head = h("tr", null, h("th", { class: "corner", attrs: { scope: "col" } }, labels.attribute(attr)), Array.from({ length: size }, (_, pos) => h("th", { class: "house", attrs: { scope: "col" } }, labels.house(pos))));
      const rows = Array.from({ length: size }, (_, value) => {
        const tds = Array.from({ length: size }, (_, pos) => {
          const td = h("td", { role: "gridcell", tabindex: -1, dataset: { attr: String(attr), value: String(value), pos: String(pos) } });
          this.cells[this.key({ attr, value, pos })] = td;
          return td;
        });
        return h("tr", null, h("th", { class: "value", attrs: { scope: "row" } }, labels.value(attr, value)), tds);
      });
      return h("table", { class: "block", role: "grid", aria: { label: labels.attribute(attr) } }, h("thead", null, head), h("tbody", null, rows));
    });
    replaceChildren(this.element, blocks);
    this.element.classList.toggle("large", size >= 8);
    this.refresh();
  }

  /** Shows another grid of the same shape (explanations), or the visitor's again, read-only or not. */
  show(marks: MarkGrid, readOnly: boolean): void {
    this.marks = marks;
    this.readOnly = readOnly;
    this.element.classList.toggle("read-only", readOnly);
    this.refresh();
  }

  /** Highlights cells (a hint's or a step's); an empty list clears. */
  highlight(cells: readonly Cell[]): void {
    this.highlighted = new Set(cells.map((c) => this.key(c)));
    this.refresh();
  }

  /** Redraws every cell from the marks. */
  refresh(): void {
    const marks = this.marks;
    const labels = this.labels;
    if (!marks || !labels) return;
    const clashes = new Set(marks.conflicts().map((c) => this.key(c)));
    const focusKey = this.key(this.focus);
    marks.forEachCell((cell) => {
      const td = this.cells[this.key(cell)];
      if (!td) return;
      const view = marks.view(cell);
      const k = this.key(cell);
      let cls = `cell ${view}`;
      if (this.highlighted.has(k)) cls += " hl";
      if (clashes.has(k)) cls += " clash";
      if (td.className !== cls) td.className = cls;
      const symbol = symbols[view];
      if (td.textContent !== symbol) td.textContent = symbol;
      td.tabIndex = k === focusKey ? 0 : -1;
      td.setAttribute("aria-label", `${labels.value(cell.attr, cell.value)}, ${labels.house(cell.pos)}: ${labels.cell(view)}`);
    });
  }

  /** Moves the keyboard focus into the grid. */
  focusGrid(): void {
    this.cells[this.key(this.focus)]?.focus();
  }

  private cellOf(target: EventTarget | null): Cell | undefined {
    const td = (target as HTMLElement | null)?.closest?.("td[data-attr]") as HTMLElement | null;
    if (!td) return undefined;
    return { attr: Number(td.dataset.attr), value: Number(td.dataset.value), pos: Number(td.dataset.pos) };
  }

  private onClick(e: MouseEvent): void {
    const cell = this.cellOf(e.target);
    if (!cell || !this.marks) return;
    this.moveTo(cell);
    if (this.readOnly) return;
    this.cycle(cell);
  }

  /** Right click: toggles "no" directly. */
  private onContextMenu(e: MouseEvent): void {
    const cell = this.cellOf(e.target);
    if (!cell || !this.marks) return;
    e.preventDefault();
    this.moveTo(cell);
    if (this.readOnly) return;
    this.handlers.mark(cell, this.marks.get(cell) === "no" ? "empty" : "no");
  }

  private cycle(cell: Cell): void {
    const now = this.marks!.get(cell);
    this.handlers.mark(cell, now === "empty" ? "no" : now === "no" ? "yes" : "empty");
  }

  private moveTo(cell: Cell): void {
    this.focus = cell;
    for (const td of this.element.querySelectorAll<HTMLElement>("td[tabindex='0']")) td.tabIndex = -1;
    const td = this.cells[this.key(cell)];
    if (td) {
      td.tabIndex = 0;
      td.focus();
    }
  }

  private onKey(e: KeyboardEvent): void {
    const marks = this.marks;
    if (!marks) return;
    const from = this.cellOf(e.target) ?? this.focus;
    const size = marks.size;
    const blocks = marks.attributes.length;
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    if (mod && (k === "z" || k === "y")) {
      e.preventDefault();
      if (this.readOnly) return;
      if (k === "y" || e.shiftKey) this.handlers.redo();
      else this.handlers.undo();
      return;
    }
    if (mod || e.altKey) return;
    let next: Cell | undefined;
    switch (e.key) {
      case "ArrowLeft":
        next = { ...from, pos: Math.max(0, from.pos - 1) };
        break;
      case "ArrowRight":
        next = { ...from, pos: Math.min(size - 1, from.pos + 1) };
        break;
      case "ArrowUp":
        next = from.value > 0 ? { ...from, value: from.value - 1 } : from.attr > 0 ? { ...from, attr: from.attr - 1, value: size - 1 } : from;
        break;
      case "ArrowDown":
        next = from.value < size - 1 ? { ...from, value: from.value + 1 } : from.attr < blocks - 1 ? { ...from, attr: from.attr + 1, value: 0 } : from;
        break;
      case "Home":
        next = { ...from, pos: 0 };
        break;
      case "End":
        next = { ...from, pos: size - 1 };
        break;
      case "PageUp":
        next = { ...from, attr: Math.max(0, from.attr - 1) };
        break;
      case "PageDown":
        next = { ...from, attr: Math.min(blocks - 1, from.attr + 1) };
        break;
    }
    if (next) {
      e.preventDefault();
      this.moveTo(next);
      return;
    }
    if (this.readOnly) return;
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.cycle(from);
    } else if (k === "x") {
      e.preventDefault();
      this.handlers.mark(from, marks.get(from) === "no" ? "empty" : "no");
    } else if (k === "o") {
      e.preventDefault();
      this.handlers.mark(from, marks.get(from) === "yes" ? "empty" : "yes");
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      this.handlers.mark(from, "empty");
    }
  }
}
