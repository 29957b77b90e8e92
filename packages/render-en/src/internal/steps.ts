import { bulletLines, caseArgumentLines, forcedPlace, premisesBeforeCases } from "@zebra/model";
import type { AtFact, CaseSplit, Clash, ClashVerbalizers, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { capitalize, clueList, houses, nounOf, valueSubject } from "./words.js";

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
    lines.push(...bulletLines(step.subSteps.map((sub) => stepText(sub, ctx)), "  "));
    const ending = `${clashText(step.clash, ctx)}, so ${factsClause(conclusionsOf(step), ctx)}.`;
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
    lines.push(ending);
    return lines.join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash: "But then <its facts>", then what they
 * break ("which contradicts clue 15"; "by clue 15, X would have to live in house 1, but Y lives
 * there"; "no house is left for X").
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => {
    const clue = clueList([clash.conflict.clue]);
    const place = forcedPlace(clash, ctx.puzzle.size);
    if (place === undefined) return `${butThen(clash, ctx, ", which contradicts ", "That contradicts ")}${clue}`;
    const X = valueSubject(clash.forced!.entity, ctx);
    const where = houses(place.positions, "or");
    const would = X.kind === "house" ? `${X.text} would have to be ${where}` : `${X.text} would have to live in ${where}`;
    const by = `${butThen(clash, ctx, "; by ", "By ")}${clue}, ${would}`;
    if (place.taken === undefined) return `${by}, which is impossible`;
    const Y = valueSubject(place.taken.entity, ctx);
    return `${by}, but ${Y.kind === "house" ? `${where} is ${Y.text}` : `${Y.text} lives there`}`;
  },
  "no-position": (clash, ctx) => `${butThen(clash, ctx, ": no", "But then no")} house is left for ${valueSubject(clash.conflict.entity, ctx).text}`,
  "no-value": (clash, ctx) => `${butThen(clash, ctx, ": no", "But then no")} ${nounOf(ctx, clash.conflict.attr)} is left for house ${clash.conflict.pos}`,
};

/** "But then <the clash's facts>" followed by `then`; `alone` when the clash names no fact. */
function butThen(clash: Clash, ctx: RenderContext, then: string, alone: string): string {
  return clash.facts.length > 0 ? `But then ${factsClause(clash.facts, ctx)}${then}` : alone;
}

/** A clash as a clause (see {@link clashTexts}). */
function clashText(clash: Clash, ctx: RenderContext): string {
  return (clashTexts[clash.conflict.kind] as (c: Clash, x: RenderContext) => string)(clash, ctx);
}

/** A case argument: the split value's positions, then each case as a bullet with its steps under it. */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  return caseArgumentLines(
    split,
    {
      positions: (s) => `${capitalize(factClause({ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }, ctx))}.`,
      ifCase: (fact) => `If ${factClause(fact, ctx)}:`,
      step: (s) => stepText(s, ctx),
      impossible: (clash) => `${clashText(clash, ctx)}, so this case is impossible.`,
    },
    indent,
  );
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
  const stated = premisesBeforeCases(step);
  const given = stated.length === 0 ? "" : ` We know that ${factsClause(stated, ctx)}.`;
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
