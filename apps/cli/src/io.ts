import { closeSync, fsync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Writable } from "node:stream";
import { readFileBounded, readStreamBounded } from "./bounded-read.js";
import { CliError } from "./cli-error.js";
import { exitCodes } from "./exit-codes.js";
import { defaultInputLimits, inputTooLarge, type InputKind, type InputLimits } from "./input-limits.js";

/**
 * The outside world of one command run: streams, working directory and terminal facts.
 * `bin.js` passes the process's; tests and embedders can pass their own.
 */
export interface CliIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** The directory relative paths are resolved against. */
  readonly cwd: string;
  /** Whether stdout is a terminal. */
  readonly stdoutIsTTY: boolean;
  /** Whether stderr is a terminal (progress bars are drawn only then). */
  readonly stderrIsTTY: boolean;
  /** Width of the stderr terminal, when known. */
  readonly stderrColumns?: number;
  /** The environment variables (`--shard env` reads those of batch engines). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The bounds on what is read (`--max-input`); the defaults when absent. */
  readonly limits?: InputLimits;
}

/** The bounds in force for a run. */
export function limitsOf(io: CliIo): InputLimits {
  return io.limits ?? defaultInputLimits;
}

/** The process's own streams, as a {@link CliIo}. */
export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    ...(process.stderr.columns ? { stderrColumns: process.stderr.columns } : {}),
    env: process.env,
  };
}

/** Where a command writes its output: stdout or a file. */
export interface Sink {
  /** Writes text (or its UTF-8 bytes); the promise (if any) resolves when more may be written (backpressure). */
  write(text: string | Uint8Array): void | Promise<void>;
  /** True once the reader went away (EPIPE, e.g. piped into `head`): further writes are dropped. */
  readonly closed: boolean;
  /** Flushes and releases the sink; for files, fsyncs first. */
  close(): Promise<void>;
}

/**
 * A sink over a stream (stdout). A closed pipe (EPIPE, piped into `head`) marks it closed instead
 * of crashing, and the command stops quietly; any other write error (a full disk, an I/O error)
 * is reported by `close()` as a one-line error with exit code 5.
 */
/** What `writeNow` waits on while a pipe is full. */
const pause = new Int32Array(new SharedArrayBuffer(4));

export class StreamSink implements Sink {
  #closed = false;
  #failure: Error | undefined;
  readonly #stream: NodeJS.WritableStream;
  readonly #label: string;

  constructor(stream: NodeJS.WritableStream, label = "stdout") {
    this.#stream = stream;
    this.#label = label;
    stream.on("error", this.#fail);
  }

  get closed(): boolean {
    // A failed write marks the stream at once, its error event comes a tick later: a synchronous
    // loop of writes (see `writeNow`) sees the failure through the stream itself.
    return this.#closed || (this.#stream as Partial<Writable>).errored != null;
  }

  readonly #fail = (error: NodeJS.ErrnoException | null | undefined): void => {
    if (!error) return;
    this.#closed = true;
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") this.#failure ??= error;
  };

