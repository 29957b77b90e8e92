import type { Issue } from "@zebra/model";

/**
 * An issue as one line for test failures and logs, in no language: its path, code and details
 * (`clues[2].a.value: unknown-value {"part":"entity",…}`). Locales write real messages.
 *
 * @example
 * ```ts
 * if (!result.ok) throw new Error(result.issues.map(issueSummary).join("; "));
 * ```
 */
export function issueSummary(issue: Issue): string {
  return `${issue.path === "" ? "(document)" : issue.path}: ${issue.code} ${JSON.stringify(issue.details)}`;
}
