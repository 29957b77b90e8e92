import { isPositionRef } from "./entity.js";
import type { Value } from "./entity.js";
import type { PartialGrid, Question } from "./puzzle.js";

/**
 * The answer to a question as far as a grid shows it: the value of `find.attr` at the position
 * of `where`, or `undefined` while either is unknown.
 *
 * Use it to close a rendered solution with the answer, or to check an answer against a grid.
 * Cost: linear in the size.
 *
 * @param grid - a full or partial grid.
 * @param question - what is asked.
 * @returns the value, or `undefined`.
 *
 * @example
 * ```ts
 * answerInGrid({ Nationality: ["Dane", "Swede"], Pet: ["zebra", "dog"] }, { find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } });
 * // "Dane"
 * ```
 */
export function answerInGrid(grid: PartialGrid, question: Question): Value | undefined {
  const { where } = question;
  let index: number;
  if (isPositionRef(where)) index = where.pos - 1;
  else index = grid[where.attr]?.indexOf(where.value) ?? -1;
  if (index < 0) return undefined;
  const value = grid[question.find.attr]?.[index];
  return value === null ? undefined : value;
}
