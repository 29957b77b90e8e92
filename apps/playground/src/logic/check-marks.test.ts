import { parsePuzzle, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { MarkGrid } from "../state/marks.js";
import { checkMarks, clueSatisfiable } from "./check-marks.js";

function puzzle(clues: unknown[]): Puzzle {
  const r = parsePuzzle({
    format: "zebra-puzzle/1",
    size: 3,
    attributes: { Color: ["red", "green", "blue"], Pet: ["dog", "cat", "fish"], Age: [20, 30, 40] },
    clues,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const red = { attr: "Color", value: "red" };
const dog = { attr: "Pet", value: "dog" };

describe("checkMarks", () => {
  it("flags a clue only when no placement the marks leave open satisfies it", () => {
    const p = puzzle([
      { type: "next_to", a: red, b: dog },
      { type: "at", a: red, pos: 1 },
    ]);
    const g = new MarkGrid(p.attributes, 3);
    expect(checkMarks(p, g).violated).toEqual([]);
    g.set({ attr: 0, value: 0, pos: 0 }, "yes"); // red at 1
    g.set({ attr: 1, value: 0, pos: 2 }, "yes"); // dog at 3: not next to red
    expect(checkMarks(p, g).violated).toEqual([0]);
    g.undo();
    g.set({ attr: 1, value: 0, pos: 1 }, "no"); // dog not at 2: next_to now impossible
    expect(checkMarks(p, g).violated).toEqual([0]);
    g.undo();
    g.undo();
    g.set({ attr: 0, value: 0, pos: 0 }, "no"); // red not at 1 breaks the "at" clue
    expect(checkMarks(p, g).violated).toEqual([1]);
  });

  it("reads either/or clues and numeric comparisons", () => {
    const p = puzzle([
      { type: "any_of", options: [[{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: dog, pos: 3 }]] },
      { type: "less_than", attr: "Age", a: dog, b: red },
    ]);
    const g = new MarkGrid(p.attributes, 3);
    g.apply([
      [{ attr: 1, value: 0, pos: 0 }, "no"],
      [{ attr: 1, value: 0, pos: 2 }, "no"],
    ]);
    expect(clueSatisfiable(p.clues[0]!, p, g)).toBe(false);
    g.clear();
    // dog and red in the same house: "younger than" cannot hold.
    g.apply([
      [{ attr: 1, value: 0, pos: 1 }, "yes"],
      [{ attr: 0, value: 0, pos: 1 }, "yes"],
    ]);
    expect(clueSatisfiable(p.clues[1]!, p, g)).toBe(false);
    g.undo();
    g.apply([
      [{ attr: 0, value: 0, pos: 0 }, "yes"],
      [{ attr: 2, value: 0, pos: 0 }, "yes"], // red is 20: nobody is younger
    ]);
    expect(clueSatisfiable(p.clues[1]!, p, g)).toBe(false);
  });

  it("says solved when a full grid satisfies every clue, and counts clashes", () => {
    const p = puzzle([{ type: "at", a: red, pos: 1 }]);
    const g = new MarkGrid(p.attributes, 3);
    const full: [{ attr: number; value: number; pos: number }, "yes"][] = [];
    for (let attr = 0; attr < 3; attr++) for (let i = 0; i < 3; i++) full.push([{ attr, value: i, pos: i }, "yes"]);
    g.apply(full);
    expect(checkMarks(p, g)).toMatchObject({ violated: [], clashes: 0, solved: true });
    g.set({ attr: 0, value: 1, pos: 0 }, "yes");
    const c = checkMarks(p, g);
    expect(c.solved).toBe(false);
    expect(c.clashes).toBeGreaterThan(0);
  });
});
