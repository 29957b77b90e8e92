import type { WordedClueType } from "@zebra/model";
import type { Ambiguity } from "./reader.js";

/**
 * A pattern of the reading grammar, matched against a sentence after its values and
 * positions have been found. Written as data, in the locale's own words:
 *
 * - words (or, in a language written without spaces, characters) match themselves, case and
 *   width folded;
 * - `(…)` is optional, `(x|y)` optionally one of the alternatives, `[x|y z]` one of them;
 *   `\\(` is a parenthesis;
 * - slots: `{a}`, `{b}`, `{c}` a phrase naming one person or house (exactly one value or
 *   position, and words of the locale's `fillers`: "the person who keeps a dog"); `{pos}` a
 *   position ("the third house"); `{n}` a number, in figures or words; `{noun}` an
 *   attribute's name or noun; `{x}`, `{y}` a clause, read on its own; `{clauses}` clauses
 *   separated by semicolons; `{rest}` the rest of a clause after a shared subject ("either
 *   the Dane or the Swede {rest}").
 *
 * @example
 * ```ts
 * const nextTo: ReaderPattern = "{a} (in the house)? next to {b}";
 * const left: ReaderPattern = { pattern: "{a} on the left of {b}", ambiguity: "side" };
 * ```
 */
export type ReaderPattern = string | ReaderPatternOptions;

/** A pattern with what it means beyond its clue type. */
export interface ReaderPatternOptions {
  readonly pattern: string;
  /**
   * The phrase has two readings of this kind; the pattern's clue type gives the default
   * reading of `readingsOf` (`left_of` for a `side` phrase, the unordered `between`), and the
   * reader counts the other one.
   */
  readonly ambiguity?: Ambiguity;
  /**
   * Numeric comparisons: words one of which names or measures the attribute compared ("age",
   * "year", "old"); any numeric attribute when the puzzle has only one.
   */
  readonly measure?: readonly string[];
  /** `same`: the person has the least or the greatest value of the measured attribute ("the youngest"). */
  readonly extreme?: "least" | "greatest";
  /** `distance`: `{n}` counts the houses between the two (so d is n + 1). */
  readonly housesBetween?: boolean;
  /** `difference`: `{a}`'s value is `{n}` less than `{b}`'s ("younger by"). */
  readonly negative?: boolean;
  /** `between`: `{a}` is on the left and `{c}` on the right ("in that order"). */
  readonly ordered?: boolean;
}

/** One pattern list per clue type: a locale that misses a clue type does not compile (an empty list reads only the renderer's own wording). */
export type CluePatterns = { readonly [K in WordedClueType]: readonly ReaderPattern[] };

/**
 * How a text names a position: `{n}` is a number or an ordinal ("the {n} house"), counted from
 * the right with `fromRight` ("the {n} house from the right"), or the pattern names one house
 * itself (`at`: "the middle house").
 */
export type PositionPattern = string | { readonly pattern: string; readonly at?: "first" | "last" | "middle"; readonly fromRight?: boolean };

/** A question pattern and what it asks for. */
export interface QuestionPattern {
  readonly pattern: string;
  /** `person`: the attribute that names people ("who …?"); `noun`: the attribute named by `{noun}`. */
  readonly find: "person" | "noun";
}

/**
 * What a locale gives its reader beyond its renderer and words: the phrasings people use, as
 * data the shared reading machinery compiles. The reader reads the renderer's own wording
 * without any of it (it checks a reading by rendering it); the grammar reads everything else
 * and makes reading fast.
 */
