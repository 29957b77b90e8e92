// One clause per fact kind (the premises and conclusions of steps). `FactClauses` lists every
// kind: a new one is a compile error here until it is worded.
import { factClauseOf, mergeFacts } from "@zebra/locale-kit";
import type { Fact } from "@zebra/model";
import type { ClauseMode, FactClauses, RenderContext } from "@zebra/locale-kit";
import { and, clause, houses, who, write, type Clause } from "./words.js";

/** Every fact kind as a clause. TRANSLATE. */
export const factClauses: FactClauses<Clause> = {
  at: ({ entity, pos }, ctx) => clause(who(entity, ctx), `lives in house ${pos}`),
  not_at: ({ entity, positions }, ctx) => clause(who(entity, ctx), `does not live in ${houses(positions)}`),
  among: ({ entity, positions }, ctx) => clause(who(entity, ctx), `can only live in ${houses(positions)}`),
};

/** Several facts as one text, each written in `mode` (eliminations of one value merged). */
export function facts(list: readonly Fact[], ctx: RenderContext, mode: ClauseMode): string {
  return and(mergeFacts(list).map((f) => write(factClauseOf(factClauses, f, ctx), mode)));
}
