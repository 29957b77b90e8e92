// `zebra grade` end to end, through the built binary: golden scores on hand-made answer files
// for a generated dataset, the JSON output, and one-line errors.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, zebra } from "./helpers.js";

interface DatasetRecord {
  id: string;
  answer: string | number;
  puzzle: { size: number; attributes: Record<string, unknown[]>; solution: Record<string, string[]> };
  grade: { level: string };
  qa: { query: { kind: string; find?: { attr: string } } }[];
}

let dir: string;
let records: DatasetRecord[];
const data = (): string => join(dir, "data.jsonl");

function writeAnswers(name: string, entries: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, entries.map((e) => `${JSON.stringify(e)}\n`).join(""));
  return path;
}

function oneCellOff(grid: Record<string, string[]>): Record<string, string[]> {
  const copy = structuredClone(grid);
  const [attr] = Object.keys(copy);
  const values = copy[attr!]!;
  [values[0], values[1]] = [values[1]!, values[0]!];
  return copy;
}

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-grade-"));
  const made = await zebra(["generate", "-n", "5", "--size", "4x3", "--seed", "11", "-o", data(), "-q", "-j", "1"]);
  expect(made.code).toBe(0);
  records = lines(readFileSync(data(), "utf8")).map((l) => JSON.parse(l) as DatasetRecord);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("zebra grade", () => {
  it("gives full marks to the dataset's own solutions", async () => {
    const answers = writeAnswers(
      "right.jsonl",
      records.map((r) => ({ id: r.id, answer: JSON.stringify(r.puzzle.solution) })),
    );
    const result = await zebra(["grade", "--dataset", data(), "--answers", answers]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(lines(result.stdout)[0]).toMatch(/^group +records +puzzle +cells +question +no answer$/);
    expect(lines(result.stdout)[2]).toMatch(/^all +5 +100\.0% +100\.0% +100\.0% +0\.0%$/);
    expect(result.stdout).toMatch(/^size 4x3 +5 +100\.0%/m);
  });

  it("scores the golden mix: right, one swap, unparseable, prose around JSON, wrong shape", async () => {
    const [a, b, c, d, e] = records as [DatasetRecord, DatasetRecord, DatasetRecord, DatasetRecord, DatasetRecord];
    const answers = writeAnswers("mix.jsonl", [
      { id: a.id, answer: a.puzzle.solution },
      { id: b.id, answer: `Let me place everyone.\n\`\`\`json\n${JSON.stringify(oneCellOff(b.puzzle.solution))}\n\`\`\`` },
      { id: c.id, answer: "I could not work this one out, sorry.\nThe clues confuse me.\nMaybe later." },
      { id: d.id, answer: `After checking every clue, the grid is ${JSON.stringify(d.puzzle.solution)} and that settles it.` },
      { id: e.id, answer: { houses: "four", grid: [1, 2, 3] } },
    ]);
    const jsonOut = join(dir, "scores.json");
    const result = await zebra(["grade", "--dataset", data(), "--answers", answers, "--json-out", jsonOut, "--details"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const report = JSON.parse(readFileSync(jsonOut, "utf8")) as {
      missing: number;
      summary: { overall: Record<string, number> };
      records: { id: string; kind: string; puzzleCorrect: boolean; cellsRight: number; questionCorrect: boolean; brokenClues?: number[] }[];
    };
    expect(report.missing).toBe(0);
    // 12 cells each: 12 + 10 + 0 + 12 + 0 = 34 of 60.
    // The swapped grid answers the question right only when the swap misses the asked houses.
    const swapRight = report.records[1]!.questionCorrect;
    expect(report.summary.overall).toEqual({
      count: 5,
      puzzleAccuracy: 0.4,
      cellAccuracy: 34 / 60,
      questions: 5,
      questionAccuracy: (swapRight ? 3 : 2) / 5,
      noAnswerRate: 0.4,
    });
    expect(report.records.map((r) => [r.kind, r.puzzleCorrect, r.cellsRight, r.questionCorrect])).toEqual([
      ["grid", true, 12, true],
      ["grid", false, 10, swapRight],
      ["none", false, 0, false],
      ["grid", true, 12, true],
      ["none", false, 0, false],
    ]);
    // A unique puzzle has no other grid that satisfies every clue: the swap breaks at least one.
    expect(report.records[1]!.brokenClues!.length).toBeGreaterThan(0);
    expect(result.stdout).toContain(`${b.id}: grid wrong, 10/12 cells right`);
    expect(result.stdout).toContain(`breaks clue`);
    expect(result.stdout).toContain(`${c.id}: no answer`);
  });

  it("grades bare answers to the question and counts missing ones as no answer", async () => {
    const [a, b] = records as [DatasetRecord, DatasetRecord];
    // The main question is the one the text asks; a wrong answer names another value of the asked attribute.
    const query = b.qa[0]!.query;
    const asked = query.find === undefined ? [] : b.puzzle.attributes[query.find.attr]!;
    const wrong = typeof b.answer === "number" ? b.answer + 1 : asked.find((v) => v !== b.answer);
    const answers = writeAnswers("values.jsonl", [
      { id: a.id, answer: `Reasoning…\nAnswer: ${a.answer}` },
      { id: b.id, answer: String(wrong) },
    ]);
    const result = await zebra(["grade", "--dataset", data(), "--answers", answers, "--json"]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { missing: number; summary: { overall: Record<string, number> } };
    expect(report.missing).toBe(3);
    expect(report.summary.overall).toMatchObject({ count: 5, puzzleAccuracy: 0, cellAccuracy: 0, questionAccuracy: 0.2, noAnswerRate: 0.6 });
  });

  it("--score adds each answer's score and the group means, in the table and the JSON", async () => {
    const [a, b] = records as [DatasetRecord, DatasetRecord];
    const answers = writeAnswers("scored.jsonl", [
      { id: a.id, answer: `<solution>${JSON.stringify(a.puzzle.solution)}</solution>` },
      { id: b.id, answer: oneCellOff(b.puzzle.solution) },
    ]);
    const table = await zebra(["grade", "--dataset", data(), "--answers", answers, "--score", "blended"]);
    expect(table.code).toBe(0);
    // (1 + 1) / 2, (0 + 10/12) / 2, and 0 for the three records without an answer.
    const mean = (1 + 10 / 24) / 5;
    expect(lines(table.stdout)[0]).toMatch(/^group +records +puzzle +cells +question +no answer +blended score$/);
    expect(lines(table.stdout)[2]).toMatch(new RegExp(`^all +5 .* ${mean.toFixed(3)}$`));
    const json = await zebra(["grade", "--dataset", data(), "--answers", answers, "--score", "blended", "--json"]);
    const report = JSON.parse(json.stdout) as { metric: string; summary: { overall: { score: number } }; records: { score: number }[] };
    expect(report.metric).toBe("blended");
    expect(report.records.map((r) => r.score)).toEqual([1, 10 / 24, 0, 0, 0]);
    expect(report.summary.overall.score).toBeCloseTo(mean, 12);
    const bad = await zebra(["grade", "--dataset", data(), "--answers", answers, "--score", "accuracy"]);
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)[0]).toBe("zebra grade: --score must be one of binary, cells, blended, question, adjusted, got 'accuracy'");
  });

  it("reports bad input in one line with the file and line", async () => {
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, `${JSON.stringify({ id: records[0]!.id, answer: "1" })}\n{oops\n`);
    const unknown = writeAnswers("unknown.jsonl", [{ id: "nope-1", answer: "1" }]);
    const notRecords = writeAnswers("not-records.jsonl", [{ id: "a", puzzle: { format: "zebra-puzzle/1" }, answer: 1 }]);
    const cases: [string[], RegExp][] = [
      [["--dataset", join(dir, "missing.jsonl"), "--answers", bad], /^zebra grade: .*missing\.jsonl: cannot read: no such file$/],
      [["--dataset", data(), "--answers", bad], /^zebra grade: .*bad\.jsonl: line 2: invalid JSON: /],
      [["--dataset", data(), "--answers", unknown], /^zebra grade: .*unknown\.jsonl: line 1: id "nope-1" is not in .*data\.jsonl$/],
      [["--dataset", notRecords, "--answers", unknown], /^zebra grade: .*not-records\.jsonl: line 1: not a dataset record: puzzle/],
      [["--answers", unknown], /^zebra grade: --dataset FILE is required$/],
    ];
    for (const [args, message] of cases) {
      const result = await zebra(["grade", ...args]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)[0]).toMatch(message);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
  });
});
