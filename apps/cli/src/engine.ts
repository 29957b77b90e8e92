// The CLI's view of the solver: the few calls its commands make, in one place.
import type { Grid, PartialGrid, Puzzle, QuestionAnswer, Step, Tier } from "@zebra/model";

/** How many solutions a puzzle has, as `solve` and `check` report it. */
export type SolveStatus = "unique" | "multiple" | "unsatisfiable";

/** The complete solver's answer, up to a limit. */
export interface Solutions {
  readonly status: SolveStatus;
  /** Solutions found (at most `limit`). */
  readonly count: number;
  /** True when the search stopped at the limit, so there may be more. */
  readonly capped: boolean;
  /** The solutions found, when they were asked for. */
  readonly grids: readonly Grid[];
}

/** The deductive solver's answer: how far pure reasoning gets, and its steps. */
export interface Deduction {
  readonly solved: boolean;
  /** The highest tier any step used (undefined when there are no steps). */
  readonly tier: Tier | undefined;
  readonly steps: readonly Step[];
  /** The grid as far as deduction filled it. */
  readonly grid: PartialGrid;
}

/** Counts solutions up to `limit` (≥ 1), keeping the grids when `keep` is set. */
export function findSolutions(puzzle: Puzzle, limit: number, keep: boolean): Solutions {
  void puzzle;
  void limit;
  void keep;
  throw new Error("the complete solver (@zebra/solver) is not available yet");
}

/** Solves by deduction alone, with the step trace. */
export function deduceSteps(puzzle: Puzzle): Deduction {
  void puzzle;
  throw new Error("the deductive solver (@zebra/solver) is not available yet");
}

/** The answer to the puzzle's own question, when it asks one and the solution decides it. */
export function answerOwnQuestion(puzzle: Puzzle, solution: Grid): QuestionAnswer | undefined {
  void puzzle;
  void solution;
  return undefined;
}
