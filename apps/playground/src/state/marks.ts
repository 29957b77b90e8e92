import type { Attribute, CandidateGrid, Value } from "@zebra/model";

/** What the visitor wrote in one cell: nothing, "no" (✗) or "yes" (●). */
export type Mark = "empty" | "no" | "yes";

/** How a cell looks: a mark of the visitor's, or a "no" implied by a "yes" in its row or column. */
export type CellView = "empty" | "no" | "yes" | "implied-no";

/** One cell of the logic grid: value `value` (index within its attribute) at house `pos` (0-based). */
export interface Cell {
  readonly attr: number;
  readonly value: number;
  readonly pos: number;
}

interface Change {
  readonly index: number;
  readonly before: Mark;
  readonly after: Mark;
}

const markCode: Record<Mark, number> = { empty: 0, no: 1, yes: 2 };
const codeMark: readonly Mark[] = ["empty", "no", "yes"];

/**
 * The marks of a logic grid, with undo and redo.
 *
 * The grid has one block per attribute: its values are the rows and the houses the columns.
 * Only the visitor's own marks are stored; a "yes" crosses out the rest of its row and column
 * inside its block by implication (`view`), so removing the "yes" brings them back.
 */
export class MarkGrid {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  private readonly cells: Uint8Array;
  private readonly undoStack: Change[][] = [];
  private readonly redoStack: Change[][] = [];

  constructor(attributes: readonly Attribute[], size: number) {
    this.size = size;
    this.attributes = attributes;
    this.cells = new Uint8Array(attributes.length * size * size);
  }

  private index(cell: Cell): number {
    return (cell.attr * this.size + cell.value) * this.size + cell.pos;
  }

  /** The visitor's mark in a cell. */
  get(cell: Cell): Mark {
    return codeMark[this.cells[this.index(cell)]!]!;
  }

  /** How a cell looks, counting the "no"s that a "yes" in its row or column implies. */
  view(cell: Cell): CellView {
    const own = this.get(cell);
    if (own !== "empty") return own;
    return this.yesInRow(cell.attr, cell.value) !== undefined || this.yesInColumn(cell.attr, cell.pos) !== undefined ? "implied-no" : "empty";
  }

  /** Whether a cell is excluded: marked "no" or crossed out by a "yes". */
  excluded(cell: Cell): boolean {
    const v = this.view(cell);
    return v === "no" || v === "implied-no";
  }

  /** The house (0-based) of the first "yes" in a value's row, if any. */
  yesInRow(attr: number, value: number): number | undefined {
    for (let pos = 0; pos < this.size; pos++) if (this.get({ attr, value, pos }) === "yes") return pos;
    return undefined;
  }

  /** The value (index) of the first "yes" in a house's column of a block, if any. */
  yesInColumn(attr: number, pos: number): number | undefined {
    for (let value = 0; value < this.size; value++) if (this.get({ attr, value, pos }) === "yes") return value;
    return undefined;
  }

  /**
   * Whether a "yes" clashes with another "yes" in its row or column, or a row or column of a
   * block has no cell left open.
   */
  conflicts(): Cell[] {
    const out: Cell[] = [];
    for (let attr = 0; attr < this.attributes.length; attr++) {
      for (let value = 0; value < this.size; value++) {
        for (let pos = 0; pos < this.size; pos++) {
          if (this.get({ attr, value, pos }) !== "yes") continue;
          let clash = false;
          for (let k = 0; k < this.size; k++) {
            if (k !== pos && this.get({ attr, value, pos: k }) === "yes") clash = true;
            if (k !== value && this.get({ attr, value: k, pos }) === "yes") clash = true;
          }
          if (clash) out.push({ attr, value, pos });
        }
      }
    }
    return out;
  }

  /** Rows (values) and columns (houses) of blocks whose every cell is excluded. */
  deadLines(): { readonly attr: number; readonly value?: number; readonly pos?: number }[] {
    const out: { attr: number; value?: number; pos?: number }[] = [];
    for (let attr = 0; attr < this.attributes.length; attr++) {
      for (let i = 0; i < this.size; i++) {
        let rowOpen = false;
        let colOpen = false;
        for (let k = 0; k < this.size; k++) {
          if (!this.excluded({ attr, value: i, pos: k })) rowOpen = true;
          if (!this.excluded({ attr, value: k, pos: i })) colOpen = true;
        }
        if (!rowOpen) out.push({ attr, value: i });
        if (!colOpen) out.push({ attr, pos: i });
      }
    }
    return out;
  }

  /** Sets one cell, as one undoable action. Returns whether anything changed. */
  set(cell: Cell, mark: Mark): boolean {
    return this.apply([[cell, mark]]);
  }

