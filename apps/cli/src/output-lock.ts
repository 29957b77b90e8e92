// One writer per output file: `zebra generate --out FILE` holds `.FILE.lock` (created exclusively,
// holding its process id) while it writes, so that a second run on the same output is refused
// with one line instead of mixing its records into the first run's. A lock left by a killed
// process (whose id no longer runs) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { CliError } from "./cli-error.js";
import { outputError } from "./io.js";

/** The lock file of an output: hidden, beside it. */
function lockPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.lock`);
}

/** Whether a process with this id runs (on this machine). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock of each output, or throws a one-line CliError (exit 2) naming the output and the
 * process that writes it. Returns the function that releases them.
 *
 * @param paths - absolute paths of the outputs.
 * @param names - the same outputs as the user wrote them, for messages.
 */
export function lockOutputs(paths: readonly string[], names: readonly string[]): () => void {
  const taken: string[] = [];
  const release = (): void => {
    for (const lock of taken) rmSync(lock, { force: true });
  };
  try {
    paths.forEach((path, k) => {
      taken.push(lock(path, names[k]!));
    });
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

function lock(path: string, name: string): string {
  const file = lockPath(path);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw outputError(name, error, "cannot lock");
      const holder = Number.parseInt(readHolder(file), 10);
      if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && running(holder)) {
        throw new CliError(`${name}: another run (process ${holder}) is writing this file; wait for it to end, or choose another --out`);
      }
      // Left by a process that was killed: take it over.
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return file;
  }
}

function readHolder(file: string): string {
  try {
    return readFileSync(file, "utf8").slice(0, 32);
  } catch {
    return "";
  }
}
