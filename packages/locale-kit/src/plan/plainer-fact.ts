import type { Fact } from "@zebra/model";

/**
 * A fact about the houses of one value, said the plainer way: a value ruled out of most houses
 * as the houses left ("the dog can only be in house 1 or 5" for houses 2, 3 and 4 ruled out),
 * houses left that are most of the row as those ruled out, and one house left as a placement.
 * Both say the same: a value is in exactly one house.
 *
 * Use it before wording a fact, so that every locale picks the shorter list the same way.
 * Cost: linear in the size.
 *
 * @param fact - any fact.
 * @param size - the number of houses.
 * @returns the fact, or an equivalent one that lists fewer houses (a tie keeps the fact as it is).
 *
 * @example
 * ```ts
 * plainerFact({ kind: "not_at", entity: dog, positions: [2, 3, 4] }, 5); // { kind: "among", entity: dog, positions: [1, 5] }
 * ```
 */
export function plainerFact(fact: Fact, size: number): Fact {
  if (fact.kind === "at") return fact;
  const others: number[] = [];
  for (let p = 1; p <= size; p++) if (!fact.positions.includes(p)) others.push(p);
  if (others.length === 0 || others.length >= fact.positions.length) {
    return fact.kind === "among" && fact.positions.length === 1 ? { kind: "at", entity: fact.entity, pos: fact.positions[0]! } : fact;
  }
  if (fact.kind === "among") return { kind: "not_at", entity: fact.entity, positions: others };
  return others.length === 1 ? { kind: "at", entity: fact.entity, pos: others[0]! } : { kind: "among", entity: fact.entity, positions: others };
}
