import { propagate } from "./props/propagate.js";
import { allSingles, tracedSingle } from "./singles.js";
import { clueStep } from "./premises.js";
import type { SolverState } from "./state.js";

/** Tier 1 to a fixpoint (or a conflict, or the step limit). */
export function tier1(s: SolverState): void {
  if (!s.trace) {
    // Without a trace the order does not matter (the fixpoint is the same): drain the clue
    // queue, then take every single at once, and repeat.
    for (;;) {
      let pi = s.nextProp();
      while (pi >= 0 && !s.conflict && !s.stepLimitHit) {
        applyProp(s, pi);
        pi = s.nextProp();
      }
      if (s.conflict || s.stepLimitHit || !s.anyAttrDirty) return;
      allSingles(s);
      if (s.conflict || s.stepLimitHit) return;
    }
  }
  while (!s.conflict && !s.stepLimitHit) {
    if (s.anyAttrDirty && tracedSingle(s)) continue;
    if (s.conflict) return;
    const pi = s.nextProp();
    if (pi < 0) {
      if (s.anyAttrDirty) continue;
      return;
    }
    applyProp(s, pi);
  }
}

/** Runs one clue's propagator and applies (and records) what it removes. */
function applyProp(s: SolverState, pi: number): void {
  const prop = s.clueSet.props[pi]!;
  const dom = s.dom;
  if (!propagate(s.shape, prop, dom)) {
    s.conflict = { kind: "clue", clue: prop.clue };
    s.failedProp = pi;
    return;
  }
  const vars = prop.vars;
  const out = prop.out;
  let changedAny = false;
  for (let i = 0; i < vars.length; i++) {
    if (out[i] !== dom[vars[i]!]) {
      changedAny = true;
      break;
    }
  }
  if (!changedAny) return;
  s.markUsed(pi);
  if (s.trace) {
    const after = Array.from(out);
    const step = clueStep(s, 1, [prop], vars, after, "clue");
    s.applyDomains(vars, after, pi);
    s.record(step);
    return;
  }
  s.countEvent();
  // Entities left with one position are placed once every domain is written.
  const singles = s.toPlace;
  let count = 0;
  for (let i = 0; i < vars.length; i++) {
    const v = vars[i]!;
    const m = out[i]!;
    if (m !== dom[v]) {
      dom[v] = m;
      s.changed(v, pi);
      if ((m & (m - 1)) === 0 && s.placed[v] === 0) singles[count++] = v;
    }
  }
  for (let k = 0; k < count; k++) s.place(singles[k]!);
}
