import { bulletLines, caseArgumentLines, forcedPlace, premisesBeforeCases } from "@zebra/model";
import type { AtFact, CaseSplit, Clash, ClashVerbalizers, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { clueList, house, houses, nounOf, valueSubject } from "./words.js";

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
    return [`${head}，那么：`, ...bulletLines(step.subSteps.map((sub) => stepText(sub, ctx)), "  "), ending].join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash: "但这样<its facts>", then what they
 * break ("与线索15矛盾"; "根据线索15，X就只能住在第1座房子里，可那里住的是Y"; "就没有房子留给X了").
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => {
    const clue = clueList([clash.conflict.clue]);
    const place = forcedPlace(clash, ctx.puzzle.size);
    if (place === undefined) return `${butThen(clash, ctx, "，")}这与${clue}矛盾`;
    const X = valueSubject(clash.forced!.entity, ctx);
    const where = houses(place.positions, "or");
    const would = X.kind === "house" ? `${X.text}就只能是${where}` : `${X.text}就只能住在${where}里`;
    const by = `${butThen(clash, ctx, "；")}根据${clue}，${would}`;
    if (place.taken === undefined) return `${by}，这不可能`;
    const Y = valueSubject(place.taken.entity, ctx);
    return `${by}，可${Y.kind === "house" ? `${where}是${Y.text}` : `那里住的是${Y.text}`}`;
  },
  "no-position": (clash, ctx) => `但这样${named(clash, ctx)}就没有房子留给${valueSubject(clash.conflict.entity, ctx).text}了，出现矛盾`,
  "no-value": (clash, ctx) => `但这样${named(clash, ctx)}${house(clash.conflict.pos)}就没有可选的${nounOf(ctx, clash.conflict.attr)}了，出现矛盾`,
};

/** "但这样<the clash's facts>" followed by `then`; nothing when the clash names no fact. */
function butThen(clash: Clash, ctx: RenderContext, then: string): string {
  return clash.facts.length > 0 ? `但这样${factsClause(clash.facts, ctx)}${then}` : "";
}

/** The clash's facts and a comma, after 但这样 (nothing when it names none). */
function named(clash: Clash, ctx: RenderContext): string {
  return clash.facts.length > 0 ? `${factsClause(clash.facts, ctx)}，` : "";
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
      positions: (s) => `${factClause({ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }, ctx)}。`,
      ifCase: (fact) => `如果${factClause(fact, ctx)}：`,
      step: (s) => stepText(s, ctx),
      impossible: (clash) => `${clashText(clash, ctx)}，所以这种情况不可能。`,
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
  const intro = clauses.every((c) => c !== undefined) ? `综合${clueList(step.clues)}来看：${clauses.join("；")}。` : `综合${clueList(step.clues)}来看。`;
  if (step.rule !== "clue-combination") {
    if (step.premises.length === 0) return `${intro}由此可知，${so}。`;
    return `${intro}因为${factsClause(step.premises, ctx)}，所以${so}。`;
  }
  const known = premisesBeforeCases(step);
  const given = known.length === 0 ? "" : `已知${factsClause(known, ctx)}。`;
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
