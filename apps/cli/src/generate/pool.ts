import { Worker } from "node:worker_threads";
import { CliError } from "../cli-error.js";
import type { GenerateJob, Produced } from "./job.js";
import { createProducer } from "./produce.js";

/** What a generation run reports about each finished item, in index order. */
export interface PoolCallbacks {
  /** Receives item `index` (its text and part); called in increasing index order. May apply backpressure. */
  readonly onItem: (index: number, item: Produced) => void | Promise<void>;
  /** Asked between items: a true answer stops the run early (e.g. stdout was closed). */
  readonly shouldStop?: () => boolean;
}

/**
 * Messages from the worker (see worker.ts). The items of a chunk come as one buffer of their
 * texts' UTF-8 bytes, one after the other, transferred rather than copied: `ends[k]` is where
 * item `start + k` ends in it, `parts[k]` its part, `replaced[k]` 1 when a replacement seed made it.
 */
export type WorkerReply =
  | {
      readonly kind: "items";
      readonly start: number;
      readonly bytes: Uint8Array;
      readonly ends: Uint32Array;
      readonly parts: Uint32Array;
      readonly replaced: Uint8Array;
    }
  | { readonly kind: "error"; readonly index: number; readonly message: string; readonly stack?: string; readonly expected: boolean };

/**
 * Produces items `start..end-1` of a job and hands them to `onItem` in index order.
 *
 * With one worker the items are made on this thread; with more, on `workers` worker threads,
 * each fed small contiguous chunks, and a reorder buffer restores index order. Item i depends
 * only on the job and i, so the output is the same for every worker count.
 */
export async function generateRange(job: GenerateJob, start: number, end: number, workers: number, callbacks: PoolCallbacks): Promise<void> {
  if (end <= start) return;
  if (workers <= 1 || end - start === 1) return generateInline(job, start, end, callbacks);
  return generateOnWorkers(job, start, end, Math.min(workers, end - start), callbacks);
}

async function generateInline(job: GenerateJob, start: number, end: number, callbacks: PoolCallbacks): Promise<void> {
  const produce = await createProducer(job);
  for (let index = start; index < end; index++) {
    if (callbacks.shouldStop?.()) return;
    let item: Produced;
    try {
      item = produce(index);
    } catch (error) {
      throw itemError(index, error);
    }
    await callbacks.onItem(index, item);
  }
}

function itemError(index: number, error: unknown): Error {
  if (error instanceof CliError) return error;
  const wrapped = new Error(`puzzle #${index}: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack) wrapped.stack = `${wrapped.message}\n${error.stack.split("\n").slice(1).join("\n")}`;
  return wrapped;
}

function generateOnWorkers(job: GenerateJob, start: number, end: number, count: number, callbacks: PoolCallbacks): Promise<void> {
  const total = end - start;
  // Small chunks keep workers evenly loaded; larger ones amortise messaging for tiny puzzles.
  const chunk = Math.max(1, Math.min(32, Math.floor(total / (count * 16))));
  const maxInFlight = 2;
  const maxBuffered = Math.max(256, count * maxInFlight * chunk * 2);
  const buffer = new Map<number, Produced>();
  let nextToSend = start;
  let nextToWrite = start;
  let writing = false;
  let finished = false;

  return new Promise<void>((resolve, reject) => {
    const pool: { worker: Worker; inFlight: number }[] = [];

    const finish = (error?: unknown): void => {
      if (finished) return;
      finished = true;
      for (const slot of pool) void slot.worker.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };

    const refill = (): void => {
      if (finished) return;
      for (const slot of pool) {
        while (slot.inFlight < maxInFlight && nextToSend < end && buffer.size < maxBuffered && !callbacks.shouldStop?.()) {
          const chunkEnd = Math.min(end, nextToSend + chunk);
          slot.worker.postMessage({ start: nextToSend, end: chunkEnd });
          slot.inFlight++;
          nextToSend = chunkEnd;
        }
      }
    };

    const drain = async (): Promise<void> => {
      if (writing || finished) return;
      writing = true;
      try {
        while (buffer.has(nextToWrite)) {
          if (callbacks.shouldStop?.()) return finish();
          const item = buffer.get(nextToWrite)!;
          buffer.delete(nextToWrite);
          const index = nextToWrite++;
          await callbacks.onItem(index, item);
          if (finished) return;
          refill();
        }
        if (nextToWrite >= end) finish();
      } catch (error) {
        finish(error);
      } finally {
        writing = false;
      }
      if (!finished && buffer.has(nextToWrite)) void drain();
    };

    for (let w = 0; w < count; w++) {
      const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: job });
      const slot = { worker, inFlight: 0 };
      pool.push(slot);
      worker.on("message", (reply: WorkerReply) => {
        if (finished) return;
        if (reply.kind === "error") {
          const error = reply.expected ? new CliError(reply.message) : new Error(`puzzle #${reply.index}: ${reply.message}`);
          if (!reply.expected && reply.stack) error.stack = `${error.message}\n${reply.stack.split("\n").slice(1).join("\n")}`;
          return finish(error);
        }
        slot.inFlight--;
        let from = 0;
        reply.ends.forEach((end, k) => {
          buffer.set(reply.start + k, { text: reply.bytes.subarray(from, end), part: reply.parts[k]!, replaced: reply.replaced[k] === 1 });
          from = end;
        });
        refill();
        void drain();
      });
      worker.on("error", (error) => finish(error));
      worker.on("exit", (code) => {
        if (!finished) finish(new Error(`a generation worker stopped unexpectedly (exit code ${code})`));
      });
    }
    refill();
  });
}
