import type { ClueType } from "@zebra/model";

/**
 * Relative sampling weights of clue types. A type with weight 0 (or left out) is never sampled.
 * Only the ratios matter: `{ same: 2, ends: 1 }` and `{ same: 4, ends: 2 }` are the same.
 */
export type ClueWeights = Readonly<Partial<Record<ClueType, number>>>;

/**
 * The default clue-type weights: the classic seven kinds in the classic proportions
 * (same 4, not_same 1, next_to 2, ends 2, immediately_left 2, left_of 2, between 1).
 *
 * Use it as the starting point for your own weights, e.g. `{ ...defaultWeights, at: 1 }`.
 * Every other clue type of the format (at, not_at, not_next_to, right_of, immediately_right,
 * distance, any_of, and the numeric less_than, greater_than, difference) can be switched on with
 * a positive weight.
 *
 * @example
 * ```ts
 * generatePuzzle({ size: 5, attributes: 5, vocabulary, seed: 1, weights: { ...defaultWeights, distance: 1 } });
 * ```
 */
export const defaultWeights: ClueWeights = Object.freeze({
  same: 4,
  not_same: 1,
  next_to: 2,
  ends: 2,
  immediately_left: 2,
  left_of: 2,
  between: 1,
});

/**
 * The default weights of logic-grid puzzles (`kind: "logic-grid"`): the genre's clues, with no
 * row. Comparisons, ratios and superlatives need a numeric attribute and are left out without one.
 *
 * @example
 * ```ts
 * generatePuzzle({ kind: "logic-grid", size: 4, attributes: 3, vocabulary, seed: 1, weights: { ...logicGridWeights, ratio: 0 } });
 * ```
 */
export const logicGridWeights: ClueWeights = Object.freeze({
  same: 2,
  not_same: 3,
  either: 2,
  neither: 1,
  one_each: 2,
  all_different: 1,
  less_than: 2,
  greater_than: 1,
  difference: 2,
  ratio: 1,
  least: 1,
  most: 1,
});

/**
 * Weights that switch on every clue type of the format, numeric comparisons included, for
 * varied puzzles. Types that do not fit a puzzle (numeric ones without a numeric attribute,
 * three-position ones with fewer than three houses) are left out automatically.
 *
 * @example
 * ```ts
 * generatePuzzle({ size: 6, attributes: 4, vocabulary, seed: 7, weights: allClueTypesWeights });
 * ```
 */
export const allClueTypesWeights: ClueWeights = Object.freeze({
  same: 4,
  not_same: 1,
  at: 1,
  not_at: 1,
  next_to: 2,
  not_next_to: 1,
  left_of: 1,
  right_of: 1,
  immediately_left: 1,
  immediately_right: 1,
  ends: 1,
  between: 1,
  distance: 1,
  any_of: 1,
  less_than: 1,
  greater_than: 1,
  difference: 1,
});
