import type { Vocabulary } from "@zebra/model";
import { categorical, frozenVocabulary } from "../internal/define.js";
import { nationalityHead, houseColorHead, petHead, drinkHead } from "./shared-heads.js";

// The attributes and values of the classic five-house puzzle, kept as they are for fidelity
// (the cigarette brands included).

const nationality = categorical({
  ...nationalityHead,
  values: ["English", "Swede", "Dane", "Norwegian", "German"],
});

const houseColor = categorical({
  ...houseColorHead,
  values: ["red", "green", "white", "yellow", "blue"],
});

const pet = categorical({
  ...petHead,
  values: ["dog", "bird", "cat", "horse", "zebra"],
});

const drink = categorical({
  ...drinkHead,
  values: ["tea", "coffee", "milk", "beer", "water"],
});

const smoke = categorical({
  id: "smoke",
  name: "Smoke",
  family: "action",
  values: ["Pall Mall", "Dunhill", "Blend", "Blue Master", "Prince"],
});

/**
 * The classic theme: the five attributes of Einstein's zebra puzzle (Nationality, Color, Pet,
 * Drink, Smoke) with exactly its five values each, cigarette brands included.
 *
 * Use it to reproduce or vary the classic puzzle with its own words. It supports puzzles of up
 * to 5 houses only (`largestSize(classicVocabulary)` is 5); use the default theme for larger ones.
 * Attribute names and values match the `zebra-puzzle/1` rendering of the classic puzzle, so
 * `lexiconFor(classicVocabulary, locale.words, einstein)` words it in any locale.
 *
 * @example
 * ```ts
 * classicVocabulary.attributes.map((a) => a.name); // ["Nationality", "Color", "Pet", "Drink", "Smoke"]
 * ```
 */
export const classicVocabulary: Vocabulary = frozenVocabulary({
  id: "classic",
  description:
    "The five attributes of the classic zebra puzzle with its own five values each (cigarette brands included, for fidelity): puzzles of up to 5 houses only.",
  attributes: [nationality, houseColor, pet, drink, smoke],
});
