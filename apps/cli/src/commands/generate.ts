import { randomInt } from "node:crypto";
import { answerFormats } from "@zebra/dataset";
import { availableParallelism } from "node:os";
import { extname, resolve } from "node:path";
import { listOption, stringOption, usageError, type ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { readExplanationOptions } from "../explanation-options.js";
import { FileSink, StreamSink, type CliIo, type Sink } from "../io.js";
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
  parseSize,
  parseSplit,
  shardRange,
  type Shard,
} from "../options.js";
import { readFingerprints } from "../fingerprints.js";
import { scanDataset, type DatasetScan } from "../generate/dataset-file.js";
import { partPath } from "../generate/split-files.js";
import { openRunOutputs } from "../generate/run-outputs.js";
import { sameFile } from "../same-file.js";
import { generateFormats, type GenerateFormat, type GenerateJob } from "../generate/job.js";
import { generateRange } from "../generate/pool.js";
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
    case ".md":
    case ".markdown":
      return "markdown";
    case ".txt":
      return "text";
    default:
      return undefined;
  }
}

interface Plan {
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
}

function plan(args: ParsedArgs, io: CliIo): Plan {
  const sizeText = stringOption(args, "size");
  const housesText = stringOption(args, "houses");
  const attributesText = stringOption(args, "attributes");
  let houses = 5;
  let attributes = 5;
  if (sizeText !== undefined) {
    if (housesText !== undefined || attributesText !== undefined) throw usageError(spec, "--size cannot be combined with --houses or --attributes");
    ({ houses, attributes } = parseSize(sizeText));
  }
  if (housesText !== undefined) houses = checkHouses(parseInteger(housesText, "--houses", 0));
  if (attributesText !== undefined) attributes = checkAttributes(parseInteger(attributesText, "--attributes", 0));
  const count = stringOption(args, "count") === undefined ? 1 : parseInteger(stringOption(args, "count")!, "--count", 1);
  const first = stringOption(args, "start") === undefined ? 0 : parseInteger(stringOption(args, "start")!, "--start", 0);
  checkIndexRange(first, count);
  const seedText = stringOption(args, "seed");
  const seed = seedText === undefined ? randomInt(0, 2 ** 32) : parseInteger(seedText, "--seed", 0);
  const difficulty = stringOption(args, "difficulty") === undefined ? undefined : parseDifficultyMix(stringOption(args, "difficulty")!);
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
  if (resume && (out === undefined || format !== "jsonl")) throw usageError(spec, "--resume needs --out FILE with the jsonl format");
  if (format === "json" && shard !== undefined) throw usageError(spec, "--shard needs a format that concatenates: jsonl, zebralogic, text or markdown");
  if (locales.length > 1 && format !== "jsonl")
    throw usageError(spec, "--locales needs the jsonl format: each record holds every language (for one language, use --locale)");
  const split = stringOption(args, "split") === undefined ? undefined : parseSplit(stringOption(args, "split")!);
  if (split !== undefined && format !== "jsonl") throw usageError(spec, "--split needs the jsonl format: each record names its part");
  const exclude = listOption(args, "exclude");
  const answerFormatText = stringOption(args, "answer-format");
  if (answerFormatText !== undefined && format !== "jsonl") throw usageError(spec, "--answer-format needs the jsonl format: it shapes each record's prompt");
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
    houses,
    attributes,
    difficulty,
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
  };
}

async function runGenerate(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const p = plan(args, io);
  const block = p.shard ? shardRange(p.shard, p.count) : { start: 0, end: p.count };
  const range = { start: p.job.first + block.start, end: p.job.first + block.end };
  // One output per part of the split when writing files; stdout gets every record, each naming its part.
  const outNames = p.out === undefined ? [] : p.job.split === undefined ? [p.out] : p.job.split.map((part) => partPath(p.out!, part.name));
  const outPaths = outNames.map((name) => resolve(io.cwd, name));
  for (const file of p.exclude) {
    if (outNames.some((name) => sameFile(io.cwd, name, file))) throw usageError(spec, `--exclude ${file} is also an output of this run`);
  }
  const vocabFile = p.job.vocabulary.kind === "file" ? p.job.vocabulary.name : undefined;
  if (vocabFile !== undefined && outNames.some((name) => sameFile(io.cwd, name, vocabFile)))
    throw usageError(spec, `--out ${p.out} is the vocabulary ${vocabFile}; writing it would destroy the vocabulary, so choose another file`);
  const outputs = outPaths.length === 0 ? undefined : openRunOutputs(outPaths, outNames, p.resume);
  const made = { records: 0, complete: false };
  try {
    await produceRun(p, io, range, outNames, outputs?.writePaths ?? [], made);
    if (made.complete) outputs?.commit();
  } finally {
    // A JSONL run that stopped with records written keeps its partial file for --resume; any other is discarded.
    const resumable = p.job.format === "jsonl" && !made.complete && (made.records > 0 || outputs?.continued === true);
    outputs?.release(resumable);
  }
  return exitCodes.ok;
}

/** Makes the run's records into `writePaths` (or stdout), counting them in `made`, which says at the end whether the run is complete. */
async function produceRun(
  p: Plan,
  io: CliIo,
  range: { start: number; end: number },
  outNames: readonly string[],
  writePaths: readonly string[],
  made: { records: number; complete: boolean },
): Promise<void> {
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

  const sinks: Sink[] = outPaths.length === 0 ? [new StreamSink(io.stdout)] : outPaths.map((path) => FileSink.open(path, p.resume));
  const files = sinks.filter((sink): sink is FileSink => sink instanceof FileSink);
  const total = range.end - start;
  const machineReadable = job.format === "json" || job.format === "jsonl" || job.format === "zebralogic";
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
    if (done > 1) parts.push(`${formatDuration(seconds)}, ${(done / Math.max(seconds, 1e-9)).toFixed(done / seconds >= 100 ? 0 : 1)}/s`);
    io.stderr.write(`${parts.join(", ")}\n`);
  }
  made.complete = !sinks.some((sink) => sink.closed);
}

export { runGenerate as run };
