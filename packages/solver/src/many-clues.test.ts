// Thousands of distinct clues: tier 2 keeps a bounded number of clue groups (`maxGroups`, and
// `maxMentions` clues per value), so deduction ends in bounded time and memory; every step it
// takes is still sound. (Its speed is measured outside the unit tests: see docs/guide/limits.md.)
import { describe, expect, it } from "vitest";
import { clueHolds, placementFromGrid, type Attribute, type Clue, type Grid, type Puzzle } from "@zebra/model";
import { createEngine, deduce, verifyStep, type DeduceResult } from "@zebra/solver";
import { Core } from "./internal/core.js";
import { maxGroups, maxMentions } from "./internal/groups.js";
import { tier1 } from "./internal/tier1.js";
import { tier2 } from "./internal/tier2.js";
import { compileShape } from "./internal/shape.js";
import { rng, shuffle } from "./testing/random.js";

/** 20 houses, 8 attributes of strings, and `count` distinct true clues of four relational kinds. */
function manyClues(seed: number, count: number): { puzzle: Puzzle; hidden: Grid } {
  const r = rng(seed);
  const size = 20;
  const attributes: Attribute[] = Array.from({ length: 8 }, (_, a) => ({ name: `A${a}`, values: Array.from({ length: size }, (_, i) => `a${a}v${i}`) }));
  const hidden: Grid = Object.fromEntries(attributes.map((a) => [a.name, shuffle(r, a.values)]));
  const truth = placementFromGrid(hidden, size);
  const types = ["not_same", "not_next_to", "left_of", "right_of"] as const;
  const ref = () => {
    const a = attributes[Math.floor(r() * attributes.length)]!;
    return { attr: a.name, value: a.values[Math.floor(r() * size)]! };
  };
  const seen = new Set<string>();
  const clues: Clue[] = [];
  while (clues.length < count) {
    const clue = { type: types[Math.floor(r() * types.length)]!, a: ref(), b: ref() } as Clue;
    const key = JSON.stringify(clue);
    if (seen.has(key) || clueHolds(clue, truth) !== true) continue;
    seen.add(key);
    clues.push(clue);
  }
  return { puzzle: { format: "zebra-puzzle/1", size, attributes, clues }, hidden };
}

/** What is wrong with a deduction of true clues: a contradiction, or a hidden position it removed. */
function unsound(result: Pick<DeduceResult, "status" | "candidates">, hidden: Grid): string[] {
  const problems: string[] = [];
  if (result.status === "contradiction") problems.push("contradiction from true clues");
  for (const [attr, values] of Object.entries(hidden)) {
    values.forEach((value, i) => {
      if (!result.candidates[attr]![i]!.includes(value)) problems.push(`${attr}=${String(value)} removed from house ${i + 1}`);
    });
  }
  return problems;
}

describe("deduction with thousands of distinct clues", () => {
  const { puzzle, hidden } = manyClues(2024, 2_000);

  it("keeps at most maxGroups clue groups, from at most maxMentions clues per value", () => {
    const core = new Core(compileShape(puzzle), 2, false);
    puzzle.clues.forEach((clue, i) => {
      core.addClue(clue, i);
    });
    tier1(core);
    tier2(core);
    // 2,000 clues about 160 values would make well over a million groups without the limits.
    const index = core.groupIndex!;
    expect(index.groups).toHaveLength(maxGroups);
    expect(Math.max(...index.mentions.map((m) => m.length))).toBe(maxMentions);
    expect(new Set(index.groups.map((g) => g.props.join(","))).size).toBe(maxGroups);
  });

  it("a traced solve with clue combinations ends, and every step verifies", () => {
    const traced = deduce(puzzle, { maxTier: 2 });
    expect(["solved", "stuck"]).toContain(traced.status);
    expect(unsound(traced, hidden)).toEqual([]);
    const combinations = traced.steps.filter((s) => s.rule === "clue-combination");
    expect(combinations.length).toBeGreaterThan(0);
    const failures = combinations.map((s) => verifyStep(puzzle, s)).filter((c) => !c.ok);
    expect(failures).toEqual([]);
    // Without a trace the same tiers reach the same state.
    const fast = deduce(puzzle, { maxTier: 2, trace: false });
    expect(fast.status).toBe(traced.status);
    expect(fast.candidates).toEqual(traced.candidates);
  });

  it("a fast solve with every tier ends and is sound", () => {
    const fast = deduce(puzzle, { trace: false });
    expect(["solved", "stuck"]).toContain(fast.status);
    expect(unsound(fast, hidden)).toEqual([]);
  });

  it("a live engine given clues one by one ends, sound, within the same limits", () => {
    // Past about 350 such clues the groups reach the limit: the next clues join none.
    const engine = createEngine(puzzle, { maxTier: 2 });
    for (const clue of puzzle.clues.slice(0, 500)) engine.addClue(clue);
    expect(unsound({ status: engine.status, candidates: engine.candidates() }, hidden)).toEqual([]);
    const core = (engine as unknown as { core: Core }).core;
    expect(core.groupIndex!.groups).toHaveLength(maxGroups);
  });
});
