// Helpers for the CLI's end-to-end tests: they run the BUILT binary, as a user would.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

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
