// Logic-grid generation speed per size, on the BUILT packages.
// Run: pnpm bench logic-grid   (or, after a build: node packages/sampler/bench/logic-grid.bench.mjs [quick])
// Prints a table; asserts nothing. Per size: the generation time of `--kind logic-grid` puzzles
// (default weights, minimised), wall and CPU, and "gen / deduce", per puzzle the generation
// time over one traced deduce of the final puzzle (the median of three, on fresh copies), both
// ways. On a shared machine the CPU columns are the steadier ones: wall time also counts the
// time the process waits for a core.
import { performance } from "node:perf_hooks";
import { deduce } from "@zebra/solver";
import { deriveSeed, generatePuzzle } from "@zebra/sampler";
import { median, ms, printTable, quantile } from "../../../scripts/bench-utils.mjs";

const quick = process.argv.includes("quick");
/** The genre's categories: people and things, and two ordered ones (prices in half dollars, years). */
const vocabulary = {
  id: "bench-logic-grid",
  attributes: [
    ...["Name", "Dessert", "Table", "Hat", "Town", "Pet"].map((name) => ({
      name,
      values: Array.from({ length: 7 }, (_, i) => `${name.toLowerCase()}-${i + 1}`),
    })),
    { name: "Price", values: Array.from({ length: 7 }, (_, i) => 1 + 0.5 * i), numeric: true },
    { name: "Year", values: Array.from({ length: 7 }, (_, i) => 2001 + 2 * i), numeric: true },
  ],
};
/** Values per attribute × attributes: the genre's sizes, from 4×3 to 7×6. */
const sizes = [
  [4, 3],
  [5, 3],
  [5, 4],
  [6, 4],
  [5, 5],
  [6, 5],
  [7, 5],
  [7, 6],
];
const perSize = quick ? 10 : 40;
/** Each row stops after this long (at least 5 puzzles). */
const budgetMs = quick ? 1500 : 6000;

/** CPU milliseconds since `start` (a `process.cpuUsage()`). */
const cpuMs = (start) => {
  const c = process.cpuUsage(start);
  return (c.user + c.system) / 1000;
};

/** One traced deduce of a puzzle, wall and CPU ms: the median of three, on fresh copies. */
function tracedDeduceMs(puzzle) {
  const wall = [];
  const cpu = [];
  for (let k = 0; k < 3; k++) {
    const copy = structuredClone(puzzle);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const solved = deduce(copy, { maxTier: 3, trace: true });
    cpu.push(cpuMs(c0));
    wall.push(performance.now() - t0);
    if (solved.status !== "solved") throw new Error("a generated logic grid does not solve");
  }
  return { wall: median(wall), cpu: median(cpu) };
}

// Warm-up: the JIT optimises the generator over the first puzzles.
for (let i = 0; i < 30; i++) generatePuzzle({ kind: "logic-grid", size: 5, attributes: 4, vocabulary, seed: deriveSeed(1, i) });

const rows = [];
for (const [size, attributes] of sizes) {
  const gen = [];
  const genCpu = [];
  const ratio = [];
  const ratioCpu = [];
  const start = performance.now();
  for (let i = 0; i < perSize && (i < 5 || performance.now() - start < budgetMs); i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = generatePuzzle({ kind: "logic-grid", size, attributes, vocabulary, seed: deriveSeed(2026, i) });
    const c = cpuMs(c0);
    const t = performance.now() - t0;
    if (!result.ok) throw new Error(`no ${size}×${attributes} logic grid for seed ${i}`);
    gen.push(t);
    genCpu.push(c);
    const solve = tracedDeduceMs(result.puzzle);
    ratio.push(t / solve.wall);
    // CPU time is counted in steps of the clock's resolution; a solve too short to register counts as one step.
    ratioCpu.push(c / Math.max(solve.cpu, 0.001));
  }
  rows.push([
    `${size}×${attributes}`,
    String(gen.length),
    ms(median(gen)),
    ms(quantile(gen, 0.9)),
    ms(median(genCpu)),
    median(ratio).toFixed(1),
    median(ratioCpu).toFixed(1),
  ]);
}
printTable(
  "Logic-grid generation (values × attributes; default weights, minimised)",
  ["size", "puzzles", "median ms", "p90 ms", "median CPU ms", "gen / deduce (wall)", "(CPU)"],
  rows,
);
