import type { Issue } from "@zebra/model";

/**
 * Why a record could not be read (for grading, or for its fingerprint): the message names the
 * field; when the puzzle itself is invalid, `issue` is its first issue, which a locale words
 * (`renderer.issue` of a `@zebra/render-*` package).
 */
export interface ItemProblem {
  readonly ok: false;
  readonly message: string;
  readonly issue?: Issue;
  /**
   * Set for a record that is well formed but cannot be graded: a ZebraLogic record whose
   * solution table is blanked and whose prompt gives no puzzle (a sentence not read, no
   * single solution). The message of its prompt, and the reader's issue behind it.
   */
  readonly ungradable?: { readonly message: string; readonly issue?: Issue };
}

/**
 * The problem of a record whose puzzle is invalid: its first issue, as `path: code` and as data.
 *
 * @example
 * ```ts
 * const parsed = parsePuzzle(record.puzzle);
 * if (!parsed.ok) return invalidPuzzle(parsed.issues[0]);
 * ```
 */
export function invalidPuzzle(issue: Issue | undefined): ItemProblem {
  return issue === undefined ? { ok: false, message: "puzzle: invalid" } : { ok: false, message: `puzzle: ${issue.path}: ${issue.code}`, issue };
}
