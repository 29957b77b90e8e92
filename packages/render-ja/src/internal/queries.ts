// Questions and answers, one wording per query kind (a new kind is a compile error here).
// Questions are in the plain written style (である) of the whole puzzle text and its answer
// (〜は誰か？, 〜は何を飼っているか？), not the polite one (see the README's "Register").
import { fillTemplate } from "@zebra/locale-kit";
import type { ValueRef } from "@zebra/model";
import type { AnswerVerbalizers, QueryVerbalizers, RenderContext } from "@zebra/locale-kit";
import { isHouse, label, noun, nth, person, predicateOf, refer, subject, wordsOf, type Referent } from "./words.js";

/** Every query kind as a Japanese question. */
export const questionTexts: QueryVerbalizers = {
  "position-code": ({ x, y }, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `${home(x, ctx)}をx軒目とするとき、${n}·x + xはいくつか？`;
    return `${home(x, ctx)}をx軒目、${home(y, ctx)}をy軒目とするとき、${n}·y + xはいくつか？`;
  },
  find: ({ find, where }, ctx) => {
    const W = refer(where, ctx);
    if (asksWho(ctx, find.attr, W)) return `${cleft(W)}誰か？`;
    // A house's colour is the house's, not its resident's: 3軒目の家の色は何か？
    if (W.kind === "position" && wordsOf(ctx, find.attr)?.family === "house") return `${nth(W.pos)}の${noun(ctx, find.attr)}は何か？`;
    const template = wordsOf(ctx, find.attr)?.question;
    if (template !== undefined && template.trim() !== "") return fillTemplate(template, { who: person(W) });
    return `${person(W)}の${noun(ctx, find.attr)}は何か？`;
  },
};

/** Every query kind's answer, with its justification. */
export const answerTexts: AnswerVerbalizers = {
  "position-code": ({ x, y }, code, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `${home(x, ctx)}は${nth(code.x)}なので、${n} × ${code.x} + ${code.x} = ${code.code}となる。`;
    return `${home(x, ctx)}は${nth(code.x)}、${home(y, ctx)}は${nth(code.y)}なので、${n} × ${code.y} + ${code.x} = ${code.code}となる。`;
  },
  find: ({ find, where }, answer, ctx) => {
    const W = refer(where, ctx);
    const found = refer({ attr: find.attr, value: answer }, ctx);
    if (asksWho(ctx, find.attr, W)) return `${cleft(W)}${subject(found)}である。`;
    if (W.kind === "position" && isHouse(found)) return `${nth(W.pos)}は${subject(found)}である。`;
    if (found.kind === "person" && !usesGenericWords(ctx, find.attr)) return `${person(W)}は${found.predicate}。`;
    if (isHouse(found)) return `${person(W)}は${predicateOf(found)}。`;
    return `${person(W)}の${noun(ctx, find.attr)}は${label(ctx, find.attr, answer)}である。`;
  },
};

/**
 * Whether the question asks "who": the answer names the person (a name, a nationality, a
 * job) and the question does not already name them so (スウェーデン人の名前は何か？).
 */
function asksWho(ctx: RenderContext, attr: string, where: Referent): boolean {
  const family = wordsOf(ctx, attr)?.family;
  return family === "identity" && !(where.kind === "person" && where.rank > 0);
}

/** Whether an attribute has no words of its own here, so that its answer says 〜のAttrはvalueである. */
function usesGenericWords(ctx: RenderContext, attr: string): boolean {
  const words = wordsOf(ctx, attr);
  return words === undefined || (words.predicate === undefined && words.family !== "identity");
}

/**
 * The known side of a "who" question as its topic: シマウマを飼っているのは, 40歳の人は,
 * 赤い家に住んでいるのは, 3軒目に住んでいるのは.
 */
function cleft(W: Referent): string {
  if (W.kind === "person") return W.predicate.endsWith("である") ? `${W.text}は` : `${W.predicate}のは`;
  return `${predicateOf(W)}のは`;
}

/** The house of a value, for the position code: シマウマを飼っている人の家, 緑の家. */
function home(ref: ValueRef, ctx: RenderContext): string {
  const X = refer(ref, ctx);
  return isHouse(X) ? subject(X) : `${person(X)}の家`;
}

function sameRef(x: ValueRef, y: ValueRef): boolean {
  return x.attr === y.attr && x.value === y.value;
}
