import type { Grid, Puzzle } from "@zebra/model";
import type { Elem, MarkGrid, PairCell } from "../state/marks.js";

/**
 * The visitor's own marks that the solution contradicts: a "yes" on two values that live in
 * different houses, or a "no" on two that share one. Marks the grid derives are not listed:
 * they go once the wrong marks they follow from are gone.
 */
export function wrongMarks(puzzle: Puzzle, solution: Grid, marks: MarkGrid): PairCell[] {
  const houseOf = (e: Elem): number => {
    if (e.dim === 0) return e.value;
    const attribute = puzzle.attributes[e.dim - 1]!;
    return solution[attribute.name]?.indexOf(attribute.values[e.value]!) ?? -1;
  };
  const wrong: PairCell[] = [];
  marks.forEachPair((cell) => {
    const mark = marks.get(cell);
    if (mark === "empty") return;
    const together = houseOf(cell.a) === houseOf(cell.b);
    if (together !== (mark === "yes")) wrong.push(cell);
  });
  return wrong;
}
