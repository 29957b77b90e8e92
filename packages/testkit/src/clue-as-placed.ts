import { isPositionRef } from "@zebra/model";
import { anchoredFact } from "@zebra/locale-kit";
import type { Clue, PositionalClue } from "@zebra/model";

/**
 * A clue as the placement it amounts to when it relates a value to a house that leaves the
 * value one house or rules out one ("somewhere to the left of the second house" is "in the
 * first house"): a locale may word it so (`anchoredFact`), and its reader reads what it wrote.
 * Of two houses, a placement is said either way. Compare clues read back with their puzzle's
 * by `canonicalClue(clueAsPlaced(clue, size))`.
 *
 * @example
 * ```ts
 * clueAsPlaced({ type: "left_of", a: { attr: "Pet", value: "dog" }, b: { pos: 2 } }, 5); // { type: "at", a: { attr: "Pet", value: "dog" }, pos: 1 }
 * ```
 */
export function clueAsPlaced(clue: Clue, size: number): Clue {
  if (clue.type === "any_of") return { ...clue, options: clue.options.map((o) => o.map((c) => clueAsPlaced(c, size))) };
  if (clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference") return clue;
  // Of two houses, "not in the first" is "in the second".
  if (clue.type === "not_at" && size === 2 && !isPositionRef(clue.a)) return { type: "at", a: clue.a, pos: 3 - clue.pos };
  const fact = anchoredFact(clue as PositionalClue, size);
  if (fact === undefined) return clue;
  return fact.kind === "at" ? { type: "at", a: fact.entity, pos: fact.pos } : { type: "not_at", a: fact.entity, pos: fact.positions[0]! };
}
