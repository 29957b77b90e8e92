import type { Grade, Puzzle, QuestionAnswer, Step } from "@zebra/model";
import type { SolveLimits } from "./difficulty.js";
import type { SamplerIssue } from "./issue.js";

/** Counters of one generation. */
export interface GenerateStats {
  /** Candidate clues drawn, over all attempts. */
  readonly sampled: number;
  /** Clues accepted into the live solver state by the successful attempt. */
  readonly accepted: number;
  /** Clues in the final puzzle. */
  readonly kept: number;
  /**
   * Clues dropped because the solution never used them (found by a traced solve when
   * `minimise` is off; with minimisation on they are part of `removedByMinimisation`).
   */
  readonly removedUnused: number;
  /** Clues dropped by minimisation (each was not needed by the rest). */
  readonly removedByMinimisation: number;
  /** Hidden grids tried (1 unless a difficulty was requested or an attempt ran out of budget). */
  readonly attempts: number;
  /** Milliseconds taken, when a `clock` was given. */
  readonly ms?: number;
  /**
   * On success: the limits the puzzle was minimised within (its tier, and for a difficulty how
   * many clue combinations or proofs by contradiction a fast solve may need): no clue of the
   * puzzle can go without the solution needing more.
   */
  readonly limits?: SolveLimits;
  /**
   * On success, when they differ from the requested ones: the clue-type weights the puzzle was
   * sampled with. After an attempt whose puzzle is too easy for the requested level, the next
   * draws more of the types that leave cases open (neighbours, order, negations…); after one too
   * hard, fewer. The grade is still that of the puzzle's trace.
   */
  readonly weights?: Readonly<Record<string, number>>;
}

/** The options a puzzle was generated with, as recorded in its `meta.options` (plain JSON). */
export interface RecordedOptions {
  /** Present for a logic-grid puzzle. */
  readonly kind?: "logic-grid";
  readonly size: number;
  readonly attributes: number;
  readonly weights: Readonly<Record<string, number>>;
  readonly positionWeight: number;
  /** The level or rating asked for. */
  readonly difficulty?: string | number;
  readonly maxTier: number;
  readonly minimise: boolean;
  readonly maxSamples: number;
  readonly maxAttempts: number;
}

/** A generated puzzle and everything learnt while making it. */
export interface GenerateSuccess {
  readonly ok: true;
  /** The puzzle, with `solution`, `question` and `meta` (generator, version, seed, options, difficulty, vocabulary). */
  readonly puzzle: Puzzle;
  /** The solution trace: the steps the deductive solver takes, within the allowed tiers. */
  readonly steps: readonly Step[];
  /** The grade of that trace. */
  readonly grade: Grade;
  /** The seed that was asked for. */
  readonly seed: number;
  /** The options, with defaults filled in. */
  readonly options: RecordedOptions;
  readonly stats: GenerateStats;
  /** Questions about the puzzle with their answers: `position-code` (when available), then `find`. */
  readonly qa: readonly QuestionAnswer[];
}

/** Why no puzzle came out: invalid options, or a budget that ran out. */
export interface GenerateFailure {
  readonly ok: false;
  readonly issues: readonly SamplerIssue[];
  /** Counters up to the failure (absent when the options were rejected). */
  readonly stats?: GenerateStats;
}

/** The result of {@link generatePuzzle}. */
export type GenerateResult = GenerateSuccess | GenerateFailure;
