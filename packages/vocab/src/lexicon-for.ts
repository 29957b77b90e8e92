import { lexiconFromVocabulary, type AttributeWords, type Lexicon, type Puzzle, type Vocabulary } from "@zebra/model";

/**
 * The lexicon of one locale for a puzzle: the vocabulary's words for the puzzle's attributes,
 * matched by attribute name, with value labels limited to the values the puzzle uses.
 *
 * Use it to render a puzzle drawn from a vocabulary (`renderer.puzzle({ puzzle, lexicon })`).
 * Puzzle attributes the vocabulary lacks, and locales it has no words for, are left out, so the
 * renderer words them generically. The locale is matched exactly, then by primary language
 * (`"zh-CN"` reads the `"zh"` words). Cost: linear in the sizes of the puzzle and the vocabulary.
 *
 * @param vocabulary - a built-in vocabulary (`getVocabulary`) or a parsed custom one.
 * @param locale - the renderer's locale, e.g. `"en"` or `"zh"`.
 * @param puzzle - the puzzle, or anything with its `attributes`.
 * @returns the lexicon, keyed by the puzzle's attribute names.
 *
 * @example
 * ```ts
 * const lexicon = lexiconFor(getVocabulary("classic"), "zh", einstein);
 * lexicon.attributes.Pet?.values?.zebra; // "斑马"
 * ```
 */
export function lexiconFor(vocabulary: Vocabulary, locale: string, puzzle: Pick<Puzzle, "attributes">): Lexicon {
  const lexicon = lexiconFromVocabulary(
    vocabulary,
    locale,
    puzzle.attributes.map((a) => a.name),
  );
  const attributes: Record<string, AttributeWords> = {};
  for (const attribute of puzzle.attributes) {
    if (!Object.prototype.hasOwnProperty.call(lexicon.attributes, attribute.name)) continue;
    const words = lexicon.attributes[attribute.name]!;
    let limited: AttributeWords = words;
    if (words.values !== undefined) {
      const labels: Record<string, string> = {};
      for (const value of attribute.values) {
        const key = String(value);
        if (Object.prototype.hasOwnProperty.call(words.values, key)) define(labels, key, words.values[key]!);
      }
      limited = { ...words, values: labels };
    }
    define(attributes, attribute.name, limited);
  }
  return { locale: lexicon.locale, attributes };
}

function define(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
