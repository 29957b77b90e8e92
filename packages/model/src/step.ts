import type { ValueRef } from "./entity.js";

/**
 * Reasoning tiers, from simplest to hardest:
 * 1. one clue at a time, plus naked and hidden singles;
 * 2. two or three clues combined;
 * 3. bounded proof by contradiction.
 */
export type Tier = 1 | 2 | 3;

/** "`entity` is at position `pos`". */
export interface AtFact {
  readonly kind: "at";
  readonly entity: ValueRef;
  readonly pos: number;
}

/** "`entity` is not at any of `positions`". */
export interface NotAtFact {
  readonly kind: "not_at";
  readonly entity: ValueRef;
  readonly positions: readonly number[];
}

/** "`entity` is at one of `positions`" (and nowhere else). */
export interface AmongFact {
  readonly kind: "among";
  readonly entity: ValueRef;
  readonly positions: readonly number[];
}

/**
 * A fact about the grid, as premises and conclusions of solver steps.
 * Positions are 1-based; lists are ascending.
 */
export type Fact = AtFact | NotAtFact | AmongFact;

/** A fact a step concludes: a placement or an elimination. */
export type Conclusion = AtFact | NotAtFact;

/** Every step rule, simplest first. */
export const stepRules = ["clue", "naked-single", "hidden-single", "clue-combination", "contradiction"] as const;

/** Which reasoning a step used. */
export type StepRule = (typeof stepRules)[number];

interface StepBase {
  /** Which tier this step belongs to. */
  readonly tier: Tier;
  /** 0-based indexes of the clues the step uses (clue number − 1), ascending. */
  readonly clues: readonly number[];
  /** The facts already in the grid that the step starts from. */
  readonly premises: readonly Fact[];
  /** What the step concludes (at least one fact). */
  readonly conclusions: readonly Conclusion[];
}

/** Tier 1: one clue, read against the facts in the grid, gives placements or eliminations. */
export interface ClueStep extends StepBase {
  readonly rule: "clue";
}

/** Tier 1: a cell has one value left (every other value is excluded there). */
export interface NakedSingleStep extends StepBase {
  readonly rule: "naked-single";
  /** The attribute and the position of the cell. */
  readonly attr: string;
  readonly pos: number;
}

/** Tier 1: a value has one position left in its attribute. */
export interface HiddenSingleStep extends StepBase {
  readonly rule: "hidden-single";
}

/**
 * Tier 2: two or three clues, combined, give what none gives alone. The argument is a case split:
 * one value can only be at a few positions; each case is followed through with the step's clues;
 * the conclusions hold in every case that is possible ("A is in house 2 or 4. If 2, …; if 4, ….
 * Either way, …").
 */
export interface ClueCombinationStep extends StepBase {
  readonly rule: "clue-combination";
  /** The case argument behind the conclusions. */
  readonly split: CaseSplit;
}

/**
 * A case argument: `entity` can only be at the positions of `cases` (by the facts the argument
 * starts from), and each case is followed through. The argument's conclusions hold in every case
 * that does not end in a clash.
 */
export interface CaseSplit {
  /** The value split on. */
  readonly entity: ValueRef;
  /** One case per position the value may take, in position order. */
  readonly cases: readonly Case[];
}

/** One case of a {@link CaseSplit}: "if `entity` is at `pos`, then `steps` follow". */
export interface Case {
  /** The position this case puts the split value at. */
  readonly pos: number;
  /**
   * What follows in this case, in order: steps of one of the combination's clues, or singles.
   * Only the steps the case's outcome depends on.
   */
  readonly steps: readonly Step[];
  /**
   * How the case ends. Absent: the case is possible, and its steps establish the argument's
   * conclusions. `clash`: the case is impossible. `split`: the case is split again, on another
   * value (the conclusions hold in each of its sub-cases).
   */
  readonly clash?: Clash;
  readonly split?: CaseSplit;
}

/** What broke inside a proof by contradiction. */
export type Conflict =
  /** a clue can no longer hold */
  | { readonly kind: "clue"; readonly clue: number }
  /** a value has no position left */
  | { readonly kind: "no-position"; readonly entity: ValueRef }
  /** a cell has no value left */
  | { readonly kind: "no-value"; readonly attr: string; readonly pos: number };

