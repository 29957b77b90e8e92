// A generation worker: makes the items of the chunks it is sent, for the job in workerData.
import { parentPort, workerData } from "node:worker_threads";
import { CliError } from "../cli-error.js";
import type { GenerateJob, Produced } from "./job.js";
import type { WorkerReply } from "./pool.js";
import { createProducer } from "./produce.js";

const port = parentPort!;
const producing = createProducer(workerData as GenerateJob);

port.on("message", async (message: { start: number; end: number }) => {
  let index = message.start;
  try {
    const produce = await producing;
    const items: Produced[] = [];
    for (; index < message.end; index++) items.push(produce(index));
    port.postMessage({ kind: "items", start: message.start, items } satisfies WorkerReply);
  } catch (error) {
    const reply: WorkerReply = {
      kind: "error",
      index,
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      expected: error instanceof CliError,
    };
    port.postMessage(reply);
  }
});
