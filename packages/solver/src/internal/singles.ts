import type { Fact, Step } from "@zebra/model";
import { atFact, notAtFact } from "./facts.js";
import { attrOf, lowBit } from "./shape.js";
import type { SolverState } from "./state.js";

// Naked and hidden singles: the all-different rule of each attribute. Both kinds of solve scan
// the attributes whose domains changed (`scanDirty`); what they take from one attribute differs.
// A traced solve takes one single at a time, in the order the explanation reads (hidden singles,
// then naked ones); a solve without a trace takes every single of the attribute in one pass. The
// two reach the same fixpoint, but the order decides which steps a trace shows and, without a
// trace, which conflict is reported and how many deductions a bounded proof by contradiction
// spends, so neither can take the other's order without changing results.

/**
 * Visits each attribute marked dirty (clearing the mark), again and again until none is; stops as
 * soon as `visit` returns true, and returns whether it did.
 */
function scanDirty(s: SolverState, visit: (s: SolverState, a: number) => boolean): boolean {
  const attrCount = s.shape.attrCount;
  while (s.anyAttrDirty) {
    s.anyAttrDirty = false;
    for (let a = 0; a < attrCount; a++) {
      if (s.attrDirty[a] === 0) continue;
      s.attrDirty[a] = 0;
      if (visit(s, a)) return true;
    }
  }
  return false;
}

/**
 * Naked and hidden singles of the dirty attributes, for a traced solve: takes at most one single
 * that tells something (a step) and returns true; singles that tell nothing are placed silently.
 * Also returns true on a value with no position or a cell with no value left (a conflict).
 */
export function tracedSingle(s: SolverState): boolean {
  return scanDirty(s, tracedSingleOf);
}

/** Every naked and hidden single of the dirty attributes, without steps; stops at a conflict. */
export function allSingles(s: SolverState): void {
  scanDirty(s, allSinglesOf);
}

/** One single of attribute a as a step (see {@link tracedSingle}); true when it took one or found a conflict. */
function tracedSingleOf(s: SolverState, a: number): boolean {
  const shape = s.shape;
  const n = shape.size;
  const dom = s.dom;
  const base = a * n;
  // Hidden single: a value with one position left.
  for (let v = base; v < base + n; v++) {
    const d = dom[v]!;
    if (d === 0) {
      if (!s.conflict) s.conflict = { kind: "no-position", entity: shape.refs[v]! };
      return true;
    }
    if (s.placed[v] === 0 && (d & (d - 1)) === 0) {
      // A step only when it tells something: another value may still take that position.
      let open = false;
      for (let w = base; w < base + n; w++) if (w !== v && (dom[w]! & d) !== 0) open = true;
      if (open) s.record(hiddenSingle(s, v));
      s.place(v);
      if (open || s.conflict) return keepDirty(s, a);
    }
  }
  // Naked single: a cell (position) that only one value can still take.
  let once = 0;
  let twice = 0;
  for (let v = base; v < base + n; v++) {
    const d = dom[v]!;
    twice |= once & d;
    once |= d;
  }
  if (once !== shape.full) {
    if (!s.conflict) s.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(shape.full & ~once) + 1 };
    return true;
  }
  let exactly = once & ~twice;
  while (exactly !== 0) {
    const bit = exactly & -exactly;
    exactly ^= bit;
    for (let v = base; v < base + n; v++) {
      if ((dom[v]! & bit) !== 0) {
        if (dom[v] !== bit) {
          const step = nakedSingle(s, v, bit);
          dom[v] = bit;
          s.changed(v, -1);
          s.record(step);
          s.place(v);
          return keepDirty(s, a);
        }
        break;
      }
    }
  }
  return false;
}

/** Every single of attribute a, in one pass, without steps; true on a conflict. */
function allSinglesOf(s: SolverState, a: number): boolean {
  const shape = s.shape;
  const n = shape.size;
  const dom = s.dom;
  const full = shape.full;
  const base = a * n;
  let once = 0;
  let twice = 0;
  for (let v = base; v < base + n; v++) {
    const d = dom[v]!;
    if (d === 0) {
      s.conflict = { kind: "no-position", entity: shape.refs[v]! };
      return true;
    }
    twice |= once & d;
    once |= d;
  }
  if (once !== full) {
    s.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(full & ~once) + 1 };
    return true;
  }
  const exactly = once & ~twice;
  for (let v = base; v < base + n; v++) {
    if (s.placed[v] === 1) continue;
    const d = dom[v]!;
    const e = d & exactly;
    if (e !== 0) {
      // naked single: a cell only v can take (two such cells: one of them stays empty)
      const bit = e & -e;
      if (e !== bit) {
        s.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(e & ~bit) + 1 };
        return true;
      }
      if (d !== bit) {
        dom[v] = bit;
        s.changed(v, -1);
      }
      s.place(v);
      s.countEvent();
    } else if ((d & (d - 1)) === 0) {
      s.place(v); // hidden single
      s.countEvent();
    }
    if (s.conflict) return true;
  }
  return false;
}

function keepDirty(s: SolverState, a: number): true {
  s.attrDirty[a] = 1;
  s.anyAttrDirty = true;
  return true;
}

/** The fact explaining why value v is not at position bit: another value placed there, or its own elimination. */
function hiddenSingle(s: SolverState, v: number): Step {
  const shape = s.shape;
  const n = shape.size;
  const base = attrOf(shape, v) * n;
  const premises: Fact[] = [];
  let notAt = 0;
  for (let p = 0; p < n; p++) {
    const bit = 1 << p;
    if ((s.dom[v]! & bit) !== 0) continue;
    let by = -1;
    for (let w = base; w < base + n; w++) if (w !== v && s.placed[w] === 1 && s.dom[w] === bit) by = w;
    if (by >= 0) premises.push(atFact(shape, by, p + 1));
    else notAt |= bit;
  }
  if (notAt !== 0) premises.push(notAtFact(shape, v, notAt));
  return { rule: "hidden-single", tier: 1, clues: [], premises, conclusions: [atFact(shape, v, lowBit(s.dom[v]!) + 1)] };
}

/** The facts explaining why only value v can take position bit: the other values placed elsewhere, or eliminated there. */
function nakedSingle(s: SolverState, v: number, bit: number): Step {
  const shape = s.shape;
  const n = shape.size;
  const a = attrOf(shape, v);
  const base = a * n;
  const premises: Fact[] = [];
  for (let w = base; w < base + n; w++) {
    if (w === v) continue;
    const d = s.dom[w]!;
    if (s.placed[w] === 1 && (d & (d - 1)) === 0) premises.push(atFact(shape, w, lowBit(d) + 1));
    else premises.push(notAtFact(shape, w, bit));
  }
  const pos = lowBit(bit) + 1;
  return { rule: "naked-single", tier: 1, clues: [], premises, conclusions: [atFact(shape, v, pos)], attr: shape.attributes[a]!.name, pos };
}
