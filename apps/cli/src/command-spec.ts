/** One option of a command, as data: parsing, `--help` and the docs all read it. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  /** One-letter alias, e.g. "o" for `-o`. */
  readonly short?: string;
  /** The placeholder shown in help for a string option, e.g. "N" or "FILE". */
  readonly value?: string;
  /** One line for `--help`. */
  readonly description: string;
  /** The option may be given more than once (a string option; its values are kept in order). */
  readonly multiple?: boolean;
}

/** A positional argument of a command. */
interface PositionalSpec {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  /** Takes every remaining argument (only the last positional). */
  readonly variadic?: boolean;
}

/** A command of the `zebra` binary, as data. */
export interface CommandSpec {
  readonly name: string;
  /** One line, for `zebra --help`. */
  readonly summary: string;
  /** The usage line without the leading "usage: ", e.g. "zebra solve [options] FILE|-". */
  readonly usage: string;
  readonly positionals: readonly PositionalSpec[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Example command lines with one-line explanations. */
  readonly examples: readonly (readonly [string, string])[];
  /** Extra paragraphs printed after the options. */
  readonly notes?: readonly string[];
}

/** Options every command accepts. */
export const commonOptions = {
  help: { type: "boolean", short: "h", description: "show this help and exit" },
  debug: { type: "boolean", description: "print stack traces of internal errors" },
  "max-input": {
    type: "string",
    value: "SIZE",
    description: "raise the bounds on what is read (16M a document or JSONL line, 4M a vocabulary, 1000 bytes a --why statement) to SIZE, e.g. 64M",
  },
} as const satisfies Record<string, OptionSpec>;
