import { clueEntities, isNumericClue, numericRelation, positionalRelation, type Clue, type PositionalClue } from "@zebra/model";
import { attrOf, entityId, highBit, isConstant, lowBit, popcount, type Shape } from "./shape.js";

/**
 * A clue compiled to a propagator over entity domains.
 *
 * `vars` are the (non-constant) entities whose domains the propagator reads and may narrow.
 * `propagate` writes into `out[i]` the new domain of `vars[i]`: exactly the positions that appear
 * in some consistent placement of the clue's entities under the current domains (placement
 * enumeration), and returns `false` when there is no such placement.
 */
export type Prop = ConstProp | UnaryProp | BinaryProp | BetweenProp | GenericProp | NumericProp | AnyOfProp;

interface PropBase {
  /** Index of the clue in the puzzle (or -1 for a clue inside `any_of`). */
  readonly clue: number;
  readonly vars: Int32Array;
  /** Scratch output, one mask per var. */
  readonly out: Int32Array;
}

/** A clue over constants only: always true or always false. */
export interface ConstProp extends PropBase {
  readonly kind: "const";
  readonly value: boolean;
}

/** A clue over one entity: its allowed positions. */
export interface UnaryProp extends PropBase {
  readonly kind: "unary";
  readonly mask: number;
}

/** Fast paths for binary positional relations, each equal to the table projection. */
export type BinaryFast = "same" | "not_same" | "next_to" | "not_next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right" | "distance" | "table";

/** A relation between the positions of two entities (either may be a constant). */
export interface BinaryProp extends PropBase {
  readonly kind: "binary";
  readonly a: number;
  readonly b: number;
  readonly fast: BinaryFast;
  readonly d: number;
  /** The relation over (pos(a), pos(b)), 1-based. */
  readonly relation: (positions: readonly number[]) => boolean;
  /** a and b are different values of one attribute. */
  readonly distinct: boolean;
  /** relA[p]: positions q of b with (p, q) allowed; relB[q]: positions p of a (built on first use). */
  tables: { readonly relA: Int32Array; readonly relB: Int32Array } | null;
  /** Index in `vars` of a and b, or -1 for constants. */
  readonly ia: number;
  readonly ib: number;
}

/** pos(a) < pos(b) < pos(c) with three different entities. */
export interface BetweenProp extends PropBase {
  readonly kind: "between";
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly ia: number;
  readonly ib: number;
  readonly ic: number;
}

/** Any positional relation, by enumerating placements (used when entities repeat). */
export interface GenericProp extends PropBase {
  readonly kind: "generic";
  /** Entity per clue slot (constants included). */
  readonly slots: Int32Array;
  readonly relation: (positions: readonly number[]) => boolean;
}

/**
 * A numeric comparison: the clue's placements are tuples (pa, pb, x, y) where x is the value
 * of the numeric attribute at pa and y the value at pb.
 */
export interface NumericProp extends PropBase {
  readonly kind: "numeric";
  readonly a: number;
  readonly b: number;
  /** The numeric attribute. */
  readonly attr: number;
  /** Value index a (or b) must have, when a (or b) is itself a value of the attribute; else -1. */
  readonly fixA: number;
  readonly fixB: number;
  /** relV[x]: mask of value indexes y with rel(value x, value y). */
  readonly relV: Int32Array;
  /** a and b are different values of one attribute, so they cannot share a position. */
  readonly distinct: boolean;
  /** Index in `vars` of a, b, and of each value of the attribute. */
  readonly ia: number;
  readonly ib: number;
  readonly iv: Int32Array;
  /** Scratch arrays (one per position or value). */
  readonly scratch: { col: Int32Array; vsupp: Int32Array; inter: Int32Array; singleCount: Int32Array };
}

/** At least one option (a conjunction of inner propagators) holds. */
export interface AnyOfProp extends PropBase {
  readonly kind: "anyOf";
  readonly options: readonly (readonly Prop[])[];
  /** Scratch domains for one option. */
  readonly local: Int32Array;
}

