import { lexiconFor, type Attribute, type Clue, type Lexicon, type Puzzle, type Value } from "@zebra/model";
import type { Locale, RenderContext, Renderer } from "@zebra/locale-kit";
import { getVocabulary, isTheme } from "@zebra/vocab";
import { localeOf } from "./locales.js";
import { clueNotation, wordsClue } from "./notation.js";
import type { ThemeInfo } from "./worker/protocol.js";

/** A renderer and its context for one puzzle in one locale. */
export interface Words {
  readonly locale: Locale;
  readonly renderer: Renderer;
  readonly ctx: RenderContext;
}

/** The vocabulary a puzzle names in its `meta.vocabulary`, if it is a built-in one, in the locale's words. */
function lexiconOf(puzzle: Puzzle, locale: Locale): Lexicon | undefined {
  const id = puzzle.meta?.vocabulary;
  if (typeof id !== "string" || !isTheme(id)) return undefined;
  return lexiconFor(getVocabulary(id), locale.words, puzzle);
}

/** The words for a puzzle in a locale: the locale's renderer, with the puzzle's vocabulary when known. */
export function wordsFor(puzzle: Puzzle, code: string): Words {
  const locale = localeOf(code);
  const lexicon = lexiconOf(puzzle, locale);
  return { locale, renderer: locale.renderer, ctx: lexicon ? { puzzle, lexicon } : { puzzle } };
}

/** An attribute's heading in the grid, as the locale writes table headings. */
export function attributeLabel(words: Words, attribute: Attribute): string {
  return words.renderer.heading(attribute.name, words.ctx);
}

/** A value as the locale writes it on its own (a label, a number with its unit). */
export function valueLabel(words: Words, attribute: Attribute, value: Value): string {
  return words.renderer.value(attribute.name, value, words.ctx);
}

/** The theme selected when the URL names none. */
export function defaultTheme(themes: readonly ThemeInfo[]): string {
  return themes.find((t) => t.id === "classic")?.id ?? themes[0]?.id ?? "";
}

/** A clue as the page shows it: its author's own sentence when the puzzle has one, else the locale's wording (or symbols, for a clue no locale words yet). */
export function clueWords(words: Words, clue: Clue): string {
  return clue.text ?? (wordsClue(words, clue) ? words.renderer.clue(clue, words.ctx) : clueNotation(words, clue));
}
