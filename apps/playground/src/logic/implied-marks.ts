import type { AnyCell, Mark, MarkGrid } from "../state/marks.js";
import { deduce, NO, YES } from "./deductions.js";

/** How a cell reads once the grid's own rules are followed through: placed, excluded or still open. */
export type CellState = "yes" | "no" | "open";

/**
 * What a logic grid shows once its rules are followed through: a "yes" crosses out the rest of
 * its row and column, a row or column of a block with a single open cell and no "yes" is a
 * "yes" there and, with `combine`, blocks combine (what is known of the Dane holds for
 * whoever shares his house). Repeats until nothing changes.
 */
export class ImpliedMarks {
  private readonly state: Uint8Array;

  /**
   * @param marks - The visitor's marks.
   * @param extra - Marks to write over them first (for instance a step's conclusions).
   * @param combine - Whether blocks combine; without it each block is read on its own.
   */
  constructor(
    private readonly marks: MarkGrid,
    extra: readonly (readonly [AnyCell, Mark])[] = [],
    combine = true,
  ) {
    this.state = deduce(marks.matrix(extra), marks.dims, marks.size, { cross: true, single: true, combine }).state;
  }

  /** How a cell reads after following the rules through. */
  get(cell: AnyCell): CellState {
    const s = this.state[this.marks.key(cell)];
    return s === YES ? "yes" : s === NO ? "no" : "open";
  }
}
