// Several sizes and levels in one run, through the built CLI: a plan of 16 sizes × 4 levels is
// balanced, the same bytes after a kill -9 and --resume, and split exactly by --shard; a plan
// file gives its own counts; a size and level the generator cannot make is refused before the
// run; a seed that makes no puzzle of its level is replaced, the same way on every run, and
// counted. Counts are small: each record of a 6x6 expert puzzle takes a while to make.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { difficulties } from "@zebra/model";
import { deriveSeed } from "@zebra/sampler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, lines, requireBuilt, start, zebra } from "./helpers.js";

const slow = 240_000;
const levels = difficulties.join(",");
// 16 sizes × 4 levels, two puzzles each.
const planned = ["generate", "--seed", "5", "--size", "3x3..6x6", "--difficulty", levels, "--count", "128", "--quiet"];

interface Row {
  readonly puzzle: { readonly size: number; readonly attributes: Readonly<Record<string, readonly unknown[]>> };
  readonly grade: { readonly level: string; readonly rating: number; readonly difficulty: number };
  readonly meta: { readonly index: number; readonly puzzle_seed: number; readonly options: { readonly plan?: unknown } };
}

const rows = (text: string): Row[] => lines(text).map((line) => JSON.parse(line) as Row);
const cellOf = (r: Row) => `${r.puzzle.size}x${Object.keys(r.puzzle.attributes).length} ${r.grade.level}`;

let dir: string;
let reference: string;

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-plans-"));
  const file = join(dir, "reference.jsonl");
  const result = await zebra([...planned, "--workers", "2", "--out", file]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  reference = readFileSync(file, "utf8");
}, slow);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("zebra generate --size 3x3..6x6 --difficulty easy,medium,hard,expert", () => {
  it("makes every size at every level, in equal numbers, interleaved", () => {
    const made = rows(reference);
    expect(made).toHaveLength(128);
    const counts = new Map<string, number>();
    for (const r of made) counts.set(cellOf(r), (counts.get(cellOf(r)) ?? 0) + 1);
    expect(counts.size).toBe(64);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    // Every cell once in the first half, once in the second.
    expect(new Set(made.slice(0, 64).map(cellOf)).size).toBe(64);
    expect(made.map((r) => r.meta.index)).toEqual(made.map((_, i) => i));
    expect(made[0]!.meta.options.plan).toMatchObject({ cells: 64, puzzles: 128 });
  });

  it("gives each record a difficulty from 0 to 1 in its level's quarter", () => {
    for (const r of rows(reference)) {
      expect(r.grade.difficulty).toBeGreaterThanOrEqual(0);
      expect(r.grade.difficulty).toBeLessThanOrEqual(1);
      expect(Math.min(3, Math.floor(4 * r.grade.difficulty))).toBe(difficulties.indexOf(r.grade.level as never));
    }
  });

  it(
    "gives the bytes of an uninterrupted run when killed with SIGKILL and resumed",
    async () => {
      const file = join(dir, "killed.jsonl");
      const partial = join(dir, ".killed.jsonl.partial");
      const child = start([...planned, "--workers", "2", "--out", file]);
      const done = collect(child);
      // Killed once a third of the records are written: some sizes and levels are done, others not.
      const timer = setInterval(() => {
        if (existsSync(partial) && statSync(partial).size >= reference.length / 3) child.kill("SIGKILL");
      }, 5);
      const killed = await done;
      clearInterval(timer);
      expect(killed.signal).toBe("SIGKILL");
      expect(existsSync(file)).toBe(false);
      const kept = lines(readFileSync(partial, "utf8")).length;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(128);

      const resumed = await zebra([...planned, "--workers", "1", "--out", file, "--resume"]);
      expect(resumed).toMatchObject({ code: 0, stderr: "" });
      expect(readFileSync(file, "utf8") === reference).toBe(true);
    },
    slow,
  );

  it(
    "is split exactly by --shard: the shards in order are the whole run",
    async () => {
      const shards = await Promise.all([1, 2, 3].map((i) => zebra([...planned, "--workers", "1", "--format", "jsonl", "--shard", `${i}/3`])));
      for (const shard of shards) expect(shard).toMatchObject({ code: 0, stderr: "" });
      expect(shards.map((s) => rows(s.stdout).length)).toEqual([42, 43, 43]);
      expect(shards.map((s) => s.stdout).join("") === reference).toBe(true);
    },
    slow,
  );
});

