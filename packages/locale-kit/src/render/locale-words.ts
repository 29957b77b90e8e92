import type { AttributeWords, Value, Word } from "@zebra/model";
import type { RenderContext } from "../contract/renderer.js";
import { attributeWords, valueLabel, valueWord } from "./lexicon-words.js";
import { fillTemplate } from "./template.js";

/** The lexicon's words, bound to one locale: what every renderer of that locale looks up. */
export interface LocaleWords<W extends AttributeWords = AttributeWords> {
  /** The words of an attribute, when the lexicon serves the locale and has them. */
  readonly wordsOf: (ctx: Pick<RenderContext, "lexicon">, attr: string) => W | undefined;
  /** A value's word with its features, when the lexicon has one. */
  readonly wordOf: (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) => Word | undefined;
  /** A value's label: the lexicon's word, or the value as the puzzle writes it (see `label` of {@link localeWords}). */
  readonly labelOf: (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) => string;
  /** A value as it reads on its own (lists, grids, answers): its label, or a number with the attribute's unit ("158 cm"). */
  readonly valueText: (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) => string;
}

/**
 * The word accessors of one locale, so that a locale does not write them again: the attribute's
 * words, a value's word, its label and how it reads on its own.
 *
 * Use it once in a locale's words module and export what it returns. Cost: constant per call.
 *
 * @param locale - the locale code every lookup uses; lexicons in another language are ignored.
 * @param label - how a label is written from the plain one (German writes an adjective on its
 *   own as a noun: "Rot"); by default the plain label.
 * @returns the bound accessors.
 *
 * @example
 * ```ts
 * const { valueText } = localeWords("en");
 * const lexicon = { locale: "en", attributes: { Height: { unit: "{value} cm" } } };
 * valueText({ lexicon }, "Height", 158); // "158 cm"
 * ```
 */
export function localeWords<W extends AttributeWords = AttributeWords>(
  locale: string,
  label: (plain: string, word: Word | undefined) => string = (plain) => plain,
): LocaleWords<W> {
  const wordsOf = (ctx: Pick<RenderContext, "lexicon">, attr: string) => attributeWords(ctx.lexicon, locale, attr) as W | undefined;
  const wordOf = (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) => valueWord(ctx.lexicon, locale, attr, value);
  const labelOf = (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) =>
    label(valueLabel(ctx.lexicon, locale, attr, value), wordOf(ctx, attr, value));
  const valueText = (ctx: Pick<RenderContext, "lexicon">, attr: string, value: Value) => {
    const unit = wordsOf(ctx, attr)?.unit;
    if (typeof value === "number" && unit !== undefined && unit !== "" && wordOf(ctx, attr, value) === undefined) return fillTemplate(unit, { value });
    return labelOf(ctx, attr, value);
  };
  return { wordsOf, wordOf, labelOf, valueText };
}
