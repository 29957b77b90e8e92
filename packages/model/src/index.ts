export { formatTag, maxSize, maxAttributes, maxClues, maxAnyOfDepth, maxMetaDepth } from "./format.js";
export type { FormatTag } from "./format.js";
export { isPositionRef, sameEntity, entityKey } from "./entity.js";
export type { Value, ValueRef, PositionRef, Entity } from "./entity.js";
export { clueTypes, symmetricClueTypes, numericClueTypes, rowClueTypes, wordedClueTypes, matchingClueTypes, clueEntities } from "./clue.js";
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
  MatchingClue,
  WordedClueType,
  MatchingClueType,
} from "./clue.js";
export { isNumericAttribute } from "./puzzle.js";
export type { Attribute, Scale, Grid, PartialGrid, CandidateGrid, Question, Puzzle } from "./puzzle.js";
export { positionalRelation, numericRelation, superlativeValue, isNumericClue, clueHolds, placementFromGrid } from "./semantics.js";
export type { Placement, PositionalClue, NumericClue } from "./semantics.js";
export { stepRules, difficulties, difficultyRatings, difficultyOfRating, ratingRange } from "./step.js";
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
export { issueCodes, issue } from "./issue.js";
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
export { parsePuzzle, readJson } from "./parse.js";
export { serializePuzzle, toDocument } from "./serialize.js";
export { InvalidArgumentError, isPuzzleShaped } from "./invalid-argument.js";
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
export type { AttributeFamily, AttributeWords, Lexicon, LocaleWords, UnitId } from "./lexicon.js";
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
export type { Query, QuestionAnswer } from "./query.js";
export { encodePositionCode, decodePositionCode } from "./position-code.js";
export { impliedPlacements } from "./implied-placements.js";
export { answerInGrid } from "./answer-in-grid.js";
export { createRng, deriveSeed } from "./rng.js";
export type { Rng } from "./rng.js";
export { canonicalClue } from "./canonical-clue.js";