function makeVars(shape: Shape, ids: readonly number[]): Int32Array {
  let count = 0;
  const tmp = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (isConstant(shape, id)) continue;
    let seen = false;
    for (let j = 0; j < count; j++) if (tmp[j] === id) seen = true;
    if (!seen) tmp[count++] = id;
  }
  return count === ids.length ? tmp : tmp.slice(0, count);
}

function slotIndex(vars: Int32Array, id: number): number {
  return vars.indexOf(id);
}

/** Whether two different value entities belong to one attribute (so sit at different positions). */
export function mustDiffer(shape: Shape, x: number, y: number): boolean {
  return x !== y && !isConstant(shape, x) && !isConstant(shape, y) && attrOf(shape, x) === attrOf(shape, y);
}

/**
 * Compiles a clue into a propagator.
 *
 * @param negated compile the clue's negation instead (used by entailment); `any_of` negations
 *   become several propagators, so this returns a list.
 */
export function compileClue(shape: Shape, clue: Clue, index: number, negated = false): Prop[] {
  if (clue.type === "any_of") {
    if (!negated) {
      const options = clue.options.map((option) => option.flatMap((inner) => compileClue(shape, inner, -1)));
      return [makeAnyOf(shape, index, options)];
    }
    // not (OR_o AND_c c) = AND_o OR_c not c
    return clue.options.map((option) =>
      makeAnyOf(
        shape,
        index,
        option.map((inner) => compileClue(shape, inner, -1, true)),
      ),
    );
  }
  if (isNumericClue(clue)) {
    const rel = numericRelation(clue);
    return [makeNumeric(shape, index, clue.attr, entityId(shape, clue.a), entityId(shape, clue.b), negated ? (x, y) => !rel(x, y) : rel)];
  }
  const slots = clueEntities(clue).map((e) => entityId(shape, e));
  const base = positionalRelation(clue as PositionalClue, shape.size);
  const relation = negated ? (p: readonly number[]) => !base(p) : base;
  return [makePositional(shape, index, clue, slots, relation, negated)];
}

/** A propagator restricting one value entity to a mask (for facts). */
export function unaryProp(id: number, mask: number, index: number): Prop {
  return { kind: "unary", clue: index, vars: Int32Array.of(id), out: new Int32Array(1), mask };
}

function makeAnyOf(shape: Shape, index: number, options: Prop[][]): Prop {
  const ids: number[] = [];
  for (const option of options) for (const p of option) ids.push(...p.vars);
  const vars = makeVars(shape, ids);
  return { kind: "anyOf", clue: index, vars, out: new Int32Array(vars.length), options, local: new Int32Array(shape.entityCount) };
}

function makePositional(shape: Shape, index: number, clue: Clue, slots: number[], relation: (p: readonly number[]) => boolean, negated: boolean): Prop {
  const vars = makeVars(shape, slots);
  const out = new Int32Array(vars.length);
  const n = shape.size;
  if (vars.length <= 1) {
    // Evaluate over the single free entity (or none): a unary mask.
    let mask = 0;
    const positions = slots.map((s) => (isConstant(shape, s) ? s - shape.valueCount + 1 : 0));
    const range = vars.length === 0 ? 1 : n;
    for (let p = 1; p <= range; p++) {
      const pos = slots.map((s, i) => (isConstant(shape, s) ? positions[i]! : p));
      if (relation(pos)) mask |= 1 << (p - 1);
    }
    if (vars.length === 0) return { kind: "const", clue: index, vars, out, value: mask !== 0 };
    return { kind: "unary", clue: index, vars, out, mask };
  }
  let distinctSlots = true;
  for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) if (slots[i] === slots[j]) distinctSlots = false;
  if (slots.length === 2 && distinctSlots) {
    const a = slots[0]!;
    const b = slots[1]!;
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
    const prop: BinaryProp = { kind: "binary", clue: index, vars, out, a, b, fast, d, relation, distinct, tables: null, ia: slotIndex(vars, a), ib: slotIndex(vars, b) };
    if (fast === "table") binaryTables(shape, prop);
    return prop;
  }
  if (clue.type === "between" && !negated && distinctSlots) {
    const [a, b, c] = slots as [number, number, number];
    return { kind: "between", clue: index, vars, out, a, b, c, ia: slotIndex(vars, a), ib: slotIndex(vars, b), ic: slotIndex(vars, c) };
  }
  return { kind: "generic", clue: index, vars, out, slots: Int32Array.from(slots), relation };
}

