import { attributeWords, valueLabel as modelValueLabel, type Attribute, type Lexicon, type Puzzle, type RenderContext, type Renderer, type Value } from "@zebra/model";
import { renderer as en } from "@zebra/render-en";
import { renderer as zh } from "@zebra/render-zh";
import { getVocabulary, isTheme, lexiconFor as vocabLexicon } from "@zebra/vocab";
import type { Locale } from "./state/settings.js";
import type { ThemeInfo } from "./worker/protocol.js";

const renderers: Record<Locale, Renderer> = { en, zh };

/** A renderer and its context for one puzzle in one locale. */
export interface Words {
  readonly locale: Locale;
  readonly renderer: Renderer;
  readonly ctx: RenderContext;
}

/** The language's own name, for the switch. */
export function languageName(locale: Locale): string {
  return renderers[locale].language;
}

/** The vocabulary a puzzle names in its `meta.vocabulary`, if it is a built-in one. */
function lexiconFor(puzzle: Puzzle, locale: Locale): Lexicon | undefined {
  const id = puzzle.meta?.vocabulary;
  if (typeof id !== "string" || !isTheme(id)) return undefined;
  return vocabLexicon(getVocabulary(id), locale, puzzle);
}

/** The words for a puzzle in a locale: the locale's renderer, with the puzzle's vocabulary when known. */
export function wordsFor(puzzle: Puzzle, locale: Locale): Words {
  const lexicon = lexiconFor(puzzle, locale);
  return { locale, renderer: renderers[locale], ctx: lexicon ? { puzzle, lexicon } : { puzzle } };
}

/** An attribute's heading in the grid: its noun in the locale, else its name. */
export function attributeLabel(words: Words, attribute: Attribute): string {
  const noun = attributeWords(words.ctx.lexicon, words.locale, attribute.name)?.noun;
  if (!noun) return attribute.name;
  return words.locale === "en" ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun;
}

/** A value's label in the locale, else the value itself. */
export function valueLabel(words: Words, attribute: Attribute, value: Value): string {
  return modelValueLabel(words.ctx.lexicon, words.locale, attribute.name, value);
}

/** The theme selected when the URL names none. */
export function defaultTheme(themes: readonly ThemeInfo[]): string {
  return themes.find((t) => t.id === "classic")?.id ?? themes[0]?.id ?? "";
}
