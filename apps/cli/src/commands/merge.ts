import { extname, resolve } from "node:path";
import { datasetFormat, readRecordMeta, type RecordMeta } from "@zebra/dataset";
import { stringOption, usageError, type ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { isSpecialFile, writeFilesAtomically, type CliIo, type Sink } from "../io.js";
import { readLines, type Line } from "../jsonl.js";
import { checkIndexRange, parseChoice, parseInteger } from "../options.js";
import { inputAt } from "../same-file.js";
import { cardPath, checkCardWritable, wholeSplit, writeDatasetCard } from "../generate/dataset-card.js";
import { parquetLayouts } from "../generate/parquet-rows.js";
import { ParquetSink } from "../generate/parquet-sink.js";
import { openRunOutputs } from "../generate/run-outputs.js";
import { partPath } from "../generate/split-files.js";
import { andList } from "../text.js";
import { mergeSpec as spec } from "./merge-spec.js";

/** A record's place in its run: its meta, and its part of the split (if the run was split). */
interface Placed {
  readonly meta: RecordMeta;
  readonly split: string | undefined;
}

/**
 * The meta and split of a record line. The meta is the record's last key, so it is parsed on
 * its own (a few hundred bytes, not the whole record) when it can be; the split is read from
 * the record's start, where it follows the id and the fingerprint.
 */
function place(name: string, line: Line): Placed {
  const text = line.text;
  const at = text.lastIndexOf('"meta":{');
  let read = at >= 0 && text.endsWith("}}") ? readRecordMeta(`{${text.slice(at)}`) : undefined;
  if (read === undefined || !read.ok) read = readRecordMeta(text);
  if (!read.ok)
    throw new CliError(
      `${name}: line ${line.number}: not a ${datasetFormat} record (${read.message}); zebra merge joins the shards of zebra generate --format jsonl`,
    );
  const split = /^\{"id":(?:"(?:[^"\\]|\\.)*"|\d+),"fingerprint":"[^"]*","split":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return { meta: read.meta, split };
}

/** What differs between two records' runs, or undefined when they are of the same run. */
function runDifference(a: RecordMeta, b: RecordMeta): string | undefined {
  if (a.seed !== b.seed) return `seed ${b.seed}, not ${a.seed}`;
  const keys = [...new Set([...Object.keys(a.options), ...Object.keys(b.options)])];
  const options = keys
    .filter((k) => JSON.stringify(a.options[k]) !== JSON.stringify(b.options[k]))
    .map((k) => `${k} ${JSON.stringify(b.options[k]) ?? "unset"} instead of ${JSON.stringify(a.options[k]) ?? "unset"}`);
  if (options.length > 0) return `other options: ${options.join(", ")}`;
  const names = [...new Set([...Object.keys(a.versions), ...Object.keys(b.versions)])];
  const versions = names.filter((n) => a.versions[n] !== b.versions[n]).map((n) => `${n} ${b.versions[n] ?? "absent"} instead of ${a.versions[n] ?? "absent"}`);
  return versions.length > 0 ? `other package versions: ${versions.join(", ")}` : undefined;
}

/** The next record of one part. */
interface Head {
  readonly file: string;
  readonly lines: AsyncGenerator<Line>;
  line: Line;
  placed: Placed;
}

/** A binary heap of parts by the index of their next record. */
class Heads {
  readonly #items: Head[] = [];

  get size(): number {
    return this.#items.length;
  }

  push(head: Head): void {
    const items = this.#items;
    items.push(head);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.placed.meta.index <= items[i]!.placed.meta.index) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }

  pop(): Head {
    const items = this.#items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < items.length && items[left]!.placed.meta.index < items[least]!.placed.meta.index) least = left;
        if (right < items.length && items[right]!.placed.meta.index < items[least]!.placed.meta.index) least = right;
        if (least === i) break;
        [items[least], items[i]] = [items[i]!, items[least]!];
        i = least;
      }
    }
    return top;
  }
}

