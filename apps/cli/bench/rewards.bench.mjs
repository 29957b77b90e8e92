// Reward throughput: completions graded per second by `score` in one thread, and by `zebra serve`
// over HTTP (batches of 64 and single completions on 4 connections); and the time to
// grade one 1 MB completion. The completions are a mix a training run sees: the gold answer,
// a grid with two cells swapped, a draft then a final answer in <think>, prose without a grid.
// Usage: node apps/cli/bench/rewards.bench.mjs  (after `pnpm build`; `pnpm bench rewards` does both)
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { score } from "@zebra/dataset";
import { printTable } from "../../../scripts/bench-utils.mjs";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "zebra-bench-rewards-"));
const file = join(dir, "data.jsonl");
const made = spawnSync(process.execPath, [bin, "generate", "-n", "200", "-s", "5", "--size", "5x5", "-o", file, "-q"]);
if (made.status !== 0) throw new Error(made.stderr.toString());
const records = readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));

function completionsOf(record) {
  const swapped = record.final_answer.replace(/"House 1": \{"([^"]+)": "([^"]+)"/, '"House 1": {"$1": "?"');
  return [
    record.final_answer,
    swapped,
    `<think>Let me try.\n${swapped}\nNo, clue 2 says otherwise.</think>\n${record.explanation_concise}`,
    "I think the answer is that nobody owns the zebra.",
  ];
}
const work = records.flatMap((record) => completionsOf(record).map((completion) => ({ record, completion })));

// In-process: warm up, then as many passes as fit in 3 seconds.
for (const { record, completion } of work) score(record, completion);
let graded = 0;
const t0 = performance.now();
while (performance.now() - t0 < 3000) {
  for (const { record, completion } of work) score(record, completion);
  graded += work.length;
}
const inProcess = graded / ((performance.now() - t0) / 1000);

// One 1 MB completion: prose with the final grid at the end.
const prose = "Considering clue 3 again, the second house cannot hold the tea drinker. ".repeat(14_000);
const big = `${prose}\n${records[0].final_answer}`;
const bigTimes = Array.from({ length: 5 }, () => {
  const t = performance.now();
  score(records[0], big);
  return performance.now() - t;
}).sort((a, b) => a - b);

// Over HTTP: `zebra serve` in its own process, the client on kept-alive node:http sockets (a
// lighter client than fetch, so that on two cores the bench measures the server more than
// itself). Batches of 64 (how verl and OpenRLHF send rewards) and single completions, grading
// in the server's thread (--workers 0) and in the default workers; the configurations take
// turns, three rounds, and each row is the median, so that a shared machine's load falls on all.
const items = work.map(({ record, completion }) => ({ id: record.id, completion }));
const bodiesOf = (size) => {
  const bodies = [];
  for (let i = 0; i < items.length; i += size) bodies.push(JSON.stringify(items.slice(i, i + size)));
  return bodies;
};
const batchBodies = bodiesOf(64);
const singleBodies = bodiesOf(1);

async function overHttp(workers, bodies) {
  const args = [bin, "serve", "--dataset", file, "--port", "0", ...(workers === undefined ? [] : ["--workers", String(workers)])];
  const server = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
  const url = await new Promise((resolve) => server.stdout.once("data", (chunk) => resolve(chunk.toString().trim().replace("listening on ", ""))));
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const post = (body) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        `${url}/grade`,
        { method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const drive = async (millis) => {
    let sent = 0;
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() - start < millis) {
          const { results } = await post(bodies[next++ % bodies.length]);
          sent += results.length;
        }
      }),
    );
    return sent / ((performance.now() - start) / 1000);
  };
  await drive(1000); // warm-up: every thread compiles its grader
  const rate = await drive(2500);
  agent.destroy();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  return rate;
}

const configs = [
  ["zebra serve over HTTP, POST /grade, 64 a batch, --workers 0 (grading in the server's thread)", 0, batchBodies],
  ["zebra serve over HTTP, POST /grade, 64 a batch, default workers", undefined, batchBodies],
  ["zebra serve over HTTP, POST /grade, one completion a request, default workers", undefined, singleBodies],
];
const rates = configs.map(() => []);
const load = [loadavg()[0]];
for (let round = 0; round < 3; round++) for (const [k, [, workers, bodies]] of configs.entries()) rates[k].push(await overHttp(workers, bodies));
load.push(loadavg()[0]);
const median = (values) => [...values].sort((a, b) => a - b)[1];
rmSync(dir, { recursive: true, force: true });

printTable(
  `Rewards (${availableParallelism()} cores, load average ${load.map((l) => l.toFixed(1)).join(" → ")})`,
  ["measure", "value"],
  [
    ["completions/s, score() in one thread (5x5; gold, wrong, draft + final, prose)", Math.round(inProcess).toLocaleString("en")],
    ...configs.map(([name], k) => [`completions/s, ${name} (4 connections; median of 3)`, Math.round(median(rates[k])).toLocaleString("en")]),
    ["ms to grade one 1 MB completion (median of 5)", bigTimes[2].toFixed(1)],
  ],
);
