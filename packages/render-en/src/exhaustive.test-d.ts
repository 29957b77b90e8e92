// Type-level test: the locale's tables are typed with the contract's mapped types (every clue
// type, fact kind, step rule, kind of clash, query kind, issue code, app string and unit; @zebra/model's
// locale.test-d.ts shows that a missing entry does not compile), and not widened.
import type { AnswerVerbalizers, ClashVerbalizers, ClueClauses, FactClauses, IssueMessages, Locale, LocaleWords, QueryVerbalizers, StepVerbalizers, UiStrings } from "@zebra/model";
import { clueClauses } from "./internal/clauses.js";
import { factClauses } from "./internal/facts.js";
import { issueMessages } from "./internal/issues.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { clashTexts, stepTexts } from "./internal/steps.js";
import { locale, words, ui } from "./index.js";

export const complete: [ClueClauses<string>, FactClauses<string>, StepVerbalizers, ClashVerbalizers, QueryVerbalizers, AnswerVerbalizers, IssueMessages, UiStrings, LocaleWords, Locale] = [clueClauses, factClauses, stepTexts, clashTexts, questionTexts, answerTexts, issueMessages, ui, words, locale];
