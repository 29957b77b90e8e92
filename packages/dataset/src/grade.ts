import { checkGrid, parsePuzzle, type Grid, type Issue, type Puzzle, type Value } from "@zebra/model";
import { readLabels, type AnswerLabels, type Reading } from "./answer-labels.js";
import { DatasetInputError } from "./input-error.js";
import { isObject } from "./internal/is-object.js";
import { normaliseWord } from "./match-value.js";
import { fullGrid, readAnswer, readingsOf, type AnswerQuestion, type ParsedAnswer } from "./parse-answer.js";
import { invalidPuzzle, type ItemProblem } from "./problem.js";
import { isZebraLogicRecord, readZebraLogicRecord, type ZebraLogicReadOptions } from "./zebralogic.js";
import type { PromptProblem } from "./zebralogic-prompt.js";

/** A dataset record, read and checked, ready to grade answers against. */
export interface GradeItem {
  readonly id: string;
  readonly puzzle: Puzzle;
  readonly solution: Grid;
  /** The record's main question, as the answer must read it; undefined for a grid-only record (ZebraLogic grid mode). */
  readonly question: (Exclude<AnswerQuestion, { kind: "grid-only" }> & { readonly query: Readonly<Record<string, unknown>> }) | undefined;
  /** Its expected answer; undefined when there is no question. */
  readonly answer: Value | undefined;
  /** Whether the puzzle's clues are known, so that a wrong grid can be checked against them. */
  readonly hasClues: boolean;
  /** "HxA", e.g. "5x5". */
  readonly size: string;
  /** The difficulty grade ("easy" … "expert"), or "unknown". */
  readonly level: string;
  /** The words of the record's locales (its own `labels` and those under `locales`), read as the puzzle's own. */
  readonly labels?: readonly AnswerLabels[];
  /** The answer format the record's prompt asks for (`json`, `table` or `question`), when it names one. */
  readonly answerFormat?: string;
}

/** The labels of a record: its own, then each locale's. */
function recordLabels(r: Record<string, unknown>): AnswerLabels[] {
  const sources = [r["labels"], ...(isObject(r["locales"]) ? Object.values(r["locales"]).map((l) => (isObject(l) ? l["labels"] : undefined)) : [])];
  return sources.map(readLabels).filter((l): l is AnswerLabels => l !== undefined);
}

/**
 * Reads one `zebra-dataset/1` record (one line of `zebra generate --format jsonl`) for grading.
 *
 * Use it before {@link gradeAnswer}. The record must hold `id`, a valid `puzzle` with its
 * `solution`, the main `answer`, and the question in `qa` (`position-code` or `find`).
 * A ZebraLogic grid-mode record (`zebra generate --format zebralogic`: text `puzzle`,
 * `solution` with `header` and `rows`) is read too, as a grid-only item: no question, and no
 * clue check unless the record also carries a `zebra-puzzle/1` document under some key, or
 * `options.readPrompt` reads its prompt text (then `promptProblem` says why a prompt that
 * was not used could not be).
 *
 * Cost: parses and validates the puzzle once (and reads the prompt, with `readPrompt`).
 *
 * @param record - the parsed JSON of one record.
 * @param options - for a ZebraLogic record: `readPrompt`, to take the clues from its prompt.
 * @returns `{ ok: true, item }` or `{ ok: false, message }` naming the missing or bad field.
 * @example
 * ```ts
 * const read = readGradeItem(JSON.parse(line));
 * if (read.ok) console.log(read.item.size, read.item.level);
 * ```
 */
