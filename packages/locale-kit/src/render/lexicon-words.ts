import type { Value } from "@zebra/model";
import type { AttributeWords, Lexicon } from "@zebra/model";
import { wordText, type Word } from "@zebra/model";

/**
 * Whether a lexicon is written in a renderer's locale: the primary language subtags match
 * (`"en-GB"` serves `"en"`, `"zh-Hans"` serves `"zh"`).
 *
 * Use it before reading words from a lexicon: a renderer that meets a lexicon in another
 * language ignores it and falls back to generic wording rather than mix languages.
 * Cost: constant.
 *
 * @param lexicon - the lexicon, or `undefined`.
 * @param locale - the renderer's locale code.
 * @returns `true` when the lexicon can be used.
 *
 * @example
 * ```ts
 * lexiconServes({ locale: "en-GB", attributes: {} }, "en"); // true
 * lexiconServes({ locale: "zh", attributes: {} }, "en"); // false
 * ```
 */
export function lexiconServes(lexicon: Lexicon | undefined, locale: string): lexicon is Lexicon {
  if (lexicon === undefined) return false;
  if (lexicon.locale === locale) return true;
  const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];
  return primary(lexicon.locale) === primary(locale);
}

/**
 * The words a lexicon has for one attribute, when the lexicon serves the locale.
 *
 * Use it to read `noun`, `subject`, `predicate`… with `undefined` meaning "use generic
 * wording". Cost: constant.
 *
 * @param lexicon - the lexicon, or `undefined`.
 * @param locale - the renderer's locale code.
 * @param attr - the attribute name.
 * @returns the attribute's words, or `undefined`.
 *
 * @example
 * ```ts
 * const lex = { locale: "en", attributes: { Pet: { noun: "pet" } } };
 * attributeWords(lex, "en", "Pet")?.noun; // "pet"
 * ```
 */
export function attributeWords(lexicon: Lexicon | undefined, locale: string, attr: string): AttributeWords | undefined {
  if (!lexiconServes(lexicon, locale)) return undefined;
  return Object.hasOwn(lexicon.attributes, attr) ? lexicon.attributes[attr] : undefined;
}

/**
 * An attribute as a noun in a locale: the lexicon's `noun`, or the attribute's own name when
 * the lexicon does not serve the locale or has no (or an empty) noun for it.
 *
 * Use it for grid headings, attribute lists and generic wording, so every renderer and front
 * end falls back the same way. Cost: constant.
 *
 * @param lexicon - the lexicon, or `undefined`.
 * @param locale - the renderer's locale code.
 * @param attr - the attribute name.
 * @returns the noun.
 *
 * @example
 * ```ts
 * const lex = { locale: "en", attributes: { Pet: { noun: "pet" } } };
 * attributeNoun(lex, "en", "Pet"); // "pet"
 * attributeNoun(lex, "zh", "Pet"); // "Pet"
 * ```
 */
export function attributeNoun(lexicon: Lexicon | undefined, locale: string, attr: string): string {
  const noun = attributeWords(lexicon, locale, attr)?.noun;
  const text = noun === undefined ? "" : wordText(noun);
  return text !== "" ? text : attr;
}

/**
 * How a value reads in a locale: its lexicon label, or the value itself as written in the puzzle.
 *
 * Use it wherever a value is shown on its own (attribute lists, grids, template `{value}`).
 * Cost: constant.
 *
 * @param lexicon - the lexicon, or `undefined`.
 * @param locale - the renderer's locale code.
 * @param attr - the attribute name.
 * @param value - the value.
 * @returns the label.
 *
 * @example
 * ```ts
 * const lex = { locale: "zh", attributes: { Pet: { values: { zebra: "斑马" } } } };
 * valueLabel(lex, "zh", "Pet", "zebra"); // "斑马"
 * valueLabel(undefined, "zh", "Pet", "zebra"); // "zebra"
 * ```
 */
export function valueLabel(lexicon: Lexicon | undefined, locale: string, attr: string, value: Value): string {
  const word = valueWord(lexicon, locale, attr, value);
  const label = word === undefined ? "" : wordText(word);
  return label !== "" ? label : String(value);
}

/**
 * A value's word in a locale, with its grammatical features, when the lexicon has one.
 *
 * Use it in a locale that inflects words (German reads a noun's gender and case forms from
 * it). Cost: constant.
 *
 * @param lexicon - the lexicon, or `undefined`.
 * @param locale - the renderer's locale code.
 * @param attr - the attribute name.
 * @param value - the value.
 * @returns the word, or `undefined`.
 *
 * @example
 * ```ts
 * const lex = { locale: "de", attributes: { Pet: { values: { dog: { text: "Hund", gender: "m" } } } } } as const;
 * valueWord(lex, "de", "Pet", "dog"); // { text: "Hund", gender: "m" }
 * ```
 */
export function valueWord(lexicon: Lexicon | undefined, locale: string, attr: string, value: Value): Word | undefined {
  const values = attributeWords(lexicon, locale, attr)?.values;
  const key = String(value);
  return values !== undefined && Object.hasOwn(values, key) ? values[key] : undefined;
}
