// The building blocks every sentence uses: the clause of this language, how a person is named,
// how words are inflected, how lists and numbers read. Translate these first; the clue, fact
// and step files are built from them.
import { isPositionRef, wordText } from "@zebra/model";
import { attributeNoun, attributeWords, fillTemplate, joinList, localeWords, valueWord } from "@zebra/locale-kit";
import type { Entity } from "@zebra/model";
import type { ClauseMode, Inflect, RenderContext } from "@zebra/locale-kit";

/** This renderer's locale code; lexicons in another language are ignored. */
export const locale = "__LOCALE__";

/** The kit's word accessors, bound to this locale: the assembly writes a value on its own with them. */
export const lexiconWords = localeWords(locale);

/** How a value reads: its lexicon word, or the value itself. */
export const { labelOf: label } = lexiconWords;

/**
 * Marks text that is still in the template's English. The scaffolded package wraps every
 * sentence in brackets, so untranslated text stands out; when a sentence is translated,
 * stop wrapping it (and when all are, make this return `text`).
 */
export function untranslated(text: string): string {
  return `[${text}]`;
}

/**
 * A clause of this language: who it is about and what is said of them. Clue and fact
 * wordings return clauses, so that a step can write one as a statement or inside a reason.
 * TRANSLATE: give it the parts your word order needs (German keeps the finite verb apart, so
 * that `write` can put it second in a main clause and last in an embedded one).
 */
export interface Clause {
  readonly subject: string;
  readonly predicate: string;
}

/** A clause from its parts. */
export function clause(subject: string, predicate: string): Clause {
  return { subject, predicate };
}

/**
 * Writes a clause as a main clause ("the Dane lives in house 2") or as an embedded one, as
 * after "because" or "so that". TRANSLATE: English order is the same in both; German writes
 * "weil der Däne in Haus 2 wohnt", Japanese "デンマーク人が2軒目に住んでいるので".
 */
export function write(c: Clause, mode: ClauseMode): string {
  void mode;
  return c.subject === "" ? c.predicate : `${c.subject} ${c.predicate}`;
}

/** A main clause as a sentence: capital letter, full stop. TRANSLATE: your language's sentence shape. */
export function sentence(text: string): string {
  return `${untranslated(text.charAt(0).toUpperCase() + text.slice(1))}.`;
}

/**
 * How a word is written in a template slot that asks for a form (`{value:dat}`,
 * `{value:acc.indef}`). TRANSLATE: read the features your templates use; a word's `forms`,
 * `gender` and `kind` are yours to interpret (see docs/contributing/adding-a-locale.md).
 */
export const inflect: Inflect = (word) => wordText(word);

/** The attribute as a noun: the lexicon's, or the attribute's name. */
export function noun(ctx: RenderContext, attr: string): string {
  return attributeNoun(ctx.lexicon, locale, attr);
}

/**
 * The phrase for a person: the lexicon's `subject` ("the zebra owner"), else generic wording;
 * a position is its house ("house 3": clues never anchor on "the person in house 3").
 * TRANSLATE: the fallbacks; a language with cases takes the case the phrase stands in.
 */
export function who(entity: Entity, ctx: RenderContext): string {
  if (isPositionRef(entity)) return `house ${entity.pos}`;
  const subject = attributeWords(ctx.lexicon, locale, entity.attr)?.subject;
  const word = valueWord(ctx.lexicon, locale, entity.attr, entity.value) ?? String(entity.value);
  return subject ? fillTemplate(subject, { value: word }, inflect) : `the person whose ${noun(ctx, entity.attr)} is ${wordText(word)}`;
}

/** What the person with the value does ("keeps a zebra"), when the lexicon says. */
export function does(entity: Entity, ctx: RenderContext): string | undefined {
  if (isPositionRef(entity)) return undefined;
  const predicate = attributeWords(ctx.lexicon, locale, entity.attr)?.predicate;
  const word = valueWord(ctx.lexicon, locale, entity.attr, entity.value) ?? String(entity.value);
  return predicate ? fillTemplate(predicate, { value: word }, inflect) : undefined;
}

/** A list: "a, b and c". TRANSLATE: your separators. */
export function and(items: readonly string[]): string {
  return joinList(items, ", ", " and ");
}

/** Alternatives: "a, b or c". TRANSLATE: your separators. */
export function or(items: readonly string[]): string {
  return joinList(items, ", ", " or ");
}

/** "house 3", "house 1 or 3". TRANSLATE: your numbers, ordinals and counters (2軒目, 第3座房子). */
export function houses(positions: readonly number[]): string {
  return `house ${or(positions.map(String))}`;
}

/** "clue 4", "clues 3 and 7" (indexes are 0-based). TRANSLATE. */
export function clues(indexes: readonly number[]): string {
  return `${indexes.length === 1 ? "clue" : "clues"} ${and(indexes.map((i) => String(i + 1)))}`;
}
