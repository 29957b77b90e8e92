import { sameEntity } from "@zebra/model";
import type { AtFact, Case, CaseSplit, Conclusion, ContradictionStep, Step, ValueRef } from "@zebra/model";

/**
 * A case argument that only rules its own value out of the houses whose cases break down, and
 * whose other cases say nothing, as what it is: one proof by contradiction per such house
 * ("Suppose the horse owner lives in house 5. …"), not a list of cases with nothing under them.
 * Undefined for any other step.
 */
export function asContradictions(step: Step, solved: Step): Step[] | undefined {
  if (step.rule !== "clue-combination") return undefined;
  const { entity, cases } = step.split;
  // What is left of the value once the broken cases are ruled out (a placement follows as a single).
  if (!step.conclusions.every((c) => sameEntity(c.entity, entity))) return undefined;
  if (cases.some((c) => c.clash === undefined && (c.steps.length > 0 || c.split !== undefined))) return undefined;
  const open = new Set(cases.filter((c) => c.clash !== undefined).map((c) => c.pos));
  if (open.size === 0 || solved.rule !== "clue-combination") return undefined;
  // The proofs are made from the solver's cases, to be restated on their own.
  const broken = solved.split.cases.filter((c) => c.clash !== undefined && open.has(c.pos));
  const premises = solved.premises;
  return broken.map((c) => ({
    rule: "contradiction",
    tier: step.tier,
    clues: step.clues,
    premises,
    assumption: { kind: "at", entity, pos: c.pos },
    subSteps: c.steps,
    clash: c.clash!,
    conclusions: [{ kind: "not_at", entity, positions: [c.pos] }],
  }));
}

/**
 * A case within a case that only rules its own value out of the houses whose cases break down,
 * its other cases saying nothing, as one proof by contradiction per such house (see
 * `asContradictions`): what the case has to show (`goal`) is all about that value. Its
 * premises are left for the reader's grid to fill in (`withOutsidePremises`). Undefined for any
 * other split.
 */
export function refutations(split: CaseSplit, goal: readonly Conclusion[], tier: Step["tier"]): ContradictionStep[] | undefined {
  const { entity, cases } = split;
  if (goal.length === 0 || goal.some((f) => !sameEntity(f.entity, entity))) return undefined;
  if (cases.some((c) => c.split !== undefined || (c.clash === undefined && c.steps.length > 0))) return undefined;
  // A placement is the value ruled out of every other case's house (it then follows as a single).
  const ruledOut = new Set(goal.flatMap((f) => (f.kind === "not_at" ? f.positions : cases.map((c) => c.pos).filter((p) => p !== f.pos))));
  const broken = cases.filter((c) => c.clash !== undefined && ruledOut.has(c.pos));
  if (broken.length !== ruledOut.size) return undefined;
  return broken.map((c) => refutation(entity, c, tier));
}

/** A broken case as a proof by contradiction against its house; its premises are left for the reader's grid to fill in. */
function refutation(entity: ValueRef, c: Case, tier: Step["tier"]): ContradictionStep {
  const clash = c.clash!;
  const used = new Set([...c.steps.flatMap((s) => s.clues), ...(clash.conflict.kind === "clue" ? [clash.conflict.clue] : [])]);
  return {
    rule: "contradiction",
    tier,
    clues: [...used].sort((x, y) => x - y),
    premises: [],
    assumption: { kind: "at", entity, pos: c.pos },
    subSteps: c.steps,
    clash,
    conclusions: [{ kind: "not_at", entity, positions: [c.pos] }],
  };
}

/**
 * A case argument that only rules its value out of houses, whose other cases say nothing, and
 * whose one remaining case breaks down only through a case argument within it, every case of
 * which breaks down: one proof by contradiction for that house ("Suppose the teacher is the
 * stork photographer. …"), in which each inner case but the last is a proof of its own and the
 * last, the one place left, ends in its clash. Inner cases on a house the text has ruled out
 * (`ruledOut`) are left out. Undefined for any other step.
 */
export function asDeepContradiction(solved: Step, ruledOut: (fact: AtFact) => boolean): ContradictionStep[] | undefined {
  if (solved.rule !== "clue-combination") return undefined;
  const { entity, cases } = solved.split;
  if (!solved.conclusions.every((c) => c.kind === "not_at" && sameEntity(c.entity, entity))) return undefined;
  const silent = (c: Case): boolean => c.steps.length === 0 && c.clash === undefined && c.split === undefined;
  const deep = cases.filter((c) => !silent(c));
  const only = deep.length === 1 ? deep[0]! : undefined;
  const inner = only?.clash === undefined ? only?.split : undefined;
  if (only === undefined || inner === undefined) return undefined;
  const open = inner.cases.filter((c) => !ruledOut({ kind: "at", entity: inner.entity, pos: c.pos }));
  if (open.length < 2 || open.some((c) => c.clash === undefined || c.split !== undefined)) return undefined;
  const last = open[open.length - 1]!;
  const proofs = open.slice(0, -1).map((c) => refutation(inner.entity, c, solved.tier));
  const lines = [...only.steps, ...proofs, ...last.steps];
  return [
    {
      rule: "contradiction",
      tier: solved.tier,
      clues: solved.clues,
      premises: solved.premises,
      assumption: { kind: "at", entity, pos: only.pos },
      subSteps: lines,
      clash: last.clash!,
      conclusions: [{ kind: "not_at", entity, positions: [only.pos] }],
    },
  ];
}
