import type { SubsetDeduction, SubsetFixpoint, SubsetSolver } from "@zebra/solver";
import type { SolveLimits } from "../difficulty.js";
import type { NecessityIndex } from "./necessity.js";

/**
 * How many clues to try (not certified) make tier 1's trials share their work
 * ({@link deletionFilter}). With fewer, as at 5×5 and 6×6, one solve per trial from the
 * certified clues, dropping every clue a solve leaves unused, costs less.
 */
const sharedTrialsFrom = 40;

/**
 * Removes, in the given order, every clue the others make unnecessary: a clue goes when the
 * remaining clues are still solved within the limits (the tier, and for a difficulty target how
 * many clue combinations or proofs by contradiction the solution may need). Deduction is
 * monotone in the clue set, so the clues left are each needed: without any one of them the rest
 * is not solved within the limits.
 *
 * At tier 1 with many clues to try, {@link deletionFilter} does the same without dropping unused
 * clues early, its trials sharing their work. Otherwise, what makes it cheap:
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
  if (limits.maxTier === 1 && order.filter((i) => !necessity.isNecessary(i)).length >= sharedTrialsFrom) return deletionFilter(subsets, necessity, order, stop);
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

/**
 * Tier 1's minimisation: each clue, in the given order, goes when the clues left without it are
 * still solved (a certified clue stays without a trial). What is kept depends only on the clues
 * and the order, not on the order in which the solver happens to work: tier 1 reaches the same
 * fixpoint from any clue set in any order.
 *
 * The trials share their work. The clues to try are split in halves: while the first half is
 * tried, the second is all still there, so the fixpoint of the clues outside the first half is
 * worked out once for all of its trials (and then, for the second half, the fixpoint of the
 * clues kept from the first); each half is split again in the same way, down to one clue, whose
 * trial is then the fixpoint already at hand. A fixpoint that is solved without a whole half
 * drops every clue of it at once. So there are about two fixpoints per clue to try, each reached
 * from a larger one, instead of one solve of all the clues left per trial.
 */
function deletionFilter(subsets: SubsetSolver, necessity: NecessityIndex, order: readonly number[], stop: () => boolean): number[] | undefined {
  const clues = subsets.clues;
  const keep = clues.map(() => true);
  // Certified clues stay whatever happens (certificates only grow as clues go): they are there
  // from the start, and only the others are tried.
  const tried = order.filter((i) => !necessity.isNecessary(i));
  const trying = new Set(tried);
  const start = subsets.fixpoint(clues.map((_, i) => !trying.has(i)));
  const drop = (i: number): void => {
    keep[i] = false;
    necessity.drop(i);
  };
  // `outside` is the fixpoint of every clue kept but those of `segment` (the ones tried before
  // it as they were decided, the ones after it all). A clue of the segment certified meanwhile
  // stays: it joins the fixpoints of both halves of the others.
  const filter = (outside: SubsetFixpoint, segment: readonly number[]): boolean => {
    if (stop()) return false;
    if (outside.solved) {
      for (const i of segment) drop(i);
      return true;
    }
    const open = segment.filter((i) => !necessity.isNecessary(i));
    if (open.length === 0) return true;
    const certified = segment.filter((i) => necessity.isNecessary(i));
    if (open.length === 1) {
      // One clue left to try: its trial is the fixpoint without it (with the certified ones).
      if (certified.length === 0) return true;
      const trial = outside.with(certified);
      if (trial.solved) drop(open[0]!);
      trial.release();
      return true;
    }
    const half = open.length >> 1;
    const first = open.slice(0, half);
    const second = open.slice(half);
    return within(outside, [...second, ...certified], first) && within(outside, [...first.filter((i) => keep[i]), ...certified], second);
  };
  // The segment filtered from `outside` with `added` (none: from `outside` itself).
  const within = (outside: SubsetFixpoint, added: readonly number[], segment: readonly number[]): boolean => {
    if (added.length === 0) return filter(outside, segment);
    const extended = outside.with(added);
    const done = filter(extended, segment);
    extended.release();
    return done;
  };
  const finished = filter(start, tried);
  start.release();
  if (!finished) return undefined;
  const kept: number[] = [];
  keep.forEach((k, i) => {
    if (k) kept.push(i);
  });
  return kept;
}
