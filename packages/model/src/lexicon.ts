import type { Word } from "./words.js";

/**
 * How an attribute's values belong to a person, the same in every language; each locale
 * chooses its sentence frame by it:
 *
 * - `identity`: the value names the person ("the Dane", "Alice", "the baker"); questions ask
 *   "who …?";
 * - `house`: the value describes the person's house ("the red house"); clues speak of the house;
 * - `action`: the person does or has something, with a verb the locale gives per attribute
 *   ("keeps a zebra", "trinkt Tee", "犬を飼っている");
 * - `measure`: the value is a number with a unit ("30 years old", "158 cm").
 */
export const attributeFamilies = ["identity", "house", "action", "measure"] as const;

/** An attribute's family. */
export type AttributeFamily = (typeof attributeFamilies)[number];

/**
 * The unit of a numeric attribute, named the same in every language; each locale says how a
 * number with it reads ("{value} cm", "{value}厘米").
 */
export const units = ["year", "cm", "km", "floor"] as const;

/** A unit id. */
export type UnitId = (typeof units)[number];

/**
 * The words for one attribute in one locale, so that a renderer can say "the person who
 * keeps a zebra" rather than "the person whose Pet is zebra".
 *
 * Words are data: texts, {@link Word}s with grammatical features, and templates. Templates
 * contain `{value}` (the value's word); a slot may ask for a form, `{value:dat}` or
 * `{value:acc.indef}`, which the locale's code writes out (see `fillTemplate`). Numeric
 * comparison templates contain `{a}` and `{b}` (referring phrases) and `{d}` (a difference).
 * What each template means is the locale's own convention, documented in its README (German
 * writes verb phrases in verb-final order, for example). Every field is optional: a renderer
 * falls back to generic wording for what is missing, so puzzles written by people render
 * without any lexicon.
 *
 * @example
 * ```ts
 * const pet: AttributeWords = {
 *   noun: "pet",
 *   subject: "the {value} owner",
 *   predicate: "keeps a {value}",
 *   values: { zebra: "zebra" },
 * };
 * const petDe: AttributeWords = {
 *   noun: { text: "Haustier", gender: "n" },
 *   predicate: "{value:acc.indef} hält",
 *   values: { dog: { text: "Hund", gender: "m", forms: { gen: "Hundes" } } },
 * };
 * ```
 */
export interface AttributeWords {
  /** The attribute as a noun: "pet", "宠物", `{ text: "Haustier", gender: "n" }`. */
  readonly noun?: Word;
  /** A phrase naming the person who has a value: "the {value} owner", "养{value}的人". */
  readonly subject?: string;
  /** What that person does or has: "keeps a {value}", "养{value}". */
  readonly predicate?: string;
  /** The words of the values in this locale, keyed by `String(value)`. */
  readonly values?: Readonly<Record<string, Word>>;
  /** Numeric attributes: "{a} is younger than {b}". */
  readonly less?: string;
  /** Numeric attributes: "{a} is older than {b}". */
  readonly greater?: string;
  /** Numeric attributes: "{a} is exactly {d} years older than {b}" (d > 0). */
  readonly difference?: string;
  /** Numeric attributes: "{a} is {times} as old as {b}", `{times}` the locale's word for the factor ("twice", "half"). */
  readonly ratio?: string;
  /** Numeric attributes: "{a} is the youngest". */
  readonly least?: string;
  /** Numeric attributes: "{a} is the oldest". */
  readonly most?: string;
  /** Numeric attributes: how a value reads on its own: "{value} years old". */
  readonly unit?: string;
  /**
   * The puzzle's line introducing the attribute, before its values: "each person photographs a
   * different bird: {values}", "each person is a different height: {values} cm",
   * "每个人拍摄的鸟各不相同：{values}". `{values}` is the list of values, as the locale writes
   * it (English: the labels, numbers bare; Chinese: the values as they read on their own).
   */
  readonly intro?: string;
  /**
   * The question asking for the attribute's value of a person `{a}`: "which bird does {a}
   * photograph?", "how old is {a}?", "{a}几岁？".
   */
  readonly question?: string;
  /**
   * The attribute's family, from its vocabulary (lexicon builders copy it; it is not written
   * per locale). Absent for attributes of unknown family: renderers then infer what they can
   * from the words.
   */
  readonly family?: AttributeFamily;
}

/**
 * The words a renderer needs for a puzzle's attributes in one locale, keyed by attribute name.
 * `lexiconFor` builds one from a vocabulary and a locale's words; renderers read it.
 */
export interface Lexicon {
  /** The locale code, e.g. "en" or "zh". */
  readonly locale: string;
  readonly attributes: Readonly<Record<string, AttributeWords>>;
}

/**
 * The words of a locale for the attributes of the built-in themes, and for units: data a
 * locale package ships (`words` in `@zebra/render-xx`), joined with a vocabulary by
 * `lexiconFor`.
 */
export interface LocaleWords {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /** The words of every built-in attribute, keyed by the attribute's id (`"pet"`, `"house-color"`). */
  readonly attributes: Readonly<Record<string, AttributeWords>>;
  /** How a number with each unit reads (`"{value} cm"`), for numeric attributes without a `unit` template of their own. */
  readonly units: { readonly [U in UnitId]: string };
}
