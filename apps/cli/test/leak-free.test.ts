// Deduplication, excluded sets and splits end to end, through the built binary: puzzles are
// compared by fingerprint, so copies with renamed values and attributes, reordered clues and
// a mirrored row count as the same puzzle; and every output is the same bytes for any number
// of workers and shards.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assignSplit, puzzleFingerprint } from "@zebra/dataset";
import { parsePuzzle, toDocument, type Puzzle } from "@zebra/model";
import { createTestRng, mirror, renameAttributes, renameValues, reorderClues, respellClues } from "@zebra/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, zebra } from "./helpers.js";

let dir: string;
const slow = 180_000;
const path = (name: string): string => join(dir, name);

interface Record {
  id: string;
  fingerprint: string;
  split?: string;
  puzzle: unknown;
  meta: { index: number; options: { exclude: unknown; split: unknown } };
}

const records = (name: string): Record[] => lines(readFileSync(path(name), "utf8")).map((line) => JSON.parse(line) as Record);

function puzzleOf(record: Record): Puzzle {
  const parsed = parsePuzzle(record.puzzle);
  if (!parsed.ok) throw new Error(`${record.id}: invalid puzzle`);
  return parsed.value;
}

async function generate(name: string, args: readonly string[]): Promise<void> {
  const result = await zebra(["generate", "--quiet", "--out", path(name), ...args]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
}

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-leak-free-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("zebra dedup", () => {
  it("keeps one record of each puzzle from a file of relabelled, reordered and mirrored copies", async () => {
    await generate("originals.jsonl", ["-n", "30", "-s", "11", "--size", "5x4", "-j", "1"]);
    const originals = readFileSync(path("originals.jsonl"), "utf8");
    const rng = createTestRng(5);
    const disguises = [(p: Puzzle) => renameAttributes(renameValues(p, rng), rng), (p: Puzzle) => respellClues(reorderClues(p, rng), rng), mirror];
    // Each copy also claims a fingerprint of its own: dedup must compute it from the puzzle.
    const copies = records("originals.jsonl").flatMap((record) =>
      disguises.map((disguise) =>
        JSON.stringify({
          ...record,
          id: `${record.id}-copy`,
          fingerprint: "zf1-00000000000000000000000000000000",
          puzzle: toDocument(disguise(puzzleOf(record))),
        }),
      ),
    );
    const distinct = new Set(records("originals.jsonl").map((r) => r.fingerprint)).size;
    writeFileSync(path("with-copies.jsonl"), `${originals}${rng.shuffled(copies).join("\n")}\n`);

    const result = await zebra(["dedup", path("with-copies.jsonl"), "--out", path("deduplicated.jsonl")]);
    expect(result.code).toBe(0);
    expect(lines(result.stderr)).toEqual([
      `zebra dedup: kept ${distinct} of ${30 + copies.length} records (dropped ${30 + copies.length - distinct} duplicates) in ${path("deduplicated.jsonl")}`,
    ]);
    // The first record of each puzzle, byte for byte and in order: here, the originals.
    const firsts = new Set<string>();
    const expected = lines(originals).filter((line) => {
      const print = (JSON.parse(line) as Record).fingerprint;
      if (firsts.has(print)) return false;
      firsts.add(print);
      return true;
    });
    expect(lines(readFileSync(path("deduplicated.jsonl"), "utf8"))).toEqual(expected);

    // From stdin to stdout, and with the originals excluded, nothing is left.
    const piped = await zebra(["dedup", "-", "--exclude", path("originals.jsonl"), "--quiet"], { input: copies.join("\n") });
    expect(piped).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("names the file and line of a record it cannot read, and writes no output", async () => {
    writeFileSync(
      path("broken.jsonl"),
      `${lines(readFileSync(path("originals.jsonl"), "utf8"))[0]}\n{"id": "x", "puzzle": {"format": "zebra-puzzle/1"}}\nnot json\n`,
    );
    const result = await zebra(["dedup", path("broken.jsonl"), "--out", path("broken-out.jsonl")]);
    expect(result.code).toBe(2);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/broken\.jsonl: line 2: cannot fingerprint the record: puzzle: size: /)]);
    expect(() => readFileSync(path("broken-out.jsonl"))).toThrow();
    const inPlace = await zebra(["dedup", path("broken.jsonl"), "--out", path("broken.jsonl")]);
    expect(inPlace.code).toBe(2);
    expect(inPlace.stderr).toMatch(/would overwrite the input/);
  });
});

