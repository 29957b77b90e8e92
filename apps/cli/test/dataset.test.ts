// Datasets end to end: JSONL output that does not depend on the worker count, shards that
// concatenate into the whole, and --resume after a killed run, all byte for byte.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, hasStackTrace, killWhenLarger, lines, requireBuilt, start, zebra } from "./helpers.js";

let dir: string;
/** The reference dataset: 1,000 4x4 puzzles of seed 7, made with one worker. */
let reference: string;
const common = ["--seed", "7", "--size", "4x4", "--quiet"];
const slow = 180_000;

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-dataset-"));
  const file = join(dir, "one-worker.jsonl");
  const result = await zebra(["generate", ...common, "--count", "1000", "--workers", "1", "--out", file]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  reference = readFileSync(file, "utf8");
}, slow);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first n records of the reference, as text. */
function firstRecords(n: number): string {
  return lines(reference)
    .slice(0, n)
    .map((line) => `${line}\n`)
    .join("");
}

describe("JSONL datasets", () => {
  it("1,000 records, one JSON object per line, with stable keys, indices and seeds", () => {
    const records = lines(reference).map((line) => JSON.parse(line) as Record<string, unknown> & { meta: Record<string, unknown> });
    expect(records).toHaveLength(1000);
    records.forEach((record, i) => {
      expect(Object.keys(record)).toEqual([
        "id",
        "fingerprint",
        "puzzle",
        "text",
        "answer_format",
        "prompt",
        "explanation",
        "explanation_concise",
        "final_answer",
        "labels",
        "question",
        "answer",
        "answer_label",
        "answer_text",
        "qa",
        "grade",
        "meta",
      ]);
      expect(record.meta).toMatchObject({ format: "zebra-dataset/1", seed: 7, index: i });
    });
    expect(new Set(records.map((r) => r.meta["puzzle_seed"])).size).toBe(1000);
    const puzzle = records[0]!["puzzle"] as { format: string; solution: unknown };
    expect(puzzle.format).toBe("zebra-puzzle/1");
    expect(puzzle.solution).toBeDefined();
  });

  it(
    "two workers write the same bytes as one",
    async () => {
      const file = join(dir, "two-workers.jsonl");
      const result = await zebra(["generate", ...common, "--count", "1000", "--workers", "2", "--out", file]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(readFileSync(file, "utf8") === reference).toBe(true);
    },
    slow,
  );

  it(
    "--out /dev/null, a file that cannot be synced, is written without an error (the run syncs after 1,000 records and at the end)",
    async () => {
      const result = await zebra(["generate", ...common, "--count", "1001", "--workers", "2", "--out", "/dev/null"]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
    },
    slow,
  );

  it(
    "shards 1/3, 2/3, 3/3 concatenated equal the unsharded run (and stdout equals --out)",
    async () => {
      const count = 300;
      const shards = await Promise.all(
        [1, 2, 3].map((i) => zebra(["generate", ...common, "--count", String(count), "--workers", "1", "--format", "jsonl", "--shard", `${i}/3`])),
      );
      for (const shard of shards) expect(shard).toMatchObject({ code: 0, stderr: "" });
      expect(shards.map((s) => lines(s.stdout).length)).toEqual([100, 100, 100]);
      expect(shards.map((s) => s.stdout).join("") === firstRecords(count)).toBe(true);
    },
    slow,
  );

  it(
    "--resume after the process was killed (SIGKILL) gives the same file as an uninterrupted run",
    async () => {
      const count = 300;
      const file = join(dir, "killed.jsonl");
      // The run writes beside the output and renames at the end: a kill leaves the earlier file as it was.
      const partialFile = join(dir, ".killed.jsonl.partial");
      writeFileSync(file, "an earlier file\n");
      const args = ["generate", ...common, "--count", String(count), "--workers", "2", "--out", file];
      const child = start(args);
      const finished = collect(child);
      // Kill it once some records are on disk but well before the end.
      await killWhenLarger(child, partialFile, 60 * 1024);
      const killed = await finished;
      expect(killed.signal).toBe("SIGKILL");
      expect(readFileSync(file, "utf8")).toBe("an earlier file\n");
      const partial = readFileSync(partialFile, "utf8");
      const kept = lines(partial).length;
      expect(kept).toBeLessThan(count);

      const resumed = await zebra([...args, "--resume"]);
      expect(resumed.code).toBe(0);
      expect(readFileSync(file, "utf8") === firstRecords(count)).toBe(true);
    },
    slow,
  );

  it(
    "--resume drops a torn last line and makes only the missing records (seed read from the file)",
    async () => {
      const count = 300;
      const file = join(dir, "torn.jsonl");
      const whole = firstRecords(count);
      // Cut the file in the middle of record 290.
      const cut = Buffer.byteLength(firstRecords(289)) + 100;
      writeFileSync(file, whole);
      truncateSync(file, cut);
      const result = await zebra(["generate", "--size", "4x4", "--count", String(count), "--workers", "2", "--out", file, "--resume"]);
      expect(result.code).toBe(0);
      expect(lines(result.stderr)).toEqual([
        expect.stringMatching(
          /^zebra generate: wrote 11 puzzles to .*torn\.jsonl, after the 289 already there \(a torn last line of 100 bytes was dropped\), seed 7/,
        ),
      ]);
      expect(readFileSync(file, "utf8") === whole).toBe(true);
      // A complete file is left alone.
      const again = await zebra(["generate", ...common, "--count", String(count), "--out", file, "--resume"]);
      expect(again.code).toBe(0);
      expect(readFileSync(file, "utf8") === whole).toBe(true);
    },
    slow,
  );

  it("--resume refuses a file made with other options, in one line", async () => {
    const file = join(dir, "other.jsonl");
    writeFileSync(file, firstRecords(5));
    const result = await zebra(["generate", "--seed", "7", "--size", "5x4", "--count", "10", "--out", file, "--resume"]);
    expect(result.code).toBe(2);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/other\.jsonl: was made with other options \(houses 4 instead of 5\)/)]);
    expect(readFileSync(file, "utf8")).toBe(firstRecords(5));
  });

  it(
    "stops quietly when stdout is closed early (piped into head)",
    async () => {
      const child = start(["generate", ...common, "--count", "100000", "--format", "jsonl", "--workers", "2"]);
      const done = collect(child);
      let first = "";
      await new Promise<void>((resolve) => {
        child.stdout!.on("data", (chunk: Buffer) => {
          first += chunk.toString("utf8");
          if (first.includes("\n")) {
            child.stdout!.destroy();
            resolve();
          }
        });
      });
      const result = await done;
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      expect(JSON.parse(first.split("\n")[0]!)).toMatchObject({ meta: { index: 0 } });
    },
    slow,
  );
});
