import type { Puzzle, Step } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { deriveQuestions } from "./questions.js";

const puzzle: Pick<Puzzle, "size" | "attributes" | "solution"> = {
  size: 3,
  attributes: [
    { name: "Pet", values: ["cat", "dog", "zebra"] },
    { name: "Color", values: ["red", "green", "blue"] },
  ],
  solution: { Pet: ["dog", "zebra", "cat"], Color: ["blue", "red", "green"] },
};

function place(attr: string, value: string, pos: number): Step {
  return { rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [{ kind: "at", entity: { attr, value }, pos }] };
}
const eliminate: Step = {
  rule: "clue",
  tier: 1,
  clues: [1],
  premises: [],
  conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "cat" }, positions: [1] }],
};

describe("deriveQuestions", () => {
  it("codes the last and the middle placements as (n + 1)·y + x", () => {
    const steps = [place("Pet", "dog", 1), eliminate, place("Color", "red", 2), place("Pet", "zebra", 2), eliminate];
    const [code, find] = deriveQuestions(puzzle, steps);
    // x: first placement of the last placing step (zebra, house 2); y: middle step (index 2: red, house 2).
    expect(code).toEqual({ query: { kind: "position-code", x: { attr: "Pet", value: "zebra" }, y: { attr: "Color", value: "red" } }, answer: 4 * 2 + 2 });
    // "Which colour has the zebra owner?" The zebra is in house 2, which is red.
    expect(find).toEqual({ query: { kind: "find", find: { attr: "Color" }, where: { attr: "Pet", value: "zebra" } }, answer: "red" });
  });

  it("moves y forward past steps without placements, and never lets y be x", () => {
    const steps = [place("Pet", "cat", 3), eliminate, eliminate, place("Color", "blue", 1)];
    // middle = 2 (an elimination), next forward is the last step itself (x): y comes from before.
    const [code] = deriveQuestions(puzzle, steps);
    expect(code!.query).toEqual({ kind: "position-code", x: { attr: "Color", value: "blue" }, y: { attr: "Pet", value: "cat" } });
    expect(code!.answer).toBe(4 * 3 + 1);
  });

  it("leaves out the code question when only one entity is ever placed", () => {
    const qa = deriveQuestions(puzzle, [place("Pet", "dog", 1)]);
    expect(qa.map((q) => q.query.kind)).toEqual(["find"]);
  });

  it("asks for the value at a house when there is a single attribute", () => {
    const one = { size: 2, attributes: [{ name: "Pet", values: ["cat", "dog"] }], solution: { Pet: ["dog", "cat"] } };
    const qa = deriveQuestions(one, [place("Pet", "cat", 2), place("Pet", "dog", 1)]);
    expect(qa[1]).toEqual({ query: { kind: "find", find: { attr: "Pet" }, where: { pos: 1 } }, answer: "dog" });
  });

  it("needs the solution", () => {
    expect(() => deriveQuestions({ size: 2, attributes: [] }, [])).toThrow(/solution/);
  });
});
