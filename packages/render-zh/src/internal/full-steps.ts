import { entityKey, isPositionRef } from "@zebra/model";
import {
  bulletLines,
  caseArgumentLines,
  contradictionConclusions,
  forcedPlace,
  mergeFacts,
  partnerPlacement,
  plainerFact,
  premisesBeforeCases,
  saysPlacement,
} from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clash, Clue, Fact, Step } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { factClause, factsClause } from "./facts.js";
import { clueList, house, houses, nounOf, predicateOf, valueSubject, valueText, type NotedContext } from "./words.js";

/**
 * Every step rule as a Chinese argument, in the full style: the reason first, then what
 * follows, citing clue numbers and saying what each clue says. What a step starts from is noted
 * after the value it is about (养猫的人（第2或3座）). A proof by contradiction spans several
 * lines: its sub-steps are indented bullets.
 */
export const fullSteps: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const clue = ctx.puzzle.clues[step.clues[0]!];
    const together = clue === undefined ? undefined : onePersonPlaced(clue, step, ctx);
    const so = together === undefined ? factsClause(step.conclusions, ctx) : `这个人住在${house(together)}里`;
    const by = clueList(step.clues);
    if (clue === undefined) return `根据${by}，${so}。`;
    // A clue that places its value says what the step concludes: 根据线索15，面包师住在第3座房子里。
    if (step.premises.length === 0 && saysPlacement(clue, ctx.puzzle.size)) return `根据${by}，${so}。`;
    const shared = sameHouse(step, ctx);
    if (shared !== undefined) return shared;
    const { clause, rest } = notedClause(clue, step.premises, ctx);
    const and = rest.length === 0 ? "" : `；又因为${factsClause(rest, ctx)}`;
    return `根据${by}，${clause}${and}，所以${so}。`;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsClause(step.conclusions, ctx)}。`;
    return placed.map((f) => `${house(f.pos)}只剩下${valueText(ctx, f.entity.attr, f.entity.value)}这一种${nounOf(ctx, step.attr)}。`).join("");
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
    const ending = `${clashText(step.clash, ctx)}，所以${factsClause(contradictionConclusions(step), ctx)}。`;
    if (step.subSteps.length === 0) return `${head}。${ending}`;
    return [
      `${head}，那么：`,
      ...bulletLines(
        step.subSteps.map((sub) => fullStep(sub, ctx)),
        "  ",
      ),
      ending,
    ].join("\n");
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
      step: (s) => fullStep(s, ctx),
      impossible: (clash) => `${clashText(clash, ctx)}，所以这种情况不可能。`,
    },
    indent,
  );
}

/** Any step as text, in the full style. */
export function fullStep(step: Step, ctx: RenderContext): string {
  return (fullSteps[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** What a fact says about the houses of its value, as a note: 第2座, 第2或3座, 不在第1座 (a house: 不是第1座). */
function noteOf(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  if (plain.kind === "at") return `第${plain.pos}座`;
  if (plain.kind === "among") return houses(plain.positions, "or").replace(/房子$/, "");
  return `${valueSubject(plain.entity, ctx).kind === "house" ? "不是" : "不在"}${houses(plain.positions, "and").replace(/房子$/, "")}`;
}

/** The clue as a clause with the premises noted after the values they are about; the premises it could not note. */
function notedClause(clue: Clue, premises: readonly Fact[], ctx: RenderContext): { clause: string; rest: Fact[] } {
  const merged = mergeFacts(premises);
  const notes = new Map<string, string>();
  for (const fact of merged) notes.set(entityKey(fact.entity), noteOf(fact, ctx));
  // Object.assign, not a spread: on Node 20 `{ ...ctx, x }` takes V8's slow path (see the locale kit's extend).
  const noted: NotedContext = Object.assign({}, ctx, { notes, used: new Set<string>() });
  const clause = clueClause(clue, noted);
  return { clause, rest: merged.filter((f) => !noted.used.has(entityKey(f.entity))) };
}

/**
 * A clue that two values belong to one person, one of them placed, in a short sentence:
 * 养猫的人住在第2座房子里；根据线索12，这个人在学葡萄牙语。红色房子是第3座房子；根据线索1，英国人
 * 住在这里。Undefined for any other step.
 */
function sameHouse(step: Step, ctx: RenderContext): string | undefined {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair === undefined) return undefined;
  const by = clueList(step.clues);
  const where = house(pair.known.pos);
  const known = valueSubject(pair.known.entity, ctx);
  const placed = valueSubject(pair.placed.entity, ctx);
  if (known.kind === "house") return placed.kind === "house" ? undefined : `${known.text}是${where}；根据${by}，${placed.text}住在这里。`;
  if (placed.kind === "house") return `${known.text}住在${where}里；根据${by}，这座房子是${placed.text}。`;
  const predicate = predicateOf(pair.placed.entity, ctx);
  return predicate === undefined ? undefined : `${known.text}住在${where}里；根据${by}，这个人${predicate}。`;
}

/** The house where a clue that two people are one places both, or undefined: one person placed (这个人住在第2座房子里), not two placements in one house. */
function onePersonPlaced(clue: Clue, step: Step, ctx: RenderContext): number | undefined {
  if (clue.type !== "same" || step.conclusions.length !== 2 || !step.conclusions.every(isAt)) return undefined;
  const [first, second] = step.conclusions as [AtFact, AtFact];
  const sides = [entityKey(clue.a), entityKey(clue.b)];
  if (first.pos !== second.pos || !sides.includes(entityKey(first.entity)) || !sides.includes(entityKey(second.entity))) return undefined;
  return [clue.a, clue.b].every((e) => !isPositionRef(e) && valueSubject(e, ctx).kind === "person") ? first.pos : undefined;
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
