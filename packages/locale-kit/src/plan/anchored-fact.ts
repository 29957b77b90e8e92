import type { Clue, ClueOf } from "@zebra/model";
import { isPositionRef, type Entity } from "@zebra/model";
import { isNumericClue, positionalRelation, type PositionalClue } from "@zebra/model";
import type { AtFact, NotAtFact } from "@zebra/model";

/**
 * What a relation of a value and a house says, when it says it more plainly as a placement:
 * "somewhere to the left of the second house" is "in the first house", "somewhere to the right
 * of the first house" is "not in the first house". A locale words such a clue by the fact.
 *
 * Use it in a locale's clue wording, so that no clue anchors on "the person in the second
 * house" when it names one house. Cost: linear in the size.
 *
 * @param clue - a positional clue.
 * @param size - the number of houses.
 * @returns an `at` fact when the clue leaves its value one house, a `not_at` fact when it rules
 * out just one (of three houses or more); `undefined` otherwise, and unless exactly one side of
 * a two-sided clue is a position.
 *
 * @example
 * ```ts
 * anchoredFact({ type: "left_of", a: { attr: "Pet", value: "dog" }, b: { pos: 2 } }, 5);
 * // { kind: "at", entity: { attr: "Pet", value: "dog" }, pos: 1 }
 * ```
 */
export function anchoredFact(clue: PositionalClue, size: number): AtFact | NotAtFact | undefined {
  if (!("b" in clue) || "c" in clue) return undefined;
  const { a, b } = clue as { a: Entity; b: Entity };
  if (isPositionRef(a) === isPositionRef(b)) return undefined;
  const holds = positionalRelation(clue, size);
  const anchor = isPositionRef(a) ? a.pos : (b as { pos: number }).pos;
  const entity = isPositionRef(a) ? b : a;
  if (isPositionRef(entity)) return undefined;
  const allowed: number[] = [];
  const ruledOut: number[] = [];
  for (let p = 1; p <= size; p++) (holds(isPositionRef(a) ? [anchor, p] : [p, anchor]) ? allowed : ruledOut).push(p);
  if (allowed.length === 1) return { kind: "at", entity, pos: allowed[0]! };
  if (ruledOut.length === 1 && size > 2) return { kind: "not_at", entity, positions: ruledOut };
  return undefined;
}

/**
 * Whether a clue says a placement: an `at` or `not_at` clue, or a relation that {@link anchoredFact}
 * words as one. A step that applies such a clue says its facts at once ("By clue 8, the milk
 * drinker lives in house 3"), not the clue and then "so" the same again.
 *
 * @param clue - any clue.
 * @param size - the number of houses.
 * @returns whether the clue's sentence is a placement.
 */
export function saysPlacement(clue: Clue, size: number): boolean {
  if (clue.type === "at" || clue.type === "not_at") return true;
  if (clue.type === "any_of" || isNumericClue(clue) || clue.type === "least" || clue.type === "most") return false;
  return anchoredFact(clue, size) !== undefined;
}

/** The relations a locale words as a placement when they pin one house (see {@link pinnedPlacement}). */
type PinningClue = ClueOf<"next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right" | "distance">;

const pinningTypes: ReadonlySet<Clue["type"]> = new Set(["next_to", "left_of", "right_of", "immediately_left", "immediately_right", "distance"]);

function mayPin(clue: Clue): clue is PinningClue {
  return pinningTypes.has(clue.type);
}

/**
 * A relation of a value and a house that pins the value to one house, or rules out just one,
 * as the `at` or `not_at` clue it amounts to: "immediately to the left of the third house" is
 * "in the second house". Every locale's clues pass through it ({@link clueClauseOf}), so no
 * locale words such a clue by its relation, nor decides this again.
 *
 * @param clue - any clue.
 * @param size - the number of houses.
 * @returns the placement, or `undefined` when the clue is not such a relation.
 *
 * @example
 * ```ts
 * pinnedPlacement({ type: "immediately_left", a: { attr: "Pet", value: "dog" }, b: { pos: 3 } }, 5);
 * // { type: "at", a: { attr: "Pet", value: "dog" }, pos: 2 }
 * ```
 */
export function pinnedPlacement(clue: Clue, size: number): ClueOf<"at"> | ClueOf<"not_at"> | undefined {
  if (!mayPin(clue)) return undefined;
  const fact = anchoredFact(clue, size);
  if (fact === undefined) return undefined;
  return fact.kind === "at" ? { type: "at", a: fact.entity, pos: fact.pos } : { type: "not_at", a: fact.entity, pos: fact.positions[0]! };
}
