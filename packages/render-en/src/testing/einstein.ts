import type { Clue, Lexicon, Puzzle } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { renderer } from "../index.js";

// The Einstein puzzle's attributes with an age, and a lexicon for them: what the English renderer's tests word.

export const N = (value: string) => ({ attr: "Nationality", value });
export const C = (value: string) => ({ attr: "Color", value });
export const P = (value: string) => ({ attr: "Pet", value });
export const D = (value: string) => ({ attr: "Drink", value });

export const puzzle: Puzzle = {
  format: "zebra-puzzle/1",
  size: 5,
  attributes: [
    { name: "Nationality", values: ["English", "Swede", "Dane", "Norwegian", "Japanese"] },
    { name: "Color", values: ["red", "green", "white", "yellow", "blue"] },
    { name: "Pet", values: ["dog", "cat", "zebra", "horse", "snail"] },
    { name: "Drink", values: ["tea", "coffee", "milk", "water", "juice"] },
    { name: "Age", values: [20, 30, 40, 50, 60] },
  ],
  clues: [],
};
export const lexicon: Lexicon = {
  locale: "en",
  attributes: {
    Nationality: { noun: "nationality", subject: "the {value}", predicate: "is the {value}", values: { English: "Englishman" } },
    Color: { noun: "house color", subject: "the person who lives in the {value} house", predicate: "lives in the {value} house" },
    Pet: { noun: "pet", subject: "the {value} owner", predicate: "owns a {value}" },
    Drink: { noun: "drink", subject: "the {value} drinker", predicate: "drinks {value}", question: "what does {a} drink?" },
    Age: {
      noun: "age",
      subject: "the {value}-year-old",
      predicate: "is {value} years old",
      less: "{a} is younger than {b}",
      greater: "{a} is older than {b}",
      difference: "{a} is exactly {d} years older than {b}",
    },
  },
};
export const ctx: RenderContext = { puzzle, lexicon };
export const bare: RenderContext = { puzzle };
export const clue = (c: Clue, context = ctx) => renderer.clue(c, context);
