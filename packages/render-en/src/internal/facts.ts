import { entityKey } from "@zebra/model";
import { factClauseOf, mergeFacts, plainerFact } from "@zebra/locale-kit";
import type { Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { andList, houses, isPersonOfGrid, people, personAt, valueSubject } from "./words.js";

/** A fact's clause in parts, so that a list of facts can leave out a repeated verb. */
interface FactParts {
  readonly subject: string;
  readonly verb: string;
  readonly rest: string;
}

/** "the Dane | lives | in house 2", "the green house | is | not house 1 or 3", "the dog owner | is | in house 1 or 5". */
function partsOf(fact: Fact, ctx: RenderContext, names?: ReadonlyMap<string, string>): FactParts {
  const X = valueSubject(fact.entity, ctx);
  const house = X.kind === "house";
  const subject = names?.get(entityKey(fact.entity)) ?? X.text;
  if (ctx.puzzle.kind === "logic-grid") return personParts(fact, subject, ctx);
  switch (fact.kind) {
    case "at":
      return house ? { subject, verb: "is", rest: `house ${fact.pos}` } : { subject, verb: "lives", rest: `in house ${fact.pos}` };
    case "not_at":
      return { subject, verb: "is", rest: `not ${house ? "" : "in "}${houses(fact.positions, "or")}` };
    case "among":
      return { subject, verb: "is", rest: `${house ? "" : "in "}${houses(fact.positions, "or")}` };
  }
}

/** A fact of a logic grid names people, not houses: "the tart buyer | is | Amy", "… | is | not Amy or Bob", "… | is | Amy or Carl". */
function personParts(fact: Fact, subject: string, ctx: RenderContext): FactParts {
  switch (fact.kind) {
    case "at":
      return { subject, verb: "is", rest: personAt(fact.pos, ctx) };
    case "not_at":
      return { subject, verb: "is", rest: `not ${people(fact.positions, "or", ctx)}` };
    case "among":
      return { subject, verb: "is", rest: people(fact.positions, "or", ctx) };
  }
}

const clauseOf = (parts: FactParts) => `${parts.subject} ${parts.verb} ${parts.rest}`;

/** Every fact kind as an English clause: "the Dane lives in house 2", "the green house is not house 1 or 3", "the dog owner is in house 1 or 5". */
export const factClauses: FactClauses<string> = {
  at: (fact, ctx) => clauseOf(partsOf(fact, ctx)),
  not_at: (fact, ctx) => clauseOf(partsOf(fact, ctx)),
  among: (fact, ctx) => clauseOf(partsOf(fact, ctx)),
};

/** One fact as a clause, the plainer way (`plainerFact`): "the dog owner is in house 1 or 5" for houses 2, 3 and 4 ruled out. */
export function factClause(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  return factClauseOf(factClauses, plain, ctx);
}

/**
 * A fact as a relative clause after its value, saying that it follows: "who must live in house
 * 2", "who cannot be in house 1 or 3", "which must be house 2 or 4".
 */
export function relativeClause(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  if (ctx.puzzle.kind === "logic-grid") {
    if (plain.kind === "at") return `who must be ${personAt(plain.pos, ctx)}`;
    return `who ${plain.kind === "not_at" ? "cannot" : "must"} be ${people(plain.positions, "or", ctx)}`;
  }
  const house = valueSubject(plain.entity, ctx).kind === "house";
  const [who, where] = [house ? "which" : "who", house ? "" : "in "];
  if (plain.kind === "at") return house ? `${who} must be house ${plain.pos}` : `${who} must live in house ${plain.pos}`;
  return `${who} ${plain.kind === "not_at" ? "cannot" : "must"} be ${where}${houses(plain.positions, "or")}`;
}

/**
 * Several facts as one clause: eliminations of the same value are merged, each said the plainer
 * way, then listed with "and", a verb the previous fact has left out: "the Dane is not in house 3
 * and the tea drinker not in house 1". `names` gives some values another subject, keyed by
 * `entityKey` ("the former").
 */
export function factsClause(facts: readonly Fact[], ctx: RenderContext, names?: ReadonlyMap<string, string>): string {
  let previous = "";
  // In a logic grid, "Amy is Amy" goes without saying (unless it is all there is).
  const told = facts.filter((f) => !isPersonOfGrid(f.entity, ctx));
  const clauses = mergeFacts(told.length > 0 ? told : facts).map((fact) => {
    const parts = partsOf(plainerFact(fact, ctx.puzzle.size), ctx, names);
    // The verb is left out only where the reader supplies the same one: "is not … and the tea
    // drinker not …", never "is not … and the journalist in house 4" (which reads as "is not")
    // nor "the white house house 5".
    const verb = `${parts.verb}${parts.rest.startsWith("not ") ? " not" : ""}`;
    const said = verb === previous && !parts.rest.startsWith("house") ? `${parts.subject} ${parts.rest}` : clauseOf(parts);
    previous = verb;
    return said;
  });
  return andList(clauses);
}
