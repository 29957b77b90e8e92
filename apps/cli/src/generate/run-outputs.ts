// The files a `zebra generate --out` run writes. Each is written as a partial file beside it
// (`.NAME.partial`) and renamed into place only when the run is complete, under a lock that keeps
// a second run off the same output: a run that is killed, fails or is interrupted leaves the
// earlier file byte for byte, and its partial file is what `--resume` continues.
import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isSpecialFile, outputError } from "../io.js";
import { lockOutputs } from "../output-lock.js";

/** The partial file of an output: hidden, beside it, one per output (so that `--resume` finds it). */
function partialPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.partial`);
}

/** The outputs of one run, locked, with the paths to write to now. */
export interface RunOutputs {
  /** Where the records go while the run lasts: the partial files (or the outputs themselves for `/dev/null` and pipes). */
  readonly writePaths: readonly string[];
  /** Whether a partial file of an interrupted run was there before this run (and is continued by it). */
  readonly continued: boolean;
  /** Renames the partial files over the outputs: the run is complete. */
  commit(): void;
  /** Releases the locks, and removes the partial files unless `keepPartials` (a JSONL run that `--resume` can continue). */
  release(keepPartials: boolean): void;
}

/**
 * Locks the outputs and prepares their partial files: with `resume`, a partial file left by an
 * interrupted run is continued, and an output without one (a finished dataset, or one written
 * in place by an earlier version) is copied to it first, so that the output itself stays whole.
 *
 * @param paths - absolute paths of the outputs.
 * @param names - the outputs as the user wrote them, for messages.
 * @param resume - whether the run continues earlier records (`--resume`).
 */
export function openRunOutputs(paths: readonly string[], names: readonly string[], resume: boolean): RunOutputs {
  const regular = paths.map((path) => !isSpecialFile(path));
  const release = lockOutputs(
    paths.filter((_, k) => regular[k]),
    names.filter((_, k) => regular[k]),
  );
  const writePaths = paths.map((path, k) => (regular[k] ? partialPath(path) : path));
  const continued = resume && writePaths.some((partial, k) => regular[k] && existsSync(partial));
  try {
    if (resume) {
      writePaths.forEach((partial, k) => {
        if (regular[k] && !existsSync(partial) && existsSync(paths[k]!)) copyFileSync(paths[k]!, partial);
      });
    }
  } catch (error) {
    release();
    throw outputError(names[0]!, error, "cannot resume");
  }
  return {
    writePaths,
    continued,
    commit() {
      try {
        writePaths.forEach((partial, k) => {
          if (regular[k]) renameSync(partial, paths[k]!);
        });
      } catch (error) {
        throw outputError(names[0]!, error);
      }
    },
    release(keepPartials) {
      if (!keepPartials)
        writePaths.forEach((partial, k) => {
          if (regular[k]) rmSync(partial, { force: true });
        });
      release();
    },
  };
}
