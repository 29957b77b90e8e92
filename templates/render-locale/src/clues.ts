// One wording per clue type. The type `ClueVerbalizers` lists every clue type of the format:
// when the format gains one, this file stops compiling until it is worded here too.
import { attributeWords, fillTemplate } from "@zebra/model";
import type { Clue, ClueVerbalizers, Entity, RenderContext } from "@zebra/model";
import { and, locale, noun, who } from "./words.js";

/** Every clue type as a clause (no capital letter, no full stop). TRANSLATE each line. */
export const clueClauses: ClueVerbalizers = {
  same: ({ a, b }, ctx) => `${who(a, ctx)} is ${who(b, ctx)}`,
  not_same: ({ a, b }, ctx) => `${who(a, ctx)} is not ${who(b, ctx)}`,
  at: ({ a, pos }, ctx) => `${who(a, ctx)} lives in house ${pos}`,
  not_at: ({ a, pos }, ctx) => `${who(a, ctx)} does not live in house ${pos}`,
  next_to: ({ a, b }, ctx) => `${who(a, ctx)} lives next to ${who(b, ctx)}`,
  not_next_to: ({ a, b }, ctx) => `${who(a, ctx)} does not live next to ${who(b, ctx)}`,
  left_of: ({ a, b }, ctx) => `${who(a, ctx)} lives somewhere to the left of ${who(b, ctx)}`,
  right_of: ({ a, b }, ctx) => `${who(a, ctx)} lives somewhere to the right of ${who(b, ctx)}`,
  immediately_left: ({ a, b }, ctx) => `${who(a, ctx)} lives immediately to the left of ${who(b, ctx)}`,
  immediately_right: ({ a, b }, ctx) => `${who(a, ctx)} lives immediately to the right of ${who(b, ctx)}`,
  ends: ({ a }, ctx) => `${who(a, ctx)} lives at one end of the row`,
  between: ({ a, b, c }, ctx) => `${who(b, ctx)} lives somewhere between ${who(a, ctx)} on the left and ${who(c, ctx)} on the right`,
  distance: ({ a, b, d }, ctx) => `${who(a, ctx)} and ${who(b, ctx)} live ${d} ${d === 1 ? "house" : "houses"} apart`,
  any_of: ({ options }, ctx) => `at least one of these holds: ${options.map((o) => and(o.map((c) => clueClause(c, ctx)))).join("; ")}`,
  less_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "less", a, b, `${who(a, ctx)} has a lower ${noun(ctx, attr)} than ${who(b, ctx)}`),
  greater_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "greater", a, b, `${who(a, ctx)} has a higher ${noun(ctx, attr)} than ${who(b, ctx)}`),
  difference: ({ attr, a, b, d }, ctx) => {
    const [x, y, by] = d < 0 ? [b, a, -d] : [a, b, d];
    const template = attributeWords(ctx.lexicon, locale, attr)?.difference;
    if (template) return fillTemplate(template, { a: who(x, ctx), b: who(y, ctx), d: by });
    return `the ${noun(ctx, attr)} of ${who(x, ctx)} is ${by} higher than that of ${who(y, ctx)}`;
  },
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): string {
  return (clueClauses[clue.type] as (c: Clue, x: RenderContext) => string)(clue, ctx);
}

/** A numeric comparison: the lexicon's template when it has one, else the generic wording. */
function compare(ctx: RenderContext, attr: string, field: "less" | "greater", a: Entity, b: Entity, generic: string): string {
  const template = attributeWords(ctx.lexicon, locale, attr)?.[field];
  return template ? fillTemplate(template, { a: who(a, ctx), b: who(b, ctx) }) : generic;
}
