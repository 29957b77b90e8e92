import { resolve } from "node:path";
import { listOption, stringOption, usageError, type ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { fingerprintedLines, readFingerprints } from "../fingerprints.js";
import { StreamSink, writeFilesAtomically, type CliIo, type Sink } from "../io.js";
import { andList } from "../text.js";
import { dedupSpec as spec } from "./dedup-spec.js";

async function runDedup(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const inputs = args.positionals;
  const out = stringOption(args, "out");
  const exclude = listOption(args, "exclude");
  if (out === "") throw usageError(spec, "--out needs a file name");
  const outPath = out === undefined ? undefined : resolve(io.cwd, out);
  for (const file of [...inputs, ...exclude]) {
    if (outPath !== undefined && file !== "-" && resolve(io.cwd, file) === outPath) throw usageError(spec, `--out ${out} would overwrite the input ${file}`);
  }
  if (inputs.filter((f) => f === "-").length + exclude.filter((f) => f === "-").length > 1) throw usageError(spec, "stdin (-) can be read only once");
  const excluded = await readFingerprints(exclude, io);
  const seen = new Set<string>();
  let read = 0;
  let duplicates = 0;
  let inExcluded = 0;
  const copy = async (sink: Sink): Promise<void> => {
    for (const file of inputs) {
      for await (const line of fingerprintedLines(file, io)) {
        if (sink.closed) return;
        read++;
        if (excluded.has(line.fingerprint)) inExcluded++;
        else if (seen.has(line.fingerprint)) duplicates++;
        else {
          seen.add(line.fingerprint);
          await sink.write(`${line.text}\n`);
        }
      }
    }
  };
  if (outPath !== undefined) await writeFilesAtomically([outPath], ([sink]) => copy(sink!));
  else {
    const sink = new StreamSink(io.stdout);
    try {
      await copy(sink);
    } finally {
      await sink.close();
    }
  }
  if (args.values["quiet"] !== true) {
    const dropped = [`${duplicates} ${duplicates === 1 ? "duplicate" : "duplicates"}`];
    if (exclude.length > 0) dropped.push(`${inExcluded} in ${andList(exclude)}`);
    io.stderr.write(
      `zebra dedup: kept ${seen.size} of ${read} ${read === 1 ? "record" : "records"} (dropped ${andList(dropped)})${out === undefined ? "" : ` in ${out}`}\n`,
    );
  }
  return exitCodes.ok;
}

export { runDedup as run };
