import type { Shape } from "../shape.js";
import type { AnyOfProp, Prop } from "./types.js";
import { makeVars } from "./vars.js";

/** Compiles "at least one option holds" from each option's compiled clues. */
export function makeAnyOf(shape: Shape, index: number, options: Prop[][]): AnyOfProp {
  const ids: number[] = [];
  for (const option of options) for (const p of option) ids.push(...p.vars);
  const vars = makeVars(shape, ids);
  return { kind: "anyOf", clue: index, vars, out: new Int32Array(vars.length), options, local: new Int32Array(shape.entityCount) };
}

/**
 * Keeps the positions some option allows: each option's propagators run to a fixpoint on a copy
 * of `dom` (`settle`, the shared fixpoint, passed in so that this family does not import the
 * dispatcher that imports it).
 */
export function propagateAnyOf(
  shape: Shape,
  prop: AnyOfProp,
  dom: Int32Array,
  settle: (shape: Shape, props: readonly Prop[], dom: Int32Array) => boolean,
): boolean {
  const vars = prop.vars;
  const out = prop.out;
  out.fill(0);
  const local = prop.local;
  let any = false;
  for (const option of prop.options) {
    local.set(dom);
    if (!settle(shape, option, local)) continue;
    any = true;
    for (let i = 0; i < vars.length; i++) out[i]! |= local[vars[i]!]!;
  }
  return any;
}
