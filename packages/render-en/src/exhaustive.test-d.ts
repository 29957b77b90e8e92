// Type-level tests: the wording maps are complete, and an incomplete one does not compile.
// `tsc --noEmit` runs them.
import type { ClueVerbalizers, FactVerbalizers, IssueVerbalizers, QueryVerbalizers, StepVerbalizers } from "@zebra/model";
import { clueClauses } from "./internal/clauses.js";
import { factClauses } from "./internal/facts.js";
import { issueTexts } from "./internal/issues.js";
import { questionTexts } from "./internal/queries.js";
import { stepTexts } from "./internal/steps.js";

export const complete: [ClueVerbalizers, StepVerbalizers, FactVerbalizers, IssueVerbalizers, QueryVerbalizers] = [
  clueClauses,
  stepTexts,
  factClauses,
  issueTexts,
  questionTexts,
];

const { between: _between, ...withoutBetween } = clueClauses;
// @ts-expect-error: a clue type without a wording is a compile error
export const missingClue: ClueVerbalizers = withoutBetween;

const { contradiction: _contradiction, ...withoutContradiction } = stepTexts;
// @ts-expect-error: a step rule without a wording is a compile error
export const missingRule: StepVerbalizers = withoutContradiction;

const { "unknown-value": _unknownValue, ...withoutUnknownValue } = issueTexts;
// @ts-expect-error: an issue code without a message is a compile error
export const missingIssue: IssueVerbalizers = withoutUnknownValue;
