import { clueEntities, entityKey, isPositionRef, sameEntity } from "@zebra/model";
import {
  bulletLines,
  caseArgumentLines,
  citedClues,
  clashTextOf,
  contradictionConclusions,
  forcedPlace,
  isJustSaid,
  mergeFacts,
  partnerPlacement,
  plainerFact,
  premisesBeforeCases,
  saysPlacement,
  sharedHouses,
  stepTextOf,
  withStatedClues,
} from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clash, Clue, Fact, Step, ValueRef } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { factClause, factsClause, type Names } from "./facts.js";
import { clueList, houseNo, houseNos, nounOf, predicateOf, valueSubject, type NotedContext } from "./words.js";

/**
 * Every step rule as a Chinese argument, in the full style: the reason first, then what
 * follows, citing clue numbers and saying what each clue says. What a step starts from is noted
 * after the value it is about (养猫的人（第2或3座）). A proof by contradiction spans several
 * lines: its sub-steps are indented bullets.
 */
export const fullSteps: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    const together = clue === undefined ? undefined : onePersonPlaced(clue, step, ctx);
    const so = together === undefined ? factsClause(step.conclusions, ctx) : `此人在${houseNo(together)}`;
    const by = clueList(step.clues);
    if (clue === undefined) return `由${by}，${so}。`;
    // A stated clue applied to what the sentence before has just said: that sentence is its premise (再由线索2，…).
    if (followsOn(step, ctx)) return `${(ctx as FollowingContext).introduced ? "" : "再"}由${by}，${so}。`;
    // A clue that places its value says what the step concludes: 由线索15，面包师在第3座。So does a clue that puts
    // it at an end, said by the houses: 由线索6，养狗的人只可能在第1或5座。
    if (step.premises.length === 0 && (saysPlacement(clue, ctx.puzzle.size) || clue.type === "ends")) return `由${by}，${so}。`;
    const shared = sameHouse(step, ctx);
    if (shared !== undefined) return shared;
    // Two people who are one, ruled out of houses before: the houses said once, with no note (所以此人不在第1、3座;
    // carried from one to the other, 所以喝茶的人也不在第1座). A placement keeps its notes: they are why it is the one house left.
    const said = clueClause(clue, ctx);
    const one = step.conclusions.some(isAt) ? undefined : onePersonsHouses(clue, step, ctx, namesAfter(clue, said, step.conclusions, ctx));
    if (one !== undefined) {
      const plain = `由${by}，${said}，所以${one}。`;
      if (!ctx.statedClues?.has(index)) return plain;
      const cited = citedBy(step, ctx, so);
      return cited.length < plain.length ? cited : plain;
    }
    // What the sentence before has just said needs no note.
    const { clause, rest } = notedClause(
      clue,
      step.premises.filter((p) => !isJustSaid(p, ctx)),
      ctx,
    );
    // Right after the clause, its people are 前者 and 后者, or its subject goes unsaid (see `namesAfter`).
    const and = rest.length === 0 ? "" : `；又因为${factsClause(rest, ctx)}`;
    const named = and === "" && together === undefined ? namesAfter(clue, clause, step.conclusions, ctx) : undefined;
    const restated = `由${by}，${clause}${and}，所以${named === undefined ? so : factsClause(step.conclusions, ctx, named)}。`;
    // A clue the text has stated may be cited by its number instead, when that is shorter: 爱听民谣的人在第3座，所以由线索3，…。
    if (step.premises.length === 0 || !ctx.statedClues?.has(index)) return restated;
    const cited = citedBy(step, ctx, so);
    return cited.length < restated.length ? cited : restated;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsClause(step.conclusions, ctx)}。`;
    return `${placed.map((f, i) => onlyValueFor(f, ctx, i === 0)).join("，")}。`;
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsClause(step.conclusions, ctx)}。`;
    return `${placed.map((f, i) => onlyHouseFor(f, ctx, i === 0)).join("，")}。`;
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  contradiction: (step, ctx) => {
    const head = `假设${factClause(step.assumption, ctx)}`;
    // The lines under it follow from the supposition as a case's do from 如果…： (no 那么).
    const ending = `${clashText(step.clash, ctx)}，所以${factsClause(contradictionConclusions(step), ctx)}。`;
    if (step.subSteps.length === 0) return `${head}。${ending}`;
    return [`${head}：`, ...bulletLines(inTurn(step.subSteps, ctx, step.assumption), "  "), ending].join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash: "但这样<its facts>", then what they
 * break ("与线索15矛盾"; "由线索15，X就只能在第1座，可那里住的是Y"; "就没有房子留给X了").
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => {
    const clue = clueList([clash.conflict.clue]);
    const place = forcedPlace(clash, ctx.puzzle.size);
    if (place === undefined) return `${butThen(clash, ctx, "，")}这与${clue}矛盾`;
    const X = valueSubject(clash.forced!.entity, ctx);
    const where = houseNos(place.positions, "or");
    const would = X.kind === "house" ? `${X.text}就只能是${where}` : `${X.text}就只能在${where}`;
    const by = `${butThen(clash, ctx, "；")}由${clue}，${would}`;
    if (place.taken === undefined) return `${by}，这不可能`;
    const Y = valueSubject(place.taken.entity, ctx);
    return `${by}，可${Y.kind === "house" ? `${where}是${Y.text}` : `那里住的是${Y.text}`}`;
  },
  "no-position": (clash, ctx) => `但这样${named(clash, ctx)}就没有房子留给${valueSubject(clash.conflict.entity, ctx).text}了，出现矛盾`,
  "no-value": (clash, ctx) => `但这样${named(clash, ctx)}${houseNo(clash.conflict.pos)}就没有可选的${nounOf(ctx, clash.conflict.attr)}了，出现矛盾`,
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
  return clashTextOf(clashTexts, clash, ctx);
}

