import { mergeFacts, plainerFact } from "@zebra/model";
import type { Fact, FactClauses, RenderContext } from "@zebra/model";
import { andList, houses, valueSubject } from "./words.js";

/**
 * Every fact kind as an English clause: "the Dane lives in house 2", "the green house is not
 * house 1 or 3". Steps word facts through `factClause`, the plainer way: "the dog owner can
 * only live in house 1 or 5" for houses 2, 3 and 4 ruled out.
 */
export const factClauses: FactClauses<string> = {
  at: ({ entity, pos }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text} is house ${pos}` : `${X.text} lives in house ${pos}`;
  },
  not_at: ({ entity, positions }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text} is not ${houses(positions, "or")}` : `${X.text} does not live in ${houses(positions, "or")}`;
  },
  among: ({ entity, positions }, ctx) => {
    const X = valueSubject(entity, ctx);
    return X.kind === "house" ? `${X.text} can only be ${houses(positions, "or")}` : `${X.text} can only live in ${houses(positions, "or")}`;
  },
};

/** One fact as a clause, the plainer way (`plainerFact`). */
export function factClause(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  return (factClauses[plain.kind] as (f: Fact, c: RenderContext) => string)(plain, ctx);
}

/** Several facts as one clause: eliminations of the same value are merged, then listed with "and". */
export function factsClause(facts: readonly Fact[], ctx: RenderContext): string {
  return andList(mergeFacts(facts).map((f) => factClause(f, ctx)));
}
