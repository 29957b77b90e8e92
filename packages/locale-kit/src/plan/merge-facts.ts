import type { ValueRef } from "@zebra/model";
import type { Fact, NotAtFact } from "@zebra/model";

/**
 * Merges the `not_at` facts about one value into one fact (positions ascending, without
 * duplicates) and drops repeated facts, keeping the order in which facts first appear.
 *
 * Use it before wording a step's premises or conclusions, so that "the dog is not in house 1
 * and the dog is not in house 1 or 3". Cost: quadratic in the facts (a step has a handful).
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
  // Steps have a handful of facts: a scan of those kept so far costs less than text keys.
  const out: Fact[] = [];
  for (const fact of facts) {
    const at = out.findIndex((kept) => kept.kind === fact.kind && sameValue(kept.entity, fact.entity) && (fact.kind === "not_at" || samePlace(kept, fact)));
    if (fact.kind !== "not_at") {
      if (at < 0) out.push(fact);
      continue;
    }
    const previous = at < 0 ? [] : (out[at] as NotAtFact).positions;
    const merged: NotAtFact = { kind: "not_at", entity: fact.entity, positions: [...new Set([...previous, ...fact.positions])].sort((x, y) => x - y) };
    if (at < 0) out.push(merged);
    else out[at] = merged;
  }
  return out;
}

/** Whether two facts name the same value (a number and its text are different values). */
function sameValue(a: ValueRef, b: ValueRef): boolean {
  return a.attr === b.attr && (a.value === b.value || (Number.isNaN(a.value) && Number.isNaN(b.value)));
}

/** Whether two facts of one kind (`at` or `among`) name the same houses. */
function samePlace(a: Fact, b: Fact): boolean {
  if (a.kind === "at" || b.kind === "at") return a.kind === "at" && b.kind === "at" && a.pos === b.pos;
  return a.positions.length === b.positions.length && a.positions.every((p, i) => p === b.positions[i]);
}
