import { describe, expect, it } from "vitest";
import type { Clue } from "@zebra/model";
import { answerQuestion, entails } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";

describe("entails", () => {
  const puzzle = einstein();
  const zebra = { attr: "Pet", value: "zebra" };
  const variant = { ...puzzle, clues: puzzle.clues.map((c): Clue => (c.type === "immediately_left" ? { ...c, type: "left_of" } : c)) };

  it("decides facts", () => {
    expect(entails(puzzle, { kind: "at", entity: zebra, pos: 4 })).toBe("entailed");
    expect(entails(puzzle, { kind: "at", entity: zebra, pos: 1 })).toBe("contradicted");
    expect(entails(puzzle, { kind: "not_at", entity: zebra, positions: [1, 2] })).toBe("entailed");
    expect(entails(puzzle, { kind: "among", entity: zebra, positions: [1, 2] })).toBe("contradicted");
    expect(entails(variant, { kind: "at", entity: { attr: "Color", value: "green" }, pos: 4 })).toBe("open");
  });

  it("decides clues, through the negation of their meaning", () => {
    expect(entails(puzzle, { type: "next_to", a: zebra, b: { attr: "Nationality", value: "Swede" } })).toBe("entailed");
    expect(entails(puzzle, { type: "ends", a: zebra })).toBe("contradicted");
    expect(entails(puzzle, { type: "any_of", options: [[{ type: "at", a: zebra, pos: 4 }], [{ type: "at", a: zebra, pos: 5 }]] })).toBe("entailed");
    expect(entails(variant, { type: "left_of", a: { attr: "Color", value: "green" }, b: { attr: "Color", value: "white" } })).toBe("entailed");
    expect(entails(variant, { type: "immediately_left", a: { attr: "Color", value: "green" }, b: { attr: "Color", value: "white" } })).toBe("open");
  });

  it("says unsatisfiable when the clues have no solution", () => {
    const broken = { ...puzzle, clues: [...puzzle.clues, { type: "at", a: zebra, pos: 1 } as Clue] };
    expect(entails(broken, { kind: "at", entity: zebra, pos: 4 })).toBe("unsatisfiable");
    expect(answerQuestion(broken)).toEqual({ status: "unsatisfiable" });
  });
});

describe("answerQuestion", () => {
  const puzzle = einstein();

  it("answers the puzzle's question, or another one", () => {
    expect(answerQuestion(puzzle)).toEqual({ status: "determined", value: "German" });
    expect(answerQuestion(puzzle, { find: { attr: "Nationality" }, where: { attr: "Drink", value: "water" } })).toEqual({
      status: "determined",
      value: "Norwegian",
    });
    expect(answerQuestion(puzzle, { find: { attr: "Pet" }, where: { pos: 2 } })).toEqual({ status: "determined", value: "horse" });
  });

  it("lists the candidates when the clues do not determine the answer", () => {
    const few = { ...puzzle, clues: puzzle.clues.slice(0, 5) };
    const answer = answerQuestion(few);
    expect(answer.status).toBe("undetermined");
    if (answer.status === "undetermined") expect(answer.candidates.length).toBeGreaterThan(1);
  });

  it("throws without a question (programmer misuse)", () => {
    const { question: _q, ...rest } = puzzle;
    expect(() => answerQuestion(rest)).toThrow(TypeError);
  });
});
