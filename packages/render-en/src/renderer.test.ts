import { einsteinInput, expectGolden } from "@zebra/testkit";
import type { Puzzle, StepOf } from "@zebra/model";
import { clashTexts } from "./internal/full-steps.js";
import { describe, expect, it } from "vitest";
import { locale, renderer } from "./index.js";
import { bare, C, ctx, D, lexicon, N, P, puzzle } from "./testing/einstein.js";

describe("English clashes", () => {
  const clash = (c: StepOf<"contradiction">["clash"]): string => clashTexts[c.conflict.kind](c as never, ctx);
  const tea3 = { kind: "at", entity: D("tea"), pos: 3 } as const;
  const yellow3 = { kind: "at", entity: C("yellow"), pos: 3 } as const;

  it("name the facts that cannot both hold, and the clue or rule they break", () => {
    expect(clash({ conflict: { kind: "clue", clue: 5 }, facts: [tea3, yellow3] })).toBe(
      "But then the tea drinker lives in house 3 and the yellow house is house 3, which contradicts clue 6",
    );
    expect(clash({ conflict: { kind: "no-position", entity: P("dog") }, facts: [tea3] })).toBe(
      "But then the tea drinker lives in house 3: no house is left for the dog owner",
    );
    expect(clash({ conflict: { kind: "no-value", attr: "Drink", pos: 4 }, facts: [tea3, yellow3] })).toBe(
      "But then the tea drinker lives in house 3 and the yellow house is house 3: no drink is left for house 4",
    );
    // a clash that names no fact still reads as a sentence
    expect(clash({ conflict: { kind: "clue", clue: 5 }, facts: [] })).toBe("That contradicts clue 6");
    expect(clash({ conflict: { kind: "no-position", entity: P("dog") }, facts: [] })).toBe("But then no house is left for the dog owner");
  });

  it("say where a clue would put its value, and who is already there", () => {
    const forced = { kind: "at", entity: D("milk"), pos: 3 } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [yellow3, tea3], forced })).toBe(
      "But then the yellow house is house 3 and the tea drinker lives in house 3; by clue 3, the milk drinker would have to live in house 3, where the tea drinker lives",
    );
    const house = { kind: "at", entity: C("red"), pos: 3 } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3, yellow3], forced: house })).toBe(
      "But then the tea drinker lives in house 3 and the yellow house is house 3; by clue 3, the red house would have to be house 3, which is the yellow house",
    );
    const among = { kind: "among", entity: D("milk"), positions: [2, 3] } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3], forced: among })).toBe(
      "But then the tea drinker lives in house 3; by clue 3, the milk drinker would have to live in house 2 or 3, which is impossible",
    );
  });
});

describe("English questions, answers and issues", () => {
  it("ask who, or which value, and answer with the reason", () => {
    const who = { kind: "find", find: { attr: "Nationality" }, where: P("zebra") } as const;
    expect(renderer.question(who, ctx)).toBe("Who owns the zebra?");
    expect(renderer.answer({ query: who, answer: "Japanese" }, ctx)).toBe("The Japanese owns the zebra.");
    expect(renderer.question(who, bare)).toBe("What is the Nationality of the person whose Pet is zebra?");
    expect(renderer.answer({ query: who, answer: "Japanese" }, bare)).toBe("The Nationality of the person whose Pet is zebra is Japanese.");
    const drink = { kind: "find", find: { attr: "Drink" }, where: C("green") } as const;
    expect(renderer.question(drink, ctx)).toBe("What does the person in the green house drink?");
    expect(renderer.answer({ query: drink, answer: "coffee" }, ctx)).toBe("The person in the green house drinks coffee.");
  });

  it("ask for a position code and show the arithmetic", () => {
    const code = { kind: "position-code", x: P("zebra"), y: D("tea") } as const;
    expect(renderer.question(code, ctx)).toBe("If the zebra owner lives in house x and the tea drinker lives in house y, what is 6·y + x?");
    expect(renderer.answer({ query: code, answer: 17 }, ctx)).toBe("The zebra owner lives in house 5 and the tea drinker lives in house 2, so 6 × 2 + 5 = 17.");
    expect(() => renderer.answer({ query: code, answer: 18 }, ctx)).toThrow(RangeError);
  });

  it("print issues with their path", () => {
    expect(
      renderer.issue({ code: "unknown-value", path: "clues[2].a.value", details: { part: "entity", attr: "Pet", value: "zebu", values: ["dog", "cat"] } }),
    ).toBe('clues[2].a.value: Pet has no value "zebu"; its values are dog, cat.');
    expect(renderer.issue({ code: "no-attributes", path: "", details: { part: "puzzle" } })).toBe(
      "attributes is empty; a puzzle needs at least one attribute.",
    );
  });
});

