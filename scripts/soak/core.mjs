// The soak run: many generated puzzles per size, each verified (see verify.mjs), spread over
// worker threads; a table of rates, failures and memory at the end. `scripts/soak.mjs` is the
// command; this module is its parts, so that tests can run each of them.
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";

/** Puzzles per size when --count is not given. */
const defaultCounts = { "5x5": 100_000, "8x8": 10_000 };
/** Puzzles for any other size when --count is not given. */
const otherSizeCount = 1_000;
/**
 * The plans of a run without --size: the default options at 5x5 and 8x8, then every level mixed
 * (puzzle i at the (i mod 4)-th level), and hard and expert puzzles at 10x10 and 12x12.
 */
const defaultPlans = [
  { houses: 5, attributes: 5, count: 100_000 },
  { houses: 8, attributes: 8, count: 10_000 },
  { houses: 5, attributes: 5, count: 4_000, difficulty: ["easy", "medium", "hard", "expert"] },
  { houses: 8, attributes: 8, count: 400, difficulty: ["easy", "medium", "hard", "expert"] },
  { houses: 10, attributes: 10, count: 40, difficulty: ["hard", "expert"] },
  { houses: 12, attributes: 12, count: 20, difficulty: ["hard", "expert"] },
];
/** The seed of a run without --seed: fixed, so that two default runs check the same puzzles. */
const defaultSeed = 1;
/** Failures listed per size (all are counted). */
const listedFailures = 20;

const difficulties = ["easy", "medium", "hard", "expert"];

export const usage = `Usage: pnpm soak [--size HxA]... [--count K] [--seed S] [--start I] [--workers W] [--difficulty LIST]

Generates puzzles and verifies each one: a unique solution (countSolutions) equal to the
recorded one, an explanation whose every step and sub-step passes verifyStep and that solves
the puzzle, deduce reproducing it, and a serialize/parse round trip. Prints progress on stderr
and a summary table on stdout; exits 1 if any puzzle fails, listing how to remake each.

  --size HxA        houses x attributes; repeat for several sizes (default: 100,000 5x5 and
                    10,000 8x8 with the default options, then 4,000 5x5 and 400 8x8 of every
                    level mixed, 40 10x10 and 20 12x12 hard and expert)
  --count K         puzzles per size (default: 100,000 for 5x5, 10,000 for 8x8, 1,000 otherwise)
  --seed S          run seed; puzzle i is made from deriveSeed(S, i) (default ${defaultSeed})
  --start I         index of the first puzzle (default 0)
  --workers W       worker threads (default: available parallelism)
  --difficulty L    a level (easy, medium, hard, expert) or a rating (1 to 10), or a comma
                    list of them: puzzle i is made at the (i mod k)-th, as zebra generate does
  --quiet           no progress lines`;

/** A problem with the command line (exit status 2). */
export class SoakUsageError extends Error {}

function whole(text, option, min) {
  const n = Number(String(text).replace(/[_,]/g, ""));
  if (!/^\s*[\d_,]+\s*$/.test(String(text)) || !Number.isSafeInteger(n) || n < min) {
    throw new SoakUsageError(`${option} must be a whole number of at least ${min}, got '${text}'`);
  }
  return n;
}

/**
 * Reads the command line. Returns `{ help: true }` for --help, else the run's options:
 * `{ plans: [{ houses, attributes, count, difficulty? }], seed, start, workers, quiet }`.
 * Throws {@link SoakUsageError} for anything it cannot use.
 */
export function parseSoakArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        size: { type: "string", multiple: true },
        count: { type: "string" },
        seed: { type: "string" },
        start: { type: "string" },
        workers: { type: "string" },
        difficulty: { type: "string" },
        quiet: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new SoakUsageError(error.message);
  }
  if (values.help) return { help: true };
  const difficulty = values.difficulty === undefined ? undefined : parseDifficulty(values.difficulty);
  const count = values.count === undefined ? undefined : whole(values.count, "--count", 1);
  if (values.size === undefined) {
    const plans = defaultPlans.map((plan) => ({ ...plan, ...(count !== undefined ? { count } : {}), ...(difficulty !== undefined ? { difficulty } : {}) }));
    return runOptions(values, plans);
  }
  const plans = values.size.map((text) => {
    const match = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(text);
    if (!match) throw new SoakUsageError(`--size must be HOUSESxATTRIBUTES like 5x5, got '${text}'`);
    const houses = Number(match[1]);
    const attributes = Number(match[2]);
    if (houses < 2 || houses > 20 || attributes < 1 || attributes > 32) {
      throw new SoakUsageError(`--size ${text}: houses must be from 2 to 20 and attributes from 1 to 32`);
    }
    const label = `${houses}x${attributes}`;
    return { houses, attributes, count: count ?? defaultCounts[label] ?? otherSizeCount, ...(difficulty ? { difficulty } : {}) };
  });
  return runOptions(values, plans);
}

