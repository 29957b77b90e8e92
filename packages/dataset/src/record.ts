import type { AnswerFormat } from "./answer-format.js";
import type { AnswerLabels } from "./answer-labels.js";
import { puzzleFingerprint } from "./fingerprint.js";
import { isObject } from "./internal/is-object.js";
import { invalidPuzzle, type ItemProblem } from "./problem.js";
import { carriedDocument } from "./zebralogic.js";
import {
  parsePuzzle,
  toDocument,
  type Difficulty,
  type Grade,
  type Puzzle,
  type PuzzleDocument,
  type Query,
  type QuestionAnswer,
  type Tier,
  type Value,
} from "@zebra/model";

/** The `format` tag of dataset records, in each record's `meta`. */
export const datasetFormat = "zebra-dataset/1";

/** One question of a record, with its machine-checkable answer and both as text. */
export interface RecordQuestion {
  readonly kind: Query["kind"];
  readonly query: Query;
  /** The question as text. */
  readonly question: string;
  /** A number for `position-code`, a value for `find`. */
  readonly answer: Value;
  /** The answer as it reads on its own in the record's language ("pelicans", "鹈鹕", "158厘米"; the number for `position-code`). */
  readonly answer_label: string;
  /** The answer as a sentence, with its justification. */
  readonly answer_text: string;
}

/** What reproduces a record: the run's seed, the record's index, and everything that decides its content. */
export interface RecordMeta {
  readonly format: typeof datasetFormat;
  /** The run's seed. */
  readonly seed: number;
  /** The record's index in the run. */
  readonly index: number;
  /** The seed the generator was given for this record. */
  readonly puzzle_seed: number;
  /** Every option that changes the content (plain JSON, in a fixed key order). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The versions of the packages that made the record, by package name. */
  readonly versions: Readonly<Record<string, string>>;
}

/**
 * A `zebra-dataset/1` record: one puzzle with its texts, questions, grade and provenance, as
 * `zebra generate --format jsonl` writes it (one record per line). Keys are written in this
 * order; docs/guide/cli.md describes each field.
 */
export interface DatasetRecord {
  /** `"<seed>-<index>"`, unique within a run. */
  readonly id: string;
  /** The puzzle's {@link puzzleFingerprint}: equal for puzzles that are the same up to renaming, reordering and mirroring. */
  readonly fingerprint: string;
  /** The part of the dataset's split the record belongs to (`train`, `test`…), when the dataset is split (see {@link assignSplit}). */
  readonly split?: string;
  /** The puzzle as a `zebra-puzzle/1` document, with its `solution`. */
  readonly puzzle: PuzzleDocument;
  /** The rendered puzzle: introduction, attributes, numbered clues, question. */
  readonly text: string;
  /** The answer shape {@link DatasetRecord.prompt} asks for: `json`, `table` or `question`. */
  readonly answer_format?: AnswerFormat;
  /**
   * What to give a model: the puzzle (without its question when the whole grid is asked for),
   * ending with an instruction in the record's language that names the answer's shape, its keys
   * and the spelling of every value.
   */
  readonly prompt?: string;
  /** The step-by-step solution text, in the full style; ends with {@link DatasetRecord.final_answer}. */
  readonly explanation: string;
  /** The same solution in the concise style (puzzle-book lines citing clue numbers); ends with the final answer too. */
  readonly explanation_concise: string;
  /** The right answer in the shape the prompt asks for, in the record's language: it grades 1.0. */
  readonly final_answer?: string;
  /** The words the record's texts use for the attributes and values; graders read them as the puzzle's own. */
  readonly labels?: AnswerLabels;
  /** The main question (the first of `qa`, the one `text` asks) as text, or null when there is none. */
  readonly question: string | null;
  /** Its answer. */
  readonly answer: Value | null;
  /** Its answer as it reads on its own in the record's language. */
  readonly answer_label: string | null;
  /** Its answer as a sentence. */
  readonly answer_text: string | null;
  /** Every question, the main one first. */
  readonly qa: readonly RecordQuestion[];
  /** The same texts in other languages, by locale code, when the dataset has several (`zebra generate --locales en,zh`): parallel by construction, from the same puzzle. */
  readonly locales?: Readonly<Record<string, LocaleTexts>>;
  readonly grade: {
    readonly level: Difficulty;
    readonly rating: number;
    readonly score: number;
    readonly tier: Tier;
    readonly steps: number;
    /**
     * One number from 0 to 1 that orders puzzles of every size for a curriculum: the level's
     * quarter plus the puzzle's place within the level at its size (the sampler's
     * `difficultyScalar`), when the record's maker gave it.
     */
    readonly difficulty?: number;
  };
  readonly meta: RecordMeta;
}

/** The texts of one question in one language: the question, the answer on its own, the answer as a sentence. */
export interface QuestionTexts {
  readonly question: string;
  readonly answer_label: string;
  readonly answer_text: string;
}

