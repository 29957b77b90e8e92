export { formatTag, maxSize, maxAttributes, maxClues, maxAnyOfDepth } from "./format.js";
export type { FormatTag } from "./format.js";
export { isPositionRef, sameEntity, entityKey } from "./entity.js";
export type { Value, ValueRef, PositionRef, Entity } from "./entity.js";
export { clueTypes, symmetricClueTypes, numericClueTypes, isClueType, clueEntities } from "./clue.js";
export type {
  Clue,
  ClueType,
  ClueOf,
  ClueCommon,
  SameClue,
  NotSameClue,
  AtClue,
  NotAtClue,
  NextToClue,
  NotNextToClue,
  LeftOfClue,
  RightOfClue,
  ImmediatelyLeftClue,
  ImmediatelyRightClue,
  EndsClue,
  BetweenClue,
  DistanceClue,
  AnyOfClue,
  LessThanClue,
  GreaterThanClue,
  DifferenceClue,
} from "./clue.js";
export { isNumericAttribute, findAttribute } from "./puzzle.js";
export type { Attribute, Grid, PartialGrid, CandidateGrid, Question, Puzzle } from "./puzzle.js";
export { positionalRelation, numericRelation, isNumericClue, entityPosition, clueHolds, placementFromGrid } from "./semantics.js";
export type { Placement, PositionalClue, NumericClue } from "./semantics.js";
export { tiers, stepRules, difficulties, difficultyRatings, difficultyOfRating, ratingRange } from "./step.js";
export type {
  Tier,
  AtFact,
  NotAtFact,
  AmongFact,
  Fact,
  Conclusion,
  StepRule,
  ClueStep,
  NakedSingleStep,
  HiddenSingleStep,
  ClueCombinationStep,
  ContradictionStep,
  CaseSplit,
  Case,
  Clash,
  ClashOf,
  Conflict,
  Step,
  StepOf,
  Difficulty,
  Grade,
} from "./step.js";
export { issueCodes, isIssueCode, issue } from "./issue.js";
export { jsonType, shownValue } from "./internal/describe.js";
export type {
  IssueCode,
  Issue,
  IssueDetailsByCode,
  Result,
  JsonType,
  Shown,
  JsonChar,
  JsonExpectation,
  JsonSyntaxProblem,
  DocumentPart,
  ExpectedType,
  GridProblem,
  TemplateProblem,
  SentenceAt,
  UnreadReason,
} from "./issue.js";
export { parsePuzzle, readJson, maxMetaDepth } from "./parse.js";
export { serializePuzzle, toDocument } from "./serialize.js";
export type { PuzzleDocument } from "./serialize.js";
export { checkGrid } from "./check-grid.js";
export type { GridCheck } from "./check-grid.js";
export {
  createCandidateGrid,
  cloneCandidateState,
  applyConclusion,
  applyStep,
  candidatesOf,
  partialGridOf,
  isContradictory,
} from "./candidates.js";
export type { CandidateState } from "./candidates.js";
export { attributeFamilies, units } from "./lexicon.js";
export type { AttributeFamily, AttributeWords, Lexicon, UnitId } from "./lexicon.js";
export {
  grammaticalCases,
  grammaticalNumbers,
  genders,
  articleKinds,
  wordFeatures,
  wordKinds,
  formKeys,
  wordText,
  wordForm,
  wordGender,
  wordKind,
} from "./words.js";
export type { GrammaticalCase, GrammaticalNumber, Gender, ArticleKind, WordFeature, WordKind, FormKey, Lexeme, Word } from "./words.js";
export { createLexiconFor, lexiconFor } from "./vocabulary.js";
export type { Vocabulary, VocabularyAttribute } from "./vocabulary.js";
export { clauseModes, explanationStyles, gridKinds } from "./renderer.js";
export type {
  ClauseMode,
  TextFormat,
  ExplanationStyle,
  GridKind,
  RenderContext,
  Query,
  QuestionAnswer,
  SolutionOptions,
  PuzzleOptions,
  Renderer,
  StepVerbalizers,
  StyledStepVerbalizers,
  ClashVerbalizers,
  IssueMessages,
  QueryVerbalizers,
} from "./renderer.js";
export type {
  ClueClauses,
  FactClauses,
  FactOf,
  ClauseGrammar,
  LocaleWords,
  PuzzleTitle,
  CliStrings,
  CellState,
  PlaygroundStrings,
  UiStrings,
  Locale,
} from "./locale.js";
export { fillTemplate, scanTemplate, templatePlaceholders } from "./text/template.js";
export type { Inflect, TemplateSlot, TemplateScan } from "./text/template.js";
export { displayWidth, padToWidth } from "./text/display-width.js";
export { escapeMarkdown } from "./text/markdown.js";
export { joinList } from "./text/list.js";
export { formatTable } from "./text/table.js";
export type { TableOptions } from "./text/table.js";
export { encodePositionCode, decodePositionCode } from "./text/position-code.js";
export { lexiconServes, attributeWords, attributeNoun, valueLabel, valueWord } from "./text/lexicon-words.js";
export { layoutSolution, numberedStep, defaultGridEvery } from "./text/solution-layout.js";
export { checkExplanation, explanationRules } from "./text/check-explanation.js";
export type { ExplanationRule, ExplanationViolation, StepVerifier } from "./text/check-explanation.js";
export type { ExplanationClaim } from "./text/explanation-claim.js";
export { impliedPlacements } from "./text/implied-placements.js";
export { forcedPlace } from "./text/forced-place.js";
export { bulletLines, caseArgumentLines, premisesBeforeCases } from "./text/case-lines.js";
export type { CaseWording } from "./text/case-lines.js";
export type { ForcedPlace } from "./text/forced-place.js";
export type { SolutionWording } from "./text/solution-layout.js";
export { solutionItems } from "./text/solution-items.js";
export type { SolutionItem } from "./text/solution-items.js";
export { valueGridTable, candidateGridTable, gridWidth } from "./text/grid-table.js";
export type { GridWords } from "./text/grid-table.js";
export { optionsExclude } from "./text/exclusive-options.js";
export { mergeFacts } from "./text/merge-facts.js";
export { partnerPlacement } from "./text/partner-placement.js";
export { plainerFact } from "./text/plainer-fact.js";
export { contradictionConclusions } from "./text/contradiction-conclusions.js";
export { unsaidClashFacts } from "./text/clash-facts.js";
export { citedClues, withStatedClues } from "./text/stated-clues.js";
export { anchoredFact, saysPlacement } from "./text/anchored-fact.js";
export type { PartnerPlacement } from "./text/partner-placement.js";
export { answerInGrid } from "./text/answer-in-grid.js";
export { oncePerLexicon, oncePerValue } from "./text/once-per-lexicon.js";
export { createRng, deriveSeed } from "./rng.js";
export type { Rng } from "./rng.js";
export { assembleRenderer } from "./text/assemble-renderer.js";
export { assembleReader } from "./read/assemble-reader.js";
export type { ReaderParts } from "./read/assemble-reader.js";
export { maxTextLength, maxSentences, maxSentenceLength } from "./read/limits.js";
export { ambiguities, readingsOf } from "./reader.js";
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
} from "./reader.js";
export type { ReaderPattern, ReaderPatternOptions, CluePatterns, PositionPattern, QuestionPattern, ReaderGrammar } from "./reader-grammar.js";
export { canonicalClue } from "./canonical-clue.js";
export type { AnswerVerbalizers, SolutionWords, RendererParts } from "./text/assemble-renderer.js";
export type { PuzzleWords } from "./text/puzzle-layout.js";
