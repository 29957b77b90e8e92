import { describe, expect, it } from "vitest";
import type { Clue } from "@zebra/model";
import { sameMeaning } from "./same-meaning.js";

const dog = { attr: "Pet", value: "dog" };
const cat = { attr: "Pet", value: "cat" };
const tea = { attr: "Drink", value: "tea" };

describe("sameMeaning", () => {
  it("takes one between clue and its two sides for one meaning", () => {
    const between: Clue[] = [{ type: "between", a: dog, b: { pos: 3 }, c: tea }];
    const sides: Clue[] = [
      { type: "right_of", a: { pos: 3 }, b: dog },
      { type: "left_of", a: { pos: 3 }, b: tea },
    ];
    expect(sameMeaning(between, sides, 5)).toBe(true);
    expect(sameMeaning([{ type: "immediately_left", a: dog, b: { pos: 3 } }], [{ type: "at", a: dog, pos: 2 }], 5)).toBe(true);
  });

  it("tells readings apart that say different things, or that it cannot compare", () => {
    expect(sameMeaning([{ type: "left_of", a: dog, b: cat }], [{ type: "immediately_left", a: dog, b: cat }], 5)).toBe(false);
    expect(sameMeaning([{ type: "next_to", a: dog, b: tea }], [{ type: "next_to", a: cat, b: tea }], 4)).toBe(false);
    const either: Clue = { type: "any_of", options: [[{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: dog, pos: 2 }]] };
    expect(sameMeaning([either], [either], 3)).toBe(false);
  });
});
