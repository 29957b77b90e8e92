// The small library part of @zebra/cli: what scripts that drive `zebra` or extend it with a
// locale need. The commands themselves are reached through the `zebra` binary.
export { exitCodes, exitCodeMeanings } from "./exit-codes.js";
export type { ExitCode } from "./exit-codes.js";
export { CliError, OptionError, isCliError } from "./cli-error.js";
export { loadRenderer, installedLocales, localePackage } from "./locale.js";
export { parseSize, parseShard, shardRange, parseWeights } from "./options.js";
export type { Size, Shard } from "./options.js";
export { parseAnswer, normaliseWord } from "./grade/parse-answer.js";
export type { ParsedAnswer, AnswerQuestion } from "./grade/parse-answer.js";
export { readGradeItem, gradeAnswer } from "./grade/grade-record.js";
export type { GradeItem, ItemProblem, AnswerGrade } from "./grade/grade-record.js";
export { summariseGrades, formatGradeTable } from "./grade/summary.js";
export type { GradeMetrics, GradeSummary } from "./grade/summary.js";
export { zebraLogicRecord } from "./grade/zebralogic.js";
export type { ZebraLogicRecord } from "./grade/zebralogic.js";
