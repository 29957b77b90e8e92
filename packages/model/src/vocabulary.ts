import type { Value } from "./entity.js";
import type { AttributeWords, Lexicon } from "./lexicon.js";

/**
 * One attribute a puzzle can draw from a vocabulary: its stable id, the name puzzles use, the
 * values it offers, and the words that verbalise it in each locale.
 *
 * A sampler picks `size` of the `values` for a puzzle of that size, so an attribute with
 * `values.length` values can serve puzzles of up to that many houses. Values are ids: short
 * English strings (`"zebra"`, `"orange juice"`) for categorical attributes, numbers in ascending
 * order for numeric ones. The words of a locale label each value (`words.zh.values.zebra` is
 * `"斑马"`) and give the templates renderers fill (`subject`, `predicate`, comparisons).
 *
 * @example
 * ```ts
 * const pet: VocabularyAttribute = {
 *   id: "pet",
 *   name: "Pet",
 *   values: ["dog", "cat", "zebra"],
 *   numeric: false,
 *   words: {
 *     en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" },
 *     zh: { noun: "宠物", subject: "养{value}的人", predicate: "养{value}", values: { dog: "狗", cat: "猫", zebra: "斑马" } },
 *   },
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
  /** The words of each locale, keyed by locale code (`"en"`, `"zh"`); `values` labels are keyed by `String(value)`. */
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
 *     { id: "age", name: "Age", values: [20, 30, 40], numeric: true },
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

/** The words of a locale: an exact match first, then one with the same primary language. */
function wordsFor(words: VocabularyAttribute["words"], locale: string): AttributeWords | undefined {
  if (words === undefined) return undefined;
  if (Object.prototype.hasOwnProperty.call(words, locale)) return words[locale];
  const wanted = primaryLanguage(locale);
  const match = Object.keys(words).find((code) => primaryLanguage(code) === wanted);
  return match === undefined ? undefined : words[match];
}

/**
 * Builds the {@link Lexicon} of one locale from a vocabulary, keyed by attribute name.
 *
 * Use it to hand a renderer the words of any vocabulary, built-in or custom. The locale is
 * matched exactly, then by primary language (`"zh-CN"` uses the `"zh"` words). Attributes
 * without words in that locale are left out, so renderers fall back to generic wording for them.
 * Cost: linear in the vocabulary's size.
 *
 * @param vocabulary - the vocabulary.
 * @param locale - the locale code, e.g. `"en"` or `"zh"`.
 * @param attributeNames - only these attribute names (for example a puzzle's); all when omitted.
 * @returns a lexicon whose `locale` is the requested one.
 *
 * @example
 * ```ts
 * const lexicon = lexiconFromVocabulary(vocabulary, "zh", ["Pet"]);
 * lexicon.attributes.Pet?.subject; // "养{value}的人"
 * ```
 */
export function lexiconFromVocabulary(vocabulary: Vocabulary, locale: string, attributeNames?: readonly string[]): Lexicon {
  const wanted = attributeNames === undefined ? undefined : new Set(attributeNames);
  const attributes: Record<string, AttributeWords> = {};
  for (const attribute of vocabulary.attributes) {
    if (wanted !== undefined && !wanted.has(attribute.name)) continue;
    const words = wordsFor(attribute.words, locale);
    if (words !== undefined) Object.defineProperty(attributes, attribute.name, { value: words, enumerable: true, writable: true, configurable: true });
  }
  return { locale, attributes };
}
