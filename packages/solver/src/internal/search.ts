import type { Core } from "./core.js";
import type { Prop } from "./props/types.js";
import { emptyLists, isConstant, popcount, type Shape } from "./shape.js";

/** Clears what a failed propagation leaves behind (queue, dirty flags, conflict). */
function reset(core: Core): void {
  core.clearQueue();
  core.attrDirty.fill(0);
  core.anyAttrDirty = false;
  core.conflict = null;
}

/**
 * The values a clue is about, for choosing what to branch on: every value its propagator reads,
 * except that a numeric comparison is about its two entities, not about every value of the
 * compared attribute (which it reads only to know what sits where). Counting those would make
 * the compared attribute's values look the most constrained, and the search would enumerate
 * their orders before placing the entities the clues are about.
 */
function branchEntities(shape: Shape, prop: Prop): number[] {
  if (prop.kind === "numeric") return [prop.a, prop.b].filter((id) => !isConstant(shape, id));
  if (prop.kind === "anyOf") return [...new Set(prop.options.flatMap((option) => option.flatMap((p) => branchEntities(shape, p))))];
  return [...prop.vars];
}

/** Whether a propagator is (or holds) a numeric comparison. */
function readsValuesAtPositions(prop: Prop): boolean {
  return prop.kind === "numeric" || (prop.kind === "anyOf" && prop.options.some((option) => option.some(readsValuesAtPositions)));
}

/** For each value, the indexes of the propagators about it ({@link branchEntities}). */
function branchWatchers(core: Core): number[][] {
  const about = emptyLists<number>(core.shape.valueCount);
  core.props.forEach((prop, i) => {
    for (const id of branchEntities(core.shape, prop)) if (id < core.shape.valueCount) about[id]!.push(i);
  });
  return about;
}

/**
 * Depth-first search over tier-1 propagation: picks the unplaced value with the fewest positions
 * for the weight of the clues about it, tries each position in turn, and reports every solution
 * until `onSolution` returns false.
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
  const about = core.props.some(readsValuesAtPositions) ? branchWatchers(core) : core.watchers;
  const rec = (): boolean => {
    if (core.placedCount === valueCount) return onSolution(core.dom);
    let best = -1;
    let bestScore = Infinity;
    const dom = core.dom;
    for (let v = 0; v < valueCount; v++) {
      if (core.placed[v] === 1) continue;
      let w = 1;
      const ws = about[v]!;
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