export function readGradeItem(
  record: unknown,
  options: ZebraLogicReadOptions = {},
): { readonly ok: true; readonly item: GradeItem; readonly promptProblem?: PromptProblem } | ItemProblem {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return { ok: false, message: "a record must be a JSON object" };
  const r = record as Record<string, unknown>;
  const grade = r["grade"] as Record<string, unknown> | undefined;
  const level = typeof grade?.["level"] === "string" ? grade["level"] : "unknown";
  if (isZebraLogicRecord(r)) {
    const read = readZebraLogicRecord(r, options);
    if (!read.ok) return read;
    const { puzzle } = read;
    const size = `${puzzle.size}x${puzzle.attributes.length}`;
    const item: GradeItem = { id: read.id, puzzle, solution: puzzle.solution, question: undefined, answer: undefined, hasClues: read.hasClues, size, level };
    return { ok: true, item, ...(read.promptProblem !== undefined ? { promptProblem: read.promptProblem } : {}) };
  }
  if (typeof r["id"] !== "string" && typeof r["id"] !== "number") return { ok: false, message: "id: missing" };
  const parsed = parsePuzzle(r["puzzle"]);
  if (!parsed.ok) return invalidPuzzle(parsed.issues[0]);
  const puzzle = parsed.value;
  if (puzzle.solution === undefined) return { ok: false, message: "puzzle.solution: missing" };
  const answer = r["answer"];
  if (typeof answer !== "string" && typeof answer !== "number") return { ok: false, message: "answer: missing" };
  const qa = Array.isArray(r["qa"]) ? (r["qa"] as Record<string, unknown>[]) : [];
  const main = qa.find((q) => q?.["question"] === r["question"]) ?? qa[0];
  const query = main?.["query"] as Record<string, unknown> | undefined;
  let question: GradeItem["question"];
  if (query?.["kind"] === "position-code") question = { kind: "position-code", query };
  else if (query?.["kind"] === "find" && typeof (query["find"] as Record<string, unknown>)?.["attr"] === "string") {
    question = { kind: "find", attr: (query["find"] as { attr: string }).attr, query };
  } else return { ok: false, message: "qa: no position-code or find question" };
  const labels = recordLabels(r);
  const format = r["answer_format"];
  return {
    ok: true,
    item: {
      id: String(r["id"]),
      puzzle,
      solution: puzzle.solution,
      question,
      answer,
      hasClues: true,
      size: `${puzzle.size}x${puzzle.attributes.length}`,
      level,
      ...(labels.length > 0 ? { labels } : {}),
      ...(typeof format === "string" ? { answerFormat: format } : {}),
    },
  };
}

/** How one answer scored. */
export interface AnswerGrade {
  readonly id: string;
  readonly size: string;
  readonly level: string;
  /** `grid`, `value` or `none` (no answer: missing, or nothing readable). */
  readonly kind: ParsedAnswer["kind"];
  /** Why nothing could be read, for `none`. */
  readonly reason?: string;
  /** Every cell of the grid right. */
  readonly puzzleCorrect: boolean;
  /** Cells right, of `cellsTotal` (0 right unless the answer is a grid). */
  readonly cellsRight: number;
  readonly cellsTotal: number;
  /** The question's answer is right (stated, or read from the grid); null when the record has no question. */
  readonly questionCorrect: boolean | null;
  /** For a wrong, complete grid that is a permutation of each attribute, when the clues are known: the clues (1-based) it breaks. */
  readonly brokenClues?: readonly number[];
  /** For a wrong grid that is not well formed: the first problem with its shape. */
  readonly gridProblem?: string;
  /** The issue behind `gridProblem`, when `checkGrid` found one (a locale words it: `renderer.issue`). */
  readonly gridIssue?: Issue;
}

function positionOf(grid: Readonly<Record<string, readonly (Value | null)[]>>, ref: unknown): number | undefined {
  if (typeof ref !== "object" || ref === null) return undefined;
  const r = ref as Record<string, unknown>;
  if (typeof r["pos"] === "number") return r["pos"];
  const values = grid[String(r["attr"])];
  const index = values?.findIndex((v) => v !== null && v === r["value"]) ?? -1;
  return index >= 0 ? index + 1 : undefined;
}

/** The question's answer as a grid implies it, or undefined when the grid does not say. */
function answerFromGrid(
  item: GradeItem & { question: NonNullable<GradeItem["question"]> },
  grid: Readonly<Record<string, readonly (Value | null)[]>>,
): Value | undefined {
  const q = item.question.query;
  if (item.question.kind === "position-code") {
    const x = positionOf(grid, q["x"]);
    const y = positionOf(grid, q["y"]);
    return x === undefined || y === undefined ? undefined : (item.puzzle.size + 1) * y + x;
  }
  const where = positionOf(grid, q["where"]);
  const value = where === undefined ? undefined : grid[item.question.attr]?.[where - 1];
  return value ?? undefined;
}

