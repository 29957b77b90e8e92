import type { Value } from "@zebra/model";
import { issue, type Issue } from "@zebra/model";
import type { LocaleWords } from "@zebra/model";
import type { Attribute } from "@zebra/model";
import type { Lexicon } from "@zebra/model";
import { attributeNoun, valueLabel, valueWord } from "../../render/lexicon-words.js";
import { tooLongToRead } from "../limits.js";
import { lexiconFor, type Vocabulary } from "@zebra/model";
import type { CompiledGrammar } from "./compiled-grammar.js";
import { fold } from "./fold.js";
import { findValueMentions, nameKey, ValueIndex, type NameKey } from "./mentions.js";
import { tokenize } from "./tokens.js";
import { rewritten } from "./units.js";

/** What a text that lists no values gives, read against a vocabulary: its attributes, or the issues. */
export interface Inferred {
  readonly vocabulary: Vocabulary;
  readonly attributes: readonly Attribute[];
  readonly notices: readonly Issue[];
  readonly issues: readonly Issue[];
}

/**
 * Adds a value's names to an index: its id (for strings), its label and the other number of its
 * word ("brownie" for "brownies", as in "the brownie lover"), and the grammar's variants of them.
 */
export function addNames(index: ValueIndex, grammar: CompiledGrammar, attr: string, value: Value, lexicon: Lexicon | undefined, locale: string): void {
  const names: string[] = [];
  if (typeof value === "string") names.push(value);
  const label = valueLabel(lexicon, locale, attr, value);
  if (label !== "" && label !== String(value)) names.push(label);
  const word = valueWord(lexicon, locale, attr, value);
  // Only the other number: a form before a noun (Japanese 紫の) may be another value's name.
  if (word !== undefined && typeof word !== "string")
    for (const form of [word.forms?.sg, word.forms?.pl]) if (form !== undefined && form !== "" && form !== String(value)) names.push(form);
  for (const key of nameKeys(grammar, names)) index.addKey(key, attr, value);
}

/** The keys of a value's names and of the grammar's variants of them, by grammar and names (the same values are read in text after text). */
const keysOfNames = new WeakMap<CompiledGrammar, Map<string, readonly NameKey[]>>();

function nameKeys(grammar: CompiledGrammar, given: readonly string[]): readonly NameKey[] {
  let byNames = keysOfNames.get(grammar);
  if (byNames === undefined) keysOfNames.set(grammar, (byNames = new Map()));
  const id = given.join("\u0000");
  const cached = byNames.get(id);
  if (cached !== undefined) return cached;
  const names = new Set(given);
  for (const name of given) for (const v of grammar.source.variants(fold(name))) names.add(v);
  const keys: NameKey[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (key !== undefined) keys.push(key);
  }
  // A bound on what a stream of texts with ever new values can keep.
  if (byNames.size >= 50_000) byNames.clear();
  byNames.set(id, keys);
  return keys;
}

/** A vocabulary read in a locale: its lexicon there, and every value by its names in it. */
interface ReadVocabulary {
  readonly lexicon: Lexicon;
  readonly index: ValueIndex;
}

const readVocabularies = new WeakMap<Vocabulary, WeakMap<LocaleWords, ReadVocabulary>>();

/** A vocabulary's lexicon in a locale and the index of its values by their names (cached). */
function readVocabulary(vocabulary: Vocabulary, words: LocaleWords, grammar: CompiledGrammar): ReadVocabulary {
  let byWords = readVocabularies.get(vocabulary);
  if (byWords === undefined) readVocabularies.set(vocabulary, (byWords = new WeakMap()));
  const cached = byWords.get(words);
  if (cached !== undefined) return cached;
  const lexicon = lexiconFor(vocabulary, words);
  const index = new ValueIndex();
  for (const a of vocabulary.attributes) {
    if (a.numeric) continue;
    for (const v of a.values) addNames(index, grammar, a.name, v, lexicon, words.locale);
  }
  const read = { lexicon, index };
  byWords.set(words, read);
  return read;
}

