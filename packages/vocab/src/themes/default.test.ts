import { describe, expect, it } from "vitest";
import { defaultVocabulary, largestSize, parseVocabulary } from "@zebra/vocab";

const attributes = defaultVocabulary.attributes;
const categorical = attributes.filter((a) => !a.numeric);
const numeric = attributes.filter((a) => a.numeric);

describe("the default vocabulary", () => {
  it("keeps its attribute ids (renaming one breaks saved puzzles and user settings)", () => {
    expect(attributes.map((a) => a.id)).toEqual([
      "name",
      "nationality",
      "house-color",
      "drink",
      "pet",
      "car",
      "transport",
      "sport",
      "instrument",
      "food",
      "fruit",
      "dessert",
      "flower",
      "tree",
      "gemstone",
      "hobby",
      "book-genre",
      "music-genre",
      "city",
      "board-game",
      "bird",
      "job",
      "language",
      "clothing",
      "star-sign",
      "age",
      "height",
      "office-floor",
      "work-distance",
    ]);
  });

  it("passes its own validation and survives a JSON round trip", () => {
    const result = parseVocabulary(JSON.stringify(defaultVocabulary));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.value).toEqual(defaultVocabulary);
  });

  it("has at least 24 categorical and 3 numeric attributes, each with at least 12 values", () => {
    expect(categorical.length).toBeGreaterThanOrEqual(24);
    expect(numeric.length).toBeGreaterThanOrEqual(3);
    for (const attribute of attributes) expect(attribute.values.length, attribute.id).toBeGreaterThanOrEqual(12);
    expect(largestSize(defaultVocabulary)).toBe(12);
  });

  it("uses kebab-case ids and unique ids and names", () => {
    for (const attribute of attributes) expect(attribute.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(attributes.map((a) => a.id)).size).toBe(attributes.length);
    expect(new Set(attributes.map((a) => a.name)).size).toBe(attributes.length);
  });

  it("has no duplicate value ids within an attribute, and string ids exactly for categorical attributes", () => {
    for (const attribute of attributes) {
      expect(new Set(attribute.values).size, attribute.id).toBe(attribute.values.length);
      const kind = attribute.numeric ? "number" : "string";
      for (const value of attribute.values) expect(typeof value, `${attribute.id} ${value}`).toBe(kind);
    }
  });

  it("gives each attribute the family its values have, and numeric ones a unit", () => {
    const identity = attributes.filter((a) => a.family === "identity").map((a) => a.id);
    expect(identity).toEqual(["name", "nationality", "job"]);
    expect(attributes.filter((a) => a.family === "house").map((a) => a.id)).toEqual(["house-color"]);
    for (const attribute of numeric) expect([attribute.family, typeof attribute.unit], attribute.id).toEqual(["measure", "string"]);
    for (const attribute of categorical) expect(attribute.unit, attribute.id).toBeUndefined();
    // Words live in the locale packages, keyed by these ids.
    for (const attribute of attributes) expect(attribute.words, attribute.id).toBeUndefined();
  });

  it("keeps tobacco, alcohol and brands out of the default theme", () => {
    const banned = /\b(beer|wine|whisky|whiskey|vodka|rum|gin|cigar|cigarette|smoke|tobacco|honda|toyota|ford|bmw|gucci|nike)\b/i;
    for (const attribute of categorical) {
      for (const value of attribute.values) expect(String(value), attribute.id).not.toMatch(banned);
    }
  });

  it("orders numeric values and spaces them at least 2 apart, so plural units always agree", () => {
    for (const attribute of numeric) {
      const values = attribute.values as readonly number[];
      for (const value of values) expect(Number.isInteger(value)).toBe(true);
      for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!, attribute.id).toBeGreaterThanOrEqual(2);
    }
  });
});
