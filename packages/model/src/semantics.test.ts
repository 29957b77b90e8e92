import { describe, expect, it } from "vitest";
import { clueHolds, placementFromGrid, positionalRelation } from "@zebra/model";

describe("clue semantics", () => {
  const placement = placementFromGrid({ Pet: ["dog", "cat", "zebra"], Age: [30, 20, 40] }, 3);

  it("reads positions from a grid", () => {
    expect(placement.positionOf({ attr: "Pet", value: "zebra" })).toBe(3);
    expect(placement.positionOf({ attr: "Pet", value: "yak" })).toBeUndefined();
  });

  it("decides positional clues", () => {
    expect(clueHolds({ type: "next_to", a: { attr: "Pet", value: "dog" }, b: { attr: "Pet", value: "cat" } }, placement)).toBe(true);
    expect(clueHolds({ type: "ends", a: { attr: "Pet", value: "cat" } }, placement)).toBe(false);
    expect(clueHolds({ type: "between", a: { pos: 1 }, b: { attr: "Pet", value: "cat" }, c: { attr: "Pet", value: "zebra" } }, placement)).toBe(true);
    expect(positionalRelation({ type: "distance", a: { pos: 1 }, b: { pos: 3 }, d: 2 }, 3)([1, 3])).toBe(true);
  });

  it("decides numeric clues", () => {
    const dog = { attr: "Pet", value: "dog" };
    const cat = { attr: "Pet", value: "cat" };
    expect(clueHolds({ type: "greater_than", attr: "Age", a: dog, b: cat }, placement)).toBe(true);
    expect(clueHolds({ type: "difference", attr: "Age", a: dog, b: cat, d: 10 }, placement)).toBe(true);
    expect(clueHolds({ type: "less_than", attr: "Age", a: dog, b: cat }, placement)).toBe(false);
  });

  it("is unknown when a position is unknown, and any_of needs one option", () => {
    const partial = placementFromGrid({ Pet: ["dog", null, null] }, 3);
    const cat = { attr: "Pet", value: "cat" };
    expect(clueHolds({ type: "at", a: cat, pos: 2 }, partial)).toBeUndefined();
    expect(
      clueHolds({ type: "any_of", options: [[{ type: "at", a: cat, pos: 2 }], [{ type: "at", a: { attr: "Pet", value: "dog" }, pos: 1 }]] }, partial),
    ).toBe(true);
  });
});
