// Generation speed, per size and per difficulty, on the BUILT packages.
// Run: pnpm bench sampler   (or, after a build: node packages/sampler/bench/sampler.bench.mjs [quick] [defaults])
// `defaults` prints the first table only (default options against the floor).
// Prints tables; asserts nothing. Each row stops early when its time share is used up (after at
// least `minimum` puzzles). "gen / deduce" is, per puzzle, the generation time over the time of
// one traced deduce of the final puzzle, on a fresh copy (the floor of generation is one
// verifying solve); its median is quoted, of wall times and of CPU times. CPU time is printed
// next to wall time: on a shared machine it is the steadier (time spent waiting for a core is
// not counted, and a run of tens of milliseconds waits more often than a solve of a tenth).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { deduce } from "@zebra/solver";
import { deriveSeed, generatePuzzle } from "@zebra/sampler";
import { mean, median, ms, printTable, quantile } from "../../../scripts/bench-utils.mjs";

const quick = process.argv.includes("quick");
const defaultsOnly = process.argv.includes("defaults");

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
const scale = quick ? 0.25 : 1;

/**
 * The median time of one traced deduce of a puzzle (three runs: the solve is short), each on a
 * fresh copy, as a user deduces a puzzle read from a file (the solver caches per clue object).
 */
function tracedDeduceMs(puzzle, maxTier) {
  const wall = [];
  const cpu = [];
  for (let k = 0; k < 3; k++) {
    const copy = structuredClone(puzzle);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const solved = deduce(copy, { maxTier, trace: true });
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (solved.status !== "solved") throw new Error("a generated puzzle does not solve");
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/**
 * Warms the JIT up on this size with default options (untimed), for three seconds (times the
 * scale). The generator's code keeps being optimised, and deoptimised as its objects change
 * shape, for thousands of small puzzles: with one second (at most 1,000 puzzles) 4×4, timed
 * first, came out at 6.2 times its deduce, then at 5.4 and 4.9 when the same row was run twice
 * more in the same process; with three puzzles only, at 7.7.
 */
function warmUp(n) {
  const started = performance.now();
  for (let i = 0; i < 3 || performance.now() - started < 3000 * scale; i++)
    generatePuzzle({ size: n, attributes: n, vocabulary, seed: deriveSeed(benchSeed + 1, i) });
}

/** Generates up to `count` puzzles (within `share` ms, at least `minimum`) and measures each. */
function run(n, count, share, extra = {}, minimum = 3) {
  const rows = [];
  if (extra.difficulty) generatePuzzle({ size: n, attributes: n, vocabulary, seed: deriveSeed(benchSeed + 1, 0), ...extra });
  else warmUp(n);
  const started = performance.now();
  for (let i = 0; i < count && (i < minimum || performance.now() - started < share); i++) {
    const seed = deriveSeed(benchSeed, i);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = generatePuzzle({ size: n, attributes: n, vocabulary, seed, ...extra });
    const genMs = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (!result.ok) {
      rows.push({ ok: false, genMs, cpuMs, code: result.issues[0]?.code });
      continue;
    }
    const solve = tracedDeduceMs(result.puzzle, result.options.maxTier);
    rows.push({
      ok: true,
      genMs,
      cpuMs,
      solveMs: solve.wall,
      solveCpuMs: solve.cpu,
      clues: result.puzzle.clues.length,
      steps: result.steps.length,
      grade: result.grade,
      stats: result.stats,
    });
  }
  return rows;
}

function histogram(rows, key) {
  const counts = new Map();
  for (const r of rows) if (r.ok) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([k, c]) => `${k}: ${c}`)
      .join(", ") || "–"
  );
}

