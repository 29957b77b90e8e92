import { difficulties, type Difficulty } from "@zebra/model";
import { levelTable, levelTableTries } from "./internal/level-table.js";

/** How often the generator made a puzzle of one level at one size, when measured. */
export interface LevelReach {
  /** Tries that made a puzzle of the level (each try is one {@link generatePuzzle} call with its default budget). */
  readonly made: number;
  /** Tries measured. */
  readonly tries: number;
}

/**
 * How often {@link generatePuzzle} makes a puzzle of `level` at a size, as measured once with
 * the default theme, weights and budget (`node scripts/measure-levels.mjs`, kept in the package).
 *
 * Use it to refuse a size and level that cannot be made before spending time on it: 2×2 makes
 * only easy puzzles, 3×2 no expert ones. Other themes and weights reach about as far. Cost:
 * constant.
 *
 * @param houses - the number of houses.
 * @param attributes - the number of attributes.
 * @param level - the level.
 * @returns the tries and how many made a puzzle, or undefined for a size outside the table
 *   (2 to 8 houses, 1 to 6 attributes), where every level was reached from 5×3 up.
 * @example
 * ```ts
 * levelReach(3, 2, "expert"); // { made: 1, tries: 24 }: too rare to plan on
 * levelReach(5, 5, "expert"); // { made: 24, tries: 24 }
 * ```
 */
export function levelReach(houses: number, attributes: number, level: Difficulty): LevelReach | undefined {
  const row = levelTable[`${houses}x${attributes}`];
  if (row === undefined) return undefined;
  return { made: row[difficulties.indexOf(level)]!.length, tries: levelTableTries };
}
