import { describe, expect, it } from "vitest";
import { ui } from "./index.js";

describe("the English app strings", () => {
  const t = ui.playground;

  it("say a cell as one says it, houses last", () => {
    expect(t.cellLabel("Dane", t.houseName(3), t.cellStates.no, false, false)).toBe("Dane, house 3: no");
    expect(t.cellLabel("Dane", t.houseName(3), t.cellStates["implied-yes"], true, true)).toBe(
      "Dane, house 3: yes, follows from your marks, contradicts your other marks, in the hint",
    );
  });

  it("count hints and clues in words that agree", () => {
    expect(t.solvedIn("4:12", 0)).toBe("Solved in 4:12!");
    expect(t.solvedIn("4:12", 1)).toBe("Solved in 4:12, with 1 hint.");
    expect(t.solvedIn("4:12", 2)).toBe("Solved in 4:12, with 2 hints.");
    expect(ui.cli.unsatisfiable([3])).toBe("unsatisfiable: no arrangement satisfies every clue; clue 3 cannot hold");
    expect(ui.cli.unsatisfiable([3, 7, 12])).toBe("unsatisfiable: no arrangement satisfies every clue; clues 3, 7 and 12 cannot all hold");
    // The heading names the puzzle; where it comes from is the --verbose line.
    expect(ui.cli.puzzleTitle(2)).toBe("Puzzle 2");
    expect(ui.cli.puzzleDetails({ seed: "7", index: 3, houses: 5, attributes: 4, level: "hard" })).toBe("seed 7 · #3 · 5×4 · hard");
  });
});
