// A generation worker: makes the items of the chunks it is sent, for the job in workerData.
import { parentPort, workerData } from "node:worker_threads";
import { CliError } from "../cli-error.js";
import type { GenerateJob, Produced } from "./job.js";
import type { WorkerReply } from "./pool.js";
import { createProducer } from "./produce.js";

const port = parentPort!;
const producing = createProducer(workerData as GenerateJob);

/** The items' texts as one buffer of UTF-8 bytes, to be transferred (see {@link WorkerReply}). */
function encodeItems(start: number, items: readonly Produced[]): Extract<WorkerReply, { kind: "items" }> {
  const ends = new Uint32Array(items.length);
  const parts = new Uint32Array(items.length);
  const replaced = new Uint8Array(items.length);
  let length = 0;
  items.forEach((item, k) => {
    length += typeof item.text === "string" ? Buffer.byteLength(item.text, "utf8") : item.text.length;
    ends[k] = length;
    parts[k] = item.part;
    replaced[k] = item.replaced ? 1 : 0;
  });
  // Its own memory (not Node's shared pool), so that it can be transferred.
  const bytes = Buffer.allocUnsafeSlow(length);
  items.forEach((item, k) => {
    const from = k === 0 ? 0 : ends[k - 1]!;
    if (typeof item.text === "string") bytes.write(item.text, from, "utf8");
    else bytes.set(item.text, from);
  });
  return { kind: "items", start, bytes, ends, parts, replaced };
}

port.on("message", async (message: { start: number; end: number }) => {
  let index = message.start;
  try {
    const produce = await producing;
    const items: Produced[] = [];
    for (; index < message.end; index++) items.push(produce(index));
    const reply = encodeItems(message.start, items);
    port.postMessage(reply, [reply.bytes.buffer as ArrayBuffer]);
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
