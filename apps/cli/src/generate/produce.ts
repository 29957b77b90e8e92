import { createHash } from "node:crypto";
import {
  assignSplit,
  datasetFormat,
  datasetRecord,
  puzzleFingerprint,
  readRecordMeta,
  zebraLogicRecord,
  type DatasetRecord,
  type RecordMeta,
} from "@zebra/dataset";
import { clueTypes, createLexiconFor, toDocument, type ClueType, type Difficulty, type Lexicon, type Puzzle, type Vocabulary } from "@zebra/model";
import type { Locale, RenderContext } from "@zebra/locale-kit";
import {
  allClueTypesWeights,
  defaultWeights,
  deriveSeed,
  difficultyScalar,
  generatePuzzle,
  logicGridWeights,
  type GenerateSuccess,
  type SamplerIssueCode,
} from "@zebra/sampler";
import { getVocabulary, isTheme, parseVocabulary, themes, type Theme } from "@zebra/vocab";
import { CliError, OptionError } from "../cli-error.js";
import { cliStrings } from "../locale.js";
import type { CliIo } from "../io.js";
import { loadLocales, recordTexts, rendererVersions } from "./locale-texts.js";
import { didYouMean, parseWeights } from "../options.js";
import { readVocabularyFile } from "../puzzle-lexicon.js";
import { andList } from "../text.js";
import { packageVersion } from "../version.js";
import type { GenerateJob, Produced, VocabularySource } from "./job.js";

/** The theme used when neither --theme nor --vocab is given. */
export const defaultTheme = "default";

/** Closes a JSON array of documents (`--format json` with more than one puzzle). */
export const jsonArrayEnd = "\n]\n";

/** Sampler issues about the request as a whole (not about one puzzle's seed). */
export const requestIssues: ReadonlySet<SamplerIssueCode> = new Set<SamplerIssueCode>([
  "invalid-option",
  "invalid-vocabulary",
  "vocabulary-too-small",
  "no-clue-types",
  "not-determinable",
]);

/** A job checked and completed in the main thread before any worker starts. */
export interface Prepared {
  readonly job: GenerateJob;
  /**
   * Checks the files an interrupted run left (one per part of its split, else one) against
   * this job, and returns the index to continue from.
   */
  resumeAt(files: readonly ResumedFile[], range: { readonly start: number; readonly end: number }): number;
}

/** A file an interrupted run wrote, as `scanDataset` found it (torn last line already dropped). */
export interface ResumedFile {
  /** The name for messages. */
  readonly name: string;
  readonly records: number;
  readonly firstLine: string | undefined;
  readonly lastLine: string | undefined;
}

/**
 * Completes and checks a job in the main thread, so that a bad theme, vocabulary file, weight,
 * excluded file or locale is reported once, as one line, before any worker starts.
 */