/**
 * Whether a vocabulary's attribute is one the text lists: by its name or noun, or by a value it
 * shares with a listed attribute (as the vocabulary writes it, or in the text's language: a
 * Japanese text lists アリス, the theme's value is Alice).
 */
function isListed(attr: string, named: readonly Value[], listed: readonly Attribute[], lexicon: Lexicon, locale: string): boolean {
  const names = new Set([fold(attr), fold(attributeNoun(lexicon, locale, attr))]);
  if (listed.some((a) => names.has(fold(a.name)))) return true;
  const values = new Set(listed.flatMap((a) => a.values.map((v) => fold(String(v)))));
  return named.some((v) => values.has(fold(String(v))) || values.has(fold(valueLabel(lexicon, locale, attr, v))));
}

/**
 * The attributes a text does not list, found among the vocabularies by the values its
 * sentences name: the vocabulary naming the most of them wins, each of its attributes with a
 * named value is kept, but for those the text lists (`listed`: same name, or a value in
 * common). An attribute's values are certain when the vocabulary has exactly as many as there
 * are houses (a notice says they come from the theme), or when the sentences name that many;
 * otherwise an issue says which are missing.
 */
export function inferAttributes(
  sentences: readonly string[],
  size: number,
  vocabularies: readonly Vocabulary[],
  words: LocaleWords,
  grammar: CompiledGrammar,
  listed: readonly Attribute[] = [],
): Inferred | undefined {
  let best: { vocabulary: Vocabulary; lexicon: Lexicon; named: Map<string, Value[]>; count: number } | undefined;
  // Tokens do not depend on the vocabulary: each sentence is tokenized once. A sentence too long to read names nothing.
  const tokens = sentences.filter((s) => !tooLongToRead(s)).map((s) => tokenize(rewritten(s, grammar)));
  for (const vocabulary of vocabularies) {
    const { index, lexicon } = readVocabulary(vocabulary, words, grammar);
    const named = new Map<string, Value[]>();
    for (const sentence of tokens) {
      for (const u of findValueMentions(sentence, index)) {
        const referents = u.referents ?? [];
        // A name shared by two attributes says nothing about which: left for the clues to tell.
        if (referents.length !== 1) continue;
        const r = referents[0]!;
        if (r.kind !== "value") continue;
        const list = named.get(r.attr) ?? [];
        if (!list.includes(r.value)) list.push(r.value);
        named.set(r.attr, list);
      }
    }
    for (const [attr, values] of named) if (isListed(attr, values, listed, lexicon, words.locale)) named.delete(attr);
    const count = [...named.values()].reduce((n, values) => n + values.length, 0);
    if (count > 0 && (best === undefined || count > best.count)) best = { vocabulary, lexicon, named, count };
  }
  if (best === undefined) return undefined;
  const attributes: Attribute[] = [];
  const notices: Issue[] = [];
  const issues: Issue[] = [];
  // The messages are in the text's language: the attribute by its noun, the values by their labels (the theme's ids are English).
  const { lexicon } = best;
  const labels = (attr: string, values: readonly Value[]): string[] => values.map((v) => valueLabel(lexicon, words.locale, attr, v));
  for (const a of best.vocabulary.attributes) {
    const named = best.named.get(a.name);
    if (named === undefined) continue;
    const noun = attributeNoun(lexicon, words.locale, a.name);
    // The theme gives values the text does not name only when the text names no other value of
    // the attribute ("Who owns the fish?" with a theme whose pets are a zebra's): it never
    // replaces a value the text has.
    const foreign = a.values.length === size && named.length < size ? namedElsewhere(a.name, a.values, tokens, vocabularies, words, grammar) : [];
    if (a.values.length === size && foreign.length === 0) {
      attributes.push({ name: a.name, values: a.values });
      const unnamed = a.values.filter((v) => !named.includes(v));
      notices.push(
        issue("inferred-values", "", {
          attr: a.name,
          values: a.values,
          from: "theme",
          vocabulary: best.vocabulary.id,
          ...(unnamed.length > 0 ? { unnamed } : {}),
          words: { attr: noun, values: labels(a.name, a.values), ...(unnamed.length > 0 ? { unnamed: labels(a.name, unnamed) } : {}) },
        }),
      );
    } else if (named.length === size) {
      const ordered = a.values.filter((v) => named.includes(v));
      attributes.push({ name: a.name, values: ordered });
      notices.push(issue("inferred-values", "", { attr: a.name, values: ordered, from: "clues", words: { attr: noun, values: labels(a.name, ordered) } }));
    } else {
      const shown = [...a.values.filter((v) => named.includes(v)), ...foreign.map((f) => f.value)];
      const shownWords = [
        ...labels(
          a.name,
          a.values.filter((v) => named.includes(v)),
        ),
        ...foreign.map((f) => f.label),
      ];
      issues.push(issue("unlisted-values", "", { attr: a.name, named: shown, size, words: { attr: noun, named: shownWords } }));
    }
  }
  return { vocabulary: best.vocabulary, attributes, notices, issues };
}