const levelNames = ["easy", "medium", "hard", "expert"];
const levels = (rows) => histogram(rows, (r) => levelNames.indexOf(r.grade.level) + r.grade.level).replace(/\d(easy|medium|hard|expert)/g, "$1");
const ratings = (rows) => histogram(rows, (r) => String(r.grade.rating).padStart(2, "0")).replace(/\b0(\d)/g, "$1");

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}, node ${process.version}${quick ? ", quick run" : ""}`,
);

// Default options: generation against its floor.
// [houses = attributes, puzzles, time share in ms]
const defaults = [];
for (const [n, count, share] of [
  [4, 300, 5_000],
  [5, 300, 6_000],
  [6, 150, 8_000],
  [8, 60, 12_000],
  [10, 30, 15_000],
  [12, 20, 20_000],
]) {
  const rows = run(n, Math.ceil(count * scale), share * scale);
  const ok = rows.filter((r) => r.ok);
  const ratio = ok.map((r) => r.genMs / r.solveMs);
  const cpuRatio = ok.map((r) => r.cpuMs / r.solveCpuMs);
  defaults.push([
    `${n}×${n}`,
    `${ok.length}/${rows.length}`,
    ms(median(ok.map((r) => r.genMs))),
    ms(
      quantile(
        ok.map((r) => r.genMs),
        0.9,
      ),
    ),
    ms(median(ok.map((r) => r.cpuMs))),
    ms(median(ok.map((r) => r.solveMs))),
    median(ratio).toFixed(1),
    quantile(ratio, 0.9).toFixed(1),
    median(cpuRatio).toFixed(1),
    mean(ok.map((r) => r.clues)).toFixed(1),
    mean(ok.map((r) => r.stats.sampled)).toFixed(0),
    levels(rows),
  ]);
}
printTable(
  "generatePuzzle, default options (tier 1, minimised), one puzzle per seed",
  [
    "size",
    "done",
    "gen median ms",
    "gen p90 ms",
    "cpu median ms",
    "traced deduce ms",
    "gen / deduce median",
    "gen / deduce p90",
    "CPU gen / deduce median",
    "clues",
    "sampled",
    "grades",
  ],
  defaults,
);

if (defaultsOnly) process.exit(0);

// Difficulty targets: time to a puzzle of the level, attempts included.
// [houses = attributes, puzzles per level, time share per level in ms]
const targeted = [];
for (const [n, count, share] of [
  [5, 40, 6_000],
  [8, 20, 12_000],
  [10, 10, 15_000],
  [12, 8, 20_000],
]) {
  for (const difficulty of levelNames) {
    const rows = run(n, Math.max(2, Math.ceil(count * scale)), share * scale, { difficulty }, 2);
    const ok = rows.filter((r) => r.ok);
    targeted.push([
      `${n}×${n}`,
      difficulty,
      `${ok.length}/${rows.length}`,
      ms(median(ok.map((r) => r.genMs))),
      ms(
        quantile(
          ok.map((r) => r.genMs),
          0.9,
        ),
      ),
      ms(median(ok.map((r) => r.cpuMs))),
      ok.length ? mean(ok.map((r) => r.stats.attempts)).toFixed(1) : "–",
      ratings(rows),
      levels(rows),
      ok.length ? median(ok.map((r) => r.genMs / r.solveMs)).toFixed(1) : "–",
    ]);
  }
}
printTable(
  "generatePuzzle with a difficulty level (budget: 100 attempts)",
  ["size", "level", "done", "median ms", "p90 ms", "cpu median ms", "attempts", "ratings", "grades", "gen / deduce median"],
  targeted,
);

// Every rating at 6×6: which ones exist at that size, and what they cost.
const rated = [];
for (let rating = 1; rating <= 10; rating++) {
  const rows = run(6, Math.ceil(12 * scale), 8_000 * scale, { difficulty: rating, budget: { maxAttempts: 60 } }, 2);
  const ok = rows.filter((r) => r.ok);
  rated.push([
    String(rating),
    `${ok.length}/${rows.length}`,
    ms(median(ok.map((r) => r.genMs))),
    ms(
      quantile(
        ok.map((r) => r.genMs),
        0.9,
      ),
    ),
    ok.length ? mean(ok.map((r) => r.stats.attempts)).toFixed(1) : "–",
    ratings(rows),
  ]);
}
printTable("generatePuzzle with one rating at 6×6 (budget: 60 attempts)", ["rating", "done", "median ms", "p90 ms", "attempts", "ratings"], rated);
console.log(
  `\nload average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
