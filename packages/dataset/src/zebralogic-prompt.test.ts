import { formatTag, type Issue, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { readGradeItem } from "./grade.js";

// What a reader gives for a 2-house prompt: attribute names its own ("Favorite drink"), values as the prompt lists them.
const read: Puzzle = {
  format: formatTag,
  size: 2,
  attributes: [
    { name: "Name", values: ["Alice", "Bob"] },
    { name: "Favorite drink", values: ["tea", "hot cocoa"] },
  ],
  clues: [
    { type: "at", a: { attr: "Favorite drink", value: "hot cocoa" }, pos: 1 },
    { type: "same", a: { attr: "Name", value: "Bob" }, b: { attr: "Favorite drink", value: "tea" } },
  ],
};
const reading =
  (puzzle: Puzzle | undefined, issues: readonly Issue[] = []) =>
  () => ({ ...(puzzle ? { puzzle } : {}), issues });
const record = (rows: string[][]) => ({ id: "r", size: "2*2", puzzle: "…", solution: { header: ["House", "Drink", "Name"], rows } });

describe("a ZebraLogic record graded against its prompt", () => {
  it("renames the prompt's attributes to the table's columns by their values, and keeps the table's solution when it fits every clue", () => {
    const got = readGradeItem(
      record([
        ["1", "Hot-Cocoa", "Alice"],
        ["2", "tea", "Bob"],
      ]),
      { readPrompt: reading(read) },
    );
    expect(got).toMatchObject({ ok: true, item: { hasClues: true, size: "2x2", solution: { Drink: ["hot cocoa", "tea"], Name: ["Alice", "Bob"] } } });
    if (!got.ok) return;
    expect(got.item.puzzle.attributes.map((a) => a.name)).toEqual(["Drink", "Name"]);
    expect(got.item.puzzle.clues[1]).toMatchObject({ a: { attr: "Name" }, b: { attr: "Drink" } });
    expect(got.promptProblem).toBeUndefined();
  });

  it("solves a blanked table from the prompt, matching columns by order", () => {
    const blank = {
      ...record([
        ["1", "___", "___"],
        ["2", "___", "___"],
      ]),
      solution: {
        header: ["House", "Name", "Drink"],
        rows: [
          ["1", "___", "___"],
          ["2", "___", "___"],
        ],
      },
    };
    expect(readGradeItem(blank, { readPrompt: reading(read) })).toMatchObject({
      ok: true,
      item: { hasClues: true, solution: { Name: ["Alice", "Bob"], Drink: ["hot cocoa", "tea"] } },
    });
    expect(readGradeItem(blank)).toMatchObject({ ok: false, message: expect.stringMatching(/blank/) });
    const unsure = { ...read, clues: [] };
    expect(readGradeItem(blank, { readPrompt: reading(unsure) })).toMatchObject({
      ok: false,
      ungradable: { message: expect.stringMatching(/more than one solution/) },
    });
  });

  it("falls back to the table alone, saying why, when the prompt does not read or the table breaks a clue", () => {
    const issue = { code: "unread-sentence", path: "", details: {} } as unknown as Issue;
    const unread = readGradeItem(
      record([
        ["1", "hot cocoa", "Alice"],
        ["2", "tea", "Bob"],
      ]),
      { readPrompt: reading(read, [issue]) },
    );
    expect(unread).toMatchObject({ ok: true, item: { hasClues: false }, promptProblem: { message: "the prompt does not read", issue } });
    const broken = readGradeItem(
      record([
        ["1", "tea", "Alice"],
        ["2", "hot cocoa", "Bob"],
      ]),
      { readPrompt: reading(read) },
    );
    expect(broken).toMatchObject({ ok: true, item: { hasClues: false }, promptProblem: { message: "the solution table breaks clues 1, 2 of the prompt" } });
    const other = readGradeItem(
      record([
        ["1", "milk", "Alice"],
        ["2", "tea", "Bob"],
      ]),
      { readPrompt: reading(read) },
    );
    expect(other).toMatchObject({ ok: true, promptProblem: { message: "the solution table's column \"Drink\" is none of the prompt's attributes" } });
  });
});
