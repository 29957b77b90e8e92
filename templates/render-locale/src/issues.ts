// One message per issue code. `IssueVerbalizers` lists every code of the catalogue: a new code
// is a compile error here until it is worded. Issues carry English `message`s and, for most
// codes, `details` (attribute, value, counts…) to build your own sentence from.
import { issueCatalogue } from "@zebra/model";
import type { Issue, IssueVerbalizers } from "@zebra/model";
import { untranslated } from "./words.js";

/** The English message, marked as untranslated. TRANSLATE: replace per code, using `issue.details`. */
function english(issue: Issue): string {
  const text = issue.message.trim() || issueCatalogue[issue.code];
  return untranslated(text.replace(/[.]$/, "")) + ".";
}

/** Every issue code. */
export const issueTexts: IssueVerbalizers = {
  "invalid-json": english,
  "not-an-object": english,
  "wrong-format": english,
  "missing-field": english,
  "wrong-type": english,
  "invalid-size": english,
  "size-too-large": english,
  "no-attributes": english,
  "invalid-attribute-name": english,
  "too-many-attributes": english,
  "value-count": english,
  "invalid-value": english,
  "duplicate-value": english,
  "mixed-values": english,
  "too-many-clues": english,
  "unknown-clue-type": english,
  "unknown-attribute": english,
  "unknown-value": english,
  "invalid-entity": english,
  "position-out-of-range": english,
  "distance-out-of-range": english,
  "difference-out-of-range": english,
  "not-numeric": english,
  "empty-any-of": english,
  "too-deep": english,
  "invalid-solution": english,
  "invalid-question": english,
  "invalid-meta": english,
  "invalid-grid": english,
  "invalid-id": english,
  "duplicate-attribute": english,
  "too-few-values": english,
  "duplicate-label": english,
  "ambiguous-phrase": english,
  "invalid-template": english,
  "invalid-locale": english,
};

/** An issue as one line, with its path. */
export function issueLine(issue: Issue): string {
  const text = (issueTexts[issue.code] as (i: Issue) => string)(issue);
  return issue.path === "" ? text : `${issue.path}: ${text}`;
}
