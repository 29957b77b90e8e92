import { createRng, type Clue, type Entity } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { knowledgeOf, type Knowledge } from "./clue-samplers.js";
import { drawHiddenGrid, type HiddenGrid } from "./hidden-grid.js";
import { clueKey, RedundancyIndex } from "./redundancy.js";

const A: Entity = { attr: "X", value: "a" };
const B: Entity = { attr: "Y", value: "b" };
const C: Entity = { attr: "Y", value: "c" };

function grid(size: number): HiddenGrid {
  const values = (p: string) => Array.from({ length: size }, (_, i) => `${p}${i}`);
  const g = drawHiddenGrid(
    createRng(1),
    [
      { id: "X", name: "X", values: ["a", ...values("x").slice(1)], numeric: false },
      { id: "Y", name: "Y", values: ["b", "c", ...values("y").slice(2)], numeric: false },
    ],
    size,
    2,
    false,
  );
  return g;
}

describe("clueKey", () => {
  it("treats the spellings of one meaning alike", () => {
    const pairs: [Clue, Clue][] = [
      [
        { type: "same", a: A, b: B },
        { type: "same", a: B, b: A },
      ],
      [
        { type: "next_to", a: A, b: B },
        { type: "next_to", a: B, b: A },
      ],
      [
        { type: "left_of", a: A, b: B },
        { type: "right_of", a: B, b: A },
      ],
      [
        { type: "immediately_left", a: A, b: B },
        { type: "immediately_right", a: B, b: A },
      ],
      [
        { type: "at", a: A, pos: 2 },
        { type: "same", a: { pos: 2 }, b: A },
      ],
      [
        { type: "less_than", attr: "Age", a: A, b: B },
        { type: "greater_than", attr: "Age", a: B, b: A },
      ],
      [
        { type: "distance", a: A, b: B, d: 2 },
        { type: "distance", a: B, b: A, d: 2 },
      ],
      [
        { type: "any_of", options: [[{ type: "same", a: A, b: B }], [{ type: "at", a: C, pos: 1 }]] },
        { type: "any_of", options: [[{ type: "at", a: C, pos: 1 }], [{ type: "same", a: B, b: A }]] },
      ],
    ];
    for (const [x, y] of pairs) expect(clueKey(x)).toBe(clueKey(y));
  });

  it("keeps different meanings apart", () => {
    const distinct: Clue[] = [
      { type: "left_of", a: A, b: B },
      { type: "left_of", a: B, b: A },
      { type: "immediately_left", a: A, b: B },
      { type: "next_to", a: A, b: B },
      { type: "distance", a: A, b: B, d: 2 },
      { type: "distance", a: A, b: B, d: 3 },
      { type: "between", a: A, b: B, c: C },
      { type: "between", a: C, b: B, c: A },
    ];
    expect(new Set(distinct.map((c) => clueKey(c))).size).toBe(distinct.length);
  });
});

describe("RedundancyIndex", () => {
  it("rejects duplicates in any spelling", () => {
    const index = new RedundancyIndex(grid(5));
    index.add({ type: "left_of", a: A, b: B });
    expect(index.isRedundant({ type: "right_of", a: B, b: A }, undefined)).toBe(true);
    expect(index.isRedundant({ type: "right_of", a: A, b: B }, undefined)).toBe(false);
  });

  it("rejects clues implied by accepted clues on the same people", () => {
    const index = new RedundancyIndex(grid(5));
    index.add({ type: "immediately_left", a: A, b: B });
    expect(index.isRedundant({ type: "next_to", a: A, b: B }, undefined)).toBe(true);
    expect(index.isRedundant({ type: "left_of", a: A, b: B }, undefined)).toBe(true);
    expect(index.isRedundant({ type: "not_same", a: A, b: B }, undefined)).toBe(true);
    expect(index.isRedundant({ type: "same", a: A, b: C }, undefined)).toBe(false);
  });

  it("rejects clues that hold in every placement the domains allow", () => {
    const g = grid(5);
    const index = new RedundancyIndex(g);
    const rowX = 0;
    const rowY = 1;
    // a can only be in houses 1–2, b only in 4–5: "a is left of b" and "a is not b" add nothing.
    const knowledge: Knowledge = knowledgeOf(5, (r, v) => (r === rowX && v === 0 ? 0b00011 : r === rowY && v === 0 ? 0b11000 : 0b11111));
    expect(g.attributes[rowX]!.values[0]).toBe("a");
    expect(index.isRedundant({ type: "left_of", a: A, b: B }, knowledge)).toBe(true);
    expect(index.isRedundant({ type: "not_same", a: A, b: B }, knowledge)).toBe(true);
    expect(index.isRedundant({ type: "next_to", a: A, b: B }, knowledge)).toBe(false);
    expect(index.isRedundant({ type: "ends", a: A }, knowledge)).toBe(false);
    expect(index.isRedundant({ type: "not_at", a: A, pos: 3 }, knowledge)).toBe(true);
  });

  it("rejects clues that say nothing for the size (two values of one attribute are always next to each other in two houses)", () => {
    const index = new RedundancyIndex(grid(2));
    expect(index.isRedundant({ type: "next_to", a: B, b: C }, undefined)).toBe(true);
    expect(index.isRedundant({ type: "next_to", a: A, b: B }, undefined)).toBe(false);
  });

  it("rejects a numeric comparison once both people and their values are placed", () => {
    const g = drawHiddenGrid(
      createRng(5),
      [
        { id: "X", name: "X", values: ["a", "x1", "x2"], numeric: false },
        { id: "Age", name: "Age", values: [10, 20, 30], numeric: true },
      ],
      3,
      2,
      false,
    );
    const index = new RedundancyIndex(g);
    const clue: Clue = { type: "less_than", attr: "Age", a: { pos: 1 }, b: A };
    const placedAll: Knowledge = knowledgeOf(3, (r, v) => 1 << g.positionOf[r]![v]!);
    expect(index.isRedundant(clue, placedAll)).toBe(true);
    expect(
      index.isRedundant(
        clue,
        knowledgeOf(3, () => 0b111),
      ),
    ).toBe(false);
  });
});
