// The reward server of `zebra serve`: grades completions against dataset records over HTTP,
// for trainers that call rewards remotely (OpenRLHF's remote reward model, verl and TRL through
// the examples/ functions). Built on node:http with limits on every resource a client could hold:
// body size (read through the same bounded reader as every input of the command line),
// completion size, header and request time, and requests in flight.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ScoreMetric } from "@zebra/dataset";
import { readStreamBounded } from "../bounded-read.js";
import { formatBytes } from "../input-limits.js";
import { startGradePool } from "./grade-pool.js";
import { createGrader, errorReply, HttpError, type GradeRoute, type GraderReply, type RewardRecords } from "./grader.js";

export type { RewardRecords } from "./grader.js";

/** The limits of a reward server; each has a `zebra serve` flag. */
export interface ServerLimits {
  /** The largest request body, in bytes. */
  readonly maxBody: number;
  /** The longest completion graded, in characters; a longer one scores as no answer. */
  readonly maxCompletion: number;
  /** Requests handled at once; more get 503 and `Retry-After`. */
  readonly maxInFlight: number;
  /** Time for a client to send its headers, and its whole request, in milliseconds. */
  readonly headersTimeout: number;
  readonly requestTimeout: number;
}

export const defaultLimits: ServerLimits = {
  maxBody: 8 * 1024 * 1024,
  maxCompletion: 1_000_000,
  maxInFlight: 256,
  headersTimeout: 20_000,
  requestTimeout: 60_000,
};

/** Indexes a record's prompt and text, and those of its other locales, for matching by prompt. */
export function promptsOf(record: Record<string, unknown>): string[] {
  const own = [record["prompt"], record["text"]];
  const locales =
    typeof record["locales"] === "object" && record["locales"] !== null ? Object.values(record["locales"] as Record<string, Record<string, unknown>>) : [];
  return [...own, ...locales.flatMap((l) => [l?.["prompt"], l?.["text"]])]
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map((p) => p.trim());
}

/** A running reward server. */
export interface RewardServer {
  readonly port: number;
  /** Stops accepting connections, lets the requests in flight finish, then resolves. */
  close(): Promise<void>;
}

/**
 * Starts a reward server on 127.0.0.1.
 *
 * @param records - the records to grade against.
 * @param options - the port (0: a free one), the metric (default: each record's), the limits, and
 *   the grading workers (0: grade in the server's thread; more need `workerUrl`, the
 *   `grade-worker.js` module).
 */
export async function startRewardServer(
  records: RewardRecords,
  options: {
    readonly port: number;
    readonly metric?: ScoreMetric;
    readonly limits?: ServerLimits;
    readonly workers?: number;
    readonly workerUrl?: URL;
  },
): Promise<RewardServer> {
  const limits = options.limits ?? defaultLimits;
  const graderOptions = { ...(options.metric ? { metric: options.metric } : {}), maxCompletion: limits.maxCompletion };
  const workers = options.workers ?? 0;
  const pool = workers > 0 && options.workerUrl !== undefined ? await startGradePool(options.workerUrl, workers, records, graderOptions) : undefined;
  const inThread = pool === undefined ? createGrader(records, graderOptions) : undefined;
  const gradeRequest = (route: GradeRoute, body: Uint8Array): Promise<GraderReply> | GraderReply =>
    pool === undefined ? inThread!(route, body) : pool.grade(route, body);
  let inFlight = 0;
  // Once closing, every answer closes its connection, so that the server stops as soon as the last one is sent.
  let closing = false;
  const server: Server = createServer(
    { headersTimeout: limits.headersTimeout, requestTimeout: limits.requestTimeout, maxHeaderSize: 16 * 1024 },
    (request, response) => {
      if (inFlight >= limits.maxInFlight) {
        response.setHeader("Retry-After", "1");
        reply(response, errorReply(503, `busy: ${limits.maxInFlight} requests in progress; retry later`));
        request.resume();
        return;
      }
      inFlight++;
      response.on("close", () => inFlight--);
      handle(request, response).catch((error: unknown) => {
        if (error instanceof HttpError) reply(response, errorReply(error.status, error.message));
        else reply(response, errorReply(500, `internal error: ${error instanceof Error ? error.message : String(error)}`));
      });
    },
  );
  // An idle kept-alive connection is closed after this long. Longer than a busy event loop can
  // stall: a shorter one closes sockets whose next request is already on its way. A client
  // sending a byte a second cannot hold a socket: headersTimeout and requestTimeout end it.
  server.keepAliveTimeout = 30_000;
  server.timeout = limits.requestTimeout;

  function reply(response: ServerResponse, answer: GraderReply): void {
    if (closing && !response.headersSent) response.setHeader("Connection", "close");
    send(response, answer);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? "/").split("?")[0];
    const route = `${request.method} ${path}`;
    if (route === "GET /health")
      return reply(response, { status: 200, body: JSON.stringify({ status: "ok", records: records.byId.size, datasets: records.datasets }) });
    if (route !== "POST /get_reward" && route !== "POST /grade") {
      request.resume();
      const known = ["/health", "/get_reward", "/grade"].includes(path ?? "");
      throw new HttpError(known ? 405 : 404, `${known ? "wrong method for" : "no endpoint"} ${route}; endpoints: POST /get_reward, POST /grade, GET /health`);
    }
    const body = await readBody(request, limits.maxBody);
    reply(response, await gradeRequest(route, body));
  }

  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      void pool?.close();
      reject(error);
    });
    server.listen(options.port, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : options.port;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            server.close(() => void (pool?.close() ?? Promise.resolve()).then(done));
            server.closeIdleConnections();
          }),
      });
    });
  });
}

function send(response: ServerResponse, { status, body }: GraderReply): void {
  if (response.headersSent) return;
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  response.end(body);
}

/**
 * The request's body, read through the command line's bounded reader: refused past `maxBody`
 * bytes, holding no more than that. The rest is read and dropped, not held: a client still
 * sending could not read an early answer; requestTimeout bounds how long it may send.
 */
async function readBody(request: IncomingMessage, maxBody: number): Promise<Buffer> {
  try {
    return await readStreamBounded(
      request.iterator({ destroyOnReturn: false }),
      maxBody,
      () => new HttpError(413, `the body is more than ${formatBytes(maxBody)}, the limit for a request body (zebra serve --max-body BYTES raises it)`),
    );
  } catch (error) {
    if (error instanceof HttpError) request.resume();
    throw error;
  }
}
