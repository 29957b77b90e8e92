// The soak command's parts on tiny runs: the verification catches each kind of fault, the
// summary reports failures with the commands that remake them, and the script itself (on
// worker threads) exits 0 on sound puzzles and 1 when puzzles fail. The soak runs the BUILT
// packages (`pnpm build` first; `npm test` does it).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { addChunk, createRow, difficultyOf, exitStatus, formatSummary, parseSoakArgs, SoakUsageError } from "./core.mjs";
import { model } from "./packages.mjs";
import { generateItem, soakItem, verifyPuzzle } from "./verify.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const script = fileURLToPath(new URL("../soak.mjs", import.meta.url));
const logicGridScript = fileURLToPath(new URL("../soak-logic-grid.mjs", import.meta.url));
const cli = fileURLToPath(new URL("../../apps/cli/dist/bin.js", import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: the soak report is read as loose JSON.
type Json = Record<string, any>;
/** A generate result as plain data, to spoil. */
type Spoilable = Json & { puzzle: Json; steps: Json[]; grade: Json; options: { maxTier: number } };

/** A generated puzzle (ok result) as a plain JSON copy that a test may spoil. */
function copyOf(plan: Json, seed: number, index: number): Spoilable {
  const result = generateItem(plan, seed, index);
  expect(result.ok).toBe(true);
  return structuredClone(result) as Spoilable;
}

function run(args: string[], file = script): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The cells of the summary table's row for a size. */
function tableRow(text: string, size: string): string[] | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`| ${size} `));
  return line
    ?.split("|")
    .slice(1, -1)
    .map((c) => c.trim());
}

const plan5 = { houses: 5, attributes: 5 };
const expert = { houses: 5, attributes: 5, difficulty: "expert" };

