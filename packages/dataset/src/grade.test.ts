import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { gradeAnswer, readGradeItem, type GradeItem } from "./grade.js";
import { normaliseWord } from "./match-value.js";
import { parseAnswer } from "./parse-answer.js";
import { score, type ScoreMetric } from "./score.js";
import { summariseGrades } from "./summary.js";

const einstein = JSON.parse(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8")) as {
  solution: Record<string, string[]>;
};
const solution = einstein.solution;
const findQuery = { kind: "find", find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } };
// In the Einstein solution the zebra and the coffee are both in house 4: code = 6·4 + 4 = 28.
const codeQuery = { kind: "position-code", x: { attr: "Pet", value: "zebra" }, y: { attr: "Drink", value: "coffee" } };

function item(kind: "find" | "code", level = "hard"): GradeItem {
  const query = kind === "find" ? findQuery : codeQuery;
  const read = readGradeItem({
    id: `einstein-${kind}`,
    puzzle: einstein,
    question: "q",
    answer: kind === "find" ? "German" : 28,
    qa: [{ kind: query.kind, query, question: "q" }],
    grade: { level },
  });
  if (!read.ok) throw new Error(read.message);
  return read.item;
}

function swapped(attr: string, i: number, j: number): Record<string, string[]> {
  const grid = structuredClone(solution);
  const values = grid[attr]!;
  [values[i], values[j]] = [values[j]!, values[i]!];
  return grid;
}

function houses(grid: Record<string, string[]>, transform: (v: string) => string = (v) => v): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (let p = 0; p < 5; p++) out[`House ${p + 1}`] = Object.fromEntries(Object.entries(grid).map(([a, v]) => [a, transform(v[p]!)]));
  return out;
}

describe("normaliseWord", () => {
  it("ignores case, spacing, emphasis and trailing punctuation", () => {
    expect(normaliseWord("  **Pall  Mall**. ")).toBe("pall mall");
    expect(normaliseWord('"Blue Master",')).toBe("blue master");
    expect(normaliseWord("Blend")).not.toBe(normaliseWord("Blends"));
  });
});

describe("parseAnswer", () => {
  const puzzle = item("find").puzzle;
  const find = { kind: "find", attr: "Nationality" } as const;

  it("reads a grid of attribute → values, as JSON text or as an object", () => {
    for (const answer of [JSON.stringify(solution), solution]) {
      const parsed = parseAnswer(puzzle, find, answer);
      expect(parsed).toMatchObject({ kind: "grid", complete: true, grid: solution });
    }
  });

  it("reads the House N shape inside a Markdown fence with prose, ignoring case and spaces", () => {
    const text = `Working it out...\n\n\`\`\`json\n${JSON.stringify(houses(solution, (v) => `  ${v.toUpperCase()} `))}\n\`\`\`\nThat is my grid.`;
    expect(parseAnswer(puzzle, find, text)).toMatchObject({ kind: "grid", complete: true, grid: solution });
  });

  it("reads the ZebraLogic header/rows table and a {solution: …} wrapper", () => {
    const header = ["House", ...Object.keys(solution)];
    const rows = [0, 1, 2, 3, 4].map((p) => [String(p + 1), ...Object.values(solution).map((v) => v[p]!)]);
    expect(parseAnswer(puzzle, find, { header, rows })).toMatchObject({ kind: "grid", complete: true, grid: solution });
    expect(parseAnswer(puzzle, find, JSON.stringify({ reasoning: "…", solution: houses(solution) }))).toMatchObject({ kind: "grid", grid: solution });
  });

  it("reads the question's answer from a final Answer: line, a bare value or {answer}", () => {
    expect(parseAnswer(puzzle, find, "The zebra is in house 4.\nAnswer: **german**")).toEqual({ kind: "value", value: "German" });
    expect(parseAnswer(puzzle, find, "  the German ")).toEqual({ kind: "value", value: "German" });
    expect(parseAnswer(puzzle, find, '{"answer": "Norwegian"}')).toEqual({ kind: "value", value: "Norwegian" });
    expect(parseAnswer(puzzle, { kind: "position-code" }, "x = 4, y = 4\nFinal answer: 28")).toEqual({ kind: "value", value: 28 });
    expect(parseAnswer(puzzle, { kind: "position-code" }, 17)).toEqual({ kind: "value", value: 17 });
  });

  it("returns none, never throws, for what it cannot read", () => {
    for (const answer of [
      "",
      "I am not sure.\nIt could be many things.\nSorry, no idea at all.",
      "{not json",
      { foo: [1, 2] },
      [1, 2, 3],
      null,
      true,
      "Answer: the Martian",
    ]) {
      expect(parseAnswer(puzzle, find, answer).kind).toBe("none");
    }
  });

  it("marks values the puzzle does not have as empty cells", () => {
    const grid = { ...solution, Pet: ["cat", "horse", "bird", "unicorn", "dog"] };
    const parsed = parseAnswer(puzzle, find, grid);
    expect(parsed).toMatchObject({ kind: "grid", complete: false });
    if (parsed.kind === "grid") expect(parsed.grid["Pet"]).toEqual(["cat", "horse", "bird", null, "dog"]);
  });
});

