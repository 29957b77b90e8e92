import { parsePuzzle, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { clueNotation, factNotation, stepNotation, wordsClue, wordsLogicGrids } from "./notation.js";
import { clueWords, wordsFor } from "./text.js";

const parsed = parsePuzzle(
  JSON.stringify({
    format: "zebra-puzzle/1",
    kind: "logic-grid",
    size: 3,
    attributes: { Friend: ["Amy", "Bob", "Cal"], Dessert: ["tart", "cake", "pie"], Price: [4.5, 5, 5.5] },
    clues: [
      { type: "either", a: { attr: "Friend", value: "Amy" }, b: { attr: "Dessert", value: "tart" }, c: { attr: "Price", value: 5 } },
      { type: "neither", a: { attr: "Dessert", value: "pie" }, b: { attr: "Friend", value: "Amy" }, c: { attr: "Friend", value: "Bob" } },
      {
        type: "one_each",
        a: { attr: "Price", value: 5.5 },
        b: { attr: "Dessert", value: "cake" },
        of: [
          { attr: "Friend", value: "Amy" },
          { attr: "Dessert", value: "tart" },
        ],
      },
      {
        type: "all_different",
        of: [
          { attr: "Friend", value: "Bob" },
          { attr: "Dessert", value: "pie" },
          { attr: "Price", value: 4.5 },
        ],
      },
      { type: "ratio", attr: "Price", a: { attr: "Friend", value: "Cal" }, b: { attr: "Friend", value: "Bob" }, factor: 1.1 },
      { type: "least", attr: "Price", a: { attr: "Dessert", value: "pie" } },
      { type: "most", attr: "Price", a: { attr: "Friend", value: "Amy" } },
      { type: "same", a: { attr: "Friend", value: "Amy" }, b: { attr: "Dessert", value: "cake" } },
    ],
  }),
);
if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.code).join(", "));
const puzzle: Puzzle = parsed.value;
const words = wordsFor(puzzle, "en");

describe("logic-grid clues and steps in symbols", () => {
  it("writes each clue of the genre with the locale's values", () => {
    const value = (attr: string, v: string | number) => words.renderer.value(attr, v, words.ctx);
    expect(puzzle.clues.slice(0, 7).map((c) => clueNotation(words, c))).toEqual([
      `Amy ∈ {tart, ${value("Price", 5)}}`,
      "pie ∉ {Amy, Bob}",
      `{Amy, tart} = {${value("Price", 5.5)}, cake}`,
      `Bob ≠ pie ≠ ${value("Price", 4.5)}`,
      `${words.renderer.heading("Price", words.ctx)}(Cal) = 1.1 × ${words.renderer.heading("Price", words.ctx)}(Bob)`,
      `pie = min ${words.renderer.heading("Price", words.ctx)}`,
      `Amy = max ${words.renderer.heading("Price", words.ctx)}`,
    ]);
  });

  it("uses the locale's words wherever it has them, and symbols where it has none", () => {
    const same = puzzle.clues[7]!;
    expect(wordsClue(words, same)).toBe(true);
    expect(clueWords(words, same)).toBe(words.renderer.clue(same, words.ctx));
    const either = puzzle.clues[0]!;
    expect(clueWords(words, either)).toBe(wordsLogicGrids(words) ? words.renderer.clue(either, words.ctx) : clueNotation(words, either));
    // A renderer that words logic grids is asked for every clue.
    const fluent = { ...words, renderer: { ...words.renderer, logicGrids: true, clue: () => "in words" } };
    expect(wordsLogicGrids(fluent)).toBe(true);
    expect(clueWords(fluent, either)).toBe("in words");
  });

  it("writes facts and steps with the key's values in the houses' place", () => {
    expect(factNotation(words, puzzle, { kind: "at", entity: { attr: "Dessert", value: "tart" }, pos: 2 })).toBe("tart = Bob");
    expect(factNotation(words, puzzle, { kind: "not_at", entity: { attr: "Dessert", value: "pie" }, positions: [1, 2] })).toBe("pie ≠ Amy, Bob");
    expect(factNotation(words, puzzle, { kind: "among", entity: { attr: "Dessert", value: "cake" }, positions: [1, 3] })).toBe("cake ∈ {Amy, Cal}");
    const step = {
      rule: "clue",
      tier: 1,
      clues: [1, 3],
      premises: [],
      conclusions: [
        { kind: "at", entity: { attr: "Dessert", value: "cake" }, pos: 1 },
        { kind: "not_at", entity: { attr: "Dessert", value: "pie" }, positions: [2, 3] },
      ],
    } as const;
    expect(stepNotation(words, puzzle, step as never)).toBe("(2, 4) cake = Amy; pie ≠ Bob, Cal");
  });
});
