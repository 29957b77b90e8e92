import type { Difficulty, Grade, Step, Tier } from "@zebra/model";

/**
 * The weights of {@link stepScore} (and so of {@link gradeSteps}'s score), as data.
 *
 * @example
 * ```ts
 * gradeWeights.contradiction; // 6: the base score of a proof by contradiction
 * ```
 */
export const gradeWeights = {
  /** A hidden single (a value with one position left). */
  hiddenSingle: 0.5,
  /** A naked single (a cell with one value left). */
  nakedSingle: 1,
  /** A tier-1 clue step, plus `premise` for each grid fact it cites. */
  clue: 1,
  premise: 0.5,
  /** A clue combination, plus `extraClue` for each clue beyond the first. */
  combination: 3,
  extraClue: 1.5,
  /** A proof by contradiction, plus `subStep` per sub-step (its depth). */
  contradiction: 6,
  subStep: 1,
} as const;

/**
 * The score of one step, as documented in {@link gradeSteps}.
 *
 * @example
 * ```ts
 * stepScore({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [] }); // 0.5
 * ```
 */
export function stepScore(step: Step): number {
  const w = gradeWeights;
  switch (step.rule) {
    case "hidden-single":
      return w.hiddenSingle;
    case "naked-single":
      return w.nakedSingle;
    case "clue":
      return w.clue + w.premise * step.premises.length;
    case "clue-combination":
      return w.combination + w.extraClue * Math.max(0, step.clues.length - 1) + w.premise * step.premises.length;
    case "contradiction":
      return w.contradiction + w.subStep * step.subSteps.length;
  }
}

/**
 * Grades a solution trace into a difficulty level the sampler can target.
 *
 * Use it on the `steps` of {@link deduce} (which already returns `grade`), or on any trace.
 * Cost: linear in the number of steps.
 *
 * The formula:
 * - **score** = sum of step scores: hidden single 0.5; naked single 1; clue step 1 + 0.5 per
 *   cited premise; clue combination 3 + 1.5 per clue beyond the first + 0.5 per premise; proof
 *   by contradiction 6 + 1 per sub-step (its depth). Rounded to one decimal.
 * - **level**, from the highest tier used and the shape of the trace:
 *   - tier 3: `expert` when it needs 3 or more proofs by contradiction or one deeper than 12
 *     sub-steps, else `hard`;
 *   - tier 2: `hard` when it needs 4 or more clue combinations, else `medium`;
 *   - tier 1: `medium` when at least 15 % of its clue steps cite two or more grid facts (the
 *     reader must hold several earlier findings together with the clue), else `easy`.
 *
 * @param steps the trace (top-level steps).
 * @returns the grade: level, score, highest tier and number of top-level steps.
 * @example
 * ```ts
 * const { steps } = deduce(puzzle);
 * gradeSteps(steps).level; // "easy" | "medium" | "hard" | "expert"
 * ```
 */
export function gradeSteps(steps: readonly Step[]): Grade {
  let score = 0;
  let tier: Tier = 1;
  let combinations = 0;
  let contradictions = 0;
  let deepest = 0;
  let clueSteps = 0;
  let multiPremise = 0;
  for (const step of steps) {
    score += stepScore(step);
    if (step.tier > tier) tier = step.tier;
    if (step.rule === "clue-combination") combinations++;
    if (step.rule === "contradiction") {
      contradictions++;
      deepest = Math.max(deepest, step.subSteps.length);
    }
    if (step.rule === "clue") {
      clueSteps++;
      if (step.premises.length >= 2) multiPremise++;
    }
  }
  let level: Difficulty;
  if (tier === 3) level = contradictions >= 3 || deepest > 12 ? "expert" : "hard";
  else if (tier === 2) level = combinations >= 4 ? "hard" : "medium";
  else level = clueSteps > 0 && multiPremise / clueSteps >= 0.15 ? "medium" : "easy";
  return { level, score: Math.round(score * 10) / 10, tier, steps: steps.length };
}

/** The grade of a solve run without a trace: only its highest tier is known. */
export function gradeFromTier(tier: Tier): Grade {
  const level: Difficulty = tier === 3 ? "hard" : tier === 2 ? "medium" : "easy";
  return { level, score: 0, tier, steps: 0 };
}
