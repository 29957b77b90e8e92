// One German clause per fact kind (the premises and conclusions of steps). `FactClauses`
// lists every kind: a new one is a compile error here until it is worded.
import { sameEntity } from "@zebra/model";
import { mergeFacts } from "@zebra/locale-kit";
import type { Entity, Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { clause, joinWritten, part, write, type Clause, type Order, type Written } from "./clause.js";
import { houses, numbers, valuePhrase } from "./words.js";

/**
 * Every fact kind as a clause: "der Däne wohnt in Haus 2", "das grüne Haus ist nicht Nummer 1
 * oder 3", "der Däne kann nur in Haus 2 oder 4 wohnen" (houses are named by number: "das grüne
 * Haus ist Nummer 4", never "ist Haus 4").
 */
export const factClauses: FactClauses<Clause> = {
  at: ({ entity, pos }, ctx) => {
    const X = valuePhrase(entity, ctx);
    return X.kind === "house" ? clause([X.form("nom")], "ist", [part(numbers([pos]))]) : clause([X.form("nom")], "wohnt", [part(`in ${houses([pos])}`)]);
  },
  not_at: ({ entity, positions }, ctx) => {
    const X = valuePhrase(entity, ctx);
    return X.kind === "house"
      ? clause([X.form("nom")], "ist", [part("nicht"), part(numbers(positions))])
      : clause([X.form("nom")], "wohnt", [part("nicht"), part(`in ${houses(positions)}`)]);
  },
  among: ({ entity, positions }, ctx) => {
    if (positions.length === 1) return factClauses.at({ kind: "at", entity, pos: positions[0]! }, ctx);
    const X = valuePhrase(entity, ctx);
    return X.kind === "house"
      ? clause([X.form("nom")], "kann", [part("nur"), part(numbers(positions))], { infinitive: "sein" })
      : clause([X.form("nom")], "kann", [part("nur"), part(`in ${houses(positions)}`)], { infinitive: "wohnen" });
  },
};

/** One fact as a clause. */
export function factClause(fact: Fact, ctx: RenderContext): Clause {
  return (factClauses[fact.kind] as (f: Fact, c: RenderContext) => Clause)(fact, ctx);
}

/** How the first of several facts is said: its subject as a pronoun ("also wohnt sie nicht in Haus 5"), "also" in its middle field ("der Däne wohnt also in Haus 2"). */
export interface FirstFact {
  readonly pronoun?: { readonly entity: Entity; readonly text: string };
  readonly also?: boolean;
}

/** The first fact's clause as `first` asks. */
function firstClause(fact: Fact, c: Clause, first: FirstFact): Clause {
  if (c.kind !== "simple") return c;
  const subject = first.pronoun !== undefined && sameEntity(first.pronoun.entity, fact.entity) ? [part(first.pronoun.text)] : c.first;
  return { ...c, first: subject, middle: first.also === true ? [part("also"), ...c.middle] : c.middle };
}

/**
 * Several facts (eliminations of one value merged) in one order. Subordinate: every fact
 * verb-final, joined by "und" ("da A … wohnen kann und B … wohnt"). Statements: the first in
 * the order asked for, the others as statements, the last after ", und" ("Also wohnt A nicht
 * in Haus 4, B wohnt nicht in Haus 1, und C …").
 */
export function facts(list: readonly Fact[], ctx: RenderContext, order: Order, first: FirstFact = {}): Written {
  const clauses = mergeFacts(list).map((f, i) => (i === 0 ? firstClause(f, factClause(f, ctx), first) : factClause(f, ctx)));
  if (order === "embedded")
    return joinWritten(
      clauses.map((c) => write(c, "embedded")),
      ", ",
      " und ",
    );
  return joinWritten(
    clauses.map((c, i) => write(c, i === 0 ? order : "main")),
    ", ",
    ", und ",
  );
}
