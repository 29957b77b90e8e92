// One clause per clue type. `ClueClauses` lists every clue type of the format: when the format
// gains one, this file stops compiling until it is worded here too. A relation that pins a
// value to one house ("immediately left of house 3") reaches `at` or `not_at`: the kit decides.
import { attributeWords, clueClauseOf, fillTemplate } from "@zebra/locale-kit";
import type { Clue, Entity } from "@zebra/model";
import type { ClueClauses, RenderContext } from "@zebra/locale-kit";
import { and, clause, locale, noun, who, write, type Clause } from "./words.js";

/** Every clue type as a clause. TRANSLATE each line. */
export const clueClauses: ClueClauses<Clause> = {
  same: ({ a, b }, ctx) => clause(who(a, ctx), `is ${who(b, ctx)}`),
  not_same: ({ a, b }, ctx) => clause(who(a, ctx), `is not ${who(b, ctx)}`),
  at: ({ a, pos }, ctx) => clause(who(a, ctx), `lives in house ${pos}`),
  not_at: ({ a, pos }, ctx) => clause(who(a, ctx), `does not live in house ${pos}`),
  next_to: ({ a, b }, ctx) => clause(who(a, ctx), `lives next to ${who(b, ctx)}`),
  not_next_to: ({ a, b }, ctx) => clause(who(a, ctx), `does not live next to ${who(b, ctx)}`),
  left_of: ({ a, b }, ctx) => clause(who(a, ctx), `lives somewhere to the left of ${who(b, ctx)}`),
  right_of: ({ a, b }, ctx) => clause(who(a, ctx), `lives somewhere to the right of ${who(b, ctx)}`),
  immediately_left: ({ a, b }, ctx) => clause(who(a, ctx), `lives immediately to the left of ${who(b, ctx)}`),
  immediately_right: ({ a, b }, ctx) => clause(who(a, ctx), `lives immediately to the right of ${who(b, ctx)}`),
  ends: ({ a }, ctx) => clause(who(a, ctx), "lives at one end of the row"),
  between: ({ a, b, c }, ctx) => clause(who(b, ctx), `lives somewhere between ${who(a, ctx)} on the left and ${who(c, ctx)} on the right`),
  distance: ({ a, b, d }, ctx) => clause(`${who(a, ctx)} and ${who(b, ctx)}`, `live ${d} ${d === 1 ? "house" : "houses"} apart`),
  // An either/or inside an option is bracketed, so that a reader can tell where it ends.
  any_of: ({ options }, ctx) =>
    clause(
      "",
      `at least one of these holds: ${options.map((o) => and(o.map((c) => (c.type === "any_of" ? `(${write(clueClause(c, ctx), "embedded")})` : write(clueClause(c, ctx), "embedded"))))).join("; ")}`,
    ),
  less_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "less", a, b, `has a lower ${noun(ctx, attr)} than ${who(b, ctx)}`),
  greater_than: ({ attr, a, b }, ctx) => compare(ctx, attr, "greater", a, b, `has a higher ${noun(ctx, attr)} than ${who(b, ctx)}`),
  difference: ({ attr, a, b, d }, ctx) => {
    const [x, y, by] = d < 0 ? [b, a, -d] : [a, b, d];
    const template = attributeWords(ctx.lexicon, locale, attr)?.difference;
    if (template) return clause("", fillTemplate(template, { a: who(x, ctx), b: who(y, ctx), d: by }));
    return clause(who(x, ctx), `has a ${noun(ctx, attr)} ${by} higher than ${who(y, ctx)}`);
  },
};

/** Any clue as a clause (a relation that pins one house arrives as `at` or `not_at`). */
export function clueClause(clue: Clue, ctx: RenderContext): Clause {
  return clueClauseOf(clueClauses, clue, ctx);
}

/** A numeric comparison: the lexicon's template when it has one, else the generic wording. */
function compare(ctx: RenderContext, attr: string, field: "less" | "greater", a: Entity, b: Entity, generic: string): Clause {
  const template = attributeWords(ctx.lexicon, locale, attr)?.[field];
  return template ? clause("", fillTemplate(template, { a: who(a, ctx), b: who(b, ctx) })) : clause(who(a, ctx), generic);
}
