#!/usr/bin/env node
// `pnpm soak`: generates many puzzles per size (default 100,000 5x5 and 10,000 8x8, then every
// level mixed at 5x5 and 8x8, and hard and expert at 10x10 and 12x12) on worker threads and verifies every one of them; prints progress on stderr and a summary table on
// stdout, and exits 1 if any puzzle fails. It takes minutes, so it is not part of `npm test`.
// `pnpm soak --help` lists the options; docs/guide/limits.md shows a run's figures.
import { loadavg } from "node:os";
import { SoakUsageError, exitStatus, formatSummary, parseSoakArgs, planLabel, progressLine, runSoak, usage } from "./soak/core.mjs";

let options;
try {
  options = parseSoakArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof SoakUsageError)) throw error;
  console.error(`soak: ${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const loadBefore = loadavg();
const total = options.plans.reduce((s, p) => s + p.count, 0);
console.error(
  `soak: ${total.toLocaleString("en-US")} puzzles (${options.plans.map((p) => `${p.count.toLocaleString("en-US")} ${planLabel(p)}`).join(", ")}), seed ${options.seed}, ${options.workers} worker thread${options.workers === 1 ? "" : "s"}, load average ${loadBefore.map((x) => x.toFixed(2)).join(" ")}`,
);

const tty = process.stderr.isTTY === true;
let lastLine = 0;
function onProgress(row, elapsedMs) {
  if (options.quiet) return;
  const now = performance.now();
  const finished = row.done >= row.plan.count;
  if (tty) {
    if (finished || now - lastLine > 200) process.stderr.write(`\r${progressLine(row, elapsedMs)}\x1b[K${finished ? "\n" : ""}`);
  } else if (finished || now - lastLine > 15_000) {
    process.stderr.write(`${progressLine(row, elapsedMs)}\n`);
  } else return;
  lastLine = now;
}

let rows;
try {
  rows = await runSoak(options, { onProgress });
} catch (error) {
  console.error(`soak: ${error.message}`);
  process.exit(1);
}
process.stdout.write(
  formatSummary(rows, {
    seed: options.seed,
    start: options.start,
    workers: options.workers,
    node: process.version,
    loadBefore,
    loadAfter: loadavg(),
    maxRss: process.resourceUsage().maxRSS * 1024,
  }),
);
process.exitCode = exitStatus(rows);
