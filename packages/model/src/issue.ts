import type { ClueType } from "./clue.js";
import type { Value } from "./entity.js";

/**
 * The JSON type of a value found in the input, as issues report it. Non-finite numbers are
 * named (`"NaN"`, `"Infinity"`), and so are the JavaScript values JSON cannot hold.
 */
export type JsonType =
  | "string"
  | "number"
  | "boolean"
  | "null"
  | "array"
  | "object"
  | "undefined"
  | "NaN"
  | "Infinity"
  | "-Infinity"
  | "bigint"
  | "symbol"
  | "function";

/**
 * A value found in the input, as issues report it: strings, finite numbers, booleans and `null`
 * as they are; anything else by its type (`{ type: "array" }`).
 */
export type Shown = string | number | boolean | null | { readonly type: Exclude<JsonType, "string" | "boolean" | "null"> };

/** A character found in JSON text, or `null` for the end of the text. */
export type JsonChar = string | null;

/** What JSON text expected where it went wrong. */
export type JsonExpectation =
  | "value"
  | "digit"
  | "fraction-digit"
  | "exponent-digit"
  | "true"
  | "false"
  | "null"
  | "property-name"
  | "colon"
  | "comma-or-bracket"
  | "comma-or-brace";

/** Why JSON text cannot be read. */
export type JsonSyntaxProblem =
  | { readonly kind: "unclosed-string" }
  | { readonly kind: "unescaped-control"; readonly found: string }
  | { readonly kind: "bad-unicode-escape" }
  | { readonly kind: "bad-escape"; readonly found: JsonChar }
  | { readonly kind: "leading-zero" }
  | {
      readonly kind: "expected";
      readonly expected: JsonExpectation;
      readonly found: JsonChar;
      /** A likely cause: a trailing comma, or single quotes around a string or a property name. */
      readonly hint?: "trailing-comma" | "string-quotes" | "name-quotes";
    }
  | { readonly kind: "trailing"; readonly found: string }
  /** The text is well-formed but the engine could not parse it (out of memory, for example). */
  | { readonly kind: "engine"; readonly reason: string };

/** The part of a document a field belongs to, for `missing-field`, `wrong-type` and `not-an-object`. */
export type DocumentPart =
  /** a `zebra-puzzle/1` document */
  | "puzzle"
  /** the `attributes` object of a puzzle */
  | "attributes"
  /** one attribute of a puzzle (`attributes.Pet`) */
  | "attribute"
  | "clue"
  /** one option of an `any_of` clue */
  | "option"
  | "entity"
  /** a vocabulary document */
  | "vocabulary"
  /** one attribute of a vocabulary */
  | "vocabulary-attribute"
  /** the `words` of a vocabulary attribute (locale → words) */
  | "words"
  /** one entry of a puzzle's `scales` (the unit and step of a numeric attribute) */
  | "scale"
  /** the words of one locale */
  | "locale-words"
  /** the `values` labels of one locale */
  | "labels"
  /** a word with features (`{ "text": …, "gender": … }`) */
  | "word"
  /** the `forms` of a word */
  | "forms";

/** What a field should have held, for `wrong-type`. */
export type ExpectedType = "string" | "non-empty string" | "number" | "boolean" | "true" | "array" | "word";

/** What is wrong with a grid, for `invalid-solution` (a document's solution) and `invalid-grid` (a proposed answer). */
export type GridProblem =
  | { readonly problem: "not-an-object"; readonly found: JsonType }
  | { readonly problem: "unknown-attribute"; readonly attr: string; readonly suggestion?: string }
  | { readonly problem: "missing-row"; readonly attr: string }
  | { readonly problem: "row-not-an-array"; readonly attr: string; readonly found: JsonType; readonly size: number }
  | { readonly problem: "row-length"; readonly attr: string; readonly count: number; readonly size: number }
  | { readonly problem: "unknown-value"; readonly attr: string; readonly value: Shown; readonly values: readonly Value[] }
  | {
      readonly problem: "duplicate";
      readonly attr: string;
      readonly value: Value;
      readonly first: number;
      readonly at: number;
      readonly missing: readonly Value[];
    };

