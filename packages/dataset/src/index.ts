// @zebra/dataset: what training and evaluation pipelines need from Zebra puzzles, with no file
// I/O: the zebra-dataset/1 record, the ZebraLogic adapter, answer parsing and grading.
export { datasetFormat, datasetRecord, readRecordMeta, recordFingerprint } from "./record.js";
export type { DatasetRecord, LocaleTexts, QuestionTexts, RecordInput, RecordMeta, RecordQuestion, RecordTexts } from "./record.js";
export { zebraLogicRecord, readZebraLogicRecord, isZebraLogicRecord } from "./zebralogic.js";
export type { ZebraLogicRecord, ZebraLogicRead, ZebraLogicReadOptions } from "./zebralogic.js";
export type { PromptProblem } from "./zebralogic-prompt.js";
export { parseAnswer } from "./parse-answer.js";
export { answerFormats, answerInstruction, finalAnswer, withFinalAnswer } from "./answer-format.js";
export type { AnswerFormat, AnswerSpec } from "./answer-format.js";
export type { AnswerLabels } from "./answer-labels.js";
export { DatasetInputError } from "./input-error.js";
export type { DatasetInputCode } from "./input-error.js";
export { normaliseWord } from "./match-value.js";
export type { ParsedAnswer, AnswerQuestion } from "./parse-answer.js";
export { readGradeItem, gradeAnswer } from "./grade.js";
export type { GradeItem, AnswerGrade } from "./grade.js";
export type { ItemProblem } from "./problem.js";
export { score, gradeScore, scoreMetrics } from "./score.js";
export type { ScoreMetric } from "./score.js";
export { summariseGrades } from "./summary.js";
export type { GradeMetrics, GradeSummary } from "./summary.js";
export { puzzleFingerprint, canonicalForm } from "./fingerprint.js";
export { assignSplit } from "./split.js";
export type { SplitPart } from "./split.js";
