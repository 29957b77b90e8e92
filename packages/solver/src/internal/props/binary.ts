import type { Clue } from "@zebra/model";
import { bitsAbove, bitsBelow, highBit, lowBit, mustDiffer, popcount, type Shape } from "../shape.js";
import type { BinaryFast, BinaryProp } from "./types.js";
import { slotIndex } from "./vars.js";

/**
 * Compiles a relation between two different entities (either may be a constant), with the fast
 * path of its clue type when it has one and the relation's tables otherwise.
 */
export function makeBinary(
  shape: Shape,
  index: number,
  clue: Clue,
  vars: Int32Array,
  a: number,
  b: number,
  relation: (p: readonly number[]) => boolean,
  negated: boolean,
): BinaryProp {
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
  const prop: BinaryProp = {
    kind: "binary",
    clue: index,
    vars,
    out,
    a,
    b,
    fast,
    d,
    relation,
    distinct,
    tables: null,
    ia: slotIndex(vars, a),
    ib: slotIndex(vars, b),
  };
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

/** The table projection of a binary relation for a (the definition the fast paths must match). */
function tableSide(rel: Int32Array, A: number, B: number): number {
  let na = 0;
  let m = A;
  while (m !== 0) {
    const bit = m & -m;
    if ((rel[31 - Math.clz32(bit)]! & B) !== 0) na |= bit;
    m ^= bit;
  }
  return na;
}

/** What a's positions narrow to (b's, by symmetry of the fast paths), by fast path when there is one (each equals the table projection). */
function projectA(full: number, prop: BinaryProp, A: number, B: number): number {
  switch (prop.fast) {
    case "same":
      return A & B;
    case "not_same":
      return popcount(B) >= 2 ? A : A & ~B;
    case "next_to":
      return A & ((B << 1) | (B >>> 1)) & full;
    case "not_next_to":
      return notNextTo(A, B, prop.distinct);
    case "left_of":
      return A & bitsBelow(highBit(B));
    case "right_of":
      return A & bitsAbove(full, lowBit(B));
    case "immediately_left":
      return A & (B >>> 1);
    case "immediately_right":
      return A & (B << 1) & full;
    case "distance":
      return A & ((B << prop.d) | (B >>> prop.d)) & full;
    case "table":
      return tableSide(prop.tables!.relA, A, B);
  }
}

/** What b's positions narrow to: a's projection of the converse relation. */
function projectB(full: number, prop: BinaryProp, A: number, B: number): number {
  switch (prop.fast) {
    case "left_of":
      return B & bitsAbove(full, lowBit(A));
    case "right_of":
      return B & bitsBelow(highBit(A));
    case "immediately_left":
      return B & (A << 1) & full;
    case "immediately_right":
      return B & (A >>> 1);
    case "table":
      return tableSide(prop.tables!.relB, B, A);
    default:
      // same, not_same, next_to, not_next_to and distance are symmetric.
      return projectA(full, prop, B, A);
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
  const A = dom[prop.a]!;
  const B = dom[prop.b]!;
  const na = projectA(shape.full, prop, A, B);
  const nb = projectB(shape.full, prop, A, B);
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  return na !== 0 && nb !== 0;
}
