import { describe, expect, it } from "vitest";
import type { Puzzle } from "@zebra/model";
import { MarkGrid } from "../state/marks.js";
import { wrongMarks } from "./wrong-marks.js";

const puzzle = {
  format: "zebra-puzzle/1",
  size: 3,
  attributes: [
    { name: "Name", values: ["Ann", "Bo", "Cy"] },
    { name: "Pet", values: ["cat", "dog", "fish"] },
  ],
  clues: [],
} as unknown as Puzzle;
const solution = { Name: ["Bo", "Ann", "Cy"], Pet: ["dog", "fish", "cat"] };

describe("wrongMarks", () => {
  it("lists a yes on values in different houses and a no on values that share one, and nothing else", () => {
    const marks = new MarkGrid(puzzle.attributes, 3);
    marks.set({ attr: 0, value: 0, pos: 0 }, "yes"); // Ann in house 1: wrong (house 2)
    marks.set({ attr: 0, value: 1, pos: 0 }, "no"); // Bo not in house 1: wrong
    marks.set({ attr: 0, value: 2, pos: 0 }, "no"); // Cy not in house 1: right
    marks.set({ a: { dim: 1, value: 0 }, b: { dim: 2, value: 2 } }, "yes"); // Ann with the fish: right
    marks.set({ a: { dim: 1, value: 2 }, b: { dim: 2, value: 0 } }, "no"); // Cy without the cat: wrong
    const wrong = wrongMarks(puzzle, solution, marks).map((c) => marks.key(c));
    expect(wrong.sort()).toEqual(
      [
        { attr: 0, value: 0, pos: 0 },
        { attr: 0, value: 1, pos: 0 },
        { a: { dim: 1, value: 2 }, b: { dim: 2, value: 0 } },
      ]
        .map((c) => marks.key(c))
        .sort(),
    );
  });

  it("finds nothing on an empty grid", () => {
    expect(wrongMarks(puzzle, solution, new MarkGrid(puzzle.attributes, 3))).toEqual([]);
  });
});
