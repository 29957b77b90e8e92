import { closest, parseCommandArgs, stringOption } from "./args.js";
import { CliError, OptionError, isCliError } from "./cli-error.js";
import type { Command } from "./command.js";
import { checkSpec } from "./commands/check-spec.js";
import { dedupSpec } from "./commands/dedup-spec.js";
import { mergeSpec } from "./commands/merge-spec.js";
import { generateSpec } from "./commands/generate-spec.js";
import { gradeSpec } from "./commands/grade-spec.js";
import { importSpec } from "./commands/import-spec.js";
import { renderSpec } from "./commands/render-spec.js";
import { serveSpec } from "./commands/serve-spec.js";
import { solveSpec } from "./commands/solve-spec.js";
import { exitCodes, type ExitCode } from "./exit-codes.js";
import { commandHelp, mainHelp } from "./help.js";
import { inputLimitsFor } from "./input-limits.js";
import { processIo, StreamSink, type CliIo } from "./io.js";
import { cliVersion } from "./version.js";

/** The commands of the `zebra` binary, in the order `--help` lists them. */
const commands: readonly Command[] = [
  { spec: generateSpec, load: async () => (await import("./commands/generate.js")).run },
  { spec: solveSpec, load: async () => (await import("./commands/solve.js")).run },
  { spec: checkSpec, load: async () => (await import("./commands/check.js")).run },
  { spec: renderSpec, load: async () => (await import("./commands/render.js")).run },
  { spec: importSpec, load: async () => (await import("./commands/import.js")).run },
  { spec: gradeSpec, load: async () => (await import("./commands/grade.js")).run },
  { spec: dedupSpec, load: async () => (await import("./commands/dedup.js")).run },
  { spec: mergeSpec, load: async () => (await import("./commands/merge.js")).run },
  { spec: serveSpec, load: async () => (await import("./commands/serve.js")).run },
];

/**
 * Runs the `zebra` command line: `run(["solve", "p.json", "--explain"])`.
 *
 * Use it to embed the CLI (or test it in-process). It never calls `process.exit`: it resolves to
 * the exit code, after writing output to `io.stdout` and one-line errors to `io.stderr`.
 *
 * @param argv - the arguments after the program name
 * @param io - streams and working directory (default: the process's)
 * @returns the exit code (see `exitCodes`)
 * @example
 * ```ts
 * process.exitCode = await run(process.argv.slice(2));
 * ```
 */
export async function run(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  const debug = argv.includes("--debug");
  const [first, ...rest] = argv;
  let name = "";
  try {
    if (first === undefined || first === "--help" || first === "-h" || first === "help") {
      const topic = first === "help" ? rest[0] : undefined;
      const command = topic ? findCommand(topic) : undefined;
      await write(
        io,
        command
          ? commandHelp(command.spec)
          : mainHelp(
              commands.map((c) => c.spec),
              cliVersion(),
            ),
      );
      return exitCodes.ok;
    }
    if (first === "--version" || first === "-V" || first === "version") {
      await write(io, `${cliVersion()}\n`);
      return exitCodes.ok;
    }
    const command = findCommand(first);
    name = command.spec.name;
    const args = parseCommandArgs(command.spec, rest);
    if (args.values["help"]) {
      await write(io, commandHelp(command.spec));
      return exitCodes.ok;
    }
    try {
      const limits = inputLimitsFor(stringOption(args, "max-input"));
      let runCommand: Awaited<ReturnType<Command["load"]>>;
      try {
        runCommand = await command.load();
      } catch (error) {
        // A package missing from the installation: one line, not a loader stack trace.
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new CliError(`cannot load the command: ${reason} (is the installation complete? try reinstalling)`, { exitCode: exitCodes.internal });
      }
      return await runCommand(args, { ...io, limits });
    } catch (error) {
      if (error instanceof OptionError && error.usage === undefined) throw new CliError(error.message, { usage: command.spec.usage });
      throw error;
    }
  } catch (error) {
    reportError(io, name, error, debug);
    return isCliError(error) ? error.exitCode : exitCodes.internal;
  }
}

function findCommand(name: string): Command {
  const command = commands.find((c) => c.spec.name === name);
  if (command) return command;
  const names = commands.map((c) => c.spec.name);
  const hint = name.startsWith("-") ? undefined : (closest(name, names) ?? names.find((n) => name.length >= 3 && n.startsWith(name)));
  throw new CliError(name.startsWith("-") ? `unknown option '${name}'` : `unknown command '${name}'${hint ? ` (did you mean '${hint}'?)` : ""}`, {
    usage: `zebra <${commands.map((c) => c.spec.name).join("|")}> [options]`,
  });
}

async function write(io: CliIo, text: string): Promise<void> {
  const sink = new StreamSink(io.stdout);
  await sink.write(text);
  await sink.close();
}

/** Prints an error as one line (plus the usage line for usage errors, plus the stack with --debug). */
function reportError(io: CliIo, command: string, error: unknown, debug: boolean): void {
  const prefix = command ? `zebra ${command}: ` : "zebra: ";
  if (isCliError(error)) {
    let text = [error.message, ...error.more].map((line) => `${prefix}${line}\n`).join("");
    if (error.usage) text += `usage: ${error.usage}\n`;
    if (debug && error.exitCode === exitCodes.internal && error.stack) text += `${error.stack}\n`;
    io.stderr.write(text);
    return;
  }
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  io.stderr.write(`${prefix}internal error: ${message}${debug ? "" : " (run again with --debug for details)"}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
}