/** Why a template cannot be filled, for `invalid-template`. */
export type TemplateProblem =
  | { readonly kind: "unmatched-brace"; readonly at: number }
  | { readonly kind: "malformed"; readonly at: number }
  | { readonly kind: "unknown-feature"; readonly at: number; readonly feature: string };

/**
 * The details of each issue code: typed data from which each locale writes its own message.
 * Values from the input are whole (messages may shorten them).
 */
export interface IssueDetailsByCode {
  "invalid-json": { readonly line: number; readonly column: number; readonly offset: number; readonly problem: JsonSyntaxProblem };
  "not-an-object":
    | { readonly part: Exclude<DocumentPart, "entity">; readonly found: JsonType }
    /** an object whose getter or proxy trap threw while it was read */
    | { readonly part: "puzzle"; readonly unreadable: string };
  "wrong-format": { readonly expected: string; readonly found?: Shown };
  "missing-field": { readonly part: DocumentPart; readonly field: string; readonly type?: ClueType; readonly attr?: string };
  "wrong-type": {
    readonly part: DocumentPart;
    readonly field: string;
    readonly expected: ExpectedType;
    readonly found: JsonType | "empty string";
    /** the attribute concerned, when the field is one of its parts */
    readonly attr?: string;
  };
  "invalid-size": { readonly size: Shown };
  "size-too-large": { readonly size: number; readonly maxSize: number };
  "no-attributes": { readonly part: "puzzle" | "vocabulary" | "text" };
  "invalid-attribute-name": { readonly attr: string; readonly reason: "empty" | "whole-number" };
  "too-many-attributes": { readonly count: number; readonly maxAttributes: number };
  "value-count": { readonly attr: string; readonly count: number; readonly size: number };
  "invalid-value": { readonly part: "attribute" | "entity" | "vocabulary-attribute"; readonly attr?: string; readonly index?: number; readonly found: Shown };
  "duplicate-value": { readonly attr: string; readonly value: Value; readonly first: number; readonly at: number };
  "mixed-values": { readonly attr: string; readonly number: number; readonly string: string };
  "too-many-clues": { readonly count: number; readonly maxClues: number };
  "unknown-clue-type": { readonly type: string; readonly suggestion?: ClueType };
  "unknown-attribute": { readonly attr: string; readonly attributes: readonly string[]; readonly suggestion?: string };
  "unknown-value":
    | {
        readonly part: "entity";
        readonly attr: string;
        readonly value: Value;
        /** the attribute's values (the first `maxSize` of them) */
        readonly values: readonly Value[];
        /** another attribute that has the value, when one does */
        readonly owner?: string;
        /** the attribute's value closest to it, when it looks like a typo of one */
        readonly suggestion?: string;
      }
    | { readonly part: "labels"; readonly value: string };
  "invalid-entity": { readonly found: JsonType } | { readonly found: "both" | "neither" };
  "position-out-of-range": { readonly pos: Shown; readonly size?: number };
  "distance-out-of-range": { readonly d: Shown; readonly size?: number };
  "difference-out-of-range": { readonly d: Shown };
  "not-numeric": { readonly attr: string; readonly type: ClueType; readonly values: readonly Value[] };
  /** a `ratio` clue's factor that is not a finite number above 0 other than 1 */
  "factor-out-of-range": { readonly factor: Shown };
  /** an `of` list with too few or too many entities for its clue type */
  "entity-count": { readonly type: ClueType; readonly count: number; readonly fewest: number; readonly most: number };
  /** a logic-grid puzzle (no row) with a clue type that speaks of positions, or an entity `{"pos": k}` */
  "needs-row": { readonly type: ClueType } | { readonly pos: Shown };
  /** a `scales` entry for an attribute that is not numeric, a step that is not above 0, or a value off the step */
  "invalid-scale":
    | { readonly attr: string; readonly problem: "not-numeric" }
    | { readonly attr: string; readonly problem: "step"; readonly step: Shown }
    | { readonly attr: string; readonly problem: "off-step"; readonly step: number; readonly value: number };
  /** `option`: the empty option's index, or `null` when the clue has no options at all */
  "empty-any-of": { readonly option: number | null };
  "too-deep": { readonly depth: number; readonly maxAnyOfDepth: number };
  "invalid-solution":
    | GridProblem
    /** the document's solution breaks this clue (0-based index) */
    | { readonly problem: "violates-clue"; readonly clue: number }
    /** the document's solution is one of several */
    | { readonly problem: "not-unique" };
  "invalid-question":
    | { readonly problem: "not-an-object"; readonly found: JsonType }
    | { readonly problem: "missing"; readonly field: "find" | "where" | "find.attr" }
    | { readonly problem: "wrong-type"; readonly field: "find" | "find.attr"; readonly found: JsonType };
  "invalid-meta":
    | { readonly problem: "not-an-object"; readonly found: JsonType }
    | { readonly problem: "not-json"; readonly found: Shown }
    | { readonly problem: "class"; readonly className: string }
    | { readonly problem: "too-deep"; readonly maxMetaDepth: number }
    | { readonly problem: "cycle" };
  "invalid-grid": GridProblem;
  "invalid-id": { readonly id: string };
  "duplicate-attribute": { readonly field: "id" | "name"; readonly value: string; readonly first: number };
  "too-few-values": { readonly attr?: string; readonly count: number };
  "duplicate-label": { readonly locale: string; readonly attr: string; readonly value: Value; readonly other: Value; readonly label: string };
  "ambiguous-phrase": {
    readonly locale: string;
    readonly field: "subject" | "predicate";
    readonly phrase: string;
    readonly attr: string;
    readonly value: Value;
    readonly otherAttr: string;
    readonly otherValue: Value;
    readonly otherPath: string;
  };
  "invalid-template":
    | { readonly field: string; readonly template: string; readonly problem: TemplateProblem }
    | { readonly field: string; readonly template: string; readonly unknown: readonly string[]; readonly allowed: readonly string[] }
    | { readonly field: string; readonly template: string; readonly missing: readonly string[] };
  "invalid-locale": { readonly locale: string };
  /** a field that must be one of a fixed list (a gender, a word kind, a form key, a family, a unit) */
  "invalid-choice": {
    readonly field: "gender" | "number" | "kind" | "form" | "family" | "unit" | "puzzle-kind";
    readonly found: string;
    readonly allowed: readonly string[];
  };
  /** a sentence of a puzzle text that the reader could not read (the rest of the text is still read) */
  "unread-sentence": SentenceAt & {
    /** the sentence as written */
    readonly text: string;
    readonly reason: UnreadReason;
    /** the closest reading considered, worded by the reader's locale */
    readonly closest?: string;
    /** `ambiguous`: the other readings, worded the same way */
    readonly others?: readonly string[];
    /** words of the sentence the reader does not know */
    readonly unknown?: readonly string[];
    /** words that look like a value of the puzzle misspelt: the word and the value */
    readonly suggestions?: readonly { readonly word: string; readonly value: string }[];
  };
  /** a puzzle text that never says how many houses there are, and whose lists do not tell */
  "no-houses": { readonly sentences: number };
  /** two sentences of a text that give different numbers of houses */
  "conflicting-houses": SentenceAt & { readonly size: number; readonly other: number };
  /** a list of values with more or fewer values than there are houses */
  "list-length": SentenceAt & { readonly attr: string; readonly count: number; readonly size: number };
  /**
   * an attribute a text names fewer values of than there are houses, and nothing tells the rest
   * (`words`: the attribute and the values named, in the words of the text's language)
   */
  "unlisted-values": {
    readonly attr: string;
    readonly named: readonly Value[];
    readonly size: number;
    readonly words?: { readonly attr: string; readonly named: readonly string[] };
  };
  /**
   * (a notice) an attribute a text never lists, its values taken from the theme whose words it
   * uses (`unnamed`: those no sentence names) or from the clues that name them (`words`: the
   * attribute and its values in the words of the text's language, for a message in it: the
   * theme's ids are English)
   */
  "inferred-values": {
    readonly attr: string;
    readonly values: readonly Value[];
    readonly from: "theme" | "clues";
    readonly vocabulary?: string;
    readonly unnamed?: readonly Value[];
    readonly words?: { readonly attr: string; readonly values: readonly string[]; readonly unnamed?: readonly string[] };
  };
  /** (a notice) a question the reader could not read (the puzzle is read without it) */
  "unread-question": SentenceAt & { readonly text: string };
  /** a text too long to be a puzzle: too many characters, or too many sentences */
  "too-much-text": { readonly what: "characters" | "sentences"; readonly count: number; readonly max: number };
  /** a text that holds characters no text has (a zero byte, control characters): binary data */
  "not-text": { readonly line: number; readonly column: number; readonly code: number };
}

