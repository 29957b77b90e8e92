import { attributeNoun, attributeWords, fillTemplate, isPositionRef, joinList, valueLabel } from "@zebra/model";
import type { AttributeWords, Entity, RenderContext, Value, ValueRef } from "@zebra/model";
import { ordinalWord } from "../numbers.js";

/** The locale code every lexicon lookup uses. */
export const locale = "en";

/** Whether a phrase names a person ("the Dane") or a house ("the green house"); verbs follow it. */
export type Kind = "person" | "house";

/** A referring phrase and what it refers to. */
export interface Phrase {
  readonly text: string;
  readonly kind: Kind;
}

export function wordsOf(ctx: RenderContext, attr: string): AttributeWords | undefined {
  return attributeWords(ctx.lexicon, locale, attr);
}

export function labelOf(ctx: RenderContext, attr: string, value: Value): string {
  return valueLabel(ctx.lexicon, locale, attr, value);
}

/** The attribute as a noun: the lexicon's, else the attribute's own name. */
export function nounOf(ctx: RenderContext, attr: string): string {
  return attributeNoun(ctx.lexicon, locale, attr);
}

const personWords = /\b(who|whose|that|of|in|with|person|owner|resident|occupant|people)\b/i;

/** A phrase is about a house when its head noun is "house" ("the green house"), not a person ("the owner of the green house"). */
export function kindOfPhrase(text: string): Kind {
  return /\bhouse$/i.test(text) && !personWords.test(text) ? "house" : "person";
}

/** "the Dane", "the green house", "the person in the third house", "the person whose Pet is zebra". */
export function subjectOf(entity: Entity, ctx: RenderContext): Phrase {
  if (isPositionRef(entity)) return { text: `the person in the ${ordinalWord(entity.pos)} house`, kind: "person" };
  return valueSubject(entity, ctx);
}

/**
 * The phrase for a value. A value that places its owner in a house ("lives in the red house")
 * is named by that house ("the red house"), which keeps clues short: "the green house is
 * immediately to the left of the white house". The attribute's family says whether its values
 * describe houses; words without a family (a user's vocabulary) are read for it.
 */
export function valueSubject(ref: ValueRef, ctx: RenderContext): Phrase {
  const words = wordsOf(ctx, ref.attr);
  const label = labelOf(ctx, ref.attr, ref.value);
  const family = words?.family;
  let subject: Phrase | undefined;
  if (words?.subject !== undefined && words.subject !== "") {
    const text = fillTemplate(words.subject, { value: label });
    subject = { text, kind: family === undefined || family === "house" ? kindOfPhrase(text) : "person" };
    if (subject.kind === "house") return subject;
  }
  if ((family === undefined || family === "house") && words?.predicate !== undefined && words.predicate !== "") {
    const place = /^lives in (the .+)$/.exec(fillTemplate(words.predicate, { value: label }))?.[1];
    if (place !== undefined && kindOfPhrase(place) === "house") return { text: place, kind: "house" };
  }
  return subject ?? { text: `the person whose ${nounOf(ctx, ref.attr)} is ${label}`, kind: "person" };
}

/** Whether an attribute's values name the people themselves ("the Dane", "Alice"), so "who" asks for it. */
export function namesPeople(ctx: RenderContext, attr: string): boolean {
  const words = wordsOf(ctx, attr);
  if (words?.family !== undefined) return words.family === "identity";
  return words?.subject !== undefined && /^\s*(the\s+)?\{value\}\s*$/i.test(words.subject);
}

/**
 * What the person with the value does or has ("keeps a zebra"), when the lexicon says.
 * `definite` reads "a {value}" as "the {value}", for questions and answers about the one
 * person who has it ("who keeps the zebra?").
 */
export function predicateOf(entity: Entity, ctx: RenderContext, definite = false): string | undefined {
  if (isPositionRef(entity)) return `lives in the ${ordinalWord(entity.pos)} house`;
  let template = wordsOf(ctx, entity.attr)?.predicate;
  if (template === undefined || template === "") return undefined;
  if (definite) template = template.replace(/\b(a|an) \{value\}/, "the {value}");
  return fillTemplate(template, { value: labelOf(ctx, entity.attr, entity.value) });
}

/** The phrase as a person: "the person in the green house" for a house. */
export function asPerson(phrase: Phrase): string {
  return phrase.kind === "house" ? `the person in ${phrase.text}` : phrase.text;
}

/** "lives" for people, "is" for houses. */
export function live(kind: Kind): string {
  return kind === "house" ? "is" : "lives";
}

/** "does not live" for people, "is not" for houses. */
export function notLive(kind: Kind): string {
  return kind === "house" ? "is not" : "does not live";
}

/** "lives in the third house" / "is the third house". */
export function inOrdinalHouse(kind: Kind, pos: number, negated = false): string {
  const where = `the ${ordinalWord(pos)} house`;
  if (kind === "house") return `${negated ? "is not" : "is"} ${where}`;
  return `${negated ? "does not live" : "lives"} in ${where}`;
}

/** Positions as "house 3", "house 1 or 3", "houses 1, 3 and 5" (with "and"). */
export function houses(positions: readonly number[], conjunction: "and" | "or"): string {
  const figures = positions.map(String);
  if (conjunction === "or" || figures.length === 1) return `house ${joinList(figures, ", ", ` ${conjunction} `)}`;
  return `houses ${joinList(figures, ", ", " and ")}`;
}

/** A list in running text, without the Oxford comma: "a, b and c". */
export function andList(items: readonly string[]): string {
  return joinList(items, ", ", " and ");
}

/** "clue 4", "clues 3 and 7", "clues 2, 5 and 9" (clue indexes are 0-based). */
export function clueList(indexes: readonly number[]): string {
  const numbers = indexes.map((i) => String(i + 1));
  return `${numbers.length === 1 ? "clue" : "clues"} ${andList(numbers)}`;
}

/** Capitalises the first letter of a sentence. */
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** A clause as a sentence: capitalised, ending with a full stop (unless it already ends a sentence). */
export function sentence(clause: string): string {
  const text = capitalize(clause.trim());
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A number as written in running text. */
export function figure(n: number): string {
  return String(n);
}
