// zebra generate --kind logic-grid, through the built CLI: JSON that the other commands accept,
// the same bytes for the same seed, and a one-line refusal wherever text would be needed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, zebra } from "./helpers.js";

describe("zebra generate --kind logic-grid", () => {
  beforeAll(requireBuilt);
  let file = "";
  let text = "";

  it("writes a logic-grid puzzle as JSON, the same bytes for the same seed", async () => {
    const first = await zebra(["generate", "--kind", "logic-grid", "--size", "5x4", "--seed", "7", "--format", "json"]);
    expect(first.code, first.stderr).toBe(0);
    const puzzle = JSON.parse(first.stdout);
    expect(puzzle.kind).toBe("logic-grid");
    expect(Object.keys(puzzle.attributes)).toHaveLength(4);
    expect(puzzle.size).toBe(5);
    // No clue speaks of houses.
    expect(JSON.stringify(puzzle.clues)).not.toContain('"pos"');
    const again = await zebra(["generate", "--kind", "logic-grid", "--size", "5x4", "--seed", "7", "--format", "json"]);
    expect(again.stdout).toBe(first.stdout);
    text = first.stdout;
    file = join(mkdtempSync(join(tmpdir(), "zebra-lg-")), "grid.json");
    writeFileSync(file, text);
  });

  it("is unique for check and solve --json, which find the recorded answer", async () => {
    const checked = await zebra(["check", file, "--json"]);
    expect(checked.code, checked.stderr).toBe(0);
    expect(JSON.parse(checked.stdout)).toMatchObject({ valid: true, status: "unique", solutions: 1 });
    const solved = await zebra(["solve", file, "--json"]);
    expect(solved.code, solved.stderr).toBe(0);
    const result = JSON.parse(solved.stdout);
    expect(result).toMatchObject({ status: "unique", count: 1, deduction: { solved: true } });
    expect(result.solution).toEqual(JSON.parse(text).solution);
    const counted = await zebra(["solve", file, "--count"]);
    expect(counted.stdout).toBe("1\n");
  });

  it("refuses text in one line, without a stack trace", async () => {
    for (const args of [
      ["generate", "--kind", "logic-grid", "--seed", "1"],
      ["generate", "--kind", "logic-grid", "--seed", "1", "--format", "jsonl"],
      ["solve", file],
      ["solve", file, "--explain", "--json"],
      ["render", file],
    ]) {
      const run = await zebra(args);
      expect(run.code, args.join(" ")).not.toBe(0);
      expect(run.stdout).toBe("");
      expect(hasStackTrace(run.stderr)).toBe(false);
      expect(lines(run.stderr)[0]).toMatch(/not available yet for logic-grid puzzles/);
    }
    const wrong = await zebra(["generate", "--kind", "grid"]);
    expect(wrong.code).toBe(2);
    expect(lines(wrong.stderr)[0]).toBe("zebra generate: --kind must be one of zebra, logic-grid, got 'grid'");
  });

  it("refuses several sizes and plans in one line: they are for row puzzles", async () => {
    const plan = join(mkdtempSync(join(tmpdir(), "zebra-lg-")), "plan.txt");
    writeFileSync(plan, "4x4 easy 2\n");
    for (const [args, what] of [
      [["generate", "--kind", "logic-grid", "--format", "json", "--size", "4x3,5x3"], "a list or range of sizes"],
      [["generate", "--kind", "logic-grid", "--format", "json", "--size", "4x3..5x4"], "a list or range of sizes"],
      [["generate", "--kind", "logic-grid", "--format", "json", "--plan", plan], "--plan"],
    ] as const) {
      const run = await zebra([...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stdout).toBe("");
      expect(hasStackTrace(run.stderr)).toBe(false);
      expect(lines(run.stderr)[0]).toBe(`zebra generate: --kind logic-grid makes one size per run; ${what} is for row puzzles`);
    }
  });
});