/**
 * Whether a sentence names a value of one of the vocabularies ("the Englishman", "the red
 * house"): a sentence that does is about a puzzle, even when the text lists none of its values.
 */
export function namesVocabularyValue(text: string, vocabularies: readonly Vocabulary[], words: LocaleWords, grammar: CompiledGrammar): boolean {
  if (tooLongToRead(text)) return false;
  const tokens = tokenize(rewritten(text, grammar));
  return vocabularies.some((vocabulary) =>
    findValueMentions(tokens, readVocabulary(vocabulary, words, grammar).index).some((u) => (u.referents ?? []).some((r) => r.kind === "value")),
  );
}

/**
 * Values of an attribute (by its name) that the sentences name in other vocabularies and that
 * `values` lacks, with their labels in the text's language: the pets of a text asking for the
 * fish, when the theme's pets have a zebra instead.
 */
function namedElsewhere(
  attr: string,
  values: readonly Value[],
  tokens: readonly ReturnType<typeof tokenize>[],
  vocabularies: readonly Vocabulary[],
  words: LocaleWords,
  grammar: CompiledGrammar,
): { readonly value: Value; readonly label: string }[] {
  const found: { value: Value; label: string }[] = [];
  const known = new Set(values.map((v) => fold(String(v))));
  for (const vocabulary of vocabularies) {
    const { index, lexicon } = readVocabulary(vocabulary, words, grammar);
    for (const sentence of tokens) {
      for (const u of findValueMentions(sentence, index)) {
        for (const r of u.referents ?? []) {
          if (r.kind !== "value" || r.attr !== attr || known.has(fold(String(r.value)))) continue;
          known.add(fold(String(r.value)));
          found.push({ value: r.value, label: valueLabel(lexicon, words.locale, attr, r.value) });
        }
      }
    }
  }
  return found;
}

/** The vocabulary attribute a value's name belongs to (the first vocabulary that knows it), for naming an attribute learned from a text. */
export function vocabularyAttributeOf(name: string, vocabularies: readonly Vocabulary[], words: LocaleWords, grammar: CompiledGrammar): string | undefined {
  const tokens = tokenize(rewritten(name, grammar));
  for (const vocabulary of vocabularies) {
    const units = findValueMentions(tokens, readVocabulary(vocabulary, words, grammar).index);
    if (units.length !== 1) continue;
    const attrs = new Set((units[0]!.referents ?? []).flatMap((r) => (r.kind === "value" ? [r.attr] : [])));
    if (attrs.size === 1) return [...attrs][0];
  }
  return undefined;
}