describe("zebra generate --plan FILE", () => {
  it(
    "makes the counts each row asks for, and the same bytes with one worker or two",
    async () => {
      const plan = join(dir, "plan.txt");
      writeFileSync(plan, "# size     level        count\n3x3..4x4   easy,hard    2\n5x5        expert       3   # the hardest\n6x3        any          1\n");
      const one = await zebra(["generate", "--seed", "8", "--plan", plan, "--workers", "1", "--format", "jsonl", "--quiet"]);
      const two = await zebra(["generate", "--seed", "8", "--plan", plan, "--workers", "2", "--format", "jsonl", "--quiet"]);
      expect(one).toMatchObject({ code: 0, stderr: "" });
      expect(two.stdout === one.stdout).toBe(true);
      const made = rows(one.stdout);
      const counts = new Map<string, number>();
      for (const r of made) {
        const key = r.puzzle.size === 6 ? "6x3 any" : cellOf(r);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual({
        "3x3 easy": 2,
        "3x3 hard": 2,
        "3x4 easy": 2,
        "3x4 hard": 2,
        "4x3 easy": 2,
        "4x3 hard": 2,
        "4x4 easy": 2,
        "4x4 hard": 2,
        "5x5 expert": 3,
        "6x3 any": 1,
      });
    },
    slow,
  );

  it("names the file, the line and the problem of a bad row", async () => {
    const cases: [string, string][] = [
      ["3x3 hard\n", "plan.txt: line 1: a row is SIZE LEVEL COUNT (e.g. 4x4 hard 100), got '3x3 hard'"],
      [
        "\n3x3 hardd 2\n",
        "plan.txt: line 2: unknown level 'hardd' (did you mean 'hard'?); a level is easy, medium, hard, expert, a rating from 1 to 10, or any",
      ],
      ["3x3 hard 2\n3x3..4x4 hard 1\n", "plan.txt: line 2: 3x3 hard is already planned on line 1; give each size and level one row"],
      ["4y4 easy 1\n", "plan.txt: line 1: SIZE must be HOUSESxATTRIBUTES like 5x5, got '4y4'"],
      ["4x4 easy many\n", "plan.txt: line 1: the count must be a whole number, got 'many'"],
      [`${"[".repeat(100_000)}\n`, "plan.txt: line 1: a row is SIZE LEVEL COUNT (e.g. 4x4 hard 100), not a line of 100,000 characters"],
      ["# nothing yet\n", "plan.txt: the plan has no puzzles; give rows of SIZE LEVEL COUNT (e.g. 4x4 hard 100)"],
    ];
    for (const [text, message] of cases) {
      writeFileSync(join(dir, "plan.txt"), text);
      const result = await zebra(["generate", "--plan", "plan.txt", "--out", "out.jsonl"], { cwd: dir });
      expect(result.code).toBe(2);
      expect(lines(result.stderr)).toEqual([`zebra generate: ${message}`]);
      expect(existsSync(join(dir, "out.jsonl"))).toBe(false);
    }
  });
});

describe("sizes and levels the generator cannot make", () => {
  it("refuses them before the run, with the reason, and writes nothing", async () => {
    const out = join(dir, "never.jsonl");
    const ranged = await zebra(["generate", "--size", "2x2..4x4", "--difficulty", "hard,expert", "-n", "90", "--out", out]);
    expect(ranged.code).toBe(2);
    expect(lines(ranged.stderr)).toEqual([
      "zebra generate: --size 2x2 --difficulty hard: the generator makes no hard puzzle of size 2×2 (0 in 24 measured tries; it makes easy ones there); leave that level out or choose a larger size",
    ]);
    writeFileSync(join(dir, "rare.txt"), "4x4 expert 10\n3x2 expert 1\n");
    const rare = await zebra(["generate", "--plan", "rare.txt", "--out", out], { cwd: dir });
    expect(rare.code).toBe(2);
    expect(lines(rare.stderr)).toEqual([
      "zebra generate: rare.txt: the generator rarely makes an expert puzzle of size 3×2 (1 in 24 measured tries; it makes easy, medium and hard ones there); leave that level out or choose a larger size",
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a rating the generator does not make at a size, by the measured table, before the run", async () => {
    // 4x4 rating 6 used to make two puzzles and end the run at the third after 100 seeds.
    const out = join(dir, "rating.jsonl");
    writeFileSync(join(dir, "ratings.txt"), "4x4 7 2\n4x4 6 40\n");
    const plan = await zebra(["generate", "--plan", "ratings.txt", "--seed", "1", "--out", out], { cwd: dir });
    expect(plan.code).toBe(2);
    expect(lines(plan.stderr)).toEqual([
      "zebra generate: ratings.txt: the generator makes no rating-6 puzzle of size 4×4 (0 in 8 measured tries; it makes ratings 1–4 and 7–9 there); leave that rating out or ask for hard (ratings 5–7)",
    ]);
    const mix = await zebra(["generate", "--size", "4x5", "-d", "easy,10", "-n", "4", "--out", out]);
    expect(mix.code).toBe(2);
    expect(lines(mix.stderr)).toEqual([
      "zebra generate: --size 4x5 --difficulty 10: the generator rarely makes a rating-10 puzzle of size 4×5 (2 in 16 measured tries; it makes ratings 1–4 and 7–9 there); leave that rating out or ask for expert (ratings 8–10)",
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a size above the tables that a probe of a few puzzles cannot make, before the run", async () => {
    const out = join(dir, "probe.jsonl");
    const refused = await zebra(["generate", "--size", "9x1", "-d", "10", "--out", out]);
    expect(refused.code).toBe(2);
    expect(lines(refused.stderr)).toEqual([
      "zebra generate: --size 9x1 --difficulty 10: the generator made no rating-10 puzzle of size 9×1 in 4 tries before the run; leave that rating out or choose another size",
    ]);
    expect(existsSync(out)).toBe(false);
    writeFileSync(join(dir, "large.txt"), "9x2 easy 1\n9x1 any 1\n");
    const made = await zebra(["generate", "--plan", "large.txt", "--seed", "2", "--out", out, "--quiet"], { cwd: dir });
    expect(made).toMatchObject({ code: 0, stderr: "" });
    expect(rows(readFileSync(out, "utf8")).map((r) => `${r.puzzle.size}x${Object.keys(r.puzzle.attributes).length}`)).toEqual(["9x2", "9x1"]);
  });

  it(
    "makes a plan's rating cells at their rating, replacing and counting the seeds that miss",
    async () => {
      // 4x3 rating 9 comes from about one seed in two.
      writeFileSync(join(dir, "rated.txt"), "4x3 9 4\n3x3 any 2\n");
      const args = ["generate", "--plan", "rated.txt", "--seed", "4", "--format", "jsonl"];
      const one = await zebra([...args, "--workers", "1"], { cwd: dir });
      const two = await zebra([...args, "--workers", "2"], { cwd: dir });
      expect(one.code).toBe(0);
      expect(two.stdout === one.stdout).toBe(true);
      const made = rows(one.stdout);
      expect(made.filter((r) => r.puzzle.size === 4).map((r) => r.grade.rating)).toEqual([9, 9, 9, 9]);
      expect(made.filter((r) => r.puzzle.size === 3)).toHaveLength(2);
      const replaced = made.filter((r) => r.meta.puzzle_seed !== deriveSeed(4, r.meta.index)).length;
      expect(replaced).toBeGreaterThan(0);
      expect(one.stderr).toContain(`${replaced === 1 ? "1 puzzle" : `${replaced} puzzles`} made from a replacement seed`);
    },
    slow,
  );

  it(
    "replaces a seed that makes no puzzle of its level, the same way on every run, and counts it",
    async () => {
      // 3x3 expert puzzles come from about one seed in three: 12 of them need replacements.
      const args = ["generate", "--seed", "3", "--size", "3x3", "--difficulty", "expert", "-n", "12"];
      const one = await zebra([...args, "--workers", "1", "--out", join(dir, "rare-1.jsonl")]);
      const two = await zebra([...args, "--workers", "2", "--out", join(dir, "rare-2.jsonl")]);
      expect(one.code).toBe(0);
      const text = readFileSync(join(dir, "rare-1.jsonl"), "utf8");
      expect(readFileSync(join(dir, "rare-2.jsonl"), "utf8") === text).toBe(true);
      const made = rows(text);
      expect(made.every((r) => r.grade.level === "expert")).toBe(true);
      const replaced = made.filter((r) => r.meta.puzzle_seed !== deriveSeed(3, r.meta.index)).length;
      expect(replaced).toBeGreaterThan(0);
      const note = `${replaced === 1 ? "1 puzzle" : `${replaced} puzzles`} made from a replacement seed`;
      expect(one.stderr).toContain(note);
      expect(two.stderr).toContain(note);
    },
    slow,
  );
});
