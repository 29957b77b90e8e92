// The ZebraLogic grid-mode interop format end to end, through the built binary:
// generate --format zebralogic, then grade answers built from the records' own solution tables,
// and the hand-written records of fixtures/zebralogic, which carry only their prompt text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lines, requireBuilt, root, zebra } from "./helpers.js";

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
    const answers = writeLines(
      "right.jsonl",
      records.map((r) => ({ id: r.id, output: JSON.stringify({ solution: r.solution }) })),
    );
    const report = await grade(data(), answers);
    expect(report.summary.overall).toEqual({ count: 4, puzzleAccuracy: 1, cellAccuracy: 1, questions: 0, questionAccuracy: null, noAnswerRate: 0 });
    for (const r of report.records) expect(r).toMatchObject({ puzzleCorrect: true, cellsRight: 12, cellsTotal: 12, questionCorrect: null });
    const table = await zebra(["grade", "--dataset", data(), "--answers", answers]);
    expect(lines(table.stdout)[2]).toMatch(/^all +4 +100\.0% +100\.0% +n\/a +0\.0%$/);
  });

  it("scores one changed cell as a wrong puzzle with (N-1)/N cells, and a grid that repeats a value breaks no clue it can name", async () => {
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

  it("checks a wrong grid against the clues its prompt gives, for a record of our own texts", async () => {
    const [first] = records as [GridRecord];
    const answer = structuredClone(first.solution);
    // Swap houses 1 and 2 of every attribute: a complete grid, each column a permutation, wrong.
    [answer.rows[0], answer.rows[1]] = [
      [answer.rows[1]![0]!, ...answer.rows[0]!.slice(1)],
      [answer.rows[0]![0]!, ...answer.rows[1]!.slice(1)],
    ];
    const report = await grade(writeLines("first-only.jsonl", [first]), writeLines("swapped.jsonl", [{ id: first.id, output: answer }]));
    expect(report.records[0]).toMatchObject({ puzzleCorrect: false, cellsTotal: 12 });
    expect(report.records[0]!.brokenClues!.length).toBeGreaterThan(0);
  });

  it("rejects a malformed solution table in one line", async () => {
    const bad = writeLines("bad.jsonl", [
      {
        id: "x",
        size: "2*1",
        puzzle: "…",
        solution: {
          header: ["House", "Pet"],
          rows: [
            ["1", "cat"],
            ["2", "cat"],
          ],
        },
      },
    ]);
    const result = await zebra(["grade", "--dataset", bad, "--answers", writeLines("none.jsonl", [])]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/bad\.jsonl: line 1: not a dataset record: solution\.rows: "Pet" repeats a value/);
  });
});

describe("zebra grade on ZebraLogic records that carry only their prompt", () => {
  const fixture = join(root, "fixtures/zebralogic/grid-mode.jsonl");
  const answers = join(root, "fixtures/zebralogic/answers.jsonl");
  const fixtureRecords = (): GridRecord[] => lines(readFileSync(fixture, "utf8")).map((l) => JSON.parse(l) as GridRecord);

  it("reads each prompt, solves a blanked table, checks wrong grids against the prompt's clues, and names the record whose prompt does not read", async () => {
    const result = await zebra(["grade", "--dataset", "fixtures/zebralogic/grid-mode.jsonl", "--answers", "fixtures/zebralogic/answers.jsonl", "--details"]);
    expect(result.code).toBe(0);
    const out = lines(result.stdout);
    expect(out[2]).toMatch(/^all +3 +66\.7% +93\.3% +n\/a +0\.0%$/);
    // The blanked 4×3 record is graded against the prompt's one solution; the answer swaps two phones.
    expect(out.at(-1)).toBe("zebra-4x3-1: grid wrong, 10/12 cells right; breaks clue 9");
    expect(lines(result.stderr)).toEqual([
      'zebra grade: fixtures/zebralogic/grid-mode.jsonl: line 3 (id "zebra-3x3-2"): the prompt does not read: Sentence 11 (line 11, numbered 5) was not read: the words "hums", "quietly", "near" are not known: "The person who keeps a dog hums quietly near the fish owner."; closest reading: "The person whose pet is dog is the person whose pet is fish."; graded against its solution table alone, without the clues',
    ]);
    const json = await zebra(["grade", "--dataset", fixture, "--answers", answers, "--json"]);
    const report = JSON.parse(json.stdout) as Report & { prompts: { line: number; id: string; graded: boolean }[] };
    expect(report.records.map((r) => [r.id, r.puzzleCorrect, r.cellsRight])).toEqual([
      ["zebra-3x3-1", true, 9],
      ["zebra-4x3-1", false, 10],
      ["zebra-3x3-2", true, 9],
    ]);
    expect(report.prompts).toMatchObject([{ line: 3, id: "zebra-3x3-2", graded: true }]);
  });

  it("names the clues of the prompt a record's solution table breaks, and grades against the table", async () => {
    const [first] = fixtureRecords() as [GridRecord];
    const wrong = structuredClone(first);
    // Houses 1 and 2 trade pets: the table no longer fits clue 5 ("the dog somewhere left of the fish").
    [wrong.solution.rows[0]![3], wrong.solution.rows[1]![3]] = [wrong.solution.rows[1]![3]!, wrong.solution.rows[0]![3]!];
    const result = await zebra([
      "grade",
      "--dataset",
      writeLines("table-wrong.jsonl", [wrong]),
      "--answers",
      writeLines("table-answer.jsonl", [{ id: wrong.id, answer: wrong.solution }]),
      "--json",
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /line 1 \(id "zebra-3x3-1"\): the solution table breaks clue 5 of the prompt; graded against its solution table alone, without the clues\n$/,
    );
    expect((JSON.parse(result.stdout) as Report).records[0]).toMatchObject({ puzzleCorrect: true });
  });

  it("grades the other records and exits 2 when a blanked record's prompt does not read", async () => {
    const [, blank] = fixtureRecords() as [GridRecord, GridRecord];
    const unreadable = {
      ...blank,
      id: "zebra-4x3-2",
      puzzle: blank.puzzle.replace("5. The person who loves knitting is not in the second house.", "5. The knitter whistles at dawn."),
    };
    const dataset = writeLines("blank-unread.jsonl", [blank, unreadable]);
    const result = await zebra(["grade", "--dataset", dataset, "--answers", writeLines("blank-answers.jsonl", [])]);
    expect(result.code).toBe(2);
    expect(lines(result.stdout)[2]).toMatch(/^all +1 +0\.0% +0\.0% +n\/a +100\.0%$/);
    const err = lines(result.stderr);
    expect(err).toContainEqual(
      expect.stringMatching(
        /blank-unread\.jsonl: line 2 \(id "zebra-4x3-2"\): the prompt does not read: Sentence \d+ \(line 11, numbered 5\) .*"The knitter whistles at dawn\."; not graded$/,
      ),
    );
    expect(err.at(-1)).toMatch(/blank-unread\.jsonl: 1 of 2 records not graded \(their prompts give no puzzle and their solution tables are blank\)$/);
  });
});
