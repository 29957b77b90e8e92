import { clueHolds, clueTypes, createRng, placementFromGrid, type Clue } from "@zebra/model";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { clueSamplers, clueTypeFits, knowledgeOf, type Knowledge, type SampleContext } from "./clue-samplers.js";
import { drawHiddenGrid, solutionOf, type HiddenGrid, type PoolAttribute } from "./hidden-grid.js";
import { testVocabulary } from "./test-vocabulary.js";

const pool: PoolAttribute[] = testVocabulary.attributes.map((a) => ({ id: a.name, name: a.name, values: a.values, numeric: a.numeric === true }));

/** Domains consistent with the hidden grid: each value's true position plus some random others. */
function randomKnowledge(grid: HiddenGrid, seed: number): Knowledge {
  const rng = createRng(seed);
  const domains = grid.positionOf.map((row) => row.map((p) => (rng.chance(0.3) ? 1 << p : (rng.nextU32() | (1 << p)) & ((1 << grid.size) - 1))));
  return knowledgeOf(grid.size, (r, v) => domains[r]![v]!);
}

describe("clue samplers", () => {
  it("every sampled clue of every type is true of the hidden grid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.boolean(),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (n, m, seed, known, positionWeight) => {
          const rng = createRng(seed);
          const grid = drawHiddenGrid(rng, pool, n, m, true);
          const placement = placementFromGrid(solutionOf(grid), n);
          const ctx: SampleContext = { rng, grid, usage: new Array(m + 1).fill(0), positionWeight, knowledge: known ? randomKnowledge(grid, seed) : undefined };
          for (const type of clueTypes) {
            for (let i = 0; i < 5; i++) {
              const sampled = clueSamplers[type](ctx);
              if (sampled === null) continue;
              expect(clueHolds(sampled.clue, placement), JSON.stringify(sampled.clue)).toBe(true);
            }
          }
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });

  it("produces the requested type (at/not_at stand in for same/not_same with a house)", () => {
    const rng = createRng(1);
    const grid = drawHiddenGrid(rng, pool, 6, 4, true);
    const ctx: SampleContext = { rng, grid, usage: [0, 0, 0, 0, 0], positionWeight: 0.2, knowledge: undefined };
    const allowed: Record<string, string[]> = { same: ["same", "at"], not_same: ["not_same", "not_at"] };
    for (const type of clueTypes) {
      const seen = new Set<string>();
      for (let i = 0; i < 50; i++) {
        const s = clueSamplers[type](ctx);
        if (s !== null) seen.add(s.clue.type);
      }
      expect(seen.size, type).toBeGreaterThan(0);
      for (const t of seen) expect(allowed[type] ?? [type]).toContain(t);
    }
  });

  it("never puts two house entities in one clue, nor two values of one attribute in same/not_same", () => {
    const rng = createRng(2);
    const grid = drawHiddenGrid(rng, pool, 5, 2, true);
    const ctx: SampleContext = { rng, grid, usage: [0, 0, 0], positionWeight: 5, knowledge: undefined };
    for (let i = 0; i < 2000; i++) {
      const type = clueTypes[i % clueTypes.length]!;
      const s = clueSamplers[type](ctx);
      if (s === null) continue;
      const positions = s.ents.filter((e) => e.r === -1).length;
      if (s.clue.type !== "any_of") expect(positions).toBeLessThanOrEqual(1);
      if (s.clue.type === "same" || s.clue.type === "not_same") expect(s.ents[0]!.r).not.toBe(s.ents[1]!.r);
    }
  });

  it("numeric comparisons name a numeric attribute and a positive difference", () => {
    const rng = createRng(3);
    const grid = drawHiddenGrid(rng, pool, 7, 3, true);
    expect(grid.numericRows.length).toBeGreaterThan(0);
    const ctx: SampleContext = { rng, grid, usage: [0, 0, 0, 0], positionWeight: 0.2, knowledge: undefined };
    for (let i = 0; i < 200; i++) {
      const s = clueSamplers.difference(ctx)!.clue as Extract<Clue, { type: "difference" }>;
      expect(s.d).toBeGreaterThan(0);
      expect(grid.numericRows.map((r) => grid.attributes[r]!.name)).toContain(s.attr);
    }
  });

  it("knows which types fit a size", () => {
    const rng = createRng(4);
    const small = drawHiddenGrid(rng, pool, 2, 2, false);
    for (const t of ["between", "ends", "distance", "not_next_to"] as const) expect(clueTypeFits(t, small, 0.2)).toBe(false);
    for (const t of ["same", "left_of", "immediately_left", "at"] as const) expect(clueTypeFits(t, small, 0.2)).toBe(true);
    const big = drawHiddenGrid(
      rng,
      pool.filter((a) => !a.numeric),
      5,
      1,
      true,
    );
    expect(clueTypeFits("less_than", big, 0.2)).toBe(false);
    expect(clueTypeFits("same", big, 0)).toBe(false);
    expect(clueTypeFits("same", big, 0.2)).toBe(true);
  });
});

