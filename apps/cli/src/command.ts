import type { ParsedArgs } from "./args.js";
import type { CommandSpec } from "./command-spec.js";
import type { ExitCode } from "./exit-codes.js";
import type { CliIo } from "./io.js";

/** What a command does: runs on parsed arguments and resolves to the exit code. Expected failures throw `CliError`. */
type CommandRun = (args: ParsedArgs, io: CliIo) => Promise<ExitCode>;

/**
 * A command of the `zebra` binary: its spec (options, help), and its implementation, loaded
 * only when the command runs, so that `--help`, `--version` and usage errors start fast.
 */
export interface Command {
  readonly spec: CommandSpec;
  load(): Promise<CommandRun>;
}
