import type { ClueType, Tier } from "@zebra/model";

/**
 * The clue types that are more common in puzzles of the harder ratings of a tier than in easier
 * ones, and those that are less common (the shares of 600 5×5 puzzles solved within tier 3, by
 * rating; the other types show no trend). Medium puzzles (clue combinations, tier 2) have more
 * neighbour, betweenness and order clues and fewer same-house ones; the hardest (proofs by
 * contradiction, tier 3) more same-house and adjacency clues, fewer fixed houses, ends,
 * betweenness and order clues. The lean is small: the weights steer, the limits decide.
 */
const leanings: Readonly<Record<2 | 3, { readonly harder: ReadonlySet<ClueType>; readonly easier: ReadonlySet<ClueType> }>> = {
  2: { harder: new Set<ClueType>(["next_to", "between", "left_of", "right_of"]), easier: new Set<ClueType>(["same", "at"]) },
  3: {
    harder: new Set<ClueType>(["same", "immediately_left", "immediately_right", "next_to"]),
    easier: new Set<ClueType>(["at", "ends", "between", "left_of", "right_of"]),
  },
};

/** The factor one step moves a leaning type's weight by (its inverse for the other side). */
const factor = 1.25;

/** The most steps the weights move, either way. */
export const maxWeightShift = 2;

/**
 * Clue-type weights moved `shift` steps toward the types of harder puzzles of a tier (a negative
 * shift: toward those of easier ones), as generation does after an attempt whose puzzle came
 * out too easy (or too hard) for the requested level. The types stay the same; only their
 * ratios change. Tier 1 has no clue combinations or proofs to steer towards: its weights stay.
 *
 * @param weights - the requested weights (positive), in a fixed order.
 * @param tier - the highest tier the requested level allows.
 * @param shift - whole steps, from −`maxWeightShift` to `maxWeightShift`; 0 leaves them as they are.
 */
export function steeredWeights(weights: readonly (readonly [ClueType, number])[], tier: Tier, shift: number): readonly (readonly [ClueType, number])[] {
  if (shift === 0 || tier === 1) return weights;
  const { harder, easier } = leanings[tier];
  const scale = factor ** shift;
  return weights.map(([type, weight]) => [type, harder.has(type) ? weight * scale : easier.has(type) ? weight / scale : weight] as const);
}
