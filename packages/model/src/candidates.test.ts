import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyConclusion, applyStep, candidatesOf, cloneCandidateState, createCandidateGrid, isContradictory, parsePuzzle, partialGridOf } from "@zebra/model";
import type { Puzzle, Step } from "@zebra/model";

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");

const puzzle: Puzzle = {
  format: "zebra-puzzle/1",
  size: 3,
  attributes: [
    { name: "Pet", values: ["dog", "cat", "fish"] },
    { name: "Age", values: [20, 30, 40] },
  ],
  clues: [],
};

const dog = { attr: "Pet", value: "dog" };
const cat = { attr: "Pet", value: "cat" };
const fish = { attr: "Pet", value: "fish" };

describe("createCandidateGrid", () => {
  it("starts with every value possible everywhere and nothing known", () => {
    const state = createCandidateGrid(puzzle);
    expect(candidatesOf(state)).toEqual({
      Pet: [
        ["dog", "cat", "fish"],
        ["dog", "cat", "fish"],
        ["dog", "cat", "fish"],
      ],
      Age: [
        [20, 30, 40],
        [20, 30, 40],
        [20, 30, 40],
      ],
    });
    expect(partialGridOf(state)).toEqual({ Pet: [null, null, null], Age: [null, null, null] });
    expect(isContradictory(state)).toBe(false);
  });
});

describe("applyConclusion", () => {
  it("places a value: removes it from other positions and other values from its cell", () => {
    const state = createCandidateGrid(puzzle);
    expect(applyConclusion(state, { kind: "at", entity: cat, pos: 2 })).toBe(true);
    expect(candidatesOf(state).Pet).toEqual([["dog", "fish"], ["cat"], ["dog", "fish"]]);
    expect(candidatesOf(state).Age).toEqual([
      [20, 30, 40],
      [20, 30, 40],
      [20, 30, 40],
    ]);
    expect(partialGridOf(state).Pet).toEqual([null, "cat", null]);
  });

  it("eliminates positions with not_at, and says when nothing changed", () => {
    const state = createCandidateGrid(puzzle);
    expect(applyConclusion(state, { kind: "not_at", entity: { attr: "Age", value: 40 }, positions: [1, 3] })).toBe(true);
    expect(candidatesOf(state).Age).toEqual([
      [20, 30],
      [20, 30, 40],
      [20, 30],
    ]);
    // 40 has one position left: it is placed, and its cell is known (a hidden single).
    expect(partialGridOf(state).Age).toEqual([null, 40, null]);
    expect(applyConclusion(state, { kind: "not_at", entity: { attr: "Age", value: 40 }, positions: [1] })).toBe(false);
    expect(applyConclusion(state, { kind: "at", entity: { attr: "Age", value: 40 }, pos: 2 })).toBe(true);
    expect(applyConclusion(state, { kind: "at", entity: { attr: "Age", value: 40 }, pos: 2 })).toBe(false);
  });

  it("does not treat a cell with one candidate left as known (a naked single is a step of its own)", () => {
    const state = createCandidateGrid(puzzle);
    applyConclusion(state, { kind: "not_at", entity: dog, positions: [1] });
    applyConclusion(state, { kind: "not_at", entity: cat, positions: [1] });
    expect(candidatesOf(state).Pet![0]).toEqual(["fish"]);
    expect(partialGridOf(state).Pet).toEqual([null, null, null]);
    applyConclusion(state, { kind: "at", entity: fish, pos: 1 });
    expect(partialGridOf(state).Pet).toEqual(["fish", null, null]);
  });

  it("rejects conclusions about values or positions the puzzle does not have", () => {
    const state = createCandidateGrid(puzzle);
    expect(() => applyConclusion(state, { kind: "at", entity: { attr: "Pet", value: "zebra" }, pos: 1 })).toThrow(RangeError);
    expect(() => applyConclusion(state, { kind: "at", entity: { attr: "Drink", value: "tea" }, pos: 1 })).toThrow(RangeError);
    expect(() => applyConclusion(state, { kind: "at", entity: dog, pos: 4 })).toThrow(RangeError);
    expect(() => applyConclusion(state, { kind: "not_at", entity: dog, positions: [0] })).toThrow(RangeError);
  });
});