export interface ReaderGrammar {
  /** Whether words are separated by spaces (English, German) or not (Chinese, Japanese). */
  readonly spaced: boolean;
  /** The characters that end a sentence: ".!?", "。！？". */
  readonly sentenceEnds: string;
  /** Words that end with a full stop without ending the sentence ("mr", "dr", "e.g"), folded. */
  readonly abbreviations: readonly string[];
  /**
   * Words that may follow a figure and a full stop in an ordinal ("im 3. Stock", "das 2. Haus"):
   * there the stop does not end the sentence. Folded; none by default.
   */
  readonly ordinalNouns?: readonly string[];
  /** Rewrites applied to a folded sentence before reading, in order ("isn't" → "is not"). */
  readonly rewrites: readonly (readonly [from: string, to: string])[];
  /** Words dropped before matching (forms of "to be" and "to live": "is", "lives", "are"). */
  readonly glue: readonly string[];
  /** Words a phrase naming a person or a house may hold besides its value ("the", "person", "who", "keeps", "owner"). */
  readonly fillers: readonly string[];
  /** Words that make a clause a relation, never part of a name ("next", "left", "not", "between"). */
  readonly reserved: readonly string[];
  /** Number words: `cardinals[n]` and `ordinals[n]` name n (index 0 unused for ordinals); an entry may list spellings with `|` ("二|两"). */
  readonly numbers: { readonly cardinals: readonly string[]; readonly ordinals: readonly string[]; readonly ordinalSuffixes: readonly string[] };
  /** How a text names a position ("the {n} house", "house {n}", "the middle house"). */
  readonly positions: readonly PositionPattern[];
  /** Sentences (or parts of them) that say how many houses there are: "there are {n} houses". */
  readonly houses: readonly string[];
  /** What comes before the colon of a line listing an attribute's values: "each person has a (unique|different) {noun}". */
  readonly listLeads: readonly string[];
  /** Sentences that list the values of an attribute named by the pattern (`{ pattern: "the houses are {values}", name: "Color" }`), or by its `{noun}` when `name` is empty. */
  readonly listSentences: readonly { readonly pattern: string; readonly name: string }[];
  /** Words that join the last item of a list ("and", "or"). */
  readonly listAnd: readonly string[];
  /** Lines that are headings ("Clues", "Question"), by the part of the text they open; a trailing colon is ignored. */
  readonly headings: {
    readonly clues: readonly string[];
    readonly question: readonly string[];
    /** Headings of parts the reader skips: a solution, an answer. */
    readonly skipped: readonly string[];
    readonly other: readonly string[];
  };
  /** Words a list of values may put before each value ("a", "the"), dropped from the values. */
  readonly articles: readonly string[];
  /** The clue patterns of each clue type. */
  readonly clues: CluePatterns;
  /**
   * Clauses that give several clues: "neither {a} nor {b} {rest}" (both negated), "both {a}
   * and {b} {rest}", and two clauses joined ("{x} and {y}").
   */
  readonly compounds: {
    readonly neither: readonly string[];
    readonly both: readonly string[];
    readonly and: readonly string[];
    /**
     * Words that join two predicates of one subject, written once ("und": "der Däne trinkt Tee
     * und wohnt neben dem Schweden"). None by default.
     */
    readonly subject?: readonly string[];
  };
  /**
   * Slots values fill, for a text that lists no values: each names an attribute and the
   * phrasings around its value, `{v}` standing for the value (one to three words), `a|b` for
   * alternative words and a leading `^` for the start of a sentence ("drinks {v}", "{v} is
   * drunk", "the {v} drinker"). Words that fill one slot are one attribute's values; slots
   * that share a value are one attribute. None by default.
   */
  readonly slots?: readonly { readonly name: string; readonly patterns: readonly string[] }[];
  /** Questions: "who {a}", "what is the {noun} of {a}". */
  readonly questions: readonly QuestionPattern[];
  /**
   * Endings that make a sentence a question without a question mark, as Japanese asks
   * 「魚を飼っているのは誰か。」: the sentence's last words before its full stop.
   */
  readonly questionEnds?: readonly string[];
  /** Names of attributes whose values name people, folded ("name", "nationality"), for "who …?" when no vocabulary says. */
  readonly personAttributes: readonly string[];
  /**
   * Other forms a value may take in a sentence, from its label: plurals, a nationality's
   * adjective ("Dane" → "Danish"). Folded in, folded out. A rule of the locale's and a pure
   * one: its forms of a name are kept and reused by every later text with that value.
   */
  readonly variants: (label: string) => readonly string[];
}
