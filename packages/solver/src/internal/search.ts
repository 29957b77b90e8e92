import { Core } from "./core.js";
import { popcount } from "./shape.js";

/** Clears what a failed propagation leaves behind (queue, dirty flags, conflict). */
function reset(core: Core): void {
  core.queued.fill(0);
  core.queue.length = 0;
  core.pending.fill(0);
  core.pendingUnary.fill(0);
  core.attrDirty.fill(0);
  core.anyAttrDirty = false;
  core.conflict = null;
}

/**
 * Depth-first search over tier-1 propagation: picks the unplaced value with the fewest positions,
 * tries each position in turn, and reports every solution until `onSolution` returns false.
 * The core must have no trace and `maxTier` 1 (it is modified and left in an unspecified state).
 *
 * @returns false when stopped by `onSolution`, true when the search space was exhausted.
 */
export function searchSolutions(core: Core, onSolution: (dom: Int32Array) => boolean): boolean {
  core.trace = false;
  core.run();
  if (core.conflict) return true;
  const shape = core.shape;
  const valueCount = shape.valueCount;
  // Failure-directed choice (dom/wdeg): clues that failed often weigh on their values.
  const weights = new Float64Array(core.props.length).fill(1);
  const rec = (): boolean => {
    if (core.placedCount === valueCount) return onSolution(core.dom);
    let best = -1;
    let bestScore = Infinity;
    const dom = core.dom;
    for (let v = 0; v < valueCount; v++) {
      if (core.placed[v] === 1) continue;
      let w = 1;
      const ws = core.watchers[v]!;
      for (let i = 0; i < ws.length; i++) w += weights[ws[i]!]!;
      const score = popcount(dom[v]!) / w;
      if (score < bestScore) {
        bestScore = score;
        best = v;
      }
    }
    const savedDom = dom.slice();
    const savedPlaced = core.placed.slice();
    const savedCount = core.placedCount;
    let m = dom[best]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      core.dom[best] = bit;
      core.changed(best, -1);
      core.place(best);
      core.failedProp = -1;
      core.run();
      if (core.conflict && core.failedProp >= 0) weights[core.failedProp]! += 1;
      const ok = core.conflict ? true : rec();
      reset(core);
      core.dom.set(savedDom);
      core.placed.set(savedPlaced);
      core.placedCount = savedCount;
      if (!ok) return false;
    }
    return true;
  };
  return rec();
}

/** A fresh core for search: all clues, no trace, tier 1. */
export function searchCore(core: Core): Core {
  const c = core.clone();
  c.trace = false;
  c.maxTier = 1;
  c.steps = [];
  return c;
}
