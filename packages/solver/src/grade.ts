import { difficultyOfRating, type Grade, type Step, type Tier } from "@zebra/model";

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
 * Where the ratings of {@link gradeSteps} start, as data (what the sampler aims at, too).
 *
 * @example
 * ```ts
 * ratingThresholds.contradictions; // [3, 6, 12]: ratings 8, 9 and 10 start at 3, 6 and 12 proofs
 * ```
 */
export const ratingThresholds = {
  /** Tier 1: the share of clue steps citing two or more grid facts at which ratings 2 and 3 start. */
  multiPremise: [0.1, 0.15],
  /** Tier 2: the clue combinations at which ratings 5 and 6 start (rating 4 needs one). */
  combinations: [4, 8],
  /** Tier 3: the proofs by contradiction at which ratings 8, 9 and 10 start (rating 7 needs one). */
  contradictions: [3, 6, 12],
  /** A proof by contradiction with more sub-steps than this adds 1 to the rating (up to 10). */
  longProof: 12,
} as const;

/** What a solution needs, as {@link rateTechniques} reads it. */
export interface Techniques {
  /** The highest tier used. */
  readonly tier: Tier;
  /** Tier-1 clue steps, and how many of them cite two or more grid facts. */
  readonly clueSteps: number;
  readonly multiPremiseSteps: number;
  /** Clue-combination steps (tier 2). */
  readonly combinations: number;
  /** Proofs by contradiction (tier 3), and how many have more than `longProof` sub-steps. */
  readonly contradictions: number;
  readonly longContradictions: number;
}

/**
 * The rating (1–10) of a solution's techniques, as documented in {@link gradeSteps}.
 *
 * Use it to rate counts you have without a trace (a generator's estimate); a trace is rated
 * by {@link gradeSteps}. Cost: constant.
 *
 * @param t the techniques the solution needs.
 * @returns a whole number from 1 to 10.
 * @example
 * ```ts
 * rateTechniques({ tier: 3, clueSteps: 20, multiPremiseSteps: 2, combinations: 1, contradictions: 2, longContradictions: 0 }); // 7
 * ```
 */
export function rateTechniques(t: Techniques): number {
  const th = ratingThresholds;
  if (t.tier === 3) {
    const [eight, nine, ten] = th.contradictions;
    const base = t.contradictions >= ten ? 10 : t.contradictions >= nine ? 9 : t.contradictions >= eight ? 8 : 7;
    return Math.min(10, base + t.longContradictions);
  }
  if (t.tier === 2) return t.combinations >= th.combinations[1] ? 6 : t.combinations >= th.combinations[0] ? 5 : 4;
  const share = t.clueSteps > 0 ? t.multiPremiseSteps / t.clueSteps : 0;
  return share >= th.multiPremise[1] ? 3 : share >= th.multiPremise[0] ? 2 : 1;
}

/**
 * Grades a solution trace: a rating from 1 to 10 by the techniques it needs, the level whose
 * range holds it, and a score by its length.
 *
 * Use it on the `steps` of {@link deduce} (which already returns `grade`), or on any trace.
 * Cost: linear in the number of steps.
 *
 * The rating does not depend on the size of the grid, only on what a reader must do:
 *
 * | rating | level | the solution needs |
 * | --- | --- | --- |
 * | 1 | easy | one clue at a time (tier 1); under 10 % of the clue steps cite two or more grid facts |
 * | 2 | easy | tier 1; 10–15 % of the clue steps cite two or more grid facts |
 * | 3 | medium | tier 1; 15 % or more (the reader holds several findings together with the clue) |
 * | 4 | medium | clue combinations (tier 2): 1 to 3 of them |
 * | 5 | hard | 4 to 7 clue combinations |
 * | 6 | hard | 8 or more clue combinations |
 * | 7 | hard | proofs by contradiction (tier 3): 1 or 2, of at most 12 sub-steps each |
 * | 8 | expert | 3 to 5 proofs by contradiction |
 * | 9 | expert | 6 to 11 proofs by contradiction |
 * | 10 | expert | 12 or more proofs by contradiction |
 *
 * Each proof of more than 12 sub-steps adds 1 (up to 10): one long proof makes 1 or 2 proofs
 * rating 8. The thresholds are {@link ratingThresholds}. The **score** is the sum of step
 * scores: hidden single 0.5; naked single 1; clue step 1 + 0.5 per cited premise; clue
 * combination 3 + 1.5 per clue beyond the first + 0.5 per premise; proof by contradiction 6 + 1
 * per sub-step (its depth). Rounded to one decimal.
 *
 * @param steps the trace (top-level steps).
 * @returns the grade: level, rating, score, highest tier and number of top-level steps.
 * @example
 * ```ts
 * const { steps } = deduce(puzzle);
 * const { level, rating } = gradeSteps(steps); // e.g. "hard", 7
 * ```
 */
export function gradeSteps(steps: readonly Step[]): Grade {
  let score = 0;
  let tier: Tier = 1;
  let combinations = 0;
  let contradictions = 0;
  let longContradictions = 0;
  let clueSteps = 0;
  let multiPremiseSteps = 0;
  for (const step of steps) {
    score += stepScore(step);
    if (step.tier > tier) tier = step.tier;
    if (step.rule === "clue-combination") combinations++;
    if (step.rule === "contradiction") {
      contradictions++;
      if (step.subSteps.length > ratingThresholds.longProof) longContradictions++;
    }
    if (step.rule === "clue") {
      clueSteps++;
      if (step.premises.length >= 2) multiPremiseSteps++;
    }
  }
  const rating = rateTechniques({ tier, clueSteps, multiPremiseSteps, combinations, contradictions, longContradictions });
  return { level: difficultyOfRating(rating), rating, score: Math.round(score * 10) / 10, tier, steps: steps.length };
}

/** The grade of a solve run without a trace: only its highest tier is known (rated as its lowest). */
export function gradeFromTier(tier: Tier): Grade {
  const rating = tier === 3 ? 7 : tier === 2 ? 4 : 1;
  return { level: difficultyOfRating(rating), rating, score: 0, tier, steps: 0 };
}