/** A record's texts in another language: the same fields as the record's own, and each question's texts in `qa` order. */
export interface LocaleTexts {
  readonly text: string;
  readonly prompt?: string;
  readonly explanation: string;
  readonly explanation_concise: string;
  readonly final_answer?: string;
  readonly labels?: AnswerLabels;
  readonly question: string | null;
  readonly answer_label: string | null;
  readonly answer_text: string | null;
  readonly qa: readonly QuestionTexts[];
}

/** The texts of a record in one language: the puzzle, the explanation in both styles, and one entry per question. */
export interface RecordTexts {
  /** The rendered puzzle. */
  readonly text: string;
  /** The prompt: the puzzle and the answer instruction (see `answerInstruction`). */
  readonly prompt?: string;
  /** The rendered step-by-step solution, in the full style. */
  readonly explanation: string;
  /** The same solution in the concise style. */
  readonly explanation_concise: string;
  /** The right answer in the prompt's shape (see `finalAnswer`). */
  readonly final_answer?: string;
  /** The words of the texts for the attributes and values. */
  readonly labels?: AnswerLabels;
  /** The texts of each question of {@link RecordInput.qa}, in the same order. */
  readonly qa: readonly QuestionTexts[];
}

/** Everything a record is built from: plain data, made by a generator and a renderer. */
export interface RecordInput {
  readonly id: string;
  /** The puzzle; it must carry its solution. */
  readonly puzzle: Puzzle;
  /** The questions with their answers, the main one first. */
  readonly qa: readonly QuestionAnswer[];
  readonly grade: Grade;
  /** The puzzle's difficulty from 0 to 1 (see {@link DatasetRecord.grade}), kept as `grade.difficulty` when given. */
  readonly difficulty?: number;
  readonly texts: RecordTexts;
  /** The texts in other languages, by locale code (each with one entry per question). */
  readonly locales?: Readonly<Record<string, RecordTexts>>;
  /** The record's provenance (its `format` tag is added). */
  readonly meta: Omit<RecordMeta, "format">;
  /** The puzzle's fingerprint when the caller has it already (it is computed otherwise). */
  readonly fingerprint?: string;
  /** The record's part of a split, if the dataset is split. */
  readonly split?: string;
  /** The answer shape the prompts ask for, when the texts have prompts. */
  readonly answer_format?: AnswerFormat;
}

/**
 * Builds a `zebra-dataset/1` record from plain data: the generation result, the rendered
 * texts and the versions.
 *
 * Use it to write datasets in the format `zebra generate --format jsonl` writes, and that
 * {@link readGradeItem} and `zebra grade` read. Cost: one copy of the puzzle document, and the
 * puzzle's fingerprint unless it is given.
 *
 * @param input - the puzzle, its questions, grade and texts, and the provenance.
 * @returns the record, keys in their documented order, ready for `JSON.stringify`.
 * @throws TypeError when the puzzle has no solution, or the texts do not have one entry per question.
 * @example
 * ```ts
 * const record = datasetRecord({ id: "7-0", puzzle, qa, grade, texts: { text, explanation, explanation_concise, qa: sentences }, meta: { seed: 7, index: 0, puzzle_seed, options, versions } });
 * const line = `${JSON.stringify(record)}\n`;
 * ```
 */
export function datasetRecord(input: RecordInput): DatasetRecord {
  const { puzzle, qa, texts, grade, meta } = input;
  if (puzzle.solution === undefined) throw new TypeError("datasetRecord: the puzzle has no solution");
  for (const [locale, localeTexts] of [["", texts] as const, ...Object.entries(input.locales ?? {})]) {
    if (localeTexts.qa.length !== qa.length)
      throw new TypeError(`datasetRecord: ${qa.length} questions but ${localeTexts.qa.length} question texts${locale ? ` in ${locale}` : ""}`);
  }
  const questions: RecordQuestion[] = qa.map((q, i) => ({
    kind: q.query.kind,
    query: q.query,
    question: texts.qa[i]!.question,
    answer: q.answer,
    answer_label: texts.qa[i]!.answer_label,
    answer_text: texts.qa[i]!.answer_text,
  }));
  const main = questions[0];
  return {
    id: input.id,
    fingerprint: input.fingerprint ?? puzzleFingerprint(puzzle),
    ...(input.split !== undefined ? { split: input.split } : {}),
    puzzle: toDocument(puzzle),
    text: texts.text,
    ...(input.answer_format !== undefined ? { answer_format: input.answer_format } : {}),
    ...(texts.prompt !== undefined ? { prompt: texts.prompt } : {}),
    explanation: texts.explanation,
    explanation_concise: texts.explanation_concise,
    ...(texts.final_answer !== undefined ? { final_answer: texts.final_answer } : {}),
    ...(texts.labels !== undefined ? { labels: texts.labels } : {}),
    question: main?.question ?? null,
    answer: main?.answer ?? null,
    answer_label: main?.answer_label ?? null,
    answer_text: main?.answer_text ?? null,
    qa: questions,
    ...(input.locales === undefined ? {} : { locales: Object.fromEntries(Object.entries(input.locales).map(([locale, t]) => [locale, localeTexts(t)])) }),
    grade: {
      level: grade.level,
      rating: grade.rating,
      score: grade.score,
      tier: grade.tier,
      steps: grade.steps,
      ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
    },
    meta: { format: datasetFormat, seed: meta.seed, index: meta.index, puzzle_seed: meta.puzzle_seed, options: meta.options, versions: meta.versions },
  };
}