/**
 * How an impossible line of argument ends: facts it established that cannot all hold, and the
 * clue or grid rule they break. "The waffles are in house 2 and the horror reader is in house 1:
 * by clue 15 the biographies reader would be in house 1, where the horror reader already is."
 */
export interface Clash {
  /** What breaks: a clue, a value left with no position, a cell left with no value. */
  readonly conflict: Conflict;
  /**
   * The facts that break it (usually two), each established by the argument: its assumption, a
   * fact it starts from, or a conclusion of one of its steps. No fact can be left out.
   */
  readonly facts: readonly Fact[];
  /**
   * For a broken clue, when some of `facts` are not about the clue's own values: what the clue
   * makes of the facts that are ("the biographies reader is in house 1"), which the other facts
   * rule out ("the horror reader is in house 1").
   */
  readonly forced?: Fact;
}

/** A clash whose conflict is of kind `K`. */
export type ClashOf<K extends Conflict["kind"]> = Clash & { readonly conflict: Extract<Conflict, { kind: K }> };

/**
 * Tier 3: "suppose `assumption`; then `subSteps` follow, which ends in `clash`; so the assumption
 * is false" (the conclusion is the assumption's negation). The sub-steps are only those the clash
 * depends on.
 */
export interface ContradictionStep extends StepBase {
  readonly rule: "contradiction";
  readonly assumption: AtFact;
  readonly subSteps: readonly Step[];
  /** How the argument ends: the facts that cannot all hold, and what they break. */
  readonly clash: Clash;
}

/** One step of a solution, as data that renderers verbalise. Discriminated by `rule`. */
export type Step = ClueStep | NakedSingleStep | HiddenSingleStep | ClueCombinationStep | ContradictionStep;

/** The step of a given rule. */
export type StepOf<R extends StepRule> = Extract<Step, { rule: R }>;

/** Difficulty levels, easiest first. */
export const difficulties = ["easy", "medium", "hard", "expert"] as const;

/** A difficulty level. */
export type Difficulty = (typeof difficulties)[number];

/** The lowest and highest difficulty rating (see {@link Grade.rating}). */
export const ratingRange = [1, 10] as const;

/**
 * Each difficulty level as a range of ratings, inclusive: easy 1–2, medium 3–4, hard 5–7,
 * expert 8–10. The ratings, and what each asks of a reader, are documented with the solver's
 * `gradeSteps`.
 *
 * @example
 * ```ts
 * difficultyRatings.hard; // [5, 7]
 * ```
 */
export const difficultyRatings: Readonly<Record<Difficulty, readonly [number, number]>> = Object.freeze({
  easy: [1, 2],
  medium: [3, 4],
  hard: [5, 7],
  expert: [8, 10],
});

/**
 * The difficulty level whose range holds a rating.
 *
 * @param rating - a whole number from 1 to 10.
 * @returns the level, e.g. "hard" for 6.
 * @throws RangeError for a number that is not a rating (programmer misuse).
 * @example
 * ```ts
 * difficultyOfRating(8); // "expert"
 * ```
 */
export function difficultyOfRating(rating: number): Difficulty {
  for (const level of difficulties) {
    const [lo, hi] = difficultyRatings[level];
    if (rating >= lo && rating <= hi && Number.isInteger(rating)) return level;
  }
  throw new RangeError(`a difficulty rating is a whole number from ${ratingRange[0]} to ${ratingRange[1]}, got ${String(rating)}`);
}

/** How hard a solution was, computed from its trace. */
export interface Grade {
  /** The level: easy, medium, hard or expert (the range that holds `rating`). */
  readonly level: Difficulty;
  /** The difficulty on a scale of 1 to 10, from the techniques the solution needs (not from the grid's size). */
  readonly rating: number;
  /** The sum of the step scores: it grows with the length of the solution and the weight of its steps. */
  readonly score: number;
  /** The highest tier any step used. */
  readonly tier: Tier;
  /** Number of top-level steps. */
  readonly steps: number;
}
