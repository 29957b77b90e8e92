import { entityKey } from "@zebra/model";
import { joinList, mergeFacts, plainerFact } from "@zebra/locale-kit";
import type { Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { houseNo, houseNos, valueSubject } from "./words.js";

/**
 * Every fact kind as a Chinese clause, houses by their numbers (the clues have named them): 丹麦人在第2座,
 * 养狗的人不在第1、3座, 绿色房子不是第1、3座. Steps word facts through `factClause`, the plainer way:
 * 养狗的人只可能在第1或5座 for houses 2, 3 and 4 ruled out.
 */
export const factClauses: FactClauses<string> = {
  at: (fact, ctx) => clauseOf(fact, ctx, true),
  not_at: (fact, ctx) => clauseOf(fact, ctx, true),
  among: (fact, ctx) => clauseOf(fact, ctx, true),
};

/**
 * Subjects said otherwise, keyed by `entityKey`: 前者 and 后者 for the two a clue has just named,
 * "" for the topic of the clause before, which Chinese carries on unsaid (…，所以不住在第5座).
 */
export type Names = ReadonlyMap<string, string>;

/** One fact as a clause, the plainer way (`plainerFact`). */
export function factClause(fact: Fact, ctx: RenderContext, names?: Names): string {
  return clauseOf(plainerFact(fact, ctx.puzzle.size), ctx, true, names);
}

/**
 * Several facts as one clause: eliminations of the same value are merged, then joined with ，
 * (and ，并且 before the last of three or more, which keeps a long list apart from what follows).
 * After the first, a fact is said in short, as a list of them reads (丹麦人在第2座，养狗的人在第1或3座).
 */
export function factsClause(facts: readonly Fact[], ctx: RenderContext, names?: Names): string {
  // 前者 before 后者, whatever order the step gives them in.
  const order = (f: Fact) => ["前者", "后者"].indexOf(names?.get(entityKey(f.entity)) ?? "");
  const merged = names === undefined ? mergeFacts(facts) : mergeFacts(facts).sort((x, y) => order(x) - order(y));
  const clauses = merged.map((f, i) => clauseOf(plainerFact(f, ctx.puzzle.size), ctx, i === 0, names));
  return joinList(clauses, "，", clauses.length > 2 ? "，并且" : "，");
}

/**
 * A fact as a clause: 丹麦人在第2座, 不在第1、3座, 只可能在第1或5座 (after the first of a list, 在第1或5座);
 * a house 是第4座, 不是第1、3座, 只可能是第1或5座.
 */
function clauseOf(fact: Fact, ctx: RenderContext, first: boolean, names?: Names): string {
  const X = valueSubject(fact.entity, ctx);
  const who = names?.get(entityKey(fact.entity)) ?? X.text;
  if (fact.kind === "at") return `${who}${X.kind === "house" ? "是" : "在"}${houseNo(fact.pos)}`;
  if (fact.kind === "not_at") return `${who}${X.kind === "house" ? "不是" : "不在"}${houseNos(fact.positions, "and")}`;
  const may = first || X.kind === "house" ? "只可能" : "";
  return `${who}${may}${X.kind === "house" ? "是" : "在"}${houseNos(fact.positions, "or")}`;
}
