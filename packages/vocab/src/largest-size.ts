import type { Vocabulary } from "@zebra/model";

/**
 * The largest puzzle size (number of houses) a vocabulary can fill: the smallest number of
 * values among the attributes considered.
 *
 * Use it to check a requested size before sampling, or to tell a user what a theme supports
 * (the classic theme: 5; the default theme: 12). Cost: linear in the number of attributes.
 *
 * @param vocabulary - the vocabulary.
 * @param attributes - ids or names of the attributes that must all fit; every attribute when omitted.
 *   Names that match no attribute are ignored.
 * @returns the size, or 0 when no attribute is considered.
 *
 * @example
 * ```ts
 * largestSize(getVocabulary("classic")); // 5
 * largestSize(getVocabulary("default"), ["pet", "Name"]); // 14
 * ```
 */
export function largestSize(vocabulary: Vocabulary, attributes?: readonly string[]): number {
  const wanted = attributes === undefined ? undefined : new Set(attributes);
  let size = Infinity;
  for (const attribute of vocabulary.attributes) {
    if (wanted !== undefined && !wanted.has(attribute.id) && !wanted.has(attribute.name)) continue;
    size = Math.min(size, attribute.values.length);
  }
  return size === Infinity ? 0 : size;
}