function runOptions(values, plans) {
  return {
    plans,
    seed: values.seed === undefined ? defaultSeed : whole(values.seed, "--seed", 0),
    start: values.start === undefined ? 0 : whole(values.start, "--start", 0),
    workers: values.workers === undefined ? availableParallelism() : whole(values.workers, "--workers", 1),
    quiet: values.quiet === true,
  };
}

/** A level, a rating, or a comma list of them (a list stays a list, one item stays itself). */
function parseDifficulty(text) {
  const items = text.split(",").map((item) => {
    const name = item.trim().toLowerCase();
    if (/^\d+$/.test(name) && Number(name) >= 1 && Number(name) <= 10) return Number(name);
    if (difficulties.includes(name)) return name;
    throw new SoakUsageError(`--difficulty: '${item.trim()}' is not a level (${difficulties.join(", ")}) or a rating (1 to 10)`);
  });
  return items.length === 1 ? items[0] : items;
}

/** The difficulty of puzzle `index` of a plan: its level or rating, or the (index mod k)-th of a list. */
export function difficultyOf(plan, index) {
  return Array.isArray(plan.difficulty) ? plan.difficulty[index % plan.difficulty.length] : plan.difficulty;
}

/** A plan's difficulty as `--difficulty` writes it, or "" for none. */
function difficultyLabel(plan) {
  if (plan.difficulty === undefined) return "";
  return Array.isArray(plan.difficulty) ? plan.difficulty.join(",") : String(plan.difficulty);
}

/** The name of a plan's size, as --size writes it. */
function sizeLabel(plan) {
  return `${plan.houses}x${plan.attributes}`;
}

/** A plan's size and difficulty, for progress lines and the table. */
export function planLabel(plan) {
  return plan.difficulty === undefined ? sizeLabel(plan) : `${sizeLabel(plan)} ${difficultyLabel(plan)}`;
}

/** The running totals of one size. */
export function createRow(plan) {
  return { plan, done: 0, failureCount: 0, failures: [], elapsedMs: 0, cpuMs: 0, peakRss: 0, peakHeap: 0 };
}

/** Adds a worker's chunk (`{ from, to, failures, heap }`) to a size's totals. */
export function addChunk(row, chunk) {
  row.done += chunk.to - chunk.from;
  row.failureCount += chunk.failures.length;
  for (const failure of chunk.failures) if (row.failures.length < listedFailures) row.failures.push(failure);
  row.failures.sort((a, b) => a.index - b.index);
  row.peakHeap = Math.max(row.peakHeap, chunk.heap);
}

/** Exit status of a finished run: 1 when any puzzle failed, else 0. */
export function exitStatus(rows) {
  return rows.some((row) => row.failureCount > 0 || row.done < row.plan.count) ? 1 : 0;
}

/**
 * Runs every plan, one size after the other, on `options.workers` threads. Calls
 * `onProgress(row, elapsedMs)` after each finished chunk. Resolves to one row per plan.
 */
