import { readFileSync } from "node:fs";
import { parsePuzzle, type Conclusion, type Puzzle, type Step } from "@zebra/model";
import { deduce } from "@zebra/solver";
import { describe, expect, it } from "vitest";
import { MarkGrid } from "../state/marks.js";
import { conclusionCells, conclusionShown, nextStep, stepMarks } from "./steps.js";

const parsed = parsePuzzle(readFileSync(new URL("../../../../fixtures/einstein.json", import.meta.url), "utf8"));
if (!parsed.ok) throw new Error("the Einstein fixture does not parse");
const puzzle: Puzzle = parsed.value;
const steps = deduce(puzzle).steps;

describe("hints and explanations from the trace", () => {
  it("starts at the first step and moves on as the marks show each step", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    expect(nextStep(steps, marks)?.index).toBe(0);
    for (let k = 0; k < 5; k++) marks.apply(stepMarks(steps[k]!, marks));
    expect(nextStep(steps, marks)!.index).toBeGreaterThanOrEqual(5);
  });

  it("writing every step in gives the published solution", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    for (const step of steps) marks.apply(stepMarks(step, marks));
    expect(nextStep(steps, marks)).toBeUndefined();
    expect(marks.complete()).toBe(true);
    expect(marks.placed()).toEqual(puzzle.solution);
  });

  it("counts a placement as shown when the marks leave it one place", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    const at = { kind: "at", entity: { attr: "Nationality", value: "Norwegian" }, pos: 1 } as const;
    expect(conclusionShown(at, marks)).toBe(false);
    for (let pos = 1; pos < 5; pos++) marks.set(marks.cellOf("Nationality", "Norwegian", pos)!, "no");
    expect(conclusionShown(at, marks)).toBe(true);
    const notAt = { kind: "not_at", entity: { attr: "Color", value: "blue" }, positions: [1, 3] } as const;
    expect(conclusionShown(notAt, marks)).toBe(false);
    marks.set(marks.cellOf("Color", "blue", 0)!, "no");
    marks.set(marks.cellOf("Color", "blue", 2)!, "no");
    expect(conclusionShown(notAt, marks)).toBe(true);
  });

  it("names the cells a step decides", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    const step = steps[0]!;
    const cells = conclusionCells(step, marks);
    const expected = step.conclusions.reduce((n, c) => n + (c.kind === "at" ? 1 : c.positions.length), 0);
    expect(cells).toHaveLength(expected);
  });

  it("marks a placement the trace only implies, where a step leaves a value one house", () => {
    const stated = new Set(steps.flatMap((step) => step.conclusions.filter((c) => c.kind === "at").map((c) => `${c.entity.attr}/${c.entity.value}/${c.pos}`)));
    const inferred = Object.entries(puzzle.solution!).flatMap(([attr, row]) =>
      row.map((value, i) => ({ attr, value, pos: i + 1 })).filter((e) => !stated.has(`${e.attr}/${e.value}/${e.pos}`)),
    );
    expect(inferred.length).toBeGreaterThan(0);
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    for (const step of steps) marks.apply(stepMarks(step, marks));
    for (const e of inferred) expect(marks.get(marks.cellOf(e.attr, e.value, e.pos - 1)!)).toBe("yes");
  });

  it("turns a single open cell in a row or column of a block into a yes, and follows it through", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    const step = (...conclusions: Conclusion[]): Step => ({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions });
    const notAt = (attr: string, value: string, positions: number[]): Conclusion => ({ kind: "not_at", entity: { attr, value }, positions });
    const yesCells = (entries: ReturnType<typeof stepMarks>) => entries.filter(([, m]) => m === "yes").map(([cell]) => cell);
    // Blue is left only house 2: a yes there.
    expect(yesCells(stepMarks(step(notAt("Color", "blue", [1, 3, 4, 5])), marks))).toEqual([marks.cellOf("Color", "blue", 1)]);
    // House 3 is left only milk: a yes there.
    const drinks = step(notAt("Drink", "tea", [3]), notAt("Drink", "coffee", [3]), notAt("Drink", "beer", [3]), notAt("Drink", "water", [3]));
    expect(yesCells(stepMarks(drinks, marks))).toEqual([marks.cellOf("Drink", "milk", 2)]);
    // Dog and cat are left houses 1 and 2: nothing is placed yet.
    const pets = step(notAt("Pet", "dog", [3, 4, 5]), notAt("Pet", "cat", [3, 4, 5]));
    expect(yesCells(stepMarks(pets, marks))).toEqual([]);
    marks.apply(stepMarks(pets, marks));
    // Dog is then kept from house 2: its row places it in house 1, and the crossing-out that
    // follows leaves cat only house 2.
    const placed = yesCells(stepMarks(step(notAt("Pet", "dog", [2])), marks));
    expect(placed).toHaveLength(2);
    expect(placed).toContainEqual(marks.cellOf("Pet", "dog", 0));
    expect(placed).toContainEqual(marks.cellOf("Pet", "cat", 1));
  });

  it("gives as a hint a step the marks do not imply yet, step after step", () => {
    const marks = new MarkGrid(puzzle.attributes, puzzle.size);
    let last = -1;
    for (let next = nextStep(steps, marks); next; next = nextStep(steps, marks)) {
      expect(next.index).toBeGreaterThan(last);
      expect(next.step.conclusions.every((c) => conclusionShown(c, marks))).toBe(false);
      for (const earlier of steps.slice(0, next.index)) expect(earlier.conclusions.every((c) => conclusionShown(c, marks))).toBe(true);
      last = next.index;
      marks.apply(stepMarks(next.step, marks));
    }
    expect(marks.placed()).toEqual(puzzle.solution);
  });
});