/**
 * A case argument: the split value's positions, then each case as a bullet with its steps under
 * it. A case's steps follow on from its supposition and from each other, as a proof's do.
 */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  let now: RenderContext = ctx;
  return caseArgumentLines(
    split,
    {
      positions: (s) => `${factClause({ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }, ctx)}。`,
      ifCase: (fact) => {
        now = after(fact, ctx);
        return `如果${factClause(fact, ctx)}：`;
      },
      step: (s) => {
        const text = fullStep(s, now);
        now = next(s, now);
        return text;
      },
      impossible: (clash) => `${clashText(clash, ctx)}，所以这种情况不可能。`,
    },
    indent,
  );
}

/**
 * Singles in a row as one sentence (see `SolutionWording.singles`), 只能 said once: 这样，甲只能在第1座，
 * 乙在第2座。第3座只能住汤姆，第5座是绿色房子。
 */
export const singlesTexts = {
  full: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = steps.map((s) => s.conclusions[0]).filter((c): c is AtFact => c !== undefined && isAt(c));
    if (placed.length !== steps.length) return undefined;
    if (steps[0]!.rule === "naked-single") return `${placed.map((f, i) => onlyValueFor(f, ctx, i === 0)).join("，")}。`;
    return `${placed.map((f, i) => onlyHouseFor(f, ctx, i === 0)).join("，")}。`;
  },
};

/**
 * A value left one house, as a clause: after what left it so (`ctx.justSaid`), 这样，甲只能在第1座
 * (绿色房子只能是第5座); on its own, 甲只剩第1座可住 (绿色房子只可能是第5座). `first` says whether it
 * opens the sentence; after the first, the 只能 of the first carries over (，乙在第2座).
 */
function onlyHouseFor(fact: AtFact, ctx: RenderContext, first: boolean): string {
  const X = valueSubject(fact.entity, ctx);
  const where = houseNo(fact.pos);
  if (!first) return `${X.text}${X.kind === "house" ? "是" : "在"}${where}`;
  if (ctx.justSaid === undefined) return X.kind === "house" ? `${X.text}只可能是${where}` : `${X.text}只剩${where}可住`;
  return X.kind === "house" ? `这样，${X.text}只能是${where}` : `这样，${X.text}只能在${where}`;
}

/** A house left one value, as a clause about that value: 第3座只能住汤姆, 第3座只能是橙色房子 (after the first, 第4座住玛丽). */
function onlyValueFor(fact: AtFact, ctx: RenderContext, first: boolean): string {
  const X = valueSubject(fact.entity, ctx);
  if (!first) return X.kind === "house" ? `${houseNo(fact.pos)}是${X.text}` : `${houseNo(fact.pos)}住${X.text}`;
  return X.kind === "house" ? `${houseNo(fact.pos)}只能是${X.text}` : `${houseNo(fact.pos)}只能住${X.text}`;
}

/**
 * Whether a step applies a clue the text has stated to what the sentence before it has just
 * said (`ctx.justSaid`) and nothing else, so that it can take that as read: 再由线索2，…。
 */
function followsOn(step: Step, ctx: RenderContext): boolean {
  if (ctx.justSaid === undefined || step.premises.length === 0 || !step.clues.every((c) => ctx.statedClues?.has(c))) return false;
  return step.premises.every((p) => isJustSaid(p, ctx));
}