describe("sampling bias", () => {
  it("favours values the solver has not placed, and attributes it has resolved least", () => {
    const rng = createRng(11);
    const grid = drawHiddenGrid(
      rng,
      pool.filter((a) => !a.numeric),
      6,
      3,
      false,
    );
    // Row 0: every value placed but value 2; row 1: nothing placed; row 2: everything placed.
    const knowledge: Knowledge = knowledgeOf(grid.size, (r, v) => (r === 1 || (r === 0 && v === 2) ? 0b111111 : 1 << grid.positionOf[r]![v]!));
    const ctx: SampleContext = { rng, grid, usage: [0, 0, 0, 0], positionWeight: 0, knowledge };
    const byRow = [0, 0, 0];
    let unplacedInRow0 = 0;
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const s = clueSamplers.at(ctx)!;
      const e = s.ents[0]!;
      byRow[e.r]!++;
      if (e.r === 0 && e.v === 2) unplacedInRow0++;
    }
    // Row weights are (unresolved + 1): 2, 7 and 1.
    expect(byRow[1]! / draws).toBeGreaterThan(0.65);
    expect(byRow[2]! / draws).toBeLessThan(0.15);
    // Within row 0 the unplaced value weighs 5 against 1 for each of the 5 placed ones: 1/2, not 1/6.
    expect(unplacedInRow0 / byRow[0]!).toBeGreaterThan(0.4);
    expect(unplacedInRow0 / byRow[0]!).toBeLessThan(0.6);
  });

  it("favours attributes that clues have used least", () => {
    const rng = createRng(12);
    const grid = drawHiddenGrid(
      rng,
      pool.filter((a) => !a.numeric),
      5,
      2,
      false,
    );
    const ctx: SampleContext = { rng, grid, usage: [0, 27, 0], positionWeight: 0, knowledge: undefined };
    let row0 = 0;
    for (let i = 0; i < 3000; i++) if (clueSamplers.at(ctx)!.ents[0]!.r === 0) row0++;
    // Weights 1/3 against 1/30.
    expect(row0 / 3000).toBeGreaterThan(0.85);
  });
});

describe("drawHiddenGrid", () => {
  it("draws permutations of distinct values, numeric ones listed in ascending order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), fc.integer({ min: 1, max: 10 }), fc.nat(), (n, m, seed) => {
        const grid = drawHiddenGrid(createRng(seed), pool, n, m, false);
        expect(grid.attributes).toHaveLength(m);
        expect(new Set(grid.attributes.map((a) => a.name)).size).toBe(m);
        grid.attributes.forEach((a, r) => {
          expect(new Set(a.values).size).toBe(n);
          expect([...grid.valueAt[r]!].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i));
          grid.valueAt[r]!.forEach((v, p) => {
            expect(grid.positionOf[r]![v]).toBe(p);
          });
          if (grid.numericRows.includes(r)) expect([...(a.values as number[])].sort((x, y) => x - y)).toEqual(a.values);
        });
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it("includes a numeric attribute when asked and the pool has one", () => {
    for (let seed = 0; seed < 50; seed++) expect(drawHiddenGrid(createRng(seed), pool, 5, 2, true).numericRows.length).toBeGreaterThan(0);
  });
});
