// `zebra serve` through real HTTP: OpenRLHF's remote reward protocol, the batch endpoint, bad
// requests, a flood of concurrent requests, the Python examples, and a clean stop.
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lines, requireBuilt, root, start, zebra } from "./helpers.js";

interface Record_ {
  id: string;
  prompt: string;
  final_answer: string;
}

let dir: string;
let dataset: string;
let records: Record_[];
let server: ChildProcess;
let url: string;
let stderr = "";

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-serve-"));
  dataset = join(dir, "train.jsonl");
  const made = await zebra(["generate", "-n", "6", "-s", "11", "--size", "4x4", "-o", dataset, "-q"]);
  expect(made).toMatchObject({ code: 0 });
  records = lines(readFileSync(dataset, "utf8")).map((line) => JSON.parse(line) as Record_);
  // Two grading workers whatever the machine's cores, so that the tests cross threads.
  server = start(["serve", "--dataset", dataset, "--port", "0", "--workers", "2"]);
  server.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  url = await listening(server);
}, 120_000);

/** The server's URL, from the first line it prints. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const first = out.split("\n")[0]!;
      if (out.includes("\n")) {
        const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(first);
        if (match) resolve(match[1]!);
        else reject(new Error(`first line: ${first}`));
      }
    });
    child.on("exit", (code) => reject(new Error(`zebra serve exited with ${code}`)));
  });
}

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url + path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("zebra serve", () => {
  it("GET /health names the records it serves", async () => {
    const response = await fetch(`${url}/health`);
    expect(await response.json()).toEqual({ status: "ok", records: 6, datasets: [dataset] });
  });

  it("POST /get_reward: OpenRLHF's query, prompts and labels in, one reward per query out", async () => {
    const [a, b] = records as [Record_, Record_];
    // A chat template wraps the prompt; the response follows it.
    const templated = (prompt: string, response: string): string => `<|im_start|>user\n${prompt}<|im_end|>\n<|im_start|>assistant\n${response}`;
    const { status, json } = await post("/get_reward", {
      query: [templated(a.prompt, a.final_answer), templated(b.prompt, "I give up."), templated(b.prompt, `<think>${a.final_answer}</think>${b.final_answer}`)],
      prompts: [templated(a.prompt, ""), templated(b.prompt, ""), templated(b.prompt, "")],
      labels: [a.id, b.id, null],
    });
    expect(status).toBe(200);
    expect(json).toEqual({ rewards: [1, 0, 1] });
    const unknown = await post("/get_reward", { query: ["x"], labels: ["nope"] });
    expect(unknown).toEqual({ status: 422, json: { error: 'query 0: no record with id "nope"' } });
  });

  it("POST /grade: a batch of {id, completion}, each with its score, every metric and the grade", async () => {
    const [a, b] = records as [Record_, Record_];
    const { status, json } = await post("/grade", [
      { id: a.id, completion: a.final_answer },
      { id: b.id, completion: "no idea" },
    ]);
    expect(status).toBe(200);
    const results = json["results"] as { id: string; score: number; metric: string; scores: Record<string, number>; grade: { kind: string } }[];
    expect(results.map((r) => [r.id, r.score, r.metric, r.grade.kind])).toEqual([
      [a.id, 1, "binary", "grid"],
      [b.id, 0, "binary", "none"],
    ]);
    expect(results[0]!.scores).toEqual({ binary: 1, cells: 1, blended: 1, question: 1, adjusted: 1 });
  });

  it("answers a bad request with a JSON error, and keeps serving", async () => {
    expect(await post("/grade", "{not json")).toMatchObject({ status: 400, json: { error: expect.stringMatching(/^the body is not JSON: /) } });
    expect(await post("/grade", { id: 1 })).toMatchObject({
      status: 400,
      json: { error: 'the body must be a JSON array of {"id", "completion"} (or {"items": […]})' },
    });
    expect(await post("/get_reward", { query: "x" })).toMatchObject({ status: 400 });
    expect(await post("/nowhere", {})).toMatchObject({ status: 404, json: { error: expect.stringContaining("no endpoint POST /nowhere") } });
    const huge = await post("/grade", "x".repeat(10 * 1024 * 1024));
    expect(huge).toEqual({
      status: 413,
      json: { error: "the body is more than 8 MiB, the limit for a request body (zebra serve --max-body BYTES raises it)" },
    });
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it("grading in workers answers byte for byte as grading in the server's thread", async () => {
    const [a, b] = records as [Record_, Record_];
    const requests: [string, string][] = [
      [
        "/grade",
        JSON.stringify(
          records.flatMap((r) =>
            [r.final_answer, `<think>${b.final_answer}</think>${r.final_answer}`, "no idea"].map((completion) => ({ id: r.id, completion })),
          ),
        ),
      ],
      ["/get_reward", JSON.stringify({ query: [a.prompt + a.final_answer, `${b.prompt}?`], prompts: [a.prompt, b.prompt] })],
      ["/grade", "{not json"],
      ["/grade", "\ufeff[]"],
      ["/grade", JSON.stringify([{ id: a.id, completion: 1 }, { id: "nope" }])],
      ["/get_reward", JSON.stringify({ query: ["x"], labels: [1, 2] })],
    ];
    const inThread = start(["serve", "--dataset", dataset, "--port", "0", "--workers", "0"]);
    try {
      const other = await listening(inThread);
      for (const [path, body] of requests) {
        const [pooled, single] = await Promise.all(
          [url, other].map(async (base) => {
            const response = await fetch(base + path, { method: "POST", body });
            return `${response.status} ${response.headers.get("content-length")} ${await response.text()}`;
          }),
        );
        expect(pooled).toBe(single);
      }
    } finally {
      inThread.kill("SIGKILL");
    }
  });

  it("1,000 concurrent requests each get an answer or a clear busy error", async () => {
    const [a] = records as [Record_];
    const responses = await Promise.all(Array.from({ length: 1000 }, () => post("/grade", [{ id: a.id, completion: a.final_answer }])));
    for (const { status, json } of responses) {
      if (status === 200) expect((json["results"] as { score: number }[])[0]!.score).toBe(1);
      else expect({ status, json }).toEqual({ status: 503, json: { error: "busy: 256 requests in progress; retry later" } });
    }
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it("the Python examples (verl and TRL reward functions) get their rewards from it", () => {
    const run = spawnSync("python3", ["examples/check_examples.py", dataset], { cwd: root, encoding: "utf8", env: { ...process.env, ZEBRA_REWARD_URL: url } });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n").at(-1)).toBe("ok");
  });

  it("stops on SIGTERM after answering the requests in flight", async () => {
    const [a] = records as [Record_];
    const body = JSON.stringify([{ id: a.id, completion: a.final_answer }]);
    // A request whose headers are in and whose body is still coming when the signal arrives.
    const request = httpRequest(`${url}/grade`, { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.end(body.slice(10));
    const { status, text } = await answered;
    expect(status).toBe(200);
    expect((JSON.parse(text) as { results: { score: number }[] }).results[0]!.score).toBe(1);
    expect(await exited).toBe(0);
    expect(stderr).toMatch(/zebra serve: stopped\n$/);
  });

  it("refuses a dataset it cannot serve, in one line", async () => {
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, "{oops\n");
    const result = await zebra(["serve", "--dataset", bad]);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/^zebra serve: .*bad\.jsonl: line 1: invalid JSON: /)]);
  });
});