describe("verifyPuzzle", () => {
  it("finds nothing wrong with generated puzzles, proofs by contradiction included", () => {
    for (const [plan, seed, index] of [
      [{ houses: 4, attributes: 3 }, 1, 0],
      [plan5, 1, 0],
      [plan5, 1, 1],
      [{ houses: 6, attributes: 6 }, 1, 0],
      [expert, 2, 2],
    ] as const) {
      expect(verifyPuzzle(generateItem(plan, seed, index)), `${JSON.stringify(plan)} #${index}`).toEqual([]);
    }
    const hard = copyOf(expert, 2, 2);
    expect(hard["steps"].some((s: Json) => s["rule"] === "contradiction" && s["subSteps"].length > 0)).toBe(true);
  });

  it("reports a puzzle that lost a clue: not unique, and the explanation no longer holds", () => {
    const bad = copyOf(plan5, 1, 0);
    bad["puzzle"].clues.pop();
    const problems = verifyPuzzle(bad);
    expect(problems).toContain("countSolutions finds two or more solutions");
  });

  it("reports a recorded solution that is not the puzzle's solution", () => {
    const bad = copyOf(plan5, 1, 0);
    const row = bad["puzzle"].solution[bad["puzzle"].attributes[1].name];
    [row[0], row[1]] = [row[1], row[0]];
    const problems = verifyPuzzle(bad).join("\n");
    expect(problems).toMatch(/^the only solution differs from the recorded solution in /m);
    expect(problems).toMatch(/^step \d+ \(\S+\): concludes .*, false in the solution$/m);
  });

  it("reports a step whose conclusion does not follow, naming the step", () => {
    const bad = copyOf(plan5, 1, 0);
    const i = bad["steps"].findIndex((s: Json) => s["rule"] === "clue" && s["conclusions"][0].kind === "at");
    expect(i).toBeGreaterThanOrEqual(0);
    const c = bad["steps"][i]!["conclusions"][0];
    c.pos = c.pos === 1 ? 2 : 1;
    const problems = verifyPuzzle(bad);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^step ${i + 1} \\(clue\\) fails verifyStep: `)));
    expect(problems).toContain("deduce gives other steps than the recorded explanation");
  });

  it("reports a sub-step of a proof by contradiction that fails verifyStep, with its number", () => {
    const bad = copyOf(expert, 2, 2);
    const i = bad["steps"].findIndex((s: Json) => s["rule"] === "contradiction" && s["subSteps"].length > 0);
    const sub = bad["steps"][i]!["subSteps"][0];
    sub.clues = [];
    sub.rule = "clue";
    expect(verifyPuzzle(bad)).toContainEqual(
      expect.stringMatching(new RegExp(`^step ${i + 1}\\.1 \\(clue\\) fails verifyStep: a clue step cites exactly one clue$`)),
    );
  });

  it("reports an explanation that stops early or uses a premise before it is established", () => {
    const short = copyOf(plan5, 1, 0);
    short["steps"].pop();
    expect(verifyPuzzle(short)).toContainEqual(
      expect.stringMatching(/^the explanation does not solve the puzzle: .* is not placed as in the solution after the last step$/),
    );

    const early = copyOf(plan5, 1, 0);
    const i = early["steps"].findLastIndex((s: Json) => s["premises"].length > 0);
    const [moved] = early["steps"].splice(i, 1);
    early["steps"].unshift(moved!);
    expect(verifyPuzzle(early)).toContainEqual(expect.stringMatching(/^step 1 \(\S+\): premise .* does not hold after the steps before it$/));
  });

  it("soakItem turns a sampler failure into a failure of that item, with its seed", () => {
    const failure = soakItem({ houses: 20, attributes: 32 }, 1, 4);
    expect(failure).toMatchObject({ index: 4, seed: expect.any(Number) });
    expect(failure!.problems).toEqual([
      expect.stringMatching(/^no puzzle was made: The vocabulary "default" has \d+ attributes? with at least 20 values; 32 requested\.$/),
    ]);
    expect(soakItem(plan5, 1, 4)).toBeNull();
  });
});

describe("soak summary", () => {
  const context = { seed: 9, start: 0, workers: 2, node: "v20", loadBefore: [1, 1, 1], loadAfter: [2, 2, 2], maxRss: 100 * 1024 * 1024 };

  it("counts the failures of every chunk, lists them by index with the commands that remake them, and fails the run", () => {
    const bad = copyOf(plan5, 9, 3);
    bad["puzzle"].clues.pop();
    const row = createRow({ houses: 5, attributes: 5, count: 20 });
    addChunk(row, { from: 10, to: 20, failures: [], heap: 5 * 1024 * 1024 });
    addChunk(row, { from: 0, to: 10, failures: [{ index: 3, seed: 12345, problems: verifyPuzzle(bad) }], heap: 7 * 1024 * 1024 });
    row.elapsedMs = 2000;
    row.cpuMs = 400;
    row.peakRss = 90 * 1024 * 1024;
    const text = formatSummary([row], context);
    expect(tableRow(text, "5x5")).toEqual(["5x5", "20", "1", "10", "20.00", "2.0 s", "90", "7"]);
    expect(text).toContain("20 puzzles, 1 failed; process peak RSS 100 MiB; load average 1.00 1.00 1.00 before, 2.00 2.00 2.00 after.");
    expect(text).toContain("- #3 (puzzle seed 12345): countSolutions finds two or more solutions");
    expect(text).toContain("  remake: pnpm zebra generate --size 5x5 --seed 9 --start 3 --format json");
    expect(text).toContain("  re-check: pnpm soak --size 5x5 --seed 9 --start 3 --count 1");
    expect(exitStatus([row])).toBe(1);
  });

  it("passes a run with no failures, and fails one that did not finish", () => {
    const row = createRow({ houses: 4, attributes: 4, count: 10 });
    addChunk(row, { from: 0, to: 10, failures: [], heap: 0 });
    expect(exitStatus([row])).toBe(0);
    const short = createRow({ houses: 4, attributes: 4, count: 10 });
    addChunk(short, { from: 0, to: 5, failures: [], heap: 0 });
    expect(exitStatus([row, short])).toBe(1);
  });

  it("the remake command gives the very puzzle the soak checked", () => {
    const result = spawnSync(process.execPath, [cli, "generate", "--size", "4x4", "--seed", "9", "--start", "7", "--format", "json"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    const item = generateItem({ houses: 4, attributes: 4 }, 9, 7);
    expect(JSON.parse(result.stdout)).toEqual(model.toDocument(item.puzzle));
  });
});

describe("soak options", () => {
  it("defaults to 100,000 5x5 and 10,000 8x8 puzzles of seed 1, then every level mixed, then hard and expert at 10x10 and 12x12", () => {
    const options = parseSoakArgs([]);
    expect(options.plans).toEqual([
      { houses: 5, attributes: 5, count: 100_000 },
      { houses: 8, attributes: 8, count: 10_000 },
      { houses: 5, attributes: 5, count: 4_000, difficulty: ["easy", "medium", "hard", "expert"] },
      { houses: 8, attributes: 8, count: 400, difficulty: ["easy", "medium", "hard", "expert"] },
      { houses: 10, attributes: 10, count: 40, difficulty: ["hard", "expert"] },
      { houses: 12, attributes: 12, count: 20, difficulty: ["hard", "expert"] },
    ]);
    expect(options).toMatchObject({ seed: 1, start: 0, quiet: false });
    expect(options.workers).toBeGreaterThanOrEqual(1);
  });

  it("takes sizes, a count for each, seed, start, workers and a difficulty", () => {
    expect(
      parseSoakArgs(["--size", "4x3", "--size", "6x6", "--count", "2_000", "--seed", "5", "--start", "10", "--workers", "3", "--difficulty", "hard"]),
    ).toEqual({
      plans: [
        { houses: 4, attributes: 3, count: 2000, difficulty: "hard" },
        { houses: 6, attributes: 6, count: 2000, difficulty: "hard" },
      ],
      seed: 5,
      start: 10,
      workers: 3,
      quiet: false,
    });
  });

  it("takes a list of levels and ratings: puzzle i at the (i mod k)-th, as zebra generate makes it", () => {
    const options = parseSoakArgs(["--size", "4x4", "--count", "6", "--difficulty", "easy, 7"]);
    expect(options.plans).toEqual([{ houses: 4, attributes: 4, count: 6, difficulty: ["easy", 7] }]);
    const plan = options.plans[0]!;
    expect([0, 1, 2, 3].map((i) => difficultyOf(plan, i))).toEqual(["easy", 7, "easy", 7]);
    const made = generateItem(plan, 3, 1);
    expect(made.ok && made.grade.rating).toBe(7);
    const remade = spawnSync(
      process.execPath,
      [cli, "generate", "--size", "4x4", "--seed", "3", "--start", "1", "--difficulty", "easy,7", "--format", "json"],
      { encoding: "utf8" },
    );
    expect(remade.status).toBe(0);
    expect(made.ok && JSON.parse(remade.stdout)).toEqual(made.ok && model.toDocument(made.puzzle));
  });

  it("rejects what it cannot use, naming the option", () => {
    for (const [args, message] of [
      [["--size", "5"], "--size must be HOUSESxATTRIBUTES like 5x5, got '5'"],
      [["--size", "21x5"], "--size 21x5: houses must be from 2 to 20 and attributes from 1 to 32"],
      [["--count", "0"], "--count must be a whole number of at least 1, got '0'"],
      [["--workers", "two"], "--workers must be a whole number of at least 1, got 'two'"],
      [["--difficulty", "brutal"], "--difficulty: 'brutal' is not a level (easy, medium, hard, expert) or a rating (1 to 10)"],
      [["--difficulty", "hard,11"], "--difficulty: '11' is not a level (easy, medium, hard, expert) or a rating (1 to 10)"],
    ] as const) {
      expect(() => parseSoakArgs([...args])).toThrow(new SoakUsageError(message));
    }
    expect(() => parseSoakArgs(["--bogus"])).toThrow(SoakUsageError);
  });
});

describe("pnpm soak (the script, on worker threads)", () => {
  it("verifies a small run of two sizes on two workers: progress on stderr, the table on stdout, exit 0", async () => {
    const result = await run(["--size", "4x4", "--size", "5x3", "--count", "60", "--workers", "2", "--seed", "11"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^soak: 120 puzzles \(60 4x4, 60 5x3\), seed 11, 2 worker threads, load average /);
    expect(result.stderr).toMatch(/^soak 4x4: 60\/60 \(100%\), \d+ puzzles\/s, 0 failed$/m);
    expect(result.stderr).toMatch(/^soak 5x3: 60\/60 \(100%\), \d+ puzzles\/s, 0 failed$/m);
    expect(result.stdout).toMatch(/^### Soak: seed 11, 2 workers, node v/);
    for (const size of ["4x4", "5x3"]) {
      expect(tableRow(result.stdout, size)).toEqual([
        size,
        "60",
        "0",
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^\d+\.\d\d$/),
        expect.stringMatching(/^\d+\.\d s$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^\d+$/),
      ]);
    }
    expect(result.stdout).toContain("120 puzzles, 0 failed");
  });

  it("exits 1 and lists the failed puzzles when puzzles cannot be made or verified", async () => {
    const result = await run(["--size", "20x32", "--count", "3", "--workers", "2", "--quiet"]);
    expect(result.code).toBe(1);
    expect(tableRow(result.stdout, "20x32")?.slice(0, 3)).toEqual(["20x32", "3", "3"]);
    expect(result.stdout).toContain("3 puzzles, 3 failed");
    expect(result.stdout).toMatch(/^- #0 \(puzzle seed \d+\): no puzzle was made: /m);
    expect(result.stdout).toContain("remake: pnpm zebra generate --size 20x32 --seed 1 --start 2 --format json");
  });

  it("rejects a bad option with one line and the usage, exit 2", async () => {
    const result = await run(["--count", "lots"]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")[0]).toBe("soak: --count must be a whole number of at least 1, got 'lots'");
    expect(result.stderr).toContain("Usage: pnpm soak");
  });
});

describe("pnpm soak:logic-grid", () => {
  it("checks the bands named by --size only, with z3, the traced solve and verifyStep", async () => {
    const result = await run(["--size", "4x3", "--count", "3", "--seed", "5"], logicGridScript);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Logic-grid soak (seed 5;");
    expect(tableRow(result.stdout, "4×3 ")?.slice(0, 3)).toEqual(["4×3", "3", "0"]);
    expect(result.stdout).not.toContain("5×4");
  }, 60_000);

  it("names the bands it has when --size asks for another, exit 2", async () => {
    const result = await run(["--size", "4x3,5x5"], logicGridScript);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('soak:logic-grid: --size takes bands from 4x3, 5x4, 6x5, 7x6; got "4x3,5x5"\n');
  });
});
