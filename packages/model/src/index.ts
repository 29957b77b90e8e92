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
export { tiers, stepRules, difficulties } from "./step.js";
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
  Conflict,
  Step,
  StepOf,
  Difficulty,
  Grade,
} from "./step.js";
export { issueCatalogue, issueCodes, formatIssue } from "./issue.js";
export type { IssueCode, Issue, Result } from "./issue.js";
export { parsePuzzle, maxMetaDepth } from "./parse.js";
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
export type { AttributeWords, Lexicon } from "./lexicon.js";
export { lexiconFromVocabulary } from "./vocabulary.js";
export type { Vocabulary, VocabularyAttribute } from "./vocabulary.js";
export type {
  TextFormat,
  RenderContext,
  Query,
  QuestionAnswer,
  SolutionOptions,
  Renderer,
  ClueVerbalizers,
  StepVerbalizers,
  FactVerbalizers,
  IssueVerbalizers,
  QueryVerbalizers,
} from "./renderer.js";
export { fillTemplate, templatePlaceholders } from "./text/template.js";
export { displayWidth, padToWidth } from "./text/display-width.js";
export { escapeMarkdown } from "./text/markdown.js";
export { joinList } from "./text/list.js";
export { formatTable } from "./text/table.js";
export type { TableOptions } from "./text/table.js";
export { encodePositionCode, decodePositionCode } from "./text/position-code.js";
export { lexiconServes, attributeWords, attributeNoun, valueLabel } from "./text/lexicon-words.js";
export { layoutSolution, defaultGridEvery } from "./text/solution-layout.js";
export type { SolutionWording } from "./text/solution-layout.js";
export { optionsExclude } from "./text/exclusive-options.js";
export { mergeFacts } from "./text/merge-facts.js";
export { answerInGrid } from "./text/answer-in-grid.js";
export { createRng, deriveSeed } from "./rng.js";
export type { Rng } from "./rng.js";
export { assembleRenderer } from "./text/assemble-renderer.js";
export type { AnswerVerbalizers, SolutionWords, RendererParts } from "./text/assemble-renderer.js";