/**
 * A context in a proof or a case: its steps follow on from its supposition, which 假设… or 如果…
 * has `introduced` (so the first step needs no 再), and then from each other.
 */
interface FollowingContext extends RenderContext {
  readonly introduced?: boolean;
}

/** The context of the first step after a supposition or a case. */
function after(fact: Fact, ctx: RenderContext): FollowingContext {
  // Object.assign, not a spread: on Node 20 `{ ...ctx, x }` takes V8's slow path (see the locale kit's extend).
  return Object.assign({}, ctx, { justSaid: [fact], introduced: true });
}

/** The context of the step after `step`: its clues stated, its conclusions just said. */
function next(step: Step, ctx: RenderContext): FollowingContext {
  return Object.assign({}, withStatedClues(ctx, citedClues(step)), { justSaid: step.conclusions, introduced: false });
}

/** Steps worded one after another from a supposition. */
function inTurn(steps: readonly Step[], ctx: RenderContext, supposed: Fact): string[] {
  let now: RenderContext = after(supposed, ctx);
  return steps.map((s) => {
    const text = fullStep(s, now);
    now = next(s, now);
    return text;
  });
}

/** Any step as text, in the full style. */
function fullStep(step: Step, ctx: RenderContext): string {
  return stepTextOf(fullSteps, step, ctx);
}

/** What a fact says about the houses of its value, as a note: 第2座, 第2或3座, 不在第1座 (a house: 不是第1座). */
function noteOf(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  if (plain.kind === "at") return houseNo(plain.pos);
  if (plain.kind === "among") return houseNos(plain.positions, "or");
  return `${valueSubject(plain.entity, ctx).kind === "house" ? "不是" : "不在"}${houseNos(plain.positions, "and")}`;
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
 * 养猫的人在第2座；由线索12，此人在学葡萄牙语。红色房子是第3座；由线索1，英国人
 * 住在这里。Undefined for any other step.
 */
function sameHouse(step: Step, ctx: RenderContext): string | undefined {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair === undefined) return undefined;
  const by = clueList(step.clues);
  const where = houseNo(pair.known.pos);
  const known = valueSubject(pair.known.entity, ctx);
  const placed = valueSubject(pair.placed.entity, ctx);
  // The sentence before has just ended on that placement: it is not said again (由线索6，此人爱听流行音乐。);
  // after a sentence that placed several, the person is named (由线索6，点马卡龙的人爱听流行音乐。).
  const last = ctx.justSaid?.at(-1);
  if (known.kind === "person" && last !== undefined && last.kind === "at" && last.pos === pair.known.pos && sameEntity(last.entity, pair.known.entity)) {
    const who = ctx.justSaid!.length === 1 ? "此人" : known.text;
    if (placed.kind === "house") return `由${by}，${who}住在${placed.text}里。`;
    const predicate = predicateOf(pair.placed.entity, ctx);
    if (predicate !== undefined) return `由${by}，${who}${predicate}。`;
  }
  if (known.kind === "house") return placed.kind === "house" ? undefined : `${known.text}是${where}；由${by}，${placed.text}住在这里。`;
  if (placed.kind === "house") return `${known.text}在${where}；由${by}，这座房子是${placed.text}。`;
  const predicate = predicateOf(pair.placed.entity, ctx);
  return predicate === undefined ? undefined : `${known.text}在${where}；由${by}，此人${predicate}。`;
}

/**
 * Where a clue that two people are one leaves that person, when the step only carries houses
 * ruled out for one over to the other (see `sharedHouses`): 此人只可能在第2或5座, 此人不在第3、4座;
 * carried from one to the other, 喝茶的人也不在第1座. Undefined for any other step, or when either value is a house.
 */
function onePersonsHouses(clue: Clue, step: Step, ctx: RenderContext, names?: Names): string | undefined {
  const plain = sharedHouses(clue, step, ctx.puzzle.size);
  if (plain === undefined || clue.type !== "same" || [clue.a, clue.b].some((e) => isPositionRef(e) || valueSubject(e, ctx).kind !== "person")) return undefined;
  // Carried from one to the other, the other is named, with 也; otherwise the one person is 此人.
  const premises = mergeFacts(step.premises);
  const carried = premises.every((f) => sameEntity(f.entity, premises[0]!.entity)) && step.conclusions.every((c) => !sameEntity(c.entity, premises[0]!.entity));
  const carriedTo = step.conclusions[0]!.entity;
  const who = carried ? `${names?.get(entityKey(carriedTo)) ?? valueSubject(carriedTo, ctx).text}也` : "此人";
  if (plain.kind === "at") return `${who}在${houseNo(plain.pos)}`;
  return plain.kind === "among" ? `${who}只可能在${houseNos(plain.positions, "or")}` : `${who}不在${houseNos(plain.positions, "and")}`;
}

