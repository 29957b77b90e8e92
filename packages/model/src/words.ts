/**
 * Grammatical cases a word can be asked for. Languages that decline nouns (German) give the
 * forms they need; the others ignore the case.
 */
export const grammaticalCases = ["nom", "acc", "dat", "gen"] as const;

/** A grammatical case: nominative, accusative, dative or genitive. */
export type GrammaticalCase = (typeof grammaticalCases)[number];

/** Grammatical numbers: singular and plural. */
export const grammaticalNumbers = ["sg", "pl"] as const;

/** A grammatical number. */
export type GrammaticalNumber = (typeof grammaticalNumbers)[number];

/** Grammatical genders: masculine, feminine, neuter and common (as in Dutch or Swedish). */
export const genders = ["m", "f", "n", "c"] as const;

/** A grammatical gender. */
export type Gender = (typeof genders)[number];

/**
 * Which article a phrase takes, for languages that have articles: definite ("der Hund"),
 * indefinite ("ein Hund"), negative ("kein Hund") or none ("Tee").
 */
export const articleKinds = ["def", "indef", "neg", "bare"] as const;

/** An article kind. */
export type ArticleKind = (typeof articleKinds)[number];

/**
 * Every feature a template slot can ask of a word (`{value:dat}`, `{value:acc.indef}`): a case,
 * a number, an article kind. The locale's code interprets them; a language that needs another
 * feature adds it here, for every locale.
 */
export const wordFeatures = [...grammaticalCases, ...grammaticalNumbers, ...articleKinds] as const;

/** A feature of a template slot. */
export type WordFeature = (typeof wordFeatures)[number];

/**
 * What kind of word a value is, so that the locale's code knows how to build phrases with it:
 *
 * - `noun`: a common noun, with an article where the language has them ("the dog", "der Hund");
 * - `name`: a proper name, without an article ("Alice", "Paris");
 * - `adjective`: a word that qualifies a noun ("red": "the red house", "das rote Haus", "赤い家");
 * - `verb-phrase`: the value carries its own verb (骑自行车 "rides a bicycle"), for languages
 *   whose verb depends on the object.
 *
 * Numbers need no kind: numeric attributes read their values with their unit.
 */
export const wordKinds = ["noun", "name", "adjective", "verb-phrase"] as const;

/** A kind of word. */
export type WordKind = (typeof wordKinds)[number];

/**
 * The key of one form of a word: a case (`"dat"`), a number (`"pl"`), both (`"dat.pl"`),
 * `"attr"`, the form a word takes before a noun when it differs from its base form (Japanese
 * 緑 → 緑の, a German adjective's stem before its ending), or `"m"` / `"f"`, the word for a
 * man or a woman when a noun of persons has one (German Däne → `f`: Dänin, so that a clue
 * about Emma says "Emma ist Dänin"), or `"subject"`, the value's own phrase for the person who
 * has it where the attribute's `subject` pattern reads badly or ambiguously (English "stamp
 * collecting" → "the stamp collector", not "the stamp collecting fan").
 */
export type FormKey = GrammaticalCase | GrammaticalNumber | `${GrammaticalCase}.${GrammaticalNumber}` | "attr" | Extract<Gender, "m" | "f"> | "subject";

/** Every form key, in a fixed order. */
export const formKeys: readonly FormKey[] = [
  ...grammaticalCases,
  ...grammaticalNumbers,
  ...grammaticalCases.flatMap((c) => grammaticalNumbers.map((n) => `${c}.${n}` as const)),
  "attr",
  "m",
  "f",
  "subject",
];

/**
 * A word with its grammatical features: the base form and, where the language needs them,
 * gender, kind and the forms that differ from the base.
 *
 * Plain data (it round-trips through JSON), so that a linguist can write it and a reader can
 * invert it: every form is listed, none is computed by hidden code, except what the locale's
 * documented rules derive (German adds the regular endings itself).
 *
 * @example
 * ```ts
 * const dane: Lexeme = { text: "Däne", gender: "m", forms: { acc: "Dänen", dat: "Dänen", gen: "Dänen", pl: "Dänen" } };
 * ```
 */
export interface Lexeme {
  /** The base form: nominative singular for nouns, the plain form for adjectives. */
  readonly text: string;
  readonly gender?: Gender;
  /** `"pl"` for words whose base form is plural ("drums", "Leute"). */
  readonly number?: GrammaticalNumber;
  /** What kind of word it is; a locale assumes its own default (usually `noun`) when absent. */
  readonly kind?: WordKind;
  /** Forms that differ from what the locale derives from the base form. */
  readonly forms?: Readonly<Partial<Record<FormKey, string>>>;
}

/** A word: plain text when a language needs no features, or a {@link Lexeme}. */
export type Word = string | Lexeme;

/**
 * The base form of a word.
 *
 * @example
 * ```ts
 * wordText("zebra"); // "zebra"
 * wordText({ text: "Däne", gender: "m" }); // "Däne"
 * ```
 */
export function wordText(word: Word): string {
  return typeof word === "string" ? word : word.text;
}

/**
 * A form the word lists explicitly, or `undefined` when it lists none for that key (the
 * locale then derives it, or uses the base form).
 *
 * @example
 * ```ts
 * wordForm({ text: "Däne", forms: { dat: "Dänen" } }, "dat"); // "Dänen"
 * wordForm("Tee", "dat"); // undefined
 * ```
 */
export function wordForm(word: Word, key: FormKey): string | undefined {
  if (typeof word === "string" || word.forms === undefined) return undefined;
  return Object.hasOwn(word.forms, key) ? word.forms[key] : undefined;
}

/** The features of a word, read the same way whether it is text or a lexeme. */
export function wordGender(word: Word): Gender | undefined {
  return typeof word === "string" ? undefined : word.gender;
}

/** A word's kind, or `fallback` when it does not say. */
export function wordKind(word: Word, fallback: WordKind = "noun"): WordKind {
  return typeof word === "string" ? fallback : (word.kind ?? fallback);
}
