// zebra generate --kind logic-grid, through the built CLI: JSON that the other commands accept,
// the same bytes for the same seed, English text without houses, and a one-line refusal where a
// format or a locale has no text for the kind yet.
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

  it("writes the puzzle, its explanation and its answer in English, without houses", async () => {
    const generated = await zebra(["generate", "--kind", "logic-grid", "--size", "5x4", "--seed", "7"]);
    expect(generated.code, generated.stderr).toBe(0);
    expect(generated.stdout).toContain("There are five people.");
    expect(generated.stdout).toMatch(/\nSo .+\.\n$/);
    expect(generated.stdout).not.toMatch(/\bhouses?\s+\d|\bhouses\b|\brow\b/i);
    const again = await zebra(["generate", "--kind", "logic-grid", "--size", "5x4", "--seed", "7"]);
    expect(again.stdout).toBe(generated.stdout);
    const markdown = await zebra(["generate", "--kind", "logic-grid", "--size", "5x4", "--seed", "7", "--format", "markdown"]);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain("## Clues");
    const rendered = await zebra(["render", file]);
    expect(rendered.code, rendered.stderr).toBe(0);
    // The text the generator printed is the rendering of the JSON it wrote.
    expect(generated.stdout).toContain(rendered.stdout.trim().split("\n\n").slice(1, 3).join("\n\n"));
    const explained = await zebra(["solve", file, "--explain"]);
    expect(explained.code, explained.stderr).toBe(0);
    expect(explained.stdout).not.toMatch(/\bhouses?\s+\d|\bhouses\b|\brow\b/i);
  });

  it("refuses text a locale or format does not have yet in one line, without a stack trace", async () => {
    for (const args of [
      ["generate", "--kind", "logic-grid", "--seed", "1", "--locale", "de"],
      ["generate", "--kind", "logic-grid", "--seed", "1", "--format", "jsonl"],
      ["solve", file, "--locale", "zh"],
      ["render", file, "--locale", "ja"],
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
