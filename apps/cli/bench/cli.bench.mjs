// Generation throughput of the `zebra` binary: JSONL dataset records (puzzle, rendered text,
// explanation, questions, grade) per second, for 5x5 and 8x8 puzzles on 1 and 2 worker threads.
// Each run is a whole process (start-up included), as a user runs it; the best of the runs is kept.
// Wall-clock rates depend on how busy the machine is; "puzzles/CPU s" (CPU time of all threads)
// much less so. Each worker thread warms up its own JIT: 2 to 3 CPU seconds per thread, most
// of it optimising compilation on V8's background threads, which on a 2-core machine compete
// with the workers themselves. Two busy cores also each run slower than one (two separate
// one-worker processes at once show the same loss), so on 2 cores a second worker gains little
// in runs of a few seconds like these; its CPU column shows the second warm-up.
// Peak RSS is the whole process's (main thread and workers). A last table runs 100,000 5x5
// records once with 2 workers and compares its peak RSS with the short run's: memory stays flat
// when records are written as they are made (ZEBRA_BENCH_LONG sets the count; 0 skips it).
// Usage: node apps/cli/bench/cli.bench.mjs  (after `pnpm build`; `pnpm bench cli` does both)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { printTable } from "../../../scripts/bench-utils.mjs";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
if (!existsSync(bin)) {
  console.error(`cli.bench: ${bin} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const repeats = Number(process.env.ZEBRA_BENCH_REPEATS ?? 2);
const longCount = Number(process.env.ZEBRA_BENCH_LONG ?? 100_000);
// 10,000 5×5 records, as a dataset run is long: in a run of 1,500 the JIT's warm-up (1 to 2
// CPU seconds per thread) took as much time as the records.
const cases = [
  { size: "5x5", count: 10_000 },
  { size: "8x8", count: 150 },
];
const workerCounts = [1, 2];
const dir = mkdtempSync(join(tmpdir(), "zebra-cli-bench-"));

// Reports the process's CPU time (all threads) and peak RSS on stderr at exit, so that
// throughput per CPU second can be read even on a busy machine, and memory compared across counts.
const cpuHook = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\ncpu-us "+(u.user+u.system)+" rss-kb "+process.resourceUsage().maxRSS+"\\n")})`;

function runOnce(size, count, workers) {
  const out = join(dir, `${size}-${workers}.jsonl`);
  const args = [
    "--import",
    cpuHook,
    bin,
    "generate",
    "--size",
    size,
    "--count",
    String(count),
    "--seed",
    "1",
    "--workers",
    String(workers),
    "--out",
    out,
    "--quiet",
  ];
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  const ms = performance.now() - t0;
  if (result.status !== 0) throw new Error(`zebra ${args.slice(3).join(" ")} failed: ${result.stderr}`);
  const cpu = Number(/cpu-us (\d+)/.exec(String(result.stderr))?.[1] ?? NaN) / 1000;
  const rssMiB = Number(/rss-kb (\d+)/.exec(String(result.stderr))?.[1] ?? NaN) / 1024;
  return { ms, cpu, rssMiB, bytes: statSync(out).size };
}

const rows = [];
try {
  // Start-up alone: one tiny puzzle.
  const startup = Math.min(...Array.from({ length: repeats }, () => runOnce("3x3", 1, 1).ms));
  for (const { size, count } of cases) {
    const base = {};
    for (const workers of workerCounts) {
      const runs = Array.from({ length: repeats }, () => runOnce(size, count, workers));
      const best = runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
      const perSecond = (count * 1000) / best.ms;
      const steady = (count * 1000) / Math.max(1, best.ms - startup);
      base[workers] = steady;
      rows.push([
        size,
        workers,
        count,
        (best.ms / 1000).toFixed(2),
        perSecond.toFixed(1),
        steady.toFixed(1),
        workers === 1 ? "1.00" : (steady / base[1]).toFixed(2),
        (best.cpu / 1000).toFixed(2),
        ((count * 1000) / best.cpu).toFixed(1),
        (best.bytes / count / 1024).toFixed(1),
        best.rssMiB.toFixed(0),
      ]);
    }
  }
  printTable(
    `zebra generate --format jsonl throughput (best of ${repeats}; start-up ${(startup / 1000).toFixed(2)} s; ${availableParallelism()} cores)`,
    ["size", "workers", "puzzles", "wall s", "puzzles/s", "puzzles/s after start-up", "speed-up", "CPU s", "puzzles/CPU s", "KiB/record", "peak RSS MiB"],
    rows,
  );
  if (longCount > 0) {
    const short = rows.find((r) => r[0] === "5x5" && r[1] === 2);
    const long = runOnce("5x5", longCount, 2);
    printTable(
      `zebra generate --format jsonl, ${longCount.toLocaleString("en-US")} 5x5 records, 2 workers (one run): memory against the short run`,
      ["records", "wall s", "puzzles/s", "CPU s", "puzzles/CPU s", "peak RSS MiB", "short run's peak RSS MiB"],
      [
        [
          longCount.toLocaleString("en-US"),
          (long.ms / 1000).toFixed(1),
          ((longCount * 1000) / long.ms).toFixed(1),
          (long.cpu / 1000).toFixed(1),
          ((longCount * 1000) / long.cpu).toFixed(1),
          long.rssMiB.toFixed(0),
          short?.[10] ?? "–",
        ],
      ],
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
