import type { CandidateGrid, Conflict, Grade, PartialGrid, Step, Tier } from "@zebra/model";
import type { DeductionStatus } from "./engine.js";
import { gradeFromTier, gradeSteps } from "./grade.js";
import { Core } from "./internal/core.js";
import { firstOccurrences } from "./internal/repeats.js";
import { compileShape } from "./internal/shape.js";
import { candidateGridOf, partialGridOf } from "./internal/views.js";
import { toPuzzle, type PuzzleInput } from "./input.js";

/** Options of {@link deduce}. */
export interface DeduceOptions {
  /**
   * Highest reasoning tier (default 3): 1 = one clue at a time plus naked and hidden singles;
   * 2 = also two or three clues that share an entity, combined; 3 = also short proofs by
   * contradiction. The default solves puzzles people write; generators targeting an easy
   * level pass 1.
   */
  readonly maxTier?: Tier;
  /** Record the steps (default true). Without a trace the result has no steps and costs less. */
  readonly trace?: boolean;
  /** Stop after this many top-level steps (status `stuck`). Default: no limit. */
  readonly maxSteps?: number;
  /** Stop (status `stuck`) once more clue combinations than this are needed. Default: no limit. */
  readonly maxCombinations?: number;
  /**
   * Stop (status `stuck`) once more proofs by contradiction than this are needed. Default: no
   * limit. Without a trace, proofs are then taken one at a time, as a traced solve takes them
   * (otherwise a solve without a trace applies every refutation it finds at once).
   */
  readonly maxContradictions?: number;
}

/** The outcome of {@link deduce}. */
export interface DeduceResult {
  /** `solved` (every value placed), `stuck` (no tier within `maxTier` makes progress) or `contradiction`. */
  readonly status: DeductionStatus;
  /** The values known at each position. */
  readonly grid: PartialGrid;
  /** The candidates left at each cell. */
  readonly candidates: CandidateGrid;
  /** The steps, in order (empty when `trace` is false). */
  readonly steps: Step[];
  /** The highest tier used. */
  readonly tier: Tier;
  /** 0-based indexes of the clues some step used, ascending. */
  readonly usedClues: number[];
  /**
   * The difficulty, computed from the steps by {@link gradeSteps}. Without a trace only the
   * tier is known: level easy, medium or hard for tier 1, 2 or 3, score 0.
   */
  readonly grade: Grade;
  /** What broke, when `status` is `contradiction`. */
  readonly conflict?: Conflict;
}

/**
 * Solves a puzzle the way a person would, step by step, and records the argument.
 *
 * Cheapest reasoning first: tier 1 to a fixpoint, and only when it is stuck one step of tier 2,
 * then of tier 3, going back to tier 1 after any progress. Each step cites its clues, the grid
 * facts it relies on (minimal) and what follows; {@link verifyStep} checks any step on its own.
 * Cost: a 5×5 puzzle takes well under a millisecond with the trace; proofs by contradiction
 * try every open (value, position) assumption, so tier 3 can take milliseconds on large grids.
 * With thousands of clues, tier 2 tries at most 20,000 clue combinations (see the solver guide),
 * so deduction stays bounded but may end `stuck` where more combinations would progress.
 *
 * A clue repeated word for word (ids and texts aside) is read once; steps cite its first
 * occurrence. Contradictory clues give `status: "contradiction"` (with `conflict`), never an
 * exception. Throws a RangeError only for programmer misuse: a puzzle that names values or attributes it
 * does not have (validate input with `parsePuzzle` first).
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text (see {@link PuzzleInput}; a document is validated, and an invalid one throws {@link InvalidPuzzleError}).
 * @param options `maxTier` (default 3), `trace` (default true), and the limits `maxSteps`,
 *   `maxCombinations` and `maxContradictions`.
 * @returns status, grids, steps, highest tier, used clues and grade.
 * @example
 * ```ts
 * const result = deduce(puzzle);
 * if (result.status === "solved") console.log(result.grid, result.grade.level);
 * ```
 */
export function deduce(input: PuzzleInput, options: DeduceOptions = {}): DeduceResult {
  const { core, outcome } = deduction(input, options);
  const result: DeduceResult = {
    status: outcome.status,
    grid: partialGridOf(core.shape, core.dom),
    candidates: candidateGridOf(core.shape, core.dom),
    steps: outcome.steps,
    tier: outcome.tier,
    usedClues: outcome.usedClues,
    grade: outcome.grade,
  };
  return outcome.conflict ? { ...result, conflict: outcome.conflict } : result;
}

/** What {@link deduceWithoutGrids} returns: a {@link DeduceResult} without `grid` and `candidates`. */
export type DeduceOutcome = Omit<DeduceResult, "grid" | "candidates">;

/**
 * {@link deduce} without the grids of its result: the status, steps, tier, used clues and grade
 * (and the conflict), for a generator that needs only those (building the grids costs about a
 * tenth of a traced solve of a small puzzle).
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text, as for {@link deduce}.
 * @param options the options of {@link deduce}.
 * @returns what {@link deduce} returns, without `grid` and `candidates`.
 * @example
 * ```ts
 * const { status, steps, grade } = deduceWithoutGrids(puzzle, { maxTier: 1 });
 * ```
 */
export function deduceWithoutGrids(input: PuzzleInput, options: DeduceOptions = {}): DeduceOutcome {
  return deduction(input, options).outcome;
}

/** The solve of {@link deduce}, and its state (for the grids). */
function deduction(input: PuzzleInput, options: DeduceOptions): { core: Core; outcome: DeduceOutcome } {
  const puzzle = toPuzzle(input);
  const shape = compileShape(puzzle);
  const core = new Core(shape, options.maxTier ?? 3, options.trace ?? true);
  if (options.maxSteps !== undefined) core.maxSteps = Math.max(0, options.maxSteps);
  if (core.maxSteps === 0) core.stepLimitHit = true;
  if (options.maxCombinations !== undefined) core.maxCombinations = options.maxCombinations;
  if (options.maxContradictions !== undefined) {
    core.maxContradictions = options.maxContradictions;
    core.refuteOneByOne = true;
  }
  // A repeated clue is skipped: steps cite its first occurrence.
  for (const i of firstOccurrences(puzzle.clues)) core.addClue(puzzle.clues[i]!, i);
  core.run();
  const used = new Set<number>();
  const collect = (steps: readonly Step[]): void => {
    for (const s of steps) {
      for (const c of s.clues) used.add(c);
      if (s.rule === "contradiction") collect(s.subSteps);
    }
  };
  collect(core.steps);
  if (core.conflict?.kind === "clue") used.add(core.conflict.clue);
  const outcome: DeduceOutcome = {
    status: core.status,
    steps: core.steps,
    tier: core.usedTier,
    usedClues: [...used].sort((a, b) => a - b),
    grade: core.trace ? gradeSteps(core.steps) : gradeFromTier(core.usedTier),
  };
  return { core, outcome: core.conflict ? { ...outcome, conflict: core.conflict } : outcome };
}
