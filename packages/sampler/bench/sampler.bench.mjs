// Generation speed and puzzle shape per size, on the BUILT packages.
// Run: pnpm --filter @zebra/model --filter @zebra/solver --filter @zebra/sampler build && node packages/sampler/bench/sampler.bench.mjs
// Prints tables; asserts nothing. Each size stops early when its time share is used up (after at
// least `minimum` puzzles). CPU time is printed next to wall time: on a shared machine it is the
// steadier of the two.
import { performance } from "node:perf_hooks";
import { deduce } from "@zebra/solver";
import { deriveSeed, generatePuzzle } from "@zebra/sampler";
import { mean, median, ms, printTable, quantile } from "../../../scripts/bench-utils.mjs";

/** Twelve categorical attributes of 14 values and two numeric ones: enough for 12×12. */
const vocabulary = {
  id: "bench",
  attributes: [
    ...["Name", "Nationality", "Color", "Pet", "Drink", "Food", "Sport", "Car", "Hobby", "Job", "Flower", "Music"].map((name) => ({
      name,
      values: Array.from({ length: 14 }, (_, i) => `${name.toLowerCase()}-${i + 1}`),
    })),
    { name: "Age", values: Array.from({ length: 14 }, (_, i) => 20 + 3 * i), numeric: true },
    { name: "Height", values: Array.from({ length: 14 }, (_, i) => 150 + 2 * i), numeric: true },
  ],
};

const benchSeed = 2024;
// [houses, attributes, puzzles, time share in ms]
const sizes = [
  [3, 3, 300, 4_000],
  [4, 4, 200, 6_000],
  [5, 5, 200, 8_000],
  [6, 6, 100, 10_000],
  [8, 8, 40, 15_000],
  [10, 10, 20, 20_000],
  [12, 12, 10, 25_000],
];

function run(n, m, count, share, extra = {}, minimum = 3) {
  const rows = [];
  // Warm up the JIT on this size (untimed).
  for (let i = 0; i < Math.min(extra.difficulty ? 1 : 3, count); i++) generatePuzzle({ size: n, attributes: m, vocabulary, seed: deriveSeed(benchSeed + 1, i), ...extra });
  const started = performance.now();
  for (let i = 0; i < count && (i < minimum || performance.now() - started < share); i++) {
    const seed = deriveSeed(benchSeed, i);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = generatePuzzle({ size: n, attributes: m, vocabulary, seed, ...extra });
    const genMs = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (!result.ok) {
      rows.push({ ok: false, genMs, cpuMs, code: result.issues[0]?.code });
      continue;
    }
    const tier = result.options.maxTier;
    const s0 = performance.now();
    const solved = deduce(result.puzzle, { maxTier: tier, trace: true });
    const solveMs = performance.now() - s0;
    if (solved.status !== "solved") throw new Error(`seed ${seed}: the final puzzle does not solve`);
    rows.push({ ok: true, genMs, cpuMs, solveMs, clues: result.puzzle.clues.length, steps: result.steps.length, level: result.grade.level, stats: result.stats });
  }
  return rows;
}

function levels(rows) {
  const counts = {};
  for (const r of rows) if (r.ok) counts[r.level] = (counts[r.level] ?? 0) + 1;
  return ["easy", "medium", "hard", "expert"].filter((l) => counts[l]).map((l) => `${l} ${counts[l]}`).join(", ") || "–";
}

const table = [];
for (const [n, m, count, share] of sizes) {
  const rows = run(n, m, count, share);
  const ok = rows.filter((r) => r.ok);
  const gen = ok.map((r) => r.genMs);
  const ratio = ok.map((r) => r.genMs / r.solveMs);
  table.push([
    `${n}×${m}`,
    `${ok.length}/${rows.length}`,
    ms(median(gen)),
    ms(quantile(gen, 0.9)),
    ms(Math.max(...gen)),
    ms(median(ok.map((r) => r.cpuMs))),
    mean(ok.map((r) => r.clues)).toFixed(1),
    mean(ok.map((r) => r.stats.accepted)).toFixed(1),
    mean(ok.map((r) => r.stats.removedUnused + r.stats.removedByMinimisation)).toFixed(1),
    mean(ok.map((r) => r.stats.sampled)).toFixed(0),
    mean(ok.map((r) => r.steps)).toFixed(1),
    levels(rows),
    ms(median(ok.map((r) => r.solveMs))),
    median(ratio).toFixed(1),
  ]);
}
printTable(
  "generatePuzzle, default options (tier 1, minimised), one puzzle per seed",
  ["size", "done", "gen median ms", "gen p90 ms", "gen max ms", "cpu median ms", "clues", "accepted", "removed", "sampled", "steps", "grades", "solve ms (traced)", "gen / solve"],
  table,
);

// Difficulty targets, 5×5, 6×6 and 8×8: time to a puzzle of the level (attempts included).
// [houses = attributes, puzzles per level, time share of the four levels in ms]
const levelTable = [];
for (const [n, count, share] of [
  [5, 20, 16_000],
  [6, 8, 16_000],
  [8, 4, 40_000],
]) {
  for (const difficulty of ["easy", "medium", "hard", "expert"]) {
    const rows = run(n, n, count, share / 4, { difficulty, budget: { maxAttempts: 60 } }, 2);
    const ok = rows.filter((r) => r.ok);
    const gen = ok.map((r) => r.genMs);
    levelTable.push([
      `${n}×${n}`,
      difficulty,
      `${ok.length}/${rows.length}`,
      ms(median(gen)),
      ms(quantile(gen, 0.9)),
      ms(median(ok.map((r) => r.cpuMs))),
      ok.length ? mean(ok.map((r) => r.stats.attempts)).toFixed(1) : "–",
      ok.length ? mean(ok.map((r) => r.clues)).toFixed(1) : "–",
      ok.length ? mean(ok.map((r) => r.steps)).toFixed(1) : "–",
    ]);
  }
}
printTable("generatePuzzle with a difficulty target (up to 60 attempts)", ["size", "level", "done", "median ms", "p90 ms", "cpu median ms", "attempts", "clues", "steps"], levelTable);
