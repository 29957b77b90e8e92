import { issueCatalogue } from "@zebra/model";
import type { Issue, IssueVerbalizers } from "@zebra/model";

/** The issue's own English message, or the catalogue's sentence when it has none, ending with a full stop. */
function fromMessage(issue: Issue): string {
  const text = issue.message.trim() !== "" ? issue.message.trim() : issueCatalogue[issue.code];
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Every issue code in English: issues carry an English message, which is used as written. */
export const issueTexts: IssueVerbalizers = {
  "invalid-json": fromMessage,
  "not-an-object": fromMessage,
  "wrong-format": fromMessage,
  "missing-field": fromMessage,
  "wrong-type": fromMessage,
  "invalid-size": fromMessage,
  "size-too-large": fromMessage,
  "no-attributes": fromMessage,
  "invalid-attribute-name": fromMessage,
  "too-many-attributes": fromMessage,
  "value-count": fromMessage,
  "invalid-value": fromMessage,
  "duplicate-value": fromMessage,
  "mixed-values": fromMessage,
  "too-many-clues": fromMessage,
  "unknown-clue-type": fromMessage,
  "unknown-attribute": fromMessage,
  "unknown-value": fromMessage,
  "invalid-entity": fromMessage,
  "position-out-of-range": fromMessage,
  "distance-out-of-range": fromMessage,
  "difference-out-of-range": fromMessage,
  "not-numeric": fromMessage,
  "empty-any-of": fromMessage,
  "too-deep": fromMessage,
  "invalid-solution": fromMessage,
  "invalid-question": fromMessage,
  "invalid-meta": fromMessage,
  "invalid-grid": fromMessage,
  "invalid-id": fromMessage,
  "duplicate-attribute": fromMessage,
  "too-few-values": fromMessage,
  "duplicate-label": fromMessage,
  "ambiguous-phrase": fromMessage,
  "invalid-template": fromMessage,
  "invalid-locale": fromMessage,
};

/** An issue as one line: `path: message.` (just the message for the document itself). */
export function issueLine(issue: Issue): string {
  const text = (issueTexts[issue.code] as (i: Issue) => string)(issue);
  return issue.path === "" ? text : `${issue.path}: ${text}`;
}
