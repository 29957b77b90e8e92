import type { Clue, Puzzle, Tier } from "@zebra/model";
import { deduceFast, isUnique } from "./solver-port.js";

/**
 * Removes, in the given order, every clue the others make unnecessary: a clue goes when the
 * remaining clues are still solved within `tier`, by a from-scratch solve in fast mode (no
 * trace). Deduction is monotone in the clue set, so one pass leaves a set from which no single
 * clue can be removed. Cost: one fast solve per clue; above tier 1, a solution count first,
 * and the solve only when the rest still has one solution.
 *
 * (Reusing live engines — an engine holding the clues after i, cloned, plus the kept clues
 * before i — adds about a fifth as many clues in total, but each engine `addClue` propagates to
 * a fixpoint and scans for singles on its own, which currently makes it slower than solving the
 * whole set in one batch.)
 *
 * @returns the indexes (into `clues`) of the clues kept, ascending, or `undefined` when `stop()`
 *   asked to stop.
 */
export function minimiseClues(puzzle: Pick<Puzzle, "size" | "attributes">, clues: readonly Clue[], order: readonly number[], tier: Tier, stop: () => boolean): number[] | undefined {
  const keep = new Array<boolean>(clues.length).fill(true);
  for (const i of order) {
    if (stop()) return undefined;
    keep[i] = false;
    const trial = clues.filter((_, j) => keep[j]);
    // Above tier 1 a deductive solve costs far more than counting solutions, and a clue whose
    // removal leaves two solutions is needed whatever the tier: count first.
    if (tier >= 2 && !isUnique(puzzle, trial)) keep[i] = true;
    else if (deduceFast({ size: puzzle.size, attributes: puzzle.attributes, clues: trial }, tier) !== "solved") keep[i] = true;
  }
  const kept: number[] = [];
  keep.forEach((k, i) => {
    if (k) kept.push(i);
  });
  return kept;
}