/** Where a sentence of a puzzle text is: its number among the text's sentences and its line (both from 1), and its list number when it has one. */
export interface SentenceAt {
  readonly sentence: number;
  readonly line: number;
  readonly marker?: number;
}

/**
 * Why a sentence could not be read: it names no value of the puzzle; it names values but no
 * relation the reader knows; it holds words the reader does not know; it has several
 * readings; it is too long; or the text lists no attributes to read it with.
 */
export type UnreadReason = "no-values" | "no-relation" | "unknown-words" | "ambiguous" | "too-long" | "no-attributes";

/** A kebab-case issue code. */
export type IssueCode = keyof IssueDetailsByCode;

/**
 * Every issue code, in the order the docs list them: every problem Zebra reports about a
 * puzzle, a grid or a vocabulary. A locale words each one (see `IssueMessages`).
 */
export const issueCodes = [
  "invalid-json",
  "not-an-object",
  "wrong-format",
  "missing-field",
  "wrong-type",
  "invalid-size",
  "size-too-large",
  "no-attributes",
  "invalid-attribute-name",
  "too-many-attributes",
  "value-count",
  "invalid-value",
  "duplicate-value",
  "mixed-values",
  "too-many-clues",
  "unknown-clue-type",
  "unknown-attribute",
  "unknown-value",
  "invalid-entity",
  "position-out-of-range",
  "distance-out-of-range",
  "difference-out-of-range",
  "not-numeric",
  "factor-out-of-range",
  "entity-count",
  "needs-row",
  "invalid-scale",
  "empty-any-of",
  "too-deep",
  "invalid-solution",
  "invalid-question",
  "invalid-meta",
  "invalid-grid",
  "invalid-id",
  "duplicate-attribute",
  "too-few-values",
  "duplicate-label",
  "ambiguous-phrase",
  "invalid-template",
  "invalid-locale",
  "invalid-choice",
  "unread-sentence",
  "no-houses",
  "conflicting-houses",
  "list-length",
  "unlisted-values",
  "inferred-values",
  "unread-question",
  "too-much-text",
  "not-text",
] as const satisfies readonly IssueCode[];

