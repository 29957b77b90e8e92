// Questions and answers, one wording per query kind (a new kind is a compile error here).
import type { AnswerVerbalizers, QueryVerbalizers } from "@zebra/locale-kit";
import { does, label, noun, who } from "./words.js";

/** Every query kind as a question. TRANSLATE. */
export const questionTexts: QueryVerbalizers = {
  "position-code": ({ x, y }, ctx) => `[If ${who(x, ctx)} lives in house x and ${who(y, ctx)} lives in house y, what is ${ctx.puzzle.size + 1}·y + x]?`,
  find: ({ find, where }, ctx) => `[Which ${noun(ctx, find.attr)} does ${who(where, ctx)} have]?`,
};

/** Every query kind's answer, with its justification. TRANSLATE. */
export const answerTexts: AnswerVerbalizers = {
  // The code arrives decoded: `code.x` and `code.y` are the houses of `x` and `y`.
  "position-code": ({ x, y }, code, ctx) =>
    `[${who(x, ctx)} lives in house ${code.x} and ${who(y, ctx)} lives in house ${code.y}, so ${ctx.puzzle.size + 1} × ${code.y} + ${code.x} = ${code.code}].`,
  find: ({ find, where }, answer, ctx) => {
    const predicate = does({ attr: find.attr, value: answer }, ctx);
    if (predicate !== undefined) return `[${who(where, ctx)} ${predicate}].`;
    return `[The ${noun(ctx, find.attr)} of ${who(where, ctx)} is ${label(ctx, find.attr, answer)}].`;
  },
};
