import type { AtFact, CaseSplit, Clash, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { clueList, house, nounOf, valueSubject } from "./words.js";

/**
 * Every step rule as a Chinese argument: the reason first, then what follows, citing clue
 * numbers. A proof by contradiction and a clue combination span several lines: the sub-steps and
 * the cases are indented bullets.
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
    const ending = `${clashText(step.clash, ctx)}，所以${factsClause(conclusionsOf(step), ctx)}。`;
    if (step.subSteps.length === 0) return `${head}。${ending}`;
    return [`${head}，那么：`, ...bullets(step.subSteps, ctx, "  "), ending].join("\n");
  },
};

/** How a line of argument breaks down: "但这样……，与线索15矛盾". */
function clashText(clash: Clash, ctx: RenderContext): string {
  const facts = clash.facts.length > 0 ? `但这样${factsClause(clash.facts, ctx)}` : "但这样";
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue":
      if (clash.forced) return `${facts}；根据${clueList([conflict.clue])}，${factClause(clash.forced, ctx)}，这不可能`;
      return `${facts}，与${clueList([conflict.clue])}矛盾`;
    case "no-position":
      return `${facts}，就没有房子留给${valueSubject(conflict.entity, ctx).text}了，出现矛盾`;
    case "no-value":
      return `${facts}，${house(conflict.pos)}就没有可选的${nounOf(ctx, conflict.attr)}了，出现矛盾`;
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
  const lines = [`${indent}${factClause({ kind: "among", entity: split.entity, positions }, ctx)}。`];
  for (const c of split.cases) {
    lines.push(`${indent}- 如果${factClause({ kind: "at", entity: split.entity, pos: c.pos }, ctx)}：`);
    lines.push(...bullets(c.steps, ctx, `${indent}    `));
    if (c.clash) lines.push(`${indent}    ${clashText(c.clash, ctx)}，所以这种情况不可能。`);
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
  const intro = clauses.every((c) => c !== undefined) ? `综合${clueList(step.clues)}来看：${clauses.join("；")}。` : `综合${clueList(step.clues)}来看。`;
  if (step.rule !== "clue-combination") {
    if (step.premises.length === 0) return `${intro}由此可知，${so}。`;
    return `${intro}因为${factsClause(step.premises, ctx)}，所以${so}。`;
  }
  const given = step.premises.length === 0 ? "" : `已知${factsClause(step.premises, ctx)}。`;
  return [`${intro}${given}`, ...splitLines(step.split, ctx, "  "), `无论哪种情况，${so}。`].join("\n");
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
