// Type-level tests of the locale contract: a table that misses a clue type, fact kind, step
// rule (in either explanation style), query kind, issue code, app string or unit does not
// compile. `tsc --noEmit` runs them; every locale types its tables with these types (see its
// own exhaustive.test-d.ts).
import type {
  AnswerVerbalizers,
  ClashVerbalizers,
  ClueClauses,
  FactClauses,
  IssueMessages,
  PlaygroundStrings,
  QueryVerbalizers,
  StepVerbalizers,
  StyledStepVerbalizers,
  CliStrings,
} from "../index.js";
import type { LocaleWords } from "@zebra/model";

declare const clues: ClueClauses<string>;
const { between: _between, ...withoutBetween } = clues;
// @ts-expect-error: a clue type without a wording is a compile error
export const missingClue: ClueClauses<string> = withoutBetween;

declare const facts: FactClauses<{ readonly subject: string }>;
const { among: _among, ...withoutAmong } = facts;
// @ts-expect-error: a fact kind without a wording is a compile error
export const missingFact: FactClauses<{ readonly subject: string }> = withoutAmong;

declare const steps: StepVerbalizers;
const { contradiction: _contradiction, ...withoutContradiction } = steps;
// @ts-expect-error: a step rule without a wording is a compile error
export const missingRule: StepVerbalizers = withoutContradiction;

declare const styled: StyledStepVerbalizers;
const { concise: _concise, ...withoutConcise } = styled;
// @ts-expect-error: an explanation style without its wordings is a compile error
export const missingStyle: StyledStepVerbalizers = withoutConcise;
const { "hidden-single": _hidden, ...conciseWithoutHidden } = styled.concise;
// @ts-expect-error: a step rule without a concise wording is a compile error
export const missingConciseRule: StyledStepVerbalizers = { full: styled.full, concise: conciseWithoutHidden };
declare const clashes: ClashVerbalizers;
const { "no-value": _noValue, ...withoutNoValue } = clashes;
// @ts-expect-error: a kind of clash without a wording is a compile error
export const missingClash: ClashVerbalizers = withoutNoValue;

declare const questions: QueryVerbalizers;
const { find: _find, ...withoutFind } = questions;
// @ts-expect-error: a query kind without a question is a compile error
export const missingQuery: QueryVerbalizers = withoutFind;

declare const answers: AnswerVerbalizers;
const { "position-code": _code, ...withoutCode } = answers;
// @ts-expect-error: a query kind without an answer is a compile error
export const missingAnswer: AnswerVerbalizers = withoutCode;

declare const issues: IssueMessages;
const { "unknown-value": _unknownValue, ...withoutUnknownValue } = issues;
// @ts-expect-error: an issue code without a message is a compile error
export const missingIssue: IssueMessages = withoutUnknownValue;

declare const playground: PlaygroundStrings;
const { hintTitle: _hintTitle, ...withoutHintTitle } = playground;
// @ts-expect-error: an app string left out is a compile error
export const missingString: PlaygroundStrings = withoutHintTitle;

declare const cli: CliStrings;
const { levels: _levels, ...withoutLevels } = cli;
// @ts-expect-error: a heading of the command-line tool left out is a compile error
export const missingHeading: CliStrings = withoutLevels;

declare const words: LocaleWords;
const { km: _km, ...withoutKm } = words.units;
// @ts-expect-error: a unit without its words is a compile error
export const missingUnit: LocaleWords["units"] = withoutKm;

// An issue message reads the details of its own code, typed: a field of another code does not compile.
export const typedDetails: IssueMessages["value-count"] = ({ details }) => `${details.attr}: ${details.count} of ${details.size}`;
// @ts-expect-error: `maxClues` is a detail of too-many-clues, not of value-count
export const wrongDetails: IssueMessages["value-count"] = ({ details }) => String(details.maxClues);
