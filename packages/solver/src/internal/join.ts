import { propagatePass } from "./props/propagate.js";
import type { Prop } from "./props/types.js";
import { attrOf, isConstant, popcount, type Shape } from "./shape.js";

/**
 * The entities whose positions a clue's placements assign: every entity of a positional clue;
 * `a` and `b` of a numeric clue (the compared values are read from their domains, not
 * enumerated); the entities of every option of an `any_of`.
 */
export function mainVars(shape: Shape, prop: Prop, into: number[] = []): number[] {
  const add = (v: number): void => {
    if (!isConstant(shape, v) && !into.includes(v)) into.push(v);
  };
  switch (prop.kind) {
    case "numeric":
      add(prop.a);
      add(prop.b);
      break;
    case "anyOf":
      for (const option of prop.options) for (const p of option) mainVars(shape, p, into);
      break;
    default:
      for (const v of prop.vars) add(v);
  }
  return into;
}

/** Search nodes a clue combination may use before it gives up. */
const joinBudget = 200;

/** The entities a group of clues assigns, in first-mention order. */
export function groupVars(shape: Shape, props: readonly Prop[]): number[] {
  const out: number[] = [];
  for (const p of props) mainVars(shape, p, out);
  return out;
}

/**
 * Propagates a group of clues, and "different values of one attribute sit at different
 * positions" among the entities they read, on `dom` in place until nothing changes.
 *
 * @returns false when some clue has no placement left or some entity no position.
 */
function groupFixpoint(shape: Shape, props: readonly Prop[], reads: readonly number[], dom: Int32Array): boolean {
  let changed = true;
  while (changed) {
    const passed = propagatePass(shape, props, dom);
    if (passed === null) return false;
    changed = passed;
    for (const v of reads) {
      const d = dom[v]!;
      if (d === 0) return false;
      if ((d & (d - 1)) !== 0) continue;
      const a = attrOf(shape, v);
      for (const w of reads) {
        if (w === v || attrOf(shape, w) !== a) continue;
        const e = dom[w]!;
        if ((e & d) !== 0) {
          dom[w] = e & ~d;
          if (dom[w] === 0) return false;
          changed = true;
        }
      }
    }
  }
  return true;
}

/**
 * Joins the placements of several clues: for each entity of `vars` (the group's assigned
 * entities), keeps the positions that appear in some placement of all of them that satisfies
 * every clue and puts different values of one attribute at different positions.
 *
 * Complete search with propagation at every node (so it is exact, and fast on small groups).
 * It gives up after `budget` search nodes (a bounded combination, as a person would).
 *
 * @returns the new domain of each entity of `vars` (in that order), `null` when no placement
 *   exists, or `undefined` when the budget ran out.
 */
export function joinProjection(
  shape: Shape,
  props: readonly Prop[],
  vars: readonly number[],
  dom: Int32Array,
  budget = joinBudget,
): Int32Array | null | undefined {
  const reads: number[] = [...vars];
  for (const p of props) for (const v of p.vars) if (!reads.includes(v)) reads.push(v);
  const k = vars.length;
  // One domain buffer per search depth (the root is depth 0), reused for every node at that
  // depth: a node's children are explored one after the other, never at the same time.
  const buffers = scratchBuffers(dom.length, k + 2);
  const root = buffers[0]!;
  root.set(dom);
  if (!groupFixpoint(shape, props, reads, root)) return null;
  const supports = new Int32Array(k);
  let nodes = 0;
  const solve = (d: Int32Array, depth: number): boolean => {
    if (++nodes > budget) return false;
    // d is at a fixpoint; pick the open var with the fewest positions
    let best = -1;
    let bestSize = 99;
    for (let i = 0; i < k; i++) {
      const s = popcount(d[vars[i]!]!);
      if (s > 1 && s < bestSize) {
        best = i;
        bestSize = s;
      }
    }
    if (best < 0) {
      for (let i = 0; i < k; i++) supports[i]! |= d[vars[i]!]!;
      return true;
    }
    const v = vars[best]!;
    const child = buffers[depth + 1]!;
    let m = d[v]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      child.set(d);
      child[v] = bit;
      if (groupFixpoint(shape, props, reads, child) && solve(child, depth + 1)) return true;
    }
    return false;
  };
  const first = buffers[1]!;
  for (let i = 0; i < k; i++) {
    const v = vars[i]!;
    let todo = root[v]! & ~supports[i]!;
    while (todo !== 0) {
      const bit = todo & -todo;
      todo ^= bit;
      if ((supports[i]! & bit) !== 0) continue;
      first.set(root);
      first[v] = bit;
      if (groupFixpoint(shape, props, reads, first)) solve(first, 1);
      if (nodes > budget) return undefined;
    }
  }
  if (supports[0] === 0 && k > 0) return null;
  if (k === 0) return new Int32Array(0);
  return supports;
}

/** Reusable search buffers (joins never nest: propagators do not join). */
let buffers: Int32Array[] = [];

function scratchBuffers(length: number, depth: number): Int32Array[] {
  if (buffers.length === 0 || buffers[0]!.length !== length) buffers = [];
  while (buffers.length < depth) buffers.push(new Int32Array(length));
  return buffers;
}