async function runMerge(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const parts = args.positionals;
  const out = stringOption(args, "out");
  if (out === undefined || out === "") throw usageError(spec, "--out FILE is required");
  const count = stringOption(args, "count") === undefined ? undefined : parseInteger(stringOption(args, "count")!, "--count", 1);
  const start = stringOption(args, "start") === undefined ? 0 : parseInteger(stringOption(args, "start")!, "--start", 0);
  if (count !== undefined) checkIndexRange(start, count);
  const parquet = extname(out).toLowerCase() === ".parquet";
  const layoutText = stringOption(args, "layout");
  if (layoutText !== undefined && !parquet) throw usageError(spec, "--layout needs --out FILE.parquet");
  const layout = layoutText === undefined ? "rl" : parseChoice(layoutText, "--layout", parquetLayouts);
  if (parts.includes("-")) throw usageError(spec, "zebra merge reads files, not stdin");
  const paths = parts.map((part) => resolve(io.cwd, part));
  const twice = parts.find((_, i) => paths.indexOf(paths[i]!) !== i);
  if (twice !== undefined) throw usageError(spec, `${twice} is given twice`);

  // The first record of each part: they must all be of one run.
  const heads = new Heads();
  let reference: { file: string; meta: RecordMeta } | undefined;
  for (const part of parts) {
    const lines = readLines(part, io);
    const first = await lines.next();
    if (first.done) continue;
    const placed = place(part, first.value);
    if (reference === undefined) reference = { file: part, meta: placed.meta };
    const difference = runDifference(reference.meta, placed.meta);
    if (difference !== undefined) throw new CliError(`${part} is a shard of another run than ${reference.file} (${difference}); merge the shards of one run`);
    heads.push({ file: part, lines, line: first.value, placed });
  }
  if (reference === undefined) throw new CliError(`${parts.join(", ")}: no records to merge`);
  const split = reference.meta.options["split"];
  const names = split !== null && typeof split === "object" ? Object.keys(split) : [];
  const outputs = names.length === 0 ? [out] : names.map((name) => partPath(out, name));
  const outPaths = outputs.map((o) => resolve(io.cwd, o));
  const clash = outputs.findIndex((o) => inputAt(io.cwd, o, parts) !== undefined);
  if (clash >= 0) throw usageError(spec, `--out ${outputs[clash]} would overwrite one of the parts`);

  const card = parquet && !isSpecialFile(outPaths[0]!) ? cardPath(outPaths[0]!) : undefined;
  if (card !== undefined) checkCardWritable(card, out);

  const written = outputs.map(() => 0);
  let next = start;
  // The puzzles' sizes in the order they first come, for the card (a plan's sizes, in its order).
  const sizes: { houses: number; attributes: number }[] = [];
  const noteSize = (text: string): void => {
    const puzzle = (JSON.parse(text) as { puzzle: { size: number; attributes: Record<string, unknown> } }).puzzle;
    const size = { houses: puzzle.size, attributes: Object.keys(puzzle.attributes).length };
    if (!sizes.some((s) => s.houses === size.houses && s.attributes === size.attributes)) sizes.push(size);
  };
  const merge = async (sinks: readonly Sink[]): Promise<void> => {
    let previous: string | undefined;
    while (heads.size > 0) {
      const head = heads.pop();
      const { index } = head.placed.meta;
      if (index > next) {
        const where = previous === undefined ? `before ${head.file} begins` : `between ${previous} and ${head.file}`;
        throw new CliError(`puzzles ${next}..${index - 1} are missing (${where}): no part holds them; is a shard missing?`);
      }
      if (index < next && previous === undefined)
        throw new CliError(`${head.file} begins at puzzle #${index}, before the run's start (${start}); check --start`);
      if (index < next) throw new CliError(`${head.file} and ${previous} both hold puzzle #${index}: the parts overlap; merge each shard once`);
      const target = names.length === 0 ? 0 : names.indexOf(head.placed.split ?? "");
      if (target < 0) throw new CliError(`${head.file}: line ${head.line.number}: the record names no part of the run's split (${names.join(", ")})`);
      await sinks[target]!.write(`${head.line.text}\n`);
      if (parquet) noteSize(head.line.text);
      written[target]!++;
      next = index + 1;
      previous = head.file;
      const following = await head.lines.next();
      if (following.done) continue;
      const placed = place(head.file, following.value);
      if (placed.meta.seed !== reference.meta.seed)
        throw new CliError(`${head.file}: line ${following.value.number}: a record of another run (seed ${placed.meta.seed}, not ${reference.meta.seed})`);
      if (placed.meta.index <= index)
        throw new CliError(
          `${head.file}: line ${following.value.number}: puzzle #${placed.meta.index} after #${index}: a shard holds its records in index order`,
        );
      head.line = following.value;
      head.placed = placed;
      heads.push(head);
    }
    if (count !== undefined && next !== start + count) {
      throw new CliError(
        next < start + count
          ? `the parts end at puzzle #${next - 1}, but the run makes ${count} (to #${start + count - 1}): ${start + count - next} are missing; is the last shard missing?`
          : `the parts go on to puzzle #${next - 1}, past the run's ${count} (to #${start + count - 1}); check --count and --start`,
      );
    }
  };
  if (!parquet) await writeFilesAtomically(outPaths, merge);
  else {
    // As zebra generate --format parquet writes them: through partial files renamed into place, then the card.
    const files = openRunOutputs(outPaths, outputs, false);
    try {
      const sinks = files.writePaths.map((path) => new ParquetSink(path, layout));
      await merge(sinks);
      for (const sink of sinks) await sink.close();
      files.commit();
      if (card !== undefined) {
        const languages = [...new Set(sinks.flatMap((sink) => [...sink.languages]))];
        await writeDatasetCard(card, {
          layout,
          files: outputs.map((_, k) => ({ split: names[k] ?? wholeSplit, path: outPaths[k]!, rows: sinks[k]!.rows })),
          languages,
          seed: reference.meta.seed,
          sizes,
          answerFormat: String(reference.meta.options["answer_format"] ?? "json"),
        });
      }
    } finally {
      files.release(false);
    }
  }
  if (args.values["quiet"] !== true) {
    const total = written.reduce((a, b) => a + b, 0);
    const where = outputs.length === 1 ? outputs[0]! : andList(outputs.map((o, k) => `${o} (${written[k]})`));
    io.stderr.write(
      `zebra merge: wrote ${total} ${total === 1 ? "record" : "records"}, puzzles ${start}..${next - 1} of seed ${reference.meta.seed}, from ${parts.length} ${parts.length === 1 ? "part" : "parts"} to ${where}\n`,
    );
  }
  return exitCodes.ok;
}

export { runMerge as run };
