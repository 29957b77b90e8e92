import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answerQuestion, countSolutions, createSubsetSolver, deduce, entails, InvalidPuzzleError, parsePuzzle, solve, toPuzzle, verifyStep } from "./index.js";

const text = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");
const parsed = parsePuzzle(text);
if (!parsed.ok) throw new Error("fixtures/einstein.json does not parse");
const puzzle = parsed.value;

describe("what the solver takes", () => {
  it("solves a zebra-puzzle/1 document as JSON.parse gives it, its JSON text and the parsed puzzle alike", () => {
    const fromDocument = deduce(JSON.parse(text));
    expect(fromDocument.status).toBe("solved");
    expect(deduce(text).steps).toEqual(fromDocument.steps);
    expect(deduce(puzzle).steps).toEqual(fromDocument.steps);
    expect(countSolutions(JSON.parse(text)).count).toBe(1);
    expect(solve(text).status).toBe("unique");
    expect(answerQuestion(JSON.parse(text))).toEqual({ status: "determined", value: "German" });
    expect(entails(text, { type: "at", a: { attr: "Nationality", value: "Norwegian" }, pos: 1 })).toBe("entailed");
    expect(verifyStep(JSON.parse(text), fromDocument.steps[0]!).ok).toBe(true);
    expect(createSubsetSolver(text).isUnique(puzzle.clues.map(() => true))).toBe(true);
  });

  it("returns a parsed puzzle as it is, without copying it", () => {
    expect(toPuzzle(puzzle)).toBe(puzzle);
  });

  it("throws one clear error with every issue for a document that is not a puzzle", () => {
    const broken = JSON.parse(text) as { size: unknown };
    broken.size = "five";
    let thrown: unknown;
    try {
      deduce(broken as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidPuzzleError);
    expect((thrown as InvalidPuzzleError).message).toMatch(/^not a valid zebra-puzzle\/1 puzzle \(\S+ at size\)/);
    expect((thrown as InvalidPuzzleError).issues.map((i) => i.path)).toContain("size");
    expect(() => solve("{ not json")).toThrow(InvalidPuzzleError);
  });
});
