import { describe, expect, it } from "vitest";
import { MarkGrid } from "./marks.js";

const attributes = [
  { name: "Color", values: ["red", "green", "blue"] },
  { name: "Pet", values: ["dog", "cat", "fish"] },
];

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

  it("brings crossed-out cells back when the yes is removed, and undoes and redoes", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 0, pos: 0 }, "no");
    g.set({ attr: 0, value: 1, pos: 0 }, "yes");
    expect(g.encode().slice(0, 9)).toBe("x..o.....");
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
    expect(g.placed().Pet).toEqual(["dog", "cat", null]);
    g.undo();
    expect(g.placed().Pet).toEqual([null, null, null]);
  });

  it("reports clashing yeses and rows with nothing left", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 0, pos: 0 }, "yes");
    g.set({ attr: 0, value: 0, pos: 1 }, "yes");
    expect(g.conflicts()).toHaveLength(2);
    g.clear();
    expect(g.conflicts()).toHaveLength(0);
    for (let pos = 0; pos < 3; pos++) g.set({ attr: 1, value: 2, pos }, "no");
    expect(g.deadLines()).toEqual([{ attr: 1, value: 2 }]);
  });

  it("lists candidates and knows when it is complete", () => {
    const g = new MarkGrid(attributes, 3);
    g.set({ attr: 0, value: 2, pos: 0 }, "yes");
    expect(g.candidates().Color).toEqual([["blue"], ["red", "green"], ["red", "green"]]);
    expect(g.complete()).toBe(false);
    g.apply([
      [{ attr: 0, value: 0, pos: 1 }, "yes"],
      [{ attr: 0, value: 1, pos: 2 }, "yes"],
      [{ attr: 1, value: 0, pos: 0 }, "yes"],
      [{ attr: 1, value: 1, pos: 1 }, "yes"],
      [{ attr: 1, value: 2, pos: 2 }, "yes"],
    ]);
    expect(g.complete()).toBe(true);
    const copy = new MarkGrid(attributes, 3);
    expect(copy.decode(g.encode())).toBe(true);
    expect(copy.placed()).toEqual(g.placed());
    expect(copy.decode("xx")).toBe(false);
  });
});
