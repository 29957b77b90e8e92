import { describe, expect, it } from "vitest";
import { ui } from "./index.js";

describe("the English app strings", () => {
  const t = ui.playground;

  it("say a cell as one says it, houses last", () => {
    expect(t.cellLabel("Dane", t.houseName(3), t.cellStates.no, false, false)).toBe("Dane, house 3: no");
    expect(t.cellLabel("Dane", t.houseName(3), t.cellStates["implied-yes"], true, true)).toBe("Dane, house 3: yes, follows from your marks, contradicts your other marks, in the hint");
  });

  it("count hints and clues in words that agree", () => {
    expect(t.solvedIn("4:12", 0)).toBe("Solved in 4:12!");
    expect(t.solvedIn("4:12", 1)).toBe("Solved in 4:12, with 1 hint.");
    expect(t.solvedIn("4:12", 2)).toBe("Solved in 4:12, with 2 hints.");
    expect(ui.cli.conflict([3])).toBe("clue 3 cannot hold");
    expect(ui.cli.conflict([3, 7, 12])).toBe("clues 3, 7 and 12 cannot all hold");
  });
});
