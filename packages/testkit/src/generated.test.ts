// Properties of puzzles made by the sampler, checked by the other packages: the complete
// solver, the step verifier and the format's parser and serializer.
import fc from "fast-check";
import { parsePuzzle, serializePuzzle, toDocument } from "@zebra/model";
import { countSolutions, deduce, solve, verifyStep } from "@zebra/solver";
import { describe, expect, it } from "vitest";
import { acceptedGenerationFailures, allSteps, generateCase, generatedRequests, renderingLeaks } from "./generated.js";

/** The same requests for every property below (same seed), so each puzzle is generated once. */
const runs = 60;
const seed = 90210;

describe("generated puzzles (property)", () => {
  it(`have exactly one solution, the hidden grid (${runs} requests)`, () => {
    let made = 0;
    const levels = new Set<string>();
    const sizes = new Set<number>();
    fc.assert(
      fc.property(generatedRequests(), (request) => {
        const { result } = generateCase(request);
        if (!result.ok) {
          expect(request.difficulty, `${JSON.stringify(request)}: ${result.issues[0]!.message}`).toBeDefined();
          expect(acceptedGenerationFailures).toContain(result.issues[0]!.code);
          return;
        }
        const { puzzle } = result;
        const counted = countSolutions(puzzle, { limit: 2 });
        expect(counted.count).toBe(1);
        expect(counted.exhaustive).toBe(true);
        expect(counted.solutions[0]).toEqual(puzzle.solution);
        expect(solve(puzzle).status).toBe("unique");
        const deduced = deduce(puzzle, { maxTier: result.options.maxTier as 1 | 2 | 3, trace: false });
        expect(deduced.status).toBe("solved");
        expect(deduced.grid).toEqual(puzzle.solution);
        if (request.difficulty !== undefined) expect(result.grade.level).toBe(request.difficulty);
        levels.add(result.grade.level);
        sizes.add(puzzle.size);
        made++;
      }),
      { seed, numRuns: runs },
    );
    console.log(
      `generated puzzles: ${runs} requests, ${made} puzzles (sizes ${[...sizes].sort((a, b) => a - b).join(", ")}; ${[...levels].sort().join(", ")}), 0 failures`,
    );
    expect(made).toBeGreaterThanOrEqual(Math.ceil(runs * 0.6));
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    expect(levels.size).toBeGreaterThanOrEqual(3);
  });

  it(`have explanations whose every step and sub-step passes verifyStep (${runs} requests)`, () => {
    let steps = 0;
    let subSteps = 0;
    fc.assert(
      fc.property(generatedRequests(), (request) => {
        const { result } = generateCase(request);
        if (!result.ok) return;
        for (const step of allSteps(result.steps)) {
          expect(verifyStep(result.puzzle, step), `${JSON.stringify(request)}: ${JSON.stringify(step)}`).toEqual({ ok: true });
          steps++;
        }
        subSteps += allSteps(result.steps).length - result.steps.length;
      }),
      { seed, numRuns: runs },
    );
    console.log(`generated explanations: ${steps} steps verified, ${subSteps} of them inside proofs by contradiction, 0 failures`);
    expect(steps).toBeGreaterThan(runs * 5);
    expect(subSteps).toBeGreaterThan(0);
  });

  it(`read back as themselves: parse ∘ serialize is the identity (${runs} requests)`, () => {
    let checked = 0;
    fc.assert(
      fc.property(generatedRequests(), (request) => {
        const { result } = generateCase(request);
        if (!result.ok) return;
        const text = serializePuzzle(result.puzzle);
        const back = parsePuzzle(text);
        expect(back.ok, text).toBe(true);
        if (!back.ok) return;
        expect(back.value).toEqual(result.puzzle);
        expect(serializePuzzle(back.value)).toBe(text);
        // The document form and compact JSON text read the same.
        expect(parsePuzzle(toDocument(result.puzzle))).toEqual(back);
        expect(parsePuzzle(JSON.stringify(toDocument(result.puzzle)))).toEqual(back);
        checked++;
      }),
      { seed, numRuns: runs },
    );
    console.log(`generated round trips: ${checked} puzzles, 0 failures`);
    expect(checked).toBeGreaterThanOrEqual(Math.ceil(runs * 0.6));
  });
});

describe("renderingLeaks", () => {
  it("finds placeholders, missing values and unreplaced keys, and passes clean text", () => {
    expect(renderingLeaks("The Dane lives in the first house.", "en")).toEqual([]);
    expect(renderingLeaks("So 6 × 3 + 2 = 20, e.g. here.", "en")).toEqual([]);
    expect(renderingLeaks("The {value} owner", "en")).toEqual(["template brace"]);
    expect(renderingLeaks("The undefined owner has NaN and null", "en")).toEqual(["undefined", "NaN", "null"]);
    expect(renderingLeaks("He keeps [object Object].", "en")).toEqual(["[object …]"]);
    expect(renderingLeaks("The house_color is red.", "en")).toEqual(['unreplaced key "house_color"']);
    expect(renderingLeaks("See clue.same here.", "en")).toEqual(['unreplaced key "clue.same"']);
    expect(renderingLeaks("", "en")).toEqual(["empty text"]);
    expect(renderingLeaks("如果保罗住在第x座房子里，那么5·y + x等于多少？", "zh", ["保罗"])).toEqual([]);
    expect(renderingLeaks("保罗养了dog。", "zh", ["保罗"])).toEqual(['Latin words ["dog"]']);
    expect(renderingLeaks("抽Pall Mall香烟的人养了dog。", "zh", ["Pall Mall"])).toEqual(['Latin words ["dog"]']);
    expect(renderingLeaks("保罗养了dog。", "zh")).toEqual([]);
  });
});
