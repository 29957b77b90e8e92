import { difficulties, type Grade } from "@zebra/model";
import { levelTable, levelTableBounds } from "./internal/level-table.js";

/** The grades measured at the table's nearest size, and how much smaller that size is (1 inside the table). */
function measuredAt(houses: number, attributes: number): { keys: readonly (readonly number[])[]; scale: number } {
  const clamp = (n: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, n));
  const h = clamp(houses, levelTableBounds.houses);
  const a = clamp(attributes, levelTableBounds.attributes);
  return { keys: levelTable[`${h}x${a}`]!, scale: (h * a) / (houses * attributes) };
}

/** Where `key` falls among sorted `keys`, from 0 (at or below the least) to 1 (at or above the greatest), linear in between. */
function position(keys: readonly number[], key: number): number {
  if (keys.length === 0) return 0.5;
  if (key <= keys[0]!) return keys.length === 1 && key === keys[0] ? 0.5 : 0;
  const last = keys.length - 1;
  if (key >= keys[last]!) return 1;
  let i = 0;
  while (keys[i + 1]! <= key) i++;
  const next = keys[i + 1]!;
  return (i + (key - keys[i]!) / (next - keys[i]!)) / last;
}

/**
 * One number for how hard a puzzle is, from 0 to 1, for ordering a curriculum across sizes.
 *
 * It is the level's quarter, easy [0, ¼), medium [¼, ½), hard [½, ¾), expert [¾, 1], plus the
 * puzzle's place within its level among the puzzles the generator makes at its size: by
 * rating, then by the score of its solution (how long and heavy the deduction is). So a puzzle
 * of level L has `floor(4 · d)` = L's index (1 for expert at exactly 1), the whole quarter of
 * every level the size can make is reached, and the same number means the same place at every
 * size: 0.6 is a hard puzzle among the easier hard ones of its size. Within a level it grows
 * with the solution's length; between levels, with the techniques it needs.
 *
 * The places come from grades measured once (`node scripts/measure-levels.mjs`, 24 puzzles per
 * size and level from 2×1 to 8×6, default theme). A larger size is placed among the grades of
 * the table's nearest size, its score scaled down by the ratio of their cells. Cost: linear in
 * the table's row (24 numbers).
 *
 * @param grade - the puzzle's grade (`level`, `rating`, `score`), as {@link generatePuzzle} or the solver's `gradeSteps` gives it.
 * @param houses - the puzzle's number of houses.
 * @param attributes - its number of attributes.
 * @returns a number from 0 to 1, to three decimals.
 * @example
 * ```ts
 * const result = generatePuzzle({ size: 5, attributes: 5, vocabulary, seed: 1, difficulty: "hard" });
 * if (result.ok) difficultyScalar(result.grade, 5, 5); // from 0.5 to 0.75
 * ```
 */
export function difficultyScalar(grade: Pick<Grade, "level" | "rating" | "score">, houses: number, attributes: number): number {
  const level = difficulties.indexOf(grade.level);
  const { keys, scale } = measuredAt(houses, attributes);
  const place = position(keys[level]!, grade.rating * 10000 + Math.min(9999, grade.score * scale));
  // Below the next level's quarter once rounded, so that floor(4 · d) is always the level.
  const top = level === difficulties.length - 1 ? 1 : 0.996;
  return Math.round(((level + Math.min(place, top)) / difficulties.length) * 1000) / 1000;
}
