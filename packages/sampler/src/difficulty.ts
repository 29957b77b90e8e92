import type { Difficulty, Tier } from "@zebra/model";

/** What a difficulty level means for generation. */
export interface DifficultyTarget {
  /** The highest reasoning tier the solution may use; the sampler solves within it. */
  readonly maxTier: Tier;
  /** The lowest `maxTier` a caller may combine with this level (it needs that tier to be reachable). */
  readonly minTier: Tier;
}

/**
 * The difficulty levels as generation targets. A puzzle meets level L when the solver's grade of
 * its solution (`grade.level`, from the number and kind of steps) is L, and the solution stays
 * within the level's tiers:
 *
 * - `easy`: tier 1 only (one clue at a time, singles), a short solution;
 * - `medium`: up to tier 2 (two or three clues combined), usually tier 1 with a longer solution;
 * - `hard`: up to tier 2, and harder than medium;
 * - `expert`: up to tier 3 (proof by contradiction), harder than hard.
 *
 * Use it to see which tiers a level allows, e.g. to solve a user's puzzle under the same rules.
 *
 * @example
 * ```ts
 * difficultyTargets.expert.maxTier; // 3
 * ```
 */
export const difficultyTargets: Readonly<Record<Difficulty, DifficultyTarget>> = Object.freeze({
  easy: { maxTier: 1, minTier: 1 },
  medium: { maxTier: 2, minTier: 1 },
  hard: { maxTier: 3, minTier: 2 },
  expert: { maxTier: 3, minTier: 3 },
});
