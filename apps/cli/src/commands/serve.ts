import { availableParallelism } from "node:os";
import { scoreMetrics, type GradeItem } from "@zebra/dataset";
import { listOption, stringOption, usageError, type ParsedArgs } from "../args.js";
import { CliError } from "../cli-error.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { readItems } from "../grade-items.js";
import type { CliIo } from "../io.js";
import { displayName } from "../jsonl.js";
import { parseChoice, parseInteger } from "../options.js";
import { defaultLimits, promptsOf, startRewardServer, type RewardServer } from "../serve/reward-server.js";
import { serveSpec as spec } from "./serve-spec.js";

async function runServe(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const files = [...listOption(args, "dataset"), ...args.positionals];
  if (files.length === 0) throw usageError(spec, "--dataset FILE is required");
  const port = stringOption(args, "port") === undefined ? 8000 : parseInteger(stringOption(args, "port")!, "--port", 0, 65535);
  const metric = stringOption(args, "score") === undefined ? undefined : parseChoice(stringOption(args, "score")!, "--score", scoreMetrics);
  const limit = (name: string, fallback: number): number =>
    stringOption(args, name) === undefined ? fallback : parseInteger(stringOption(args, name)!, `--${name}`, 1);
  const limits = {
    ...defaultLimits,
    maxBody: limit("max-body", defaultLimits.maxBody),
    maxCompletion: limit("max-completion", defaultLimits.maxCompletion),
    maxInFlight: limit("max-requests", defaultLimits.maxInFlight),
  };
  // One core is left to the thread that reads and answers requests: on two cores a second
  // grading worker measured slower, not faster (docs/guide/grading.md).
  const workers = stringOption(args, "workers") === undefined ? availableParallelism() - 1 : parseInteger(stringOption(args, "workers")!, "--workers", 0, 64);
  const byId = new Map<string, GradeItem>();
  const byPrompt = new Map<string, GradeItem>();
  for (const file of files) {
    const { items } = await readItems(file, io, (record, item) => {
      for (const prompt of promptsOf(record)) if (!byPrompt.has(prompt)) byPrompt.set(prompt, item);
    });
    for (const item of items) {
      if (byId.has(item.id))
        throw new CliError(`${displayName(file)}: id "${item.id}" is in an earlier dataset too; ids must be unique across --dataset files`);
      byId.set(item.id, item);
    }
  }
  let server: RewardServer;
  try {
    server = await startRewardServer(
      { byId, byPrompt, datasets: files.map(displayName) },
      {
        port,
        ...(metric ? { metric } : {}),
        limits,
        workers,
        // Next to the binary in dist/ (its own entry of the build).
        workerUrl: new URL("./grade-worker.js", import.meta.url),
      },
    );
  } catch (error) {
    throw new CliError(`cannot listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}`);
  }
  io.stdout.write(`listening on http://127.0.0.1:${server.port}\n`);
  io.stderr.write(
    `zebra serve: ${byId.size} records from ${files.length === 1 ? displayName(files[0]!) : `${files.length} datasets`}; POST /get_reward, POST /grade, GET /health\n`,
  );
  // Until a signal: then no new connections, the requests in flight answered, exit 0.
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      void server.close().then(resolve);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  io.stderr.write("zebra serve: stopped\n");
  return exitCodes.ok;
}

export { runServe as run };
