import { InvalidArgumentError, type Clue, type Grid, type Puzzle } from "@zebra/model";
import { Core } from "./internal/core.js";
import { firstOccurrences } from "./internal/repeats.js";
import { searchSolutions } from "./internal/search.js";
import { compileShape, type Shape } from "./internal/shape.js";
import { gridOf } from "./internal/views.js";
import { toPuzzle, type PuzzleInput } from "./input.js";

/** The part of a puzzle the complete solver reads. */
export type SolvableInput = Pick<Puzzle, "size" | "attributes" | "clues" | "kind">;

/** Options of {@link countSolutions} and {@link solve}. */
export interface CountOptions {
  /** Stop after this many solutions (default 2: enough to tell unique from multiple). */
  readonly limit?: number;
  /**
   * How many of the solutions found to return in `solutions` (default: all of them, up to
   * `limit`). Counting far with a small `keep` takes memory for `keep` grids only.
   */
  readonly keep?: number;
  /**
   * Called with the number found so far after each solution: a long count can show its
   * progress (the call should be cheap; throttle any drawing).
   */
  readonly onSolution?: (found: number) => void;
  /**
   * Called with each solution as the search finds it, before it goes on: a caller can write the
   * solutions out as they come and keep none of them (`keep: 0`), whatever their number.
   * Returning false stops the search (the result is then not exhaustive).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a callback that returns nothing keeps the search going.
  readonly eachSolution?: (grid: Grid, found: number) => boolean | void;
}

/** The outcome of {@link countSolutions}. */
export interface CountResult {
  /** Solutions found (at most `limit`). */
  readonly count: number;
  /** True when every solution was found; false when the limit stopped the search. */
  readonly exhaustive: boolean;
  /** The solutions found, in search order (the first `keep` of them). */
  readonly solutions: Grid[];
}

/** The outcome of {@link solve}. */
export interface SolveResult {
  /** `unique` (one solution), `multiple` (two or more) or `unsatisfiable` (none). */
  readonly status: "unique" | "multiple" | "unsatisfiable";
  readonly count: number;
  readonly solutions: Grid[];
  /**
   * For an unsatisfiable puzzle: 0-based indexes of a small set of clues that already conflict
   * (no clue of it can be dropped without the conflict disappearing).
   */
  readonly conflict?: number[];
}

/** Builds a search core for clues (tier 1, no trace). */
export function coreFor(shape: Shape, clues: readonly Clue[]): Core {
  const core = new Core(shape, 1, false);
  for (const i of firstOccurrences(clues)) core.addClue(clues[i]!, i);
  return core;
}

function count(
  shape: Shape,
  clues: readonly Clue[],
  limit: number,
  keep = limit,
  options: Pick<CountOptions, "onSolution" | "eachSolution"> = {},
): CountResult {
  const solutions: Grid[] = [];
  if (limit <= 0) return { count: 0, exhaustive: false, solutions };
  let found = 0;
  const { onSolution, eachSolution } = options;
  const exhaustive = searchSolutions(coreFor(shape, clues), (dom) => {
    found++;
    onSolution?.(found);
    if (solutions.length < keep) solutions.push(gridOf(shape, dom));
    if (eachSolution !== undefined && eachSolution(gridOf(shape, dom), found) === false) return false;
    return found < limit;
  });
  return { count: found, exhaustive, solutions };
}

/** The limit of a count (default 2), after checking it and `keep`: whole numbers ≥ 1 (≥ 0 for `keep`), or Infinity. */
function checkLimit(entry: string, options: CountOptions): number {
  if (typeof options !== "object" || options === null) throw new InvalidArgumentError(entry, "options", "an object", options);
  const limit = options.limit ?? 2;
  if (typeof limit !== "number" || !(limit === Infinity || (Number.isInteger(limit) && limit >= 1)))
    throw new InvalidArgumentError(entry, "options.limit", "a whole number ≥ 1 (or Infinity)", limit);
  const keep = options.keep;
  if (keep !== undefined && (typeof keep !== "number" || !(keep === Infinity || (Number.isInteger(keep) && keep >= 0))))
    throw new InvalidArgumentError(entry, "options.keep", "a whole number ≥ 0 (or Infinity)", keep);
  return limit;
}

/**
 * Counts the solutions of a puzzle, up to a limit, by complete search.
 *
 * Use it to prove uniqueness (`limit` 2, the default) or to list the solutions of an
 * under-constrained puzzle. Depth-first search over the same propagation as the deductive
 * solver (tier 1, no trace), branching on the value with the fewest positions left. Cost: well
 * under a millisecond at 5×5, a few milliseconds at 10×10 for typical puzzles.
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text (see {@link PuzzleInput}; a document is validated, and an invalid one throws {@link InvalidPuzzleError}).
 * @param options `limit` (default 2), `keep` (default: all found) to count far in little memory, `onSolution` for progress, and `eachSolution` to take each solution as it is found.
 * @throws {@link @zebra/model!InvalidArgumentError} when `limit` is not a whole number ≥ 1 (or Infinity), or `keep` not one ≥ 0.
 * @returns the number of solutions found, whether that is all of them, and the solutions.
 * @example
 * ```ts
 * const { count, exhaustive } = countSolutions(puzzle);
 * const unique = count === 1 && exhaustive;
 * const many = countSolutions(puzzle, { limit: 1_000_000, keep: 0 }).count; // no grids kept
 * countSolutions(puzzle, { limit: 100_000, keep: 0, eachSolution: (grid) => void write(grid) }); // streamed
 * ```
 */
export function countSolutions(input: PuzzleInput, options: CountOptions = {}): CountResult {
  const puzzle = toPuzzle(input);
  const limit = checkLimit("countSolutions", options);
  for (const name of ["onSolution", "eachSolution"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "function")
      throw new InvalidArgumentError("countSolutions", `options.${name}`, "a function", options[name]);
  }
  return count(compileShape(puzzle), puzzle.clues, limit, Math.min(limit, options.keep ?? limit), options);
}

/**
 * Solves a puzzle completely: unique, multiple or unsatisfiable, with the solutions found.
 *
 * Use it when a puzzle may be wrong: for an unsatisfiable puzzle it also names a small set of
 * conflicting clues (a minimal core: the set left by dropping each clue in turn, from the last,
 * while the rest stays unsatisfiable). Cost: one {@link countSolutions}, plus, when
 * unsatisfiable, about k·log(n/k) searches for a core of k clues among n.
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text (see {@link PuzzleInput}; a document is validated, and an invalid one throws {@link InvalidPuzzleError}).
 * @param options `limit` (default 2), and `keep` (default: all found).
 * @returns the status, the solutions found (up to `limit`, the first `keep` of them), and for unsatisfiable puzzles the conflict.
 * @example
 * ```ts
 * const result = solve(puzzle);
 * if (result.status === "unsatisfiable") console.log("clues in conflict:", result.conflict);
 * ```
 */
export function solve(input: PuzzleInput, options: CountOptions = {}): SolveResult {
  const puzzle = toPuzzle(input);
  const shape = compileShape(puzzle);
  const limit = Math.max(2, checkLimit("solve", options));
  const result = count(shape, puzzle.clues, limit, Math.min(limit, options.keep ?? limit));
  if (result.count === 1) return { status: "unique", count: 1, solutions: result.solutions };
  if (result.count > 1) return { status: "multiple", count: result.count, solutions: result.solutions };
  return { status: "unsatisfiable", count: 0, solutions: [], conflict: conflictCore(shape, puzzle.clues) };
}

/**
 * A minimal unsatisfiable subset of the clues (indexes, ascending), found by QuickXplain
 * (Junker, 2004). It is the same subset as dropping each clue in turn, from the last, while the
 * rest stays unsatisfiable; but it takes about k·log(n/k) searches for k conflicting clues among
 * n instead of n, which matters for puzzles with thousands of clues.
 */
function conflictCore(shape: Shape, clues: readonly Clue[]): number[] {
  const unsatisfiable = (indexes: readonly number[]): boolean =>
    count(
      shape,
      indexes.map((k) => clues[k]!),
      1,
    ).count === 0;
  // The clues of `candidates` that a minimal conflict needs on top of `background`, given that
  // background + candidates is unsatisfiable; `grew` says whether background just gained clues.
  const explain = (background: readonly number[], grew: boolean, candidates: readonly number[]): number[] => {
    if (grew && unsatisfiable(background)) return [];
    if (candidates.length === 1) return [...candidates];
    const half = candidates.length >> 1;
    const first = candidates.slice(0, half);
    const second = candidates.slice(half);
    const fromSecond = explain([...background, ...first], first.length > 0, second);
    const fromFirst = explain([...background, ...fromSecond], fromSecond.length > 0, first);
    return [...fromFirst, ...fromSecond];
  };
  if (clues.length === 0) return [];
  return explain(
    [],
    false,
    clues.map((_, i) => i),
  ).sort((a, b) => a - b);
}
