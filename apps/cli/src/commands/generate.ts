import { randomInt } from "node:crypto";
import { answerFormats } from "@zebra/dataset";
import { availableParallelism } from "node:os";
import { extname, resolve } from "node:path";
import { listOption, stringOption, usageError, type ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { readExplanationOptions } from "../explanation-options.js";
import { FileSink, StreamSink, isSpecialFile, readTextFile, type CliIo, type Sink } from "../io.js";
import {
  checkAttributes,
  checkIndexRange,
  checkHouses,
  parseChoice,
  parseDifficultyMix,
  parseInteger,
  parseLocale,
  parseLocales,
  parseShard,
  parseSplit,
  shardRange,
  type Shard,
  type Size,
} from "../options.js";
import { readFingerprints } from "../fingerprints.js";
import { scanDataset, type DatasetScan } from "../generate/dataset-file.js";
import { partPath } from "../generate/split-files.js";
import { openRunOutputs } from "../generate/run-outputs.js";
import { cardPath, checkCardWritable, wholeSplit, writeDatasetCard } from "../generate/dataset-card.js";
import { parquetLayouts, type ParquetLayout } from "../generate/parquet-rows.js";
import { ParquetSink } from "../generate/parquet-sink.js";
import { sameFile } from "../same-file.js";
import { generateFormats, type GenerateFormat, type GenerateJob } from "../generate/job.js";
import { generateRange } from "../generate/pool.js";
import { parsePlanFile, parseSizes, planDigest, planFromOptions, planOrder, type PlanCell } from "../generate/plan.js";
import { checkReach } from "../generate/reach.js";
import { jsonArrayEnd, prepareGeneration, readResumeSeed, type Prepared, type ResumedFile } from "../generate/produce.js";
import { ProgressBar, formatDuration } from "../generate/progress.js";
import { shardFromEnvironment } from "../shard-env.js";
import { andList } from "../text.js";
import { generateSpec as spec } from "./generate-spec.js";

/** Format chosen from the output file's extension. */
function formatFromPath(path: string | undefined): GenerateFormat | undefined {
  switch (path === undefined ? "" : extname(path).toLowerCase()) {
    case ".jsonl":
    case ".ndjson":
      return "jsonl";
    case ".json":
      return "json";
    case ".parquet":
      return "parquet";
    case ".md":
    case ".markdown":
      return "markdown";
    case ".txt":
      return "text";
    default:
      return undefined;
  }
}

interface Settings {
  readonly job: GenerateJob;
  readonly seedGiven: boolean;
  readonly count: number;
  readonly workers: number;
  readonly shard: Shard | undefined;
  /** The variable `--shard env` read the shard from. */
  readonly shardFrom: string | undefined;
  readonly out: string | undefined;
  readonly resume: boolean;
  readonly quiet: boolean;
  readonly weightsText: string | undefined;
  /** Files whose puzzles the run must not make (`--exclude`). */
  readonly exclude: readonly string[];
  /** The cells of a run of several sizes or a plan file (their order is computed for the run's range). */
  readonly cells: readonly PlanCell[] | undefined;
  /** The columns of a Parquet dataset (`--layout`). */
  readonly layout: ParquetLayout;
}

function readSettings(args: ParsedArgs, io: CliIo): Settings {
  const sizeText = stringOption(args, "size");
  const housesText = stringOption(args, "houses");
  const attributesText = stringOption(args, "attributes");
  const planFile = stringOption(args, "plan");
  if (planFile !== undefined) {
    const given = ["size", "houses", "attributes", "difficulty", "count", "start"].filter((name) => stringOption(args, name) !== undefined);
    if (given.length > 0)
      throw usageError(spec, `--plan gives the sizes, levels and counts; it cannot be combined with ${andList(given.map((name) => `--${name}`))}`);
  }
  let houses = 5;
  let attributes = 5;
  let sizes: readonly Size[] = [{ houses, attributes }];
  if (sizeText !== undefined) {
    if (housesText !== undefined || attributesText !== undefined) throw usageError(spec, "--size cannot be combined with --houses or --attributes");
    sizes = parseSizes(sizeText);
    ({ houses, attributes } = sizes[0]!);
  }
  if (housesText !== undefined) houses = checkHouses(parseInteger(housesText, "--houses", 0));
  if (attributesText !== undefined) attributes = checkAttributes(parseInteger(attributesText, "--attributes", 0));
  if (sizes.length === 1) sizes = [{ houses, attributes }];
  const difficulty = stringOption(args, "difficulty") === undefined ? undefined : parseDifficultyMix(stringOption(args, "difficulty")!);
  let count = stringOption(args, "count") === undefined ? 1 : parseInteger(stringOption(args, "count")!, "--count", 1);
  const kindText = stringOption(args, "kind");
  const kind = kindText === undefined ? "zebra" : parseChoice(kindText, "--kind", ["zebra", "logic-grid"] as const);
  // Plans and level reach are measured for row puzzles only.
  if (kind === "logic-grid" && (planFile !== undefined || sizes.length > 1))
    throw usageError(spec, `--kind logic-grid makes one size per run; ${planFile !== undefined ? "--plan" : "a list or range of sizes"} is for row puzzles`);
  let cells: readonly PlanCell[] | undefined;
  if (planFile !== undefined) {
    cells = parsePlanFile(planFile, readTextFile(planFile, io, "plan"));
    checkReach(cells, () => planFile);
    count = cells.reduce((n, c) => n + c.count, 0);
  } else {
    if (sizes.length > 1 && stringOption(args, "start") !== undefined)
      throw usageError(spec, "--start needs a single size; split a run of several sizes with --shard");
    // Every size and level asked for is checked, whether or not the count reaches it.
    if (kind === "zebra")
      checkReach(
        planFromOptions(sizes, difficulty, sizes.length * (difficulty?.length ?? 1)),
        (cell) => `--size ${cell.houses}x${cell.attributes}${cell.level === undefined ? "" : ` --difficulty ${cell.level}`}`,
      );
    if (sizes.length > 1) cells = planFromOptions(sizes, difficulty, count);
  }
  const first = stringOption(args, "start") === undefined ? 0 : parseInteger(stringOption(args, "start")!, "--start", 0);
  checkIndexRange(first, count);
  const seedText = stringOption(args, "seed");
  const seed = seedText === undefined ? randomInt(0, 2 ** 32) : parseInteger(seedText, "--seed", 0);
  const theme = stringOption(args, "theme");
  const vocab = stringOption(args, "vocab");
  if (theme !== undefined && vocab !== undefined) throw usageError(spec, "--theme and --vocab cannot be used together");
  const localeText = stringOption(args, "locale");
  const localesText = stringOption(args, "locales");
  if (localeText !== undefined && localesText !== undefined) throw usageError(spec, "--locale and --locales cannot be used together");
  const locales = localesText === undefined ? [parseLocale(localeText ?? "en")] : parseLocales(localesText);
  const out = stringOption(args, "out");
  if (out === "") throw usageError(spec, "--out needs a file name");
  const format =
    stringOption(args, "format") === undefined ? (formatFromPath(out) ?? "text") : parseChoice(stringOption(args, "format")!, "--format", generateFormats);
  const workers = stringOption(args, "workers") === undefined ? availableParallelism() : parseInteger(stringOption(args, "workers")!, "--workers", 1, 1024);
  const shardText = stringOption(args, "shard");
  const shardCount = stringOption(args, "shard-count") === undefined ? undefined : parseInteger(stringOption(args, "shard-count")!, "--shard-count", 1);
  if (shardCount !== undefined && shardText?.trim() !== "env") throw usageError(spec, "--shard-count goes with --shard env");
  const fromEnvironment = shardText?.trim() === "env" ? shardFromEnvironment(io.env, shardCount) : undefined;
  const shard = fromEnvironment?.shard ?? (shardText === undefined ? undefined : parseShard(shardText));
  const resume = args.values["resume"] === true;
  // Formats whose items are dataset records.
  const records = format === "jsonl" || format === "parquet";
  if (format === "parquet") {
    if (out === undefined)
      throw usageError(spec, "--format parquet needs --out FILE.parquet: the file is written whole, with its dataset card README.md beside it");
    if (resume || shard !== undefined)
      throw usageError(
        spec,
        `--format parquet cannot be ${resume ? "resumed" : "sharded"}: a Parquet file is written whole, its index at the end; for a run that may stop or spread over machines, use --format jsonl, then zebra merge … --out FILE.parquet`,
      );
  }
  const layoutText = stringOption(args, "layout");
  if (layoutText !== undefined && format !== "parquet") throw usageError(spec, "--layout needs --format parquet");
  const layout = layoutText === undefined ? "rl" : parseChoice(layoutText, "--layout", parquetLayouts);
  if (resume && (out === undefined || format !== "jsonl")) throw usageError(spec, "--resume needs --out FILE with the jsonl format");
  if (kind === "logic-grid" && format !== "json" && format !== "text" && format !== "markdown")
    throw usageError(spec, `--kind logic-grid: ${format} output is not available yet for logic-grid puzzles; use --format text, markdown or json`);
  if (format === "json" && shard !== undefined) throw usageError(spec, "--shard needs a format that concatenates: jsonl, zebralogic, text or markdown");
  if (locales.length > 1 && !records)
    throw usageError(spec, "--locales needs the jsonl or parquet format: each record holds every language (for one language, use --locale)");
  const split = stringOption(args, "split") === undefined ? undefined : parseSplit(stringOption(args, "split")!);
  if (split !== undefined && !records) throw usageError(spec, "--split needs the jsonl or parquet format: each record names its part");
  const exclude = listOption(args, "exclude");
  const answerFormatText = stringOption(args, "answer-format");
  if (answerFormatText !== undefined && !records) throw usageError(spec, "--answer-format needs the jsonl or parquet format: it shapes each record's prompt");
  const answerFormat = answerFormatText === undefined ? "json" : parseChoice(answerFormatText, "--answer-format", answerFormats);
  const explanation = readExplanationOptions(
    args,
    spec,
    format === "text" || format === "markdown",
    "the text and markdown formats (dataset records hold both styles: explanation and explanation_concise)",
  );
  // Checked (and merged with the defaults) by prepareGeneration.
  const weightsText = stringOption(args, "weights");
  const job: GenerateJob = {
    seed,
    ...(kind === "logic-grid" ? { kind } : {}),
    houses,
    attributes,
    difficulty,
    // Its order is computed in runGenerate, for the range the run makes.
    plan: cells === undefined ? undefined : { cells, sha256: planDigest(cells), first: 0, order: new Uint16Array(0) },
    weights: undefined,
    minimise: args.values["no-minimise"] !== true,
    vocabulary: vocab !== undefined ? { kind: "file", name: vocab, text: "", sha256: "" } : { kind: "theme", theme: theme ?? "" },
    locales,
    format,
    answerFormat,
    explanation,
    first,
    total: count,
    verbose: args.values["verbose"] === true,
    exclude: [],
    excludeDigest: "",
    split,
    cwd: io.cwd,
  };
  return {
    job,
    seedGiven: seedText !== undefined,
    count,
    workers,
    shard,
    shardFrom: fromEnvironment?.from,
    out,
    resume,
    quiet: args.values["quiet"] === true,
    weightsText,
    exclude,
    cells,
    layout,
  };
}

async function runGenerate(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  let p = readSettings(args, io);
  const block = p.shard ? shardRange(p.shard, p.count) : { start: 0, end: p.count };
  const range = { start: p.job.first + block.start, end: p.job.first + block.end };
  if (p.job.plan) p = { ...p, job: { ...p.job, plan: { ...p.job.plan, first: range.start, order: planOrder(p.job.plan.cells, range.start, range.end) } } };
  // One output per part of the split when writing files; stdout gets every record, each naming its part.
  const outNames = p.out === undefined ? [] : p.job.split === undefined ? [p.out] : p.job.split.map((part) => partPath(p.out!, part.name));
  const outPaths = outNames.map((name) => resolve(io.cwd, name));
  for (const file of p.exclude) {
    if (outNames.some((name) => sameFile(io.cwd, name, file))) throw usageError(spec, `--exclude ${file} is also an output of this run`);
  }
  const vocabFile = p.job.vocabulary.kind === "file" ? p.job.vocabulary.name : undefined;
  if (vocabFile !== undefined && outNames.some((name) => sameFile(io.cwd, name, vocabFile)))
    throw usageError(spec, `--out ${p.out} is the vocabulary ${vocabFile}; writing it would destroy the vocabulary, so choose another file`);
  // A dataset written to /dev/null or a pipe has no folder to hold a card.
  const card = p.job.format === "parquet" && !isSpecialFile(outPaths[0]!) ? cardPath(outPaths[0]!) : undefined;
  if (card !== undefined) checkCardWritable(card, p.out!);
  const outputs = outPaths.length === 0 ? undefined : openRunOutputs(outPaths, outNames, p.resume);
  const made: Made = { records: 0, complete: false, parquet: [] };
  try {
    await produceRun(p, io, range, outNames, outputs?.writePaths ?? [], made);
    if (made.complete) {
      outputs?.commit();
      if (card !== undefined) await writeCard(p, made, card, outPaths);
    }
  } finally {
    // A JSONL run that stopped with records written keeps its partial file for --resume; any other is discarded.
    const resumable = p.job.format === "jsonl" && !made.complete && (made.records > 0 || outputs?.continued === true);
    outputs?.release(resumable);
  }
  return exitCodes.ok;
}

/** What a run made: its records, whether it is complete, and the Parquet files' rows and languages. */
interface Made {
  records: number;
  complete: boolean;
  parquet: ParquetSink[];
}

/** Writes the dataset card of a complete Parquet run beside its files (through a temporary file: a failure leaves the old card). */
async function writeCard(p: Settings, made: Made, card: string, outPaths: readonly string[]): Promise<void> {
  const parts = p.job.split?.map((part) => part.name) ?? [wholeSplit];
  const files = outPaths.map((path, k) => ({ split: parts[k]!, path, rows: made.parquet[k]!.rows }));
  const languages = [...new Set(made.parquet.flatMap((sink) => [...sink.languages]))];
  const { houses, attributes, seed, answerFormat } = p.job;
  const sizes =
    p.cells === undefined
      ? [{ houses, attributes }]
      : p.cells.filter((c, k) => p.cells!.findIndex((d) => d.houses === c.houses && d.attributes === c.attributes) === k);
  await writeDatasetCard(card, { layout: p.layout, files, languages: languages.length > 0 ? languages : [...p.job.locales], seed, sizes, answerFormat });
}

/** Makes the run's records into `writePaths` (or stdout), counting them in `made`, which says at the end whether the run is complete. */
async function produceRun(
  p: Settings,
  io: CliIo,
  range: { start: number; end: number },
  outNames: readonly string[],
  writePaths: readonly string[],
  made: Made,
): Promise<void> {
  let replaced = 0;
  const outPaths = writePaths;
  let job = p.job;
  let scans: (ResumedFile & DatasetScan)[] | undefined;
  if (p.resume) {
    scans = outPaths.map((path, k) => ({ name: outNames[k]!, ...scanDataset(path) }));
    const written = scans.find((f) => f.records > 0);
    if (written !== undefined && !p.seedGiven) job = { ...job, seed: readResumeSeed(written) };
  }
  const excluded = await readFingerprints(p.exclude, io);
  const prepared: Prepared = await prepareGeneration(job, p.weightsText, io, excluded);
  job = prepared.job;
  const start = scans === undefined ? range.start : prepared.resumeAt(scans, range);

  made.parquet = job.format === "parquet" ? outPaths.map((path) => new ParquetSink(path, p.layout)) : [];
  const sinks: Sink[] =
    outPaths.length === 0 ? [new StreamSink(io.stdout)] : job.format === "parquet" ? made.parquet : outPaths.map((path) => FileSink.open(path, p.resume));
  const files = sinks.filter((sink): sink is FileSink => sink instanceof FileSink);
  const total = range.end - start;
  const machineReadable = job.format === "json" || job.format === "jsonl" || job.format === "zebralogic" || job.format === "parquet";
  const showProgress = !p.quiet && io.stderrIsTTY && total > 1 && (outPaths.length > 0 || (!machineReadable && !io.stdoutIsTTY));
  const progress = showProgress ? new ProgressBar(io.stderr, total, io.stderrColumns ? { columns: io.stderrColumns } : {}) : undefined;
  const began = performance.now();
  let done = 0;
  const perPart = sinks.map(() => 0);
  let lastSync = began;
  const jsonArray = job.format === "json" && p.count > 1;
  try {
    await generateRange(job, start, range.end, p.workers, {
      shouldStop: () => sinks.some((sink) => sink.closed),
      onItem: (_index, item) => {
        const k = sinks.length === 1 ? 0 : item.part;
        const pending = sinks[k]!.write(item.text);
        done++;
        made.records++;
        if (item.replaced) replaced++;
        perPart[k]!++;
        if (files.length > 0) {
          const now = performance.now();
          if (done % 1000 === 0 || now - lastSync > 1000) {
            for (const file of files) file.sync();
            lastSync = now;
          }
        }
        progress?.update(done);
        return pending;
      },
    });
    if (jsonArray && !sinks[0]!.closed) await sinks[0]!.write(jsonArrayEnd);
  } finally {
    progress?.clear();
    for (const sink of sinks) await sink.close();
  }
  // A random seed is said, so that the run can be made again; with --out the summary says it.
  if (outNames.length === 0 && !p.seedGiven && !p.quiet)
    io.stderr.write(`zebra generate: seed ${job.seed} (--seed ${job.seed} makes the same puzzles again)\n`);
  if (outNames.length > 0 && !p.quiet) {
    const seconds = (performance.now() - began) / 1000;
    const where = outNames.length === 1 ? outNames[0]! : andList(outNames.map((name, k) => `${name} (${perPart[k]})`));
    const parts = [`zebra generate: wrote ${done} ${done === 1 ? "puzzle" : "puzzles"} to ${where}`];
    const kept = scans?.reduce((n, f) => n + f.records, 0);
    if (scans !== undefined) {
      const dropped = scans.reduce((n, f) => n + f.droppedBytes, 0);
      const torn = dropped > 0 ? ` (a torn last line of ${dropped} bytes was dropped)` : "";
      parts.push(`after the ${kept} already there${torn}`);
    }
    if (p.shard) parts.push(`shard ${p.shard.index}/${p.shard.count}${p.shardFrom ? ` (from ${p.shardFrom})` : ""}`);
    parts.push(`seed ${job.seed}`);
    if (replaced > 0) parts.push(replacedNote(replaced));
    if (done > 1) parts.push(`${formatDuration(seconds)}, ${(done / Math.max(seconds, 1e-9)).toFixed(done / seconds >= 100 ? 0 : 1)}/s`);
    io.stderr.write(`${parts.join(", ")}\n`);
  }
  if (outNames.length === 0 && !p.quiet && replaced > 0) io.stderr.write(`zebra generate: ${replacedNote(replaced)}\n`);
  made.complete = !sinks.some((sink) => sink.closed);
}

/** What the summary says of the puzzles made from a replacement seed. */
function replacedNote(n: number): string {
  return `${n === 1 ? "1 puzzle" : `${n} puzzles`} made from a replacement seed (${n === 1 ? "its own" : "their own"} made none of the level)`;
}

export { runGenerate as run };
