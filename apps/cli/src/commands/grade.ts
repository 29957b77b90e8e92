import { gradeAnswer, gradeScore, scoreMetrics, summariseGrades, type AnswerGrade } from "@zebra/dataset";
import { stringOption, usageError, type ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { StreamSink, writeOutput, type CliIo } from "../io.js";
import { inputAt } from "../same-file.js";
import { readItems, type PromptNote } from "../grade-items.js";
import { displayName, parseLine, readLines } from "../jsonl.js";
import { formatGradeTable } from "../grade-table.js";
import { parseChoice } from "../options.js";
import { formatIssue } from "@zebra/render-en";
import { gradeSpec as spec } from "./grade-spec.js";

/** The line `zebra grade` prints for a record whose prompt was not used. */
function noteLine(name: string, note: PromptNote): string {
  const outcome = note.graded ? "graded against its solution table alone, without the clues" : "not graded";
  return `zebra grade: ${name}: line ${note.line} (id "${note.id}"): ${note.problem}; ${outcome}`;
}

async function readAnswers(file: string, io: CliIo, datasetName: string, ids: ReadonlySet<string>): Promise<Map<string, unknown>> {
  const name = displayName(file);
  const answers = new Map<string, unknown>();
  for await (const raw of readLines(file, io)) {
    const line = raw.number;
    const value = parseLine(name, raw);
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new CliError(`${name}: line ${line}: an answer must be a JSON object {"id": …, "answer": …}`);
    const entry = value as Record<string, unknown>;
    if (typeof entry["id"] !== "string" && typeof entry["id"] !== "number") throw new CliError(`${name}: line ${line}: missing "id"`);
    const id = String(entry["id"]);
    if (!ids.has(id)) throw new CliError(`${name}: line ${line}: id "${id}" is not in ${datasetName}`);
    if (answers.has(id)) throw new CliError(`${name}: line ${line}: a second answer for id "${id}"`);
    // ZebraLogic-style outputs name the answer "output" or "response"; "answer" wins when present.
    const answer = "answer" in entry ? entry["answer"] : "output" in entry ? entry["output"] : entry["response"];
    answers.set(id, answer ?? null);
  }
  return answers;
}

function detailLine(grade: AnswerGrade): string | undefined {
  if (grade.puzzleCorrect && grade.questionCorrect !== false) return undefined;
  if (grade.kind === "none") return `${grade.id}: no answer (${grade.reason})`;
  if (grade.kind === "value") return grade.questionCorrect ? undefined : `${grade.id}: question wrong`;
  const question = grade.questionCorrect === null ? "" : `, question ${grade.questionCorrect ? "right" : "wrong"}`;
  const parts = [`${grade.id}: grid ${grade.puzzleCorrect ? "right" : "wrong"}, ${grade.cellsRight}/${grade.cellsTotal} cells right${question}`];
  if (grade.brokenClues !== undefined)
    parts.push(grade.brokenClues.length === 0 ? "breaks no clue" : `breaks clue${grade.brokenClues.length > 1 ? "s" : ""} ${grade.brokenClues.join(", ")}`);
  if (grade.gridProblem !== undefined) parts.push(grade.gridIssue === undefined ? grade.gridProblem : formatIssue(grade.gridIssue));
  return parts.join("; ");
}

async function runGrade(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const datasetFile = stringOption(args, "dataset");
  const answersFile = stringOption(args, "answers");
  if (datasetFile === undefined) throw usageError(spec, "--dataset FILE is required");
  if (answersFile === undefined) throw usageError(spec, "--answers FILE is required");
  if (args.positionals.length > 0) throw usageError(spec, `unexpected argument '${args.positionals[0]}'`);
  const jsonOut = stringOption(args, "json-out");
  const input = jsonOut === undefined ? undefined : inputAt(io.cwd, jsonOut, [datasetFile, answersFile]);
  if (input !== undefined) throw usageError(spec, `--json-out ${jsonOut} is the input ${input}; writing it would destroy the input, so choose another file`);
  const metric = stringOption(args, "score") === undefined ? undefined : parseChoice(stringOption(args, "score")!, "--score", scoreMetrics);
  const dataset = { name: displayName(datasetFile) };
  const answerText = { name: displayName(answersFile) };
  const { items, notes } = await readItems(datasetFile, io);
  const answers = await readAnswers(answersFile, io, dataset.name, new Set([...items.map((i) => i.id), ...notes.map((n) => n.id)]));
  const grades = items.map((item) => gradeAnswer(item, answers.get(item.id)));
  const summary = summariseGrades(grades, metric);
  const records = metric === undefined ? grades : grades.map((grade) => ({ ...grade, score: gradeScore(grade, metric) }));
  const json = `${JSON.stringify({ dataset: dataset.name, answers: answerText.name, missing: items.filter((i) => !answers.has(i.id)).length, ...(metric ? { metric } : {}), summary, records, prompts: notes })}\n`;
  if (jsonOut !== undefined) await writeOutput(io, jsonOut, async (sink) => sink.write(json));
  const out = new StreamSink(io.stdout);
  if (args.values["json"] === true) await out.write(json);
  else {
    await out.write(formatGradeTable(summary, metric));
    if (args.values["details"] === true) {
      const details = grades.map(detailLine).filter((l): l is string => l !== undefined);
      if (details.length > 0) await out.write(`\n${details.join("\n")}\n`);
    }
  }
  const missing = items.filter((i) => !answers.has(i.id)).length;
  if (missing > 0 && args.values["json"] !== true)
    io.stderr.write(`zebra grade: ${missing} of ${items.length} records have no answer in ${answerText.name} (counted as no answer)\n`);
  for (const note of notes) io.stderr.write(`${noteLine(dataset.name, note)}\n`);
  const ungraded = notes.filter((n) => !n.graded).length;
  if (ungraded > 0)
    io.stderr.write(
      `zebra grade: ${dataset.name}: ${ungraded} of ${items.length + ungraded} records not graded (their prompts give no puzzle and their solution tables are blank)\n`,
    );
  await out.close();
  // Records that could not be graded make the input invalid for grading, as a bad record does; the others are still reported.
  return ungraded > 0 ? exitCodes.invalid : exitCodes.ok;
}

export { runGrade as run };
