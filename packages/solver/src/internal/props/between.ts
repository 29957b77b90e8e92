import { bitsAbove, bitsBelow, highBit, lowBit, type Shape } from "../shape.js";
import type { BetweenProp } from "./types.js";
import { slotIndex } from "./vars.js";

/** Compiles pos(a) < pos(b) < pos(c) over three different entities. */
export function makeBetween(index: number, vars: Int32Array, a: number, b: number, c: number): BetweenProp {
  return {
    kind: "between",
    clue: index,
    vars,
    out: new Int32Array(vars.length),
    a,
    b,
    c,
    ia: slotIndex(vars, a),
    ib: slotIndex(vars, b),
    ic: slotIndex(vars, c),
  };
}

/** Narrows a, b and c to the positions of some a < b < c placement (exact: a < b < c already keeps the three apart). */
export function propagateBetween(shape: Shape, prop: BetweenProp, dom: Int32Array): boolean {
  const full = shape.full;
  const nb = dom[prop.b]! & bitsBelow(highBit(dom[prop.c]!)) & bitsAbove(full, lowBit(dom[prop.a]!));
  const na = nb === 0 ? 0 : dom[prop.a]! & bitsBelow(highBit(nb));
  const nc = nb === 0 ? 0 : dom[prop.c]! & bitsAbove(full, lowBit(nb));
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  if (prop.ic >= 0) prop.out[prop.ic] = nc;
  return nb !== 0 && na !== 0 && nc !== 0;
}
