import { isPositionRef } from "@zebra/model";
import { fillTemplate } from "@zebra/locale-kit";
import type { Entity, ValueRef } from "@zebra/model";
import type { AnswerVerbalizers, QueryVerbalizers, RenderContext } from "@zebra/locale-kit";
import { asPerson, capitalize, namesPeople, nounOf, predicateOf, subjectOf, valueSubject, lexiconWords, wordsOf } from "./words.js";

/** Every query kind as an English question. */
export const questionTexts: QueryVerbalizers = {
  "position-code": ({ x, y }, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `If ${symbolicAt(x, "x", ctx)}, what is ${n}·x + x?`;
    return `If ${symbolicAt(x, "x", ctx)} and ${symbolicAt(y, "y", ctx)}, what is ${n}·y + x?`;
  },
  find: ({ find, where }, ctx) => {
    if (namesPeople(ctx, find.attr)) return `Who ${whereVerbPhrase(where, ctx)}?`;
    const person = asPerson(subjectOf(where, ctx));
    const template = wordsOf(ctx, find.attr)?.question;
    if (template !== undefined && template !== "") return `${capitalize(fillTemplate(template, { a: person }).trim().replace(/\?$/, ""))}?`;
    return `What is the ${nounOf(ctx, find.attr)} of ${person}?`;
  },
};

/** Every query kind's answer, with its justification. */
export const answerTexts: AnswerVerbalizers = {
  "position-code": ({ x, y }, code, ctx) => {
    const n = ctx.puzzle.size + 1;
    if (sameRef(x, y)) return `${capitalize(symbolicAt(x, String(code.x), ctx))}, so ${n} × ${code.x} + ${code.x} = ${code.code}.`;
    return `${capitalize(symbolicAt(x, String(code.x), ctx))} and ${symbolicAt(y, String(code.y), ctx)}, so ${n} × ${code.y} + ${code.x} = ${code.code}.`;
  },
  find: ({ find, where }, answer, ctx) => {
    const found: ValueRef = { attr: find.attr, value: answer };
    if (namesPeople(ctx, find.attr)) return `${capitalize(valueSubject(found, ctx).text)} ${whereVerbPhrase(where, ctx)}.`;
    const person = asPerson(subjectOf(where, ctx));
    const predicate = predicateOf(found, ctx, true);
    if (predicate !== undefined) return `${capitalize(person)} ${predicate}.`;
    return `The ${nounOf(ctx, find.attr)} of ${person} is ${lexiconWords.valueText(ctx, find.attr, answer)}.`;
  },
};

/** "owns the zebra", "lives in the green house", "lives in the third house", "is the person whose Pet is zebra". */
function whereVerbPhrase(where: Entity, ctx: RenderContext): string {
  const predicate = predicateOf(where, ctx, true);
  if (predicate !== undefined) return predicate;
  const W = subjectOf(where, ctx);
  return W.kind === "house" ? `lives in ${W.text}` : `is ${W.text}`;
}

/** "the zebra owner lives in house x", "the green house is house 4". */
function symbolicAt(ref: ValueRef, pos: string, ctx: RenderContext): string {
  const X = valueSubject(ref, ctx);
  return X.kind === "house" ? `${X.text} is house ${pos}` : `${X.text} lives in house ${pos}`;
}

function sameRef(x: ValueRef, y: ValueRef): boolean {
  return !isPositionRef(x) && x.attr === y.attr && x.value === y.value;
}
