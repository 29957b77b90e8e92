// Difficulty mixes end to end: `--difficulty easy:2,medium,hard` makes puzzle i at the
// (i mod k)-th level of the expanded cycle, and the output stays the same bytes for every
// worker count, shard split, --start and --resume.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, zebra } from "./helpers.js";

let dir: string;
/** The reference: 24 4x4 records of seed 11 with the mix below, made with one worker. */
let reference: string;
const mix = "easy:2,medium,hard";
const cycle = ["easy", "easy", "medium", "hard"];
const common = ["--seed", "11", "--size", "4x4", "--difficulty", mix, "--format", "jsonl", "--quiet"];
const count = 24;
const slow = 120_000;

interface DatasetRecord {
  readonly grade: { readonly level: string };
  readonly puzzle: { readonly meta: { readonly difficulty: string } };
  readonly meta: { readonly index: number; readonly options: { readonly difficulty: unknown } };
}

function records(text: string): DatasetRecord[] {
  return lines(text).map((line) => JSON.parse(line) as DatasetRecord);
}

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-mix-"));
  const result = await zebra(["generate", ...common, "--count", String(count), "--workers", "1"]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  reference = result.stdout;
}, slow);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--difficulty mixes", () => {
  it("grades the records in the order of the expanded cycle and records the cycle in meta.options", () => {
    const all = records(reference);
    expect(all).toHaveLength(count);
    all.forEach((record, i) => {
      expect(record.meta.index).toBe(i);
      expect(record.grade.level).toBe(cycle[i % cycle.length]);
      expect(record.puzzle.meta.difficulty).toBe(cycle[i % cycle.length]);
      expect(record.meta.options.difficulty).toEqual(cycle);
    });
  });

  it(
    "two workers write the same bytes as one",
    async () => {
      const result = await zebra(["generate", ...common, "--count", String(count), "--workers", "2"]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(result.stdout === reference).toBe(true);
    },
    slow,
  );

  it(
    "shards 1/3, 2/3, 3/3 concatenated equal the unsharded run, with shards starting mid-cycle",
    async () => {
      // 22 puzzles: shards 0..6, 7..13, 14..21, so shards 2 and 3 start inside a cycle of 4.
      const shards = await Promise.all([1, 2, 3].map((i) => zebra(["generate", ...common, "--count", "22", "--workers", "1", "--shard", `${i}/3`])));
      for (const shard of shards) expect(shard).toMatchObject({ code: 0, stderr: "" });
      expect(shards.map((s) => lines(s.stdout).length)).toEqual([7, 7, 8]);
      expect(shards.map((s) => s.stdout).join("") === firstRecords(22)).toBe(true);
    },
    slow,
  );

  it(
    "--start i remakes records from i on, at the levels of their indices",
    async () => {
      const result = await zebra(["generate", ...common, "--count", "3", "--start", "5", "--workers", "1"]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(result.stdout).toBe(
        lines(reference)
          .slice(5, 8)
          .map((line) => `${line}\n`)
          .join(""),
      );
      expect(records(result.stdout).map((r) => r.grade.level)).toEqual(["easy", "medium", "hard"]);
    },
    slow,
  );

  it(
    "--resume completes a partial file to the same bytes",
    async () => {
      const file = join(dir, "partial.jsonl");
      writeFileSync(
        file,
        lines(reference)
          .slice(0, 7)
          .map((line) => `${line}\n`)
          .join(""),
      );
      const result = await zebra(["generate", ...common, "--count", String(count), "--out", file, "--resume"]);
      expect(result.code).toBe(0);
      expect(readFileSync(file, "utf8") === reference).toBe(true);
    },
    slow,
  );

  it(
    "a mix written differently but with the same cycle makes the same bytes; one level stays a string",
    async () => {
      const spelled = ["--seed", "11", "--size", "4x4", "--format", "jsonl", "--quiet", "--count", "4", "--workers", "1"];
      const [longer, plain, repeated] = await Promise.all([
        zebra(["generate", ...spelled, "--difficulty", "easy,easy,medium,hard,easy,easy,medium,hard"]),
        zebra(["generate", ...spelled, "--difficulty", "medium"]),
        zebra(["generate", ...spelled, "--difficulty", "Medium, medium=3"]),
      ]);
      expect(longer.stdout === firstRecords(4)).toBe(true);
      expect(repeated.stdout === plain.stdout).toBe(true);
      const levels = records(plain.stdout);
      expect(levels.map((r) => r.grade.level)).toEqual(["medium", "medium", "medium", "medium"]);
      expect(levels[0]!.meta.options.difficulty).toBe("medium");
    },
    slow,
  );

  it(
    "mixes ratings and levels: each record has its rating, or its level's range",
    async () => {
      const result = await zebra([
        "generate",
        "--seed",
        "5",
        "--size",
        "5x5",
        "--difficulty",
        "4,7:2,easy",
        "--count",
        "8",
        "--format",
        "jsonl",
        "--quiet",
        "--workers",
        "1",
      ]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      const made = lines(result.stdout).map(
        (line) => JSON.parse(line) as { grade: { level: string; rating: number }; meta: { options: { difficulty: unknown } } },
      );
      expect(made.map((r) => r.grade.rating).filter((_, i) => i % 4 !== 3)).toEqual([4, 7, 7, 4, 7, 7]);
      for (const i of [3, 7]) {
        expect(made[i]!.grade.level).toBe("easy");
        expect(made[i]!.grade.rating).toBeLessThanOrEqual(2);
      }
      expect(made[0]!.meta.options.difficulty).toEqual([4, 7, 7, "easy"]);
    },
    slow,
  );

  it.each([
    ["easy,hrad", "--difficulty: unknown level 'hrad' in 'easy,hrad' (did you mean 'hard'?) (levels: easy, medium, hard, expert, or a rating from 1 to 10)"],
    ["easy,11", "--difficulty: rating 11 in 'easy,11' is out of range (ratings: 1 to 10)"],
    ["0:2", "--difficulty: rating 0 in '0:2' is out of range (ratings: 1 to 10)"],
    ["easy,,hard", "--difficulty: empty item in 'easy,,hard'"],
    ["easy:2,hard:0", "--difficulty: the weight in 'hard:0' must be a whole number from 1 to 1000"],
    ["easy:two", "--difficulty: the weight in 'easy:two' must be a whole number from 1 to 1000"],
  ])("rejects %s with exit code 2 and a first line that names the bad item", async (value, message) => {
    const result = await zebra(["generate", "--size", "4x4", "--count", "2", "--difficulty", value]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(lines(result.stderr)[0]).toContain(message);
  });
});

/** The first n records of the reference, as text. */
function firstRecords(n: number): string {
  return lines(reference)
    .slice(0, n)
    .map((line) => `${line}\n`)
    .join("");
}
