// The size of the arguments explanations are made of, over generated puzzles of mixed levels
// (easy, medium, hard, expert in turn, as `zebra generate --difficulty easy,medium,hard,expert`):
// sub-steps per proof by contradiction, facts its clash names, steps per clue combination's case
// argument, and what deducing with the trace and checking every step cost. Every step and
// sub-step is checked with verifyStep on the way.
// Usage: node apps/cli/bench/explanations.bench.mjs  (after `pnpm build`; `pnpm bench explanations`
// does both). ZEBRA_BENCH_PUZZLES=N changes the number of puzzles per size (default 200).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { deriveSeed, generatePuzzle } from "@zebra/sampler";
import { deduce, verifyStep } from "@zebra/solver";
import { getVocabulary } from "@zebra/vocab";
import { median, ms, printTable, quantile } from "../../../scripts/bench-utils.mjs";

const count = Number(process.env.ZEBRA_BENCH_PUZZLES ?? 200);
const levels = ["easy", "medium", "hard", "expert"];
const sizes = [
  [5, 5],
  [8, 8],
];
const vocabulary = getVocabulary("default");
const benchSeed = 15;

/** Steps of a case argument, over every case and sub-case. */
function caseSteps(split) {
  return split.cases.reduce((n, c) => n + c.steps.length + (c.split ? caseSteps(c.split) : 0), 0);
}

function nested(split) {
  return split.cases.some((c) => c.split !== undefined);
}

const table = [];
const cost = [];
for (const [houses, attributes] of sizes) {
  const proofs = [];
  const clashFacts = [];
  const combinations = [];
  let nestedSplits = 0;
  let steps = 0;
  let failures = 0;
  const deduceMs = [];
  const verifyMs = [];
  const made = Object.fromEntries(levels.map((l) => [l, 0]));
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const result = generatePuzzle({ size: houses, attributes, vocabulary, seed: deriveSeed(benchSeed, i), difficulty: levels[i % levels.length] });
    if (!result.ok) continue;
    const puzzle = result.puzzle;
    made[result.grade.level]++;
    const t0 = performance.now();
    const trace = deduce(puzzle).steps;
    deduceMs.push(performance.now() - t0);
    const t1 = performance.now();
    const visit = (step) => {
      steps++;
      if (step.rule === "contradiction") {
        proofs.push(step.subSteps.length);
        clashFacts.push(step.clash.facts.length);
        step.subSteps.forEach(visit);
      } else if (step.rule === "clue-combination") {
        combinations.push(caseSteps(step.split));
        if (nested(step.split)) nestedSplits++;
      }
    };
    for (const step of trace) {
      visit(step);
      if (!verifyStep(puzzle, step).ok) failures++;
    }
    verifyMs.push(performance.now() - t1);
  }
  const generated = Object.values(made).reduce((a, b) => a + b, 0);
  const share = (xs, f) => (xs.length === 0 ? "–" : `${Math.round((100 * xs.filter(f).length) / xs.length)} %`);
  table.push([
    `${houses}×${attributes}`,
    `${generated} (${levels.map((l) => made[l]).join(" / ")})`,
    String(proofs.length),
    proofs.length ? `${median(proofs)} / ${quantile(proofs, 0.9).toFixed(0)} / ${Math.max(...proofs)}` : "–",
    share(clashFacts, (n) => n === 2),
    String(combinations.length),
    combinations.length ? `${median(combinations)} / ${Math.max(...combinations)}` : "–",
    String(nestedSplits),
    `${steps}, ${failures} failed`,
  ]);
  cost.push([
    `${houses}×${attributes}`,
    ms(median(deduceMs)),
    ms(quantile(deduceMs, 0.9)),
    ms(median(verifyMs)),
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
  ]);
}

printTable(
  `Arguments in explanations, ${count} generated puzzles per size, levels in turn (load ${loadavg()[0].toFixed(1)})`,
  [
    "size",
    "puzzles (easy / medium / hard / expert)",
    "proofs by contradiction",
    "sub-steps per proof: median / p90 / max",
    "clashes naming 2 facts",
    "clue combinations",
    "case steps per combination: median / max",
    "nested case splits",
    "steps verified",
  ],
  table,
);
printTable(
  "Cost per puzzle (ms): deduce with trace, and verifyStep on every step",
  ["size", "deduce: median", "deduce: p90", "verify all steps: median", "whole run (with generation)"],
  cost,
);