describe("gradeAnswer", () => {
  it("scores a right grid: every cell, the question read from the grid", () => {
    for (const kind of ["find", "code"] as const) {
      expect(gradeAnswer(item(kind), solution)).toMatchObject({ kind: "grid", puzzleCorrect: true, cellsRight: 25, cellsTotal: 25, questionCorrect: true });
    }
  });

  it("scores a grid with two values swapped and lists the clues it breaks", () => {
    // Water to house 2 and tea to house 1: "The Dane drinks tea" (3) and "water next to Blend" (15) fail.
    const grade = gradeAnswer(item("find"), swapped("Drink", 0, 1));
    expect(grade).toMatchObject({ puzzleCorrect: false, cellsRight: 23, questionCorrect: true, brokenClues: [3, 15] });
    // The zebra moved: the question, read from the grid, is now wrong.
    expect(gradeAnswer(item("find"), swapped("Pet", 3, 4))).toMatchObject({ questionCorrect: false, cellsRight: 23 });
  });

  it("reports a shape problem instead of clues for an incomplete grid", () => {
    const grade = gradeAnswer(item("find"), { Nationality: solution["Nationality"] });
    expect(grade).toMatchObject({ kind: "grid", puzzleCorrect: false, cellsRight: 5 });
    expect(grade.brokenClues).toBeUndefined();
    expect(grade.gridProblem).toMatch(/empty/);
  });

  it("grades a bare value against the record's answer, with no cells", () => {
    expect(gradeAnswer(item("code"), "Answer: 28")).toMatchObject({ kind: "value", questionCorrect: true, cellsRight: 0, puzzleCorrect: false });
    expect(gradeAnswer(item("code"), "Answer: 27")).toMatchObject({ kind: "value", questionCorrect: false });
    expect(gradeAnswer(item("find"), undefined)).toMatchObject({ kind: "none", reason: "no answer given" });
  });

  it("refuses a record without what grading needs", () => {
    expect(readGradeItem({ id: "x", puzzle: einstein, answer: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/^qa/) });
    expect(readGradeItem({ id: "x", puzzle: { format: "zebra-puzzle/1" }, answer: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/^puzzle/) });
    expect(readGradeItem([])).toMatchObject({ ok: false });
  });
});

describe("summariseGrades", () => {
  it("computes the four rates overall and per size and grade", () => {
    const grades = [
      gradeAnswer(item("find", "easy"), solution),
      gradeAnswer(item("find", "easy"), swapped("Drink", 0, 1)),
      gradeAnswer(item("code", "hard"), "Answer: 28"),
      gradeAnswer(item("code", "hard"), "no idea\nreally\nnone at all"),
    ];
    const summary = summariseGrades(grades);
    expect(summary.overall).toEqual({ count: 4, puzzleAccuracy: 0.25, cellAccuracy: 48 / 100, questions: 4, questionAccuracy: 0.75, noAnswerRate: 0.25 });
    expect(Object.keys(summary.bySize)).toEqual(["5x5"]);
    expect(Object.keys(summary.byLevel)).toEqual(["easy", "hard"]);
    expect(summary.byLevel["easy"]).toEqual({ count: 2, puzzleAccuracy: 0.5, cellAccuracy: 48 / 50, questions: 2, questionAccuracy: 1, noAnswerRate: 0 });
    expect(summary.byLevel["hard"]).toEqual({ count: 2, puzzleAccuracy: 0, cellAccuracy: 0, questions: 2, questionAccuracy: 0.5, noAnswerRate: 0.5 });
  });
});

