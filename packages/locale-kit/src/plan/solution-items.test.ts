import { describe, expect, it } from "vitest";
import type { Puzzle } from "@zebra/model";
import type { AtFact, Step } from "@zebra/model";
import { solutionItems } from "./solution-items.js";

const values = Array.from({ length: 12 }, (_, i) => `v${i + 1}`);
const puzzle: Pick<Puzzle, "size" | "attributes"> = { size: 12, attributes: [{ name: "Pet", values }] };
const at = (i: number): AtFact => ({ kind: "at", entity: { attr: "Pet", value: values[i]! }, pos: i + 1 });
/** Value 1 placed by a clue, then each next value placed by a clue from the one before: one placement forcing ten more. */
const chain: Step[] = values.slice(0, 11).map((_, i) => ({ rule: "clue", tier: 1, clues: [i], premises: i === 0 ? [] : [at(i - 1)], conclusions: [at(i)] }));

describe("solutionItems", () => {
  it("pulls at most eight forced steps into a full item, and goes on with the rest in the next", () => {
    const items = solutionItems(puzzle, chain, "full");
    expect(items.map((item) => item.steps.length)).toEqual([8, 4]);
    // In order, every step once, and the twelfth value placed in words as the one house left.
    expect(items.flatMap((item) => item.steps).map((s) => s.conclusions[0])).toEqual(values.map((_, i) => at(i)));
    expect(items[1]!.steps.at(-1)!.rule).toBe("hidden-single");
  });
  it("keeps a concise line whole: its parts are short", () => {
    expect(solutionItems(puzzle, chain, "concise").map((item) => item.steps.length)).toEqual([12]);
  });
});
