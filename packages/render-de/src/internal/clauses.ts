// One German clause per clue type. `ClueClauses` lists every clue type of the format: when the
// format gains one, this file stops compiling until it is worded here too.
import { isPositionRef, wordText } from "@zebra/model";
import { clueClauseOf, optionsExclude } from "@zebra/locale-kit";
import type { Clue, ClueOf, ClueType, Entity } from "@zebra/model";
import type { ClueClauses, RenderContext } from "@zebra/locale-kit";
import { clause, part, type Clause, type Part, type SimpleClause } from "./clause.js";
import { withPreposition } from "../grammar.js";
import { countWord } from "./numbers.js";
import { asHouse, asPerson, betterSubject, inOrdinalHouse, lives, nounOf, phraseOf, predicateOf, wordsOf, type Phrase } from "./words.js";

/** A phrase after a preposition that takes the dative: "neben dem Dänen", "vom roten Haus", "von der Person, die Tee trinkt". */
function dative(preposition: string, phrase: Phrase): Part {
  const form = phrase.form("dat");
  return { ...form, text: withPreposition(preposition, form.text) };
}

/** Relations that read the same with their sides swapped and the direction mirrored. */
const mirrored: Partial<Record<ClueType, ClueType>> = {
  next_to: "next_to",
  not_next_to: "not_next_to",
  left_of: "right_of",
  right_of: "left_of",
  immediately_left: "immediately_right",
  immediately_right: "immediately_left",
};

/** Where a relation places its subject, before the other side's phrase. */
const relationWords: Partial<Record<ClueType, { readonly words: readonly string[]; readonly preposition: string }>> = {
  next_to: { words: [], preposition: "neben" },
  not_next_to: { words: ["nicht"], preposition: "neben" },
  left_of: { words: ["irgendwo links"], preposition: "von" },
  right_of: { words: ["irgendwo rechts"], preposition: "von" },
  immediately_left: { words: ["direkt links"], preposition: "von" },
  immediately_right: { words: ["direkt rechts"], preposition: "von" },
};

/**
 * A relation between two referents: "Der Norweger wohnt neben dem blauen Haus", "Das grüne
 * Haus steht direkt links vom weißen Haus". A house does not stand next to a person in German:
 * the person becomes the subject and the relation is mirrored ("Der Blend-Raucher wohnt
 * irgendwo rechts vom roten Haus").
 */
function relation(type: keyof typeof mirrored, a: Entity, b: Entity, ctx: RenderContext): SimpleClause {
  let A = phraseOf(a, ctx);
  let B = phraseOf(b, ctx);
  let kind = type;
  if (A.kind === "house" && B.kind === "person") {
    [A, B] = [B, A];
    kind = mirrored[type] as keyof typeof mirrored;
  }
  const { words, preposition } = relationWords[kind]!;
  return clause([A.form("nom")], lives(A), [...words.map(part), dative(preposition, B)]);
}

/** A referent placed in a house by its position, or not: "Der Norweger wohnt im ersten Haus", "Das rote Haus ist nicht das erste Haus". */
function placed(entity: Entity, pos: number, ctx: RenderContext, negated: boolean): SimpleClause {
  const A = phraseOf(entity, ctx);
  const not = negated ? [part("nicht")] : [];
  if (A.kind === "house") return clause([A.form("nom")], "ist", [...not, phraseOf({ pos }, ctx).form("nom")]);
  return clause([A.form("nom")], "wohnt", [...not, part(inOrdinalHouse(pos))]);
}

/**
 * Two referents that are one person (or not): the better-named one is the subject, the other
 * says what it is ("Sam spielt Gitarre", "Der Engländer wohnt im roten Haus", "Emma ist
 * keine Griechin"). When the subject's relative clause has the same verb, "auch" keeps the
 * sentence from stuttering ("Die Person, die Klavier spielt, spielt auch Schach").
 */
function identity(a: Entity, b: Entity, ctx: RenderContext, negated: boolean): Clause {
  if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, negated);
  if (isPositionRef(a)) return placed(b, a.pos, ctx, negated);
  const A = phraseOf(a, ctx);
  const B = phraseOf(b, ctx);
  if (A.kind === "house" && B.kind === "house") return clause([A.form("nom")], "ist", [...(negated ? [part("nicht")] : []), B.form("nom")]);
  const [subject, about] = B.kind === "house" || (A.kind !== "house" && !betterSubject(B, A)) ? [A, b] : [B, a];
  const predicate = predicateOf(about, ctx, { negated, female: subject.female });
  const also = !negated && subject.verb !== undefined && subject.verb === predicate.verb ? [part("auch")] : [];
  return clause([subject.form("nom")], predicate.verb, [...also, ...predicate.middle]);
}

/**
 * "B wohnt irgendwo rechts von A und links von C": a house in the middle of people is named by
 * its resident ("die Person im roten Haus"), but a house named by its number stays a house,
 * and the people on its sides are named by theirs ("Das dritte Haus steht irgendwo rechts vom
 * Haus des Schweden und links vom Haus der Person mit der Katze").
 */
function between(a: Entity, b: Entity, c: Entity, ctx: RenderContext): SimpleClause {
  let A = phraseOf(a, ctx);
  let C = phraseOf(c, ctx);
  let B = phraseOf(b, ctx);
  if (isPositionRef(b) && (A.kind === "person" || C.kind === "person")) [A, C] = [asHouse(A), asHouse(C)];
  else if (B.kind === "house" && (A.kind === "person" || C.kind === "person")) B = asPerson(B);
  return clause([B.form("nom")], lives(B), [part("irgendwo rechts"), dative("von", A), part("und links"), dative("von", C)]);
}

