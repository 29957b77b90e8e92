import type { Lexicon } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { localeWords } from "./locale-words.js";

const lexicon: Lexicon = {
  locale: "en-GB",
  attributes: {
    Height: { noun: "height", unit: "{value} cm", values: { "200": "two metres" } },
    Color: { noun: "colour", values: { red: { text: "red", kind: "adjective" } } },
  },
};

describe("localeWords", () => {
  const en = localeWords("en");

  it("reads the lexicon of its language only", () => {
    expect(en.wordsOf({ lexicon }, "Height")?.noun).toBe("height");
    expect(localeWords("de").wordsOf({ lexicon }, "Height")).toBeUndefined();
    expect(en.wordsOf({}, "Height")).toBeUndefined();
  });

  it("writes a value on its own: a number with its unit, unless the lexicon has a word for it", () => {
    expect(en.valueText({ lexicon }, "Height", 158)).toBe("158 cm");
    expect(en.valueText({ lexicon }, "Height", 200)).toBe("two metres");
    expect(en.valueText({ lexicon }, "Color", "red")).toBe("red");
    expect(en.valueText({ lexicon }, "Color", "blue")).toBe("blue");
    expect(en.valueText({}, "Height", 158)).toBe("158");
  });

  it("writes labels through the locale's own rule", () => {
    const capitalAdjectives = localeWords("en", (plain, word) => (typeof word === "object" && word.kind === "adjective" ? plain.toUpperCase() : plain));
    expect(capitalAdjectives.labelOf({ lexicon }, "Color", "red")).toBe("RED");
    expect(capitalAdjectives.valueText({ lexicon }, "Color", "red")).toBe("RED");
    expect(capitalAdjectives.labelOf({ lexicon }, "Height", 200)).toBe("two metres");
  });
});