describe("parseAnswer reads every answer shape", () => {
  const puzzle = item("find").puzzle;
  const find = { kind: "find", attr: "Nationality" } as const;
  const code = { kind: "position-code" } as const;
  const byHouse = [0, 1, 2, 3, 4].map((p) => Object.keys(solution).map((a) => solution[a]![p]!));
  const markdownByHouse = [
    "| House | Nationality | Color | Pet | Drink | Smoke |",
    "|---|---|---|---|---|---|",
    ...byHouse.map((row, p) => `| ${p + 1} | ${row.join(" | ")} |`),
  ].join("\n");
  // As Zebra prints grids: one row per attribute, one column per house.
  const printed = [
    "House        1          2      3          4       5",
    "-------------------------------------------------------------",
    ...Object.entries(solution).map(([a, row]) => `${a.padEnd(12)} ${row.map((v) => v.padEnd(10)).join(" ")}`),
  ].join("\n");
  const markdownByAttribute = [
    "| House | 1 | 2 | 3 | 4 | 5 |",
    "| --- | --- | --- | --- | --- | --- |",
    ...Object.entries(solution).map(([a, row]) => `| ${a} | ${row.join(" | ")} |`),
  ].join("\n");

  it.each([
    ["a Markdown table, one row per house", markdownByHouse],
    ["a Markdown table, one row per attribute", markdownByAttribute],
    ["a text table as zebra solve prints it", printed],
    ["House N: lines of values in attribute order", byHouse.map((row, p) => `House ${p + 1}: ${row.join(", ")}`).join("\n")],
    ["House N: lines of values in any order", byHouse.map((row, p) => `- **House ${p + 1}** — ${[...row].reverse().join("; ")}`).join("\n")],
    [
      "House N: lines naming attributes",
      byHouse.map((row, p) => `House ${p + 1}: ${row.map((v, k) => `${Object.keys(solution)[k]} = ${v}`).join(", ")}`).join("\n"),
    ],
    [
      "attribute lines",
      Object.entries(solution)
        .map(([a, row]) => `${a}: ${row.join(", ")}`)
        .join("\n"),
    ],
    ["<solution> tags around JSON, after reasoning", `Let me think. House 1 has the Norwegian…\n<solution>${JSON.stringify(solution)}</solution>`],
    ["<solution> tags cut off before they close", `Reasoning…\n<solution>\n${markdownByHouse}`],
  ])("%s", (_, text) => {
    expect(parseAnswer(puzzle, find, `Working it out step by step.\n\n${text}\n`)).toMatchObject({ kind: "grid", complete: true, grid: solution });
  });

  it("reads the question's answer from \\boxed{}, <answer> tags and the last line", () => {
    expect(parseAnswer(puzzle, find, "Reasoning about clue 4…\nThe answer is \\boxed{\\text{German}}.")).toEqual({ kind: "value", value: "German" });
    expect(parseAnswer(puzzle, code, "so x = 4 and y = 4, giving $\\boxed{28}$")).toEqual({ kind: "value", value: 28 });
    expect(parseAnswer(puzzle, find, "I first thought the Dane.\n<answer>the german</answer>")).toEqual({ kind: "value", value: "German" });
    const reasoning = [
      "Clue 10 puts the Norwegian in house 1.",
      "Clue 15 puts blue in house 2.",
      "Several steps later, the zebra is in house 4.",
      "So the German owns the zebra.",
    ].join("\n");
    expect(parseAnswer(puzzle, find, reasoning)).toEqual({ kind: "value", value: "German" });
    // A last line that names two values says nothing.
    expect(parseAnswer(puzzle, find, `${reasoning}\nIt is either the Dane or the Swede.`).kind).toBe("none");
  });

  it("reads a grid and a separately stated answer together", () => {
    const parsed = parseAnswer(puzzle, find, `${markdownByHouse}\n\nFinal answer: \\boxed{German}`);
    expect(parsed).toMatchObject({ kind: "grid", complete: true, value: "German" });
  });

  it("matches values whatever their case, spaces, hyphens and underscores", () => {
    const smoke = ["dunhill", "BLEND", "pall-mall", "PRINCE", "blue_master"];
    const parsed = parseAnswer(puzzle, find, JSON.stringify({ ...solution, Smoke: smoke }));
    expect(parsed).toMatchObject({ kind: "grid", complete: true, grid: solution });
    expect(parseAnswer(puzzle, find, JSON.stringify({ ...solution, Smoke: ["Dunhill", "Blend", "PallMall", "Prince", "BlueMaster"] }))).toMatchObject({
      kind: "grid",
      complete: true,
    });
  });
});