/** The house where a clue that two people are one places both, or undefined: one person placed (此人在第2座), not two placements in one house. */
function onePersonPlaced(clue: Clue, step: Step, ctx: RenderContext): number | undefined {
  if (clue.type !== "same" || step.conclusions.length !== 2 || !step.conclusions.every(isAt)) return undefined;
  const [first, second] = step.conclusions as [AtFact, AtFact];
  const sides = [entityKey(clue.a), entityKey(clue.b)];
  if (first.pos !== second.pos || !sides.includes(entityKey(first.entity)) || !sides.includes(entityKey(second.entity))) return undefined;
  return [clue.a, clue.b].every((e) => !isPositionRef(e) && valueSubject(e, ctx).kind === "person") ? first.pos : undefined;
}

/**
 * A step that applies a clue the text has stated, cited by its number after its premises (what the
 * sentence before has just said is not said again): 爱听民谣的人在第3座，所以由线索3，…。When premises
 * and conclusions are about one person, the conclusion names them 此人 (after the clue cited between, a
 * bare predicate would hang): 打棒球的人只可能在第1或5座，所以由线索2，此人在第5座。`so`: the conclusions
 * as the step says them otherwise.
 */
function citedBy(step: Step, ctx: RenderContext, so: string): string {
  const unsaid = step.premises.filter((p) => !isJustSaid(p, ctx));
  const premises = unsaid.length > 0 ? unsaid : step.premises;
  const one = premises[0]!.entity;
  const carried = valueSubject(one, ctx).kind === "person" && [...premises, ...step.conclusions].every((f) => sameEntity(f.entity, one));
  return `${factsClause(premises, ctx)}，所以由${clueList(step.clues)}，${carried ? factsClause(step.conclusions, ctx, new Map([[entityKey(one), "此人"]])) : so}。`;
}

/**
 * Who the conclusions right after a clue's clause are about, said short: when they are all about
 * the clause's subject, it goes unsaid, as Chinese carries a topic on (由线索2，甲紧挨着住在乙的左边，所以
 * 不在第5座); when they are about the two people or houses the clue names, those are 前者 and 后者 in the
 * clause's order (所以前者不在第5座，后者不在第1座). Undefined otherwise: the subjects are named.
 */
function namesAfter(clue: Clue, said: string, conclusions: readonly Fact[], ctx: RenderContext): Names | undefined {
  const about = conclusions.map((c) => c.entity);
  if (about.length === 0) return undefined;
  const topic = valueSubject(about[0]!, ctx).text;
  // The subject stands first and alone: not 甲和乙是邻居, 甲的年龄比…, nor 甲住的房子在…之间.
  const after = said.startsWith(topic) ? said.slice(topic.length).replace(/^（[^（）]*）/, "") : undefined;
  if (after !== undefined && !/^(和|与|、|的|住的房子|就是)/.test(after) && about.every((e) => sameEntity(e, about[0]!))) {
    return new Map([[entityKey(about[0]!), ""]]);
  }
  const named = clueEntities(clue);
  // Two who are one person (or one person and their house) are not two: 所以前者在第3座，后者是第3座 would not do.
  if (clue.type === "same" || named.length !== 2 || named.some(isPositionRef) || sameEntity(named[0]!, named[1]!)) return undefined;
  if (about.some((e) => !named.some((n) => sameEntity(n, e)))) return undefined;
  const texts = named.map((e) => valueSubject(e as ValueRef, ctx).text);
  const at = texts.map((t) => said.indexOf(t));
  if (at.some((i) => i < 0) || texts[0]!.includes(texts[1]!) || texts[1]!.includes(texts[0]!)) return undefined;
  const [first, second] = at[0]! < at[1]! ? [named[0]!, named[1]!] : [named[1]!, named[0]!];
  return new Map([
    [entityKey(first), "前者"],
    [entityKey(second), "后者"],
  ]);
}

function combination(step: Step, ctx: RenderContext): string {
  const clauses = step.clues.map((i) => {
    const clue = ctx.puzzle.clues[i];
    return clue === undefined ? undefined : clueClause(clue, ctx);
  });
  const so = factsClause(step.conclusions, ctx);
  const intro = clauses.every((c) => c !== undefined) ? `综合${clueList(step.clues)}：${clauses.join("；")}。` : `综合${clueList(step.clues)}。`;
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
