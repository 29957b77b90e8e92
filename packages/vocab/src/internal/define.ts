import type { AttributeWords, VocabularyAttribute } from "@zebra/model";

/** The templates of one locale for a categorical attribute. */
export interface CategoricalWords {
  readonly noun: string;
  readonly subject: string;
  readonly predicate: string;
}

/**
 * A value of a categorical attribute: `[id, zh]` when the English label is the id itself,
 * or `[id, zh, en]` when English reads it differently (`["apple", "苹果", "apples"]`).
 */
export type ValueRow = readonly [id: string, zh: string] | readonly [id: string, zh: string, en: string];

/** The templates of one locale for a numeric attribute. */
export interface NumericWords extends CategoricalWords {
  readonly unit: string;
  readonly less: string;
  readonly greater: string;
  readonly difference: string;
}

function labels(entries: readonly (readonly [string, string])[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, label] of entries) Object.defineProperty(out, key, { value: label, enumerable: true, writable: true, configurable: true });
  return out;
}

/** A categorical attribute's id, name and words, without its values. */
export interface CategoricalHead {
  readonly id: string;
  readonly name: string;
  readonly en: CategoricalWords;
  readonly zh: CategoricalWords;
}

/** Builds a categorical attribute with English and Chinese words from compact rows. */
export function categorical(spec: CategoricalHead & { readonly values: readonly ValueRow[] }): VocabularyAttribute {
  const en: AttributeWords = { ...spec.en, values: labels(spec.values.map((row) => [row[0], row[2] ?? row[0]])) };
  const zh: AttributeWords = { ...spec.zh, values: labels(spec.values.map((row) => [row[0], row[1]])) };
  return { id: spec.id, name: spec.name, values: spec.values.map((row) => row[0]), numeric: false, words: { en, zh } };
}

/** Builds a numeric attribute; its values read as numbers, so the words carry no labels. */
export function numeric(spec: {
  readonly id: string;
  readonly name: string;
  readonly en: NumericWords;
  readonly zh: NumericWords;
  readonly values: readonly number[];
}): VocabularyAttribute {
  return { id: spec.id, name: spec.name, values: spec.values, numeric: true, words: { en: { ...spec.en }, zh: { ...spec.zh } } };
}
