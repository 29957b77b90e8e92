#!/usr/bin/env node
// `pnpm soak:logic-grid [--count K] [--seed S] [--size 4x3,7x6]`: generates K logic-grid puzzles
// (default 1,000) per size band, from 4×3 to 7×6 (values × attributes), or only the bands named,
// with the default theme, and checks each:
// z3 finds exactly one matching (an encoding that shares no code with the solver), the traced
// deduce solves it to the recorded solution, and every step of that trace passes verifyStep.
// Prints a table on stdout, failures and a progress line every 100 puzzles on stderr (so a run
// stopped early still tells how far each band got), and exits 1 if any puzzle fails. It takes minutes.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { printTable } from "./bench-utils.mjs";
import { countMatchings, openZ3 } from "./soak/count-matchings.mjs";
import { sampler, solver, vocab } from "./soak/packages.mjs";

const { values } = parseArgs({ options: { count: { type: "string" }, seed: { type: "string" }, size: { type: "string" } } });
const count = values.count === undefined ? 1000 : Number(values.count);
const seed = values.seed === undefined ? 31 : Number(values.seed);
if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(seed) || seed < 0) {
  console.error("soak:logic-grid: --count must be a whole number from 1 and --seed a whole number from 0");
  process.exit(2);
}

const allBands = [
  [4, 3],
  [5, 4],
  [6, 5],
  [7, 6],
];
const named = values.size?.split(",").map((s) => s.trim());
const bands = named === undefined ? allBands : allBands.filter(([n, a]) => named.includes(`${n}x${a}`));
if (named !== undefined && bands.length !== named.length) {
  console.error(`soak:logic-grid: --size takes bands from ${allBands.map(([n, a]) => `${n}x${a}`).join(", ")}; got "${values.size}"`);
  process.exit(2);
}
const vocabulary = vocab.getVocabulary("default");
const z3 = await openZ3();
const rows = [];
let failures = 0;
for (const [size, attributes] of bands) {
  const t0 = performance.now();
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const itemSeed = sampler.deriveSeed(seed, i);
    const problems = [];
    const result = sampler.generatePuzzle({ kind: "logic-grid", size, attributes, vocabulary, seed: itemSeed });
    if (!result.ok) problems.push(`no puzzle: ${result.issues.map((x) => x.message).join("; ")}`);
    else {
      const { puzzle } = result;
      const matchings = await countMatchings(z3, puzzle);
      if (matchings !== 1) problems.push(`z3 finds ${matchings === 0 ? "no matching" : "two matchings or more"}`);
      const solved = solver.deduce(puzzle, { maxTier: result.options.maxTier, trace: true });
      if (solved.status !== "solved") problems.push(`the traced deduce ends ${solved.status}`);
      else if (JSON.stringify(solved.grid) !== JSON.stringify(puzzle.solution)) problems.push("the traced deduce finds another answer");
      const bad = solved.steps.findIndex((step) => !solver.verifyStep(puzzle, step).ok);
      if (bad >= 0) problems.push(`step ${bad + 1} fails verifyStep`);
    }
    if (problems.length > 0) {
      failed++;
      console.error(`${size}x${attributes} #${i} (seed ${itemSeed}): ${problems.join("; ")}`);
    }
    if ((i + 1) % 100 === 0) console.error(`${size}x${attributes}: ${i + 1} of ${count} checked, ${failed} failed`);
  }
  failures += failed;
  const s = (performance.now() - t0) / 1000;
  rows.push([`${size}×${attributes}`, String(count), String(failed), s.toFixed(1)]);
}
printTable(`Logic-grid soak (seed ${seed}; z3 uniqueness, traced solve, verifyStep)`, ["size", "puzzles", "failures", "seconds"], rows);
process.exitCode = failures === 0 ? 0 : 1;
