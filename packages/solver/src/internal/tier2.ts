import type { ClueCombinationStep } from "@zebra/model";
import { caseArgument } from "./cases.js";
import { domainsOf } from "./fact-grid.js";
import { GroupIndex, type Group } from "./groups.js";
import { groupJoin, groupProps } from "./join-memo.js";
import { clueStep } from "./premises.js";
import { popcount } from "./shape.js";
import type { SolverState } from "./state.js";
import { needOf } from "./sub-trace.js";

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
    const result = groupJoin(s.shape, g, s.clueSet.props, dom);
    if (result === undefined) continue;
    if (result === null) {
      // No joint placement: the combination leaves the first entity nowhere.
      if (s.trace)
        s.record(
          combinationStep(
            s,
            g,
            g.vars.map((v, i) => (i === 0 ? 0 : dom[v]!)),
          ),
        );
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
      const step = combinationStep(s, g, after);
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
 * The step of a combination that narrows its values to `after`: its conclusions, the smallest set
 * of grid facts from which the combination gives them, and the case argument that proves them
 * from those facts.
 */
function combinationStep(s: SolverState, g: Group, after: readonly number[]): ClueCombinationStep {
  const shape = s.shape;
  const props = groupProps(g, s.clueSet.props);
  const step = clueStep(s, 2, props, g.vars, after, "clue-combination", g.reads);
  const argument = caseArgument(
    s,
    props,
    g.vars,
    step.conclusions.map((c) => needOf(shape, c)),
    domainsOf(shape, step.premises),
  );
  // A case argument that happens to need one clue still cites the combination's clues.
  const clues = argument.clues.size >= 2 ? [...argument.clues].sort((x, y) => x - y) : step.clues;
  return { rule: "clue-combination", tier: 2, clues, premises: step.premises, conclusions: step.conclusions, split: argument.split };
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
