import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";

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
  };
}

/** Where a command writes its output: stdout or a file. */
export interface Sink {
  /** Writes text; the promise (if any) resolves when more may be written (backpressure). */
  write(text: string): void | Promise<void>;
  /** True once the reader went away (EPIPE, e.g. piped into `head`): further writes are dropped. */
  readonly closed: boolean;
  /** Flushes and releases the sink; for files, fsyncs first. */
  close(): Promise<void>;
}

/**
 * A sink over a stream (stdout). A closed pipe (EPIPE) marks it closed instead of crashing;
 * other write errors are reported by `close()` as a one-line error.
 */
export class StreamSink implements Sink {
  #closed = false;
  #failure: Error | undefined;
  readonly #stream: NodeJS.WritableStream;
  readonly #label: string;

  constructor(stream: NodeJS.WritableStream, label = "stdout") {
    this.#stream = stream;
    this.#label = label;
    stream.on("error", (error: NodeJS.ErrnoException) => {
      this.#closed = true;
      if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") this.#failure = error;
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  write(text: string): void | Promise<void> {
    if (this.#closed || text.length === 0) return;
    if (this.#stream.write(text)) return;
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

  async close(): Promise<void> {
    if (this.#failure) throw new CliError(`cannot write to ${this.#label}: ${this.#failure.message}`, { exitCode: 1 });
  }
}

/**
 * A sink over a file descriptor: every `write` is one `write(2)` call, so a killed process
 * leaves at most a torn last line; `sync()` makes what was written durable.
 */
export class FileSink implements Sink {
  readonly path: string;
  #fd: number;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.#fd = fd;
  }

  /** Opens (creating or truncating, or appending with `append`) a file for writing. */
  static open(path: string, append = false): FileSink {
    try {
      return new FileSink(path, openSync(path, append ? "a" : "w"));
    } catch (error) {
      throw fileError(path, error, "cannot write");
    }
  }

  readonly closed = false;

  write(text: string): void {
    if (text.length === 0) return;
    const bytes = Buffer.from(text, "utf8");
    let offset = 0;
    try {
      // One call in practice; the loop only finishes a short write.
      while (offset < bytes.length) offset += writeSync(this.#fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      throw fileError(this.path, error, "cannot write");
    }
  }

  /** Forces written data to disk. */
  sync(): void {
    try {
      fsyncSync(this.#fd);
    } catch (error) {
      throw fileError(this.path, error, "cannot sync");
    }
  }

  async close(): Promise<void> {
    if (this.#fd < 0) return;
    this.sync();
    closeSync(this.#fd);
    this.#fd = -1;
  }
}

/** Text read from a file or stdin, with the name to use in messages. */
export interface InputText {
  /** The path as given, or "<stdin>". */
  readonly name: string;
  readonly text: string;
}

/** Reads a whole file (or stdin for "-") as UTF-8, with one-line errors for missing files and the like. */
export async function readInput(file: string, io: CliIo): Promise<InputText> {
  if (file === "-") {
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    return { name: "<stdin>", text: stripBom(Buffer.concat(chunks).toString("utf8")) };
  }
  try {
    return { name: file, text: stripBom(readFileSync(resolve(io.cwd, file), "utf8")) };
  } catch (error) {
    throw fileError(file, error, "cannot read");
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A one-line error for a failed file operation. */
export function fileError(path: string, error: unknown, verb: string): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === "ENOENT"
      ? "no such file"
      : code === "EISDIR"
        ? "is a directory"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : code === "ENOTDIR"
            ? "a part of the path is not a directory"
            : code === "ENOSPC"
              ? "no space left on the device"
              : error instanceof Error
                ? error.message
                : String(error);
  return new CliError(`${path}: ${verb}: ${reason}`);
}
