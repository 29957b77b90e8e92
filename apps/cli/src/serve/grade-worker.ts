// A grading worker of `zebra serve --workers`: grades the requests it is sent against the
// records in workerData (serialised once by the server with node:v8) and sends back each reply.
import { deserialize } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { createGrader, type GradeRoute, type GraderOptions, type RewardRecords } from "./grader.js";

/** What the server gives each worker: the records, serialised, and how to grade. */
export interface GradeWorkerData {
  readonly records: Uint8Array;
  readonly options: GraderOptions;
}

/** A request to a worker, and its answer. */
export interface GradeRequest {
  readonly seq: number;
  readonly route: GradeRoute;
  readonly body: Uint8Array;
}
export interface GradeResponse {
  readonly seq: number;
  readonly status: number;
  readonly text: string;
}

const data = workerData as GradeWorkerData;
const grade = createGrader(deserialize(data.records) as RewardRecords, data.options);
const port = parentPort!;

port.on("message", ({ seq, route, body }: GradeRequest) => {
  const { status, body: text } = grade(route, body);
  const response: GradeResponse = { seq, status, text: text as string };
  port.postMessage(response);
});
port.postMessage("ready");
