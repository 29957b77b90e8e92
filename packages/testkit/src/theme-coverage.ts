import { lexiconFor, wordText } from "@zebra/model";
import { fillTemplate } from "@zebra/locale-kit";
import type { AttributeWords, Clue, LocaleWords, Puzzle, Value, Vocabulary } from "@zebra/model";
import type { Locale, RenderContext } from "@zebra/locale-kit";
import { getVocabulary, themes, type Theme } from "@zebra/vocab";
import { renderingLeaks } from "./generated.js";
import { textProblems } from "./text-problems.js";

/** Template fields of an attribute's words that a locale may promise for every built-in attribute. */
export type CoveredField = "subject" | "predicate" | "unit" | "less" | "greater" | "difference" | "intro" | "question";

/** Which fields every built-in attribute's words must have, beyond its noun and its value words. */
export interface ThemeCoverage {
  /** Fields of every categorical attribute (none by default). */
  readonly categorical?: readonly CoveredField[];
  /** Fields of every numeric attribute (none by default). */
  readonly numeric?: readonly CoveredField[];
}

function text(word: AttributeWords["noun"]): string {
  return word === undefined ? "" : wordText(word).trim();
}

/** A stand-in puzzle holding every attribute of a vocabulary with all its values, for rendering single clues. */
function puzzleOf(vocabulary: Vocabulary): Puzzle {
  const size = Math.max(...vocabulary.attributes.map((a) => a.values.length));
  return { format: "zebra-puzzle/1", size, attributes: vocabulary.attributes.map((a) => ({ name: a.name, values: a.values })), clues: [] };
}

/**
 * What a locale's words for the built-in themes lack or get wrong: an attribute without words,
 * a missing noun or required field, a value without a word, words for an attribute or value no
 * theme has (a misspelt id), a word used by two values of a theme (so a phrase could point at
 * two attributes), two values of a theme with the same predicate, and, rendered through the
 * locale's own renderer, clues about one value that leak placeholders, read badly or read the
 * same as a clue about another value of the theme (a reader could not tell them apart).
 *
 * Use it through `runLocaleConformance`, which every locale runs. Cost: a few hundred clues.
 *
 * @param locale - the locale.
 * @param coverage - the fields the locale promises.
 * @returns one line per problem; empty when the words cover every theme.
 *
 * @example
 * ```ts
 * expect(themeWordProblems(locale, { categorical: ["subject", "predicate"] })).toEqual([]);
 * ```
 */
export function themeWordProblems(locale: Locale, coverage: ThemeCoverage = {}): string[] {
  const problems: string[] = [];
  const words = locale.words.attributes;
  const known = new Map<string, Set<string>>();
  for (const theme of themes) {
    const vocabulary = getVocabulary(theme);
    for (const attribute of vocabulary.attributes) {
      const values = known.get(attribute.id) ?? new Set<string>();
      for (const value of attribute.values) values.add(String(value));
      known.set(attribute.id, values);
      const own = Object.hasOwn(words, attribute.id) ? words[attribute.id] : undefined;
      const where = `${theme}/${attribute.id}`;
      if (own === undefined) {
        problems.push(`${where}: no words`);
        continue;
      }
      if (text(own.noun) === "") problems.push(`${where}: no noun`);
      for (const field of (attribute.numeric ? coverage.numeric : coverage.categorical) ?? []) {
        if ((own[field] ?? "").trim() === "") problems.push(`${where}: no ${field}`);
      }
      if (attribute.numeric) continue;
      for (const value of attribute.values) {
        const word = own.values?.[String(value)];
        if (word === undefined || wordText(word).trim() === "") problems.push(`${where}: no word for ${JSON.stringify(value)}`);
      }
    }
    problems.push(...sharedWordProblems(locale, vocabulary), ...renderedProblems(locale, vocabulary));
  }
  for (const [id, own] of Object.entries(words)) {
    const values = known.get(id);
    if (values === undefined) {
      problems.push(`words for "${id}", which no built-in theme has`);
      continue;
    }
    for (const value of Object.keys(own.values ?? {})) if (!values.has(value)) problems.push(`${id}: a word for "${value}", which no built-in theme has`);
  }
  return problems;
}

/** Words and predicates of a theme's values: no two values share one (case and spacing aside). */
function sharedWordProblems(locale: Locale, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  const labels = new Map<string, string>();
  const predicates = new Map<string, string>();
  const key = (t: string) => t.trim().replace(/\s+/g, " ").toLowerCase();
  for (const attribute of vocabulary.attributes) {
    const own = locale.words.attributes[attribute.id];
    for (const value of attribute.values) {
      const where = `${attribute.id} ${JSON.stringify(value)}`;
      const word = own?.values?.[String(value)];
      const label = word === undefined ? String(value) : wordText(word);
      if (!attribute.numeric) {
        const other = labels.get(key(label));
        if (other !== undefined) problems.push(`${vocabulary.id}: ${where} and ${other} are both worded ${JSON.stringify(label)}`);
        labels.set(key(label), where);
      }
      if (own?.predicate !== undefined) {
        const predicate = fillTemplate(own.predicate, { value: word ?? String(value) }, (w) => wordText(w));
        const other = predicates.get(key(predicate));
        if (other !== undefined) problems.push(`${vocabulary.id}: ${where} and ${other} have the same predicate ${JSON.stringify(predicate)}`);
        predicates.set(key(predicate), where);
      }
    }
  }
  return problems;
}

