import { describe, expect, it } from "vitest";
import type { Vocabulary } from "@zebra/model";
import { getVocabulary, largestSize } from "@zebra/vocab";

const vocabulary: Vocabulary = {
  id: "sizes",
  attributes: [
    { id: "pet", name: "Pet", values: ["dog", "cat", "zebra", "horse"], numeric: false },
    { id: "drink", name: "Drink", values: ["tea", "milk", "water"], numeric: false },
    { id: "age", name: "Age", values: [20, 30, 40, 50, 60], numeric: true },
  ],
};

describe("largestSize", () => {
  it("is the smallest value count of all attributes", () => {
    expect(largestSize(vocabulary)).toBe(3);
  });

  it("considers only the attributes named, by id or by name", () => {
    expect(largestSize(vocabulary, ["pet", "Age"])).toBe(4);
    expect(largestSize(vocabulary, ["age"])).toBe(5);
    expect(largestSize(vocabulary, ["Drink", "unknown"])).toBe(3);
  });

  it("is 0 when no attribute is considered", () => {
    expect(largestSize(vocabulary, [])).toBe(0);
    expect(largestSize(vocabulary, ["unknown"])).toBe(0);
  });

  it("reports the built-in themes' limits", () => {
    expect(largestSize(getVocabulary("classic"))).toBe(5);
    expect(largestSize(getVocabulary("default"))).toBe(12);
    expect(largestSize(getVocabulary("default"), ["name"])).toBe(20);
  });
});
