// The grading workers of `zebra serve --workers N`: the server's thread reads requests and
// writes answers; the workers parse, grade and serialise. Each request goes to the worker with
// the fewest in hand. A worker that dies answers its requests with a 500 and is replaced.
import { serialize } from "node:v8";
import { Worker } from "node:worker_threads";
import type { GradeRequest, GradeResponse, GradeWorkerData } from "./grade-worker.js";
import { errorReply, type GradeRoute, type GraderOptions, type GraderReply, type RewardRecords } from "./grader.js";

/** Workers that grade requests; `close` ends them. */
export interface GradePool {
  grade(route: GradeRoute, body: Uint8Array): Promise<GraderReply>;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  readonly pending: Map<number, (reply: GraderReply) => void>;
}

/**
 * Starts `count` grading workers and resolves once each has read the records.
 *
 * @param url - the worker's module (`grade-worker.js` next to the binary).
 */
export async function startGradePool(url: URL, count: number, records: RewardRecords, options: GraderOptions): Promise<GradePool> {
  // Serialised once, copied to each worker: cheaper than cloning the records per worker.
  const workerData: GradeWorkerData = { records: serialize(records), options };
  let seq = 0;
  let closing = false;

  function spawn(): Promise<Slot> {
    const slot: Slot = { worker: new Worker(url, { workerData }), pending: new Map() };
    let ready = false;
    return new Promise((resolve, reject) => {
      const fail = (error: Error): void => {
        for (const answer of slot.pending.values()) answer(errorReply(500, `internal error: a grading worker stopped (${error.message})`));
        slot.pending.clear();
      };
      slot.worker.on("message", (message: GradeResponse | "ready") => {
        if (message === "ready") {
          ready = true;
          return resolve(slot);
        }
        slot.pending.get(message.seq)?.({ status: message.status, body: message.text });
        slot.pending.delete(message.seq);
      });
      slot.worker.on("error", (error) => {
        fail(error);
        reject(error);
      });
      slot.worker.on("exit", (code) => {
        fail(new Error(`exit code ${code}`));
        // One that never started (the records unreadable) is not retried.
        if (closing || !ready) return;
        // Replaced, so that one crash does not halve the server for good.
        void spawn().then(
          (fresh) => void slots.splice(slots.indexOf(slot), 1, fresh),
          () => undefined,
        );
      });
    });
  }

  const slots: Slot[] = await Promise.all(Array.from({ length: count }, spawn));
  return {
    grade(route, body) {
      const slot = slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
      const request: GradeRequest = { seq: seq++, route, body };
      return new Promise((resolve) => {
        slot.pending.set(request.seq, resolve);
        slot.worker.postMessage(request);
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
