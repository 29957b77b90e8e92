// Generation throughput of the `zebra` binary: JSONL dataset records (puzzle, rendered text,
// explanation, questions, grade) per second, for 5x5 and 8x8 puzzles on 1 and 2 worker threads.
// Each run is a whole process (start-up included), as a user runs it; the best of the runs is kept.
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
const cases = [
  { size: "5x5", count: 400 },
  { size: "8x8", count: 40 },
];
const workerCounts = [1, 2];
const dir = mkdtempSync(join(tmpdir(), "zebra-cli-bench-"));

function runOnce(size, count, workers) {
  const out = join(dir, `${size}-${workers}.jsonl`);
  const args = [bin, "generate", "--size", size, "--count", String(count), "--seed", "1", "--workers", String(workers), "--out", out, "--quiet"];
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  const ms = performance.now() - t0;
  if (result.status !== 0) throw new Error(`zebra ${args.slice(1).join(" ")} failed: ${result.stderr}`);
  return { ms, bytes: statSync(out).size };
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
        (best.bytes / count / 1024).toFixed(1),
      ]);
    }
  }
  printTable(
    `zebra generate --format jsonl throughput (best of ${repeats}; start-up ${(startup / 1000).toFixed(2)} s; ${availableParallelism()} cores)`,
    ["size", "workers", "puzzles", "wall s", "puzzles/s", "puzzles/s after start-up", "speed-up", "KiB/record"],
    rows,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
