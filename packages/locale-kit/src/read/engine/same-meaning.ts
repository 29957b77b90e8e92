import { clueEntities, type Clue } from "@zebra/model";
import { isPositionRef, type ValueRef } from "@zebra/model";
import { isNumericClue, positionalRelation, type PositionalClue } from "@zebra/model";

/** The most placements of the values two readings name that are compared (a bound on the work). */
const maxPlacements = 20_000;

/**
 * Whether two readings of a sentence say the same of every placement of the values they name
 * ("B lives right of A and left of C" read as one `between` clue, or as two clues). Readings
 * with an either/or or a comparison, or too many values to compare, are taken to differ.
 */
export function sameMeaning(a: readonly Clue[], b: readonly Clue[], size: number): boolean {
  const clues = [...a, ...b];
  if (clues.some((c) => c.type === "any_of" || isNumericClue(c))) return false;
  const values: ValueRef[] = [];
  for (const clue of clues)
    for (const e of clueEntities(clue)) if (!isPositionRef(e) && !values.some((v) => v.attr === e.attr && v.value === e.value)) values.push(e);
  if (size ** values.length > maxPlacements) return false;
  const holds = (list: readonly Clue[], at: readonly number[]): boolean =>
    list.every((clue) => {
      const positions = clueEntities(clue).map((e) => (isPositionRef(e) ? e.pos : at[values.findIndex((v) => v.attr === e.attr && v.value === e.value)]!));
      return positionalRelation(clue as PositionalClue, size)(positions);
    });
  const at = values.map(() => 1);
  for (;;) {
    // Two values of one attribute are never in one house.
    const possible = values.every((v, i) => values.every((w, j) => j <= i || v.attr !== w.attr || at[i] !== at[j]));
    if (possible && holds(a, at) !== holds(b, at)) return false;
    let k = 0;
    while (k < at.length && at[k] === size) at[k++] = 1;
    if (k === at.length) return true;
    at[k]!++;
  }
}
