import type { Shape } from "../shape.js";
import { propagateAnyOf } from "./any-of.js";
import { propagateBetween } from "./between.js";
import { propagateBinary } from "./binary.js";
import { propagateGeneric } from "./generic.js";
import { propagateNumeric } from "./numeric.js";
import { propagatePattern } from "./pattern.js";
import type { Prop } from "./types.js";

/**
 * Runs a propagator on `dom`, writing the new domains of its vars into `prop.out`.
 *
 * @returns false when no placement of the clue's entities is consistent with `dom`.
 */
export function propagate(shape: Shape, prop: Prop, dom: Int32Array): boolean {
  switch (prop.kind) {
    case "const":
      return prop.value;
    case "unary": {
      const m = dom[prop.vars[0]!]! & prop.mask;
      prop.out[0] = m;
      return m !== 0;
    }
    case "binary":
      return propagateBinary(shape, prop, dom);
    case "between":
      return propagateBetween(shape, prop, dom);
    case "generic":
      return propagateGeneric(shape, prop, dom);
    case "pattern":
      return propagatePattern(prop, dom);
    case "numeric":
      return propagateNumeric(shape, prop, dom);
    case "anyOf":
      return propagateAnyOf(shape, prop, dom, fixpoint);
  }
}

/**
 * Runs each propagator once on `dom` in place.
 *
 * @returns `null` when one has no placement, otherwise whether any domain changed.
 */
export function propagatePass(shape: Shape, props: readonly Prop[], dom: Int32Array): boolean | null {
  let changed = false;
  for (const p of props) {
    if (!propagate(shape, p, dom)) return null;
    const vars = p.vars;
    for (let i = 0; i < vars.length; i++) {
      const v = vars[i]!;
      const m = p.out[i]!;
      if (m !== dom[v]) {
        dom[v] = m;
        changed = true;
      }
    }
  }
  return changed;
}

/** Runs propagators on `dom` in place until nothing changes; false when one has no placement. */
export function fixpoint(shape: Shape, props: readonly Prop[], dom: Int32Array): boolean {
  for (;;) {
    const changed = propagatePass(shape, props, dom);
    if (changed === null) return false;
    if (!changed) return true;
  }
}
