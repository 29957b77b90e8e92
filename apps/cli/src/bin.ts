// The `zebra` binary. Output is never cut short: the exit code goes through process.exitCode,
// so Node flushes stdout before the process ends.

// Write errors never become uncaught exceptions. On stdout, the sinks report them: a closed
// pipe (`zebra generate --count 1000 | head`) ends the run quietly, a full disk is one line and
// exit code 5. On stderr they are ignored: messages that cannot be shown must not fail a run
// whose output is complete.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

try {
  // Imported here rather than statically so that a broken installation (a missing package)
  // is reported as one line, not as a loader stack trace.
  const { run } = await import("./run.js");
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  process.stderr.write(`zebra: cannot start: ${message} (is the installation complete? try reinstalling)\n`);
  if (process.argv.includes("--debug") && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
}
export {};
