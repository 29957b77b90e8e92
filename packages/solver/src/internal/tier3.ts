import type { ContradictionStep, Fact, Step, Tier } from "@zebra/model";
import { atFact, domainFact, notAtFact } from "./facts.js";
import { attrOf, entityId, isConstant, lowBit, popcount } from "./shape.js";
import type { SolverState } from "./state.js";

/** Largest number of sub-steps a proof by contradiction may keep. */
export const maxContradictionDepth = 40;

/** How many refuted assumptions are traced to pick the shortest proof. */
const contradictionCandidates = 6;

/**
 * Tier 3: finds a short proof by contradiction and applies it. It assumes a value at one of its
 * positions (values with the fewest positions first), deduces with tier 1 (then, on values with at
 * most three positions, with tiers 1–2) in a probe, and removes the position when that ends in a
 * conflict. With a trace, it keeps the shortest proof among the first few refutations; without,
 * it applies every refutation found (only the first with `refuteOneByOne`).
 *
 * @returns whether it made progress (or found a conflict).
 */
export function tier3(s: SolverState): boolean {
  const shape = s.shape;
  const dom = s.dom;
  const candidates: number[] = [];
  for (let v = 0; v < shape.valueCount; v++) if (s.placed[v] === 0 && popcount(dom[v]!) > 1) candidates.push(v);
  candidates.sort((x, y) => popcount(dom[x]!) - popcount(dom[y]!) || x - y);
  for (const inner of [1, 2] as Tier[]) {
    const refuted: [number, number][] = [];
    // Tracing keeps the shortest proof among the first few refutations; when none of them
    // fits in `maxContradictionDepth` sub-steps, the next refutation whose proof fits.
    let best: ContradictionStep | null = null;
    let bestSize = Infinity;
    const consider = (v: number, bit: number): void => {
      const step = contradictionStep(s, v, bit, branch(s, v, bit, inner, true));
      if (step && step.subSteps.length < bestSize) {
        best = step;
        bestSize = step.subSteps.length;
      }
    };
    scan: for (const v of candidates) {
      // Assumptions propagated with tier 2 are tried on values with at most 3 positions left.
      if (inner === 2 && popcount(dom[v]!) > 3) break;
      let m = dom[v]!;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const b = branch(s, v, bit, inner, false);
        if (!b.conflict || b.stepLimitHit) continue;
        refuted.push([v, bit]);
        if (!s.trace) {
          if (s.refuteOneByOne) break scan;
          continue;
        }
        if (refuted.length === contradictionCandidates) for (const [w, wbit] of refuted) consider(w, wbit);
        else if (refuted.length > contradictionCandidates) consider(v, bit);
        if (bestSize <= maxContradictionDepth) break scan;
      }
    }
    if (refuted.length === 0) continue;
    if (!s.trace) {
      // Without a trace, every refutation found is sound: apply them all.
      for (const [v, bit] of refuted) {
        if ((s.dom[v]! & bit) === 0) continue;
        s.dom[v]! &= ~bit;
        s.changed(v, -1);
        s.countContradiction();
        if (s.dom[v] === 0) s.conflict = { kind: "no-position", entity: shape.refs[v]! };
      }
      if (s.usedTier < 3) s.usedTier = 3;
      return true;
    }
    if (refuted.length < contradictionCandidates) for (const [w, wbit] of refuted) consider(w, wbit);
    const found = best as ContradictionStep | null;
    if (!found || bestSize > maxContradictionDepth) continue;
    const v = entityId(shape, found.assumption.entity);
    const bit = 1 << (found.assumption.pos - 1);
    s.record(found);
    s.dom[v]! &= ~bit;
    s.changed(v, -1);
    s.countContradiction();
    return true;
  }
  return false;
}

/** Assumes value v at position bit in the probe, deduces with tiers 1..maxInner, returns the probe. */
function branch(s: SolverState, v: number, bit: number, maxInner: Tier, trace: boolean): SolverState {
  const c = s.probeFrom(maxInner >= 2);
  c.trace = trace;
  c.steps = [];
  c.maxTier = maxInner;
  c.groupLimit = 2;
  c.maxSteps = Infinity;
  c.stepLimitHit = false;
  // A solve without a trace applies every refutation it finds, with no proof to measure: it
  // only counts those reached within as many deductions as a traced proof may keep sub-steps
  // (its proof keeps at most those), so that it does not solve what the trace cannot.
  c.eventBudget = s.trace || trace ? Infinity : maxContradictionDepth;
  c.events = 0;
  c.usedTier = 1;
  c.dom[v] = bit;
  c.changed(v, -1);
  c.place(v);
  c.run();
  return c;
}

/**
 * Turns a refuted branch into a step: walking the branch's steps backwards from the conflict, it
 * keeps those whose conclusions the conflict (or a kept step) depends on, and cites as premises
 * the grid facts, before the assumption, of every entity they read.
 */
function contradictionStep(s: SolverState, v: number, bit: number, b: SolverState): ContradictionStep | null {
  const conflict = b.conflict;
  if (!conflict) return null;
  const shape = s.shape;
  const n = shape.size;
  const needed = new Set<number>();
  const addAttr = (a: number): void => {
    for (let w = a * n; w < (a + 1) * n; w++) needed.add(w);
  };
  if (conflict.kind === "no-position") needed.add(entityId(shape, conflict.entity));
  else if (conflict.kind === "no-value") addAttr(shape.attrIndex.get(conflict.attr)!);
  else for (const p of s.clueSet.props) if (p.clue === conflict.clue) for (const w of p.vars) needed.add(w);
  const kept: Step[] = [];
  for (let i = b.steps.length - 1; i >= 0; i--) {
    const step = b.steps[i]!;
    let relevant = false;
    for (const c of step.conclusions) {
      const id = entityId(shape, c.entity);
      if (needed.has(id)) relevant = true;
      else if (c.kind === "at") {
        const a = attrOf(shape, id);
        for (let w = a * n; w < (a + 1) * n; w++) if (needed.has(w)) relevant = true;
      }
    }
    if (!relevant) continue;
    kept.push(step);
    for (const f of step.premises) needed.add(entityId(shape, f.entity));
    for (const c of step.conclusions) if (c.kind === "at") needed.add(entityId(shape, c.entity));
  }
  kept.reverse();
  const premises: Fact[] = [];
  const sortedNeeded = [...needed].sort((x, y) => x - y);
  for (const w of sortedNeeded) {
    if (w === v || isConstant(shape, w)) continue;
    const d = s.dom[w]!;
    if (d === shape.full) continue;
    premises.push(domainFact(shape, w, d));
  }
  const clueSet = new Set<number>();
  const collect = (steps: readonly Step[]): void => {
    for (const step of steps) {
      for (const c of step.clues) clueSet.add(c);
      if (step.rule === "contradiction") collect(step.subSteps);
    }
  };
  collect(kept);
  if (conflict.kind === "clue") clueSet.add(conflict.clue);
  return {
    rule: "contradiction",
    tier: 3,
    clues: [...clueSet].sort((x, y) => x - y),
    premises,
    conclusions: [notAtFact(shape, v, bit)],
    assumption: atFact(shape, v, lowBit(bit) + 1),
    subSteps: kept,
    conflict,
  };
}
