import { describe, expect, it } from "vitest";
import { ui } from "./index.js";

describe("the German app strings", () => {
  const t = ui.playground;

  it("say a cell as one says it, houses last", () => {
    expect(t.cellLabel("Däne", t.houseName(3), t.cellStates.no, false, false)).toBe("Däne, Haus 3: nein");
    expect(t.cellLabel("Däne", t.houseName(3), t.cellStates["implied-yes"], true, true)).toBe(
      "Däne, Haus 3: ja, folgt aus Ihren Markierungen, widerspricht Ihren anderen Markierungen, im Tipp",
    );
  });

  it("count hints, clues and steps in words that agree", () => {
    expect([t.solvedIn("4:12", 0), t.solvedIn("4:12", 1), t.solvedIn("4:12", 2)]).toEqual([
      "Gelöst in 4:12!",
      "Gelöst in 4:12, mit einem Tipp.",
      "Gelöst in 4:12, mit 2 Tipps.",
    ]);
    expect([t.checkViolated(1), t.checkViolated(3)]).toEqual([
      "Ihre Markierungen verletzen einen Hinweis (hervorgehoben).",
      "Ihre Markierungen verletzen 3 Hinweise (hervorgehoben).",
    ]);
    expect([t.statusSteps(1), t.statusSteps(14)]).toEqual(["1 Schlussfolgerung", "14 Schlussfolgerungen"]);
    expect([ui.cli.unsatisfiable(undefined), ui.cli.unsatisfiable([3]), ui.cli.unsatisfiable([3, 7, 12])]).toEqual([
      "unlösbar: keine Anordnung erfüllt alle Hinweise",
      "unlösbar: keine Anordnung erfüllt alle Hinweise; Hinweis 3 kann nicht gelten",
      "unlösbar: keine Anordnung erfüllt alle Hinweise; die Hinweise 3, 7 und 12 können nicht alle zugleich gelten",
    ]);
    expect(ui.cli.puzzleTitle(2)).toBe("Rätsel 2");
    expect(ui.cli.puzzleDetails({ seed: "7", index: 3, houses: 5, attributes: 4, level: "hard" })).toBe("Seed 7 · #3 · 5×4 · schwer");
    expect([ui.cli.heading("Lösung"), ui.cli.solutionNumber(2)]).toEqual(["Lösung:", "Lösung 2"]);
    expect(t.conflictClues([2, 5])).toBe("Die Hinweise 2 und 5 können nicht alle zugleich gelten.");
    expect([t.whySteps(0), t.whySteps(1), t.whySteps(4)]).toEqual([
      "Das gilt, bevor ein Hinweis gelesen ist.",
      "Dazu braucht es 1 Schritt der Lösung:",
      "Dazu braucht es diese 4 Schritte der Lösung:",
    ]);
    expect(t.whyCell("Tee", t.houseName(3))).toBe("Warum Tee, Haus 3?");
    expect(ui.cli.unique(5, 4, 12)).toBe("ok (5 Häuser, 4 Attribute, 12 Hinweise): genau eine Lösung");
  });

  it("address the player formally, with 'Sie', throughout", () => {
    const strings = Object.values(t).filter((s): s is string => typeof s === "string");
    expect(strings.filter((s) => /\b(du|dein|deine|dich|dir)\b/i.test(s))).toEqual([]);
    expect(strings.some((s) => /\bSie\b/.test(s))).toBe(true);
  });
});
