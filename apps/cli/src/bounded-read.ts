// Reading with a bound: whole inputs and lines, from files and streams, stopping as soon as the
// bound is passed. Every input the command line reads goes through here (with the bounds of
// `input-limits.ts`), and so can a server's request bodies: each function takes the bound and the
// error to throw past it, and never holds more than the bound plus one chunk.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";

const chunkSize = 1 << 16;

/** Chunks from a stream as bytes (a stream in text mode yields strings). */
function bytesOf(chunk: unknown): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/**
 * Reads a whole stream (stdin, a request body) into memory, or throws `tooLarge()` as soon as it
 * holds more than `limit` bytes, without reading the rest (the stream is released).
 *
 * Cost: linear in the bytes read; memory at most `limit` plus one chunk.
 *
 * @param source - any async iterable of chunks (a Node readable stream).
 * @param limit - the most bytes accepted.
 * @param tooLarge - the error to throw past the bound.
 * @returns the bytes.
 * @example
 * ```ts
 * const body = await readStreamBounded(request, 1 << 20, () => new Error("body too large"));
 * ```
 */
export async function readStreamBounded(source: AsyncIterable<unknown>, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const bytes = bytesOf(chunk);
    length += bytes.length;
    // Leaving the loop by a throw ends the iteration, which destroys a file stream.
    if (length > limit) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, length);
}

/**
 * Reads a whole file, or throws `tooLarge()` without reading it when it is a regular file larger
 * than `limit`, and as soon as more than `limit` bytes came from anything else (`/dev/zero`, a
 * named pipe). Failures to open or read are thrown as Node gives them (with their `code`).
 *
 * @param path - an absolute path.
 * @param limit - the most bytes accepted.
 * @param tooLarge - the error to throw past the bound.
 * @returns the bytes.
 * @example
 * ```ts
 * readFileBounded("/dev/zero", 1000, () => new Error("too large")); // throws at once
 * ```
 */
export function readFileBounded(path: string, limit: number, tooLarge: () => Error): Buffer {
  const fd = openSync(path, "r");
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > limit) throw tooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(stat.isFile() ? Math.max(1, Math.min(limit + 1, stat.size + 1)) : chunkSize);
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n <= 0) break;
      length += n;
      if (length > limit) throw tooLarge();
      chunks.push(n === buffer.length ? buffer : buffer.subarray(0, n));
    }
    return Buffer.concat(chunks, length);
  } finally {
    closeSync(fd);
  }
}

/** One line of bytes, without its `\n`, with its 1-based number. */
export interface ByteLine {
  readonly number: number;
  readonly bytes: Buffer;
}

/**
 * Splits a stream into lines (at `\n`), each at most `limit` bytes, or throws `tooLong(number)`
 * as soon as the unfinished line passes the bound. Every byte is copied at most once, so the
 * time is linear in the input whatever the length of its lines (a one-line file included).
 *
 * @param source - any async iterable of chunks.
 * @param limit - the most bytes of one line.
 * @param tooLong - the error for line `number` past the bound.
 * @example
 * ```ts
 * for await (const line of splitLinesBounded(stream, 1 << 24, (n) => new Error(`line ${n} too long`))) use(line.bytes);
 * ```
 */
export async function* splitLinesBounded(source: AsyncIterable<unknown>, limit: number, tooLong: (number: number) => Error): AsyncGenerator<ByteLine> {
  // The unfinished line, as the pieces it came in: joined once, when its end arrives.
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let number = 0;
  for await (const chunk of source) {
    const bytes = bytesOf(chunk);
    let start = 0;
    for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
      number++;
      if (pendingLength + end - start > limit) throw tooLong(number);
      const head = bytes.subarray(start, end);
      const line = pendingLength === 0 ? head : Buffer.concat([...pending, head], pendingLength + head.length);
      pending = [];
      pendingLength = 0;
      start = end + 1;
      yield { number, bytes: line };
    }
    if (start < bytes.length) {
      pending.push(bytes.subarray(start));
      pendingLength += bytes.length - start;
      if (pendingLength > limit) throw tooLong(number + 1);
    }
  }
  if (pendingLength > 0) yield { number: number + 1, bytes: Buffer.concat(pending, pendingLength) };
}
