import { statSync } from "node:fs";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";

/**
 * Whether two paths (relative to `cwd`) name the same file: the same path once resolved, or the
 * same file on disk (a symbolic or hard link, `./x` and `x`). Used to refuse an output that is one
 * of the command's inputs, which writing would destroy. "-" (stdin) is no file.
 *
 * @example
 * ```ts
 * if (sameFile(io.cwd, out, input)) throw new CliError(`--out ${out} would overwrite the input ${input}`);
 * ```
 */
export function sameFile(cwd: string, a: string, b: string): boolean {
  if (a === "-" || b === "-") return false;
  const pa = resolve(cwd, a);
  const pb = resolve(cwd, b);
  if (pa === pb) return true;
  try {
    const sa = statSync(pa);
    const sb = statSync(pb);
    return sa.isFile() && sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

/** The first of `inputs` that is the same file as `output`, or undefined. */
export function inputAt(cwd: string, output: string, inputs: readonly string[]): string | undefined {
  return inputs.find((input) => sameFile(cwd, output, input));
}

/**
 * Refuses (exit 2, one line) an output file that is one of the command's inputs: the output
 * would replace the very file it is made from.
 */
export function refuseInputAsOutput(io: CliIo, out: string, inputs: readonly string[]): void {
  const input = inputAt(io.cwd, out, inputs);
  if (input !== undefined) throw new CliError(`--out ${out} is the input ${input}; writing it would destroy the input, so choose another file`);
}