describe("English puzzle and grid", () => {
  it("introduce the houses, list each attribute's values and number the clues", () => {
    const text = renderer.puzzle({
      puzzle: { ...puzzle, clues: [{ type: "at", a: N("Norwegian"), pos: 1 }], question: { find: { attr: "Nationality" }, where: P("zebra") } },
      lexicon,
    });
    expect(text).toBe(
      [
        "There are 5 houses in a row, numbered 1 to 5 from left to right. Each house is occupied by a different person.",
        "",
        "Each person has a different nationality: Englishman, Swede, Dane, Norwegian and Japanese.\nEach house has a different color: red, green, white, yellow and blue.\nEach person has a different pet: dog, cat, zebra, horse and snail.\nEach person has a different drink: tea, coffee, milk, water and juice.\nEach person has a different age: 20, 30, 40, 50 and 60.",
        "",
        "Clues:",
        "",
        "1. The Norwegian lives in the first house.",
        "",
        "Question: Who owns the zebra?",
      ].join("\n"),
    );
  });

  it("show the author's title and English preamble without repeating the number of houses", () => {
    const text = renderer.puzzle({ puzzle: { ...puzzle, title: "Five houses", preamble: "There are five houses in a row." }, lexicon });
    expect(text.split("\n\n").slice(0, 3)).toEqual([
      "Five houses",
      "There are five houses in a row.",
      "The houses are numbered 1 to 5 from left to right. Each house is occupied by a different person.",
    ]);
    expect(renderer.puzzle({ puzzle: { ...puzzle, title: "五座房子", preamble: "有五座房子。" } }).startsWith("There are 5 houses")).toBe(true);
  });

  it("handle a one-house puzzle", () => {
    const one: Puzzle = { format: "zebra-puzzle/1", size: 1, attributes: [{ name: "Pet", values: ["cat"] }], clues: [] };
    expect(renderer.puzzle({ puzzle: one })).toBe(
      "There is one house, numbered 1, and one person lives in it.\n\nThe Pet is cat.\n\nClues:\n\nThere are no clues.",
    );
  });

  it("align grids with blank cells, and write Markdown tables", () => {
    const grid = {
      Nationality: ["Norwegian", null, "Englishman", null, null],
      Color: [null, "blue", null, null, "white"],
      Pet: [null, null, null, null, null],
      Drink: [null, null, "milk", null, null],
      Age: [null, null, null, null, 60],
    };
    expect(renderer.grid(grid, ctx)).toBe(
      [
        "House        1          2     3           4  5",
        "-".repeat(50),
        "Nationality  Norwegian        Englishman",
        "House color             blue                 white",
        "Pet",
        "Drink                         milk",
        "Age                                          60",
      ].join("\n"),
    );
    expect(renderer.grid(grid, ctx, "markdown").split("\n")[0]).toBe("| House       | 1         | 2    | 3          | 4   | 5     |");
  });
});

describe("English golden texts", () => {
  const { puzzle: einstein, lexicon: words, steps } = einsteinInput(locale.words);
  it("render the classic puzzle and its solution", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context)}\n\n${renderer.solution(steps, context, { gridEvery: 10 })}`,
      new URL("./__golden__/einstein.txt", import.meta.url),
    );
  });
  it("render the classic puzzle and its solution in Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context, "markdown")}\n\n${renderer.solution(steps, context, { format: "markdown", gridEvery: 10 })}`,
      new URL("./__golden__/einstein.md", import.meta.url),
    );
  });
  it("render the classic puzzle's solution in the concise style, in text and Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(renderer.solution(steps, context, { style: "concise" }), new URL("./__golden__/einstein-concise.txt", import.meta.url));
    expectGolden(
      renderer.solution(steps, context, { style: "concise", format: "markdown", gridEvery: 3, grid: "candidates" }),
      new URL("./__golden__/einstein-concise.md", import.meta.url),
    );
  });
  it("render the classic puzzle without a lexicon", () => {
    expectGolden(renderer.puzzle({ puzzle: einstein }), new URL("./__golden__/einstein-no-lexicon.txt", import.meta.url));
  });
});
