import { parseArgs } from "node:util";
import { CliError } from "./cli-error.js";
import { commonOptions, type CommandSpec, type OptionSpec } from "./command-spec.js";

/** Parsed command-line values: strings for string options, booleans for flags, lists for options given more than once. */
type ParsedValues = Record<string, string | boolean | readonly string[] | undefined>;

/** The result of {@link parseCommandArgs}. */
export interface ParsedArgs {
  readonly values: ParsedValues;
  readonly positionals: readonly string[];
}

/**
 * Parses a command's arguments with `node:util` `parseArgs` (strict), turning its errors into
 * one-line {@link CliError}s that carry the command's usage line.
 */
export function parseCommandArgs(spec: CommandSpec, argv: readonly string[]): ParsedArgs {
  const options: Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }> = {};
  const all: Record<string, OptionSpec> = { ...spec.options, ...commonOptions };
  for (const [name, option] of Object.entries(all)) {
    options[name] = { type: option.type, ...(option.short ? { short: option.short } : {}), ...(option.multiple ? { multiple: true } : {}) };
  }
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(spec, describeParseError(spec, error));
  }
  const values: ParsedValues = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    // An option given twice keeps its last value, unless it is meant to be repeated.
    if (Array.isArray(value)) values[name] = all[name]?.multiple ? (value as string[]) : (value[value.length - 1] as string | boolean);
    else values[name] = value as string | boolean;
  }
  if (values["help"]) return { values, positionals: parsed.positionals };
  const max = spec.positionals.at(-1)?.variadic ? Infinity : spec.positionals.length;
  if (parsed.positionals.length > max) {
    const extra = parsed.positionals[max]!;
    throw usageError(spec, max === 0 ? `unexpected argument '${extra}'` : `unexpected extra argument '${extra}'`);
  }
  const missing = spec.positionals.find((p, i) => p.required && parsed.positionals[i] === undefined);
  if (missing) throw usageError(spec, `missing ${missing.name}`);
  return { values, positionals: parsed.positionals };
}

/** A string option's value, or undefined when it was not given. */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}

/** Every value of an option that may be repeated, in order (empty when it was not given). */
export function listOption(args: ParsedArgs, name: string): readonly string[] {
  const value = args.values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}

/** A usage error of a command: the message and the command's usage line. */
export function usageError(spec: CommandSpec, message: string): CliError {
  return new CliError(message, { usage: spec.usage });
}

function describeParseError(spec: CommandSpec, error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION": {
      const name = option ?? "?";
      const hint = suggest(spec, name);
      return `unknown option '${name}'${hint ? ` (did you mean '${hint}'?)` : ""}`;
    }
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE": {
      const name = /--([\w-]+)/.exec(message)?.[1] ?? option?.replace(/^-+|,$/g, "") ?? "?";
      const spec1: OptionSpec | undefined = ({ ...spec.options, ...commonOptions } as Record<string, OptionSpec>)[name];
      if (spec1?.type === "boolean") return `option '--${name}' takes no value`;
      return `option '--${name}' needs a value${spec1?.value ? ` (${spec1.value})` : ""}`;
    }
    default:
      return message.split("\n")[0] ?? message;
  }
}

function suggest(spec: CommandSpec, given: string): string | undefined {
  const bare = given.replace(/^-+/, "").split("=")[0] ?? "";
  const best = closest(bare, Object.keys({ ...spec.options, ...commonOptions }));
  return best === undefined ? undefined : `--${best}`;
}

/**
 * The candidate closest to a mistyped word (at most one edit for short words, two for longer
 * ones; a swap of neighbouring letters is one edit), for "did you mean" hints.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const most = word.length >= 4 ? 2 : 1;
  for (const candidate of candidates) {
    // Words whose lengths differ by more than the edits allowed are never close: skip the table.
    if (Math.abs(candidate.length - word.length) > most) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return bestDistance <= most ? best : undefined;
}

/** Optimal-string-alignment distance (Levenshtein plus swaps of neighbouring letters). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
