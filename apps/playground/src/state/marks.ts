import type { Attribute, CandidateGrid, Puzzle, Value } from "@zebra/model";
import { deadLines, deduce, NO, OPEN, YES, type Deduced, type Rules } from "../logic/deductions.js";

/** What the visitor wrote in one cell: nothing, "no" (✗) or "yes" (●). */
export type Mark = "empty" | "no" | "yes";

/** How a cell looks: a mark of the visitor's, or a "no" or "yes" that follows from the others. */
export type CellView = "empty" | "no" | "yes" | "implied-no" | "implied-yes";

/** One cell of a house block: value `value` (index within its attribute) at house `pos` (0-based). */
export interface Cell {
  readonly attr: number;
  readonly value: number;
  readonly pos: number;
}

/** One value of a dimension: dimension 0 is the houses (value = house, 0-based), dimension d ≥ 1 attribute d − 1. */
export interface Elem {
  readonly dim: number;
  readonly value: number;
}

/** A cell of any block of the classic logic grid: two values of different dimensions ("Dane" and "tea"). */
export interface PairCell {
  readonly a: Elem;
  readonly b: Elem;
}

/** A house cell or a pair cell: the views address cells either way. */
export type AnyCell = Cell | PairCell;

/**
 * Which paper deductions the grid writes in by itself: none, the crossing-out of a "yes"'s row
 * and column, or that and the combination of blocks (what is known of the Dane holds for
 * whoever shares his house).
 */
export type AutoMarks = "off" | "cross" | "combine";
export const autoMarkLevels: readonly AutoMarks[] = ["off", "cross", "combine"];

/** Undo and redo, as `MarkGrid.history` saves them. */
export interface SavedHistory {
  readonly undo: readonly (readonly number[])[];
  readonly redo: readonly (readonly number[])[];
}

interface Change {
  readonly index: number;
  readonly before: number;
  readonly after: number;
}

const markCode: Record<Mark, number> = { empty: OPEN, no: NO, yes: YES };
const codeMark: readonly Mark[] = ["empty", "no", "yes"];
/** Every rule: what the marks imply, whatever the grid shows (Check, Hint, solved). */
const allRules: Rules = { cross: true, combine: true, single: true };
const shownRules: Record<AutoMarks, Rules> = {
  off: { cross: false, combine: false, single: false },
  cross: { cross: true, combine: false, single: false },
  combine: { cross: true, combine: true, single: false },
};

function isCell(cell: AnyCell): cell is Cell {
  return "pos" in cell;
}

/**
 * The visitor's marks on the logic grid, with undo and redo: one set of marks behind both views.
 *
 * The grid relates every pair of dimensions (the houses and each attribute): the house view
 * shows the house blocks, the classic logic grid every block. Only the visitor's own marks are
 * stored; what follows from them (`view`, by the chosen {@link AutoMarks}; `excluded` and the
 * rest, by every rule) is derived, so removing a mark takes its consequences with it.
 */
export class MarkGrid {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  /**
   * A logic-grid puzzle's grid: there are no houses, the first attribute (the key) names the
   * people, so its value k is given at "house" k. Those cells are a fixed "yes" nobody marks,
   * and the views show the key in the houses' place.
   */
  readonly keyed: boolean;
  /** The houses and the attributes. */
  readonly dims: number;
  private readonly n: number;
  private readonly own: Uint8Array;
  /** The keys of the given cells (the key attribute against the houses). */
  private readonly given = new Set<number>();
  private readonly undoStack: Change[][] = [];
  private readonly redoStack: Change[][] = [];
  private auto: AutoMarks = "cross";
  private implied: Deduced | undefined;
  private shown: Deduced | undefined;

  constructor(attributes: readonly Attribute[], size: number, keyed = false) {
    this.size = size;
    this.attributes = attributes;
    this.keyed = keyed && attributes.length > 0;
    this.dims = attributes.length + 1;
    this.n = this.dims * size;
    this.own = new Uint8Array(this.n * this.n);
    if (this.keyed) for (let pos = 0; pos < size; pos++) this.given.add(this.key({ attr: 0, value: pos, pos }));
    this.writeGiven();
  }

  /** Writes the given cells' "yes" (after anything that rewrites the marks wholesale). */
  private writeGiven(): void {
    for (const index of this.given) {
      this.own[index] = YES;
      this.own[(index % this.n) * this.n + Math.floor(index / this.n)] = YES;
    }
  }

