import { mustDiffer, type NumericProp, type Prop } from "./props.js";
import { isConstant, type Shape } from "./shape.js";

/**
 * Checks whether a clue holds for positions `pos` (indexed by entity id, 1-based; constants are
 * pre-filled). Numeric clues are checked against the pairs of positions their values allow
 * under the domains the join started from (a relaxation, so the join stays sound).
 */
type Checker = (pos: Int32Array) => boolean;

function numericPairs(shape: Shape, prop: NumericProp, dom: Int32Array): Int32Array {
  // pairs[pa]: positions pb such that some values x at pa and y at pb satisfy the relation.
  const n = shape.size;
  const base = prop.attr * n;
  const col = new Int32Array(n);
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
  const pairs = new Int32Array(n);
  for (let pa = 0; pa < n; pa++) {
    const xs = col[pa]! & maskA;
    if (xs === 0) continue;
    for (let pb = 0; pb < n; pb++) {
      const ys = col[pb]! & maskB;
      if (ys === 0) continue;
      let ok = false;
      let mx = xs;
      while (mx !== 0 && !ok) {
        const bx = mx & -mx;
        mx ^= bx;
        const x = 31 - Math.clz32(bx);
        const partners = prop.relV[x]! & ys;
        ok = pa === pb ? !prop.distinct && (partners & bx) !== 0 : (partners & ~bx) !== 0;
      }
      if (ok) pairs[pa]! |= 1 << pb;
    }
  }
  return pairs;
}

function checkerOf(shape: Shape, prop: Prop, dom: Int32Array): Checker {
  switch (prop.kind) {
    case "const":
      return () => prop.value;
    case "unary": {
      const v = prop.vars[0]!;
      const mask = prop.mask;
      return (pos) => ((mask >>> (pos[v]! - 1)) & 1) === 1;
    }
    case "binary": {
      const { a, b, relA } = prop;
      return (pos) => ((relA[pos[a]! - 1]! >>> (pos[b]! - 1)) & 1) === 1;
    }
    case "between": {
      const { a, b, c } = prop;
      return (pos) => pos[a]! < pos[b]! && pos[b]! < pos[c]!;
    }
    case "generic": {
      const slots = Array.from(prop.slots);
      return (pos) => prop.relation(slots.map((s) => pos[s]!));
    }
    case "numeric": {
      const pairs = numericPairs(shape, prop, dom);
      const { a, b } = prop;
      return (pos) => ((pairs[pos[a]! - 1]! >>> (pos[b]! - 1)) & 1) === 1;
    }
    case "anyOf": {
      const options = prop.options.map((option) => option.map((p) => checkerOf(shape, p, dom)));
      return (pos) => options.some((checks) => checks.every((c) => c(pos)));
    }
  }
}

/**
 * Joins the placements of several clues: for each entity they mention, keeps the positions that
 * appear in some placement of all their entities that satisfies every clue (and puts different
 * values of one attribute at different positions).
 *
 * @returns the new domain of each entity of `vars` (in that order), or `null` when no placement exists.
 */
export function joinProjection(shape: Shape, props: readonly Prop[], vars: readonly number[], dom: Int32Array): Int32Array | null {
  const k = vars.length;
  // Search order: smallest domains first.
  const order = vars.map((_, i) => i).sort((x, y) => popcountOf(dom[vars[x]!]!) - popcountOf(dom[vars[y]!]!) || x - y);
  const ordered = order.map((i) => vars[i]!);
  const depthOf = new Map<number, number>();
  ordered.forEach((v, d) => depthOf.set(v, d));
  const checksAt: Checker[][] = Array.from({ length: k + 1 }, () => []);
  for (const p of props) {
    let depth = -1;
    for (const v of p.vars) depth = Math.max(depth, depthOf.get(v) ?? -1);
    checksAt[depth + 1]!.push(checkerOf(shape, p, dom));
  }
  // Clues over constants only are checked before anything is assigned.
  const pos = new Int32Array(shape.entityCount);
  for (let p = 0; p < shape.size; p++) pos[shape.valueCount + p] = p + 1;
  for (const c of checksAt[0]!) if (!c(pos)) return null;
  const differ: number[][] = ordered.map((v, d) => ordered.slice(0, d).filter((w) => mustDiffer(shape, v, w)));
  const supports = new Int32Array(k); // by depth
  const domains = ordered.map((v) => dom[v]!);
  let fixedDepth = -1;
  let fixedMask = 0;
  const search = (d: number): boolean => {
    if (d === k) {
      for (let i = 0; i < k; i++) supports[i]! |= 1 << (pos[ordered[i]!]! - 1);
      return true;
    }
    const v = ordered[d]!;
    let m = d === fixedDepth ? fixedMask : domains[d]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const p = 32 - Math.clz32(bit);
      let ok = true;
      for (const w of differ[d]!) {
        if (pos[w] === p) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      pos[v] = p;
      let holds = true;
      for (const c of checksAt[d + 1]!) {
        if (!c(pos)) {
          holds = false;
          break;
        }
      }
      if (holds && search(d + 1)) return true;
    }
    pos[v] = 0;
    return false;
  };
  let any = false;
  for (let d = 0; d < k; d++) {
    let todo = domains[d]! & ~supports[d]!;
    while (todo !== 0) {
      const bit = todo & -todo;
      todo ^= bit;
      if ((supports[d]! & bit) !== 0) continue;
      fixedDepth = d;
      fixedMask = bit;
      if (search(0)) any = true;
    }
    if (!any && d === 0) return null;
  }
  fixedDepth = -1;
  const out = new Int32Array(k);
  order.forEach((i, d) => (out[i] = supports[d]!));
  return out;
}

function popcountOf(x: number): number {
  let c = 0;
  while (x !== 0) {
    x &= x - 1;
    c++;
  }
  return c;
}

/** The non-constant entities of a group of clues, in first-mention order. */
export function groupVars(shape: Shape, props: readonly Prop[]): number[] {
  const out: number[] = [];
  for (const p of props) for (const v of p.vars) if (!isConstant(shape, v) && !out.includes(v)) out.push(v);
  return out;
}
