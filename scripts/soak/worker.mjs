// A soak worker thread: makes and verifies the items of each chunk it is sent, and answers
// with the chunk's failures and the largest heap it saw.
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { soakItem } from "./verify.mjs";

parentPort.on("message", ({ plan, seed, from, to }) => {
  const failures = [];
  let heap = getHeapStatistics().used_heap_size;
  for (let index = from; index < to; index++) {
    const failure = soakItem(plan, seed, index);
    if (failure) failures.push(failure);
    if ((index - from) % 32 === 31) heap = Math.max(heap, getHeapStatistics().used_heap_size);
  }
  heap = Math.max(heap, getHeapStatistics().used_heap_size);
  parentPort.postMessage({ from, to, failures, heap });
});
