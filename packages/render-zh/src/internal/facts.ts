import { factClauseOf, joinList, mergeFacts, plainerFact } from "@zebra/locale-kit";
import type { Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { house, houses, valueSubject } from "./words.js";

/**
 * Every fact kind as a Chinese clause: 丹麦人住在第2座房子里, 绿色房子不是第1、3座房子. Steps
 * word facts through `factClause`, the plainer way: 养狗的人只可能住在第1或5座房子里 for houses
 * 2, 3 and 4 ruled out.
 */
export const factClauses: FactClauses<string> = {
  at: ({ entity, pos }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text}是${house(pos)}` : `${X.text}住在${house(pos)}里`;
  },
  not_at: ({ entity, positions }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text}不是${houses(positions, "and")}` : `${X.text}不住在${houses(positions, "and")}里`;
  },
  among: ({ entity, positions }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text}只可能是${houses(positions, "or")}` : `${X.text}只可能住在${houses(positions, "or")}里`;
  },
};

/** One fact as a clause, the plainer way (`plainerFact`). */
export function factClause(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  return factClauseOf(factClauses, plain, ctx);
}

/**
 * Several facts as one clause: eliminations of the same value are merged, then joined with ，
 * and ，并且. After the first, a fact names its houses in short, as a list of them reads
 * (丹麦人住在第2座房子里，养狗的人不在第1、3座，并且绿色房子是第4座).
 */
export function factsClause(facts: readonly Fact[], ctx: RenderContext): string {
  return joinList(
    mergeFacts(facts).map((f, i) => (i === 0 ? factClause(f, ctx) : shortFactClause(f, ctx))),
    "，",
    "，并且",
  );
}

/** A fact after the first of a list: 养狗的人在第2座, 不在第1、3座, 在第1或5座; 绿色房子是第4座. */
function shortFactClause(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  const X = valueSubject(plain.entity, ctx);
  const where = plain.kind === "at" ? house(plain.pos) : houses(plain.positions, plain.kind === "among" ? "or" : "and");
  const short = where.replace(/房子$/, "");
  if (X.kind === "house") return `${X.text}${plain.kind === "not_at" ? "不是" : plain.kind === "among" ? "只可能是" : "是"}${short}`;
  return `${X.text}${plain.kind === "not_at" ? "不在" : "在"}${short}`;
}
