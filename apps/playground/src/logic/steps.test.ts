import { readFileSync } from "node:fs";
import { parsePuzzle, type Puzzle } from "@zebra/model";
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
});
