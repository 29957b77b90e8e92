import type { Cell, Mark, MarkGrid } from "../state/marks.js";

/** How a cell reads once the grid's own rules are followed through: placed, excluded or still open. */
export type CellState = "yes" | "no" | "open";

/**
 * What a logic grid shows once its rules are followed through, block by block: a "yes"
 * crosses out the rest of its row and column, and a row or column of a block with a single
 * open cell and no "yes" is a "yes" there. Repeats until nothing changes.
 */
export class ImpliedMarks {
  private readonly size: number;
  private readonly state: Uint8Array;

  /**
   * @param marks - The visitor's marks.
   * @param extra - Marks to write over them first (for instance a step's conclusions).
   */
  constructor(marks: MarkGrid, extra: readonly (readonly [Cell, Mark])[] = []) {
    const size = marks.size;
    this.size = size;
    this.state = new Uint8Array(marks.attributes.length * size * size);
    marks.forEachCell((cell) => {
      this.state[this.index(cell)] = marks.get(cell) === "yes" ? YES : marks.get(cell) === "no" ? NO : OPEN;
    });
    for (const [cell, mark] of extra) this.state[this.index(cell)] = mark === "yes" ? YES : mark === "no" ? NO : OPEN;
    for (let attr = 0; attr < marks.attributes.length; attr++) this.settle(attr);
  }

  private index(cell: Cell): number {
    return (cell.attr * this.size + cell.value) * this.size + cell.pos;
  }

  /** How a cell reads after following the rules through. */
  get(cell: Cell): CellState {
    const s = this.state[this.index(cell)]!;
    return s === YES ? "yes" : s === NO ? "no" : "open";
  }

  /** Crosses out around every "yes" of a block, then places singles, until nothing changes. */
  private settle(attr: number): void {
    const n = this.size;
    const at = (value: number, pos: number): number => (attr * n + value) * n + pos;
    const cross = (value: number, pos: number): void => {
      for (let k = 0; k < n; k++) {
        if (this.state[at(value, k)] === OPEN) this.state[at(value, k)] = NO;
        if (this.state[at(k, pos)] === OPEN) this.state[at(k, pos)] = NO;
      }
    };
    for (let value = 0; value < n; value++) for (let pos = 0; pos < n; pos++) if (this.state[at(value, pos)] === YES) cross(value, pos);
    for (let changed = true; changed; ) {
      changed = false;
      for (let line = 0; line < n; line++) {
        for (const byRow of [true, false]) {
          let open = -1;
          let count = 0;
          let placed = false;
          for (let k = 0; k < n; k++) {
            const s = this.state[byRow ? at(line, k) : at(k, line)];
            if (s === YES) placed = true;
            else if (s === OPEN) {
              open = k;
              count++;
            }
          }
          if (placed || count !== 1) continue;
          const [value, pos] = byRow ? [line, open] : [open, line];
          this.state[at(value, pos)] = YES;
          cross(value, pos);
          changed = true;
        }
      }
    }
  }
}

const OPEN = 0;
const NO = 1;
const YES = 2;