export async function runSoak(options, { onProgress = () => {} } = {}) {
  const workers = Array.from({ length: options.workers }, () => new Worker(new URL("./worker.mjs", import.meta.url)));
  try {
    const rows = [];
    for (const plan of options.plans) rows.push(await runPlan(plan, options, workers, onProgress));
    return rows;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

function runPlan(plan, options, workers, onProgress) {
  const row = createRow(plan);
  const end = options.start + plan.count;
  const chunk = Math.max(1, Math.min(200, Math.ceil(plan.count / (workers.length * 16))));
  let next = options.start;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const sampleRss = () => {
    row.peakRss = Math.max(row.peakRss, process.memoryUsage.rss());
  };
  const sampler = setInterval(sampleRss, 250);
  return new Promise((resolve, reject) => {
    const listeners = [];
    const finish = (error) => {
      clearInterval(sampler);
      for (const [worker, onMessage, onError] of listeners) {
        worker.off("message", onMessage);
        worker.off("error", onError);
      }
      if (error) return reject(error);
      sampleRss();
      row.elapsedMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      row.cpuMs = (used.user + used.system) / 1000;
      resolve(row);
    };
    const send = (worker) => {
      if (next >= end) return;
      const from = next;
      next = Math.min(end, next + chunk);
      worker.postMessage({ plan, seed: options.seed, from, to: next });
    };
    for (const worker of workers) {
      const onMessage = (message) => {
        addChunk(row, message);
        sampleRss();
        onProgress(row, performance.now() - started);
        if (row.done >= plan.count) finish();
        else send(worker);
      };
      const onError = (error) => finish(new Error(`a soak worker failed: ${error.message}`));
      worker.on("message", onMessage);
      worker.on("error", onError);
      listeners.push([worker, onMessage, onError]);
      send(worker);
    }
  });
}

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const group = (n) => n.toLocaleString("en-US");

/** Seconds as "42.0 s" or "6 min 5 s". */
function duration(ms) {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** One progress line for a size. */
export function progressLine(row, elapsedMs) {
  const rate = row.done / (elapsedMs / 1000);
  const left = rate > 0 ? ((row.plan.count - row.done) / rate) * 1000 : NaN;
  const pct = Math.floor((100 * row.done) / row.plan.count);
  return `soak ${planLabel(row.plan)}: ${group(row.done)}/${group(row.plan.count)} (${pct}%), ${rate.toFixed(0)} puzzles/s, ${row.failureCount} failed${Number.isFinite(left) && row.done < row.plan.count ? `, about ${duration(left)} left` : ""}`;
}

function markdownTable(columns, rows) {
  const cells = [columns, ...rows];
  const widths = columns.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(columns), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/**
 * The final report: a Markdown table (size, puzzles, failures, rate, CPU per puzzle, elapsed,
 * peak RSS, peak heap per worker) and, for each failure listed, the puzzle's index, seed,
 * problems and the command that remakes it. `context` gives `seed`, `start`, `workers`,
 * `node`, `loadBefore`, `loadAfter` (load averages) and `maxRss` (the process's high-water mark, bytes).
 */
export function formatSummary(rows, context) {
  const table = markdownTable(
    ["size", "puzzles", "failures", "rate (puzzles/s)", "CPU ms / puzzle", "elapsed", "peak RSS (MiB)", "peak heap / worker (MiB)"],
    rows.map((row) => [
      planLabel(row.plan),
      group(row.done),
      String(row.failureCount),
      (row.done / (row.elapsedMs / 1000)).toFixed(0),
      (row.cpuMs / Math.max(1, row.done)).toFixed(2),
      duration(row.elapsedMs),
      mib(row.peakRss),
      mib(row.peakHeap),
    ]),
  );
  const load = (l) => l.map((x) => x.toFixed(2)).join(" ");
  const total = rows.reduce((s, r) => s + r.done, 0);
  const failed = rows.reduce((s, r) => s + r.failureCount, 0);
  const out = [
    `### Soak: seed ${context.seed}${context.start ? `, from index ${context.start}` : ""}, ${context.workers} worker${context.workers === 1 ? "" : "s"}, node ${context.node}`,
    "",
    table,
    "",
    `${group(total)} puzzles, ${failed} failed; process peak RSS ${mib(context.maxRss)} MiB; load average ${load(context.loadBefore)} before, ${load(context.loadAfter)} after.`,
  ];
  for (const row of rows) {
    if (row.failureCount === 0) continue;
    out.push(
      "",
      `${planLabel(row.plan)}: ${row.failureCount} failed${row.failureCount > row.failures.length ? ` (the first ${row.failures.length} by index are listed)` : ""}:`,
    );
    for (const f of row.failures) {
      out.push(`- #${f.index} (puzzle seed ${f.seed}): ${f.problems.join("; ")}`);
      const difficulty = row.plan.difficulty !== undefined ? ` --difficulty ${difficultyLabel(row.plan)}` : "";
      out.push(`  remake: pnpm zebra generate --size ${sizeLabel(row.plan)}${difficulty} --seed ${context.seed} --start ${f.index} --format json`);
      out.push(`  re-check: pnpm soak --size ${sizeLabel(row.plan)}${difficulty} --seed ${context.seed} --start ${f.index} --count 1`);
    }
  }
  return `${out.join("\n")}\n`;
}
