import { canonicalClue, formatTag, type Clue, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { locale } from "./index.js";

const values = (p: string): string[] => Array.from({ length: 6 }, (_, i) => `${p}${i + 1}`);
const at = (attr: string, value: string, pos: number): Clue => ({ type: "at", a: { attr, value }, pos });
const a = at("P", "p1", 1);
const b: Clue = { type: "next_to", a: { attr: "Q", value: "q2" }, b: { attr: "P", value: "p3" } };
const c: Clue = { type: "distance", a: { attr: "P", value: "p4" }, b: { pos: 6 }, d: 2 };
const d: Clue = { type: "between", a: { attr: "Q", value: "q5" }, b: { pos: 3 }, c: { attr: "P", value: "p6" } };

// Either/or clues whose options hold several clauses, or an either/or of their own: the
// renderer brackets each clause (「…」) and each such option (（…）), and the text reads back by them.
const cases: Record<string, Clue> = {
  "a first option of two clauses": { type: "any_of", options: [[a, b], [c]] },
  "a second option of two clauses": { type: "any_of", options: [[c], [a, b]] },
  "two options of two clauses": {
    type: "any_of",
    options: [
      [a, b],
      [c, d],
    ],
  },
  "an either/or inside an option": { type: "any_of", options: [[{ type: "any_of", options: [[a], [b, c]] }], [d]] },
  "an either/or beside a clause in an option": { type: "any_of", options: [[a, { type: "any_of", options: [[b], [c]] }], [d]] },
  "three options, one of two clauses": { type: "any_of", options: [[a], [b, c], [d]] },
};

describe("the Japanese reader reads back its own either/or sentences", () => {
  for (const [what, clue] of Object.entries(cases)) {
    it(`with ${what}`, () => {
      const puzzle: Puzzle = {
        format: formatTag,
        size: 6,
        attributes: [
          { name: "P", values: values("p") },
          { name: "Q", values: values("q") },
        ],
        clues: [clue],
      };
      const text = locale.renderer.puzzle({ puzzle });
      const reading = locale.reader.read(text);
      expect(reading.issues).toEqual([]);
      expect(reading.puzzle?.clues.map((x) => canonicalClue({ ...x, text: undefined } as Clue))).toEqual([canonicalClue(clue)]);
      expect(reading.sentences.filter((s) => s.role === "clue").every((s) => s.exact === true)).toBe(true);
    });
  }
});