/**
 * "Zwischen dem Dänen und der Person mit dem Pferd liegen genau zwei Häuser" (d − 1 houses
 * between). A house and a person are both named as people ("der Person im roten Haus"), but
 * beside a house named by its number both are houses ("Zwischen dem Haus des Dänen und dem
 * dritten Haus liegt genau ein Haus").
 */
function distance(a: Entity, b: Entity, d: number, ctx: RenderContext): SimpleClause {
  let A = phraseOf(a, ctx);
  let B = phraseOf(b, ctx);
  if (A.kind !== B.kind) [A, B] = isPositionRef(a) || isPositionRef(b) ? [asHouse(A), asHouse(B)] : [asPerson(A), asPerson(B)];
  const count = d - 1;
  const first = [dative("zwischen", A), part("und"), B.form("dat")];
  return count === 1 ? clause(first, "liegt", [part("genau ein Haus")]) : clause(first, "liegen", [part(`genau ${countWord(count)} Häuser`)]);
}

/**
 * A comparison of a numeric attribute from the lexicon's template, written verb-final with
 * "als {b}" after the verb ("{a} jünger ist als {b}"), or generically ("… bei Alter einen
 * kleineren Wert als …").
 */
function comparison(attr: string, field: "less" | "greater" | "difference", a: Entity, b: Entity, d: number, ctx: RenderContext): SimpleClause {
  const A = asPerson(phraseOf(a, ctx)).form("nom");
  const B = asPerson(phraseOf(b, ctx)).form("nom");
  const own = wordsOf(ctx, attr)?.[field];
  const noun = wordText(nounOf(ctx, attr));
  const generic = {
    less: `{a} bei ${noun} einen kleineren Wert hat als {b}`,
    greater: `{a} bei ${noun} einen größeren Wert hat als {b}`,
    difference: `{a} bei ${noun} einen um genau {d} größeren Wert hat als {b}`,
  }[field];
  return comparisonClause(own !== undefined && own !== "" ? own : generic, A, B, d);
}

/** Reads a verb-final comparison template into a clause: {a} first, the verb before "als", "als {b}" after it. */
function comparisonClause(template: string, A: Part, B: Part, d: number): SimpleClause {
  const slot = (token: string): Part => (token === "{a}" ? A : token === "{b}" ? B : part(token.replace("{d}", String(d))));
  const tokens = template.trim().split(/\s+/);
  const than = tokens.indexOf("als");
  const end = than < 0 ? tokens.length : than;
  const starts = tokens[0] === "{a}" ? 1 : 0;
  const first = starts === 1 ? [A] : [];
  const verb = tokens[end - 1]!;
  const middle = tokens.slice(starts, end - 1).map(slot);
  const after = than < 0 ? [] : tokens.slice(than).map(slot);
  return clause(first, verb, middle, { after });
}

/** Every clue type as a German clause. */
export const clueClauses: ClueClauses<Clause> = {
  same: ({ a, b }, ctx) => identity(a, b, ctx, false),
  not_same: ({ a, b }, ctx) => identity(a, b, ctx, true),
  at: ({ a, pos }, ctx) => placed(a, pos, ctx, false),
  not_at: ({ a, pos }, ctx) => placed(a, pos, ctx, true),
  next_to: (clue, ctx) => relation("next_to", clue.a, clue.b, ctx),
  not_next_to: ({ a, b }, ctx) => relation("not_next_to", a, b, ctx),
  left_of: (clue, ctx) => relation("left_of", clue.a, clue.b, ctx),
  right_of: (clue, ctx) => relation("right_of", clue.a, clue.b, ctx),
  immediately_left: (clue, ctx) => relation("immediately_left", clue.a, clue.b, ctx),
  immediately_right: (clue, ctx) => relation("immediately_right", clue.a, clue.b, ctx),
  ends: ({ a }, ctx) => {
    const A = phraseOf(a, ctx);
    return clause([A.form("nom")], lives(A), [part("an einem Ende der Reihe")]);
  },
  between: ({ a, b, c }, ctx) => between(a, b, c, ctx),
  distance: (clue, ctx) => (clue.d === 1 ? relation("next_to", clue.a, clue.b, ctx) : distance(clue.a, clue.b, clue.d, ctx)),
  any_of: (clue, ctx) => alternatives(clue, ctx, false),
  less_than: ({ attr, a, b }, ctx) => comparison(attr, "less", a, b, 0, ctx),
  greater_than: ({ attr, a, b }, ctx) => comparison(attr, "greater", a, b, 0, ctx),
  difference: ({ attr, a, b, d }, ctx) => (d < 0 ? comparison(attr, "difference", b, a, -d, ctx) : comparison(attr, "difference", a, b, d, ctx)),
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): Clause {
  return clueClauseOf(clueClauses, clue, ctx);
}

/** Either/or and at-least-one clues; nested ones stand in brackets. */
function alternatives(clue: ClueOf<"any_of">, ctx: RenderContext, nested: boolean): Clause {
  const options = clue.options.map((o) => o.map((c) => (c.type === "any_of" ? alternatives(c, ctx, true) : clueClause(c, ctx))));
  if (options.length === 1 && options[0]!.length === 1) return options[0]![0]!;
  return { kind: "alternatives", options, exclusive: options.length === 2 && optionsExclude(clue), nested };
}
