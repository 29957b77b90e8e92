import type { Value } from "./entity.js";
import type { AttributeFamily, AttributeWords, Lexicon, LocaleWords, UnitId } from "./lexicon.js";
import type { Attribute } from "./puzzle.js";
import { setOwn } from "./internal/own.js";

/**
 * One attribute a puzzle can draw from a vocabulary: its stable id, the name puzzles use, the
 * values it offers, what kind of attribute it is, and, for a user's own vocabulary, its words
 * in any locale.
 *
 * A sampler picks `size` of the `values` for a puzzle of that size, so an attribute with
 * `values.length` values can serve puzzles of up to that many houses. Values are ids: short
 * English strings (`"zebra"`, `"orange juice"`) for categorical attributes, numbers in ascending
 * order for numeric ones. The attribute itself is language-neutral; the words of the built-in
 * attributes live in each locale package, keyed by the attribute's `id` (`words.attributes.pet`
 * of `@zebra/render-zh` labels `zebra` as `"斑马"`). A vocabulary may carry words of its own
 * (`words`), which take precedence field by field.
 *
 * @example
 * ```ts
 * const pet: VocabularyAttribute = {
 *   id: "pet",
 *   name: "Pet",
 *   values: ["dog", "cat", "zebra"],
 *   numeric: false,
 *   family: "action",
 *   words: { en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" } },
 * };
 * ```
 */
export interface VocabularyAttribute {
  /** Stable kebab-case id (`"pet"`, `"house-color"`); renaming it is a breaking change. */
  readonly id: string;
  /** The attribute name puzzles use (`"Pet"`): the key of `attributes` in a `zebra-puzzle/1` document. */
  readonly name: string;
  /** The value ids, at least two, distinct; numbers (ascending) exactly when `numeric`. */
  readonly values: readonly Value[];
  /** Whether the values are numbers that comparison clues can order ("older than"). */
  readonly numeric: boolean;
  /** How the values belong to a person (names them, describe their house, something they do, a measure). */
  readonly family?: AttributeFamily;
  /** The unit of a numeric attribute's values. */
  readonly unit?: UnitId;
  /** Words of the vocabulary's own, keyed by locale code (`"en"`, `"de"`); `values` are keyed by `String(value)`. */
  readonly words?: Readonly<Record<string, AttributeWords>>;
}

/**
 * A named universe of attributes that puzzles draw from: a built-in theme of `@zebra/vocab` or a
 * user's own file.
 *
 * Plain data, so that a sampler can take it as an argument without depending on any vocabulary
 * package, and so that it round-trips through JSON.
 *
 * @example
 * ```ts
 * const tiny: Vocabulary = {
 *   id: "tiny",
 *   attributes: [
 *     { id: "pet", name: "Pet", values: ["dog", "cat", "zebra"], numeric: false },
 *     { id: "age", name: "Age", values: [20, 30, 40], numeric: true, unit: "year" },
 *   ],
 * };
 * ```
 */
export interface Vocabulary {
  /** Stable kebab-case id, recorded in a puzzle's `meta.vocabulary`. */
  readonly id: string;
  /** What the vocabulary is for and its limits, e.g. "classic puzzle, up to 5 houses". */
  readonly description?: string;
  /** The attributes, in a fixed order (samplers draw from them deterministically). */
  readonly attributes: readonly VocabularyAttribute[];
}

/** The primary language subtag of a locale code: "zh-Hans" → "zh". */
function primaryLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? "";
}

/** A vocabulary's own words for a locale: an exact match first, then one with the same primary language. */
function ownWords(words: VocabularyAttribute["words"], locale: string): AttributeWords | undefined {
  if (words === undefined) return undefined;
  if (Object.hasOwn(words, locale)) return words[locale];
  const wanted = primaryLanguage(locale);
  const match = Object.keys(words).find((code) => primaryLanguage(code) === wanted);
  return match === undefined ? undefined : words[match];
}

/** An attribute's value words, own words over built-in ones, by `String(value)` (an own key hides the built-in word even when its word is undefined). */
function mergedValueWords(
  builtIn: AttributeWords["values"],
  own: AttributeWords["values"],
): Map<string, NonNullable<AttributeWords["values"]>[string] | undefined> {
  const merged = new Map<string, NonNullable<AttributeWords["values"]>[string] | undefined>();
  for (const key of Object.keys(builtIn ?? {})) merged.set(key, builtIn![key]);
  for (const key of Object.keys(own ?? {})) merged.set(key, own![key]);
  return merged;
}

/** What one vocabulary attribute contributes to every lexicon of a locale, computed once. */
interface AttributeEntry {
  readonly name: string;
  /** Its words without `values` when it has none, else with `values` to be filled in per puzzle (in the key's place). */
  readonly words: AttributeWords;
  /** Its value words, or undefined when it has none. */
  readonly values: ReadonlyMap<string, NonNullable<AttributeWords["values"]>[string] | undefined> | undefined;
}

