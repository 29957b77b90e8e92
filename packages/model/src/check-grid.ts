import type { Issue, Result } from "./issue.js";
import type { Puzzle } from "./puzzle.js";
import { clueHolds, placementFromGrid } from "./semantics.js";
import { checkPermutations } from "./internal/check-permutations.js";

/** What {@link checkGrid} finds about a well-formed grid. */
export interface GridCheck {
  /** 0-based indexes of the clues the grid violates (clue number − 1), ascending; empty when it satisfies every clue. */
  readonly violated: number[];
}

/**
 * Checks a candidate answer against a puzzle: "check my answer".
 *
 * Use it when a person (or a program) proposes a full grid. The grid maps every attribute
 * name to its values by position (position 1 first) and must give each attribute a
 * permutation of its values; every problem with its shape is returned as an `invalid-grid`
 * issue with a path such as `grid.Pet[2]`. A well-formed grid is then tested against every
 * clue with the same clue semantics the solver uses, and the clues it violates are listed.
 * A grid with no violated clue is a solution (the puzzle's only one, when the puzzle is unique).
 *
 * Cost: linear in the size of the grid plus the clues.
 *
 * @param puzzle - A valid puzzle, such as `parsePuzzle` returns.
 * @param grid - The proposed answer, e.g. `{ "Color": ["yellow", "blue", …], … }`, from anywhere.
 * @returns `{ ok: true, value: { violated } }`, or `{ ok: false, issues }` when the grid is malformed.
 *
 * @example
 * ```ts
 * const check = checkGrid(puzzle, answer);
 * if (!check.ok) showIssues(check.issues);
 * else if (check.value.violated.length === 0) console.log("Solved!");
 * else console.log(`Clue ${check.value.violated[0]! + 1} does not hold`);
 * ```
 */
export function checkGrid(puzzle: Puzzle, grid: unknown): Result<GridCheck> {
  const issues: Issue[] = [];
  const names = puzzle.attributes.map((a) => a.name);
  const checked = checkPermutations(grid, puzzle.attributes, names, puzzle.size, { path: "grid", code: "invalid-grid" }, issues);
  if (checked === undefined) return { ok: false, issues };
  const placement = placementFromGrid(checked, puzzle.size);
  const violated: number[] = [];
  puzzle.clues.forEach((clue, index) => {
    if (clueHolds(clue, placement) === false) violated.push(index);
  });
  return { ok: true, value: { violated } };
}
