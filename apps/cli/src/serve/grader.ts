// What a reward server answers to a grading request, apart from HTTP: the body's bytes in, the
// status and the JSON text out. The same function runs in the server's thread or in a grading
// worker (`zebra serve --workers`), so that both give the same bytes.
import { gradeAnswer, gradeScore, scoreMetrics, type GradeItem, type ScoreMetric } from "@zebra/dataset";

/** The records a server grades against: by id, and by the prompts and texts they hold. */
export interface RewardRecords {
  readonly byId: ReadonlyMap<string, GradeItem>;
  readonly byPrompt: ReadonlyMap<string, GradeItem>;
  /** The datasets' names, for `/health`. */
  readonly datasets: readonly string[];
}

/** The grading endpoints. */
export type GradeRoute = "POST /grade" | "POST /get_reward";

/** How a server grades: the metric (default: each record's) and the longest completion graded. */
export interface GraderOptions {
  readonly metric?: ScoreMetric;
  readonly maxCompletion: number;
}

/** An answer: its HTTP status and its JSON text (as UTF-8 bytes when it comes from a worker). */
export interface GraderReply {
  readonly status: number;
  readonly body: string | Uint8Array;
}

/** A request the server refuses, with the status that says why. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The reply that carries an error message. */
export function errorReply(status: number, message: string): GraderReply {
  return { status, body: JSON.stringify({ error: message }) };
}

/** A grader: one request's route and body bytes in, its reply out. Never throws. */
export function createGrader(records: RewardRecords, options: GraderOptions): (route: GradeRoute, body: Uint8Array) => GraderReply {
  /** The score of one completion against one record, and its grade. */
  function scoreOf(item: GradeItem, completion: unknown) {
    const tooLong = typeof completion === "string" && completion.length > options.maxCompletion;
    const grade = gradeAnswer(item, tooLong ? undefined : completion);
    const metric = options.metric ?? (item.answerFormat === "question" && item.question !== undefined ? "question" : "binary");
    const scores = Object.fromEntries(scoreMetrics.map((m) => [m, gradeScore(grade, m)]));
    return {
      score: gradeScore(grade, metric) ?? 0,
      metric,
      scores,
      grade: tooLong ? { ...grade, reason: `the completion is longer than ${options.maxCompletion} characters` } : grade,
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

  return (route, bytes) => {
    try {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
      } catch (error) {
        throw new HttpError(400, `the body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { status: 200, body: JSON.stringify(route === "POST /grade" ? grade(body) : getReward(body)) };
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error.status, error.message);
      return errorReply(500, `internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