  /** Whether a cell is given by the puzzle (a logic grid's key at its own "house"), not marked. */
  isGiven(cell: AnyCell): boolean {
    return this.given.has(this.key(cell));
  }

  /** What the grid fills in by itself (the marks stay the same). */
  get autoMarks(): AutoMarks {
    return this.auto;
  }

  set autoMarks(level: AutoMarks) {
    if (level === this.auto) return;
    this.auto = level;
    this.shown = undefined;
  }

  /** The element number of a dimension's value. */
  elem(dim: number, value: number): number {
    return dim * this.size + value;
  }

  /** The two elements of a cell. */
  elems(cell: AnyCell): [number, number] {
    return isCell(cell)
      ? [this.elem(cell.attr + 1, cell.value), this.elem(0, cell.pos)]
      : [this.elem(cell.a.dim, cell.a.value), this.elem(cell.b.dim, cell.b.value)];
  }

  /** A number for a cell, the same whichever way it is addressed (for maps and sets). */
  key(cell: AnyCell): number {
    const [a, b] = this.elems(cell);
    return a < b ? a * this.n + b : b * this.n + a;
  }

  /** The visitor's mark in a cell. */
  get(cell: AnyCell): Mark {
    return codeMark[this.own[this.key(cell)]!]!;
  }

  /** How a cell looks: the visitor's mark, else what the chosen automatic marks derive. */
  view(cell: AnyCell): CellView {
    return this.viewAt(this.key(cell));
  }

  /** How the cell of a `key` looks (a view redrawing thousands of cells keeps their keys). */
  viewAt(key: number): CellView {
    const own = this.own[key]!;
    if (own !== OPEN) return codeMark[own]!;
    const s = this.shownState().state[key];
    return s === YES ? "implied-yes" : s === NO ? "implied-no" : "empty";
  }

  /** Whether a cell's mark contradicts the others, as far as the grid's automatic marks go. */
  clashes(cell: AnyCell): boolean {
    return this.clashesAt(this.key(cell));
  }

  /** Whether the cell of a `key` clashes, as `clashes` says. */
  clashesAt(key: number): boolean {
    return this.shownState().clash[key] === 1;
  }

  /** Whether a cell is excluded: marked "no", or a "no" by every paper rule. */
  excluded(cell: AnyCell): boolean {
    return this.impliedState().state[this.key(cell)] === NO;
  }

  /** Whether a cell is a "yes", marked or by every paper rule. */
  placedAt(cell: AnyCell): boolean {
    return this.impliedState().state[this.key(cell)] === YES;
  }

  private impliedState(): Deduced {
    this.implied ??= deduce(this.own, this.dims, this.size, allRules);
    return this.implied;
  }

  private shownState(): Deduced {
    if (!this.shown) {
      const rules = shownRules[this.auto];
      // With nothing automatic, two marked "yes" in one line still clash.
      this.shown = deduce(this.own, this.dims, this.size, this.auto === "off" ? shownRules.cross : rules);
      if (this.auto === "off") this.shown = { state: this.own, clash: this.shown.clash };
    }
    return this.shown;
  }

  /** The marks as a matrix of element pairs (a copy), with `extra` written over them. */
  matrix(extra: readonly (readonly [AnyCell, Mark])[] = []): Uint8Array {
    const m = new Uint8Array(this.own);
    for (const [cell, mark] of extra) {
      const [a, b] = this.elems(cell);
      m[a * this.n + b] = markCode[mark];
      m[b * this.n + a] = markCode[mark];
    }
    return m;
  }

  /**
   * The cells where the marks contradict each other by every paper rule (two "yes" in a line,
   * or a mark that other marks rule out), as pairs of elements.
   */
  conflicts(): PairCell[] {
    const clash = this.impliedState().clash;
    const out: PairCell[] = [];
    for (let a = 0; a < this.n; a++) for (let b = a + 1; b < this.n; b++) if (clash[a * this.n + b]) out.push({ a: this.elemOf(a), b: this.elemOf(b) });
    return out;
  }

  /** Lines (a value against a whole other dimension) that every paper rule leaves with no cell open. */
  deadLines(): { readonly elem: Elem; readonly dim: number }[] {
    return deadLines(this.impliedState().state, this.dims, this.size).map((l) => ({ elem: this.elemOf(l.elem), dim: l.dim }));
  }

