import { describe, expect, it } from "vitest";
import type { Clue } from "@zebra/model";
import { createEngine, deduce, verifyStep } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle } from "./testing/random.js";

describe("createEngine", () => {
  const puzzle = einstein();

  it("takes clues one by one and ends where deduce ends", () => {
    const engine = createEngine(puzzle);
    expect(engine.status).toBe("stuck");
    expect(engine.unresolvedCells()).toHaveLength(25);
    expect(engine.candidateCount()).toBe(125);
    let last = engine.candidateCount();
    for (const clue of puzzle.clues) {
      engine.addClue(clue);
      const now = engine.candidateCount();
      expect(now).toBeLessThanOrEqual(last);
      last = now;
    }
    expect(engine.status).toBe("solved");
    expect(engine.grid()).toEqual(puzzle.solution);
    expect(engine.placedCount()).toBe(25);
    expect(engine.unresolvedCells()).toEqual([]);
    expect(engine.unresolvedValues()).toEqual([]);
    expect(engine.positionsOf({ attr: "Pet", value: "zebra" })).toEqual([4]);
    expect(engine.isPlaced({ attr: "Pet", value: "zebra" })).toBe(true);
    expect(engine.clues).toHaveLength(puzzle.clues.length);
  });

  it("reports partial knowledge", () => {
    const engine = createEngine(puzzle);
    engine.addClue(puzzle.clues[8]!); // Norwegian in house 1
    engine.addClue(puzzle.clues[13]!); // Norwegian next to blue
    expect(engine.positionsOf({ attr: "Color", value: "blue" })).toEqual([2]);
    expect(engine.domainSize({ attr: "Color", value: "red" })).toBe(4);
    expect(engine.isPlaced({ attr: "Color", value: "red" })).toBe(false);
    expect(engine.placedCount()).toBe(2);
    const cells = engine.unresolvedCells();
    expect(cells.find((c) => c.attr === "Color" && c.pos === 1)?.candidates).toEqual(["red", "green", "white", "yellow"]);
    expect(cells.some((c) => c.attr === "Nationality" && c.pos === 1)).toBe(false);
    expect(engine.unresolvedValues()).toHaveLength(23);
  });

  it("clones independently", () => {
    const engine = createEngine(puzzle);
    for (const clue of puzzle.clues.slice(0, 8)) engine.addClue(clue);
    const before = engine.candidates();
    const copy = engine.clone();
    for (const clue of puzzle.clues.slice(8)) copy.addClue(clue);
    expect(copy.status).toBe("solved");
    expect(engine.candidates()).toEqual(before);
    expect(engine.clues).toHaveLength(8);
    engine.addClue(puzzle.clues[8]!);
    expect(copy.clues).toHaveLength(puzzle.clues.length);
  });

  it("keeps chains of clones independent, whichever side adds clues first", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { puzzle: p } = randomPuzzle(seed, { size: [3, 6], attrs: [2, 4] });
      const third = Math.floor(p.clues.length / 3);
      const a = createEngine(p);
      for (const clue of p.clues.slice(0, third)) a.addClue(clue);
      const b = a.clone();
      const c = b.clone();
      for (const clue of p.clues.slice(third)) c.addClue(clue);
      for (const clue of p.clues.slice(third).reverse()) b.addClue(clue);
      const d = a.clone();
      for (const clue of p.clues.slice(third)) a.addClue(clue);
      const whole = deduce(p, { maxTier: 1, trace: false }).candidates;
      expect(a.candidates()).toEqual(whole);
      expect(b.candidates()).toEqual(whole);
      expect(c.candidates()).toEqual(whole);
      expect(d.clues).toHaveLength(third);
      expect(d.candidates()).toEqual(createEngineWith(p, third).candidates());
    }
  });

  it("turns and stays contradictory on a conflicting clue", () => {
    const engine = createEngine(puzzle);
    for (const clue of puzzle.clues) engine.addClue(clue);
    const bad: Clue = { type: "at", a: { attr: "Pet", value: "zebra" }, pos: 1 };
    expect(engine.addClue(bad)).toBe("contradiction");
    expect(engine.conflict).toBeDefined();
    expect(engine.addClue(puzzle.clues[0]!)).toBe("contradiction");
  });

  it("records verifiable steps when tracing, with the tier it is given", () => {
    const engine = createEngine(puzzle, { trace: true, maxTier: 2 });
    for (const clue of puzzle.clues) engine.addClue(clue);
    expect(engine.steps.length).toBeGreaterThan(20);
    expect(engine.tier).toBe(1);
    for (const step of engine.steps) expect(verifyStep(puzzle, step)).toEqual({ ok: true });
    expect(createEngine(puzzle).steps).toEqual([]);
  });

  it("only uses the tiers it is allowed (tier 1 by default)", () => {
    // A and B next to each other and both next to C (different values of one attribute):
    // C is neither at an end, which takes combining the two clues.
    const attributes = [
      { name: "X", values: ["a", "b", "c", "d"] },
      { name: "Y", values: ["p", "q", "r", "s"] },
    ];
    const c: Clue[] = [
      { type: "next_to", a: { attr: "X", value: "c" }, b: { attr: "X", value: "a" } },
      { type: "next_to", a: { attr: "X", value: "c" }, b: { attr: "X", value: "b" } },
    ];
    const one = createEngine({ size: 4, attributes });
    for (const clue of c) one.addClue(clue);
    expect(one.positionsOf({ attr: "X", value: "c" })).toEqual([1, 2, 3, 4]);
    const two = createEngine({ size: 4, attributes }, { maxTier: 2, trace: true });
    for (const clue of c) two.addClue(clue);
    expect(two.positionsOf({ attr: "X", value: "c" })).toEqual([2, 3]);
    expect(two.tier).toBe(2);
    expect(two.steps.at(-1)?.rule).toBe("clue-combination");
    const result = deduce({ size: 4, attributes, clues: c }, { maxTier: 2 });
    for (const step of result.steps) expect(verifyStep({ size: 4, attributes, clues: c }, step)).toEqual({ ok: true });
  });
});

function createEngineWith(
  p: { size: number; attributes: readonly { name: string; values: readonly (string | number)[] }[]; clues: readonly Clue[] },
  count: number,
) {
  const engine = createEngine(p);
  for (const clue of p.clues.slice(0, count)) engine.addClue(clue);
  return engine;
}
