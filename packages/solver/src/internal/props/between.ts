import { bitsAbove, bitsBelow, highBit, lowBit, type Shape } from "../shape.js";
import type { BetweenProp } from "./types.js";
import { slotIndex } from "./vars.js";

/** Compiles pos(a) < pos(b) < pos(c) over three different entities. */
export function makeBetween(index: number, vars: Int32Array, a: number, b: number, c: number): BetweenProp {
  return { kind: "between", clue: index, vars, out: new Int32Array(vars.length), a, b, c, ia: slotIndex(vars, a), ib: slotIndex(vars, b), ic: slotIndex(vars, c) };
}

/** The between projection for masks (exact: a < b < c already keeps the three apart). */
function betweenProjection(full: number, A: number, B: number, C: number): [number, number, number] {
  const b = B & bitsBelow(highBit(C)) & bitsAbove(full, lowBit(A));
  if (b === 0) return [0, 0, 0];
  return [A & bitsBelow(highBit(b)), b, C & bitsAbove(full, lowBit(b))];
}

/** Narrows a, b and c to the positions of some a < b < c placement. */
export function propagateBetween(shape: Shape, prop: BetweenProp, dom: Int32Array): boolean {
  const [na, nb, nc] = betweenProjection(shape.full, dom[prop.a]!, dom[prop.b]!, dom[prop.c]!);
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  if (prop.ic >= 0) prop.out[prop.ic] = nc;
  return nb !== 0 && na !== 0 && nc !== 0;
}
