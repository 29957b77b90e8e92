import type { Conclusion, StepOf } from "@zebra/model";

/**
 * What a proof by contradiction concludes: its conclusions, or, when it lists none, the
 * negation of its assumption.
 *
 * Use it when wording a proof's last line. Cost: constant.
 *
 * @param step - a proof by contradiction.
 * @returns the facts the proof establishes.
 *
 * @example
 * ```ts
 * contradictionConclusions(step); // [{ kind: "not_at", entity: dane, positions: [3] }]
 * ```
 */
export function contradictionConclusions(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
