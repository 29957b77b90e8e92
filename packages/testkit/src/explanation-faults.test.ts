// checkExplanation (in @zebra/locale-kit) against explanations with planted faults. The test sits in
// testkit because it needs the solver's verifyStep and the sampler's puzzles, which model's own
// tests cannot import.
import { checkExplanation, layoutSolution, plainerFact, type ExplanationClaim, type ExplanationRule } from "@zebra/locale-kit";
import { clueEntities, type Fact, type Puzzle, type Step, type StepOf } from "@zebra/model";
import { generatePuzzle } from "@zebra/sampler";
import { verifyStep } from "@zebra/solver";
import { defaultVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";

/** The claims of a solution as any locale words it (the wording does not change the claims of the full style). */
function claimsOf(puzzle: Puzzle, steps: readonly Step[]): ExplanationClaim[] {
  const claims: ExplanationClaim[] = [];
  layoutSolution(
    puzzle,
    steps,
    { onClaim: (claim) => claims.push(claim) },
    {
      heading: "",
      step: () => "…",
      grid: () => "",
      candidateGrid: () => "",
      gridCaption: () => "",
      finalCaption: () => "",
      noSteps: "",
    },
  );
  return claims;
}

// An expert 6×6 puzzle: its solution has proofs by contradiction and case arguments.
const made = generatePuzzle({ size: 6, attributes: 6, vocabulary: defaultVocabulary, seed: 11, difficulty: "expert" });
if (!made.ok) throw new Error("the expert puzzle could not be made");
const puzzle = made.puzzle;
const claims = claimsOf(puzzle, made.steps);
const rulesOf = (planted: readonly ExplanationClaim[]): ExplanationRule[] => [
  ...new Set(checkExplanation(puzzle, planted, (step) => verifyStep(puzzle, step)).map((v) => v.rule)),
];

/** The claims with claim `k` replaced by `change` of it. */
function planted(k: number, change: (claim: ExplanationClaim) => ExplanationClaim): ExplanationClaim[] {
  return claims.map((claim, i) => (i === k ? change(claim) : claim));
}

/** The first claim (and its step) whose step passes `test`. */
function find<S extends Step>(test: (step: Step) => step is S): { k: number; step: S };
function find(test: (step: Step) => boolean): { k: number; step: Step };
function find(test: (step: Step) => boolean): { k: number; step: Step } {
  for (const [k, claim] of claims.entries()) if (claim.steps.length === 1 && test(claim.steps[0]!)) return { k, step: claim.steps[0]! };
  throw new Error("no such step in the solution");
}

const withStep = (claim: ExplanationClaim, step: Step): ExplanationClaim => ({ ...claim, steps: [step], asserts: step.conclusions });

describe("checkExplanation", () => {
  it("passes the explanation as worded", () => {
    expect(claims.length).toBeGreaterThan(20);
    expect(claims.some((c) => c.steps.some((s) => s.rule === "contradiction"))).toBe(true);
    expect(claims.some((c) => c.steps.some((s) => s.rule === "clue-combination"))).toBe(true);
    expect(rulesOf(claims)).toEqual([]);
  });

  it("reports a premise swapped for one the text states only later", () => {
    const { k, step } = find((s) => s.rule === "clue" && s.premises.some((p) => p.kind === "at"));
    const later = claims
      .slice(k + 1)
      .flatMap((c) => c.asserts)
      .find((f) => f.kind === "at")!;
    const premises = step.premises.map((p) => (p.kind === "at" ? later : p));
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, premises })))).toContain("unstated-premise");
  });

  it("reports a list of houses wider than the text has established", () => {
    const { k, step } = find(
      (s) =>
        s.rule === "clue" &&
        s.premises.some((p) => {
          const plain = plainerFact(p, puzzle.size);
          return plain.kind === "among" && plain.positions.length <= 2;
        }),
    );
    const premises = step.premises.map((p): Fact => {
      const plain = plainerFact(p, puzzle.size);
      if (plain.kind !== "among" || plain.positions.length > 2) return p;
      const extra = [1, 2, 3, 4, 5, 6].find((h) => !plain.positions.includes(h))!;
      return { kind: "among", entity: p.entity, positions: [...plain.positions, extra].sort() };
    });
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, premises })))).toContain("wider-list");
  });

  it("reports a placed value said again as a range of houses (a stale candidate)", () => {
    const { k, step } = find((s) => s.rule === "clue" && s.premises.some((p) => p.kind === "at"));
    const premises = step.premises.map(
      (p): Fact => (p.kind === "at" ? { kind: "among", entity: p.entity, positions: [p.pos, p.pos === 1 ? 2 : 1].sort() } : p),
    );
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, premises })))).toContain("placed-as-range");
  });

  it("reports a case that concludes nothing", () => {
    const { k, step } = find((s): s is StepOf<"clue-combination"> => s.rule === "clue-combination" && s.split.cases.some((c) => c.clash === undefined));
    const cases = step.split.cases.map((c) => (c.clash === undefined && c.split === undefined ? { ...c, steps: [] } : c));
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, split: { ...step.split, cases } })))).toContain("empty-branch");
  });

  it("reports a case split with one case", () => {
    const { k, step } = find((s): s is StepOf<"clue-combination"> => s.rule === "clue-combination" && s.split.cases.length > 1);
    const cases = [step.split.cases[0]!];
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, split: { ...step.split, cases } })))).toContain("one-case");
  });

  it("reports a case split over a house the text has ruled out", () => {
    const { k, step } = find((s): s is StepOf<"clue-combination"> => s.rule === "clue-combination" && s.split.cases.length < puzzle.size);
    const dead = [1, 2, 3, 4, 5, 6].find((h) => !step.split.cases.some((c) => c.pos === h))!;
    const cases = [...step.split.cases, { pos: dead, steps: [] }].sort((a, b) => a.pos - b.pos);
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, split: { ...step.split, cases } })))).toContain("case-coverage");
  });

  it('reports a "so" after a sentence that is not its premise', () => {
    const k = claims.findIndex((c, i) => i >= 2 && c.after !== undefined && c.after.length > 0 && claims[i - 2]!.asserts.length > 0);
    expect(rulesOf(planted(k, (c) => ({ ...c, after: claims[k - 2]!.asserts })))).toContain("back-reference");
  });

  it("reports a clash said to break a clue about other values", () => {
    const { k, step } = find((s): s is StepOf<"contradiction"> => s.rule === "contradiction" && s.clash.conflict.kind === "clue");
    const named = new Set([...step.clash.facts, ...(step.clash.forced ? [step.clash.forced] : [])].map((f) => `${f.entity.attr}=${String(f.entity.value)}`));
    const other = puzzle.clues.findIndex((clue) => {
      const own = clueEntities(clue);
      return own.length > 0 && own.every((e) => "attr" in e && !named.has(`${e.attr}=${String(e.value)}`));
    });
    const clash = { ...step.clash, conflict: { kind: "clue" as const, clue: other } };
    const rules = rulesOf(planted(k, (c) => withStep(c, { ...step, clues: [...new Set([...step.clues, other])].sort((a, b) => a - b), clash })));
    expect(rules).toContain("clash-terms");
    expect(rules).toContain("does-not-follow");
  });

  it("reports a line of a proof that only restates its supposition", () => {
    const { k, step } = find((s): s is StepOf<"contradiction"> => s.rule === "contradiction");
    const echo: Step = { rule: "hidden-single", tier: 1, clues: [], premises: [step.assumption], conclusions: [step.assumption] };
    expect(rulesOf(planted(k, (c) => withStep(c, { ...step, subSteps: [echo, ...step.subSteps] })))).toContain("restated-supposition");
  });
});