// Every code is listed: a code missing from `issueCodes` makes this line fail to compile.
const listsEveryCode: Exclude<IssueCode, (typeof issueCodes)[number]> extends never ? true : never = true;
void listsEveryCode;

/**
 * One problem found in input: a code, where it is, and typed details from which a locale
 * writes the message (`renderer.issue(issue)`).
 *
 * `path` locates it in the document in JavaScript notation, for example `clues[7].b.value` or
 * `attributes.Color[2]`; the empty string is the document itself.
 *
 * @example
 * ```ts
 * const issue: Issue = { code: "unknown-value", path: "clues[2].a.value", details: { part: "entity", attr: "Pet", value: "zebu", values: ["dog", "cat"] } };
 * ```
 */
export type Issue<K extends IssueCode = IssueCode> = K extends IssueCode
  ? { readonly code: K; readonly path: string; readonly details: IssueDetailsByCode[K] }
  : never;

/** The result of an operation that may fail on bad input: the value, or the issues found. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * An issue (for code that builds them): the code, the path and the details of that code.
 *
 * @example
 * ```ts
 * issue("invalid-locale", "attributes[0].words.EN", { locale: "EN" });
 * ```
 */
export function issue<K extends IssueCode>(code: K, path: string, details: IssueDetailsByCode[K]): Issue<K> {
  return { code, path, details } as Issue<K>;
}
