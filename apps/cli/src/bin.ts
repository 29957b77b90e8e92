// The `zebra` binary. Output is never cut short: the exit code goes through process.exitCode,
// so Node flushes stdout before the process ends.

// A closed stdout (`zebra generate --count 1000 | head`) is not an error: the sinks stop
// writing; these keep a late EPIPE from becoming an uncaught exception.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
}

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
