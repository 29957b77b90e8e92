// The reward server of `zebra serve`: grades completions against dataset records over HTTP,
// for trainers that call rewards remotely (OpenRLHF's remote reward model, verl and TRL through
// the examples/ functions). Built on node:http with limits on every resource a client could hold:
// body size (read through the same bounded reader as every input of the command line),
// completion size, header and request time, and requests in flight.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gradeAnswer, gradeScore, scoreMetrics, type GradeItem, type ScoreMetric } from "@zebra/dataset";
import { readStreamBounded } from "../bounded-read.js";
import { formatBytes } from "../input-limits.js";

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

/** The records a server grades against: by id, and by the prompts and texts they hold. */
export interface RewardRecords {
  readonly byId: ReadonlyMap<string, GradeItem>;
  readonly byPrompt: ReadonlyMap<string, GradeItem>;
  /** The datasets' names, for `/health`. */
  readonly datasets: readonly string[];
}

/** Indexes a record's prompt and text, and those of its other locales, for matching by prompt. */
export function promptsOf(record: Record<string, unknown>): string[] {
  const own = [record["prompt"], record["text"]];
  const locales =
    typeof record["locales"] === "object" && record["locales"] !== null ? Object.values(record["locales"] as Record<string, Record<string, unknown>>) : [];
  return [...own, ...locales.flatMap((l) => [l?.["prompt"], l?.["text"]])]
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map((p) => p.trim());
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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
 * @param options - the port (0: a free one), the metric (default: each record's), the limits.
 */
export function startRewardServer(
  records: RewardRecords,
  options: { readonly port: number; readonly metric?: ScoreMetric; readonly limits?: ServerLimits },
): Promise<RewardServer> {
  const limits = options.limits ?? defaultLimits;
  let inFlight = 0;
  // Once closing, every answer closes its connection, so that the server stops as soon as the last one is sent.
  let closing = false;
  const server: Server = createServer(
    { headersTimeout: limits.headersTimeout, requestTimeout: limits.requestTimeout, maxHeaderSize: 16 * 1024 },
    (request, response) => {
      if (inFlight >= limits.maxInFlight) {
        response.setHeader("Retry-After", "1");
        reply(response, 503, { error: `busy: ${limits.maxInFlight} requests in progress; retry later` });
        request.resume();
        return;
      }
      inFlight++;
      response.on("close", () => inFlight--);
      handle(request, response).catch((error: unknown) => {
        if (error instanceof HttpError) reply(response, error.status, { error: error.message });
        else reply(response, 500, { error: `internal error: ${error instanceof Error ? error.message : String(error)}` });
      });
    },
  );
  // An idle kept-alive connection is closed after this long. Longer than a busy event loop can
  // stall: a shorter one closes sockets whose next request is already on its way. A client
  // sending a byte a second cannot hold a socket: headersTimeout and requestTimeout end it.
  server.keepAliveTimeout = 30_000;
  server.timeout = limits.requestTimeout;

  function reply(response: ServerResponse, status: number, body: unknown): void {
    if (closing && !response.headersSent) response.setHeader("Connection", "close");
    send(response, status, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? "/").split("?")[0];
    const route = `${request.method} ${path}`;
    if (route === "GET /health") return reply(response, 200, { status: "ok", records: records.byId.size, datasets: records.datasets });
    if (route !== "POST /get_reward" && route !== "POST /grade") {
      request.resume();
      const known = ["/health", "/get_reward", "/grade"].includes(path ?? "");
      throw new HttpError(known ? 405 : 404, `${known ? "wrong method for" : "no endpoint"} ${route}; endpoints: POST /get_reward, POST /grade, GET /health`);
    }
    const body = await readJson(request, limits.maxBody);
    reply(response, 200, route === "POST /grade" ? grade(body) : getReward(body));
  }

  /** The score of one completion against one record, and its grade. */
  function scoreOf(item: GradeItem, completion: unknown) {
    const tooLong = typeof completion === "string" && completion.length > limits.maxCompletion;
    const grade = gradeAnswer(item, tooLong ? undefined : completion);
    const metric = options.metric ?? (item.answerFormat === "question" && item.question !== undefined ? "question" : "binary");
    const scores = Object.fromEntries(scoreMetrics.map((m) => [m, gradeScore(grade, m)]));
    return {
      score: gradeScore(grade, metric) ?? 0,
      metric,
      scores,
      grade: tooLong ? { ...grade, reason: `the completion is longer than ${limits.maxCompletion} characters` } : grade,
    };
  }

  /** OpenRLHF's remote reward model: `query` (prompt and response), `prompts`, `labels` in; `rewards` out, one per query. */
  function getReward(body: unknown): { rewards: number[] } {
    if (typeof body !== "object" || body === null || !Array.isArray((body as Record<string, unknown>)["query"]))
      throw new HttpError(400, 'the body must be a JSON object with "query": an array of strings (and "prompts", "labels" of the same length)');
    const { query, prompts, labels } = body as { query: unknown[]; prompts?: unknown; labels?: unknown };
    for (const [name, list] of [
      ["prompts", prompts],
      ["labels", labels],
    ] as const) {
      if (list !== undefined && (!Array.isArray(list) || list.length !== query.length))
        throw new HttpError(400, `"${name}" must be an array as long as "query" (${query.length})`);
    }
    const rewards = query.map((q, i) => {
      if (typeof q !== "string") throw new HttpError(400, `query ${i}: not a string`);
      const prompt = Array.isArray(prompts) && typeof prompts[i] === "string" ? (prompts[i] as string) : undefined;
      const label = Array.isArray(labels) ? labels[i] : undefined;
      const item =
        (label !== undefined && label !== null ? records.byId.get(String(label)) : undefined) ?? (prompt !== undefined ? findByPrompt(prompt) : undefined);
      if (item === undefined)
        throw new HttpError(
          422,
          `query ${i}: no record ${label !== undefined ? `with id ${JSON.stringify(String(label))}` : ""}${label !== undefined && prompt !== undefined ? " or " : ""}${prompt !== undefined ? "with this prompt" : ""}${label === undefined && prompt === undefined ? 'to grade against: send "labels" (record ids) or "prompts"' : ""}`,
        );
      // The query is the prompt followed by the response: only the response is graded.
      const at = prompt === undefined ? -1 : q.lastIndexOf(prompt);
      return scoreOf(item, at < 0 ? q : q.slice(at + prompt!.length)).score;
    });
    return { rewards };
  }

  /** A record by a prompt as a trainer sends it: the record's prompt, possibly inside a chat template. */
  function findByPrompt(prompt: string): GradeItem | undefined {
    const exact = records.byPrompt.get(prompt.trim());
    if (exact !== undefined) return exact;
    for (const [text, item] of records.byPrompt) if (prompt.includes(text)) return item;
    return undefined;
  }

  /** The batch endpoint: `[{id, completion}]` in; each one's score, every metric and the grade out. */
  function grade(body: unknown): { results: unknown[] } {
    const list = Array.isArray(body) ? body : typeof body === "object" && body !== null ? (body as Record<string, unknown>)["items"] : undefined;
    if (!Array.isArray(list)) throw new HttpError(400, 'the body must be a JSON array of {"id", "completion"} (or {"items": […]})');
    return {
      results: list.map((entry, i) => {
        if (typeof entry !== "object" || entry === null) throw new HttpError(400, `item ${i}: not an object {"id", "completion"}`);
        const { id, completion } = entry as Record<string, unknown>;
        const item = typeof id === "string" || typeof id === "number" ? records.byId.get(String(id)) : undefined;
        if (item === undefined) throw new HttpError(422, `item ${i}: no record with id ${JSON.stringify(id)}`);
        return { id: item.id, ...scoreOf(item, completion) };
      }),
    };
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : options.port;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

/**
 * The request's body as JSON, read through the command line's bounded reader: refused past
 * `maxBody` bytes, holding no more than that. The rest is read and dropped, not held: a client
 * still sending could not read an early answer; requestTimeout bounds how long it may send.
 */
async function readJson(request: IncomingMessage, maxBody: number): Promise<unknown> {
  let body: Buffer;
  try {
    body = await readStreamBounded(
      request.iterator({ destroyOnReturn: false }),
      maxBody,
      () => new HttpError(413, `the body is more than ${formatBytes(maxBody)}, the limit for a request body (zebra serve --max-body BYTES raises it)`),
    );
  } catch (error) {
    if (error instanceof HttpError) request.resume();
    throw error;
  }
  try {
    return JSON.parse(body.toString("utf8"));
  } catch (error) {
    throw new HttpError(400, `the body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
