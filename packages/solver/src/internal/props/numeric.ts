import { attrOf, isConstant, mustDiffer, popcount, type Shape } from "../shape.js";
import type { NumericProp } from "./types.js";
import { makeVars, slotIndex } from "./vars.js";

/** Compiles a numeric comparison of the values of attribute `attrName` at the positions of a and b. */
export function makeNumeric(shape: Shape, index: number, attrName: string, a: number, b: number, rel: (x: number, y: number) => boolean): NumericProp {
  const k = shape.attrIndex.get(attrName);
  if (k === undefined) throw new RangeError(`unknown attribute ${JSON.stringify(attrName)}`);
  const n = shape.size;
  const values = shape.attributes[k]!.values;
  const relV = new Int32Array(n);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const vx = values[x];
      const vy = values[y];
      if (typeof vx === "number" && typeof vy === "number" && rel(vx, vy)) relV[x]! |= 1 << y;
    }
  }
  const base = k * n;
  const valueIds: number[] = [];
  for (let x = 0; x < n; x++) valueIds.push(base + x);
  const vars = makeVars(shape, [a, b, ...valueIds]);
  const fixA = !isConstant(shape, a) && attrOf(shape, a) === k ? a - base : -1;
  const fixB = !isConstant(shape, b) && attrOf(shape, b) === k ? b - base : -1;
  return {
    kind: "numeric",
    clue: index,
    vars,
    out: new Int32Array(vars.length),
    a,
    b,
    attr: k,
    fixA,
    fixB,
    relV,
    distinct: mustDiffer(shape, a, b),
    ia: slotIndex(vars, a),
    ib: slotIndex(vars, b),
    iv: Int32Array.from(valueIds, (id) => slotIndex(vars, id)),
    scratch: { col: new Int32Array(n), vsupp: new Int32Array(n), inter: new Int32Array(n), singleCount: new Int32Array(n) },
  };
}

/**
 * Keeps the positions of a and b, and of each value of the compared attribute, that some tuple
 * (pa, pb, x, y) with rel(x, y) allows under `dom`.
 */
export function propagateNumeric(shape: Shape, prop: NumericProp, dom: Int32Array): boolean {
  const n = shape.size;
  const base = prop.attr * n;
  const A = dom[prop.a]!;
  const B = dom[prop.b]!;
  // colX[p]: value indexes that may be at position p (respecting a's and b's own value).
  const { col, vsupp, inter, singleCount } = prop.scratch;
  col.fill(0);
  vsupp.fill(0); // positions where the value is x or y of some tuple
  inter.fill(-1); // intersection of {pa, pb} over tuples without the value
  for (let x = 0; x < n; x++) {
    let m = dom[base + x]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      col[31 - Math.clz32(bit)]! |= 1 << x;
    }
  }
  const maskA = prop.fixA >= 0 ? 1 << prop.fixA : -1;
  const maskB = prop.fixB >= 0 ? 1 << prop.fixB : -1;
  let suppA = 0;
  let suppB = 0;
  let found = false;
  let ma = A;
  while (ma !== 0) {
    const bitA = ma & -ma;
    ma ^= bitA;
    const pa = 31 - Math.clz32(bitA);
    const xs = col[pa]! & maskA;
    if (xs === 0) continue;
    let mb = B;
    while (mb !== 0) {
      const bitB = mb & -mb;
      mb ^= bitB;
      const pb = 31 - Math.clz32(bitB);
      if (prop.a === prop.b && pa !== pb) continue;
      if (pa === pb) {
        if (prop.distinct) continue;
        // Same person: x = y, and rel(x, x) must hold.
        let xsSame = xs & col[pb]! & maskB;
        let ok = 0;
        while (xsSame !== 0) {
          const bx = xsSame & -xsSame;
          xsSame ^= bx;
          const x = 31 - Math.clz32(bx);
          if ((prop.relV[x]! & bx) !== 0) ok |= bx;
        }
        if (ok === 0) continue;
        found = true;
        suppA |= bitA;
        suppB |= bitB;
        const forced = popcount(ok) === 1 ? ok : 0;
        let mo = ok;
        while (mo !== 0) {
          const bx = mo & -mo;
          mo ^= bx;
          vsupp[31 - Math.clz32(bx)]! |= bitA;
        }
        for (let v = 0; v < n; v++) if (((forced >>> v) & 1) === 0) inter[v]! &= bitA;
        continue;
      }
      const ysCol = col[pb]! & maskB;
      if (ysCol === 0) continue;
      let xsOk = 0;
      let ysAll = 0;
      let k = 0;
      let singles = 0; // values v that are the only partner of some x
      let mx = xs;
      while (mx !== 0) {
        const bx = mx & -mx;
        mx ^= bx;
        const x = 31 - Math.clz32(bx);
        const ys = prop.relV[x]! & ysCol & ~bx;
        if (ys === 0) continue;
        xsOk |= bx;
        ysAll |= ys;
        k++;
        vsupp[x]! |= bitA;
        if ((ys & (ys - 1)) === 0) {
          const y = 31 - Math.clz32(ys);
          if (singleCount[y] === 0) singles |= ys;
          singleCount[y]!++;
        }
      }
      if (xsOk === 0) continue;
      found = true;
      suppA |= bitA;
      suppB |= bitB;
      let my = ysAll;
      while (my !== 0) {
        const by = my & -my;
        my ^= by;
        vsupp[31 - Math.clz32(by)]! |= bitB;
      }
      // A value is in every (x, y) pair of this (pa, pb) when it is the only partner of every
      // other x (and of itself is an x), or the only x.
      let forced = k === 1 ? xsOk : 0;
      let ms = singles;
      while (ms !== 0) {
        const bv = ms & -ms;
        ms ^= bv;
        const v = 31 - Math.clz32(bv);
        if (singleCount[v] === ((xsOk & bv) !== 0 ? k - 1 : k)) forced |= bv;
        singleCount[v] = 0;
      }
      const both = bitA | bitB;
      for (let v = 0; v < n; v++) if (((forced >>> v) & 1) === 0) inter[v]! &= both;
    }
  }
  const out = prop.out;
  if (!found) {
    out.fill(0);
    return false;
  }
  for (let i = 0; i < prop.vars.length; i++) out[i] = dom[prop.vars[i]!]!;
  for (let v = 0; v < n; v++) {
    const d = dom[base + v]!;
    // Where the value is x or y of a tuple, or anywhere but that tuple's pa and pb.
    const rest = inter[v] === -1 ? 0 : d & ~inter[v]!;
    out[prop.iv[v]!]! &= vsupp[v]! | rest;
  }
  if (prop.ia >= 0) out[prop.ia]! &= suppA;
  if (prop.ib >= 0) out[prop.ib]! &= suppB;
  return true;
}
