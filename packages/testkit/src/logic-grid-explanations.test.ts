// Logic-grid explanations hold sentence by sentence: each test is one cause the explanation checker
// found in hard and expert case arguments (`node scripts/check-explanations.mjs --kind logic-grid`),
// on the puzzle where it first showed. The puzzles are the checker's: puzzle i of seed 1 (or 7).
import { checkExplanation, layoutSolution, type ExplanationClaim } from "@zebra/locale-kit";
import { deriveSeed, difficulties, type CaseSplit, type Puzzle, type Step } from "@zebra/model";
import { generatePuzzle } from "@zebra/sampler";
import { verifyStep } from "@zebra/solver";
import { defaultVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";

/** Puzzle i of the checker's run with `seed`: its size, attributes and level follow from i. */
function checkerPuzzle(i: number, seed = 1): { puzzle: Puzzle; steps: readonly Step[] } {
  const made = generatePuzzle({
    kind: "logic-grid",
    size: 4 + (i % 4),
    attributes: 3 + (i % 3),
    difficulty: difficulties[i % difficulties.length]!,
    vocabulary: defaultVocabulary,
    seed: deriveSeed(seed, i),
  });
  if (!made.ok) throw new Error(`logic-grid puzzle #${i} could not be made`);
  return { puzzle: made.puzzle, steps: made.steps };
}

/** The claims of a solution as any locale words it (the wording does not change the claims of the full style). */
function claimsOf(puzzle: Puzzle, steps: readonly Step[]): ExplanationClaim[] {
  const claims: ExplanationClaim[] = [];
  const words = { heading: "", step: () => "…", grid: () => "", candidateGrid: () => "", gridCaption: () => "", finalCaption: () => "", noSteps: "" };
  layoutSolution(puzzle, steps, { onClaim: (claim) => claims.push(claim) }, words);
  return claims;
}

/** Every case split in the steps, nested ones too. */
function splitsOf(steps: readonly Step[]): CaseSplit[] {
  const out: CaseSplit[] = [];
  const visit = (split: CaseSplit): void => {
    out.push(split);
    for (const c of split.cases) {
      splitsOf(c.steps).forEach((s) => {
        out.push(s);
      });
      if (c.split) visit(c.split);
    }
  };
  for (const step of steps) {
    if (step.rule === "clue-combination") visit(step.split);
    if (step.rule === "contradiction") out.push(...splitsOf(step.subSteps));
  }
  return out;
}

describe("logic-grid case arguments", () => {
  it("split on a value whose every case has something to show, unless each other case is one clash", () => {
    // #10 (6×4, hard) split on the hamster's owner: five cases said nothing and the sixth split again.
    const { steps } = checkerPuzzle(10);
    const silent = (c: CaseSplit["cases"][number]) => c.steps.length === 0 && c.clash === undefined && c.split === undefined;
    const mixed = splitsOf(steps).filter(
      (split) => split.cases.some(silent) && split.cases.some((c) => !silent(c) && (c.split !== undefined || c.clash === undefined)),
    );
    expect(mixed.map((split) => `${split.entity.attr}=${String(split.entity.value)}`)).toEqual([]);
  });

  /** The checker's violations of one rule in puzzle #i's full explanation. */
  function violations(i: number, rule: string, seed = 1): string[] {
    const { puzzle, steps } = checkerPuzzle(i, seed);
    return checkExplanation(puzzle, claimsOf(puzzle, steps), (step) => verifyStep(puzzle, step))
      .filter((v) => v.rule === rule)
      .map((v) => `item ${v.item}: ${v.detail}`);
  }

  it("start from everything a proof inside a case starts from", () => {
    // #10: a proof inside a case inside a case ("Suppose the lizard owner is Nina") started from
    // "the guinea pig owner is not Nina", which the argument around it never said it starts from.
    expect(violations(10, "does-not-follow")).toEqual([]);
  });

  it("name a broken superlative by the value it gives", () => {
    // #19: "by clue 10, the 158 cm tall person would have to be …" names the shortest height,
    // which is what "the pickup truck driver is the shortest" is about.
    expect(violations(19, "clash-terms")).toEqual([]);
  });

  it("say a value's last place as the one left to it, not as a placement never made", () => {
    // #95: a case that leaves floor 22 no one ended on "the person on floor 22 is the cello
    // player", a placement the text had not made.
    expect(violations(95, "unstated-premise")).toEqual([]);
  });

  it("read a case that breaks down only through every case within it as one proof by contradiction", () => {
    // Seed 7, #55 (7×4, expert) split on the teacher: three cases with nothing under them, and one
    // that broke down because each case within it did. It reads "Suppose the teacher is the stork photographer. …".
    expect(violations(55, "empty-branch", 7)).toEqual([]);
    expect(violations(55, "does-not-follow", 7)).toEqual([]);
    expect(violations(55, "unstated-premise", 7)).toEqual([]);
  });

  it("say a case argument the text has left one case as that case's lines", () => {
    // Seed 1, #10: "The person on floor 24 is Ivy. If the person on floor 24 is Ivy: …" (item 10),
    // and a case within a case left one case (item 26); seed 7, #63: the same, item 14.
    expect(violations(10, "one-case")).toEqual([]);
    expect(violations(63, "one-case", 7)).toEqual([]);
    expect(violations(10, "does-not-follow")).toEqual([]);
    expect(violations(63, "unstated-premise", 7)).toEqual([]);
  });

  it("read a case within a case that places its value as proofs against the other places", () => {
    // Seed 7, #63: "Either way, the person on floor 29 is the apple pie lover" came after an empty
    // case ("If the person on floor 29 is the apple pie lover:") and the one that breaks down.
    expect(violations(63, "empty-branch", 7)).toEqual([]);
  });
});