  /** Sets several cells as one undoable action. Returns whether anything changed. */
  apply(entries: readonly (readonly [Cell, Mark])[]): boolean {
    const changes: Change[] = [];
    const seen = new Set<number>();
    for (const [cell, mark] of entries) {
      const index = this.index(cell);
      if (seen.has(index)) continue;
      seen.add(index);
      const before = codeMark[this.cells[index]!]!;
      if (before === mark) continue;
      changes.push({ index, before, after: mark });
    }
    if (changes.length === 0) return false;
    for (const c of changes) this.cells[c.index] = markCode[c.after];
    this.undoStack.push(changes);
    this.redoStack.length = 0;
    return true;
  }

  /** Clears every mark, as one undoable action. */
  clear(): boolean {
    const entries: [Cell, Mark][] = [];
    this.forEachCell((cell) => {
      if (this.get(cell) !== "empty") entries.push([cell, "empty"]);
    });
    return this.apply(entries);
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Undoes the last action. Returns whether there was one. */
  undo(): boolean {
    const changes = this.undoStack.pop();
    if (!changes) return false;
    for (const c of changes) this.cells[c.index] = markCode[c.before];
    this.redoStack.push(changes);
    return true;
  }

  /** Redoes the last undone action. Returns whether there was one. */
  redo(): boolean {
    const changes = this.redoStack.pop();
    if (!changes) return false;
    for (const c of changes) this.cells[c.index] = markCode[c.after];
    this.undoStack.push(changes);
    return true;
  }

  /** Calls `fn` for every cell, block by block, row by row. */
  forEachCell(fn: (cell: Cell) => void): void {
    for (let attr = 0; attr < this.attributes.length; attr++)
      for (let value = 0; value < this.size; value++) for (let pos = 0; pos < this.size; pos++) fn({ attr, value, pos });
  }

  /** Number of cells decided (marked or implied), and the total. */
  progress(): { readonly decided: number; readonly total: number } {
    let decided = 0;
    this.forEachCell((cell) => {
      if (this.view(cell) !== "empty") decided++;
    });
    return { decided, total: this.cells.length };
  }

  /** The values still open at each house, by attribute name (what the marks leave possible). */
  candidates(): CandidateGrid {
    const out: Record<string, Value[][]> = {};
    this.attributes.forEach((attribute, attr) => {
      const perPos: Value[][] = [];
      for (let pos = 0; pos < this.size; pos++) {
        const open: Value[] = [];
        attribute.values.forEach((v, value) => {
          if (!this.excluded({ attr, value, pos })) open.push(v);
        });
        perPos.push(open);
      }
      out[attribute.name] = perPos;
    });
    return out;
  }

  /** The houses (1-based) still open for a value, from the marks. */
  openPositions(attr: number, value: number): number[] {
    const out: number[] = [];
    for (let pos = 0; pos < this.size; pos++) if (!this.excluded({ attr, value, pos })) out.push(pos + 1);
    return out;
  }

  /** The grid of "yes" marks: for every attribute, the value at each house or `null`. */
  placed(): Record<string, (Value | null)[]> {
    const out: Record<string, (Value | null)[]> = {};
    this.attributes.forEach((attribute, attr) => {
      const row: (Value | null)[] = [];
      for (let pos = 0; pos < this.size; pos++) {
        const v = this.yesInColumn(attr, pos);
        row.push(v === undefined ? null : attribute.values[v]!);
      }
      out[attribute.name] = row;
    });
    return out;
  }

  /** Whether every house has exactly one "yes" in every block. */
  complete(): boolean {
    for (let attr = 0; attr < this.attributes.length; attr++)
      for (let pos = 0; pos < this.size; pos++) if (this.yesInColumn(attr, pos) === undefined) return false;
    return this.conflicts().length === 0;
  }

  /** Finds a cell by attribute name and value. */
  cellOf(attrName: string, value: Value, pos: number): Cell | undefined {
    const attr = this.attributes.findIndex((a) => a.name === attrName);
    if (attr < 0) return undefined;
    const v = this.attributes[attr]!.values.indexOf(value);
    if (v < 0) return undefined;
    return { attr, value: v, pos };
  }

  /** A compact string of the marks (one character a cell), for saving and tests. */
  encode(): string {
    let s = "";
    for (const c of this.cells) s += c === 0 ? "." : c === 1 ? "x" : "o";
    return s;
  }

  /** Restores marks from `encode()` as one undoable action; ignores a string of the wrong length. */
  decode(text: string): boolean {
    if (text.length !== this.cells.length) return false;
    const entries: [Cell, Mark][] = [];
    let i = 0;
    this.forEachCell((cell) => {
      const ch = text[i++];
      entries.push([cell, ch === "x" ? "no" : ch === "o" ? "yes" : "empty"]);
    });
    return this.apply(entries);
  }
}
