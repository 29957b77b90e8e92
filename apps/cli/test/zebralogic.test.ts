// The ZebraLogic grid-mode interop format end to end, through the built binary:
// generate --format zebralogic, then grade answers built from the records' own solution tables.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lines, requireBuilt, zebra } from "./helpers.js";

interface GridRecord {
  id: string;
  size: string;
  puzzle: string;
  solution: { header: string[]; rows: string[][] };
}

let dir: string;
let records: GridRecord[];
const data = (): string => join(dir, "grid.jsonl");

function writeLines(name: string, entries: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, entries.map((e) => `${JSON.stringify(e)}\n`).join(""));
  return path;
}

interface Report {
  summary: { overall: Record<string, number | null> };
  records: { id: string; puzzleCorrect: boolean; cellsRight: number; cellsTotal: number; questionCorrect: boolean | null; brokenClues?: number[] }[];
}

async function grade(dataset: string, answers: string): Promise<Report> {
  const result = await zebra(["grade", "--dataset", dataset, "--answers", answers, "--json"]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  return JSON.parse(result.stdout) as Report;
}

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-zebralogic-"));
  const made = await zebra(["generate", "-n", "4", "--size", "4x3", "--seed", "5", "--format", "zebralogic", "-o", data(), "-q", "-j", "1"]);
  expect(made.code).toBe(0);
  records = lines(readFileSync(data(), "utf8")).map((l) => JSON.parse(l) as GridRecord);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generate --format zebralogic", () => {
  it("writes grid-mode records: id, size, puzzle text, solution header and rows", async () => {
    expect(records).toHaveLength(4);
    for (const record of records) {
      expect(Object.keys(record)).toEqual(["id", "size", "puzzle", "solution"]);
      expect(record.size).toBe("4*3");
      expect(record.puzzle).toMatch(/\S/);
      expect(record.solution.header[0]).toBe("House");
      expect(record.solution.header).toHaveLength(4);
      expect(record.solution.rows.map((row) => row[0])).toEqual(["1", "2", "3", "4"]);
      for (const row of record.solution.rows) {
        expect(row).toHaveLength(4);
        for (const cell of row) expect(typeof cell).toBe("string");
      }
      // Each attribute's column is a permutation: no value twice.
      for (let column = 1; column < 4; column++) expect(new Set(record.solution.rows.map((row) => row[column])).size).toBe(4);
    }
    // The same run gives the same bytes, and the puzzle text is the one the text format shows.
    const again = await zebra(["generate", "-n", "4", "--size", "4x3", "--seed", "5", "--format", "zebralogic", "-j", "2"]);
    expect(again.stdout).toBe(readFileSync(data(), "utf8"));
    const text = await zebra(["generate", "--size", "4x3", "--seed", "5", "--format", "text"]);
    expect(text.stdout).toContain(records[0]!.puzzle.trim().split("\n")[0]!);
  });
});

describe("zebra grade on a zebralogic dataset", () => {
  it("gives accuracy 1 to the records' own solution tables, with question accuracy not applicable", async () => {
    const answers = writeLines("right.jsonl", records.map((r) => ({ id: r.id, output: JSON.stringify({ solution: r.solution }) })));
    const report = await grade(data(), answers);
    expect(report.summary.overall).toEqual({ count: 4, puzzleAccuracy: 1, cellAccuracy: 1, questions: 0, questionAccuracy: null, noAnswerRate: 0 });
    for (const r of report.records) expect(r).toMatchObject({ puzzleCorrect: true, cellsRight: 12, cellsTotal: 12, questionCorrect: null });
    const table = await zebra(["grade", "--dataset", data(), "--answers", answers]);
    expect(lines(table.stdout)[2]).toMatch(/^all +4 +100\.0% +100\.0% +n\/a +0\.0%$/);
  });

  it("scores one changed cell as a wrong puzzle with (N-1)/N cells, and no clue check without clues", async () => {
    const [first, ...rest] = records as [GridRecord, ...GridRecord[]];
    const changed = structuredClone(first.solution);
    // House 1 takes house 2's value of the first attribute: one cell wrong.
    changed.rows[0]![1] = changed.rows[1]![1]!;
    const answers = writeLines("one-off.jsonl", [{ id: first.id, output: changed }, ...rest.map((r) => ({ id: r.id, output: r.solution }))]);
    const report = await grade(data(), answers);
    expect(report.records[0]).toMatchObject({ puzzleCorrect: false, cellsRight: 11, cellsTotal: 12, questionCorrect: null });
    expect(report.records[0]!.brokenClues).toBeUndefined();
    expect(report.summary.overall).toMatchObject({ puzzleAccuracy: 3 / 4, cellAccuracy: 47 / 48, questionAccuracy: null });
    const alone = writeLines("alone.jsonl", [{ id: first.id, output: changed }]);
    const single = await grade(writeLines("first.jsonl", [first]), alone);
    expect(single.summary.overall).toMatchObject({ puzzleAccuracy: 0, cellAccuracy: 11 / 12 });
  });

  it("checks a wrong grid against the clues when the record also carries our puzzle document", async () => {
    const made = await zebra(["generate", "--size", "4x3", "--seed", "5", "--format", "json"]);
    const document = JSON.parse(made.stdout) as { solution: Record<string, string[]> };
    const record = { ...records[0]!, zebra: document };
    const swapped = structuredClone(document.solution);
    const [attr] = Object.keys(swapped);
    const column = swapped[attr!]!;
    [column[0], column[1]] = [column[1]!, column[0]!];
    const report = await grade(writeLines("with-doc.jsonl", [record]), writeLines("swap.jsonl", [{ id: record.id, answer: swapped }]));
    expect(report.records[0]).toMatchObject({ puzzleCorrect: false, cellsRight: 10, questionCorrect: null });
    // A unique puzzle has no other grid that satisfies every clue.
    expect(report.records[0]!.brokenClues!.length).toBeGreaterThan(0);
  });

  it("rejects a malformed solution table in one line", async () => {
    const bad = writeLines("bad.jsonl", [{ id: "x", size: "2*1", puzzle: "…", solution: { header: ["House", "Pet"], rows: [["1", "cat"], ["2", "cat"]] } }]);
    const result = await zebra(["grade", "--dataset", bad, "--answers", writeLines("none.jsonl", [])]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/bad\.jsonl: line 1: not a dataset record: solution\.rows: "Pet" repeats a value/);
  });
});
