// Benchmark of @zebra/solver (the built package) on documents with thousands of distinct clues:
// 20 houses, 8 attributes of strings, and N distinct clues true of a seeded hidden grid, of the
// kinds not_same, not_next_to, left_of and right_of. Each case runs `deduce` (every tier) in its
// own process, without and with the trace, and reports the time and the process's peak RSS.
//
//   pnpm build && node packages/solver/bench/many-clues.bench.mjs [N ...]   (default 1000 2000 5000)
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { clueHolds, createRng, placementFromGrid } from "@zebra/model";
import { deduce } from "@zebra/solver";

/** The puzzle: `count` distinct true clues over a 20 × 8 grid (seed 42). */
function puzzleOf(count) {
  const rng = createRng(42);
  const r = () => rng.float();
  const size = 20;
  const attributes = Array.from({ length: 8 }, (_, a) => ({ name: `A${a}`, values: Array.from({ length: size }, (_, i) => `a${a}v${i}`) }));
  const hidden = {};
  for (const a of attributes) {
    const v = a.values.slice();
    for (let i = v.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [v[i], v[j]] = [v[j], v[i]];
    }
    hidden[a.name] = v;
  }
  const truth = placementFromGrid(hidden, size);
  const types = ["not_same", "not_next_to", "left_of", "right_of"];
  const seen = new Set();
  const clues = [];
  while (clues.length < count) {
    const ref = () => {
      const a = attributes[Math.floor(r() * attributes.length)];
      return { attr: a.name, value: a.values[Math.floor(r() * size)] };
    };
    const clue = { type: types[Math.floor(r() * types.length)], a: ref(), b: ref() };
    const key = JSON.stringify(clue);
    if (seen.has(key) || clueHolds(clue, truth) !== true) continue;
    seen.add(key);
    clues.push(clue);
  }
  return { format: "zebra-puzzle/1", size, attributes, clues };
}

const self = fileURLToPath(import.meta.url);
if (process.argv[2] === "--case") {
  const count = Number(process.argv[3]);
  const trace = process.argv[4] === "trace";
  const puzzle = puzzleOf(count);
  const started = performance.now();
  const result = deduce(puzzle, { trace });
  const elapsed = performance.now() - started;
  const rssMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ status: result.status, tier: result.tier, steps: result.steps.length, ms: Math.round(elapsed), rssMiB: Math.round(rssMiB) }));
} else {
  const counts = process.argv.slice(2).map(Number);
  console.log(`deduce on 20 × 8 puzzles with N distinct true clues (load average ${loadavg()[0].toFixed(1)})`);
  console.log("| clues | trace | status | tier | steps | ms | peak RSS (MiB) |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const count of counts.length > 0 ? counts : [1000, 2000, 5000]) {
    for (const trace of ["fast", "trace"]) {
      const run = spawnSync(process.execPath, [self, "--case", String(count), trace], { encoding: "utf8" });
      if (run.status !== 0) {
        console.log(`| ${count} | ${trace} | failed (exit ${run.status ?? run.signal}) | | | | |`);
        continue;
      }
      const r = JSON.parse(run.stdout);
      console.log(`| ${count} | ${trace === "trace" ? "yes" : "no"} | ${r.status} | ${r.tier} | ${r.steps} | ${r.ms} | ${r.rssMiB} |`);
    }
  }
}
