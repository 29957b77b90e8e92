/**
 * The exit codes of the `zebra` command, as data: `--help` and the docs list them from here.
 *
 * Scripts can rely on them: `solve` and `check` report "not unique" and "no solution" with
 * their own codes, so that `zebra solve p.json && …` goes on only for a unique answer.
 *
 * @example
 * ```ts
 * if (code === exitCodes.multiple) io.stderr.write("the puzzle has several answers\n");
 * ```
 */
export const exitCodes = {
  /** Success; for `solve` and `check`, the puzzle has exactly one solution. */
  ok: 0,
  /** An internal error (a bug): please report it, with `--debug` output. */
  internal: 1,
  /** Bad usage (unknown option, bad value) or invalid input (missing file, invalid JSON, invalid puzzle). */
  invalid: 2,
  /** `solve`, `check`: the puzzle is valid but has more than one solution. */
  multiple: 3,
  /** `solve`, `check`: the puzzle is valid but has no solution. */
  unsatisfiable: 4,
  /** The output could not be written (a full disk, an I/O error, a read-only place); an output file keeps what it held before. */
  output: 5,
} as const;

/** One of the documented exit codes. */
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/**
 * What each exit code means, one line each, in code order; `--help` prints it.
 *
 * @example
 * ```ts
 * for (const [code, meaning] of exitCodeMeanings) console.log(code, meaning);
 * ```
 */
export const exitCodeMeanings: readonly (readonly [ExitCode, string])[] = [
  [exitCodes.ok, "success (solve, check: exactly one solution)"],
  [exitCodes.internal, "internal error (run again with --debug and report it)"],
  [exitCodes.invalid, "usage error or invalid input (missing file, invalid JSON, invalid puzzle)"],
  [exitCodes.multiple, "solve, check: more than one solution"],
  [exitCodes.unsatisfiable, "solve, check: no solution"],
  [exitCodes.output, "cannot write the output (disk full, I/O error, no permission); an output file keeps what it held"],
];
