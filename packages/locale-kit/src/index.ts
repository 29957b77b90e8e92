// The locale contract: what a locale package implements (renderer, reader grammar, app strings).
export { clauseModes, explanationStyles, gridKinds } from "./contract/renderer.js";
export type {
  ClauseMode,
  TextFormat,
  ExplanationStyle,
  GridKind,
  RenderContext,
  SolutionOptions,
  PuzzleOptions,
  Renderer,
  StepVerbalizers,
  StyledStepVerbalizers,
  ClashVerbalizers,
  IssueMessages,
  QueryVerbalizers,
} from "./contract/renderer.js";
export type {
  ClueClauses,
  MatchingClauses,
  FactClauses,
  FactOf,
  ClauseGrammar,
  PuzzleDetails,
  ViolationWords,
  CliStrings,
  CellState,
  PlaygroundStrings,
  UiStrings,
  Locale,
} from "./contract/locale.js";
export { clashTextOf, clueClauseOf, factClauseOf, stepTextOf, uiStringsOf, wordsMatchingClues } from "./contract/locale.js";
export { ambiguities, readingsOf } from "./contract/reader.js";
export type {
  Ambiguity,
  ReadingName,
  ReadingDefaults,
  ReadOptions,
  ReadPuzzleOptions,
  SentenceRole,
  ReadSentence,
  ReadingChoice,
  Reading,
  Reader,
} from "./contract/reader.js";
export type { ReaderPattern, ReaderPatternOptions, CluePatterns, PositionPattern, QuestionPattern, ReaderGrammar } from "./contract/reader-grammar.js";
// The renderer assembly and what it lays out: templates, tables, grids, the solution.
export { fillTemplate, scanTemplate, templatePlaceholders } from "./render/template.js";
export type { Inflect, TemplateSlot, TemplateScan } from "./render/template.js";
export { displayWidth, padToWidth } from "./render/display-width.js";
export { escapeMarkdown } from "./render/markdown.js";
export { joinList } from "./render/list.js";
export { formatTable } from "./render/table.js";
export type { TableOptions } from "./render/table.js";
export { lexiconServes, attributeWords, attributeNoun, valueLabel, valueWord } from "./render/lexicon-words.js";
export { localeWords } from "./render/locale-words.js";
export type { LocaleWords } from "./render/locale-words.js";
export { layoutSolution, numberedStep, defaultGridEvery } from "./render/solution-layout.js";
export type { SolutionWording } from "./render/solution-layout.js";
export { valueGridTable, candidateGridTable, gridWidth } from "./render/grid-table.js";
export type { GridWords } from "./render/grid-table.js";
export { oncePerLexicon, oncePerValue } from "./render/once-per-lexicon.js";
export { assembleRenderer } from "./render/assemble-renderer.js";
export type { AnswerOf, AnswerVerbalizers, PositionCodeAnswer, SolutionWords, RendererOptions, RendererParts } from "./render/assemble-renderer.js";
export type { PuzzleWords } from "./render/puzzle-layout.js";
// Discourse planning: which steps a solution says together, and what each may leave unsaid.
export { forcedPlace } from "./plan/forced-place.js";
export { bulletLines, caseArgumentLines, premisesBeforeCases } from "./plan/case-lines.js";
export type { CaseWording } from "./plan/case-lines.js";
export type { ForcedPlace } from "./plan/forced-place.js";
export { solutionItems } from "./plan/solution-items.js";
export { checkExplanation, explanationRules } from "./plan/check-explanation.js";
export type { ExplanationRule, ExplanationViolation, StepVerifier } from "./plan/check-explanation.js";
export type { ExplanationClaim } from "./plan/explanation-claim.js";
export type { SolutionItem } from "./plan/solution-items.js";
export { optionsExclude } from "./plan/exclusive-options.js";
export { mergeFacts } from "./plan/merge-facts.js";
export { partnerPlacement } from "./plan/partner-placement.js";
export { sharedHouses } from "./plan/shared-houses.js";
export { plainerFact } from "./plan/plainer-fact.js";
export { factHouses, isJustSaid } from "./plan/just-said.js";
export { contradictionConclusions } from "./plan/contradiction-conclusions.js";
export { unsaidClashFacts } from "./plan/clash-facts.js";
export { citedClues, withStatedClues } from "./plan/stated-clues.js";
export { afterStep, afterSupposition, inTurn } from "./plan/in-turn.js";
export { anchoredFact, saysPlacement } from "./plan/anchored-fact.js";
export type { PartnerPlacement } from "./plan/partner-placement.js";
// The reader engine: a locale's grammar in, a reader of puzzle texts out.
export { assembleReader } from "./read/assemble-reader.js";
export type { ReaderParts } from "./read/assemble-reader.js";
export { maxTextLength, maxSentences, maxSentenceLength } from "./read/limits.js";
export { sentenceCounts } from "./read/sentence-counts.js";
export type { SentenceCounts } from "./read/sentence-counts.js";