/** Clues about each value of a theme, in the locale: clean, and no two values alike. */
function renderedProblems(locale: Locale, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  const { renderer } = locale;
  const puzzle = puzzleOf(vocabulary);
  const ctx: RenderContext = { puzzle, lexicon: lexiconFor(vocabulary, locale.words) };
  const seen = new Map<string, string>();
  const check = (what: string, text: string, multiline = false) => {
    const found = [...textProblems(text, { multiline }), ...renderingLeaks(text, renderer.locale)];
    if (found.length > 0) problems.push(`${vocabulary.id}: ${what}: ${found.join(", ")}: ${JSON.stringify(text)}`);
  };
  for (const attribute of vocabulary.attributes) {
    attribute.values.forEach((value, i) => {
      const entity = { attr: attribute.name, value };
      const where = `${attribute.id} ${JSON.stringify(value)}`;
      const sentence = renderer.clue({ type: "at", a: entity, pos: 1 }, ctx);
      check(`${where} (clue)`, sentence);
      const other = seen.get(sentence);
      if (other !== undefined) problems.push(`${vocabulary.id}: ${where} and ${other} read the same: ${JSON.stringify(sentence)}`);
      seen.set(sentence, where);
      check(`${where} (embedded fact)`, renderer.fact({ kind: "among", entity, positions: [1, 2] }, ctx, "embedded"));
      check(`${where} (value)`, renderer.value(attribute.name, value, ctx));
      if (attribute.numeric && i > 0) {
        const smaller = { attr: attribute.name, value: attribute.values[i - 1]! };
        const comparisons: Clue[] = [
          { type: "less_than", attr: attribute.name, a: smaller, b: entity },
          { type: "difference", attr: attribute.name, a: entity, b: smaller, d: 3 },
        ];
        for (const clue of comparisons) check(`${where} (${clue.type})`, renderer.clue(clue, ctx));
      }
    });
    check(`${attribute.id} (heading)`, renderer.heading(attribute.name, ctx));
  }
  return problems;
}

/** One attribute of a built-in theme. */
export interface ThemeAttribute {
  readonly theme: string;
  readonly attribute: Vocabulary["attributes"][number];
}

/**
 * Every attribute of every built-in theme, with its theme, for locale tests that check their
 * own words (locale packages do not depend on `@zebra/vocab`).
 *
 * @example
 * ```ts
 * for (const { theme, attribute } of themeAttributes()) expect(words.attributes[attribute.id]).toBeDefined();
 * ```
 */
export function themeAttributes(): ThemeAttribute[] {
  return themes.flatMap((theme) => getVocabulary(theme).attributes.map((attribute) => ({ theme, attribute })));
}

/**
 * A render context for a built-in theme in a locale: a puzzle holding every attribute of the
 * theme with all its values (as many houses as the largest attribute has values), and the
 * locale's lexicon for it. For locale tests that render the theme's words in clues and
 * questions (locale packages do not depend on `@zebra/vocab`).
 *
 * @example
 * ```ts
 * const ctx = themeContext(locale.words);
 * renderer.question({ kind: "find", find: { attr: "Age" }, where: { attr: "Name", value: "Liam" } }, ctx); // "How old is Liam?"
 * ```
 */
export function themeContext(words: LocaleWords, theme: Theme = "default"): RenderContext {
  const vocabulary = getVocabulary(theme);
  const puzzle = puzzleOf(vocabulary);
  return { puzzle, lexicon: lexiconFor(vocabulary, words, puzzle) };
}

/** A locale's words of the built-in themes, read for tests: an attribute's words, a value's text, a template filled by hand. */
export interface ThemeWordsReader {
  /** The words of an attribute id (throws when the locale has none). */
  readonly of: (id: string) => AttributeWords;
  /** The text of a value's word, or the value itself. */
  readonly label: (id: string, value: Value) => string;
  /** A template with `{value}` replaced by a text. */
  readonly phrase: (template: string, text: string) => string;
}

/**
 * Reads a locale's words of the built-in themes, for the locale's own tests of its wording.
 *
 * @example
 * ```ts
 * const { of, label, phrase } = themeWordsReader(words);
 * expect(phrase(of("pet").subject!, label("pet", "zebra"))).toBe("the zebra owner");
 * ```
 */
export function themeWordsReader(words: LocaleWords): ThemeWordsReader {
  const of = (id: string): AttributeWords => {
    const own = words.attributes[id];
    if (own === undefined) throw new Error(`no ${words.locale} words for ${id}`);
    return own;
  };
  return {
    of,
    label: (id, value) => {
      const word = of(id).values?.[String(value)];
      return word === undefined ? String(value) : wordText(word);
    },
    phrase: (template, text) => template.split("{value}").join(text),
  };
}
