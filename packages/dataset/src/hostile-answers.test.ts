import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parsePuzzle, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { gradeAnswer, readGradeItem, type GradeItem } from "./grade.js";
import { DatasetInputError } from "./input-error.js";
import { parseAnswer } from "./parse-answer.js";

// Completions a looping model emits: each about 1 MB. A linear parser reads one in milliseconds,
// a quadratic one in minutes, so the bound below is generous on a loaded machine and still
// catches every super-linear path.
const document = JSON.parse(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8"));
const parsed = parsePuzzle(document);
if (!parsed.ok) throw new Error("fixture");
const puzzle: Puzzle = parsed.value;
const read = readGradeItem({
  id: "e",
  puzzle: document,
  question: "q",
  answer: "German",
  qa: [{ query: { kind: "find", find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } }, question: "q" }],
});
if (!read.ok) throw new Error(read.message);
const item: GradeItem = read.item;

const megabyte = 1_000_000;
const repeat = (unit: string, then = ""): string => unit.repeat(Math.ceil(megabyte / unit.length)) + then;
const hostile: [string, string][] = [
  ["spaces then x", repeat(" ", "x")],
  ["asterisks then x", repeat("*", "x")],
  ["a house line of spaces", `House 1${repeat(" ")}`],
  ["a bullet line of spaces and asterisks", `- ${repeat(" *")}x`],
  ["an attribute name and spaces, no colon", `Color${repeat(" ")}x`],
  ["unclosed [", repeat("[")],
  ["unclosed {", repeat("{")],
  ["unclosed [ with a string", repeat('["a", ')],
  ["unclosed fences", repeat("```\n ")],
  ["one unclosed fence then spaces", `\`\`\`json${repeat(" ")}`],
  ["answer then spaces", `answer${repeat(" ")}x`],
  ["many answer words", repeat("answer is ")],
  ["commas and spaces", `House 1: ${repeat(" , ")}`],
  ["equals in parts", `House 1: ${repeat("a = ")}`],
  ["pipes", repeat("| ")],
  ["markdown rows", repeat("| a | b |\n")],
  ["dashes", repeat("-")],
  ["think tags", repeat("<think>")],
  ["closing think tags", repeat("</think>")],
  ["tabs", repeat("\t", "x")],
  ["newlines", repeat("\n")],
  ["quotes", repeat('"')],
  ["boxed", repeat("\\boxed{")],
  ["full-width digits", repeat("１")],
  ["many small JSON arrays", repeat("[1]")],
  ["house keys", repeat('{"House 1": {"Color": "red"}} ')],
];

describe("hostile answers are read in linear time", () => {
  it.each(hostile)("%s", (_, text) => {
    const start = performance.now();
    const grade = gradeAnswer(item, text);
    const elapsed = performance.now() - start;
    expect(grade.puzzleCorrect).toBe(false);
    expect(elapsed).toBeLessThan(5000);
  });
});

describe("arrays that are not grids", () => {
  it("reads a sparse array of length 2³² − 1 without walking it", () => {
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    sparse[0] = { Color: "yellow" };
    const start = performance.now();
    const answer = parseAnswer(puzzle, { kind: "grid-only" }, sparse);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(answer).toMatchObject({ kind: "grid", complete: false });
    const table = parseAnswer(puzzle, { kind: "grid-only" }, { header: sparse, rows: sparse });
    expect(table.kind).toBe("none");
  });
});

describe("entry points given what is not theirs", () => {
  it("throw the library's own error, with a code", () => {
    for (const bad of [null, undefined, 7, {}, { puzzle: null }]) {
      expect(() => gradeAnswer(bad as unknown as GradeItem, "x")).toThrow(DatasetInputError);
      expect(() => parseAnswer(bad as unknown as Puzzle, { kind: "grid-only" }, "x")).toThrow(DatasetInputError);
    }
    try {
      gradeAnswer(null as unknown as GradeItem, "x");
    } catch (error) {
      expect(error).toMatchObject({ code: "invalid-item", message: "gradeAnswer: the item is not a graded record (read it with readGradeItem)" });
    }
  });
});
