import { recordFingerprint } from "@zebra/dataset";
import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";
import { displayName, parseLine, readLines, type Line } from "./jsonl.js";
import { problemText } from "./puzzle-input.js";

/** A record line with the fingerprint of its puzzle. */
export interface FingerprintedLine extends Line {
  readonly fingerprint: string;
}

/**
 * The records of a JSONL dataset file ("-": stdin) with the fingerprint of each one's puzzle,
 * computed from the puzzle (not read from the record). A line that is not JSON, or a record
 * without a puzzle document, is a one-line CliError naming the file and line.
 */
export async function* fingerprintedLines(file: string, io: CliIo): AsyncGenerator<FingerprintedLine> {
  const name = displayName(file);
  for await (const line of readLines(file, io)) {
    const read = recordFingerprint(parseLine(name, line));
    if (!read.ok) throw new CliError(`${name}: line ${line.number}: cannot fingerprint the record: ${problemText(read)}`);
    yield { ...line, fingerprint: read.fingerprint };
  }
}

/** The fingerprints of every record of some dataset files (for `--exclude`). */
export async function readFingerprints(files: readonly string[], io: CliIo): Promise<Set<string>> {
  const set = new Set<string>();
  for (const file of files) for await (const line of fingerprintedLines(file, io)) set.add(line.fingerprint);
  return set;
}
