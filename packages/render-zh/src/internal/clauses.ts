import { fillTemplate, isPositionRef, joinList, optionsExclude } from "@zebra/model";
import type { Clue, ClueClauses, ClueOf, Entity, RenderContext } from "@zebra/model";
import { chineseCount } from "../numbers.js";
import { asPerson, house, nounOf, predicateOf, subjectOf, wordsOf, type Phrase } from "./words.js";

/**
 * Every clue type as a Chinese clause, without the closing 。, so that clauses can be used
 * inside sentences (根据线索4，绿色房子紧挨在白色房子的左边；……). Chinese word order is the same
 * in main and embedded clauses (因为……，所以……), so a clause is its text.
 */
export const clueClauses: ClueClauses<string> = {
  same: ({ a, b }, ctx) => {
    if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, false);
    if (isPositionRef(a) && !isPositionRef(b)) return placed(b, a.pos, ctx, false);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    const predB = predicateOf(b, ctx);
    const predA = predicateOf(a, ctx);
    if (A.kind === "person" && predB !== undefined) return `${A.text}${predB}`;
    if (B.kind === "person" && predA !== undefined) return `${B.text}${predA}`;
    if (A.kind === "person" && B.kind === "house") return `${A.text}住在${B.text}里`;
    if (A.kind === "house" && B.kind === "person") return `${B.text}住在${A.text}里`;
    return `${A.text}就是${B.text}`;
  },
  not_same: ({ a, b }, ctx) => {
    if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, true);
    if (isPositionRef(a) && !isPositionRef(b)) return placed(b, a.pos, ctx, true);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    if (A.kind === "person" && B.kind === "house") return `${A.text}不住在${B.text}里`;
    if (A.kind === "house" && B.kind === "person") return `${B.text}不住在${A.text}里`;
    return `${A.text}不是${B.text}`;
  },
  at: ({ a, pos }, ctx) => placed(a, pos, ctx, false),
  not_at: ({ a, pos }, ctx) => placed(a, pos, ctx, true),
  next_to: ({ a, b }, ctx) => neighbours(subjectOf(a, ctx), subjectOf(b, ctx), false),
  not_next_to: ({ a, b }, ctx) => neighbours(subjectOf(a, ctx), subjectOf(b, ctx), true),
  left_of: ({ a, b }, ctx) => somewhere(subjectOf(a, ctx), subjectOf(b, ctx), "左"),
  right_of: ({ a, b }, ctx) => somewhere(subjectOf(a, ctx), subjectOf(b, ctx), "右"),
  immediately_left: ({ a, b }, ctx) => immediately(subjectOf(a, ctx), subjectOf(b, ctx), "左"),
  immediately_right: ({ a, b }, ctx) => immediately(subjectOf(a, ctx), subjectOf(b, ctx), "右"),
  ends: ({ a }, ctx) => {
    const A = subjectOf(a, ctx);
    return A.kind === "house" ? `${A.text}是最左边或最右边的房子` : `${A.text}住在最左边或最右边的房子里`;
  },
  between: ({ a, b, c }, ctx) => {
    const A = subjectOf(a, ctx).text;
    const B = subjectOf(b, ctx);
    const C = subjectOf(c, ctx).text;
    return `${B.text}${B.kind === "house" ? "在" : "住在"}${A}和${C}之间（${A}在左，${C}在右）`;
  },
  distance: ({ a, b, d }, ctx) => {
    if (d === 1) return neighbours(subjectOf(a, ctx), subjectOf(b, ctx), false);
    return `${subjectOf(a, ctx).text}和${subjectOf(b, ctx).text}之间隔着${chineseCount(d - 1)}座房子`;
  },
  any_of: (clue, ctx) => anyOf(clue, ctx, false),
  less_than: ({ attr, a, b }, ctx) => compare(attr, a, b, ctx, "less", "小"),
  greater_than: ({ attr, a, b }, ctx) => compare(attr, a, b, ctx, "greater", "大"),
  difference: ({ attr, a, b, d }, ctx) => {
    const [x, y, by] = d < 0 ? [b, a, -d] : [a, b, d];
    const A = asPerson(subjectOf(x, ctx));
    const B = asPerson(subjectOf(y, ctx));
    const template = wordsOf(ctx, attr)?.difference;
    if (template !== undefined && template !== "") return fillTemplate(template, { a: A, b: B, d: String(by) });
    return `${A}的${nounOf(ctx, attr)}比${B}的大${by}`;
  },
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): string {
  return tidy((clueClauses[clue.type] as (c: Clue, x: RenderContext) => string)(clue, ctx));
}

/**
 * Smooths what joining phrases can produce: 住在 followed by a phrase that itself starts with
 * 在 (在8楼上班的人) reads 住在那位在8楼上班的人, not 住在在8楼上班的人.
 */
export function tidy(text: string): string {
  return text.replace(/在在/g, "在那位在");
}

function placed(entity: Entity, pos: number, ctx: RenderContext, negated: boolean): string {
  const A = subjectOf(entity, ctx);
  if (A.kind === "house") return `${A.text}${negated ? "不是" : "是"}${house(pos)}`;
  return `${A.text}${negated ? "不住在" : "住在"}${house(pos)}里`;
}

function neighbours(A: Phrase, B: Phrase, negated: boolean): string {
  const not = negated ? "不" : "";
  if (A.kind === "person" && B.kind === "person") return `${A.text}和${B.text}${negated ? "不是" : "是"}邻居`;
  if (A.kind === "person") return `${A.text}${not}住在${B.text}隔壁`;
  if (B.kind === "person") return `${B.text}${not}住在${A.text}隔壁`;
  return `${A.text}和${B.text}${not}相邻`;
}

function somewhere(A: Phrase, B: Phrase, side: "左" | "右"): string {
  return A.kind === "house" ? `${A.text}在${B.text}的${side}边（不一定相邻）` : `${A.text}住在${B.text}${side}边的某座房子里`;
}

function immediately(A: Phrase, B: Phrase, side: "左" | "右"): string {
  return A.kind === "house" ? `${A.text}紧挨在${B.text}的${side}边` : `${A.text}紧挨着住在${B.text}的${side}边`;
}

function compare(attr: string, a: Entity, b: Entity, ctx: RenderContext, field: "less" | "greater", adjective: string): string {
  const A = asPerson(subjectOf(a, ctx));
  const B = asPerson(subjectOf(b, ctx));
  const template = wordsOf(ctx, attr)?.[field];
  if (template !== undefined && template !== "") return fillTemplate(template, { a: A, b: B });
  return `${A}的${nounOf(ctx, attr)}比${B}的${adjective}`;
}

function option(clues: readonly Clue[], ctx: RenderContext): string {
  return joinList(
    clues.map((c) => (c.type === "any_of" ? anyOf(c, ctx, true) : clueClause(c, ctx))),
    "，",
    "，并且",
  );
}

function anyOf(clue: ClueOf<"any_of">, ctx: RenderContext, nested: boolean): string {
  const options = clue.options.map((o) => option(o, ctx));
  if (options.length === 1) return options[0]!;
  if (nested) return `（${joinList(options, "，或者", "，或者")}）`;
  if (options.length === 2) {
    return optionsExclude(clue) ? `要么${options[0]!}，要么${options[1]!}` : `${options[0]!}，或者${options[1]!}（两者也可能同时成立）`;
  }
  return `以下几项中至少有一项成立：${options.join("；")}`;
}
