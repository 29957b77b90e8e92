/**
 * The catalogue of the sampler's issue codes: every reason `generatePuzzle` can return
 * `{ ok: false }`, with what it means. Kept as data so that docs and tools can list them.
 */
export const samplerIssueCatalogue = {
  "invalid-option": "An option is missing, has the wrong type, or is out of range.",
  "invalid-vocabulary": "The vocabulary is malformed (a duplicate attribute name or value, mixed value types…).",
  "vocabulary-too-small": "The vocabulary has too few attributes with at least `size` values.",
  "no-clue-types": "No clue type with a positive weight fits the requested puzzle.",
  "not-determinable": "The enabled clue types can never single out one solution (they cannot tell positions apart, or left from right).",
  "budget-exhausted": "The generation budget (clues sampled, attempts or time) ran out before a puzzle was finished.",
  "difficulty-not-met": "No puzzle of the requested difficulty was found within the budget.",
} as const satisfies Record<string, string>;

/** A kebab-case sampler issue code, from {@link samplerIssueCatalogue}. */
export type SamplerIssueCode = keyof typeof samplerIssueCatalogue;

/**
 * One reason generation failed: a code from {@link samplerIssueCatalogue}, the option it concerns
 * (`path`, e.g. `"size"` or `"weights.between"`; empty for the request as a whole), an English
 * message and data for other languages.
 */
export interface SamplerIssue {
  readonly code: SamplerIssueCode;
  readonly path: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Builds an issue (internal helper, exported for the package's own modules only). */
export function samplerIssue(code: SamplerIssueCode, path: string, message: string, details?: Record<string, unknown>): SamplerIssue {
  return details === undefined ? { code, path, message } : { code, path, message, details };
}
