// One clause per clue type. `ClueClauses` lists every clue type of the format: when the format
// gains one, this file stops compiling until it is worded here too.
import { isPositionRef } from "@zebra/model";
import { clueClauseOf, fillTemplate, optionsExclude } from "@zebra/locale-kit";
import type { Clue, ClueOf, Entity } from "@zebra/model";
import type { ClueClauses, RenderContext } from "@zebra/locale-kit";
import { inflect, landmark, noun, nth, person, predicateOf, refer, subject, wordsOf, write, type Clause, type Referent } from "./words.js";

/**
 * Every clue type as a Japanese clause: the subject first, what is said of it last, a house
 * that ある where a person 住んでいる (緑の家は白い家の左隣にある, コーヒーを飲む人は緑の家に住んでいる).
 */
export const clueClauses: ClueClauses<Clause> = {
  same: ({ a, b }, ctx) => {
    if (isPositionRef(b)) return placed(refer(a, ctx), b.pos, false);
    if (isPositionRef(a)) return placed(refer(b, ctx), a.pos, false);
    const [T, O] = topicFirst(refer(a, ctx), refer(b, ctx));
    if (T.kind === "house" && O.kind === "house") return { subject: T.text, predicate: `${O.text}である` };
    if (T.kind === "house") return { subject: person(O), predicate: `${T.text}に住んでいる` };
    return { subject: subject(T), predicate: predicateOf(O) };
  },
  not_same: ({ a, b }, ctx) => {
    if (isPositionRef(b)) return placed(refer(a, ctx), b.pos, true);
    if (isPositionRef(a)) return placed(refer(b, ctx), a.pos, true);
    const [T, O] = topicFirst(refer(a, ctx), refer(b, ctx));
    if (T.kind === "house" && O.kind === "house") return { subject: T.text, predicate: `${O.text}ではない` };
    if (T.kind === "house") return { subject: person(O), predicate: `${T.text}には住んでいない` };
    if (O.kind === "house") return { subject: subject(T), predicate: `${O.text}には住んでいない` };
    if (O.kind === "person" && O.negative !== undefined) return { subject: subject(T), predicate: O.negative };
    return { subject: subject(T), predicate: `${person(O)}ではない` };
  },
  at: ({ a, pos }, ctx) => placed(refer(a, ctx), pos, false),
  not_at: ({ a, pos }, ctx) => placed(refer(a, ctx), pos, true),
  next_to: (clue, ctx) => relation(refer(clue.a, ctx), refer(clue.b, ctx), "next", false),
  not_next_to: ({ a, b }, ctx) => relation(refer(a, ctx), refer(b, ctx), "next", true),
  left_of: (clue, ctx) => relation(refer(clue.a, ctx), refer(clue.b, ctx), "left", false),
  right_of: (clue, ctx) => relation(refer(clue.a, ctx), refer(clue.b, ctx), "right", false),
  immediately_left: (clue, ctx) => relation(refer(clue.a, ctx), refer(clue.b, ctx), "just-left", false),
  immediately_right: (clue, ctx) => relation(refer(clue.a, ctx), refer(clue.b, ctx), "just-right", false),
  ends: ({ a }, ctx) => {
    const A = refer(a, ctx);
    return { subject: placeName(A), predicate: isPlace(A) ? "左端か右端にある" : "左端か右端の家に住んでいる" };
  },
  between: ({ a, b, c }, ctx) => {
    const B = refer(b, ctx);
    const where = `、${landmark(refer(a, ctx))}より右、${landmark(refer(c, ctx))}より左のどこか`;
    return { subject: placeName(B), predicate: `${where}${isPlace(B) ? "にある" : "に住んでいる"}` };
  },
  distance: (clue, ctx) => {
    const { a, b, d } = clue;
    if (d === 1) return relation(refer(a, ctx), refer(b, ctx), "next", false);
    return { place: `${landmark(refer(a, ctx))}と${landmark(refer(b, ctx))}の間`, predicate: `家が${d - 1}軒ある` };
  },
  any_of: (clue, ctx) => anyOf(clue, ctx),
  less_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "less", a, b, undefined),
  greater_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "greater", a, b, undefined),
  difference: ({ attr, a, b, d }, ctx) => (d < 0 ? compare(ctx, attr, "difference", b, a, -d) : compare(ctx, attr, "difference", a, b, d)),
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): Clause {
  return clueClauseOf(clueClauses, clue, ctx);
}

/**
 * The two sides of a "same person" clue, the topic first: a name (サムはギターを弾く), else a
 * nationality or a job (スウェーデン人は40歳である), else a person rather than a house
 * (ダンヒルを吸う人は黄色い家に住んでいる), else the clue's own order.
 */
function topicFirst(a: Referent, b: Referent): [Referent, Referent] {
  const rank = (r: Referent) => (r.kind === "person" ? r.rank : -1);
  return rank(b) > rank(a) ? [b, a] : [a, b];
}

