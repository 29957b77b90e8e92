// Type-level test: the locale's tables are typed with the contract's mapped types (every clue
// type, fact kind, step rule in every explanation style, kind of clash, query kind, issue code,
// app string and unit; @zebra/locale-kit's contract/locale.test-d.ts shows that a missing entry does not
// compile), and not widened.
import type { LocaleWords } from "@zebra/model";
import type {
  AnswerVerbalizers,
  ClashVerbalizers,
  ClueClauses,
  FactClauses,
  IssueMessages,
  Locale,
  QueryVerbalizers,
  StyledStepVerbalizers,
  UiStrings,
} from "@zebra/locale-kit";
import { clueClauses } from "./internal/clauses.js";
import { factClauses } from "./internal/facts.js";
import { issueMessages } from "./internal/issues.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { clashTexts, conciseSteps, fullSteps } from "./internal/full-steps.js";
import { locale, words, ui } from "./index.js";
import type { Clause } from "./internal/words.js";

export const complete: [
  ClueClauses<Clause>,
  FactClauses<Clause>,
  StyledStepVerbalizers,
  ClashVerbalizers,
  QueryVerbalizers,
  AnswerVerbalizers,
  IssueMessages,
  UiStrings,
  LocaleWords,
  Locale,
] = [clueClauses, factClauses, { full: fullSteps, concise: conciseSteps }, clashTexts, questionTexts, answerTexts, issueMessages, ui, words, locale];
