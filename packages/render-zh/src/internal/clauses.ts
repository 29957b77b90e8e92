import { isPositionRef } from "@zebra/model";
import { clueClauseOf, fillTemplate, joinList, optionsExclude } from "@zebra/locale-kit";
import type { Clue, ClueOf, Entity } from "@zebra/model";
import type { ClueClauses, RenderContext } from "@zebra/locale-kit";
import { chineseCount } from "../numbers.js";
import { asHouse, asPerson, house, nounOf, predicateOf, subjectOf, wordsOf, type Phrase } from "./words.js";

/**
 * Every clue type as a Chinese clause, without the closing 。, so that clauses can be used
 * inside sentences (根据线索4，绿色房子紧挨在白色房子的左边；……). Chinese word order is the same
 * in main and embedded clauses (因为……，所以……), so a clause is its text.
 *
 * A position in a clue is its house (……住在第4座房子左边的某座房子里), and a relation that pins
 * a value to one house, or rules out just one, says so (……住在第1座房子里). A person is the
 * subject when a house and a person are related (爱听民谣的人紧挨着住在象牙色房子的右边).
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
  next_to: (clue, ctx) => neighbours(subjectOf(clue.a, ctx), subjectOf(clue.b, ctx), false),
  not_next_to: ({ a, b }, ctx) => neighbours(subjectOf(a, ctx), subjectOf(b, ctx), true),
  left_of: (clue, ctx) => somewhere(subjectOf(clue.a, ctx), subjectOf(clue.b, ctx), "左"),
  right_of: (clue, ctx) => somewhere(subjectOf(clue.a, ctx), subjectOf(clue.b, ctx), "右"),
  immediately_left: (clue, ctx) => immediately(subjectOf(clue.a, ctx), subjectOf(clue.b, ctx), "左"),
  immediately_right: (clue, ctx) => immediately(subjectOf(clue.a, ctx), subjectOf(clue.b, ctx), "右"),
  ends: ({ a }, ctx) => {
    const A = subjectOf(a, ctx);
    return A.kind === "house" ? `${A.text}是最左边或最右边的房子` : `${A.text}住在最左边或最右边的房子里`;
  },
  between: ({ a, b, c }, ctx) => {
    const B = subjectOf(b, ctx);
    const ends = [subjectOf(a, ctx), subjectOf(c, ctx)];
    // Ends of one kind read as they are (丹麦人和瑞典人之间); mixed ends, or a house between, are houses.
    const [A, C] = B.kind === "house" || ends[0]!.kind !== ends[1]!.kind ? ends.map(asHouse) : ends.map((p) => p.text);
    // The parenthesis names the ends again, without the notes they carry.
    const bare = (text: string) => text.replace(/（[^（）]*）$/, "");
    const sides = `（${bare(A!)}在左，${bare(C!)}在右）`;
    if (B.kind === "house") return `${B.text}在${A!}和${C!}之间${sides}`;
    // A phrase that starts with its own verb (在8楼上班的人) comes first: ……之间住着……, never 住在在.
    return startsWithVerb(A!) ? `${A!}和${C!}之间住着${B.text}${sides}` : `${B.text}住在${A!}和${C!}之间${sides}`;
  },
  distance: (clue, ctx) => {
    const { a, b, d } = clue;
    if (d === 1) return neighbours(subjectOf(a, ctx), subjectOf(b, ctx), false);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    const [x, y] = A.kind === B.kind ? [A.text, B.text] : [asHouse(A), asHouse(B)];
    return `${x}和${y}之间隔着${chineseCount(d - 1)}座房子`;
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
  return clueClauseOf(clueClauses, clue, ctx);
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

const otherSide = { 左: "右", 右: "左" } as const;

/** Whether a phrase starts with a verb of place (在8楼上班的人, 住得……的人), so that it cannot follow 住在. */
function startsWithVerb(text: string): boolean {
  return /^[在住]/.test(text);
}

/**
 * A house somewhere to one side of a person reads as the person somewhere to the other side of
 * the house; a person after whom 住在 cannot stand (在8楼上班的人) comes first.
 */
function somewhere(A: Phrase, B: Phrase, side: "左" | "右"): string {
  if (A.kind === "house" && B.kind === "person") return somewhere(B, A, otherSide[side]);
  if (A.kind === "house") return `${A.text}在${B.text}的${side}边（不一定相邻）`;
  return startsWithVerb(B.text) ? `${B.text}${side}边的某座房子里住着${A.text}` : `${A.text}住在${B.text}${side}边的某座房子里`;
}

function immediately(A: Phrase, B: Phrase, side: "左" | "右"): string {
  if (A.kind === "house" && B.kind === "person") return immediately(B, A, otherSide[side]);
  if (A.kind === "house") return `${A.text}紧挨在${B.text}的${side}边`;
  return startsWithVerb(B.text) ? `${B.text}的${side}边紧挨着住着${A.text}` : `${A.text}紧挨着住在${B.text}的${side}边`;
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
