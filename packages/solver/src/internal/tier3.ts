import type { ContradictionStep, Fact, Step, Tier } from "@zebra/model";
import { mostDirectClash } from "./clash.js";
import { atFact, domainFact, notAtFact } from "./facts.js";
import { entityId, isConstant, lowBit, popcount } from "./shape.js";
import type { SolverState } from "./state.js";
import { Argument } from "./sub-trace.js";

/** Largest number of sub-steps a proof by contradiction may keep. */
const maxContradictionDepth = 40;

/** How many refuted assumptions are compared to pick the shortest proof. */
const contradictionCandidates = 6;

/**
 * How many of those are traced and turned into proofs: the ones whose branches took the fewest
 * deductions (tracing a branch and finding its most direct clash costs far more than refuting it).
 */
const tracedCandidates = 3;

/**
 * Tier 3: finds a short proof by contradiction and applies it. It assumes a value at one of its
 * positions (values with the fewest positions first), deduces with tier 1 (then, on values with at
 * most three positions, with tiers 1–2) in a probe, and removes the position when that ends in a
 * conflict. With a trace, it keeps the shortest proof among the first few refutations (traced
 * for those whose branches took the fewest deductions); without, it applies every refutation
 * found (only the first with `refuteOneByOne`).
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
    const effort: number[] = [];
    // Tracing keeps the shortest proof among the first few refutations; when none of them
    // fits in `maxContradictionDepth` sub-steps, the next refutation whose proof fits.
    let best: ContradictionStep | null = null;
    let bestSize = Infinity;
    const consider = (v: number, bit: number): void => {
      const b = branch(s, v, bit, inner, true);
      const step = b.conflict ? contradictionStep(s, v, bit, b.steps, b.dom) : null;
      if (step && step.subSteps.length < bestSize) {
        best = step;
        bestSize = step.subSteps.length;
      }
    };
    // The first refutations: those that took the fewest deductions, then (when none of their
    // proofs fits) the others.
    const considerFirst = (): void => {
      const chosen = cheapest(effort);
      for (const i of chosen) consider(refuted[i]![0], refuted[i]![1]);
      if (bestSize <= maxContradictionDepth) return;
      refuted.forEach(([v, bit], i) => {
        if (!chosen.includes(i)) consider(v, bit);
      });
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
        effort.push(b.events);
        if (!s.trace) {
          if (s.refuteOneByOne) break scan;
          continue;
        }
        if (refuted.length === contradictionCandidates) considerFirst();
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
    if (refuted.length < contradictionCandidates) considerFirst();
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

/**
 * The indexes of the refutations whose branches took the fewest deductions (at most
 * `tracedCandidates`, the earliest among equals), in the order they were found: the ones whose
 * proofs are worth tracing.
 */
function cheapest(effort: readonly number[]): number[] {
  const order = effort.map((_, i) => i).sort((x, y) => effort[x]! - effort[y]! || x - y);
  return order.slice(0, tracedCandidates).sort((x, y) => x - y);
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
 * Turns a refuted branch (its steps, and its grid `end` at the conflict) into a step that ends on its most direct clash (see `clash.ts`), keeping
 * only the branch's steps that clash depends on, and citing as premises the grid facts, before
 * the assumption, that those steps and the clash take from the grid.
 */
function contradictionStep(s: SolverState, v: number, bit: number, steps: readonly Step[], end: Int32Array): ContradictionStep | null {
  const shape = s.shape;
  const assumption = atFact(shape, v, lowBit(bit) + 1);
  const argument = new Argument(shape, s.dom, steps, assumption);
  const found = mostDirectClash(argument, end, s.clueSet);
  if (found === null) return null;
  const subSteps = argument.stepsOf(found.trace.kept);
  const premises: Fact[] = found.trace.fromStart.filter((n) => !isConstant(shape, n.id)).map((n) => domainFact(shape, n.id, s.dom[n.id]!));
  const clueSet = new Set<number>();
  for (const step of subSteps) for (const c of step.clues) clueSet.add(c);
  if (found.clash.conflict.kind === "clue") clueSet.add(found.clash.conflict.clue);
  return {
    rule: "contradiction",
    tier: 3,
    clues: [...clueSet].sort((x, y) => x - y),
    premises,
    conclusions: [notAtFact(shape, v, bit)],
    assumption,
    subSteps,
    clash: found.clash,
  };
}
