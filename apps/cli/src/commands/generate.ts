import { randomInt } from "node:crypto";
import { availableParallelism } from "node:os";
import { extname, resolve } from "node:path";
import { usageError, type ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { FileSink, StreamSink, type CliIo, type Sink } from "../io.js";
import {
  checkAttributes,
  checkHouses,
  parseChoice,
  parseDifficultyMix,
  parseInteger,
  parseLocale,
  parseShard,
  parseSize,
  shardRange,
  type Shard,
} from "../options.js";
import { scanDataset, type DatasetScan } from "../generate/dataset-file.js";
import { generateFormats, type GenerateFormat, type GenerateJob } from "../generate/job.js";
import { generateRange } from "../generate/pool.js";
import { jsonArrayEnd, prepareGeneration, readResumeSeed, type Prepared } from "../generate/produce.js";
import { ProgressBar, formatDuration } from "../generate/progress.js";
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

function str(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}

interface Plan {
  readonly job: GenerateJob;
  readonly seedGiven: boolean;
  readonly count: number;
  readonly workers: number;
  readonly shard: Shard | undefined;
  readonly out: string | undefined;
  readonly resume: boolean;
  readonly quiet: boolean;
  readonly weightsText: string | undefined;
}

function plan(args: ParsedArgs, io: CliIo): Plan {
  const sizeText = str(args, "size");
  const housesText = str(args, "houses");
  const attributesText = str(args, "attributes");
  let houses = 5;
  let attributes = 5;
  if (sizeText !== undefined) {
    if (housesText !== undefined || attributesText !== undefined) throw usageError(spec, "--size cannot be combined with --houses or --attributes");
    ({ houses, attributes } = parseSize(sizeText));
  }
  if (housesText !== undefined) houses = checkHouses(parseInteger(housesText, "--houses", 0));
  if (attributesText !== undefined) attributes = checkAttributes(parseInteger(attributesText, "--attributes", 0));
  const count = str(args, "count") === undefined ? 1 : parseInteger(str(args, "count")!, "--count", 1);
  const first = str(args, "start") === undefined ? 0 : parseInteger(str(args, "start")!, "--start", 0);
  const seedText = str(args, "seed");
  const seed = seedText === undefined ? randomInt(0, 2 ** 32) : parseInteger(seedText, "--seed", 0);
  const difficulty = str(args, "difficulty") === undefined ? undefined : parseDifficultyMix(str(args, "difficulty")!);
  const theme = str(args, "theme");
  const vocab = str(args, "vocab");
  if (theme !== undefined && vocab !== undefined) throw usageError(spec, "--theme and --vocab cannot be used together");
  const locale = parseLocale(str(args, "locale") ?? "en");
  const out = str(args, "out");
  if (out === "") throw usageError(spec, "--out needs a file name");
  const format = str(args, "format") === undefined ? (formatFromPath(out) ?? "text") : parseChoice(str(args, "format")!, "--format", generateFormats);
  const workers = str(args, "workers") === undefined ? availableParallelism() : parseInteger(str(args, "workers")!, "--workers", 1, 1024);
  const shard = str(args, "shard") === undefined ? undefined : parseShard(str(args, "shard")!);
  const resume = args.values["resume"] === true;
  if (resume && (out === undefined || format !== "jsonl")) throw usageError(spec, "--resume needs --out FILE with the jsonl format");
  if (format === "json" && shard !== undefined) throw usageError(spec, "--shard needs a format that concatenates: jsonl, zebralogic, text or markdown");
  // Checked (and merged with the defaults) by prepareGeneration.
  const weightsText = str(args, "weights");
  const job: GenerateJob = {
    seed,
    houses,
    attributes,
    difficulty,
    weights: undefined,
    minimise: args.values["no-minimise"] !== true,
    vocabulary: vocab !== undefined ? { kind: "file", name: vocab, text: "", sha256: "" } : { kind: "theme", theme: theme ?? "" },
    locale,
    format,
    first,
    total: count,
    cwd: io.cwd,
  };
  return { job, seedGiven: seedText !== undefined, count, workers, shard, out, resume, quiet: args.values["quiet"] === true, weightsText };
}

async function runGenerate(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const p = plan(args, io);
  const outPath = p.out === undefined ? undefined : resolve(io.cwd, p.out);
  const block = p.shard ? shardRange(p.shard, p.count) : { start: 0, end: p.count };
  const range = { start: p.job.first + block.start, end: p.job.first + block.end };
  let start = range.start;
  let job = p.job;
  let resumeScan: DatasetScan | undefined;
  if (p.resume && outPath !== undefined) {
    const scan = scanDataset(outPath);
    resumeScan = scan;
    if (scan.records > 0 && !p.seedGiven) job = { ...job, seed: readResumeSeed(p.out!, scan.firstLine!) };
    start = range.start + scan.records;
    if (start > range.end) {
      throw new CliError(`${p.out}: has ${scan.records} records, more than the ${range.end - range.start} this run makes; check --count and --shard`);
    }
  }
  const prepared: Prepared = await prepareGeneration(job, p.weightsText, io);
  job = prepared.job;
  if (resumeScan !== undefined && resumeScan.records > 0) prepared.checkResume(p.out!, resumeScan.firstLine!, resumeScan.lastLine!, range.start, start - 1);

  const sink: Sink = outPath === undefined ? new StreamSink(io.stdout) : FileSink.open(outPath, p.resume);
  const total = range.end - start;
  const machineReadable = job.format === "json" || job.format === "jsonl" || job.format === "zebralogic";
  const showProgress = !p.quiet && io.stderrIsTTY && total > 1 && (outPath !== undefined || (!machineReadable && !io.stdoutIsTTY));
  const progress = showProgress ? new ProgressBar(io.stderr, total, io.stderrColumns ? { columns: io.stderrColumns } : {}) : undefined;
  const began = performance.now();
  let done = 0;
  let lastSync = began;
  const jsonArray = job.format === "json" && p.count > 1;
  try {
    await generateRange(job, start, range.end, p.workers, {
      shouldStop: () => sink.closed,
      onItem: (_index, text) => {
        const pending = sink.write(text);
        done++;
        if (sink instanceof FileSink) {
          const now = performance.now();
          if (done % 1000 === 0 || now - lastSync > 1000) {
            sink.sync();
            lastSync = now;
          }
        }
        progress?.update(done);
        return pending;
      },
    });
    if (jsonArray && !sink.closed) await sink.write(jsonArrayEnd);
  } finally {
    progress?.clear();
    await sink.close();
  }
  if (outPath !== undefined && !p.quiet) {
    const seconds = (performance.now() - began) / 1000;
    const parts = [`zebra generate: wrote ${done} ${done === 1 ? "puzzle" : "puzzles"} to ${p.out}`];
    if (resumeScan !== undefined) {
      const torn = resumeScan.droppedBytes > 0 ? ` (a torn last line of ${resumeScan.droppedBytes} bytes was dropped)` : "";
      parts.push(`after the ${resumeScan.records} already there${torn}`);
    }
    parts.push(`seed ${job.seed}`);
    if (done > 1) parts.push(`${formatDuration(seconds)}, ${(done / Math.max(seconds, 1e-9)).toFixed(done / seconds >= 100 ? 0 : 1)}/s`);
    io.stderr.write(`${parts.join(", ")}\n`);
  }
  return exitCodes.ok;
}

export { runGenerate as run };