function localeTexts(texts: RecordTexts): LocaleTexts {
  const main = texts.qa[0];
  return {
    text: texts.text,
    ...(texts.prompt !== undefined ? { prompt: texts.prompt } : {}),
    explanation: texts.explanation,
    explanation_concise: texts.explanation_concise,
    ...(texts.final_answer !== undefined ? { final_answer: texts.final_answer } : {}),
    ...(texts.labels !== undefined ? { labels: texts.labels } : {}),
    question: main?.question ?? null,
    answer_label: main?.answer_label ?? null,
    answer_text: main?.answer_text ?? null,
    qa: texts.qa,
  };
}

/**
 * Reads the `meta` of a `zebra-dataset/1` record line: the run's seed, the record's index and
 * options, without validating the rest of the record.
 *
 * Use it to check that records belong to one run (resuming, merging shards). Cost: one
 * `JSON.parse` of the line.
 *
 * @param line - one line of a JSONL dataset (without its newline).
 * @returns the meta, or `{ ok: false, message }` saying why the line is not a record ("not JSON", "meta.seed is not a whole number"…).
 * @example
 * ```ts
 * const read = readRecordMeta(firstLine);
 * if (read.ok) console.log(read.meta.seed, read.meta.index);
 * ```
 */
export function readRecordMeta(line: string): { readonly ok: true; readonly meta: RecordMeta } | { readonly ok: false; readonly message: string } {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return { ok: false, message: "not JSON" };
  }
  if (!isObject(record)) return { ok: false, message: "not a JSON object" };
  const meta = record["meta"];
  if (!isObject(meta)) return { ok: false, message: "no meta" };
  if (meta["format"] !== datasetFormat) return { ok: false, message: `meta.format is not "${datasetFormat}"` };
  const { seed, index, puzzle_seed, options, versions } = meta;
  if (!isWhole(seed)) return { ok: false, message: "meta.seed is not a whole number" };
  if (!isWhole(index)) return { ok: false, message: "meta.index is not a whole number" };
  if (!isWhole(puzzle_seed)) return { ok: false, message: "meta.puzzle_seed is not a whole number" };
  if (!isObject(options)) return { ok: false, message: "meta.options is not an object" };
  if (!isObject(versions) || !Object.values(versions).every((v) => typeof v === "string"))
    return { ok: false, message: "meta.versions is not an object of version strings" };
  return { ok: true, meta: meta as unknown as RecordMeta };
}

function isWhole(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * The fingerprint of the puzzle a record holds, computed from the puzzle itself (a record's
 * `fingerprint` field is not trusted): a `zebra-dataset/1` record's `puzzle`, or the
 * `zebra-puzzle/1` document a ZebraLogic record carries under any key.
 *
 * Use it to deduplicate or compare records from any source. Cost: one validation of the
 * puzzle and one {@link puzzleFingerprint}.
 *
 * @param record - the parsed JSON of one record.
 * @returns the fingerprint, or `{ ok: false, message }` naming what is missing or invalid.
 * @example
 * ```ts
 * const read = recordFingerprint(JSON.parse(line));
 * if (read.ok && seen.has(read.fingerprint)) console.log("a duplicate");
 * ```
 */
export function recordFingerprint(record: unknown): { readonly ok: true; readonly fingerprint: string } | ItemProblem {
  if (!isObject(record)) return { ok: false, message: "a record must be a JSON object" };
  const document = record["puzzle"];
  if (isObject(document)) {
    const parsed = parsePuzzle(document);
    if (!parsed.ok) return invalidPuzzle(parsed.issues[0]);
    if (parsed.value.solution === undefined) return { ok: false, message: "puzzle.solution: missing (a fingerprint needs the solution)" };
    return { ok: true, fingerprint: puzzleFingerprint(parsed.value) };
  }
  const carried = carriedDocument(record);
  if (carried !== undefined) return { ok: true, fingerprint: puzzleFingerprint(carried) };
  return { ok: false, message: "no zebra-puzzle/1 document with a solution (a ZebraLogic record needs one under some key to be fingerprinted)" };
}
