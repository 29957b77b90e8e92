import type { Clue } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { describe, expect, it } from "vitest";
import { createEnglishRenderer, renderer } from "./index.js";
import { bare, C, clue, ctx, D, N, P, puzzle } from "./testing/einstein.js";

describe("English clues", () => {
  it("word every clue type naturally with a lexicon", () => {
    expect(clue({ type: "same", a: N("English"), b: C("red") })).toBe("The Englishman lives in the red house.");
    expect(clue({ type: "same", a: C("green"), b: D("coffee") })).toBe("The coffee drinker lives in the green house.");
    expect(clue({ type: "not_same", a: N("Dane"), b: P("dog") })).toBe("The Dane is not the dog owner.");
    expect(clue({ type: "not_same", a: C("blue"), b: N("Swede") })).toBe("The Swede does not live in the blue house.");
    expect(clue({ type: "at", a: N("Norwegian"), pos: 1 })).toBe("The Norwegian lives in the first house.");
    expect(clue({ type: "at", a: D("milk"), pos: 12 })).toBe("The milk drinker lives in the 12th house.");
    expect(clue({ type: "not_at", a: C("white"), pos: 3 })).toBe("The white house is not the third house.");
    expect(clue({ type: "next_to", a: N("Norwegian"), b: C("blue") })).toBe("The Norwegian lives next to the blue house.");
    expect(clue({ type: "not_next_to", a: P("cat"), b: P("dog") })).toBe("The cat owner does not live next to the dog owner.");
    expect(clue({ type: "left_of", a: D("tea"), b: N("Dane") })).toBe("The tea drinker lives somewhere to the left of the Dane.");
    expect(clue({ type: "right_of", a: C("white"), b: { pos: 2 } })).toBe("The white house is somewhere to the right of the second house.");
    expect(clue({ type: "immediately_left", a: C("green"), b: C("white") })).toBe("The green house is immediately to the left of the white house.");
    expect(clue({ type: "immediately_right", a: P("zebra"), b: N("Swede") })).toBe("The zebra owner lives immediately to the right of the Swede.");
    expect(clue({ type: "ends", a: D("milk") })).toBe("The milk drinker lives at one end of the row.");
    expect(clue({ type: "between", a: N("Dane"), b: P("cat"), c: N("Swede") })).toBe(
      "The cat owner lives somewhere between the Dane on the left and the Swede on the right.",
    );
    expect(clue({ type: "distance", a: N("Dane"), b: C("red"), d: 1 })).toBe("The Dane lives next to the red house.");
    expect(clue({ type: "distance", a: N("Dane"), b: P("dog"), d: 2 })).toBe("There is one house between the Dane and the dog owner.");
    expect(clue({ type: "distance", a: C("white"), b: C("red"), d: 4 })).toBe("There are three houses between the white house and the red house.");
  });

  it("say the house, not the person in it, and say a relation that pins a house as that house", () => {
    expect(clue({ type: "left_of", a: { pos: 3 }, b: P("cat") })).toBe("The cat owner lives somewhere to the right of the third house.");
    expect(clue({ type: "next_to", a: D("tea"), b: { pos: 3 } })).toBe("The tea drinker lives next to the third house.");
    expect(clue({ type: "left_of", a: D("tea"), b: { pos: 2 } })).toBe("The tea drinker lives in the first house.");
    expect(clue({ type: "immediately_left", a: P("dog"), b: { pos: 4 } })).toBe("The dog owner lives in the third house.");
    expect(clue({ type: "next_to", a: { pos: 5 }, b: N("Dane") })).toBe("The Dane lives in the fourth house.");
    expect(clue({ type: "right_of", a: P("dog"), b: { pos: 1 } })).toBe("The dog owner does not live in the first house.");
    expect(clue({ type: "distance", a: { pos: 1 }, b: P("dog"), d: 2 })).toBe("The dog owner lives in the third house.");
    for (const type of ["left_of", "right_of", "next_to", "immediately_left", "immediately_right"] as const) {
      for (let pos = 1; pos <= 5; pos++) expect(clue({ type, a: P("dog"), b: { pos } })).not.toMatch(/the person in the \w+ house/);
    }
  });

  it("make the person the subject when a house and a person are related", () => {
    expect(clue({ type: "immediately_left", a: C("green"), b: D("tea") })).toBe("The tea drinker lives immediately to the right of the green house.");
    expect(clue({ type: "left_of", a: C("green"), b: D("tea") })).toBe("The tea drinker lives somewhere to the right of the green house.");
    expect(clue({ type: "next_to", a: C("green"), b: D("tea") })).toBe("The tea drinker lives next to the green house.");
    expect(clue({ type: "not_next_to", a: C("green"), b: D("tea") })).toBe("The tea drinker does not live next to the green house.");
    expect(clue({ type: "between", a: C("red"), b: P("cat"), c: N("Swede") })).toBe(
      "The cat owner lives somewhere between the red house on the left and the Swede's house on the right.",
    );
    expect(clue({ type: "between", a: N("Dane"), b: C("white"), c: D("tea") })).toBe(
      "The white house is somewhere between the Dane's house on the left and the tea drinker's house on the right.",
    );
    expect(clue({ type: "distance", a: N("Dane"), b: C("red"), d: 3 })).toBe("There are two houses between the Dane's house and the red house.");
  });

  it("word either/or clues, saying 'or both' only when both can hold", () => {
    expect(clue({ type: "any_of", options: [[{ type: "at", a: P("zebra"), pos: 1 }], [{ type: "at", a: P("zebra"), pos: 5 }]] })).toBe(
      "Either the zebra owner lives in the first house, or the zebra owner lives in the fifth house.",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [{ type: "next_to", a: P("cat"), b: N("Dane") }],
          [
            { type: "ends", a: P("cat") },
            { type: "not_same", a: P("cat"), b: D("tea") },
          ],
        ],
      }),
    ).toBe("Either the cat owner lives next to the Dane, or the cat owner lives at one end of the row and the cat owner is not the tea drinker (or both).");
    expect(
      clue({
        type: "any_of",
        options: [[{ type: "at", a: P("zebra"), pos: 1 }], [{ type: "same", a: P("zebra"), b: N("Dane") }], [{ type: "left_of", a: P("zebra"), b: C("red") }]],
      }),
    ).toBe(
      "At least one of the following holds: the zebra owner lives in the first house; the zebra owner is the Dane; the zebra owner lives somewhere to the left of the red house.",
    );
  });

  it("word numeric comparisons with the lexicon, swapping a negative difference, and people rather than houses", () => {
    expect(clue({ type: "less_than", attr: "Age", a: N("Dane"), b: D("tea") })).toBe("The Dane is younger than the tea drinker.");
    expect(clue({ type: "greater_than", attr: "Age", a: { pos: 3 }, b: C("red") })).toBe(
      "The person in the third house is older than the person in the red house.",
    );
    expect(clue({ type: "difference", attr: "Age", a: N("Swede"), b: N("Dane"), d: 3 })).toBe("The Swede is exactly 3 years older than the Dane.");
    expect(clue({ type: "difference", attr: "Age", a: N("Swede"), b: N("Dane"), d: -5 })).toBe("The Dane is exactly 5 years older than the Swede.");
  });

  it("fall back to generic wording without a lexicon", () => {
    expect(clue({ type: "same", a: N("English"), b: C("red") }, bare)).toBe("The person whose Nationality is English is the person whose Color is red.");
    expect(clue({ type: "less_than", attr: "Age", a: N("Dane"), b: { pos: 2 } }, bare)).toBe(
      "The person whose Nationality is Dane has a lower Age than the person in the second house.",
    );
    expect(clue({ type: "difference", attr: "Age", a: N("Dane"), b: N("Swede"), d: 10 }, bare)).toBe(
      "The Age of the person whose Nationality is Dane is exactly 10 higher than that of the person whose Nationality is Swede.",
    );
  });

  it("ignore a lexicon in another language", () => {
    expect(clue({ type: "at", a: P("zebra"), pos: 2 }, { puzzle, lexicon: { locale: "zh", attributes: { Pet: { subject: "养{value}的人" } } } })).toBe(
      "The person whose Pet is zebra lives in the second house.",
    );
  });

  it("print the author's sentence only when asked to", () => {
    const authored: Clue = { type: "at", a: N("Norwegian"), pos: 1, text: "The Norwegian lives in the first house on the left." };
    expect(renderer.clue(authored, ctx)).toBe("The Norwegian lives in the first house.");
    expect(createEnglishRenderer({ clueText: "author" }).clue(authored, ctx)).toBe(authored.text);
  });

  it("fail loudly on a lexicon template with an unknown placeholder", () => {
    const broken: RenderContext = { puzzle, lexicon: { locale: "en", attributes: { Pet: { subject: "the {valeu} owner" } } } };
    expect(() => clue({ type: "at", a: P("zebra"), pos: 2 }, broken)).toThrow(/\{valeu\}/);
  });
});
