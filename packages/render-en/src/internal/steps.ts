import type { AtFact, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { capitalize, clueList, nounOf, valueSubject } from "./words.js";

/**
 * Every step rule as an English argument: what is concluded and why, citing clue numbers.
 * A proof by contradiction spans several lines: its sub-steps are indented bullets.
 */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    const so = factsClause(step.conclusions, ctx);
    if (clue === undefined) return `By ${clueList(step.clues)}, ${so}.`;
    const restates = step.premises.length === 0 && (clue.type === "at" || clue.type === "not_at");
    if (restates) return `By ${clueList(step.clues)}, ${so}.`;
    const clause = clueClause(clue, ctx);
    if (step.premises.length === 0) return `From ${clueList(step.clues)}, ${clause}, so ${so}.`;
    return `From ${clueList(step.clues)}, ${clause}; ${factsClause(step.premises, ctx)}, so ${so}.`;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${capitalize(factsClause(step.conclusions, ctx))}.`;
    return `${capitalize(factsClause(placed, ctx))}, since every other ${nounOf(ctx, step.attr)} is ruled out there.`;
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${capitalize(factsClause(step.conclusions, ctx))}.`;
    return placed
      .map((fact) => {
        const X = valueSubject(fact.entity, ctx);
        return X.kind === "house" ? `${capitalize(X.text)} can only be house ${fact.pos}.` : `Only house ${fact.pos} is left for ${X.text}.`;
      })
      .join(" ");
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  contradiction: (step, ctx) => {
    const lines = [`Suppose ${factClause(step.assumption, ctx)}.${step.subSteps.length > 0 ? " Then:" : ""}`];
    for (const sub of step.subSteps) {
      const [first, ...rest] = stepText(sub, ctx).split("\n");
      lines.push(`  - ${first!}`, ...rest.map((line) => `    ${line}`));
    }
    const so = factsClause(conclusionsOf(step), ctx);
    const conflict = step.conflict;
    let ending: string;
    switch (conflict.kind) {
      case "clue":
        ending = `That contradicts ${clueList([conflict.clue])}, so ${so}.`;
        break;
      case "no-position":
        ending = `But then no house is left for ${valueSubject(conflict.entity, ctx).text}, so ${so}.`;
        break;
      case "no-value":
        ending = `But then no ${nounOf(ctx, conflict.attr)} is left for house ${conflict.pos}, so ${so}.`;
        break;
    }
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
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
  const known = clauses.every((c) => c !== undefined);
  const intro = known ? `Consider ${clueList(step.clues)} together: ${clauses.join("; ")}.` : `Consider ${clueList(step.clues)} together.`;
  if (step.premises.length === 0) return `${intro} Together they mean that ${so}.`;
  return `${intro} Since ${factsClause(step.premises, ctx)}, ${so}.`;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