describe("isContradictory", () => {
  it("sees a value with no position left", () => {
    const state = createCandidateGrid(puzzle);
    applyConclusion(state, { kind: "not_at", entity: dog, positions: [1, 2, 3] });
    expect(isContradictory(state)).toBe(true);
  });

  it("sees a value placed where it had been excluded", () => {
    const state = createCandidateGrid(puzzle);
    applyConclusion(state, { kind: "not_at", entity: dog, positions: [2] });
    applyConclusion(state, { kind: "at", entity: dog, pos: 2 });
    expect(isContradictory(state)).toBe(true);
  });

  it("sees a cell with no value left", () => {
    const state = createCandidateGrid(puzzle);
    for (const pet of [dog, cat, fish]) applyConclusion(state, { kind: "not_at", entity: pet, positions: [3] });
    expect(isContradictory(state)).toBe(true);
  });

  it("sees two values placed in one cell, and leaves that cell unknown", () => {
    const state = createCandidateGrid(puzzle);
    applyConclusion(state, { kind: "not_at", entity: dog, positions: [2, 3] });
    applyConclusion(state, { kind: "not_at", entity: cat, positions: [2, 3] });
    expect(isContradictory(state)).toBe(true);
    expect(partialGridOf(state).Pet).toEqual([null, null, null]);
  });

  it("is false for a consistent partial grid", () => {
    const state = createCandidateGrid(puzzle);
    applyConclusion(state, { kind: "at", entity: dog, pos: 3 });
    applyConclusion(state, { kind: "not_at", entity: cat, positions: [1] });
    expect(isContradictory(state)).toBe(false);
  });
});

describe("replaying steps", () => {
  it("applyStep writes every conclusion of a step", () => {
    const state = createCandidateGrid(puzzle);
    const step: Step = {
      rule: "clue",
      tier: 1,
      clues: [0],
      premises: [],
      conclusions: [
        { kind: "at", entity: fish, pos: 1 },
        { kind: "not_at", entity: { attr: "Age", value: 20 }, positions: [1, 2] },
      ],
    };
    expect(applyStep(state, step)).toBe(true);
    expect(partialGridOf(state)).toEqual({ Pet: ["fish", null, null], Age: [null, null, 20] });
    expect(applyStep(state, step)).toBe(false);
  });

  it("cloneCandidateState gives an independent copy", () => {
    const state = createCandidateGrid(puzzle);
    const trial = cloneCandidateState(state);
    applyConclusion(trial, { kind: "at", entity: dog, pos: 1 });
    expect(partialGridOf(trial).Pet).toEqual(["dog", null, null]);
    expect(partialGridOf(state).Pet).toEqual([null, null, null]);
  });

  it("placing every value of the Einstein solution gives the solution back", () => {
    const parsed = parsePuzzle(einsteinText);
    if (!parsed.ok) throw new Error("fixture does not parse");
    const einstein = parsed.value;
    const state = createCandidateGrid(einstein);
    for (const [attr, row] of Object.entries(einstein.solution!)) {
      row.forEach((value, i) => {
        applyConclusion(state, { kind: "at", entity: { attr, value }, pos: i + 1 });
      });
    }
    expect(partialGridOf(state)).toEqual(einstein.solution);
    expect(isContradictory(state)).toBe(false);
    for (const cells of Object.values(candidatesOf(state))) for (const cell of cells) expect(cell).toHaveLength(1);
  });

  it("never reports a placement the eliminations do not force (property)", () => {
    // Random eliminations of one attribute: a cell is known exactly when some value has a single
    // position left there, and a state is contradictory when some value or cell runs out.
    const size = 4;
    const values = ["a", "b", "c", "d"];
    const small: Puzzle = { format: "zebra-puzzle/1", size, attributes: [{ name: "X", values }], clues: [] };
    const elimination = fc.record({ v: fc.integer({ min: 0, max: size - 1 }), positions: fc.subarray([1, 2, 3, 4], { minLength: 1 }) });
    fc.assert(
      fc.property(fc.array(elimination, { maxLength: 8 }), (eliminations) => {
        const state = createCandidateGrid(small);
        const possible = values.map(() => new Set([1, 2, 3, 4]));
        for (const { v, positions } of eliminations) {
          applyConclusion(state, { kind: "not_at", entity: { attr: "X", value: values[v]! }, positions });
          for (const p of positions) possible[v]!.delete(p);
        }
        const placedAt = [1, 2, 3, 4].map((p) => values.filter((_, v) => possible[v]!.size === 1 && possible[v]!.has(p)));
        expect(partialGridOf(state).X).toEqual(placedAt.map((vs) => (vs.length === 1 ? vs[0] : null)));
        const emptyValue = possible.some((s) => s.size === 0);
        const emptyCell = [1, 2, 3, 4].some((p) => possible.every((s) => !s.has(p)));
        const crowded = placedAt.some((vs) => vs.length > 1);
        expect(isContradictory(state)).toBe(emptyValue || emptyCell || crowded);
        expect(candidatesOf(state).X).toEqual([1, 2, 3, 4].map((p) => values.filter((_, v) => possible[v]!.has(p))));
      }),
      { numRuns: 300 },
    );
  });
});
