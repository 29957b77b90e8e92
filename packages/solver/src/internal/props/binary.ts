import type { Clue } from "@zebra/model";
import { bitsAbove, bitsBelow, highBit, lowBit, mustDiffer, popcount, type Shape } from "../shape.js";
import type { BinaryFast, BinaryProp } from "./types.js";
import { slotIndex } from "./vars.js";

/**
 * Compiles a relation between two different entities (either may be a constant), with the fast
 * path of its clue type when it has one and the relation's tables otherwise.
 */
export function makeBinary(shape: Shape, index: number, clue: Clue, vars: Int32Array, a: number, b: number, relation: (p: readonly number[]) => boolean, negated: boolean): BinaryProp {
  const n = shape.size;
  const distinct = mustDiffer(shape, a, b);
  let fast: BinaryFast = "table";
  let d = 0;
  if (!negated) {
    switch (clue.type) {
      case "same":
        if (!distinct) fast = "same";
        break;
      case "not_same":
      case "next_to":
      case "not_next_to":
      case "left_of":
      case "right_of":
      case "immediately_left":
      case "immediately_right":
        fast = clue.type;
        break;
      case "distance":
        if (Number.isInteger(clue.d) && clue.d >= 1 && clue.d < n) {
          fast = "distance";
          d = clue.d;
        }
        break;
      default:
        break;
    }
  }
  const out = new Int32Array(vars.length);
  const prop: BinaryProp = { kind: "binary", clue: index, vars, out, a, b, fast, d, relation, distinct, tables: null, ia: slotIndex(vars, a), ib: slotIndex(vars, b) };
  if (fast === "table") binaryTables(shape, prop);
  return prop;
}

/** The relation tables of a binary clue, built from its relation on first use. */
function binaryTables(shape: Shape, prop: BinaryProp): { readonly relA: Int32Array; readonly relB: Int32Array } {
  if (prop.tables) return prop.tables;
  const n = shape.size;
  const relA = new Int32Array(n);
  const relB = new Int32Array(n);
  const pq = [0, 0];
  for (let p = 1; p <= n; p++) {
    for (let q = 1; q <= n; q++) {
      if (prop.distinct && p === q) continue;
      pq[0] = p;
      pq[1] = q;
      if (prop.relation(pq)) {
        relA[p - 1]! |= 1 << (q - 1);
        relB[q - 1]! |= 1 << (p - 1);
      }
    }
  }
  prop.tables = { relA, relB };
  return prop.tables;
}

/** The table projection of a binary relation (the definition the fast paths must match). */
function binaryTable(relA: Int32Array, relB: Int32Array, A: number, B: number): [number, number] {
  let na = 0;
  let m = A;
  while (m !== 0) {
    const bit = m & -m;
    if ((relA[31 - Math.clz32(bit)]! & B) !== 0) na |= bit;
    m ^= bit;
  }
  let nb = 0;
  m = B;
  while (m !== 0) {
    const bit = m & -m;
    if ((relB[31 - Math.clz32(bit)]! & A) !== 0) nb |= bit;
    m ^= bit;
  }
  return [na, nb];
}

/** The binary projection, by fast path when there is one (each equals the table projection). */
export function binaryProjection(shape: Shape, prop: BinaryProp, A: number, B: number): [number, number] {
  const F = shape.full;
  switch (prop.fast) {
    case "same": {
      const m = A & B;
      return [m, m];
    }
    case "not_same":
      return [popcount(B) >= 2 ? A : A & ~B, popcount(A) >= 2 ? B : B & ~A];
    case "next_to":
      return [A & ((B << 1) | (B >>> 1)) & F, B & ((A << 1) | (A >>> 1)) & F];
    case "not_next_to":
      return [notNextTo(A, B, prop.distinct), notNextTo(B, A, prop.distinct)];
    case "left_of":
      return [A & bitsBelow(highBit(B)), B & bitsAbove(F, lowBit(A))];
    case "right_of":
      return [A & bitsAbove(F, lowBit(B)), B & bitsBelow(highBit(A))];
    case "immediately_left":
      return [A & (B >>> 1), B & (A << 1) & F];
    case "immediately_right":
      return [A & (B << 1) & F, B & (A >>> 1)];
    case "distance": {
      const d = prop.d;
      return [A & ((B << d) | (B >>> d)) & F, B & ((A << d) | (A >>> d)) & F];
    }
    case "table":
      return binaryTable(prop.tables!.relA, prop.tables!.relB, A, B);
  }
}

/** Positions of A with a position of B neither adjacent (nor equal, when distinct). */
function notNextTo(A: number, B: number, distinct: boolean): number {
  if (popcount(B) >= 4) return A;
  let out = 0;
  let m = A;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    const excluded = (bit << 1) | (bit >>> 1) | (distinct ? bit : 0);
    if ((B & ~excluded) !== 0) out |= bit;
  }
  return out;
}

/** Narrows a and b to the positions the relation allows with some position of the other. */
export function propagateBinary(shape: Shape, prop: BinaryProp, dom: Int32Array): boolean {
  const [na, nb] = binaryProjection(shape, prop, dom[prop.a]!, dom[prop.b]!);
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  return na !== 0 && nb !== 0;
}
