// The bounds on everything the command line reads from outside: how large a document, a JSONL
// line, a vocabulary file or a `--why` statement may be. Past a bound, reading stops at once
// with one line that names the bound and the option that raises it (`--max-input`), so that an
// endless or enormous input (`/dev/zero`, `yes |`) ends in milliseconds and bounded memory.
import { CliError, OptionError } from "./cli-error.js";
import { exitCodes } from "./exit-codes.js";

/** The kinds of input that have a bound. */
export type InputKind = "document" | "line" | "vocabulary" | "plan" | "statement";

/** The bound of each kind of input, in bytes (UTF-8). */
export type InputLimits = Readonly<Record<InputKind, number>>;

const MiB = 1024 * 1024;

/**
 * The default bounds. A 20×32 puzzle with 5,000 clues is about 1 MiB of JSON, and a record of a
 * 12×12 dataset with both explanations about 200 KiB, so the defaults leave room many times over
 * while keeping the memory of one read well under 100 MiB.
 *
 * @example
 * ```ts
 * defaultInputLimits.line; // 16 MiB
 * ```
 */
export const defaultInputLimits: InputLimits = {
  document: 16 * MiB,
  line: 16 * MiB,
  vocabulary: 4 * MiB,
  plan: 1 * MiB,
  statement: 1000,
};

/** What each kind of input is called in an error ("the limit for a puzzle document"). */
const inputKindNames: Readonly<Record<InputKind, string>> = {
  document: "a puzzle document or text",
  line: "one line of a JSONL file",
  vocabulary: "a vocabulary file",
  plan: "a plan file",
  statement: "a --why statement",
};

/** The option that raises every bound, as the commands accept it. */
const maxInputOption = "--max-input";

/**
 * The bounds for a run: the defaults, each raised to `--max-input SIZE` when that is larger
 * (a bound is never lowered below its default by the option).
 *
 * @param text - the value of `--max-input`, or undefined.
 * @returns the bounds in force.
 * @throws {@link OptionError} for a size that is not a number of bytes.
 * @example
 * ```ts
 * inputLimitsFor("64M").document; // 67108864
 * ```
 */
export function inputLimitsFor(text: string | undefined): InputLimits {
  if (text === undefined) return defaultInputLimits;
  const size = parseByteSize(text, maxInputOption);
  const raise = (n: number): number => Math.max(n, size);
  return {
    document: raise(defaultInputLimits.document),
    line: raise(defaultInputLimits.line),
    vocabulary: raise(defaultInputLimits.vocabulary),
    plan: raise(defaultInputLimits.plan),
    statement: raise(defaultInputLimits.statement),
  };
}

const units: Readonly<Record<string, number>> = {
  "": 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: MiB,
  mb: MiB,
  mib: MiB,
  g: 1024 * MiB,
  gb: 1024 * MiB,
  gib: 1024 * MiB,
};

/** The largest bound: Node cannot hold a longer string, so a larger one could never be read. */
const maxInputBytes = 512 * MiB;

/**
 * Parses a size in bytes: `1000000`, `512K`, `64M`, `1G` (binary units; `KiB`, `MB` and the
 * like are read the same).
 *
 * @throws {@link OptionError} naming the option for anything else, or a size above 512 MiB.
 */
export function parseByteSize(text: string, option: string): number {
  const match = /^(\d{1,12})\s*([a-z]{0,3})$/i.exec(text.trim());
  const unit = match === null ? undefined : units[match[2]!.toLowerCase()];
  const n = match === null || unit === undefined ? NaN : Number(match[1]) * unit;
  if (!Number.isSafeInteger(n) || n < 1) throw new OptionError(`${option} must be a size such as 64M or 1G, got '${text}'`);
  if (n > maxInputBytes) throw new OptionError(`${option} must be at most 512M (the longest text Node can hold), got '${text}'`);
  return n;
}

/** A size in words: "16 MiB", "1,000 bytes". */
export function formatBytes(n: number): string {
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n.toLocaleString("en-US")} bytes`;
}

/**
 * The error for an input past its bound: `NAME: more than 16 MiB, the limit for a puzzle
 * document or text (--max-input SIZE raises it)`, exit 2.
 *
 * @param name - the file (or `<stdin>`, or the option) as the user wrote it.
 * @param kind - which bound.
 * @param limit - the bound in force.
 * @param where - where in the input, e.g. "line 3" (optional).
 */
export function inputTooLarge(name: string, kind: InputKind, limit: number, where?: string): CliError {
  const at = where === undefined ? "" : `${where}: `;
  return new CliError(`${name}: ${at}more than ${formatBytes(limit)}, the limit for ${inputKindNames[kind]} (${maxInputOption} SIZE raises it)`, {
    exitCode: exitCodes.invalid,
  });
}
