// Type-level test: the locale's tables are typed with the contract's mapped types (every clue
// type, fact kind, step rule, query kind, issue code, app string and unit; @zebra/model's
// locale.test-d.ts shows that a missing entry does not compile), and not widened.
import type { AnswerVerbalizers, ClueClauses, FactClauses, IssueMessages, Locale, LocaleWords, QueryVerbalizers, StepVerbalizers, UiStrings } from "@zebra/model";
import { clueClauses } from "./clues.js";
import { factClauses } from "./facts.js";
import { issueMessages } from "./issues.js";
import { answerTexts, questionTexts } from "./queries.js";
import { stepTexts } from "./steps.js";
import { locale, words, ui } from "./index.js";
import type { Clause } from "./clause.js";

export const complete: [ClueClauses<Clause>, FactClauses<Clause>, StepVerbalizers, QueryVerbalizers, AnswerVerbalizers, IssueMessages, UiStrings, LocaleWords, Locale] = [clueClauses, factClauses, stepTexts, questionTexts, answerTexts, issueMessages, ui, words, locale];
