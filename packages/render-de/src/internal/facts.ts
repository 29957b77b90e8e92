// One German clause per fact kind (the premises and conclusions of steps). `FactClauses`
// lists every kind: a new one is a compile error here until it is worded.
import { sameEntity } from "@zebra/model";
import { factClauseOf, mergeFacts, plainerFact } from "@zebra/locale-kit";
import type { Entity, Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { clause, joinWritten, part, write, type Clause, type Order, type SimpleClause, type Written } from "./clause.js";
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
function factClause(fact: Fact, ctx: RenderContext): Clause {
  return factClauseOf(factClauses, fact, ctx);
}

/**
 * How the first of several facts is said: its subject as a pronoun ("also wohnt sie nicht in
 * Haus 5"), words that open its middle field: "also" ("der Däne wohnt also in Haus 2"), the clue
 * it follows by ("wohnt der Däne nach Hinweis 4 in Haus 2").
 */
export interface FirstFact {
  readonly pronoun?: { readonly entity: Entity; readonly text: string };
  /** Words for values in every fact, not only the first ("Ersterer", "Letztere"). */
  readonly names?: readonly { readonly entity: Entity; readonly text: string }[];
  readonly also?: boolean;
  readonly by?: string;
}

/**
 * Facts merged per value, each in its shorter list: the houses left when fewer than those ruled
 * out ("wohnt in Haus 1 oder 5", not "wohnt nicht in Haus 2, 3 oder 4").
 */
export function plainFacts(list: readonly Fact[], ctx: RenderContext): Fact[] {
  const plain = mergeFacts(list).map((f) => plainerFact(f, ctx.puzzle.size));
  // A value's houses said twice (once as those left, once as those ruled out) are said once.
  return plain.filter((f, i) => !plain.slice(0, i).some((g) => sameEntity(g.entity, f.entity) && JSON.stringify(g) === JSON.stringify(f)));
}

/** Facts in the order a reason says them (see {@link facts}): those that end on "kann" last. */
export function reasonOrder(list: readonly Fact[], ctx: RenderContext): Fact[] {
  const plain = plainFacts(list, ctx);
  return [...plain.filter((f) => f.kind !== "among"), ...plain.filter((f) => f.kind === "among")];
}

/** The first fact's clause as `first` asks; the clue cited before the subject when the middle field starts with a number ("nach Hinweis 2 die Person … 190 cm"). */
function firstClause(fact: Fact, c: Clause, first: FirstFact, order: Order): Clause {
  if (c.kind !== "simple") return c;
  const subject = first.pronoun !== undefined && sameEntity(first.pronoun.entity, fact.entity) ? [part(first.pronoun.text)] : namedAs(fact, c, first).first;
  const also = first.also === true ? [part("also")] : [];
  if (first.by === undefined) return { ...c, first: subject, middle: [...also, ...c.middle] };
  const numberFirst = order === "inverted" && /^\d/.test(c.middle[0]?.text ?? "") && also.length === 0;
  if (numberFirst) return { ...c, first: [part(first.by), ...subject], middle: c.middle };
  return { ...c, first: subject, middle: [part(first.by), ...also, ...c.middle] };
}

/** A clause with its subject named as `first.names` asks. */
function namedAs(fact: Fact, c: SimpleClause, first: FirstFact): SimpleClause {
  const name = first.names?.find((n) => sameEntity(n.entity, fact.entity));
  return name === undefined ? c : { ...c, first: [part(name.text)] };
}

/** A fact as a statement: where a value's person lives rather than where they can only live ("wohnt in Haus 1 oder 5"). */
function statedClause(fact: Fact, ctx: RenderContext): Clause {
  if (fact.kind !== "among" || fact.positions.length < 2) return factClause(fact, ctx);
  const X = valuePhrase(fact.entity, ctx);
  return X.kind === "house"
    ? clause([X.form("nom")], "ist", [part(numbers(fact.positions))])
    : clause([X.form("nom")], "wohnt", [part(`in ${houses(fact.positions)}`)]);
}

/**
 * Several facts (eliminations of one value merged, each in its shorter list) in one order.
 * Subordinate: every fact verb-final, joined by "und" ("da A … wohnen kann und B … wohnt"), those
 * that end on "kann" last, so that the reason does not end on the verb the sentence goes on with.
 * Statements: the first in the order asked for, the others without the verb they share with it
 * ("Also wohnt A nicht in Haus 4, B nicht in Haus 1 und C …").
 */
export function facts(list: readonly Fact[], ctx: RenderContext, order: Order, first: FirstFact = {}): Written {
  if (order === "embedded") {
    const sorted = reasonOrder(list, ctx);
    // A reason says where someone lives as a statement does: "da der Däne in Haus 2 oder 3 wohnt" (not "nur … wohnen kann").
    const clauses = sorted.map((f, i) => (i === 0 ? firstClause(f, statedClause(f, ctx), first, order) : statedClause(f, ctx)));
    // Two facts share one verb when they can: "da A nur in Haus 4 oder 5 und B nur in Haus 3 oder 5 wohnen kann".
    const last = clauses.at(-1);
    const shared =
      clauses.length === 2 && clauses.every((c) => c.kind === "simple" && last?.kind === "simple" && c.verb === last.verb && c.infinitive === last.infinitive);
    return joinWritten(
      clauses.map((c, i) =>
        shared && i < clauses.length - 1
          ? write({ ...(c as SimpleClause), verb: "", infinitive: undefined } as SimpleClause, "embedded")
          : write(c, "embedded"),
      ),
      ", ",
      " und ",
    );
  }
  const clauses = plainFacts(list, ctx).map((f, i) => {
    const c = statedClause(f, ctx);
    return i === 0 ? firstClause(f, c, first, order) : c.kind === "simple" ? namedAs(f, c, first) : c;
  });
  const verb = clauses[0]?.kind === "simple" ? clauses[0].verb : undefined;
  const gapped = clauses.every((c) => c.kind === "simple" && c.verb === verb && c.infinitive === undefined);
  if (gapped && clauses.length > 1)
    return joinWritten(
      clauses.map((c, i) => (i === 0 ? write(c, order) : write({ ...(c as SimpleClause), verb: "" }, "main"))),
      ", ",
      " und ",
    );
  return joinWritten(
    clauses.map((c, i) => write(c, i === 0 ? order : "main")),
    ", ",
    ", und ",
  );
}
