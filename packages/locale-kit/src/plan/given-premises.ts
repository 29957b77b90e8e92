import type { CaseSplit, Fact, Puzzle, Step } from "@zebra/model";

/**
 * A step of a logic grid (`kind: "logic-grid"`) without the premises the puzzle itself gives:
 * the places of its people, its first attribute's values, each in its own position. A text
 * that said them would say "Amy is Amy". Steps of other puzzles are returned as they are.
 *
 * Use it before wording a step; the step itself (for `verifyStep`, `checkExplanation`) keeps
 * them. Cost: linear in the step's size.
 *
 * @example
 * ```ts
 * renderer.step(withoutGivenPremises(step, puzzle), ctx);
 * ```
 */
export function withoutGivenPremises(step: Step, puzzle: Pick<Puzzle, "attributes" | "kind">): Step {
  if (puzzle.kind !== "logic-grid") return step;
  const key = puzzle.attributes[0]!.name;
  const given = (fact: Fact): boolean => fact.kind === "at" && fact.entity.attr === key;
  const strip = (s: Step): Step => {
    const premises = s.premises.filter((p) => !given(p));
    if (s.rule === "contradiction") return { ...s, premises, subSteps: s.subSteps.map(strip) };
    if (s.rule === "clue-combination") return { ...s, premises, split: splitWithout(s.split) };
    return premises.length === s.premises.length ? s : { ...s, premises };
  };
  const splitWithout = (split: CaseSplit): CaseSplit => ({
    ...split,
    cases: split.cases.map((c) => ({ ...c, steps: c.steps.map(strip), ...(c.split === undefined ? {} : { split: splitWithout(c.split) }) })),
  });
  return strip(step);
}