/** Each item's reading, made once: a reward loop grades many answers per record. */
const readings = new WeakMap<GradeItem, Reading[]>();

function readingFor(item: GradeItem): Reading[] {
  let reading = readings.get(item);
  if (reading === undefined) {
    reading = readingsOf(item.puzzle, item.labels);
    readings.set(item, reading);
  }
  return reading;
}

function sameValue(a: Value, b: Value): boolean {
  return a === b || normaliseWord(String(a)) === normaliseWord(String(b));
}

/**
 * Grades one answer against a dataset record.
 *
 * Use it to score a model's output (or a person's). The answer is read with
 * {@link parseAnswer}; a grid is compared cell by cell with the solution and, when it is wrong
 * but well formed, checked against the clues (`checkGrid` of `@zebra/model`) to list the
 * clues it breaks. The question is right when the stated answer (or, failing that, the one the
 * grid implies) equals the record's `answer`. For a grid-only record (no question) the
 * question is not applicable (`questionCorrect: null`), and without known clues no clue check
 * is made.
 *
 * Cost: linear in the answer's length plus the grid and the clues.
 *
 * @param item - the record, from {@link readGradeItem}.
 * @param answer - the answer (text or JSON), or undefined when there is none.
 * @returns the grade of this answer.
 * @throws {@link DatasetInputError} when `item` is not an item from {@link readGradeItem}.
 * @example
 * ```ts
 * const grade = gradeAnswer(item, "```json\n{\"Color\": [\"red\", \"blue\"]}\n```");
 * console.log(grade.puzzleCorrect, grade.cellsRight, grade.brokenClues);
 * ```
 */
export function gradeAnswer(item: GradeItem, answer: unknown): AnswerGrade {
  if (!isObject(item) || !isObject(item.puzzle) || !Array.isArray(item.puzzle.attributes) || !isObject(item.solution))
    throw new DatasetInputError("invalid-item", "gradeAnswer: the item is not a graded record (read it with readGradeItem)");
  const cellsTotal = item.puzzle.size * item.puzzle.attributes.length;
  const base = { id: item.id, size: item.size, level: item.level, cellsTotal };
  const question = item.question;
  const expected = item.answer;
  const asked = question !== undefined && expected !== undefined;
  const missed = asked ? false : null;
  const parsed: ParsedAnswer =
    answer === undefined ? { kind: "none", reason: "no answer given" } : readAnswer(readingFor(item), question ?? { kind: "grid-only" }, answer);
  if (parsed.kind === "none") return { ...base, kind: "none", reason: parsed.reason, puzzleCorrect: false, cellsRight: 0, questionCorrect: missed };
  if (parsed.kind === "value")
    return { ...base, kind: "value", puzzleCorrect: false, cellsRight: 0, questionCorrect: asked ? sameValue(parsed.value, expected) : null };
  let cellsRight = 0;
  for (const attribute of item.puzzle.attributes) {
    const given = parsed.grid[attribute.name] ?? [];
    item.solution[attribute.name]?.forEach((v, i) => {
      if (given[i] !== null && given[i] !== undefined && given[i] === v) cellsRight++;
    });
  }
  const puzzleCorrect = cellsRight === cellsTotal;
  let questionCorrect: boolean | null = null;
  if (asked) {
    const stated = parsed.value ?? answerFromGrid({ ...item, question }, parsed.grid);
    questionCorrect = stated !== undefined && sameValue(stated, expected);
  }
  const grade: AnswerGrade = { ...base, kind: "grid", puzzleCorrect, cellsRight, questionCorrect };
  if (puzzleCorrect || !item.hasClues) return grade;
  const full = fullGrid(parsed.grid);
  if (full === undefined) return { ...grade, gridProblem: "the grid leaves cells empty or gives values the puzzle does not have" };
  const check = checkGrid(item.puzzle, full);
  const issue = check.ok ? undefined : check.issues[0];
  if (!check.ok)
    return issue === undefined ? { ...grade, gridProblem: "malformed grid" } : { ...grade, gridProblem: `${issue.path}: ${issue.code}`, gridIssue: issue };
  return { ...grade, brokenClues: check.value.violated.map((i) => i + 1) };
}
