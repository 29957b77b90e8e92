import type { Clue, Lexicon, Puzzle } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { describe, expect, it } from "vitest";
import { runLogicGridRendering } from "@zebra/testkit";
import { locale, renderer } from "./index.js";

const name = (value: string) => ({ attr: "Name", value });
const dessert = (value: string) => ({ attr: "Dessert", value });
const price = (value: number) => ({ attr: "Price", value });
const table = (value: number) => ({ attr: "Table", value });

// A café logic grid: four diners, what each ordered, paid and where each sat.
const puzzle: Puzzle = {
  format: "zebra-puzzle/1",
  kind: "logic-grid",
  size: 4,
  attributes: [
    { name: "Name", values: ["Amy", "Bob", "Carl", "Dora"] },
    { name: "Dessert", values: ["tart", "cake", "pie", "flan"] },
    { name: "Price", values: [2, 4, 6, 8] },
    { name: "Table", values: [1, 2, 3, 4] },
  ],
  clues: [],
  question: { find: { attr: "Name" }, where: dessert("tart") },
};
const lexicon: Lexicon = {
  locale: "en",
  attributes: {
    Name: { noun: "name", subject: "{value}", family: "identity" },
    Dessert: { noun: "dessert", subject: "the person who ordered the {value}", predicate: "ordered the {value}" },
    Price: {
      noun: "price",
      subject: "the person who paid ${value}",
      predicate: "paid ${value}",
      unit: "${value}",
      less: "{a} paid less than {b}",
      greater: "{a} paid more than {b}",
      difference: "{a} paid exactly ${d} more than {b}",
      ratio: "{a} paid {times} as much as {b}",
      least: "{a} paid the least",
      most: "{a} paid the most",
    },
    Table: { noun: "table", subject: "the person at table {value}", predicate: "sat at table {value}" },
  },
};
const ctx: RenderContext = { puzzle, lexicon };
const bare: RenderContext = { puzzle };
const clue = (c: Clue, context = ctx) => renderer.clue(c, context);

describe("English logic-grid clues", () => {
  it("word the genre's clue types in the magazines' style", () => {
    expect(clue({ type: "either", a: dessert("tart"), b: name("Amy"), c: price(6) })).toBe("Either Amy or the person who paid $6 ordered the tart.");
    expect(clue({ type: "either", a: name("Carl"), b: dessert("pie"), c: table(2) })).toBe(
      "Carl is either the person who ordered the pie or the person at table 2.",
    );
    expect(clue({ type: "neither", a: table(2), b: name("Carl"), c: dessert("tart") })).toBe(
      "Neither Carl nor the person who ordered the tart sat at table 2.",
    );
    expect(clue({ type: "neither", a: name("Dora"), b: price(2), c: table(4) })).toBe("Dora is neither the person who paid $2 nor the person at table 4.");
    expect(clue({ type: "one_each", a: price(6), b: table(3), of: [name("Amy"), dessert("tart")] })).toBe(
      "Of Amy and the person who ordered the tart, one paid $6 and the other sat at table 3.",
    );
    expect(clue({ type: "one_each", a: name("Bob"), b: table(1), of: [dessert("cake"), price(8)] })).toBe(
      "Of the person who ordered the cake and the person who paid $8, one is Bob and the other sat at table 1.",
    );
    expect(clue({ type: "all_different", of: [name("Amy"), dessert("pie"), table(4)] })).toBe(
      "Amy, the person who ordered the pie and the person at table 4 are three different people.",
    );
    expect(clue({ type: "ratio", attr: "Price", a: name("Bob"), b: dessert("cake"), factor: 2 })).toBe(
      "Bob paid twice as much as the person who ordered the cake.",
    );
    expect(clue({ type: "ratio", attr: "Price", a: name("Bob"), b: name("Dora"), factor: 0.5 })).toBe("Bob paid half as much as Dora.");
    expect(clue({ type: "ratio", attr: "Price", a: name("Bob"), b: name("Dora"), factor: 3 })).toBe("Bob paid three times as much as Dora.");
    expect(clue({ type: "least", attr: "Price", a: dessert("flan") })).toBe("The person who ordered the flan paid the least.");
    expect(clue({ type: "most", attr: "Price", a: name("Amy") })).toBe("Amy paid the most.");
  });

  it("word the row types that need no row", () => {
    expect(clue({ type: "same", a: name("Amy"), b: dessert("tart") })).toBe("Amy ordered the tart.");
    expect(clue({ type: "not_same", a: name("Carl"), b: table(2) })).toBe("Carl is not the person at table 2.");
    expect(clue({ type: "greater_than", attr: "Price", a: name("Bob"), b: dessert("cake") })).toBe("Bob paid more than the person who ordered the cake.");
    expect(clue({ type: "difference", attr: "Price", a: name("Bob"), b: dessert("cake"), d: 2 })).toBe(
      "Bob paid exactly $2 more than the person who ordered the cake.",
    );
  });

  it("fall back to generic words without a lexicon", () => {
    expect(clue({ type: "ratio", attr: "Price", a: name("Bob"), b: name("Dora"), factor: 2 }, bare)).toBe(
      "The price of the person whose name is Bob is twice that of the person whose name is Dora.",
    );
    expect(clue({ type: "ratio", attr: "Price", a: name("Bob"), b: name("Dora"), factor: 1 / 3 }, bare)).toBe(
      "The price of the person whose name is Bob is a third of that of the person whose name is Dora.",
    );
    expect(clue({ type: "least", attr: "Price", a: name("Amy") }, bare)).toBe("The person whose name is Amy has the lowest price.");
    expect(clue({ type: "most", attr: "Price", a: name("Amy") }, bare)).toBe("The person whose name is Amy has the highest price.");
  });
});

describe("English logic-grid puzzles", () => {
  it("introduce the people without houses and ask the question", () => {
    const text = renderer.puzzle({ puzzle: { ...puzzle, clues: [{ type: "least", attr: "Price", a: name("Amy") }] }, lexicon });
    expect(text).toContain("There are four people.");
    expect(text).toContain("1. Amy paid the least.");
    expect(text).toContain("Question: Who ordered the tart?");
    expect(text).not.toMatch(/\bhouses?\b/i);
    expect(renderer.answer({ query: { kind: "find", find: { attr: "Name" }, where: dessert("tart") }, answer: "Carl" }, ctx)).toBe("Carl ordered the tart.");
  });

  it("head a grid's columns with the people", () => {
    const grid = renderer.grid(
      { Name: ["Amy", "Bob", "Carl", "Dora"], Dessert: ["cake", null, "tart", null], Price: [2, 4, 6, 8], Table: [null, null, null, null] },
      ctx,
    );
    expect(grid.split("\n")[0]).toMatch(/^Name\s+Amy\s+Bob\s+Carl\s+Dora$/);
    expect(grid).not.toMatch(/House|^Name.*\n.*\nName/);
  });

  it("say facts of people, not houses", () => {
    const tart = dessert("tart");
    expect(renderer.fact({ kind: "at", entity: tart, pos: 3 }, ctx, "main")).toBe("the person who ordered the tart is Carl");
    expect(renderer.fact({ kind: "not_at", entity: tart, positions: [1] }, ctx, "main")).toBe("the person who ordered the tart is not Amy");
    expect(renderer.fact({ kind: "among", entity: tart, positions: [2, 4] }, ctx, "main")).toBe("the person who ordered the tart is Bob or Dora");
  });
});

runLogicGridRendering(locale, { house: /\bhouses?\s+\d|\bhouses\b|\brow\b/i });
