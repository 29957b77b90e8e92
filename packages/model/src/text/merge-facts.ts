import type { Fact, NotAtFact } from "../step.js";

/**
 * Merges the `not_at` facts about one value into one fact (positions ascending, without
 * duplicates) and drops repeated facts, keeping the order in which facts first appear.
 *
 * Use it before wording a step's premises or conclusions, so that "the dog is not in house 1
 * and the dog is not in house 3" reads "the dog is not in house 1 or 3". Cost: linear in the facts.
 *
 * @param facts - premises or conclusions of a step.
 * @returns the merged facts.
 *
 * @example
 * ```ts
 * const dog = { attr: "Pet", value: "dog" };
 * mergeFacts([{ kind: "not_at", entity: dog, positions: [3] }, { kind: "not_at", entity: dog, positions: [1] }]);
 * // [{ kind: "not_at", entity: dog, positions: [1, 3] }]
 * ```
 */
export function mergeFacts(facts: readonly Fact[]): Fact[] {
  const out: Fact[] = [];
  const index = new Map<string, number>();
  const seen = new Set<string>();
  for (const fact of facts) {
    if (fact.kind !== "not_at") {
      const key = `${fact.kind}\u0000${fact.entity.attr}\u0000${typeof fact.entity.value}\u0000${fact.entity.value}\u0000${fact.kind === "at" ? fact.pos : fact.positions.join(",")}`;
      if (!seen.has(key)) out.push(fact);
      seen.add(key);
      continue;
    }
    const key = `${fact.entity.attr}\u0000${typeof fact.entity.value}\u0000${fact.entity.value}`;
    const at = index.get(key);
    const previous = at === undefined ? [] : (out[at] as NotAtFact).positions;
    const merged: NotAtFact = { kind: "not_at", entity: fact.entity, positions: [...new Set([...previous, ...fact.positions])].sort((x, y) => x - y) };
    if (at === undefined) {
      index.set(key, out.length);
      out.push(merged);
    } else {
      out[at] = merged;
    }
  }
  return out;
}
