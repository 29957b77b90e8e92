import { describe, expect, it } from "vitest";
import { classicVocabulary, defaultVocabulary, getVocabulary, isTheme, themes, type Theme } from "@zebra/vocab";

describe("themes", () => {
  it("lists the built-in themes, default first", () => {
    expect(themes).toEqual(["default", "classic"]);
  });

  it("returns each theme's vocabulary, whose id is the theme name", () => {
    for (const theme of themes) expect(getVocabulary(theme).id).toBe(theme);
    expect(getVocabulary("default")).toBe(defaultVocabulary);
    expect(getVocabulary("classic")).toBe(classicVocabulary);
  });

  it("recognises theme names", () => {
    expect(isTheme("classic")).toBe(true);
    expect(isTheme("Classic")).toBe(false);
    expect(isTheme("space")).toBe(false);
    expect(isTheme("toString")).toBe(false);
  });

  it("throws on a name that is not a theme (programmer misuse)", () => {
    expect(() => getVocabulary("space" as Theme)).toThrow(RangeError);
    expect(() => getVocabulary("toString" as Theme)).toThrow(/Unknown theme "toString"/);
  });
});
