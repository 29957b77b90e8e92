import type { AtFact, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { clueList, house, nounOf, valueSubject } from "./words.js";

/**
 * Every step rule as a Chinese argument: the reason first, then what follows, citing clue
 * numbers. A proof by contradiction spans several lines: its sub-steps are indented bullets.
 */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const clue = ctx.puzzle.clues[step.clues[0]!];
    const so = factsClause(step.conclusions, ctx);
    if (clue === undefined) return `根据${clueList(step.clues)}，${so}。`;
    const restates = step.premises.length === 0 && (clue.type === "at" || clue.type === "not_at");
    if (restates) return `根据${clueList(step.clues)}，${so}。`;
    const clause = clueClause(clue, ctx);
    if (step.premises.length === 0) return `根据${clueList(step.clues)}，${clause}，所以${so}。`;
    return `根据${clueList(step.clues)}，${clause}；又因为${factsClause(step.premises, ctx)}，所以${so}。`;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsClause(step.conclusions, ctx)}。`;
    return `${house(step.pos)}的其他${nounOf(ctx, step.attr)}都已排除，所以${factsClause(placed, ctx)}。`;
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsClause(step.conclusions, ctx)}。`;
    return placed
      .map((fact) => {
        const X = valueSubject(fact.entity, ctx);
        return X.kind === "house" ? `其他位置都已排除，${X.text}只能是${house(fact.pos)}。` : `其他房子都已排除，${X.text}只能住在${house(fact.pos)}里。`;
      })
      .join("");
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  contradiction: (step, ctx) => {
    const head = `假设${factClause(step.assumption, ctx)}`;
    const so = factsClause(conclusionsOf(step), ctx);
    const conflict = step.conflict;
    let ending: string;
    switch (conflict.kind) {
      case "clue":
        ending = `这与${clueList([conflict.clue])}矛盾，所以${so}。`;
        break;
      case "no-position":
        ending = `这样就没有房子留给${valueSubject(conflict.entity, ctx).text}了，出现矛盾，所以${so}。`;
        break;
      case "no-value":
        ending = `这样${house(conflict.pos)}就没有可选的${nounOf(ctx, conflict.attr)}了，出现矛盾，所以${so}。`;
        break;
    }
    if (step.subSteps.length === 0) return `${head}。${ending}`;
    const lines = [`${head}，那么：`];
    for (const sub of step.subSteps) {
      const [first, ...rest] = stepText(sub, ctx).split("\n");
      lines.push(`  - ${first!}`, ...rest.map((line) => `    ${line}`));
    }
    lines.push(ending);
    return lines.join("\n");
  },
};

/** Any step as text. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

function combination(step: Step, ctx: RenderContext): string {
  const clauses = step.clues.map((i) => {
    const clue = ctx.puzzle.clues[i];
    return clue === undefined ? undefined : clueClause(clue, ctx);
  });
  const so = factsClause(step.conclusions, ctx);
  const intro = clauses.every((c) => c !== undefined) ? `综合${clueList(step.clues)}来看：${clauses.join("；")}。` : `综合${clueList(step.clues)}来看。`;
  if (step.premises.length === 0) return `${intro}由此可知，${so}。`;
  return `${intro}因为${factsClause(step.premises, ctx)}，所以${so}。`;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
