import type { SubsetDeduction, SubsetSolver } from "@zebra/solver";
import type { SolveLimits } from "../difficulty.js";
import type { NecessityIndex } from "./necessity.js";

/**
 * Removes, in the given order, every clue the others make unnecessary: a clue goes when the
 * remaining clues are still solved within the limits (the tier, and for a difficulty target how
 * many clue combinations or proofs by contradiction the solution may need). Deduction is
 * monotone in the clue set, so the clues left are each needed: without any one of them the rest
 * is not solved within the limits.
 *
 * What makes it cheap:
 * - a clue that a transposition of the hidden grid shows to be needed is never tried
 *   (`NecessityIndex`: about 70 % of the clues kept);
 * - the clues are compiled once, and each trial is one solve without a trace of a subset,
 *   starting from what tier 1 deduces from the certified clues (worked out again whenever
 *   enough clues have joined them);
 * - when a trial is solved within tier 1, every clue that solve did not use goes too (tier 1
 *   reaches the same fixpoint without them);
 * - above tier 1, a solution count comes first (a clue whose removal leaves two solutions is
 *   needed at every tier, and counting costs far less than proofs by contradiction).
 *
 * @param subsets the clues, compiled (the live engine's).
 * @param necessity the clues' certificates (every clue added, in order).
 * @returns the indexes (into `clues`) of the clues kept, ascending, or `undefined` when `stop()`
 *   asked to stop.
 */
export function minimiseClues(
  subsets: SubsetSolver,
  necessity: NecessityIndex,
  order: readonly number[],
  limits: SolveLimits,
  stop: () => boolean,
): number[] | undefined {
  const clues = subsets.clues;
  const keep = clues.map(() => true);
  const drop = (i: number): void => {
    keep[i] = false;
    necessity.drop(i);
  };
  // Clues certified necessary, or tried and kept, stay to the end: trials start from their
  // tier-1 consequences, which grow as they join.
  const base = clues.map(() => false);
  let baseGrew = false;
  const rebase = (): void => {
    for (let j = 0; j < clues.length; j++) {
      if (!base[j] && keep[j] && necessity.isNecessary(j)) {
        base[j] = true;
        baseGrew = true;
      }
    }
    if (baseGrew) subsets.setBase(base);
    baseGrew = false;
  };
  // Clues the solve did not use (base clues were used before it) can go.
  const dropUnused = (result: SubsetDeduction): void => {
    if (result.status !== "solved" || result.tier !== 1) return;
    let u = 0;
    const used = result.usedClues;
    for (let j = 0; j < keep.length; j++) {
      while (u < used.length && used[u]! < j) u++;
      if (keep[j] && !base[j] && used[u] !== j) drop(j);
    }
  };
  dropUnused(subsets.deduce(keep, limits));
  for (const i of order) {
    if (stop()) return undefined;
    if (!keep[i] || necessity.isNecessary(i)) continue;
    rebase();
    keep[i] = false;
    const result = limits.maxTier >= 2 && !subsets.isUnique(keep) ? undefined : subsets.deduce(keep, limits);
    if (result?.status !== "solved") {
      keep[i] = true;
      base[i] = true;
      baseGrew = true;
      continue;
    }
    necessity.drop(i);
    dropUnused(result);
  }
  const kept: number[] = [];
  keep.forEach((k, i) => {
    if (k) kept.push(i);
  });
  return kept;
}