export async function prepareGeneration(
  job: GenerateJob,
  weightsText: string | undefined,
  io: CliIo,
  exclude: ReadonlySet<string> = new Set(),
): Promise<Prepared> {
  const locale = (await loadLocales(job.locales, io.cwd))[0]!;
  if (job.kind === "logic-grid" && (job.format === "text" || job.format === "markdown") && !locale.renderer.logicGrids)
    throw new CliError(`--kind logic-grid: text in locale ${locale.code} is not available yet for logic-grid puzzles; use --locale en or --format json`);
  let vocabulary: VocabularySource = job.vocabulary;
  if (vocabulary.kind === "theme") {
    const theme = vocabulary.theme === "" ? defaultTheme : vocabulary.theme;
    checkTheme(theme);
    vocabulary = { kind: "theme", theme };
  } else {
    const { text } = readVocabularyFile(vocabulary.name, io, locale.renderer);
    vocabulary = { kind: "file", name: vocabulary.name, text, sha256: createHash("sha256").update(text).digest("hex") };
  }
  const weights = resolveWeights(weightsText, job.kind);
  const excluded = [...exclude].sort();
  const excludeDigest = excluded.length === 0 ? "" : createHash("sha256").update(excluded.join("\n")).digest("hex");
  const complete: GenerateJob = { ...job, vocabulary, weights, exclude: excluded, excludeDigest };
  const options = recordOptions(complete);
  const expected = JSON.stringify(options);
  return {
    job: complete,
    resumeAt(files, range) {
      const written = files.filter((f) => f.records > 0);
      if (written.length === 0) return range.start;
      let total = 0;
      let last = -1;
      for (const file of written) {
        const first = recordMetaOf(file.name, file.firstLine!, "first");
        const final = recordMetaOf(file.name, file.lastLine!, "last");
        if (first.seed !== complete.seed)
          throw new CliError(`${file.name}: was made with --seed ${first.seed}, not ${complete.seed}; use the same seed to resume`);
        if (JSON.stringify(first.options) !== expected) {
          throw new CliError(`${file.name}: was made with other options (${describeDifference(first.options, options)}); use the same options to resume`);
        }
        if (written.length === 1 && (first.index !== range.start || final.index !== range.start + file.records - 1)) {
          throw new CliError(
            `${file.name}: holds puzzles ${first.index}..${final.index}, but this run continues after ${range.start}..${range.start + file.records - 1}; check --count, --start and --shard`,
          );
        }
        if (first.index < range.start)
          throw new CliError(`${file.name}: holds puzzle ${first.index}, before this run's first (${range.start}); check --count, --start and --shard`);
        total += file.records;
        last = Math.max(last, final.index);
      }
      // Each part holds its records in index order, so together they hold every index up to the
      // last one exactly when their counts add up.
      if (total !== last - range.start + 1) {
        throw new CliError(
          `${andList(written.map((f) => f.name))}: hold ${total} records, but the last is puzzle #${last}: ${last - range.start + 1 - total} are missing (was a file cut short?); remove the files and make the run again`,
        );
      }
      if (last + 1 > range.end) {
        throw new CliError(
          `${andList(written.map((f) => f.name))}: ${total === 1 ? "has 1 record" : `have ${total} records`}, more than the ${range.end - range.start} this run makes; check --count and --shard`,
        );
      }
      return last + 1;
    },
  };
}

/** The effective clue-type weights: the sampler's defaults with `--weights` applied (`all`: every type). */
function resolveWeights(text: string | undefined, kind: "logic-grid" | undefined): Readonly<Partial<Record<ClueType, number>>> {
  const [head, ...rest] = (text ?? "").split(",");
  const base = kind === "logic-grid" ? { ...logicGridWeights } : head?.trim() === "all" ? { ...allClueTypesWeights } : { ...defaultWeights };
  const given = head?.trim() === "all" ? rest.join(",") : (text ?? "");
  const merged: Record<string, number> = { ...base };
  if (given.trim() !== "") Object.assign(merged, parseWeights(given));
  // A stable order (the format's clue order), so that records compare byte for byte.
  const out: Partial<Record<ClueType, number>> = {};
  for (const type of clueTypes) if (merged[type] !== undefined) out[type] = merged[type];
  return out;
}

/** Reads the seed a dataset was made with from its first record (for `--resume` without `--seed`). */
export function readResumeSeed(file: ResumedFile): number {
  return recordMetaOf(file.name, file.firstLine!, "first").seed;
}

/** The meta of the first or last line of a dataset file, or a one-line error naming the file. */
function recordMetaOf(name: string, line: string, which: string): RecordMeta {
  const read = readRecordMeta(line);
  if (!read.ok)
    throw new CliError(
      `${name}: the ${which} line is not a ${datasetFormat} record (${read.message}); is this a dataset made by zebra generate --format jsonl?`,
    );
  return read.meta;
}

function describeDifference(found: unknown, wanted: Record<string, unknown>): string {
  if (!found || typeof found !== "object") return "unreadable options";
  const diffs: string[] = [];
  for (const key of Object.keys(wanted)) {
    const a = JSON.stringify((found as Record<string, unknown>)[key]);
    const b = JSON.stringify(wanted[key]);
    if (a !== b) diffs.push(`${key} ${a ?? "unset"} instead of ${b ?? "unset"}`);
  }
  return diffs.length > 0 ? diffs.join(", ") : "different options";
}

/**
 * What decides the content of every item of a job, as recorded in each record's
 * `meta.options`; `--resume` compares it. Worker count, shard and count are not part of it.
 */
