import { difficulties, ratingRange, type Difficulty } from "@zebra/model";
import { levelTable, levelTableTries } from "./internal/level-table.js";
import { ratingTable } from "./internal/rating-table.js";

/** How often the generator made a puzzle of one level (or one rating) at one size, when measured. */
export interface LevelReach {
  /** Tries that made a puzzle of the level or rating (each try is one {@link generatePuzzle} call with its default budget). */
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

/**
 * How often {@link generatePuzzle} makes a puzzle of one `rating` at a size, or of any level
 * when `rating` is undefined, as measured once with the default theme and budget (`node
 * scripts/measure-ratings.mjs`, kept in the package). A single rating is narrower than its
 * level: 4×4 makes hard puzzles, but all of rating 7, none of rating 5 or 6. The measure stops a
 * cell early once its answer is plain (3 made, or none in 8 tries), so `tries` differs by cell.
 * Cost: constant.
 *
 * @param houses - the number of houses.
 * @param attributes - the number of attributes.
 * @param rating - a rating from 1 to 10, or undefined for any level.
 * @returns the tries and how many made a puzzle, or undefined for a size outside the table (2 to
 *   8 houses, 1 to 6 attributes) or a number that is not a rating.
 * @example
 * ```ts
 * ratingReach(4, 4, 6); // { made: 0, tries: 8 }
 * ratingReach(4, 4, 7); // { made: 3, tries: 3 }
 * ```
 */
export function ratingReach(houses: number, attributes: number, rating: number | undefined): LevelReach | undefined {
  const [lowest, highest] = ratingRange;
  if (rating !== undefined && !(Number.isInteger(rating) && rating >= lowest && rating <= highest)) return undefined;
  // Ratings lowest..highest, then any level.
  const cell = ratingTable[`${houses}x${attributes}`]?.[rating === undefined ? highest - lowest + 1 : rating - lowest];
  if (cell === undefined) return undefined;
  return { made: cell[0], tries: cell[1] };
}
