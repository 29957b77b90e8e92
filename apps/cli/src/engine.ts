// The CLI's view of the solver: the few calls its commands make, in one place.
import { answerInGrid, type Grid, type PartialGrid, type Puzzle, type Question, type QuestionAnswer, type Step, type Tier } from "@zebra/model";
import { countSolutions, deduce, solve } from "@zebra/solver";

/** How many solutions a puzzle has, as `solve` and `check` report it. */
export type SolveStatus = "unique" | "multiple" | "unsatisfiable";

/** The complete solver's answer, up to a limit. */
export interface Solutions {
  readonly status: SolveStatus;
  /** Solutions found (at most `limit`). */
  readonly count: number;
  /** True when the search stopped at the limit, so there may be more. */
  readonly capped: boolean;
  /** The first solutions found (at most `keep`). */
  readonly grids: readonly Grid[];
  /** For an unsatisfiable puzzle: 0-based indexes of a minimal set of clues that already conflict. */
  readonly conflict?: readonly number[];
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

/**
 * Counts solutions up to `limit` (≥ 1) with the complete solver, keeping the first `keep`
 * grids (by default as many as `limit`): counting far keeps no more grids than it shows, so
 * memory does not grow with the limit. The status is always decided (the search looks for at
 * least two solutions), whatever the limit; an unsatisfiable puzzle comes with the clues that conflict.
 * `each` takes every solution within the limit as it is found (false stops the search), so that
 * they can be written out without being kept.
 */
export function findSolutions(
  puzzle: Puzzle,
  limit: number,
  keep = limit,
  onSolution?: (found: number) => void,
  each?: (grid: Grid, found: number) => boolean,
): Solutions {
  // The search may look one past the limit (for the status): `each` sees only the solutions within it.
  const eachSolution = each && ((grid: Grid, found: number) => found > limit || each(grid, found));
  const result = countSolutions(puzzle, {
    limit: Math.max(2, limit),
    keep: Math.min(keep, limit),
    ...(onSolution ? { onSolution } : {}),
    ...(eachSolution ? { eachSolution } : {}),
  });
  const status: SolveStatus = result.count === 0 ? "unsatisfiable" : result.count === 1 ? "unique" : "multiple";
  const count = Math.min(result.count, limit);
  const capped = result.count > limit || (!result.exhaustive && result.count >= limit);
  // Only an unsatisfiable puzzle pays for the search of the clues that conflict.
  const conflict = status === "unsatisfiable" ? solve(puzzle).conflict : undefined;
  return { status, count, capped, grids: result.solutions.slice(0, limit), ...(conflict ? { conflict } : {}) };
}

/** Solves by deduction alone (every tier), with the step trace. */
export function deduceSteps(puzzle: Puzzle): Deduction {
  const result = deduce(puzzle, { trace: true });
  return { solved: result.status === "solved", tier: result.steps.length > 0 ? result.tier : undefined, steps: result.steps, grid: result.grid };
}

/** The answer to the puzzle's own question, read from its (unique) solution. */
export function answerOwnQuestion(puzzle: Puzzle, solution: Grid): QuestionAnswer | undefined {
  return puzzle.question === undefined ? undefined : answerQuestion(puzzle.question, solution);
}

/**
 * The answers to every question a text asks ("Who drinks water? Who owns the zebra?"), in
 * order: those the reading kept, else the puzzle's own.
 */
export function answerQuestions(puzzle: Puzzle, solution: Grid, questions: readonly Question[] | undefined): QuestionAnswer[] {
  const asked = questions ?? (puzzle.question === undefined ? [] : [puzzle.question]);
  return asked.flatMap((q) => answerQuestion(q, solution) ?? []);
}

function answerQuestion(question: Question, solution: Grid): QuestionAnswer | undefined {
  const value = answerInGrid(solution, question);
  if (value === undefined) return undefined;
  return { query: { kind: "find", find: question.find, where: question.where }, answer: value };
}
