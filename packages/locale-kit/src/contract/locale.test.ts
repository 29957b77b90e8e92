import { describe, expect, it } from "vitest";
import type { Puzzle } from "@zebra/model";
import { type ClueClauses, clueClauseOf, type Locale, type UiStrings, uiStringsOf } from "./locale.js";

// Only `code` and `ui` matter to the fallback; the rest of a locale is left out.
const localeWith = (code: string, ui?: UiStrings) => ({ code, ...(ui === undefined ? {} : { ui }) }) as Locale;
const stringsOf = (solution: string) => ({ cli: { solution }, playground: { solution } }) as unknown as UiStrings;

describe("uiStringsOf", () => {
  const english = localeWith("en", stringsOf("Solution"));

  it("gives a locale's own strings when it has them", () => {
    expect(uiStringsOf(localeWith("de", stringsOf("Lösung")), english).cli.solution).toBe("Lösung");
  });

  it("gives the fallback's strings, all of them, to a locale without any", () => {
    expect(uiStringsOf(localeWith("xx"), english)).toBe(english.ui);
  });

  it("names both locales when neither has strings", () => {
    expect(() => uiStringsOf(localeWith("xx"), localeWith("yy"))).toThrow("neither locale 'xx' nor 'yy' has strings for the apps");
  });
});

describe("clueClauseOf", () => {
  // Each clause names the clue type it was reached by, and the house of an `at` or `not_at`.
  const clauses = new Proxy(
    {},
    { get: (_, type) => (clue: { pos?: number }) => (clue.pos === undefined ? String(type) : `${String(type)} ${clue.pos}`) },
  ) as ClueClauses<string>;
  const ctx = { puzzle: { size: 5 } as Puzzle };
  const dog = { attr: "Pet", value: "dog" };

  it("words a relation that pins one house as that placement", () => {
    expect(clueClauseOf(clauses, { type: "immediately_left", a: dog, b: { pos: 3 } }, ctx)).toBe("at 2");
    expect(clueClauseOf(clauses, { type: "left_of", a: dog, b: { pos: 2 } }, ctx)).toBe("at 1");
    expect(clueClauseOf(clauses, { type: "next_to", a: { pos: 5 }, b: dog }, ctx)).toBe("at 4");
    expect(clueClauseOf(clauses, { type: "distance", a: dog, b: { pos: 1 }, d: 4 }, ctx)).toBe("at 5");
  });

  it("words a relation that rules out just one house as that placement ruled out", () => {
    expect(clueClauseOf(clauses, { type: "right_of", a: dog, b: { pos: 1 } }, ctx)).toBe("not_at 1");
  });

  it("leaves every other clue to its own clause", () => {
    expect(clueClauseOf(clauses, { type: "left_of", a: dog, b: { pos: 4 } }, ctx)).toBe("left_of");
    expect(clueClauseOf(clauses, { type: "next_to", a: dog, b: { attr: "Pet", value: "cat" } }, ctx)).toBe("next_to");
    // A negated relation is worded as a relation, even where it leaves one house.
    expect(clueClauseOf(clauses, { type: "not_next_to", a: dog, b: { pos: 2 } }, { puzzle: { size: 3 } as Puzzle })).toBe("not_next_to");
    expect(clueClauseOf(clauses, { type: "same", a: dog, b: { pos: 2 } }, ctx)).toBe("same");
  });
});
