// Length of explanations: how long the full and concise solutions of generated puzzles are, in
// every built locale, and how many sub-steps proofs by contradiction take, on the BUILT packages.
// Run: pnpm bench explanations
//      node packages/testkit/bench/explanations.bench.mjs [--puzzles 200] [--large 12] [--seed 2024]
// Puzzles are 5×5 at easy, medium, hard and expert in turn (seeds deriveSeed(SEED, 500000 + i);
// the targets hold on any seed range, so --seed picks another), plus a
// few 8×8 expert ones for the proofs. Length is counted in words (whitespace-separated), and in
// characters other than whitespace for Chinese and Japanese, twice: the text a reader reads (the
// numbered items, captions and closing, without the tables of the grids), and what a dataset
// record holds (the whole solution with its default grids). Prints tables; asserts nothing.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, printTable, quantile } from "../../../scripts/bench-utils.mjs";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const puzzles = option("--puzzles", 200);
const seed = option("--seed", 2024);
const large = option("--large", 12);
const levels = ["easy", "medium", "hard", "expert"];

/** The targets: median length of each style's text at 5×5, per locale (issues 15 and 28). */
const targets = { en: { full: 800, concise: 300 }, de: { full: 1000 }, zh: { full: 1500, concise: 700 }, ja: { full: 2400 } };
/** Locales whose length is counted in characters. */
const byCharacters = new Set(["zh", "ja"]);

async function pkg(name) {
  const file = join(root, "packages", name, "dist", "index.js");
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm build)`);
  return import(pathToFileURL(file).href);
}

const [model, kit, sampler, vocab] = await Promise.all(["model", "locale-kit", "sampler", "vocab"].map(pkg));
const renderers = readdirSync(join(root, "packages"))
  .filter((name) => name.startsWith("render-") && existsSync(join(root, "packages", name, "dist", "index.js")))
  .sort();
const locales = {};
for (const name of renderers) {
  const { locale } = await pkg(name);
  locales[locale.renderer.locale] = locale;
}
const vocabulary = vocab.getVocabulary("default");

function generate(count, size, level) {
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const difficulty = level ?? levels[out.length % levels.length];
    const result = sampler.generatePuzzle({ size, attributes: size, vocabulary, seed: sampler.deriveSeed(seed, size * 100_000 + i), difficulty });
    if (result.ok) out.push({ ...result, level: difficulty });
  }
  return out;
}

const length = (code, text) => (byCharacters.has(code) ? [...text].filter((ch) => !/\s/u.test(ch)).length : text.split(/\s+/u).filter(Boolean).length);
const unit = (code) => (byCharacters.has(code) ? "characters" : "words");
/** The solution without the tables of its grids (blocks whose second line is the rule under the houses). */
const withoutTables = (text) =>
  text
    .split("\n\n")
    .filter((block) => !/^-+$/u.test(block.split("\n")[1] ?? ""))
    .join("\n\n");

const small = generate(puzzles, 5);
const rows = [];
const byLevel = [];
for (const [code, locale] of Object.entries(locales)) {
  for (const style of kit.explanationStyles) {
    const lengths = [];
    const recorded = [];
    const items = [];
    const perLevel = Object.fromEntries(levels.map((l) => [l, []]));
    for (const r of small) {
      const ctx = { puzzle: r.puzzle, lexicon: model.lexiconFor(vocabulary, locale.words, r.puzzle) };
      const text = locale.renderer.solution(r.steps, ctx, { style });
      const n = length(code, withoutTables(text));
      lengths.push(n);
      recorded.push(length(code, text));
      perLevel[r.level].push(n);
      items.push(kit.solutionItems(r.puzzle, r.steps, style).length);
    }
    const target = targets[code]?.[style];
    const med = median(lengths);
    rows.push([
      code,
      style,
      unit(code),
      String(Math.round(med)),
      String(Math.round(quantile(lengths, 0.9))),
      target === undefined ? "–" : `≤ ${target}`,
      target === undefined ? "–" : med <= target ? "yes" : "no",
      String(Math.round(median(recorded))),
      String(Math.round(median(items))),
    ]);
    byLevel.push([code, style, ...levels.map((l) => String(Math.round(median(perLevel[l]))))]);
  }
}
printTable(
  `Explanation length, ${small.length} generated 5×5 puzzles (${levels.join(", ")} in turn, seed ${seed})`,
  [
    "locale",
    "style",
    "counted in",
    "median (text)",
    "90th percentile (text)",
    "target (median text)",
    "met",
    "median with grids (record)",
    "numbered items (median)",
  ],
  rows,
);
printTable("Median length of the text by level", ["locale", "style", ...levels], byLevel);

/** Sub-steps of every proof by contradiction of a set of traces (nested proofs counted where they stand). */
function proofSizes(results) {
  const sizes = [];
  const visit = (step) => {
    if (step.rule !== "contradiction") return;
    sizes.push(step.subSteps.length);
    step.subSteps.forEach(visit);
  };
  for (const r of results) r.steps.forEach(visit);
  return sizes;
}
const proofRows = [];
for (const [size, results, target] of [
  [5, small, 6],
  [8, generate(large, 8, "expert"), 12],
]) {
  const sizes = proofSizes(results);
  const med = median(sizes);
  proofRows.push([
    `${size}×${size}`,
    String(results.length),
    String(sizes.length),
    sizes.length === 0 ? "–" : String(med),
    sizes.length === 0 ? "–" : String(Math.max(...sizes)),
    `≤ ${target}`,
    sizes.length === 0 ? "–" : med <= target ? "yes" : "no",
  ]);
}
printTable(
  "Sub-steps per proof by contradiction (5×5: the puzzles above; 8×8: expert)",
  ["size", "puzzles", "proofs", "median sub-steps", "most", "target (median)", "met"],
  proofRows,
);