  private elemOf(e: number): Elem {
    return { dim: Math.floor(e / this.size), value: e % this.size };
  }

  /** Sets one cell, as one undoable action. Returns whether anything changed. */
  set(cell: AnyCell, mark: Mark): boolean {
    return this.apply([[cell, mark]]);
  }

  /** Sets several cells as one undoable action. Returns whether anything changed. */
  apply(entries: readonly (readonly [AnyCell, Mark])[]): boolean {
    const changes: Change[] = [];
    const seen = new Set<number>();
    for (const [cell, mark] of entries) {
      const index = this.key(cell);
      if (seen.has(index) || this.given.has(index)) continue;
      seen.add(index);
      const before = this.own[index]!;
      if (before === markCode[mark]) continue;
      changes.push({ index, before, after: markCode[mark] });
    }
    if (changes.length === 0) return false;
    this.write(changes, "after");
    this.undoStack.push(changes);
    this.redoStack.length = 0;
    return true;
  }

  private write(changes: readonly Change[], side: "before" | "after"): void {
    for (const c of changes) {
      const a = Math.floor(c.index / this.n);
      const b = c.index % this.n;
      this.own[c.index] = c[side];
      this.own[b * this.n + a] = c[side];
    }
    this.implied = undefined;
    this.shown = undefined;
  }

  /** Clears every mark, as one undoable action. */
  clear(): boolean {
    const entries: [PairCell, Mark][] = [];
    this.forEachPair((cell, index) => {
      if (this.own[index] !== OPEN && !this.given.has(index)) entries.push([cell, "empty"]);
    });
    return this.apply(entries);
  }

  /** Whether the visitor has made any mark. */
  get marked(): boolean {
    // Each cell is stored both ways round; a given cell under either index is not a mark.
    return this.own.some((c, i) => c !== OPEN && !this.given.has(i) && !this.given.has((i % this.n) * this.n + Math.floor(i / this.n)));
  }

  /** The undo and redo history (each action a flat list of cell, before, after), the latest `keep` actions, for saving. */
  history(keep = 200): SavedHistory {
    const flat = (stack: readonly Change[][]) => stack.slice(-keep).map((changes) => changes.flatMap((c) => [c.index, c.before, c.after]));
    return { undo: flat(this.undoStack), redo: flat(this.redoStack) };
  }

  /**
   * Takes up a saved history over the marks restored with `decode`. Refuses, changing nothing,
   * one that does not lead to these marks (a history of other marks, or a damaged one).
   */
  restoreHistory(saved: SavedHistory): boolean {
    const cells = this.n * this.n;
    const read = (stack: readonly (readonly number[])[]): Change[][] | undefined => {
      const out: Change[][] = [];
      for (const flat of stack) {
        if (!Array.isArray(flat) || flat.length === 0 || flat.length % 3 !== 0) return undefined;
        const changes: Change[] = [];
        for (let i = 0; i < flat.length; i += 3) {
          const [index, before, after] = [flat[i]!, flat[i + 1]!, flat[i + 2]!];
          if (!Number.isInteger(index) || index < 0 || index >= cells || this.given.has(index)) return undefined;
          if (![before, after].every((c) => c === OPEN || c === NO || c === YES)) return undefined;
          changes.push({ index, before, after });
        }
        out.push(changes);
      }
      return out;
    };
    const undo = read(saved.undo);
    const redo = read(saved.redo);
    if (!undo || !redo) return false;
    // Undoing every action, last first, must find each cell as the action left it; redoing, as it was before.
    const state = this.own.slice();
    for (let k = undo.length - 1; k >= 0; k--)
      for (const c of undo[k]!) {
        if (state[c.index] !== c.after) return false;
        state[c.index] = c.before;
      }
    state.set(this.own);
    for (let k = redo.length - 1; k >= 0; k--)
      for (const c of redo[k]!) {
        if (state[c.index] !== c.before) return false;
        state[c.index] = c.after;
      }
    this.undoStack.splice(0, this.undoStack.length, ...undo);
    this.redoStack.splice(0, this.redoStack.length, ...redo);
    return true;
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
    this.write(changes, "before");
    this.redoStack.push(changes);
    return true;
  }

  /** Redoes the last undone action. Returns whether there was one. */
  redo(): boolean {
    const changes = this.redoStack.pop();
    if (!changes) return false;
    this.write(changes, "after");
    this.undoStack.push(changes);
    return true;
  }

