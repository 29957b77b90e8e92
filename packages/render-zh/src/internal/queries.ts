import { fillTemplate } from "@zebra/locale-kit";
import type { Entity, ValueRef } from "@zebra/model";
import type { AnswerVerbalizers, QueryVerbalizers, RenderContext } from "@zebra/locale-kit";
import { asPerson, house, namesPeople, nounOf, predicateOf, subjectOf, valueSubject, lexiconWords, wordsOf } from "./words.js";

/** Every query kind as a Chinese question. */
export const questionTexts: QueryVerbalizers = {
  "position-code": ({ x, y }, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `如果${symbolicAt(x, "x", ctx)}，那么${n}·x + x等于多少？`;
    return `如果${symbolicAt(x, "x", ctx)}，${symbolicAt(y, "y", ctx)}，那么${n}·y + x等于多少？`;
  },
  find: ({ find, where }, ctx) => {
    if (namesPeople(ctx, find.attr)) return `谁${whereVerbPhrase(where, ctx)}？`;
    const person = asPerson(subjectOf(where, ctx));
    const template = wordsOf(ctx, find.attr)?.question;
    if (template !== undefined && template !== "")
      return `${fillTemplate(template, { a: person })
        .trim()
        .replace(/[？?]$/, "")}？`;
    return `${person}的${nounOf(ctx, find.attr)}是什么？`;
  },
};

/** Every query kind's answer, with its justification. */
export const answerTexts: AnswerVerbalizers = {
  "position-code": ({ x, y }, code, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `${symbolicAt(x, String(code.x), ctx)}，所以${n} × ${code.x} + ${code.x} = ${code.code}。`;
    return `${symbolicAt(x, String(code.x), ctx)}，${symbolicAt(y, String(code.y), ctx)}，所以${n} × ${code.y} + ${code.x} = ${code.code}。`;
  },
  find: ({ find, where }, answer, ctx) => {
    const found: ValueRef = { attr: find.attr, value: answer };
    if (namesPeople(ctx, find.attr)) return `${valueSubject(found, ctx).text}${whereVerbPhrase(where, ctx)}。`;
    const person = asPerson(subjectOf(where, ctx));
    const predicate = predicateOf(found, ctx);
    if (predicate !== undefined) return `${person}${predicate}。`;
    return `${person}的${nounOf(ctx, find.attr)}是${lexiconWords.valueText(ctx, find.attr, answer)}。`;
  },
};

/** 养斑马, 住在绿色房子里, 是Pet是zebra的人. */
function whereVerbPhrase(where: Entity, ctx: RenderContext): string {
  const predicate = predicateOf(where, ctx);
  if (predicate !== undefined) return predicate;
  const W = subjectOf(where, ctx);
  return W.kind === "house" ? `住在${W.text}里` : `是${W.text}`;
}

/** 养斑马的人住在第x座房子里, 绿色房子是第4座房子. */
function symbolicAt(ref: ValueRef, pos: string, ctx: RenderContext): string {
  const X = valueSubject(ref, ctx);
  return X.kind === "house" ? `${X.text}是${house(pos)}` : `${X.text}住在${house(pos)}里`;
}

function sameRef(x: ValueRef, y: ValueRef): boolean {
  return x.attr === y.attr && x.value === y.value;
}
