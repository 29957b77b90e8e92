import { describe, expect, it } from "vitest";
import { type Locale, type UiStrings, uiStringsOf } from "./locale.js";

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
