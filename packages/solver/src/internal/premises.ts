import type { Conclusion, Fact, Step, Tier } from "@zebra/model";
import { atFact, domainFact, notAtFact } from "./facts.js";
import { joinProjection } from "./join.js";
import { propagate } from "./props/propagate.js";
import type { Prop } from "./props/types.js";
import { isConstant, lowBit, type Shape } from "./shape.js";
import type { SolverState } from "./state.js";

/** A conclusion as a mask: entity v is at the one position of `mask`, or at none of `mask`. */
interface Target {
  readonly v: number;
  readonly kind: "at" | "not_at";
  readonly mask: number;
}

/**
 * Builds the step for a clue (or a group of clues) that narrows `vars` to `after`: conclusions
 * per changed entity, and the smallest set of grid facts (by deletion) from which the clues
 * still give every conclusion.
 */
export function clueStep(
  s: SolverState,
  tier: Tier,
  props: readonly Prop[],
  vars: ArrayLike<number>,
  after: ArrayLike<number>,
  rule: "clue" | "clue-combination",
  reads: ArrayLike<number> = vars,
): Step {
  const shape = s.shape;
  const dom = s.dom;
  const conclusions: Conclusion[] = [];
  const targets: Target[] = [];
  for (let i = 0; i < vars.length; i++) {
    const v = vars[i]!;
    const m = after[i]!;
    const old = dom[v]!;
    if (m === old) continue;
    if (m !== 0 && (m & (m - 1)) === 0 && s.placed[v] === 0) {
      conclusions.push(atFact(shape, v, lowBit(m) + 1));
      targets.push({ v, kind: "at", mask: m });
    } else {
      conclusions.push(notAtFact(shape, v, old & ~m));
      targets.push({ v, kind: "not_at", mask: old & ~m });
    }
  }
  const single = props.length === 1 && rule === "clue" ? props[0]! : null;
  const evaluate = (d: Int32Array): ArrayLike<number> | null | undefined =>
    single ? (propagate(shape, single, d) ? single.out : null) : joinProjection(shape, props, vars as readonly number[], d);
  if (!s.scratch || s.scratch.length !== dom.length) s.scratch = new Int32Array(dom.length);
  const premises = minimalPremises(shape, dom, s.scratch, vars, reads, targets, evaluate);
  const clues = [...new Set(props.map((p) => p.clue))].sort((x, y) => x - y);
  return { rule, tier, clues, premises, conclusions } as Step;
}

/**
 * Deletion-based minimal premises: start from the domains of every entity the clues read, and
 * drop (relax to "anywhere") each one whose absence still gives every conclusion.
 */
function minimalPremises(
  shape: Shape,
  dom: Int32Array,
  tmp: Int32Array,
  vars: ArrayLike<number>,
  reads: ArrayLike<number>,
  targets: readonly Target[],
  evaluate: (d: Int32Array) => ArrayLike<number> | null | undefined,
): Fact[] {
  tmp.set(dom);
  const holds = (res: ArrayLike<number> | null | undefined): boolean => {
    if (res === undefined) return false;
    if (res === null) return true;
    for (const t of targets) {
      const m = res[indexOf(vars, t.v)]!;
      if (t.kind === "at" ? (m & ~t.mask) !== 0 : (m & t.mask) !== 0) return false;
    }
    return true;
  };
  // Try to drop the concluded entities' own domains first, then the others.
  const targeted = new Set(targets.map((t) => t.v));
  const list = Array.from(reads);
  const candidates = [...list.filter((v) => targeted.has(v)), ...list.filter((v) => !targeted.has(v))].filter(
    (v) => !isConstant(shape, v) && dom[v] !== shape.full,
  );
  const kept = new Set(candidates);
  for (const v of candidates) {
    const saved = tmp[v]!;
    tmp[v] = shape.full;
    if (holds(evaluate(tmp))) kept.delete(v);
    else tmp[v] = saved;
  }
  return list.filter((v) => kept.has(v)).map((v) => domainFact(shape, v, dom[v]!));
}

function indexOf(xs: ArrayLike<number>, x: number): number {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return i;
  return -1;
}