function attributeEntry(attribute: VocabularyAttribute, words: LocaleWords): AttributeEntry | undefined {
  const builtIn = Object.hasOwn(words.attributes, attribute.id) ? words.attributes[attribute.id] : undefined;
  const own = ownWords(attribute.words, words.locale);
  if (builtIn === undefined && own === undefined) return undefined;
  const merged: { -readonly [K in keyof AttributeWords]: AttributeWords[K] } = { ...builtIn, ...own };
  const hasValues = builtIn?.values !== undefined || own?.values !== undefined;
  if (hasValues) merged.values = {};
  else delete merged.values;
  if (merged.unit === undefined && attribute.unit !== undefined) merged.unit = words.units[attribute.unit];
  if (attribute.family !== undefined) merged.family = attribute.family;
  return { name: attribute.name, words: merged, values: hasValues ? mergedValueWords(builtIn?.values, own?.values) : undefined };
}

/** Value words limited to `keys`, in their order. */
function valueWords(merged: AttributeEntry["values"] & object, keys: Iterable<string>): AttributeWords["values"] {
  const out: Record<string, NonNullable<AttributeWords["values"]>[string]> = {};
  for (const key of keys) {
    const word = merged.get(key);
    if (word !== undefined) setOwn(out, key, word);
  }
  return out;
}

/**
 * The maker of the {@link Lexicon}s of one locale for a vocabulary: {@link lexiconFor} with its
 * first two arguments fixed. Use it to word many puzzles of one vocabulary (a dataset run): the
 * merging of the locale's words with the vocabulary's own is done once, here, and each call only
 * picks the puzzle's attributes and values. Cost: linear in the size of the vocabulary; each call,
 * in the size of the puzzle.
 *
 * @param vocabulary - the vocabulary.
 * @param words - the locale's words (`locale.words` of a locale package).
 * @returns a function giving the same lexicon as `lexiconFor(vocabulary, words, puzzle)`.
 *
 * @example
 * ```ts
 * const lexiconOf = createLexiconFor(getVocabulary("classic"), locale.words);
 * const lexicon = lexiconOf(puzzle); // equal to lexiconFor(getVocabulary("classic"), locale.words, puzzle)
 * ```
 */
export function createLexiconFor(vocabulary: Vocabulary, words: LocaleWords): (puzzle?: { readonly attributes: readonly Attribute[] }) => Lexicon {
  const entries = vocabulary.attributes.map((attribute) => attributeEntry(attribute, words)).filter((entry) => entry !== undefined);
  return (puzzle) => {
    const wanted = puzzle === undefined ? undefined : new Map(puzzle.attributes.map((a) => [a.name, a.values] as const));
    const attributes: Record<string, AttributeWords> = {};
    for (const entry of entries) {
      if (wanted !== undefined && !wanted.has(entry.name)) continue;
      const values = wanted?.get(entry.name);
      const attributeWords =
        entry.values === undefined
          ? { ...entry.words }
          : { ...entry.words, values: valueWords(entry.values, values === undefined ? entry.values.keys() : values.map(String)) };
      setOwn(attributes, entry.name, attributeWords);
    }
    return { locale: words.locale, attributes };
  };
}

/**
 * Builds the {@link Lexicon} of one locale for a vocabulary, keyed by attribute name: the
 * locale's words for each attribute id (`words.attributes`), with the vocabulary's own words
 * for that locale over them, field by field, and the attribute's family and unit.
 *
 * Use it to hand a renderer the words of any vocabulary, built-in or custom:
 * `lexiconFor(getVocabulary("classic"), locale.words, puzzle)` with the `locale` of a locale
 * package. The vocabulary's own words are matched by locale exactly, then by primary language
 * (`"zh-CN"` uses `"zh"` words). A numeric attribute without a `unit` template reads its
 * numbers with the locale's template for its unit. Attributes with no words at all are left
 * out, so renderers word them generically. Cost: linear in the sizes of the vocabulary and,
 * when given, the puzzle.
 *
 * @param vocabulary - the vocabulary.
 * @param words - the locale's words (`locale.words` of a locale package).
 * @param puzzle - when given, only its attributes (by name), with value words limited to its values.
 * @returns a lexicon whose `locale` is the words' locale.
 *
 * @example
 * ```ts
 * import { locale } from "@zebra/render-zh";
 * const lexicon = lexiconFor(getVocabulary("classic"), locale.words, einstein);
 * lexicon.attributes.Pet?.subject; // "养{value}的人"
 * ```
 */
export function lexiconFor(vocabulary: Vocabulary, words: LocaleWords, puzzle?: { readonly attributes: readonly Attribute[] }): Lexicon {
  if (puzzle === undefined) return createLexiconFor(vocabulary, words)();
  // Only the puzzle's attributes are merged: a one-off lexicon need not pay for the rest.
  const names = new Set(puzzle.attributes.map((a) => a.name));
  return createLexiconFor({ ...vocabulary, attributes: vocabulary.attributes.filter((a) => names.has(a.name)) }, words)(puzzle);
}