  /**
   * Writes from inside a synchronous loop (a search reporting solutions), which cannot await
   * the reader. On a stream over a file descriptor (the process's stdout), once what was written
   * before has gone out (`flush()`), the bytes are written to the descriptor directly, waiting
   * while a pipe is full: a slow reader slows the loop down instead of filling the memory.
   * Returns false once the reader went away.
   */
  writeNow(text: string): boolean {
    if (this.closed) return false;
    const fd = (this.#stream as { fd?: unknown }).fd;
    if (typeof fd !== "number" || (this.#stream as Partial<Writable>).writableLength !== 0) {
      this.#stream.write(text);
      return !this.closed;
    }
    const bytes = Buffer.from(text, "utf8");
    for (let offset = 0; offset < bytes.length; ) {
      try {
        offset += writeSync(fd, bytes, offset);
      } catch (error) {
        // A pipe the reader has not emptied yet (non-blocking descriptor): wait a little, then again.
        if ((error as NodeJS.ErrnoException).code === "EAGAIN") Atomics.wait(pause, 0, 0, 2);
        else {
          this.#fail(error as NodeJS.ErrnoException);
          return false;
        }
      }
    }
    return true;
  }

  /** Waits until everything written so far has gone out (before a run of `writeNow`). */
  flush(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise<void>((done) => this.#stream.write("", () => done()));
  }

  write(text: string | Uint8Array): void | Promise<void> {
    if (this.#closed || text.length === 0) return;
    if (this.#stream.write(text, this.#fail)) return;
    return new Promise<void>((done) => {
      const finish = (): void => {
        this.#stream.off("drain", finish);
        this.#stream.off("error", finish);
        this.#stream.off("close", finish);
        done();
      };
      this.#stream.once("drain", finish);
      this.#stream.once("error", finish);
      this.#stream.once("close", finish);
    });
  }

  /** Waits until everything written so far has been handed to the system, then reports a write error, if any. */
  async close(): Promise<void> {
    if (!this.#closed) {
      await new Promise<void>((done) =>
        this.#stream.write("", (error) => {
          this.#fail(error);
          done();
        }),
      );
    }
    this.#stream.off("error", this.#fail);
    if (this.#failure) throw outputError(this.#label, this.#failure);
  }
}

/**
 * A sink over a file descriptor: every `write` is one `write(2)` call, so a killed process
 * leaves at most a torn last line; `sync()` makes what was written durable.
 */
export class FileSink implements Sink {
  readonly path: string;
  #fd: number;
  /** The fsync started by `sync()`, while it runs. */
  #syncing: Promise<void> | undefined;
  #syncFailure: unknown;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.#fd = fd;
  }

  /** Opens (creating or truncating, or appending with `append`) a file for writing. */
  static open(path: string, append = false): FileSink {
    try {
      return new FileSink(path, openSync(path, append ? "a" : "w"));
    } catch (error) {
      throw outputError(path, error);
    }
  }

  readonly closed = false;

  write(text: string | Uint8Array): void {
    if (text.length === 0) return;
    this.#throwSyncFailure();
    const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
    let offset = 0;
    try {
      // One call in practice; the loop only finishes a short write.
      while (offset < bytes.length) offset += writeSync(this.#fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      throw outputError(this.path, error);
    }
  }

  /**
   * Starts forcing what was written so far to disk, on a background thread: a generation run
   * calls it every second or so, and a blocking fsync (tens of milliseconds) would stall the
   * thread that makes or collects the records. Does nothing while the previous one runs; a
   * failure is reported by the next `write` or by `close`.
   */
  sync(): void {
    if (this.#syncing !== undefined || this.#fd < 0) return;
    this.#syncing = new Promise<void>((done) => {
      fsync(this.#fd, (error) => {
        if (error && !unsyncable(error)) this.#syncFailure ??= error;
        this.#syncing = undefined;
        done();
      });
    });
  }

  /** Waits for a running `sync()`, forces the rest to disk and closes the file. */
  async close(): Promise<void> {
    if (this.#fd < 0) return;
    await this.#syncing;
    try {
      this.#throwSyncFailure();
      fsyncSync(this.#fd);
    } catch (error) {
      if (unsyncable(error)) return;
      throw error instanceof CliError ? error : outputError(this.path, error, "cannot sync");
    } finally {
      closeSync(this.#fd);
      this.#fd = -1;
    }
  }

  #throwSyncFailure(): void {
    if (this.#syncFailure !== undefined) throw outputError(this.path, this.#syncFailure, "cannot sync");
  }
}

/** Whether an fsync failed only because the file cannot be synced (`/dev/null`, a pipe): there is nothing to make durable. */
function unsyncable(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "EINVAL";
}

/**
 * Writes files through temporary files beside them, renamed over `paths` only when `write`
 * succeeds: a failed run leaves no half-written output (and earlier files stay as they were).
 * A path that is not a regular file (`/dev/null`, a pipe) is written directly.
 */
export async function writeFilesAtomically(paths: readonly string[], write: (sinks: readonly FileSink[]) => Promise<void>): Promise<void> {
  const temporary = paths.map((path) => (isSpecialFile(path) ? path : join(dirname(path), `.${basename(path)}.${process.pid}.partial`)));
  const sinks: FileSink[] = [];
  const discard = (): void => {
    temporary.forEach((t, k) => {
      if (t !== paths[k]) rmSync(t, { force: true });
    });
  };
  try {
    for (const path of temporary) sinks.push(FileSink.open(path));
    await write(sinks);
    for (const sink of sinks) await sink.close();
  } catch (error) {
    for (const sink of sinks) await sink.close().catch(() => {});
    discard();
    throw error;
  }
  try {
    temporary.forEach((t, k) => {
      if (t !== paths[k]) renameSync(t, paths[k]!);
    });
  } catch (error) {
    discard();
    throw outputError(paths[0]!, error);
  }
}

/**
 * Writes a command's output to stdout, or to the file `out` (relative to `io.cwd`) through
 * {@link writeFilesAtomically}: the file is replaced only once the output is complete.
 */
export async function writeOutput(io: CliIo, out: string | undefined, write: (sink: Sink) => Promise<void>): Promise<void> {
  if (out !== undefined) return writeFilesAtomically([resolve(io.cwd, out)], ([sink]) => write(sink!));
  const sink = new StreamSink(io.stdout);
  try {
    await write(sink);
  } finally {
    await sink.close();
  }
}

/** Whether a path is something other than a regular file (`/dev/null`, a pipe): it is written in place. */
export function isSpecialFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Text read from a file or stdin, with the name to use in messages. */
export interface InputText {
  /** The path as given, or "<stdin>". */
  readonly name: string;
  readonly text: string;
}

/**
 * Reads a whole document, a file (or stdin for "-"), as UTF-8 text, with one-line errors for
 * missing files, text in other encodings ({@link decodeText}) and the like. Past the bound for a
 * document (`io.limits`, `--max-input`) it stops reading at once with a one-line error.
 */
export async function readInput(file: string, io: CliIo): Promise<InputText> {
  if (file === "-") {
    const limit = limitsOf(io).document;
    let bytes: Buffer;
    try {
      bytes = await readStreamBounded(io.stdin, limit, () => inputTooLarge("<stdin>", "document", limit));
    } catch (error) {
      throw error instanceof CliError ? error : fileError("<stdin>", error, "cannot read");
    }
    return { name: "<stdin>", text: decodeText("<stdin>", bytes) };
  }
  return { name: file, text: readTextFile(file, io) };
}

/**
 * Reads a file (relative to `io.cwd`) as UTF-8 text, within the bound for `kind`; every failure
 * is a one-line CliError naming the file.
 */
export function readTextFile(file: string, io: CliIo, kind: InputKind = "document"): string {
  const limit = limitsOf(io)[kind];
  let bytes: Buffer;
  try {
    bytes = readFileBounded(resolve(io.cwd, file), limit, () => inputTooLarge(file, kind, limit));
  } catch (error) {
    throw error instanceof CliError ? error : fileError(file, error, "cannot read");
  }
  return decodeText(file, bytes);
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Decodes the bytes of a file as UTF-8 text, dropping a leading byte-order mark. Anything else
 * is a one-line CliError that names the file and says what the bytes are: UTF-16 or UTF-32
 * text (told by its byte-order mark, or by the zero bytes between ASCII characters), a zero
 * byte (binary data), or a byte sequence that is not UTF-8 (Latin-1 or Windows-1252 text),
 * with the line and column where it starts (`firstLine` is the number of the bytes' first line,
 * for a file read a line at a time).
 */
export function decodeText(name: string, bytes: Uint8Array, firstLine = 1): string {
  const wide = wideEncoding(bytes);
  if (wide !== undefined) throw new CliError(`${name}: not UTF-8: the file is ${wide} text; save it as UTF-8`);
  const zero = bytes.indexOf(0);
  if (zero >= 0) throw new CliError(`${name}: not a text file: a zero byte at ${where(bytes, zero, firstLine)}`);
  try {
    return utf8.decode(bytes);
  } catch (error) {
    const bad = firstInvalidUtf8(bytes);
    if (bad === undefined) {
      // Valid UTF-8 that could not become a string: too large for the engine.
      throw new CliError(`${name}: cannot read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const shown = Array.from(bytes.subarray(bad, Math.min(bad + 4, bytes.length)), (b) => `0x${b.toString(16).toUpperCase().padStart(2, "0")}`);
    throw new CliError(
      `${name}: not UTF-8: byte ${shown[0]} at ${where(bytes, bad, firstLine)} does not start a UTF-8 character (Latin-1 or Windows-1252 text? save it as UTF-8)`,
    );
  }
}

/** UTF-32 or UTF-16 (with the byte order), from a byte-order mark or the zero bytes of ASCII text. */
function wideEncoding(bytes: Uint8Array): string | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return "UTF-32 (little-endian)";
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return "UTF-32 (big-endian)";
  if (b0 === 0xff && b1 === 0xfe) return "UTF-16 (little-endian)";
  if (b0 === 0xfe && b1 === 0xff) return "UTF-16 (big-endian)";
  // Without a mark: ASCII characters with a zero byte after (LE) or before (BE) each of them.
  const pairs = Math.min(bytes.length >> 1, 256);
  if (pairs < 2) return undefined;
  let le = 0;
  let be = 0;
  for (let i = 0; i < pairs; i++) {
    const x = bytes[2 * i]!;
    const y = bytes[2 * i + 1]!;
    if (x !== 0 && x < 0x80 && y === 0) le++;
    else if (x === 0 && y !== 0 && y < 0x80) be++;
  }
  if (le >= pairs * 0.9) return "UTF-16 (little-endian)";
  if (be >= pairs * 0.9) return "UTF-16 (big-endian)";
  return undefined;
}

/** The offset of the first byte that does not start a well-formed UTF-8 sequence, or undefined when all do. */
function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let n: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [n, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [n, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [n, min] = [3, 0x10000];
    else return i;
    let code = b & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += n + 1;
  }
  return undefined;
}

/** "line L, column C" of a byte offset (columns count characters, from 1). */
function where(bytes: Uint8Array, offset: number, firstLine: number): string {
  let line = firstLine;
  let start = 0;
  for (let k = 0; k < offset; k++) {
    if (bytes[k] === 0x0a) {
      line++;
      start = k + 1;
    }
  }
  const column = Array.from(new TextDecoder().decode(bytes.subarray(start, offset))).length + 1;
  return `line ${line}, column ${column}`;
}

/** What went wrong with a file operation, in words, with the system's code for a write error ("no space left on the device (ENOSPC)"). */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOENT":
      return "no such file";
    case "EISDIR":
      return "is a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "ENOTDIR":
      return "a part of the path is not a directory";
    case "ENOSPC":
      return "no space left on the device (ENOSPC)";
    case "EDQUOT":
      return "disk quota exceeded (EDQUOT)";
    case "EIO":
      return "input/output error (EIO)";
    case "EROFS":
      return "read-only file system (EROFS)";
    case "EFBIG":
      return "file too large (EFBIG)";
  }
  // Node's messages start with the code: "EMFILE: too many open files, open '…'".
  const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
  const cut = message.indexOf(", ");
  return cut > 0 ? message.slice(0, cut) : message;
}

/** A one-line error for a failed file operation (exit code 2: the input or the request is at fault). */
export function fileError(path: string, error: unknown, verb: string): CliError {
  return new CliError(`${path}: ${verb}: ${reasonOf(error)}`);
}

/** A one-line error for output that could not be written or synced, with exit code 5. */
export function outputError(path: string, error: unknown, verb = "cannot write"): CliError {
  return new CliError(`${path}: ${verb}: ${reasonOf(error)}`, { exitCode: exitCodes.output });
}
