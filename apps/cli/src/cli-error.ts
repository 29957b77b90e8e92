import { exitCodes, type ExitCode } from "./exit-codes.js";

/**
 * An expected failure of a command: bad usage or bad input. The command line prints its
 * message as one line (and the usage line for usage errors) and exits with its code, never
 * with a stack trace.
 *
 * @example
 * ```ts
 * throw new CliError("--size must look like 5x5, got \"5by5\"", { usage: "zebra generate [options]" });
 * ```
 */
export class CliError extends Error {
  /** The exit code the process ends with. */
  readonly exitCode: ExitCode;
  /** The relevant usage line, printed under the message for usage errors. */
  readonly usage: string | undefined;
  /** Further problems of the same input, one line each, printed after the message (e.g. every issue of a file). */
  readonly more: readonly string[];

  constructor(message: string, options: { exitCode?: ExitCode; usage?: string; more?: readonly string[] } = {}) {
    super(message);
    this.name = "CliError";
    this.exitCode = options.exitCode ?? exitCodes.invalid;
    this.usage = options.usage;
    this.more = options.more ?? [];
  }
}

/**
 * Whether a value is a {@link CliError} (an expected failure with an exit code).
 *
 * @param error - anything caught.
 * @returns true for a CliError (or an OptionError).
 * @example
 * ```ts
 * try { await work(); } catch (e) { process.exitCode = isCliError(e) ? e.exitCode : 1; }
 * ```
 */
export function isCliError(error: unknown): error is CliError {
  return error instanceof CliError;
}

/**
 * A bad option value (`--size 5by5`): a usage error. The command line adds the command's
 * usage line under the message; the exit code is 2.
 *
 * @example
 * ```ts
 * throw new OptionError("--count must be a whole number ≥ 1, got '0'");
 * ```
 */
export class OptionError extends CliError {
  constructor(message: string) {
    super(message);
    this.name = "OptionError";
  }
}