describe("zebra generate --exclude", () => {
  // 3x2 puzzles repeat often, so a second run of the same options meets the first one's puzzles.
  const small = ["--size", "3x2", "-n", "200"];

  it(
    "never makes a puzzle of the excluded files, with the same bytes for 1 and 2 workers and for shards",
    async () => {
      await generate("test.jsonl", [...small, "-s", "21", "-j", "1"]);
      await generate("unguarded.jsonl", [...small, "-s", "22", "-j", "1"]);
      const test = new Set(records("test.jsonl").map((r) => r.fingerprint));
      expect(records("unguarded.jsonl").filter((r) => test.has(r.fingerprint)).length).toBeGreaterThan(10);

      await generate("train.jsonl", [...small, "-s", "22", "-j", "1", "--exclude", path("test.jsonl")]);
      const train = records("train.jsonl");
      expect(train).toHaveLength(200);
      expect(train.filter((r) => test.has(r.fingerprint) || test.has(puzzleFingerprint(puzzleOf(r))))).toEqual([]);
      expect(train[0]!.meta.options.exclude).toEqual({ fingerprints: test.size, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Where the unguarded run's puzzle was not excluded, the puzzle is the same; where it was,
      // another puzzle took its place, made from a seed derived from the first.
      const unguarded = records("unguarded.jsonl");
      train.forEach((record, i) => {
        const before = unguarded[i]! as Record & { meta: { puzzle_seed: number } };
        const after = record as Record & { meta: { puzzle_seed: number } };
        if (test.has(before.fingerprint)) expect(after.meta.puzzle_seed).not.toBe(before.meta.puzzle_seed);
        else expect([after.puzzle, after.meta.puzzle_seed]).toEqual([before.puzzle, before.meta.puzzle_seed]);
      });

      await generate("train-2.jsonl", [...small, "-s", "22", "-j", "2", "--exclude", path("test.jsonl")]);
      expect(readFileSync(path("train-2.jsonl"), "utf8") === readFileSync(path("train.jsonl"), "utf8")).toBe(true);
      const shards = await Promise.all(
        [1, 2].map((i) => zebra(["generate", ...small, "-s", "22", "-j", "1", "-f", "jsonl", "--shard", `${i}/2`, "--exclude", path("test.jsonl")])),
      );
      expect(shards.map((s) => s.stdout).join("") === readFileSync(path("train.jsonl"), "utf8")).toBe(true);
    },
    slow,
  );

  it("says when the excluded files leave no puzzle to make", async () => {
    // There are only a handful of 2x1 puzzles: 300 of them hold every one.
    await generate("tiny.jsonl", ["--size", "2x1", "-n", "300", "-s", "1", "-j", "1"]);
    const result = await zebra(["generate", "--size", "2x1", "-n", "1", "-s", "2", "--exclude", path("tiny.jsonl"), "-q"]);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(/^zebra generate: cannot make puzzle #0 outside the excluded files: 100 attempts all made puzzles they hold/),
    ]);
  });
});

describe("zebra generate --split", () => {
  const run = ["-n", "400", "-s", "31", "--size", "4x3", "--split", "train=0.8,test=0.2"];

  it(
    "assigns records by fingerprint to one file per part, the same bytes for 1 and 2 workers, shards and stdout",
    async () => {
      await generate("d.jsonl", [...run, "-j", "1"]);
      const train = records("d.train.jsonl");
      const test = records("d.test.jsonl");
      expect(train.length + test.length).toBe(400);
      expect(test.length).toBeGreaterThan(40);
      expect(test.length).toBeLessThan(120);
      const parts = [
        { name: "train", share: 0.8 },
        { name: "test", share: 0.2 },
      ];
      for (const record of [...train, ...test]) expect(record.split).toBe(parts[assignSplit(puzzleFingerprint(puzzleOf(record)), parts)]!.name);
      const inTest = new Set(test.map((r) => r.fingerprint));
      expect(train.filter((r) => inTest.has(r.fingerprint))).toEqual([]);
      expect(train[0]!.meta.options.split).toEqual({ train: 0.8, test: 0.2 });

      await generate("d2.jsonl", [...run, "-j", "2"]);
      for (const part of ["train", "test"]) expect(readFileSync(path(`d2.${part}.jsonl`), "utf8") === readFileSync(path(`d.${part}.jsonl`), "utf8")).toBe(true);
      for (const i of [1, 2, 3]) await generate(`s${i}.jsonl`, [...run, "-j", "1", "--shard", `${i}/3`]);
      for (const part of ["train", "test"]) {
        const joined = [1, 2, 3].map((i) => readFileSync(path(`s${i}.${part}.jsonl`), "utf8")).join("");
        expect(joined === readFileSync(path(`d.${part}.jsonl`), "utf8")).toBe(true);
      }
      const stdout = await zebra(["generate", ...run, "-j", "1", "-f", "jsonl", "-q"]);
      const byPart = (part: string) => lines(stdout.stdout).filter((line) => (JSON.parse(line) as Record).split === part);
      expect(byPart("test")).toEqual(lines(readFileSync(path("d.test.jsonl"), "utf8")));
    },
    slow,
  );

  it(
    "--resume continues both files after they were cut short",
    async () => {
      for (const part of ["train", "test"]) {
        const all = readFileSync(path(`d.${part}.jsonl`), "utf8");
        writeFileSync(
          path(`r.${part}.jsonl`),
          `${lines(all)
            .slice(0, part === "train" ? 200 : 40)
            .join("\n")}\n`,
        );
      }
      // The files now end at different indexes: the run must continue after the later one and
      // find the records in between missing.
      const refused = await zebra(["generate", ...run, "-q", "--out", path("r.jsonl"), "--resume"]);
      expect(refused.code).toBe(2);
      expect(lines(refused.stderr)).toEqual([
        expect.stringMatching(/r\.train\.jsonl and .*r\.test\.jsonl: hold 240 records, but the last is puzzle #\d+: \d+ are missing/),
      ]);
      // Cut both at the same index, as a killed run leaves them.
      const cut = 250;
      for (const part of ["train", "test"]) {
        const kept = lines(readFileSync(path(`d.${part}.jsonl`), "utf8")).filter((line) => (JSON.parse(line) as Record).meta.index < cut);
        writeFileSync(path(`r.${part}.jsonl`), kept.map((l) => `${l}\n`).join(""));
      }
      const resumed = await zebra(["generate", ...run, "--out", path("r.jsonl"), "--resume"]);
      expect(resumed.code).toBe(0);
      expect(resumed.stderr).toMatch(/wrote 150 puzzles to .*r\.train\.jsonl \(\d+\) and .*r\.test\.jsonl \(\d+\), after the 250 already there/);
      for (const part of ["train", "test"]) expect(readFileSync(path(`r.${part}.jsonl`), "utf8") === readFileSync(path(`d.${part}.jsonl`), "utf8")).toBe(true);
    },
    slow,
  );

  it("refuses a split it cannot write, in one line", async () => {
    const cases: [readonly string[], RegExp][] = [
      [["--split", "train=0.9,test=0.1", "-f", "text"], /--split needs the jsonl or parquet format/],
      [["--split", "train=0.9"], /--split: give two parts or more/],
      [["--split", "train=0.9,train=0.1", "-f", "jsonl"], /'train' is named twice/],
      [["--split", "train=0,test=1", "-f", "jsonl"], /the share of 'train' must be above 0/],
      [["--split", "train:0.9;test:0.1", "-f", "jsonl"], /is not NAME=SHARE/],
    ];
    for (const [args, message] of cases) {
      const result = await zebra(["generate", ...args]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)[0]).toMatch(message);
    }
  });
});
