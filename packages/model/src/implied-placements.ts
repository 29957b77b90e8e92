import { applyStep, createCandidateGrid, partialGridOf } from "./candidates.js";
import type { Value } from "./entity.js";
import type { PartialGrid, Puzzle } from "./puzzle.js";
import type { Step } from "./step.js";

/**
 * The placements each step leaves for the reader to see: values the step leaves with one house
 * that no step (from this one on) places, each as the hidden single it is. A text that says
 * them right after their step never relies on a placement only the grid shows.
 *
 * @param puzzle - the puzzle (its size and attributes).
 * @param steps - the steps, in order, replayed from an empty grid.
 * @returns per step, the hidden singles to say after it.
 * @example
 * ```ts
 * impliedPlacements(puzzle, steps)[13]; // [{ rule: "hidden-single", …, conclusions: [yellow at 1] }]
 * ```
 */
export function impliedPlacements(puzzle: Pick<Puzzle, "size" | "attributes">, steps: readonly Step[]): Step[][] {
  const lastSaid = new Map<string, number>();
  steps.forEach((step, i) => {
    for (const c of step.conclusions) if (c.kind === "at") lastSaid.set(placementKey(c.entity.attr, c.entity.value, c.pos), i);
  });
  const state = createCandidateGrid(puzzle);
  let grid = partialGridOf(state);
  return steps.map((step, i) => {
    const before = grid;
    applyStep(state, step);
    grid = partialGridOf(state);
    return newPlacements(before, grid).filter((single) => {
      const fact = single.conclusions[0]!;
      return (lastSaid.get(placementKey(fact.entity.attr, fact.entity.value, (fact as { pos: number }).pos)) ?? -1) < i;
    });
  });
}

function placementKey(attr: string, value: Value, pos: number): string {
  return `${attr}\u0000${typeof value}\u0000${value}\u0000${pos}`;
}

/** Values that became placed between two grids (one house is left for them), each as a hidden single. */
function newPlacements(before: PartialGrid, after: PartialGrid): Step[] {
  const out: Step[] = [];
  for (const [attr, cells] of Object.entries(after)) {
    cells.forEach((value, i) => {
      if (value === null || before[attr]?.[i] !== null) return;
      out.push({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: { attr, value }, pos: i + 1 }] });
    });
  }
  return out;
}