function makeNumeric(shape: Shape, index: number, attrName: string, a: number, b: number, rel: (x: number, y: number) => boolean): Prop {
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
    case "numeric":
      return propagateNumeric(shape, prop, dom);
    case "anyOf":
      return propagateAnyOf(shape, prop, dom);
  }
}

/** The relation tables of a binary clue, built from its relation on first use. */
export function binaryTables(shape: Shape, prop: BinaryProp): { readonly relA: Int32Array; readonly relB: Int32Array } {
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
export function binaryTable(relA: Int32Array, relB: Int32Array, A: number, B: number): [number, number] {
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

function below(k: number): number {
  // bits strictly below index k (k may be -1)
  return k <= 0 ? 0 : k >= 31 ? 0x7fffffff : (1 << k) - 1;
}

function above(full: number, k: number): number {
  // bits strictly above index k
  if (k < 0) return full;
  return full & ~((2 << k) - 1);
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
      return [A & below(highBit(B)), B & above(F, lowBit(A))];
    case "right_of":
      return [A & above(F, lowBit(B)), B & below(highBit(A))];
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

function propagateBinary(shape: Shape, prop: BinaryProp, dom: Int32Array): boolean {
  const [na, nb] = binaryProjection(shape, prop, dom[prop.a]!, dom[prop.b]!);
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  return na !== 0 && nb !== 0;
}

/** The between projection for masks (exact: a < b < c already keeps the three apart). */
export function betweenProjection(full: number, A: number, B: number, C: number): [number, number, number] {
  const b = B & below(highBit(C)) & above(full, lowBit(A));
  if (b === 0) return [0, 0, 0];
  return [A & below(highBit(b)), b, C & above(full, lowBit(b))];
}

function propagateBetween(shape: Shape, prop: BetweenProp, dom: Int32Array): boolean {
  const [na, nb, nc] = betweenProjection(shape.full, dom[prop.a]!, dom[prop.b]!, dom[prop.c]!);
  if (prop.ia >= 0) prop.out[prop.ia] = na;
  if (prop.ib >= 0) prop.out[prop.ib] = nb;
  if (prop.ic >= 0) prop.out[prop.ic] = nc;
  return nb !== 0 && na !== 0 && nc !== 0;
}

function propagateGeneric(shape: Shape, prop: GenericProp, dom: Int32Array): boolean {
  const vars = prop.vars;
  const k = vars.length;
  const out = prop.out;
  out.fill(0);
  const assign = new Int32Array(k);
  const slotVar = Array.from(prop.slots, (s) => slotIndex(vars, s));
  const positions = new Array<number>(prop.slots.length);
  let found = false;
  const rec = (i: number): void => {
    if (i === k) {
      for (let s = 0; s < slotVar.length; s++) {
        const vi = slotVar[s]!;
        positions[s] = vi >= 0 ? assign[vi]! : lowBit(dom[prop.slots[s]!]!) + 1;
      }
      if (prop.relation(positions)) {
        found = true;
        for (let j = 0; j < k; j++) out[j]! |= 1 << (assign[j]! - 1);
      }
      return;
    }
    let m = dom[vars[i]!]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const p = 32 - Math.clz32(bit);
      let ok = true;
      for (let j = 0; j < i; j++) {
        if (assign[j] === p && mustDiffer(shape, vars[i]!, vars[j]!)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      assign[i] = p;
      rec(i + 1);
    }
  };
  rec(0);
  return found;
}

function propagateNumeric(shape: Shape, prop: NumericProp, dom: Int32Array): boolean {
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

function propagateAnyOf(shape: Shape, prop: AnyOfProp, dom: Int32Array): boolean {
  const vars = prop.vars;
  const out = prop.out;
  out.fill(0);
  const local = prop.local;
  let any = false;
  for (const option of prop.options) {
    local.set(dom);
    if (!fixpoint(shape, option, local)) continue;
    any = true;
    for (let i = 0; i < vars.length; i++) out[i]! |= local[vars[i]!]!;
  }
  return any;
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
