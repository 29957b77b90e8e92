import { difficulties, difficultyRatings, ratingRange, type Difficulty, type Tier } from "@zebra/model";
import { ratingThresholds } from "@zebra/solver";

/** What a difficulty level (or one rating) means for generation. */
export interface DifficultyTarget {
  /** The ratings a puzzle of the level has (inclusive), as the solver's `gradeSteps` rates its trace. */
  readonly ratings: readonly [number, number];
  /**
   * The rating generation aims at (within `ratings`): minimisation stops where a solution would
   * need more than this rating allows. For expert it is the bottom of the range (three to five
   * proofs by contradiction): harder puzzles cost far more to make and to solve, and a puzzle
   * often needs more proofs in its trace than the estimate shows, which still counts as expert.
   */
  readonly aim: number;
  /** The highest reasoning tier the solution may use; the sampler solves within it. */
  readonly maxTier: Tier;
  /** The lowest `maxTier` a caller may combine with this level (it needs that tier to be reachable). */
  readonly minTier: Tier;
}

/** The lowest tier whose solutions can have this rating (ratings 1–3: tier 1, 4–6: tier 2, 7–10: tier 3). */
function tierOfRating(rating: number): Tier {
  return rating >= 7 ? 3 : rating >= 4 ? 2 : 1;
}

/** The target of a range of ratings. */
function target(lo: number, hi: number, aim = hi): DifficultyTarget {
  return { ratings: [lo, hi], aim, maxTier: tierOfRating(hi), minTier: tierOfRating(lo) };
}

/** The rating each level aims at: the top of its range but for expert (see `aim`). */
const aims: Readonly<Record<Difficulty, number>> = { easy: 2, medium: 4, hard: 7, expert: 8 };

/**
 * The difficulty levels as generation targets. A puzzle meets level L when the rating of its
 * solution's trace (`grade.rating`, 1–10, from the techniques it needs) is in L's range, which
 * also fixes the tiers the solution may use:
 *
 * - `easy` (ratings 1–2): tier 1 only (one clue at a time, singles);
 * - `medium` (3–4): up to tier 2: a clue step that holds several findings together, or one to
 *   three clue combinations;
 * - `hard` (5–7): four or more clue combinations, or one or two short proofs by contradiction;
 * - `expert` (8–10): three or more proofs by contradiction, or a long one.
 *
 * Use it to see which tiers a level allows, e.g. to solve a user's puzzle under the same rules.
 *
 * @example
 * ```ts
 * difficultyTargets.expert.maxTier; // 3
 * difficultyTargets.hard.ratings; // [5, 7]
 * ```
 */
export const difficultyTargets: Readonly<Record<Difficulty, DifficultyTarget>> = Object.freeze(
  Object.fromEntries(difficulties.map((level) => [level, target(...difficultyRatings[level], aims[level])])) as Record<Difficulty, DifficultyTarget>,
);

/**
 * The target of one rating (a whole number from 1 to 10).
 *
 * @param rating - the rating the puzzle's trace must have.
 * @returns its target: that rating alone, and the tiers it needs.
 * @throws RangeError for a number that is not a rating (programmer misuse).
 * @example
 * ```ts
 * ratingTarget(7).maxTier; // 3
 * ```
 */
export function ratingTarget(rating: number): DifficultyTarget {
  if (!Number.isInteger(rating) || rating < ratingRange[0] || rating > ratingRange[1])
    throw new RangeError(`a rating is a whole number from ${ratingRange[0]} to ${ratingRange[1]}, got ${String(rating)}`);
  return target(rating, rating);
}

/**
 * How far a solve may go while generating: its tier, and for a difficulty how many clue
 * combinations (tier 2) or proofs by contradiction (tier 3) a solve without a trace may need.
 */
export interface SolveLimits {
  readonly maxTier: Tier;
  /** The most clue combinations (absent: no limit). */
  readonly maxCombinations?: number;
  /** The most proofs by contradiction, counted one at a time (absent: no limit). */
  readonly maxContradictions?: number;
}

/**
 * The most a solution may need for its rating to stay at or below `rating` (within `maxTier`):
 * tier 2 counts clue combinations, tier 3 proofs by contradiction (`ratingThresholds`). Whether
 * a tier-1 solution or a proof's length keeps to the rating is only known from its trace.
 */
export function limitsFor(rating: number, maxTier: Tier): SolveLimits {
  const tier = tierOfRating(rating);
  if (maxTier < tier) return { maxTier };
  const [fiveAt, sixAt] = ratingThresholds.combinations;
  const [eightAt, nineAt, tenAt] = ratingThresholds.contradictions;
  switch (rating) {
    case 4:
      return { maxTier: 2, maxCombinations: fiveAt - 1 };
    case 5:
      return { maxTier: 2, maxCombinations: sixAt - 1 };
    case 7:
      return { maxTier: 3, maxContradictions: eightAt - 1 };
    case 8:
      return { maxTier: 3, maxContradictions: nineAt - 1 };
    case 9:
      return { maxTier: 3, maxContradictions: tenAt - 1 };
    default:
      return { maxTier: tier };
  }
}
