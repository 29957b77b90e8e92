import { contradictionConclusions, entityKey, mergeFacts, partnerPlacement, plainerFact } from "@zebra/model";
import type { AtFact, Clue, Fact, RenderContext, Step, StepVerbalizers } from "@zebra/model";
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
    const so = factsClause(step.conclusions, ctx);
    const by = clueList(step.clues);
    if (clue === undefined) return `根据${by}，${so}。`;
    if (step.premises.length === 0 && (clue.type === "at" || clue.type === "not_at")) return `根据${by}，${so}。`;
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
    const so = factsClause(contradictionConclusions(step), ctx);
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
      const [first, ...rest] = fullStep(sub, ctx).split("\n");
      lines.push(`  - ${first!}`, ...rest.map((line) => `    ${line}`));
    }
    lines.push(ending);
    return lines.join("\n");
  },
};

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
  const noted: NotedContext = { ...ctx, notes, used: new Set() };
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
