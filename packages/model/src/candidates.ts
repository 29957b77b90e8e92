import type { ValueRef, Value } from "./entity.js";
import type { Attribute, CandidateGrid, PartialGrid, Puzzle } from "./puzzle.js";
import type { Conclusion, Step } from "./step.js";
import { setOwn } from "./internal/own.js";

/**
 * A paper logic grid being filled in: for every value of every attribute, the positions it
 * may still occupy. Mutable: {@link applyConclusion} changes it in place.
 *
 * Positions are kept as bit masks: bit `p − 1` of `positions[a][v]` is set while value `v` of
 * attribute `a` (indexes into `attributes`) may still be at position `p`. Read it through
 * {@link candidatesOf} and {@link partialGridOf} rather than the masks where you can.
 */
export interface CandidateState {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  readonly positions: number[][];
}

function bit(pos: number): number {
  return 1 << (pos - 1);
}

function countBits(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** The 1-based position of a mask's single bit. */
function onlyPosition(mask: number): number {
  return 32 - Math.clz32(mask);
}

/**
 * Creates a candidate grid in which every value may still be at every position.
 *
 * Use it to replay a solver's steps (renderers, the playground, tests): create the grid, then
 * apply each step's conclusions in order. It models one row of the paper grid per attribute
 * and no links between attributes; it is a bookkeeping aid, not a solver.
 *
 * Cost: O(attributes × size).
 *
 * @param puzzle - The puzzle (only `size`, `attributes` and `kind` are read).
 * @returns A fresh, mutable state.
 *
 * @example
 * ```ts
 * const state = createCandidateGrid(puzzle);
 * for (const step of steps) applyStep(state, step);
 * partialGridOf(state); // what the reader knows after the steps
 * ```
 */
export function createCandidateGrid(puzzle: Pick<Puzzle, "size" | "attributes" | "kind">): CandidateState {
  if (!Number.isInteger(puzzle.size) || puzzle.size < 1 || puzzle.size > 30) {
    throw new RangeError(`createCandidateGrid: size ${puzzle.size} is not a supported size`);
  }
  const all = (1 << puzzle.size) - 1;
  return {
    size: puzzle.size,
    attributes: puzzle.attributes,
    // A logic grid's people are named by its first attribute: value k is person k from the start.
    positions: puzzle.attributes.map((attribute, a) => attribute.values.map((_, k) => (a === 0 && puzzle.kind === "logic-grid" ? 1 << k : all))),
  };
}

/**
 * Copies a candidate grid, so that a line of reasoning can be tried without touching the original
 * (as in a proof by contradiction).
 *
 * Cost: O(attributes × size).
 *
 * @param state - The grid to copy.
 * @returns An independent copy.
 *
 * @example
 * ```ts
 * const trial = cloneCandidateState(state);
 * applyConclusion(trial, step.assumption);
 * ```
 */
export function cloneCandidateState(state: CandidateState): CandidateState {
  return { size: state.size, attributes: state.attributes, positions: state.positions.map((row) => [...row]) };
}

function locate(state: CandidateState, ref: ValueRef): { a: number; v: number } {
  const a = state.attributes.findIndex((attribute) => attribute.name === ref.attr);
  const v = a < 0 ? -1 : state.attributes[a]!.values.indexOf(ref.value);
  if (v < 0) throw new RangeError(`The puzzle has no value ${JSON.stringify(ref.value)} of ${JSON.stringify(ref.attr)}`);
  return { a, v };
}

function checkPos(state: CandidateState, pos: number): void {
  if (!Number.isInteger(pos) || pos < 1 || pos > state.size) throw new RangeError(`Position ${pos} is not between 1 and ${state.size}`);
}

/**
 * Writes one conclusion into the grid, as a person would on a paper logic grid.
 *
 * - `at` (value V is at position p): V is removed from every other position, and every other
 *   value of V's attribute is removed from position p. When p was already excluded for V, V
 *   is left with no position, which {@link isContradictory} reports.
 * - `not_at` (value V is not at positions P): those positions are removed from V.
 *
 * Nothing else follows automatically: singles are steps of their own in a solver's trace.
 *
 * Cost: O(size).
 *
 * @param state - The grid to change, in place.
 * @param conclusion - A fact from a solver step.
 * @returns Whether the grid changed.
 * @throws RangeError when the conclusion names a value or position the puzzle does not have.
 *
 * @example
 * ```ts
 * applyConclusion(state, { kind: "at", entity: { attr: "Drink", value: "milk" }, pos: 3 });
 * applyConclusion(state, { kind: "not_at", entity: { attr: "Color", value: "blue" }, positions: [1] });
 * ```
 */
export function applyConclusion(state: CandidateState, conclusion: Conclusion): boolean {
  const { a, v } = locate(state, conclusion.entity);
  const row = state.positions[a]!;
  let changed = false;
  if (conclusion.kind === "at") {
    checkPos(state, conclusion.pos);
    const at = bit(conclusion.pos);
    for (let other = 0; other < row.length; other++) {
      const mask = row[other]!;
      const next = other === v ? mask & at : mask & ~at;
      if (next !== mask) {
        row[other] = next;
        changed = true;
      }
    }
  } else {
    let mask = 0;
    for (const pos of conclusion.positions) {
      checkPos(state, pos);
      mask |= bit(pos);
    }
    const next = row[v]! & ~mask;
    changed = next !== row[v];
    row[v] = next;
  }
  return changed;
}

/**
 * Writes every conclusion of a solver step into the grid, in order (for a proof by
 * contradiction, that is the negated assumption; its sub-steps are not applied).
 *
 * Cost: O(conclusions × size).
 *
 * @param state - The grid to change, in place.
 * @param step - A step from a solver's trace.
 * @returns Whether the grid changed.
 * @throws RangeError when a conclusion names a value or position the puzzle does not have.
 *
 * @example
 * ```ts
 * for (const step of trace.steps) applyStep(state, step);
 * ```
 */
export function applyStep(state: CandidateState, step: Step): boolean {
  let changed = false;
  for (const conclusion of step.conclusions) changed = applyConclusion(state, conclusion) || changed;
  return changed;
}

/**
 * The values still possible at every position, attribute by attribute.
 *
 * Use it to draw the grid's pencil marks. Cost: O(attributes × size²).
 *
 * @param state - The grid.
 * @returns For every attribute and position (index `pos − 1`), the values possible there, in the attribute's value order.
 *
 * @example
 * ```ts
 * candidatesOf(state).Drink[2]; // ["milk"] once milk is placed in house 3
 * ```
 */
export function candidatesOf(state: CandidateState): CandidateGrid {
  const grid: Record<string, Value[][]> = {};
  state.attributes.forEach((attribute, a) => {
    const cells: Value[][] = Array.from({ length: state.size }, () => []);
    attribute.values.forEach((value, v) => {
      const mask = state.positions[a]![v]!;
      for (let p = 1; p <= state.size; p++) if (mask & bit(p)) cells[p - 1]!.push(value);
    });
    setOwn(grid, attribute.name, cells);
  });
  return grid;
}

/**
 * The values known so far, position by position.
 *
 * A value is placed when exactly one position is left for it; its cell then shows it. A cell
 * is `null` when no value is placed there, or when two values are placed in it (a
 * contradiction). A cell that has one candidate left but whose value could still go elsewhere
 * is not known yet: a naked single is a step of its own.
 *
 * Cost: O(attributes × size).
 *
 * @param state - The grid.
 * @returns For every attribute, the placed value at each position or `null`.
 *
 * @example
 * ```ts
 * partialGridOf(state).Nationality; // ["Norwegian", null, null, null, null]
 * ```
 */
export function partialGridOf(state: CandidateState): PartialGrid {
  const grid: Record<string, (Value | null)[]> = {};
  state.attributes.forEach((attribute, a) => {
    const cells: (Value | null)[] = new Array<Value | null>(state.size).fill(null);
    const claimed = new Array<number>(state.size).fill(0);
    attribute.values.forEach((value, v) => {
      const mask = state.positions[a]![v]!;
      if (countBits(mask) !== 1) return;
      const p = onlyPosition(mask);
      claimed[p - 1]!++;
      cells[p - 1] = claimed[p - 1] === 1 ? value : null;
    });
    setOwn(grid, attribute.name, cells);
  });
  return grid;
}

/**
 * Whether the grid has reached a contradiction a person would see on paper: a value with no
 * position left, a position with no value left, or two values placed in the same cell.
 *
 * Deeper impossibilities (say, three values sharing two positions) are not detected: finding
 * those is the solver's work.
 *
 * Cost: O(attributes × size).
 *
 * @param state - The grid.
 * @returns `true` when the grid is contradictory.
 *
 * @example
 * ```ts
 * applyConclusion(state, { kind: "not_at", entity: { attr: "Pet", value: "dog" }, positions: [1, 2, 3, 4, 5] });
 * isContradictory(state); // true: the dog has nowhere to go
 * ```
 */
export function isContradictory(state: CandidateState): boolean {
  const all = (1 << state.size) - 1;
  for (const row of state.positions) {
    let covered = 0;
    let placed = 0;
    for (const mask of row) {
      if (mask === 0) return true;
      if (countBits(mask) === 1) {
        if (placed & mask) return true;
        placed |= mask;
      }
      covered |= mask;
    }
    if (row.length > 0 && (covered & all) !== all) return true;
  }
  return false;
}
