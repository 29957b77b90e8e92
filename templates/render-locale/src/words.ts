// The building blocks every sentence uses: how a person is named, how values and houses read,
// how lists are joined. Translate these first; the clue and step files are built from them.
import { attributeNoun, attributeWords, fillTemplate, isPositionRef, joinList, valueLabel } from "@zebra/model";
import type { Entity, RenderContext, Value } from "@zebra/model";

/** This renderer's locale code; lexicons in another language are ignored. */
export const locale = "__LOCALE__";

/**
 * Marks text that is still in the template's English. The scaffolded package wraps every
 * sentence in brackets, so untranslated text stands out; when a sentence is translated,
 * stop wrapping it (and when all are, make this return `text`).
 */
export function untranslated(text: string): string {
  return `[${text}]`;
}

/** A clause as a sentence: capital letter, full stop. TRANSLATE: your language's sentence shape. */
export function sentence(clause: string): string {
  return `${untranslated(clause.charAt(0).toUpperCase() + clause.slice(1))}.`;
}

/** How a value reads: its lexicon label, or the value itself. */
export function label(ctx: RenderContext, attr: string, value: Value): string {
  return valueLabel(ctx.lexicon, locale, attr, value);
}

/** The attribute as a noun: the lexicon's, or the attribute's name. */
export function noun(ctx: RenderContext, attr: string): string {
  return attributeNoun(ctx.lexicon, locale, attr);
}

/**
 * The phrase for a person: the lexicon's `subject` ("the zebra owner"), else generic wording.
 * TRANSLATE: the two fallbacks.
 */
export function who(entity: Entity, ctx: RenderContext): string {
  if (isPositionRef(entity)) return `the person in house ${entity.pos}`;
  const subject = attributeWords(ctx.lexicon, locale, entity.attr)?.subject;
  const value = label(ctx, entity.attr, entity.value);
  return subject ? fillTemplate(subject, { value }) : `the person whose ${noun(ctx, entity.attr)} is ${value}`;
}

/** What the person with the value does ("keeps a zebra"), when the lexicon says. */
export function does(entity: Entity, ctx: RenderContext): string | undefined {
  if (isPositionRef(entity)) return undefined;
  const predicate = attributeWords(ctx.lexicon, locale, entity.attr)?.predicate;
  return predicate ? fillTemplate(predicate, { value: label(ctx, entity.attr, entity.value) }) : undefined;
}

/** A list: "a, b and c". TRANSLATE: your separators. */
export function and(items: readonly string[]): string {
  return joinList(items, ", ", " and ");
}

/** Alternatives: "a, b or c". TRANSLATE: your separators. */
export function or(items: readonly string[]): string {
  return joinList(items, ", ", " or ");
}

/** "house 3", "house 1 or 3". TRANSLATE. */
export function houses(positions: readonly number[]): string {
  return `house ${or(positions.map(String))}`;
}

/** "clue 4", "clues 3 and 7" (indexes are 0-based). TRANSLATE. */
export function clues(indexes: readonly number[]): string {
  return `${indexes.length === 1 ? "clue" : "clues"} ${and(indexes.map((i) => String(i + 1)))}`;
}
