import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classicVocabulary, largestSize, parseVocabulary } from "@zebra/vocab";

const einstein = JSON.parse(readFileSync(new URL("../../../../fixtures/einstein.json", import.meta.url), "utf8")) as {
  attributes: Record<string, (string | number)[]>;
};

describe("the classic vocabulary", () => {
  it("keeps its attribute ids", () => {
    expect(classicVocabulary.attributes.map((a) => a.id)).toEqual(["nationality", "house-color", "pet", "drink", "smoke"]);
  });

  it("passes its own validation", () => {
    const result = parseVocabulary(JSON.stringify(classicVocabulary));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.value).toEqual(classicVocabulary);
  });

  it("has exactly the attributes and values of the classic puzzle", () => {
    const fromFixture = Object.entries(einstein.attributes).map(([name, values]) => [name, [...values].sort()]);
    const fromVocabulary = classicVocabulary.attributes.map((a) => [a.name, [...a.values].sort()]);
    expect(fromVocabulary).toEqual(fromFixture);
  });

  it("declares its five-house limit in its data and through largestSize", () => {
    expect(largestSize(classicVocabulary)).toBe(5);
    expect(classicVocabulary.description).toMatch(/up to 5 houses/);
  });
});
