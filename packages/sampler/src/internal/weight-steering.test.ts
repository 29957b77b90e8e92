import { describe, expect, it } from "vitest";
import { defaultWeights } from "../weights.js";
import { steeredWeights } from "./weight-steering.js";

const weights = Object.entries(defaultWeights) as [keyof typeof defaultWeights, number][];
const asRecord = (w: readonly (readonly [string, number])[]): Record<string, number> => Object.fromEntries(w);

describe("steeredWeights", () => {
  it("leaves the weights alone without a shift, and at tier 1", () => {
    expect(steeredWeights(weights, 3, 0)).toBe(weights);
    expect(steeredWeights(weights, 1, 2)).toBe(weights);
  });

  it("leans toward the clue types of harder puzzles of the tier, and back", () => {
    const medium = asRecord(steeredWeights(weights, 2, 1));
    expect(medium).toMatchObject({ next_to: 2 * 1.25, between: 1.25, left_of: 2 * 1.25, same: 4 / 1.25, ends: 2, not_same: 1 });
    const expert = asRecord(steeredWeights(weights, 3, 2));
    expect(expert).toMatchObject({ same: 4 * 1.25 ** 2, immediately_left: 2 * 1.25 ** 2, ends: 2 / 1.25 ** 2, between: 1 / 1.25 ** 2, not_same: 1 });
    expect(asRecord(steeredWeights(weights, 3, -1))).toMatchObject({ same: 4 / 1.25, ends: 2 * 1.25 });
    // The same types, in the same order.
    expect(steeredWeights(weights, 3, 2).map(([t]) => t)).toEqual(weights.map(([t]) => t));
  });
});
