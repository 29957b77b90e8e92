// Questions and answers, one wording per query kind (a new kind is a compile error here).
// "Welches Haustier hält der Deutsche?", "Wie alt ist Liam?", "Mit welchem Verkehrsmittel
// kommt Emma zur Arbeit?" are read off the attribute's predicate template.
import { isPositionRef } from "@zebra/model";
import type { Entity, GrammaticalCase, Value, ValueRef, Word } from "@zebra/model";
import type { AnswerVerbalizers, QueryVerbalizers, RenderContext } from "@zebra/locale-kit";
import { capitalize, clause, part, sentence, write, type Part, type SimpleClause, type Written } from "./clause.js";
import { adjectiveEnding, declensionOf, nounForm } from "../grammar.js";
import { predicateShape } from "./predicate-shape.js";
import { asPerson, isNumeric, namesPeople, nounOf, phraseOf, predicateOf, valuePhrase, wordsOf, type Phrase } from "./words.js";

/** "welches Haustier", "welchem Verkehrsmittel": the attribute's noun after the interrogative, in a case. */
function which(noun: Word, kase: GrammaticalCase): string {
  return `welch${adjectiveEnding("bare", declensionOf(noun), kase)} ${nounForm(noun, kase)}`;
}

/**
 * The question for the value of `attr` of a person, read off the attribute's predicate
 * template: the slot becomes "welch-" + the noun, fronted with its preposition ("Mit welchem
 * Verkehrsmittel kommt X zur Arbeit?"); a number with a unit and an adjective becomes "wie"
 * ("Wie alt ist X?"), a distance "wie weit"; a floor "in welchem Stockwerk". Otherwise
 * "Welches Hobby hat X?".
 */
function whichQuestion(attr: string, who: Written, ctx: RenderContext): string {
  const noun = nounOf(ctx, attr);
  if (typeof noun === "string") return `Was hat ${who.text}${who.open ? "," : ""} als ${noun}?`;
  const template = wordsOf(ctx, attr)?.predicate;
  const shape = template === undefined || template === "" ? undefined : predicateShape(template, isNumeric(ctx, attr));
  switch (shape?.kind) {
    case "object":
      return ask(capitalize(which(noun, shape.kase)), shape.verb, who, shape.rest);
    case "prepositional":
      return ask(`${capitalize(shape.preposition)} ${which(noun, shape.kase)}`, shape.verb, who, shape.rest);
    case "ordinal":
      return ask(`${capitalize(shape.preposition)} ${which(noun, "dat")}`, shape.verb, who, shape.rest);
    case "measure":
      return shape.adjective !== undefined ? ask(`Wie ${shape.adjective}`, shape.verb, who, []) : ask("Wie weit", shape.verb, who, shape.rest);
    default:
      return ask(capitalize(which(noun, "acc")), "hat", who, []);
  }
}

/** A question with its interrogative first and the verb second: "Welches Haustier hält der Deutsche?" */
function ask(front: string, verb: string, who: Written, rest: readonly string[]): string {
  const tail = rest.length === 0 ? "" : `${who.open ? "," : ""} ${rest.join(" ")}`;
  return `${front} ${verb} ${who.text}${tail}?`;
}

/** "die Person mit dem Zebra in Haus x wohnt", "das grüne Haus Nummer y ist": a placement with a letter for its house. */
function symbolicAt(ref: ValueRef, pos: string, ctx: RenderContext): SimpleClause {
  const X = valuePhrase(ref, ctx);
  return X.kind === "house" ? clause([X.form("nom")], "ist", [part(`Nummer ${pos}`)]) : clause([X.form("nom")], "wohnt", [part(`in Haus ${pos}`)]);
}

function sameRef(x: ValueRef, y: ValueRef): boolean {
  return !isPositionRef(x) && x.attr === y.attr && x.value === y.value;
}

/** The one who has something, as the subject of a question or an answer. */
function personOf(where: Entity, ctx: RenderContext): Phrase {
  return asPerson(phraseOf(where, ctx));
}