  /** Calls `fn` for every cell of the house blocks, block by block, row by row. */
  forEachCell(fn: (cell: Cell) => void): void {
    for (let attr = 0; attr < this.attributes.length; attr++)
      for (let value = 0; value < this.size; value++) for (let pos = 0; pos < this.size; pos++) fn({ attr, value, pos });
  }

  /** Calls `fn` for every cell of every block (each pair of dimensions once), with its key. */
  forEachPair(fn: (cell: PairCell, key: number) => void): void {
    for (let da = 0; da < this.dims; da++)
      for (let db = da + 1; db < this.dims; db++)
        for (let va = 0; va < this.size; va++)
          for (let vb = 0; vb < this.size; vb++) {
            const cell = { a: { dim: da, value: va }, b: { dim: db, value: vb } };
            fn(cell, this.key(cell));
          }
  }

  /** Number of house cells decided by the paper rules, and the total. */
  progress(): { readonly decided: number; readonly total: number } {
    let decided = 0;
    const state = this.impliedState().state;
    this.forEachCell((cell) => {
      if (state[this.key(cell)] !== OPEN) decided++;
    });
    return { decided, total: this.attributes.length * this.size * this.size };
  }

  /** The values still open at each house, by attribute name (what the marks leave possible). */
  candidates(): CandidateGrid {
    const out: Record<string, Value[][]> = {};
    this.attributes.forEach((attribute, attr) => {
      const perPos: Value[][] = [];
      for (let pos = 0; pos < this.size; pos++) perPos.push(attribute.values.filter((_, value) => !this.excluded({ attr, value, pos })));
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

  /** The value placed at each house, by attribute name, or `null` (what the marks decide). */
  placed(): Record<string, (Value | null)[]> {
    const out: Record<string, (Value | null)[]> = {};
    this.attributes.forEach((attribute, attr) => {
      const row: (Value | null)[] = [];
      for (let pos = 0; pos < this.size; pos++) {
        const v = attribute.values.findIndex((_, value) => this.placedAt({ attr, value, pos }));
        row.push(v < 0 ? null : attribute.values[v]!);
      }
      out[attribute.name] = row;
    });
    return out;
  }

  /** Whether the marks decide one value per attribute at every house, without contradiction. */
  complete(): boolean {
    if (this.conflicts().length > 0) return false;
    for (let attr = 0; attr < this.attributes.length; attr++)
      for (let pos = 0; pos < this.size; pos++) if (!this.attributes[attr]!.values.some((_, value) => this.placedAt({ attr, value, pos }))) return false;
    return true;
  }

  /** Finds a house cell by attribute name and value. */
  cellOf(attrName: string, value: Value, pos: number): Cell | undefined {
    const attr = this.attributes.findIndex((a) => a.name === attrName);
    if (attr < 0) return undefined;
    const v = this.attributes[attr]!.values.indexOf(value);
    if (v < 0) return undefined;
    return { attr, value: v, pos };
  }

  /** A compact string of the marks (one character a cell of every block, in `forEachPair` order), for saving and tests. */
  encode(): string {
    let s = "";
    this.forEachPair((_, index) => {
      const c = this.own[index];
      s += c === OPEN ? "." : c === NO ? "x" : "o";
    });
    return s;
  }

  /**
   * Restores marks from `encode()`, with a fresh undo history (a restored game starts there).
   * Refuses, changing nothing, a string that does not fit this grid.
   */
  decode(text: string): boolean {
    const cells = ((this.dims * (this.dims - 1)) / 2) * this.size * this.size;
    if (text.length !== cells || !/^[.xo]*$/.test(text)) return false;
    let i = 0;
    this.forEachPair((_, index) => {
      const ch = text[i++];
      const code = ch === "x" ? NO : ch === "o" ? YES : OPEN;
      this.own[index] = code;
      this.own[(index % this.n) * this.n + Math.floor(index / this.n)] = code;
    });
    this.writeGiven();
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.implied = undefined;
    this.shown = undefined;
    return true;
  }
}

/** An empty grid for a puzzle: a logic-grid puzzle's is keyed (see {@link MarkGrid.keyed}). */
export function marksFor(puzzle: Puzzle): MarkGrid {
  return new MarkGrid(puzzle.attributes, puzzle.size, puzzle.kind === "logic-grid");
}
