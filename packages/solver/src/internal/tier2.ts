import { GroupIndex, type Group } from "./groups.js";
import { joinProjection } from "./join.js";
import { clueStep } from "./premises.js";
import { popcount } from "./shape.js";
import type { SolverState } from "./state.js";

/** Largest product of domain sizes a tier-2 combination starts from. */
const joinProductLimit = 1024;

/**
 * Tier 2: tries clue combinations (groups of two or three clues that mention a common value),
 * in the group index's order; applies the first that removes something, as one step.
 *
 * @returns whether it made progress (or found a conflict).
 */
export function tier2(s: SolverState): boolean {
  const groups = currentGroups(s);
  const dom = s.dom;
  for (let gi = 0; gi < groups.length; gi++) {
    const g = groups[gi]!;
    if (g.props.length > s.groupLimit) continue;
    let fresh = false;
    let open = false;
    const checkedAt = s.checkedAt[gi]!;
    for (const v of g.reads) {
      if (s.stamp[v]! >= checkedAt) {
        fresh = true;
        break;
      }
    }
    if (!fresh) continue;
    let product = 1;
    for (const v of g.vars) {
      const size = popcount(dom[v]!);
      if (size > 1) open = true;
      product *= size;
    }
    if (!open || product > joinProductLimit) continue;
    s.checkedAt[gi] = ++s.clock;
    const props = g.props.map((i) => s.clueSet.props[i]!);
    const result = joinProjection(s.shape, props, g.vars, dom);
    if (result === undefined) continue;
    if (result === null) {
      if (s.trace) {
        // No joint placement: the combination leaves the first entity nowhere.
        const after = g.vars.map((v, i) => (i === 0 ? 0 : dom[v]!));
        const step = clueStep(s, 2, props, g.vars, after, "clue-combination", g.reads);
        s.record(step);
      }
      s.conflict = { kind: "no-position", entity: s.shape.refs[g.vars[0]!]! };
      return true;
    }
    let changedAny = false;
    for (let i = 0; i < g.vars.length; i++) if (result[i] !== dom[g.vars[i]!]) changedAny = true;
    if (!changedAny) continue;
    const after = Array.from(result);
    for (const i of g.props) s.markUsed(i);
    s.countCombination();
    if (s.trace) {
      const step = clueStep(s, 2, props, g.vars, after, "clue-combination", g.reads);
      s.applyDomains(g.vars, after, -1);
      s.record(step);
    } else {
      s.applyDomains(g.vars, after, -1);
      if (s.usedTier < 2) s.usedTier = 2;
      s.countEvent();
    }
    return true;
  }
  return false;
}

/**
 * The groups of the state's clues, with `checkedAt` sized to them: built on first use, extended
 * when clues were added since (the old groups keep their place and their `checkedAt`).
 */
function currentGroups(s: SolverState): readonly Group[] {
  const index = s.groupIndex;
  const props = s.clueSet.props;
  if (index !== null && index.builtFor === props.length) return index.groups;
  const next = index === null ? GroupIndex.build(s.shape, props) : index.update(s.shape, props);
  const checkedAt = new Int32Array(next.groups.length);
  if (index !== null) checkedAt.set(s.checkedAt.subarray(0, Math.min(s.checkedAt.length, checkedAt.length)));
  s.checkedAt = checkedAt;
  s.groupIndex = next;
  return next.groups;
}

/** A `checkedAt` no stamp reaches: the group is never found fresh, so never tried. */
const asleep = 0x7fffffff;

/**
 * Builds the group index if needed, and readies every group for a solve that starts over
 * (`restart`): a group with a prop left out of the solve sleeps, every other one is fresh.
 */
export function prepareGroups(s: SolverState): void {
  const groups = currentGroups(s);
  const excluded = s.excluded;
  for (let gi = 0; gi < groups.length; gi++) {
    let out = false;
    if (excluded !== null) for (const p of groups[gi]!.props) if (excluded[p] === 1) out = true;
    s.checkedAt[gi] = out ? asleep : 0;
  }
}
