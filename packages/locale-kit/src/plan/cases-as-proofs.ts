import { sameEntity } from "@zebra/model";
import type { CaseSplit, Conclusion, ContradictionStep, Step } from "@zebra/model";

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
  return broken.map((c) => {
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
  });
}
