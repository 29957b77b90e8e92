import type { AtFact, CaseSplit, Clash, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { capitalize, clueList, nounOf, valueSubject } from "./words.js";

/**
 * Every step rule as an English argument: what is concluded and why, citing clue numbers.
 * A proof by contradiction and a clue combination span several lines: the sub-steps and the
 * cases are indented bullets.
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
    lines.push(...bullets(step.subSteps, ctx, "  "));
    const ending = `${clashText(step.clash, ctx)}, so ${factsClause(conclusionsOf(step), ctx)}.`;
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
    lines.push(ending);
    return lines.join("\n");
  },
};

/** How a line of argument breaks down: "But then <facts>, which contradicts clue 15". */
function clashText(clash: Clash, ctx: RenderContext): string {
  const facts = clash.facts.length > 0 ? `But then ${factsClause(clash.facts, ctx)}` : "But then";
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue":
      if (clash.forced) return `${facts}; by ${clueList([conflict.clue])}, ${factClause(clash.forced, ctx)}, which cannot be`;
      return `${facts}, which contradicts ${clueList([conflict.clue])}`;
    case "no-position":
      return `${facts}: no house is left for ${valueSubject(conflict.entity, ctx).text}`;
    case "no-value":
      return `${facts}: no ${nounOf(ctx, conflict.attr)} is left for house ${conflict.pos}`;
  }
}

/** Steps as indented bullets (a step of several lines keeps its lines under its bullet). */
function bullets(steps: readonly Step[], ctx: RenderContext, indent: string): string[] {
  const lines: string[] = [];
  for (const sub of steps) {
    const [first, ...rest] = stepText(sub, ctx).split("\n");
    lines.push(`${indent}- ${first!}`, ...rest.map((line) => `${indent}  ${line}`));
  }
  return lines;
}

/** A case argument: the split value's positions, then each case as a bullet with its steps under it. */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  const positions = split.cases.map((c) => c.pos);
  const lines = [`${indent}${capitalize(factClause({ kind: "among", entity: split.entity, positions }, ctx))}.`];
  for (const c of split.cases) {
    lines.push(`${indent}- If ${factClause({ kind: "at", entity: split.entity, pos: c.pos }, ctx)}:`);
    lines.push(...bullets(c.steps, ctx, `${indent}    `));
    if (c.clash) lines.push(`${indent}    ${clashText(c.clash, ctx)}, so this case is impossible.`);
    if (c.split) lines.push(...splitLines(c.split, ctx, `${indent}    `));
  }
  return lines;
}

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
  if (step.rule !== "clue-combination") {
    if (step.premises.length === 0) return `${intro} Together they mean that ${so}.`;
    return `${intro} Since ${factsClause(step.premises, ctx)}, ${so}.`;
  }
  const given = step.premises.length === 0 ? "" : ` We know that ${factsClause(step.premises, ctx)}.`;
  return [`${intro}${given}`, ...splitLines(step.split, ctx, "  "), `Either way, ${so}.`].join("\n");
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
