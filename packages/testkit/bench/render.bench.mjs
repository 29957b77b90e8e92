// Rendering speed: a 5×5 puzzle's text and its step-by-step solution, in English, Chinese and
// German (each locale that every checkout measured has built), on the BUILT packages.
// Run: pnpm bench render            (this checkout)
//      node packages/testkit/bench/render.bench.mjs --baseline ../other-checkout
// The puzzles are made once; then each checkout renders them in processes of its own (so
// that one checkout's code cannot slow the other's down in the same engine), several times
// in turn, starting with the other checkout each time. A process renders every puzzle's text
// and solution a number of times and reports its median; the table gives the median of those,
// in CPU time (the steadier measure on a shared machine) with wall time next to it, and with
// --baseline the ratio this checkout / baseline. Prints tables; asserts nothing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, ms, printTable } from "../../../scripts/bench-utils.mjs";

const here = fileURLToPath(new URL("../../..", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const locales = ["en", "zh", "de"];

/** Whether a checkout has a locale built. */
const built = (dir, code) => existsSync(join(dir, "packages", `render-${code}`, "dist", "index.js"));

/** Loads a checkout's built packages (by path, so that any checkout can be measured), with the locales asked for. */
async function load(dir, codes = []) {
  const pkg = async (name) => {
    const file = join(dir, "packages", name, "dist", "index.js");
    if (!existsSync(file)) throw new Error(`${file} is missing: build that checkout first (pnpm build)`);
    return import(pathToFileURL(file).href);
  };
  const [model, sampler, vocab] = await Promise.all(["model", "sampler", "vocab"].map(pkg));
  const renderers = {};
  for (const code of codes) renderers[code] = await pkg(`render-${code}`);
  return { model, sampler, vocab, renderers };
}

/** The words of a locale for a puzzle, through whichever API the checkout has. */
function lexicon(root, code, vocabulary, puzzle) {
  const module = root.renderers[code];
  if (module.locale?.words !== undefined) return root.model.lexiconFor(vocabulary, module.locale.words, puzzle);
  return root.vocab.lexiconFor(vocabulary, code, puzzle);
}

/** In a child process: renders the puzzles of `file` in one locale of one checkout; prints its medians as JSON. */
async function child(dir, file, code, samples) {
  const root = await load(dir, [code]);
  const inputs = JSON.parse(readFileSync(file, "utf8"));
  const vocabulary = root.vocab.getVocabulary("default");
  const renderer = root.renderers[code].renderer;
  const contexts = inputs.map(({ puzzle }) => ({ puzzle, lexicon: lexicon(root, code, vocabulary, puzzle) }));
  const once = () => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    let length = 0;
    for (let i = 0; i < inputs.length; i++) {
      length += renderer.puzzle(contexts[i], "text").length;
      length += renderer.solution(inputs[i].steps, contexts[i], { format: "text" }).length;
    }
    const used = process.cpuUsage(cpu);
    if (length === 0) throw new Error("nothing was rendered");
    return { cpu: (used.user + used.system) / 1000 / inputs.length, wall: (performance.now() - wall) / inputs.length };
  };
  for (let i = 0; i < 5; i++) once();
  const taken = Array.from({ length: samples }, once);
  const chars = median(inputs.map((input, i) => renderer.solution(input.steps, contexts[i]).length));
  console.log(JSON.stringify({ cpu: median(taken.map((t) => t.cpu)), wall: median(taken.map((t) => t.wall)), chars }));
}

async function main() {
  const roots = [{ name: "this checkout", dir: resolve(option("--root") ?? here) }];
  if (option("--baseline") !== undefined) roots.push({ name: "baseline", dir: resolve(option("--baseline")) });
  const puzzles = Number(option("--puzzles") ?? 40);
  const processes = Number(option("--processes") ?? 5);
  const samples = Number(option("--samples") ?? 15);

  // The same puzzles for every checkout: made and solved by the first one's sampler.
  const first = await load(roots[0].dir);
  const vocabulary = first.vocab.getVocabulary("default");
  const inputs = [];
  for (let seed = 1; inputs.length < puzzles; seed++) {
    const result = first.sampler.generatePuzzle({ size: 5, attributes: 5, vocabulary, seed: first.sampler.deriveSeed(2024, seed), difficulty: "medium" });
    if (result.ok) inputs.push({ puzzle: result.puzzle, steps: result.steps });
  }
  const folder = mkdtempSync(join(tmpdir(), "zebra-render-bench-"));
  const file = join(folder, "puzzles.json");
  writeFileSync(file, JSON.stringify(inputs));
  const script = fileURLToPath(import.meta.url);

  const rows = [];
  try {
    for (const code of locales.filter((c) => roots.every((r) => built(r.dir, c)))) {
      const runs = roots.map(() => []);
      for (let p = 0; p < processes; p++) {
        const order = p % 2 === 0 ? roots.map((_, r) => r) : roots.map((_, r) => roots.length - 1 - r);
        for (const r of order) {
          const out = spawnSync(process.execPath, [script, "--child", roots[r].dir, file, code, String(samples)], { encoding: "utf8" });
          if (out.status !== 0) throw new Error(`the bench process for ${roots[r].dir} failed:\n${out.stderr}`);
          runs[r].push(JSON.parse(out.stdout.trim().split("\n").at(-1)));
        }
      }
      const cpu = runs.map((list) => median(list.map((s) => s.cpu)));
      const wall = runs.map((list) => median(list.map((s) => s.wall)));
      const row = [code, String(inputs.length), String(Math.round(runs[0][0].chars)), ...roots.map((_, r) => `${ms(cpu[r])} (${ms(wall[r])})`)];
      if (roots.length > 1) row.push(`${(cpu[0] / cpu[1]).toFixed(2)}×`);
      rows.push(row);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const columns = ["locale", "puzzles", "solution chars (median)", ...roots.map((r) => `CPU ms per puzzle (wall): ${r.name}`)];
  if (roots.length > 1) columns.push("ratio (CPU)");
  printTable(`Rendering a 5×5 puzzle text and its solution (median of ${processes} processes × ${samples} renderings each)`, columns, rows);
}

if (args[0] === "--child") await child(args[1], args[2], args[3], Number(args[4]));
else await main();