function recordOptions(job: GenerateJob): Record<string, unknown> {
  const plan = job.plan;
  return {
    houses: plan ? null : job.houses,
    attributes: plan ? null : job.attributes,
    // One level as a string (as before mixes existed), a mix as its cycle of levels.
    difficulty: plan || job.difficulty === undefined ? null : job.difficulty.length === 1 ? job.difficulty[0] : job.difficulty,
    // Only in runs with a plan, so that the records of other runs keep their options.
    ...(plan ? { plan: { cells: plan.cells.length, puzzles: plan.cells.reduce((n, c) => n + c.count, 0), sha256: plan.sha256 } } : {}),
    weights: job.weights ?? null,
    minimise: job.minimise,
    vocabulary: job.vocabulary.kind === "theme" ? { theme: job.vocabulary.theme } : { file: baseName(job.vocabulary.name), sha256: job.vocabulary.sha256 },
    locale: job.locales[0],
    locales: job.locales,
    exclude: job.exclude.length === 0 ? null : { fingerprints: job.exclude.length, sha256: job.excludeDigest },
    split: job.split === undefined ? null : Object.fromEntries(job.split.map((p) => [p.name, p.share])),
    answer_format: job.answerFormat,
  };
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

function checkTheme(theme: string): Theme {
  if (!isTheme(theme)) throw new OptionError(`--theme: unknown theme '${theme}'${didYouMean(theme, themes)} (themes: ${themes.join(", ")})`);
  return theme;
}

function loadVocabulary(source: VocabularySource): Vocabulary {
  if (source.kind === "theme") return getVocabulary(checkTheme(source.theme));
  const parsed = parseVocabulary(source.text);
  if (!parsed.ok) throw new CliError(`${source.name}: invalid vocabulary`);
  return parsed.value;
}

/** The versions of the packages that make an item, recorded in each record. */
function versions(locales: readonly string[]): Record<string, string> {
  return {
    "@zebra/cli": packageVersion("@zebra/cli"),
    "@zebra/dataset": packageVersion("@zebra/dataset"),
    "@zebra/model": packageVersion("@zebra/model"),
    "@zebra/solver": packageVersion("@zebra/solver"),
    "@zebra/sampler": packageVersion("@zebra/sampler"),
    "@zebra/vocab": packageVersion("@zebra/vocab"),
    ...rendererVersions(locales),
  };
}

/**
 * Seeds tried for one index (its own, then replacements) before giving up on it. A cell the
 * pre-run check accepts makes a puzzle from at least one seed in eight as measured, so 300
 * misses in a row do not happen even where the measure was generous (one seed in twenty: about
 * 2 in 10 million a puzzle).
 */
const maxAttempts = 300;
/** Seeds that made excluded puzzles before giving up: the excluded files then hold most puzzles of these options. */
const maxExcluded = 100;

/** The kind, size and level of one puzzle of a job: its plan's cell (row puzzles only), else the run's kind, size and its level cycle. */
function cellOf(
  job: GenerateJob,
  index: number,
): { kind: GenerateJob["kind"]; houses: number; attributes: number; difficulty: Difficulty | number | undefined } {
  if (job.plan) {
    const cell = job.plan.cells[job.plan.order[index - job.plan.first]!]!;
    return { kind: undefined, houses: cell.houses, attributes: cell.attributes, difficulty: cell.level };
  }
  return { kind: job.kind, houses: job.houses, attributes: job.attributes, difficulty: job.difficulty?.[index % job.difficulty.length] };
}

/**
 * Creates the function that makes item `index` of a job: the sampler's puzzle for
 * `deriveSeed(job.seed, index)`, formatted for the job's output format. With `--exclude`, a
 * puzzle whose fingerprint is excluded is made again from `deriveSeed(that seed, attempt)`,
 * attempt 1, 2, …; with `--split`, its fingerprint picks the part. The result depends only on
 * the job and the index.
 */
export async function createProducer(job: GenerateJob): Promise<(index: number) => Produced> {
  const locales = await loadLocales(job.locales, job.cwd);
  const { renderer } = locales[0]!;
  const vocabulary = loadVocabulary(job.vocabulary);
  // Each locale's words merged with the vocabulary's once per run, not once per puzzle.
  const lexiconMakers = locales.map((locale) => createLexiconFor(vocabulary, locale.words));
  const options = recordOptions(job);
  const packageVersions = versions(job.locales);
  const excluded = new Set(job.exclude);
  const needsFingerprint = job.format === "jsonl" || job.format === "parquet" || excluded.size > 0 || job.split !== undefined;
  return (index) => {
    const cell = cellOf(job, index);
    const first = deriveSeed(job.seed, index);
    // The puzzle's own seed, then deriveSeed(own, 1), (own, 2), … while a seed makes no puzzle
    // of the level or one the excluded files hold: the same replacement on every run.
    let seed = first;
    let result: GenerateSuccess | undefined;
    let fingerprint: string | undefined;
    let replaced = false;
    let excludedFound = 0;
    for (let attempt = 0; ; attempt++) {
      if (attempt === maxAttempts || excludedFound === maxExcluded) {
        const size = `${cell.houses}x${cell.attributes}`;
        throw new CliError(
          excludedFound === attempt
            ? `cannot make puzzle #${index} outside the excluded files: ${attempt} attempts all made puzzles they hold; they hold most ${size} puzzles of these options`
            : excludedFound > 0
              ? `cannot make puzzle #${index}: of ${attempt} seeds, ${excludedFound} made puzzles the excluded files hold and the rest none ${levelWords(cell.difficulty)}`
              : `cannot make puzzle #${index}: ${attempt} seeds in a row made no ${size} puzzle ${levelWords(cell.difficulty)}`,
        );
      }
      if (attempt > 0) seed = deriveSeed(first, attempt);
      const made = makePuzzle(cell, job.weights, job.minimise, vocabulary, index, seed);
      if (made === undefined) {
        replaced = true;
        continue;
      }
      fingerprint = needsFingerprint ? puzzleFingerprint(made.puzzle) : undefined;
      if (excluded.has(fingerprint!)) {
        excludedFound++;
        continue;
      }
      result = made;
      break;
    }
    const part = job.split === undefined ? 0 : assignSplit(fingerprint!, job.split);
    const item: Item = { job, index, seed, result, locales, lexiconMakers };
    switch (job.format) {
      // Parquet rows are made from the records in the main thread (generate/parquet-sink.ts).
      case "jsonl":
      case "parquet":
        return { text: `${JSON.stringify(recordOf(item, fingerprint!, job.split?.[part]?.name, options, packageVersions))}\n`, part, replaced };
      case "zebralogic":
        return {
          text: `${JSON.stringify(zebraLogicRecord(`${job.seed}-${index}`, result.puzzle, renderer.puzzle(contextOf(item), "text")))}\n`,
          part,
          replaced,
        };
      case "json":
        return { text: jsonItem(item), part, replaced };
      default:
        return { text: textItem(item, job.format), part, replaced };
    }
  };
}

/** "at level hard", "of rating 6", "" (any level). */
function levelWords(level: Difficulty | number | undefined): string {
  return level === undefined ? "" : typeof level === "number" ? `of rating ${level}` : `at level ${level}`;
}

/**
 * The sampler's puzzle for one seed, or undefined when that seed made none of the level (the
 * caller tries a replacement seed). A problem with the request itself ends the run.
 */
function makePuzzle(
  cell: ReturnType<typeof cellOf>,
  weights: GenerateJob["weights"],
  minimise: boolean,
  vocabulary: Vocabulary,
  index: number,
  seed: number,
): GenerateSuccess | undefined {
  const result = generatePuzzle({
    ...(cell.kind !== undefined ? { kind: cell.kind } : {}),
    size: cell.houses,
    attributes: cell.attributes,
    vocabulary,
    seed,
    ...(weights ? { weights } : {}),
    ...(cell.difficulty ? { difficulty: cell.difficulty } : {}),
    minimise,
  });
  if (result.ok) return result;
  const issue = result.issues[0];
  // Problems with the request itself are the same for every puzzle; the others are this seed's.
  if (issue !== undefined && !requestIssues.has(issue.code)) return undefined;
  const what = issue ? issue.message : "no puzzle was made";
  throw new CliError(issue ? `cannot generate ${cell.houses}x${cell.attributes} puzzles: ${what}` : `cannot generate puzzle #${index} (seed ${seed}): ${what}`);
}

interface Item {
  readonly job: GenerateJob;
  readonly index: number;
  readonly seed: number;
  readonly result: GenerateSuccess;
  /** The run's locales; the first writes the text formats. */
  readonly locales: readonly Locale[];
  /** The lexicon of a puzzle in each of the run's locales, in their order. */
  readonly lexiconMakers: readonly ((puzzle: Puzzle) => Lexicon)[];
}

/** The puzzle with the words of the first locale (records build theirs per locale, in `recordTexts`). */
function contextOf(item: Item): RenderContext {
  return { puzzle: item.result.puzzle, lexicon: item.lexiconMakers[0]!(item.result.puzzle) };
}

function recordOf(
  item: Item,
  fingerprint: string,
  split: string | undefined,
  options: Record<string, unknown>,
  packageVersions: Record<string, string>,
): DatasetRecord {
  const { job, index, seed } = item;
  const result = { ...item.result, qa: askedFirst(item.result) };
  return datasetRecord({
    id: `${job.seed}-${index}`,
    fingerprint,
    ...(split !== undefined ? { split } : {}),
    puzzle: result.puzzle,
    qa: result.qa,
    grade: result.grade,
    difficulty: difficultyScalar(result.grade, result.puzzle.size, result.puzzle.attributes.length),
    answer_format: job.answerFormat,
    texts: recordTexts(result, item.lexiconMakers[0]!(result.puzzle), item.locales[0]!, job.answerFormat),
    ...(item.locales.length > 1
      ? {
          locales: Object.fromEntries(
            item.locales.slice(1).map((l, k) => [l.code, recordTexts(result, item.lexiconMakers[k + 1]!(result.puzzle), l, job.answerFormat)]),
          ),
        }
      : {}),
    meta: { seed: job.seed, index, puzzle_seed: seed, options, versions: packageVersions },
  });
}

/** The questions with the one the puzzle's text asks first: a record's main question is the one its text asks. */
function askedFirst(result: GenerateSuccess): GenerateSuccess["qa"] {
  const asked = result.puzzle.question;
  const main = result.qa.findIndex(
    (q) =>
      asked !== undefined && q.query.kind === "find" && q.query.find.attr === asked.find.attr && JSON.stringify(q.query.where) === JSON.stringify(asked.where),
  );
  return main <= 0 ? result.qa : [result.qa[main]!, ...result.qa.filter((_, i) => i !== main)];
}

function jsonItem(item: Item): string {
  const text = JSON.stringify(toDocument(item.result.puzzle), null, 2);
  if (item.job.total === 1) return `${text}\n`;
  const indented = text.replace(/\n/g, "\n  ");
  return `${item.index === item.job.first ? "[\n" : ",\n"}  ${indented}`;
}

function textItem(item: Item, format: "text" | "markdown"): string {
  const { job, index, result } = item;
  const { renderer } = item.locales[0]!;
  const words = cliStrings(item.locales[0]!);
  const ctx = contextOf(item);
  // Named by its place in its run, which stays the same however the run is sliced (--start, --shard).
  const title = words.puzzleTitle(index + 1);
  const details = job.verbose
    ? words.puzzleDetails({ seed: String(job.seed), index, houses: result.puzzle.size, attributes: result.puzzle.attributes.length, level: result.grade.level })
    : undefined;
  const parts = [
    trimEnd(renderer.puzzle(ctx, format, { title, ...(details === undefined ? {} : { details }) })),
    // A rule between the question and its solution, so that a reader can stop there (Markdown has its headings).
    ...(format === "text" ? ["-".repeat(60)] : []),
    trimEnd(renderer.solution(result.steps, ctx, { format, ...job.explanation })),
  ];
  const separator = index > job.first ? (format === "markdown" ? "\n---\n\n" : `\n${"=".repeat(60)}\n\n`) : "";
  return `${separator}${parts.join("\n\n")}\n`;
}

function trimEnd(text: string): string {
  return text.trimEnd();
}
