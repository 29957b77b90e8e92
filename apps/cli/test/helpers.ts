// Helpers for the CLI's end-to-end tests: they run the BUILT binary, as a user would.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { CliIo } from "../src/io.js";

/** The repository root (tests run the CLI from there unless told otherwise). */
export const root = fileURLToPath(new URL("../../../", import.meta.url));

/** The built binary. */
export const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

/** Fails with a clear message when the CLI has not been built (`pnpm test` builds first). */
export function requireBuilt(): void {
  if (!existsSync(bin)) {
    throw new Error(`The CLI is not built: ${bin} is missing. Run \`pnpm build\` (or \`pnpm test\`, which builds first).`);
  }
}

/** What a finished run of the binary gave. */
export interface RunResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link zebra}. */
export interface RunOptions {
  readonly cwd?: string;
  /** Text for stdin (stdin is closed at once when absent). */
  readonly input?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** Starts `node dist/bin.js ...args` without waiting. */
export function start(args: readonly string[], options: RunOptions = {}): ChildProcess {
  return spawn(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Runs `zebra ...args` to the end and collects its output. */
export function zebra(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const child = start(args, options);
  return collect(child, options.input);
}

/** Waits for a started child and collects its output. */
export function collect(child: ChildProcess, input?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr!.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }));
    child.stdin!.on("error", () => {});
    child.stdin!.end(input ?? "");
  });
}

/** The lines of a text, without the empty string after a final newline. */
export function lines(text: string): string[] {
  const all = text.split("\n");
  if (all.at(-1) === "") all.pop();
  return all;
}

/** Asserts-by-throwing helper text: no stack trace frames in an error output. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at .+(\(|:\d+)/m.test(text);
}

/**
 * Kills a started child with SIGKILL once `file` holds more than `bytes` bytes; rejects when the
 * child ends before that (it could not be killed mid-write).
 */
export function killWhenLarger(child: ChildProcess, file: string, bytes: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      const size = existsSync(file) ? statSync(file).size : 0;
      if (size > bytes) {
        clearInterval(timer);
        child.kill("SIGKILL");
        resolve();
      }
    }, 5);
    child.on("exit", () => {
      clearInterval(timer);
      reject(new Error("the run ended before it could be killed"));
    });
  });
}

/** Streams for running `run()` in this process: stdin from bytes, stdout and stderr collected. */
export function memoryIo(cwd: string, stdin: Buffer = Buffer.alloc(0), tty = false): { io: CliIo; stdout: () => string; stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (chunks: string[]) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
  const io: CliIo = { stdin: Readable.from([stdin]), stdout: sink(out), stderr: sink(err), cwd, stdoutIsTTY: tty, stderrIsTTY: tty, env: {} };
  return { io, stdout: () => out.join(""), stderr: () => err.join("") };
}
