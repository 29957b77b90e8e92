// Helpers shared by the benchmark scripts (`packages/*/bench/*.bench.mjs`, `apps/*/bench/*.bench.mjs`).
// Benchmarks print tables; they never assert timings.
import { performance } from "node:perf_hooks";

/** Times `fn` once per input (after `warmup` untimed calls) and returns the samples in milliseconds. */
export function timeEach(inputs, fn, { warmup = Math.min(3, inputs.length) } = {}) {
  for (let i = 0; i < warmup; i++) fn(inputs[i % inputs.length], i);
  return inputs.map((input, i) => {
    const t0 = performance.now();
    fn(input, i);
    return performance.now() - t0;
  });
}

/** Runs `fn` repeatedly for at least `minMs` (and at least `minRuns` times); returns the samples in ms. */
export function timeRepeated(fn, { minMs = 300, minRuns = 20, maxRuns = 100_000 } = {}) {
  fn();
  const samples = [];
  const start = performance.now();
  while ((samples.length < minRuns || performance.now() - start < minMs) && samples.length < maxRuns) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** The q-quantile (0..1) of numbers, by linear interpolation. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export const median = (values) => quantile(values, 0.5);
export const mean = (values) => values.reduce((s, v) => s + v, 0) / (values.length || 1);

/** Formats milliseconds with three significant digits. */
export function ms(value) {
  if (!Number.isFinite(value)) return "–";
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

/** Prints a Markdown table with a title. `rows` are arrays of cells (converted with String). */
export function printTable(title, columns, rows) {
  const cells = [columns, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r) => `| ${r.map((c, i) => (c ?? "").padEnd(widths[i])).join(" | ")} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}
