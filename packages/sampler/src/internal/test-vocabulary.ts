import type { Value } from "@zebra/model";
import type { SamplerVocabulary } from "../options.js";

/** A small vocabulary for tests: eight categorical attributes of 14 values and two numeric ones. */
export const testVocabulary: SamplerVocabulary = {
  id: "test",
  attributes: [
    { name: "Nationality", values: letters("N", 14) },
    { name: "Color", values: letters("C", 14) },
    { name: "Pet", values: letters("P", 14) },
    { name: "Drink", values: letters("D", 14) },
    { name: "Sport", values: letters("S", 14) },
    { name: "Car", values: letters("R", 14) },
    { name: "Food", values: letters("F", 14) },
    { name: "Hobby", values: letters("H", 14) },
    // Ages that stand in simple ratios (twice, three times, half), so that ratio clues can be true.
    { name: "Age", values: [10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 54, 60, 72], numeric: true },
    { name: "Height", values: Array.from({ length: 16 }, (_, i) => 150 + 2 * i), numeric: true },
  ],
};

/** The same vocabulary without numeric attributes. */
export const categoricalVocabulary: SamplerVocabulary = {
  id: "test-categorical",
  attributes: testVocabulary.attributes.filter((a) => a.numeric !== true),
};

function letters(prefix: string, count: number): Value[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}
