import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";
import { splitLinesBounded } from "./bounded-read.js";
import { inputTooLarge } from "./input-limits.js";
import { decodeText, fileError, limitsOf, type CliIo } from "./io.js";

/** One non-empty line of a JSONL input, without its line break, with its 1-based number. */
export interface Line {
  readonly number: number;
  readonly text: string;
}

/**
 * The non-empty lines of a file ("-": stdin), read as a stream so that files of any size fit
 * in memory, in time linear in the file. Each line is decoded as strict UTF-8 ({@link decodeText}:
 * a leading byte-order mark is dropped; other encodings and binary data are one-line CliErrors
 * naming the file, line and column), and so are failures to read. A line longer than the bound
 * for one line (`io.limits`, `--max-input`) ends the reading at once with a one-line CliError.
 */
export async function* readLines(file: string, io: CliIo): AsyncGenerator<Line> {
  const name = displayName(file);
  const limit = limitsOf(io).line;
  const stream = file === "-" ? io.stdin : createReadStream(resolve(io.cwd, file));
  try {
    for await (const { number, bytes } of splitLinesBounded(stream, limit, (n) => inputTooLarge(name, "line", limit, `line ${n}`))) {
      const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
      const text = decodeText(name, bytes.subarray(0, end), number);
      if (text.trim() !== "") yield { number, text };
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw fileError(name, error, "cannot read");
  }
}

/** The line parsed as JSON, or a one-line CliError `FILE: line N: invalid JSON: …`. */
export function parseLine(name: string, line: Line): unknown {
  try {
    return JSON.parse(line.text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new CliError(`${name}: line ${line.number}: invalid JSON: ${reason}`);
  }
}

/** The name of an input in messages: the path as given, or `<stdin>`. */
export function displayName(file: string): string {
  return file === "-" ? "<stdin>" : file;
}