/** A phrase as written text: its relative clause included, and whether words after it need a comma. */
function written(phrase: Part): Written {
  return phrase.relative === undefined ? { text: phrase.text, open: false } : { text: `${phrase.text}, ${phrase.relative}`, open: true };
}

/** Whether an entity is a person named by name ("Alice"), so that a question asks what she is rather than who she is. */
function isName(where: Entity, ctx: RenderContext): boolean {
  return phraseOf(where, ctx).style === "name";
}

/** "Welche Farbe hat das Haus, in dem der Däne wohnt?", "Welche Farbe hat das dritte Haus?" */
function houseQuestion(attr: string, where: Entity, ctx: RenderContext): string {
  const noun = nounOf(ctx, attr);
  const place = phraseOf(where, ctx);
  const house =
    place.kind === "house"
      ? written(place.form("nom"))
      : { text: `das Haus, in dem ${write(clause([place.form("nom")], "wohnt", []), "embedded").text}`, open: true };
  if (typeof noun === "string") return `Was hat ${house.text}${house.open ? "," : ""} als ${noun}?`;
  return `${capitalize(which(noun, "acc"))} hat ${house.text}?`;
}

/** Every query kind as a German question. */
export const questionTexts: QueryVerbalizers = {
  "position-code": ({ x, y }, ctx) => {
    const n = ctx.puzzle.size + 1;
    const X = write(symbolicAt(x, "x", ctx), "embedded").text;
    if (sameRef(x, y)) return `Wenn ${X}, welchen Wert hat ${n}·x + x?`;
    return `Wenn ${X} und ${write(symbolicAt(y, "y", ctx), "embedded").text}, welchen Wert hat ${n}·y + x?`;
  },
  find: ({ find, where }, ctx) => {
    if (namesPeople(ctx, find.attr) && !isName(where, ctx)) {
      const predicate = predicateOf(where, ctx, { definite: true });
      return `${capitalize(write(clause([part("wer")], predicate.verb, predicate.middle), "main").text)}?`;
    }
    if (wordsOf(ctx, find.attr)?.family === "house") return houseQuestion(find.attr, where, ctx);
    return whichQuestion(find.attr, written(personOf(where, ctx).form("nom")), ctx);
  },
};

/** Every query kind's answer, with its justification. */
export const answerTexts: AnswerVerbalizers = {
  "position-code": ({ x, y }, code, ctx) => {
    const n = ctx.puzzle.size + 1;
    const X = write(symbolicAt(x, String(code.x), ctx), "main");
    const arithmetic = `also ist ${n} × ${code.y} + ${code.x} = ${code.code}`;
    if (sameRef(x, y)) return sentence(`${X.text}, ${arithmetic}`);
    return sentence(`${X.text}, und ${write(symbolicAt(y, String(code.y), ctx), "main").text}, ${arithmetic}`);
  },
  find: ({ find, where }, answer, ctx) => sentence(write(answerClause(find.attr, where, answer, ctx), "main").text),
};

/**
 * The answer as a clause, for the answer's sentence and the solution's closing line ("Also
 * hält der Deutsche das Zebra."): the person found and what the question said of them
 * ("Der Deutsche hält das Zebra", "Alice ist die Dänin"), or the person asked about and the
 * value found ("Der Däne wohnt im blauen Haus", "Alice ist Dänin").
 */
export function answerClause(attr: string, where: Entity, answer: Value, ctx: RenderContext): SimpleClause {
  const found: ValueRef = { attr, value: answer };
  if (namesPeople(ctx, attr) && !isName(where, ctx)) {
    const subject = valuePhrase(found, ctx);
    const predicate = predicateOf(where, ctx, { definite: true, female: subject.female });
    return clause([subject.form("nom")], predicate.verb, predicate.middle);
  }
  const subject = personOf(where, ctx);
  const predicate = predicateOf(found, ctx, { definite: !namesPeople(ctx, attr), female: subject.female });
  return clause([subject.form("nom")], predicate.verb, predicate.middle);
}
