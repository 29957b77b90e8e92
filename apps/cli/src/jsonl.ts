import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";
import { decodeText, fileError, type CliIo } from "./io.js";

/** One non-empty line of a JSONL input, without its line break, with its 1-based number. */
export interface Line {
  readonly number: number;
  readonly text: string;
}

/**
 * The non-empty lines of a file ("-": stdin), read as a stream so that files of any size fit
 * in memory. Each line is decoded as strict UTF-8 ({@link decodeText}: a leading byte-order
 * mark is dropped; other encodings and binary data are one-line CliErrors naming the file,
 * line and column), and so are failures to read.
 */
export async function* readLines(file: string, io: CliIo): AsyncGenerator<Line> {
  const name = displayName(file);
  const stream = file === "-" ? io.stdin : createReadStream(resolve(io.cwd, file));
  let pending: Buffer = Buffer.alloc(0);
  let number = 0;
  const line = (bytes: Buffer): Line | undefined => {
    number++;
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
    const text = decodeText(name, bytes.subarray(0, end), number);
    return text.trim() === "" ? undefined : { number, text };
  };
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
      const data = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      let start = 0;
      for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
        const read = line(data.subarray(start, end));
        start = end + 1;
        if (read) yield read;
      }
      pending = data.subarray(start);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw fileError(name, error, "cannot read");
  }
  const last = pending.length > 0 ? line(pending) : undefined;
  if (last) yield last;
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
