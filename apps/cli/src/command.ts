import type { ParsedArgs } from "./args.js";
import type { CommandSpec } from "./command-spec.js";
import type { ExitCode } from "./exit-codes.js";
import type { CliIo } from "./io.js";

/** A command of the `zebra` binary: its spec (options, help) and what it does. */
export interface Command {
  readonly spec: CommandSpec;
  /** Runs the command on parsed arguments; resolves to the exit code. Expected failures throw `CliError`. */
  run(args: ParsedArgs, io: CliIo): Promise<ExitCode>;
}
