import type { Fact } from "@zebra/model";
import { factMask } from "./facts.js";
import { attrOf, entityId, initialDomains, type Shape } from "./shape.js";

/**
 * Writes a fact into domains: its value keeps only the positions the fact allows, and an `at`
 * fact also rules its position out for the rest of the attribute (a position holds one value).
 */
export function applyFact(shape: Shape, dom: Int32Array, fact: Fact): void {
  applyMask(shape, dom, entityId(shape, fact.entity), factMask(fact, shape.full), fact.kind === "at");
}

/** {@link applyFact} on a fact given as its entity id, the positions it allows, and whether it is an `at` fact. */
export function applyMask(shape: Shape, dom: Int32Array, id: number, allowed: number, at: boolean): void {
  dom[id]! &= allowed;
  if (!at) return;
  const n = shape.size;
  const a = attrOf(shape, id);
  for (let w = a * n; w < (a + 1) * n; w++) if (w !== id) dom[w]! &= ~allowed;
}

/** The domains the facts alone give, on an empty grid. */
export function domainsOf(shape: Shape, facts: readonly Fact[]): Int32Array {
  const dom = initialDomains(shape);
  for (const f of facts) applyFact(shape, dom, f);
  return dom;
}

/** Whether domains show a fact: an `at` fact's value has that one position; other facts' values have no position the fact rules out. */
export function showsFact(shape: Shape, dom: Int32Array, fact: Fact): boolean {
  const m = dom[entityId(shape, fact.entity)]!;
  const allowed = factMask(fact, shape.full);
  return fact.kind === "at" ? m === allowed : (m & ~allowed) === 0;
}
