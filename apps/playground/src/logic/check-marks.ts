import {
  clueEntities,
  clueHolds,
  isNumericClue,
  numericRelation,
  placementFromGrid,
  positionalRelation,
  superlativeValue,
  type Clue,
  type Entity,
  type Puzzle,
  type Value,
} from "@zebra/model";
import type { MarkGrid } from "../state/marks.js";

/** What Check reports: the clues the marks break, the grid's own clashes, and whether it is solved. */
export interface MarkCheck {
  /** 0-based indexes of the clues that no placement left open by the marks can satisfy. */
  readonly violated: readonly number[];
  /** Number of "yes" marks that clash with another "yes" in their row or column. */
  readonly clashes: number;
  /** Number of rows or columns of blocks whose every cell is crossed out. */
  readonly deadLines: number;
  /** Every house has one "yes" per attribute and every clue holds. */
  readonly solved: boolean;
  /** Cells decided so far, and the total. */
  readonly decided: number;
  readonly total: number;
}

function openPositions(entity: Entity, puzzle: Puzzle, marks: MarkGrid): number[] {
  if ("pos" in entity) return [entity.pos];
  const attr = puzzle.attributes.findIndex((a) => a.name === entity.attr);
  const value = attr < 0 ? -1 : puzzle.attributes[attr]!.values.indexOf(entity.value);
  if (value < 0) return [];
  return marks.openPositions(attr, value);
}

function openValues(attrName: string, pos: number, puzzle: Puzzle, marks: MarkGrid): Value[] {
  const attr = puzzle.attributes.findIndex((a) => a.name === attrName);
  if (attr < 0) return [];
  return puzzle.attributes[attr]!.values.filter((_, value) => !marks.excluded({ attr, value, pos: pos - 1 }));
}

/**
 * Whether a clue can still hold given the marks, read on its own: some positions left open
 * for its people (and values left open for compared attributes) satisfy it. `false` means
 * the marks contradict the clue, whatever the rest of the grid. It never consults the answer.
 */
export function clueSatisfiable(clue: Clue, puzzle: Puzzle, marks: MarkGrid): boolean {
  if (clue.type === "any_of") return clue.options.some((option) => option.every((inner) => clueSatisfiable(inner, puzzle, marks)));
  const entities = clueEntities(clue);
  const domains = entities.map((e) => openPositions(e, puzzle, marks));
  if (domains.some((d) => d.length === 0)) return false;
  if (isNumericClue(clue)) {
    const rel = numericRelation(clue);
    for (const pa of domains[0]!)
      for (const pb of domains[1]!)
        for (const x of openValues(clue.attr, pa, puzzle, marks))
          for (const y of openValues(clue.attr, pb, puzzle, marks)) {
            if ((pa === pb) !== (x === y)) continue;
            if (typeof x === "number" && typeof y === "number" && rel(x, y)) return true;
          }
    return false;
  }
  if (clue.type === "least" || clue.type === "most") {
    const attribute = puzzle.attributes.find((x) => x.name === clue.attr)!;
    const extreme = superlativeValue(clue, attribute.values as number[]);
    return domains[0]!.some((pa) => openValues(clue.attr, pa, puzzle, marks).includes(extreme));
  }
  const rel = positionalRelation(clue, puzzle.size);
  const chosen: number[] = [];
  const search = (i: number): boolean => {
    if (i === domains.length) return rel(chosen);
    for (const p of domains[i]!) {
      chosen[i] = p;
      if (search(i + 1)) return true;
    }
    return false;
  };
  return search(0);
}

/** Checks the marks against the clues and against themselves, without looking at the answer. */
export function checkMarks(puzzle: Puzzle, marks: MarkGrid): MarkCheck {
  const violated: number[] = [];
  puzzle.clues.forEach((clue, i) => {
    if (!clueSatisfiable(clue, puzzle, marks)) violated.push(i);
  });
  const clashes = marks.conflicts().length;
  const deadLines = marks.deadLines().length;
  let solved = false;
  if (violated.length === 0 && clashes === 0 && marks.complete()) {
    const placement = placementFromGrid(marks.placed(), puzzle.size);
    solved = puzzle.clues.every((clue) => clueHolds(clue, placement) === true);
  }
  const { decided, total } = marks.progress();
  return { violated, clashes, deadLines, solved, decided, total };
}