/** 〜は3軒目に住んでいる, 〜は3軒目ではない (a house is a position: 緑の家は4軒目である). */
function placed(A: Referent, pos: number, negated: boolean): Clause {
  if (isPlace(A)) return { subject: placeName(A), predicate: `${nth(pos)}${negated ? "ではない" : "である"}` };
  return { subject: subject(A), predicate: `${nth(pos)}${negated ? "には住んでいない" : "に住んでいる"}` };
}

/** Where A is seen from B, and the same seen from A. */
const sides = {
  next: { words: "の隣", mirror: "next" },
  left: { words: "より左のどこか", mirror: "right" },
  right: { words: "より右のどこか", mirror: "left" },
  "just-left": { words: "の左隣", mirror: "just-right" },
  "just-right": { words: "の右隣", mirror: "just-left" },
} as const;

/**
 * 〜は〈B〉の隣に住んでいる, 〜は〈B〉の左隣にある, 〜は〈B〉の隣には住んでいない. A position is
 * a landmark, never the subject: "house 1 is left of X" says Xは1軒目より右のどこかに住んでいる.
 */
function relation(A: Referent, B: Referent, side: keyof typeof sides, negated: boolean): Clause {
  if (A.kind === "position" && B.kind !== "position") return relation(B, A, sides[side].mirror, negated);
  const verb = isPlace(A) ? (negated ? "にはない" : "にある") : negated ? "には住んでいない" : "に住んでいる";
  // A house is next to a house: 緑の家はグヤーシュを作る人の家の隣にある (not …人の隣).
  const mark = isPlace(A) && B.kind === "person" ? `${landmark(B)}の家` : landmark(B);
  return { subject: placeName(A), predicate: `${mark}${sides[side].words}${verb}` };
}

/** Whether a clause about where the referent is says ある: a house, or a position, which is a house too. */
function isPlace(r: Referent): boolean {
  return r.kind !== "person";
}

/** The referent as the subject of where it is: a person, a house, or a position's house (3軒目の家). */
function placeName(r: Referent): string {
  return r.kind === "position" ? `${nth(r.pos)}の家` : subject(r);
}

/**
 * A numeric comparison between two people: the lexicon's template (a main clause whose topic
 * is {a}: "{a}は{b}より若い"), else generic wording (〜は〈B〉よりAgeが小さい).
 */
function compare(ctx: RenderContext, attr: string, field: "less" | "greater" | "difference", a: Entity, b: Entity, d: number | undefined): Clause {
  const A = person(refer(a, ctx));
  const B = person(refer(b, ctx));
  const template = wordsOf(ctx, attr)?.[field];
  if (template !== undefined && template.trim() !== "") {
    const values = { a: A, b: B, d: d ?? 0 };
    if (template.startsWith("{a}は")) return { subject: A, predicate: fillTemplate(template.slice("{a}は".length), values, inflect) };
    return { predicate: fillTemplate(template, values, inflect) };
  }
  const what = noun(ctx, attr);
  if (field === "difference") return { subject: A, predicate: `${B}より${what}がちょうど${d ?? 0}大きい` };
  return { subject: A, predicate: `${B}より${what}が${field === "less" ? "小さい" : "大きい"}` };
}

/** A clause inside quotation marks, as a statement: 「イギリス人は赤い家に住んでいる」. */
function quoted(clue: Clue, ctx: RenderContext): string {
  return clue.type === "any_of" && clue.options.length > 1 ? alternatives(clue, ctx) : `「${write(clueClause(clue, ctx), "main")}」`;
}

/** One option of an either/or clue: one quoted clause, or several that must all hold: （「…」かつ「…」）. */
function option(clues: readonly Clue[], ctx: RenderContext): string {
  const parts = clues.map((c) => quoted(c, ctx));
  return parts.length === 1 ? parts[0]! : `（${parts.join("かつ")}）`;
}

/** An either/or clue inside another's option: （「…」または「…」）. */
function alternatives(clue: ClueOf<"any_of">, ctx: RenderContext): string {
  return `（${clue.options.map((o) => option(o, ctx)).join("または")}）`;
}

/**
 * Either/or clues: 「A」と「B」の少なくとも一方が正しい, or, when both cannot hold,
 * 「A」と「B」のどちらか一方が正しい; three options or more: 「A」、「B」、「C」のうち、少なくとも1つが正しい.
 * One option of several clues: 「A」と「B」はどちらも正しい.
 */
function anyOf(clue: ClueOf<"any_of">, ctx: RenderContext): Clause {
  const options = clue.options;
  if (options.length === 1) {
    const only = options[0]!;
    if (only.length === 1) return clueClause(only[0]!, ctx);
    const parts = only.map((c) => quoted(c, ctx));
    return parts.length === 2 ? { subject: parts.join("と"), predicate: "どちらも正しい" } : { subject: parts.join("、"), predicate: "すべて正しい" };
  }
  const parts = options.map((o) => option(o, ctx));
  if (parts.length === 2) return { predicate: `${parts.join("と")}の${optionsExclude(clue) ? "どちらか一方" : "少なくとも一方"}が正しい` };
  return { predicate: `${parts.join("、")}のうち、少なくとも1つが正しい` };
}
