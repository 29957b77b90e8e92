/**
 * The words for one attribute in one locale, so that a renderer can say
 * "the person who keeps a zebra" rather than "the person whose Pet is zebra".
 *
 * Templates contain `{value}` (the value's label in this locale); numeric comparison
 * templates contain `{a}` and `{b}` (referring phrases) and `{d}` (a difference).
 * Every field is optional: a renderer falls back to generic wording for what is missing,
 * so puzzles written by people render without any lexicon.
 *
 * @example
 * ```ts
 * const pet: AttributeWords = {
 *   noun: "pet",
 *   subject: "the {value} owner",
 *   predicate: "keeps a {value}",
 *   values: { zebra: "zebra" },
 * };
 * ```
 */
export interface AttributeWords {
  /** The attribute as a noun: "pet", "宠物". */
  readonly noun?: string;
  /** A phrase naming the person who has a value: "the {value} owner", "养{value}的人". */
  readonly subject?: string;
  /** What that person does or has: "keeps a {value}", "养{value}". */
  readonly predicate?: string;
  /** Labels of the values in this locale, keyed by `String(value)`. */
  readonly values?: Readonly<Record<string, string>>;
  /** Numeric attributes: "{a} is younger than {b}". */
  readonly less?: string;
  /** Numeric attributes: "{a} is older than {b}". */
  readonly greater?: string;
  /** Numeric attributes: "{a} is exactly {d} years older than {b}" (d > 0) … */
  readonly difference?: string;
  /** Numeric attributes: how a value reads on its own: "{value} years old". */
  readonly unit?: string;
}

/**
 * The words a renderer needs for a puzzle's attributes in one locale, keyed by attribute name.
 * Vocabularies (`@zebra/vocab` or a user's file) produce lexicons; renderers read them.
 */
export interface Lexicon {
  /** The locale code, e.g. "en" or "zh". */
  readonly locale: string;
  readonly attributes: Readonly<Record<string, AttributeWords>>;
}
