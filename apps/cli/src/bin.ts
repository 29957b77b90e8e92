import { run } from "./run.js";

// A closed stdout (`zebra generate --count 1000 | head`) is not an error: the sinks stop
// writing; this keeps a late EPIPE from becoming an uncaught exception.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

// Exit codes go through process.exitCode so that pending output is flushed first.
process.exitCode = await run(process.argv.slice(2));
