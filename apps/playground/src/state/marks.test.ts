import { describe, expect, it } from "vitest";
import { MarkGrid, marksFor, type PairCell } from "./marks.js";

const attributes = [
  { name: "Color", values: ["red", "green", "blue"] },
  { name: "Pet", values: ["dog", "cat", "fish"] },
];
/** Color value `color` with Pet value `pet`: a cell of the block that has no house in it. */
const colorPet = (color: number, pet: number): PairCell => ({ a: { dim: 1, value: color }, b: { dim: 2, value: pet } });

describe("MarkGrid", () => {
  it("crosses out the rest of a yes's row and column inside its block only", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 1, pos: 2 }, "yes");
    expect(g.view({ attr: 0, value: 1, pos: 2 })).toBe("yes");
    expect(g.view({ attr: 0, value: 1, pos: 0 })).toBe("implied-no");
    expect(g.view({ attr: 0, value: 0, pos: 2 })).toBe("implied-no");
    expect(g.view({ attr: 0, value: 0, pos: 0 })).toBe("empty");
    expect(g.view({ attr: 1, value: 1, pos: 0 })).toBe("empty");
    expect(g.openPositions(0, 1)).toEqual([3]);
    expect(g.openPositions(0, 0)).toEqual([1, 2]);
  });

  it("shows what follows only as far as the visitor asks, but always reasons with all of it", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 1, pos: 2 }, "yes");
    g.autoMarks = "off";
    expect(g.view({ attr: 0, value: 1, pos: 0 })).toBe("empty");
    expect(g.excluded({ attr: 0, value: 1, pos: 0 })).toBe(true);
    g.autoMarks = "cross";
    expect(g.view({ attr: 0, value: 1, pos: 0 })).toBe("implied-no");
  });

  it("is one set of marks for both views: a house cell is the same cell addressed as a pair", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ a: { dim: 0, value: 2 }, b: { dim: 2, value: 1 } }, "no");
    expect(g.get({ attr: 1, value: 1, pos: 2 })).toBe("no");
    expect(g.key({ attr: 1, value: 1, pos: 2 })).toBe(g.key({ a: { dim: 2, value: 1 }, b: { dim: 0, value: 2 } }));
  });

  it("combines blocks: what is known of the red house holds for the cat that lives in it", () => {
    const g = new MarkGrid(attributes, 3);
    g.set(colorPet(0, 1), "yes"); // the red house has the cat
    g.set({ attr: 0, value: 0, pos: 1 }, "yes"); // red is house 2
    g.autoMarks = "cross";
    expect(g.view({ attr: 1, value: 1, pos: 1 })).toBe("empty");
    g.autoMarks = "combine";
    expect(g.view({ attr: 1, value: 1, pos: 1 })).toBe("implied-yes");
    expect(g.view({ attr: 1, value: 1, pos: 0 })).toBe("implied-no");
    expect(g.view(colorPet(1, 1))).toBe("implied-no");
    // Check and the rest reason with it whatever the grid shows.
    g.autoMarks = "off";
    expect(g.placed().Pet).toEqual([null, "cat", null]);
    expect(g.openPositions(1, 1)).toEqual([2]);
    // A "no" combines too: the cat is not in house 3, so red is not either.
    const h = new MarkGrid(attributes, 3);
    h.set(colorPet(0, 1), "yes");
    h.set({ attr: 1, value: 1, pos: 2 }, "no");
    expect(h.excluded({ attr: 0, value: 0, pos: 2 })).toBe(true);
  });

  it("places the last open cell of a line when reasoning, not on the grid", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 1, value: 2, pos: 0 }, "no");
    g.set({ attr: 1, value: 2, pos: 1 }, "no");
    expect(g.view({ attr: 1, value: 2, pos: 2 })).toBe("empty");
    expect(g.placed().Pet).toEqual([null, null, "fish"]);
  });

  it("brings crossed-out cells back when the yes is removed, and undoes and redoes", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 0, pos: 0 }, "no");
    g.set({ attr: 0, value: 1, pos: 0 }, "yes");
    expect(g.undo()).toBe(true);
    expect(g.view({ attr: 0, value: 1, pos: 0 })).toBe("empty");
    expect(g.view({ attr: 0, value: 0, pos: 0 })).toBe("no");
    expect(g.view({ attr: 0, value: 2, pos: 0 })).toBe("empty");
    expect(g.redo()).toBe(true);
    expect(g.view({ attr: 0, value: 2, pos: 0 })).toBe("implied-no");
    g.set({ attr: 0, value: 1, pos: 0 }, "empty");
    expect(g.view({ attr: 0, value: 2, pos: 0 })).toBe("empty");
    expect(g.canRedo).toBe(false);
  });

  it("treats a batch as one action and ignores no-op sets", () => {
    const g = new MarkGrid(attributes, 3);
    expect(g.set({ attr: 1, value: 0, pos: 0 }, "empty")).toBe(false);
    expect(g.canUndo).toBe(false);
    g.apply([
      [{ attr: 1, value: 0, pos: 0 }, "yes"],
      [{ attr: 1, value: 1, pos: 1 }, "yes"],
    ]);
    expect(g.placed().Pet).toEqual(["dog", "cat", "fish"]);
    g.undo();
    expect(g.placed().Pet).toEqual([null, null, null]);
  });

  it("reports clashing marks, in a line and across blocks, and lines with nothing left", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 0, pos: 0 }, "yes");
    g.set({ attr: 0, value: 0, pos: 1 }, "yes");
    expect(g.conflicts()).toHaveLength(2);
    expect(g.clashes({ attr: 0, value: 0, pos: 0 })).toBe(true);
    g.autoMarks = "off";
    expect(g.clashes({ attr: 0, value: 0, pos: 1 })).toBe(true);
    g.clear();
    expect(g.conflicts()).toHaveLength(0);
    // Red has the cat, red is house 1, the cat is house 2: no single cell is wrong on its own.
    g.apply([
      [colorPet(0, 1), "yes"],
      [{ attr: 0, value: 0, pos: 0 }, "yes"],
      [{ attr: 1, value: 1, pos: 1 }, "yes"],
    ]);
    expect(g.conflicts().length).toBeGreaterThan(0);
    g.autoMarks = "cross";
    expect(g.clashes(colorPet(0, 1))).toBe(false);
    g.clear();
    for (let pos = 0; pos < 3; pos++) g.set({ attr: 1, value: 2, pos }, "no");
    expect(g.deadLines()).toEqual([{ elem: { dim: 2, value: 2 }, dim: 0 }]);
  });

  it("lists candidates, knows when it is complete, and saves and restores every block", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 2, pos: 0 }, "yes");
    expect(g.candidates().Color).toEqual([["blue"], ["red", "green"], ["red", "green"]]);
    expect(g.complete()).toBe(false);
    g.apply([
      [{ attr: 0, value: 0, pos: 1 }, "yes"],
      [{ attr: 1, value: 0, pos: 0 }, "yes"],
      [{ attr: 1, value: 1, pos: 1 }, "yes"],
    ]);
    // The last value of each attribute follows from the others.
    expect(g.complete()).toBe(true);
    g.set(colorPet(1, 2), "no");
    const text = g.encode();
    expect(text).toHaveLength(3 * 9);
    const copy = new MarkGrid(attributes, 3);
    expect(copy.decode(text)).toBe(true);
    expect(copy.placed()).toEqual(g.placed());
    expect(copy.get(colorPet(1, 2))).toBe("no");
    expect(copy.canUndo).toBe(false);
    expect(copy.decode("xx")).toBe(false);
    expect(copy.decode("?".repeat(27))).toBe(false);
    expect(copy.encode()).toBe(text);
  });

  it("saves its undo and redo history, and takes it up again only over the marks it leads to", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 0, pos: 0 }, "yes");
    g.apply([
      [{ attr: 1, value: 0, pos: 1 }, "no"],
      [{ attr: 1, value: 1, pos: 1 }, "yes"],
    ]);
    g.set(colorPet(1, 2), "no");
    g.undo();
    const saved = JSON.parse(JSON.stringify(g.history()));
    const copy = new MarkGrid(attributes, 3);
    copy.decode(g.encode());
    expect(copy.restoreHistory(saved)).toBe(true);
    expect(copy.canRedo).toBe(true);
    copy.undo();
    copy.undo();
    expect(copy.get({ attr: 0, value: 0, pos: 0 })).toBe("empty");
    expect(copy.canUndo).toBe(false);
    copy.redo();
    copy.redo();
    copy.redo();
    expect(copy.get(colorPet(1, 2))).toBe("no");
    // A history that does not lead to the marks it is restored over is refused.
    const other = new MarkGrid(attributes, 3);
    expect(other.restoreHistory(saved)).toBe(false);
    expect(other.canUndo).toBe(false);
    expect(other.restoreHistory({ undo: [[1, 2]], redo: [] })).toBe(false);
  });

  it("gives a logic grid's key at its own place: a fixed yes that no mark, clear or saved game changes", () => {
    const g = new MarkGrid(attributes, 3, true);
    expect(g.keyed).toBe(true);
    expect(g.isGiven({ attr: 0, value: 1, pos: 1 })).toBe(true);
    expect(g.get({ attr: 0, value: 1, pos: 1 })).toBe("yes");
    expect(g.excluded({ attr: 0, value: 0, pos: 1 })).toBe(true);
    expect(g.marked).toBe(false);
    expect(g.set({ attr: 0, value: 1, pos: 1 }, "no")).toBe(false);
    // Pet 2 (fish) goes with Color 0 (red), the key's first value: the house block of the pets shows it.
    g.set({ a: { dim: 0, value: 0 }, b: { dim: 2, value: 2 } }, "yes");
    expect(g.marked).toBe(true);
    expect(g.placed()).toEqual({ Color: ["red", "green", "blue"], Pet: ["fish", null, null] });
    const saved = g.encode();
    g.clear();
    expect(g.get({ attr: 0, value: 2, pos: 2 })).toBe("yes");
    expect(g.marked).toBe(false);
    const again = new MarkGrid(attributes, 3, true);
    expect(again.decode(saved.replace(/o/g, "."))).toBe(true);
    expect(again.get({ attr: 0, value: 0, pos: 0 })).toBe("yes");
    expect(again.restoreHistory({ undo: [[again.key({ attr: 0, value: 0, pos: 0 }), 0, 2]], redo: [] })).toBe(false);
    again.set({ attr: 1, value: 0, pos: 1 }, "yes");
    expect(again.complete()).toBe(false);
    // The last pet has one place left: the grid is complete.
    again.set({ attr: 1, value: 1, pos: 2 }, "yes");
    expect(again.complete()).toBe(true);
    expect(marksFor({ format: "zebra-puzzle/1", kind: "logic-grid", size: 3, attributes, clues: [] }).keyed).toBe(true);
    expect(marksFor({ format: "zebra-puzzle/1", size: 3, attributes, clues: [] }).keyed).toBe(false);
  });
});
