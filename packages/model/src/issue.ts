/**
 * The catalogue of issue codes: every problem Zebra reports about input, with what it means.
 * Kept as data so that docs and renderers can list and verbalise every code.
 */
export const issueCatalogue = {
  "invalid-json": "The text is not valid JSON.",
  "not-an-object": "The document (or a part of it) must be a JSON object.",
  "wrong-format": 'The `format` field is missing or is not "zebra-puzzle/1".',
  "missing-field": "A required field is missing.",
  "wrong-type": "A field has the wrong JSON type.",
  "invalid-size": "`size` must be a positive whole number.",
  "size-too-large": "`size` is above the largest supported size.",
  "no-attributes": "`attributes` must name at least one attribute.",
  "invalid-attribute-name": "An attribute name must be a non-empty string that is not a whole number such as \"2\".",
  "too-many-attributes": "There are more attributes than supported.",
  "value-count": "An attribute must have exactly `size` values.",
  "invalid-value": "A value must be a non-empty string or a finite number.",
  "duplicate-value": "A value appears twice in the same attribute.",
  "mixed-values": "An attribute mixes numbers and strings.",
  "too-many-clues": "There are more clues than supported.",
  "unknown-clue-type": "A clue has a type the format does not define.",
  "unknown-attribute": "A clue names an attribute the puzzle does not have.",
  "unknown-value": "A clue names a value its attribute does not have.",
  "invalid-entity": 'An entity must be {"attr", "value"} or {"pos"}.',
  "position-out-of-range": "A position must be a whole number from 1 to `size`.",
  "distance-out-of-range": "A distance must be a whole number from 1 to `size` − 1.",
  "difference-out-of-range": "A difference must be a non-zero finite number.",
  "not-numeric": "A comparison clue names an attribute whose values are not numbers.",
  "empty-any-of": "An `any_of` clue needs at least one option, and every option at least one clue.",
  "too-deep": "`any_of` clues are nested too deeply.",
  "invalid-solution": "The solution must give each attribute a permutation of its values.",
  "invalid-question": "The question must name an attribute to find and an entity.",
  "invalid-meta": "`meta` must be an object holding only JSON values, nested at most 64 levels deep.",
  "invalid-grid": "A grid must give each attribute a permutation of its values.",
  "invalid-id": "An id must be kebab-case: lowercase letters and digits in words joined by single hyphens.",
  "duplicate-attribute": "Two attributes of a vocabulary share an id or a name.",
  "too-few-values": "An attribute of a vocabulary needs at least two values.",
  "duplicate-label": "Two values of an attribute read the same in one language.",
  "ambiguous-phrase": "Two values of a vocabulary produce the same phrase in one language, so a clue could mean either.",
  "invalid-template": "A template has a malformed or unknown placeholder, or lacks a placeholder it needs.",
  "invalid-locale": 'A locale code must look like "en", "zh" or "pt-BR".',
} as const satisfies Record<string, string>;

/** A kebab-case issue code, from the catalogue. */
export type IssueCode = keyof typeof issueCatalogue;

/** Every issue code. */
export const issueCodes = Object.keys(issueCatalogue) as IssueCode[];

/**
 * One problem found in input.
 *
 * `path` locates it in the document in JavaScript notation, for example
 * `clues[7].b.value` or `attributes.Color[2]`; the empty string is the document itself.
 */
export interface Issue {
  readonly code: IssueCode;
  readonly path: string;
  /** An English sentence naming the problem. */
  readonly message: string;
  /** Data a renderer can use to verbalise the issue in another language. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** The result of an operation that may fail on bad input: the value, or the issues found. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Formats an issue as one line, `path: message`.
 *
 * @example
 * ```ts
 * formatIssue({ code: "unknown-value", path: "clues[2].a.value", message: 'Pet has no value "zebu".' });
 * // 'clues[2].a.value: Pet has no value "zebu".'
 * ```
 */
export function formatIssue(issue: Issue): string {
  return issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`;
}