describe("a case within a case", () => {
  // A 6×6 expert puzzle whose solution splits on the fantasy reader inside the case "Pisces in
  // house 6": only one of those inner cases breaks down, and the others had nothing to say.
  const made = generatePuzzle({ size: 6, attributes: 6, vocabulary: defaultVocabulary, seed: 849878546, difficulty: "expert" });
  if (!made.ok) throw new Error("the expert puzzle could not be made");
  const nested = made.puzzle;
  const nestedClaims = claimsOf(nested, made.steps);
  const inner = nestedClaims.flatMap((c) => c.steps).find((s) => s.rule === "clue-combination" && s.split.cases.some((k) => k.split !== undefined));

  it("holds sentence by sentence", () => {
    expect(checkExplanation(nested, nestedClaims, (step) => verifyStep(nested, step))).toEqual([]);
  });

  it("words a case within a case that only rules its value out as a proof under the outer case", () => {
    const combination = nestedClaims
      .flatMap((c) => c.steps)
      .find(
        (s): s is StepOf<"clue-combination"> => s.rule === "clue-combination" && s.split.cases.some((k) => k.steps.some((l) => l.rule === "contradiction")),
      );
    expect(inner).toBeUndefined();
    const proof = combination!.split.cases.flatMap((k) => k.steps).find((l): l is StepOf<"contradiction"> => l.rule === "contradiction")!;
    // It starts from what the text knows there, so that it follows on its own.
    expect(verifyStep(nested, proof)).toEqual({ ok: true });
    expect(proof.premises.length).toBeGreaterThan(0);
  });
});

describe("case arguments read as proofs, on puzzles the 1,000-puzzle check found", () => {
  // 8×8 medium puzzles #525 and #533 of `scripts/check-explanations.mjs --seed 1`: an empty case
  // that rests on what the text knows of the value it reaches, and two proofs from one case
  // argument, the second starting from what the first concluded.
  it.each([
    [525, 4030829246],
    [533, 1571049617],
  ])("holds sentence by sentence on puzzle #%i", (_, seed) => {
    const made = generatePuzzle({ size: 8, attributes: 8, vocabulary: defaultVocabulary, seed, difficulty: "medium" });
    if (!made.ok) throw new Error("the puzzle could not be made");
    const claims = claimsOf(made.puzzle, made.steps);
    expect(checkExplanation(made.puzzle, claims, (step) => verifyStep(made.puzzle, step))).toEqual([]);
  });
});