describe("grading never matches by substring", () => {
  // Values that contain one another: "short" is inside "very short", "red" inside "dark red".
  const puzzle = {
    format: "zebra-puzzle/1",
    size: 3,
    attributes: { Height: ["short", "very short", "tall"], Color: ["red", "dark red", "blue"] },
    clues: [],
    solution: { Height: ["very short", "short", "tall"], Color: ["dark red", "red", "blue"] },
  };
  const asking = (where: string, answer: string): GradeItem => {
    const query = { kind: "find", find: { attr: "Height" }, where: { attr: "Color", value: where } };
    const read = readGradeItem({ id: `height-of-${where}`, puzzle, question: "q", answer, qa: [{ kind: "find", query, question: "q" }] });
    if (!read.ok) throw new Error(read.message);
    return read.item;
  };
  const gold = { short: asking("red", "short"), veryShort: asking("dark red", "very short") };

  it("gives no credit for 'very short' when the answer is 'short', nor the other way round", () => {
    for (const answer of [
      "very short",
      "Answer: very short",
      "The person in the red house is very short.",
      "\\boxed{very short}",
      "<answer>Very-Short</answer>",
    ]) {
      expect(gradeAnswer(gold.short, answer), answer).toMatchObject({ kind: "value", questionCorrect: false });
    }
    for (const answer of ["short", "Answer: short", "The person in the red house is short.", "\\boxed{short}", "<answer>SHORT</answer>"]) {
      expect(gradeAnswer(gold.short, answer), answer).toMatchObject({ kind: "value", questionCorrect: true });
    }
    expect(gradeAnswer(gold.veryShort, "short")).toMatchObject({ questionCorrect: false });
    expect(gradeAnswer(gold.veryShort, "The one in dark red is very short")).toMatchObject({ questionCorrect: true });
  });

  it("reads 'dark red' as dark red, never as red, in grids and tables", () => {
    const swapped = { Height: ["very short", "short", "tall"], Color: ["red", "dark red", "blue"] };
    expect(gradeAnswer(gold.short, swapped)).toMatchObject({ kind: "grid", cellsRight: 4, puzzleCorrect: false });
    const table = "| House | Height | Color |\n|---|---|---|\n| 1 | Very Short | Dark-Red |\n| 2 | short | red |\n| 3 | tall | blue |";
    expect(gradeAnswer(gold.short, table)).toMatchObject({ kind: "grid", cellsRight: 6, puzzleCorrect: true, questionCorrect: true });
    expect(
      parseAnswer(gold.short.puzzle, { kind: "find", attr: "Height" }, "House 1: dark red, very short\nHouse 2: red, short\nHouse 3: blue, tall"),
    ).toMatchObject({
      kind: "grid",
      complete: true,
      grid: puzzle.solution,
    });
  });
});

describe("score", () => {
  const record = { id: "e", puzzle: einstein, question: "q", answer: "German", qa: [{ kind: "find", query: findQuery, question: "q" }] };
  const halfWrong = { ...solution, Pet: ["dog", "bird", "cat", "horse", "zebra"], Smoke: ["Blend", "Dunhill", "Prince", "Pall Mall", "Blue Master"] };

  it("gives binary, cells, blended and question scores from 0 to 1", () => {
    expect(["binary", "cells", "blended", "question"].map((m) => score(record, solution, m as ScoreMetric))).toEqual([1, 1, 1, 1]);
    // Every pet and four smokes wrong, and the zebra moved: 16 of 25 cells, question wrong.
    expect(["binary", "cells", "blended", "question"].map((m) => score(record, halfWrong, m as ScoreMetric))).toEqual([0, 16 / 25, 16 / 50, 0]);
    expect(["binary", "cells", "blended", "question"].map((m) => score(record, "Answer: German", m as ScoreMetric))).toEqual([0, 0, 0, 1]);
    expect(["binary", "cells", "blended", "question"].map((m) => score(record, "no idea", m as ScoreMetric))).toEqual([0, 0, 0, 0]);
    expect(score(record, solution)).toBe(1);
  });

  it("refuses what it cannot score, with the reason", () => {
    const grid = {
      id: "z",
      size: "2*1",
      puzzle: "text",
      solution: {
        header: ["House", "Pet"],
        rows: [
          ["1", "cat"],
          ["2", "dog"],
        ],
      },
    };
    expect(score(grid, { Pet: ["cat", "dog"] })).toBe(1);
    expect(() => score(grid, "cat", "question")).toThrow("score: record z has no question; use binary, cells, blended or adjusted");
    expect(() => score({ id: "x" }, "cat")).toThrow(/^score: not a dataset record: /);
    expect(() => score(record, "cat", "accuracy" as ScoreMetric)).toThrow(/unknown metric "accuracy"/);
  });

  it("averages a score per group in the summary, over the records it applies to", () => {
    const grades = [gradeAnswer(item("find", "easy"), solution), gradeAnswer(item("find", "easy"), halfWrong)];
    expect(summariseGrades(grades, "blended").overall.score).toBe((1 + 16 / 50) / 2);
    expect(summariseGrades(grades).overall).not.toHaveProperty("score");
  });
});
