// What one JSONL dataset record costs, stage by stage, in one thread on the BUILT packages:
// making the puzzle (sampler), its fingerprint (@zebra/dataset), its texts (renderer), and the
// record itself (building and JSON). Medians per record, and each stage's share of the total;
// CPU time beside wall time, the steadier of the two on a shared machine.
// Usage: node apps/cli/bench/records.bench.mjs  (after `pnpm build`; `pnpm bench records` does both)
import { performance } from "node:perf_hooks";
import { canonicalForm, datasetRecord, puzzleFingerprint } from "@zebra/dataset";
import { lexiconFor } from "@zebra/model";
import { locale, renderer } from "@zebra/render-en";
import { deriveSeed, generatePuzzle } from "@zebra/sampler";
import { getVocabulary } from "@zebra/vocab";
import { median, printTable } from "../../../scripts/bench-utils.mjs";

const vocabulary = getVocabulary("default");
const cases = [
  { houses: 5, attributes: 5, count: 300 },
  { houses: 8, attributes: 6, count: 40 },
];

/** Microseconds of wall and CPU time that `fn` takes, median over the inputs. */
function time(inputs, fn) {
  const wall = [];
  const cpu = [];
  for (const input of inputs) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn(input);
    wall.push((performance.now() - t0) * 1000);
    const c = process.cpuUsage(c0);
    cpu.push(c.user + c.system);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const rows = [];
for (const { houses, attributes, count } of cases) {
  const seeds = Array.from({ length: count }, (_, i) => deriveSeed(2024, i));
  const make = (seed) => generatePuzzle({ size: houses, attributes, vocabulary, seed });
  make(seeds[0]); // warm-up
  const results = [];
  const sample = time(seeds, (seed) => results.push(make(seed)));
  const puzzles = results.map((r) => r.puzzle);
  for (const p of puzzles.slice(0, 20)) puzzleFingerprint(p);
  const fingerprint = time(puzzles, (p) => puzzleFingerprint(p));
  const texts = [];
  const render = time(results, (r) => {
    const ctx = { puzzle: r.puzzle, lexicon: lexiconFor(vocabulary, locale.words, r.puzzle) };
    texts.push({
      text: renderer.puzzle(ctx, "text"),
      explanation: renderer.solution(r.steps, ctx, { format: "text" }),
      qa: r.qa.map((q) => ({ question: renderer.question(q.query, ctx), answer_text: renderer.answer(q, ctx) })),
    });
  });
  let k = 0;
  const record = time(results, (r) => {
    const i = k++;
    JSON.stringify(
      datasetRecord({
        id: `2024-${i}`,
        fingerprint: "zf1-0",
        puzzle: r.puzzle,
        qa: r.qa,
        grade: r.grade,
        texts: texts[i],
        meta: { seed: 2024, index: i, puzzle_seed: seeds[i], options: {}, versions: {} },
      }),
    );
  });
  const stages = [
    ["make the puzzle", sample],
    ["fingerprint", fingerprint],
    ["render the texts", render],
    ["build the record, JSON", record],
  ];
  const total = stages.reduce((sum, [, t]) => sum + t.cpu, 0);
  for (const [stage, t] of stages) rows.push([`${houses}x${attributes}`, stage, t.wall.toFixed(0), t.cpu.toFixed(0), `${((100 * t.cpu) / total).toFixed(1)}%`]);
  const forms = puzzles.map((p) => canonicalForm(p).length);
  rows.push([`${houses}x${attributes}`, "(canonical form, characters)", String(median(forms)), "", ""]);
}

printTable("Per-record cost of a jsonl dataset, one thread (medians, µs)", ["size", "stage", "wall µs", "CPU µs", "share of CPU"], rows);
