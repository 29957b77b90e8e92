import { isPositionRef, sameEntity } from "@zebra/model";
import type { Clue, Fact, Step } from "@zebra/model";
import { mergeFacts } from "./merge-facts.js";
import { plainerFact } from "./plainer-fact.js";

/**
 * What a step of a clue that two values are one person's leaves that person, when it only
 * carries houses ruled out for one value over to the other: the houses ruled out for either, as
 * one fact about the clue's first value, said the plainer way. A locale words it once, after the
 * clue, with no note on either value ("By clue 2, the chestnut tree's owner is 25 years old, so
 * that person is not in house 3 or 4"; 所以这个人不住在第3、4座房子里).
 *
 * Use it in a full-style step so that every locale merges the same steps the same way. Cost:
 * linear in the premises times the size.
 *
 * @param clue - the step's clue.
 * @param step - a step of that clue.
 * @param size - the number of houses.
 * @returns the fact, or undefined for another clue, a premise that places a value, a conclusion about another value, or nothing ruled out.
 * @example
 * ```ts
 * sharedHouses({ type: "same", a: dane, b: tea }, { ...step, premises: [daneNot1, teaNot3], conclusions: [daneNot3, teaNot1] }, 5);
 * // { kind: "not_at", entity: dane, positions: [1, 3] }
 * ```
 */
export function sharedHouses(clue: Clue, step: Step, size: number): Fact | undefined {
  if (clue.type !== "same" || isPositionRef(clue.a) || isPositionRef(clue.b)) return undefined;
  const sides = [clue.a, clue.b];
  if (step.conclusions.some((c) => !sides.some((side) => sameEntity(c.entity, side)))) return undefined;
  // Both placed in one house are one person placed, not two placements.
  const placed = step.conclusions.filter((c) => c.kind === "at");
  if (placed.length > 0 && (placed.length !== step.conclusions.length || new Set(placed.map((c) => c.pos)).size !== 1)) return undefined;
  const premises = mergeFacts(step.premises);
  if (premises.length === 0 || premises.some((f) => f.kind === "at" || !sides.some((side) => sameEntity(f.entity, side)))) return undefined;
  const out = new Set<number>();
  for (const fact of premises) {
    if (fact.kind === "at") return undefined;
    for (let p = 1; p <= size; p++) if (fact.positions.includes(p) === (fact.kind === "not_at")) out.add(p);
  }
  if (out.size === 0 || out.size === size) return undefined;
  return plainerFact({ kind: "not_at", entity: clue.a, positions: [...out].sort((x, y) => x - y) }, size);
}
