import type { Case, CaseSplit } from "@zebra/model";
import { mostDirectClash } from "./clash.js";
import { atFact } from "./facts.js";
import { ClueSet } from "./clue-set.js";
import type { Prop } from "./props/types.js";
import { lowBit, popcount } from "./shape.js";
import type { SolverState } from "./state.js";
import { Argument, type Need, type SubTrace } from "./sub-trace.js";

/** How many values the top of a case argument tries to split on, to keep the shortest argument. */
const rootChoices = 4;

/** A case argument and what it takes from the grid it starts on. */
export interface CaseArgument {
  readonly split: CaseSplit;
  /** The positions the argument needs eliminated in its start grid, per entity. */
  readonly fromStart: Need[];
  /** The clues its steps and clashes use. */
  readonly clues: ReadonlySet<number>;
  /** Number of steps, over every case. */
  readonly size: number;
}

/**
 * The case argument behind a clue combination: split on one of the combination's values, follow
 * each case with its clues (tier 1: one clue at a time, and singles), and split a case again
 * when it neither breaks down nor reaches `targets` (the positions the conclusions eliminate).
 * At the top it tries the values with the fewest positions and keeps the shortest argument.
 * Splitting on every value in turn ends in single placements, each of which the combination's
 * own search either allowed (so it reaches the targets) or refuted (so it clashes): the argument
 * always exists.
 *
 * @param s the state the combination applies to.
 * @param props the combination's clues.
 * @param vars the values the combination places (the values to split on).
 * @param targets what each case must establish, unless it is impossible.
 * @param dom the grid the argument starts from (the combination's premises).
 */
export function caseArgument(s: SolverState, props: readonly Prop[], vars: readonly number[], targets: readonly Need[], dom: Int32Array): CaseArgument {
  const clueSet = new ClueSet(s.shape.entityCount);
  for (const p of props) clueSet.addProp(p);
  const found = node(s.restrictedOn(clueSet, dom), clueSet, vars, targets, Infinity, true);
  if (found === null) throw new Error("internal error: a clue combination has no case argument");
  return found;
}

/** The shortest argument from `base` among the splits tried, or null when none is shorter than `bound` steps. */
function node(base: SolverState, clueSet: ClueSet, vars: readonly number[], targets: readonly Need[], bound: number, top: boolean): CaseArgument | null {
  const dom = base.dom;
  const open = vars.filter((v) => popcount(dom[v]!) > 1).sort((x, y) => popcount(dom[x]!) - popcount(dom[y]!));
  let best: CaseArgument | null = null;
  // Below the top, the first value whose split has no silent case; at the top, the shortest such.
  for (const v of open.slice(0, rootChoices)) {
    const argument = splitOn(base, clueSet, vars, targets, v, best ? best.size : bound);
    if (argument && !hasSilentCase(argument.split)) best = argument;
    if (best !== null && !top) return best;
  }
  if (best !== null) return best;
  for (const v of open.slice(0, top ? rootChoices : 1)) {
    const argument = splitOn(base, clueSet, vars, targets, v, best ? best.size : bound);
    if (argument) best = argument;
  }
  return best;
}

/**
 * Whether a split has a case that says nothing (its supposition alone meets the targets) beside
 * a case that is more than one clash. A split whose other cases each end in one clash reads as
 * proofs by contradiction, one per broken case; this one would read as cases with nothing under them.
 */
function hasSilentCase(split: CaseSplit): boolean {
  const silent = (c: Case): boolean => c.steps.length === 0 && c.clash === undefined && c.split === undefined;
  return split.cases.some(silent) && split.cases.some((c) => c.split !== undefined || (c.clash === undefined && !silent(c)));
}

/** The argument that splits on value v, or null when it would take `bound` steps or more. */
function splitOn(base: SolverState, clueSet: ClueSet, vars: readonly number[], targets: readonly Need[], v: number, bound: number): CaseArgument | null {
  const shape = base.shape;
  const start = base.dom;
  const cases: Case[] = [];
  const fromStart: Need[] = [{ id: v, mask: shape.full & ~start[v]! }];
  const clues = new Set<number>();
  let size = 0;
  let m = start[v]!;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    const c = base.restrictedOn(clueSet);
    c.dom[v] = bit;
    c.changed(v, -1);
    c.place(v);
    c.run();
    const assumption = atFact(shape, v, lowBit(bit) + 1);
    const argument = new Argument(shape, start, c.steps, assumption);
    let done: Case;
    let trace: SubTrace | null;
    if (c.conflict) {
      const found = mostDirectClash(argument, c.dom, clueSet);
      if (found === null) return null;
      trace = found.trace;
      if (found.clash.conflict.kind === "clue") clues.add(found.clash.conflict.clue);
      done = { pos: assumption.pos, steps: argument.stepsOf(trace.kept), clash: found.clash };
    } else if (targets.every((t) => (c.dom[t.id]! & t.mask) === 0)) {
      trace = argument.subTrace(targets);
      if (trace === null) return null;
      done = { pos: assumption.pos, steps: argument.stepsOf(trace.kept) };
    } else {
      const inner = node(c, clueSet, vars, targets, bound - size, false);
      if (inner === null) return null;
      trace = argument.subTrace(inner.fromStart);
      if (trace === null) return null;
      size += inner.size;
      for (const k of inner.clues) clues.add(k);
      done = { pos: assumption.pos, steps: argument.stepsOf(trace.kept), split: inner.split };
    }
    size += done.steps.length;
    if (size >= bound) return null;
    for (const step of done.steps) for (const k of step.clues) clues.add(k);
    fromStart.push(...trace.fromStart);
    cases.push(done);
  }
  return { split: { entity: shape.refs[v]!, cases }, fromStart: mergeNeeds(fromStart), clues, size };
}
/** One need per entity (the union of its positions), by entity. */
function mergeNeeds(needs: readonly Need[]): Need[] {
  const by = new Map<number, number>();
  for (const n of needs) if (n.mask !== 0) by.set(n.id, (by.get(n.id) ?? 0) | n.mask);
  return [...by].sort((x, y) => x[0] - y[0]).map(([id, mask]) => ({ id, mask }));
}
