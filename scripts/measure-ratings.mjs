#!/usr/bin/env node
// `node scripts/measure-ratings.mjs [--progress FILE]`: at every size from 2x1 to 8x6, asks the built
// sampler (default theme and budget) for puzzles of each rating from 1 to 10 and of any level, and
// writes how many tries made one to packages/sampler/src/internal/rating-table.ts: what `zebra
// generate` checks a plan's rating and `any` cells against before it starts.
//
// A cell stops early once its answer is plain: after 3 puzzles made (reachable), or after 8 tries
// that made none (unreachable); otherwise it runs to 16 tries. That keeps the hours a failing try
// costs at large sizes (100 attempts each) to the cells that need them. With --progress, finished
// cells are kept in FILE, so a stopped run goes on where it was. Run it again, then `pnpm format`,
// and commit the table when the sampler's difficulty targets change.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const { generatePuzzle, deriveSeed, samplerVersion } = await import(new URL("../packages/sampler/dist/index.js", import.meta.url).href);
const { getVocabulary } = await import(new URL("../packages/vocab/dist/index.js", import.meta.url).href);
const { ratingRange } = await import(new URL("../packages/model/dist/index.js", import.meta.url).href);

const progressAt = process.argv.indexOf("--progress");
const progress = progressAt > 0 ? process.argv[progressAt + 1] : undefined;
const done = progress !== undefined && existsSync(progress) ? JSON.parse(readFileSync(progress, "utf8")) : {};
const vocabulary = getVocabulary("default");
const seed = 20261208;
const houses = [2, 8];
const attributes = [1, 6];
const maxTries = 16;
const enoughMade = 3;
const hopelessAfter = 8;
// Ratings 1 to 10, then undefined for any level.
const targets = [...Array.from({ length: ratingRange[1] - ratingRange[0] + 1 }, (_, k) => ratingRange[0] + k), undefined];
const began = performance.now();

/** Tries one size at one target until its answer is plain: [made, tries]. */
function measure(h, a, target, cellSeed) {
  let made = 0;
  let tries = 0;
  while (tries < maxTries && made < enoughMade && !(tries === hopelessAfter && made === 0)) {
    const options = { size: h, attributes: a, vocabulary, seed: deriveSeed(cellSeed, tries) };
    if (target !== undefined) options.difficulty = target;
    if (generatePuzzle(options).ok) made++;
    tries++;
  }
  return [made, tries];
}

const rows = [];
for (let h = houses[0]; h <= houses[1]; h++) {
  for (let a = attributes[0]; a <= attributes[1]; a++) {
    const size = `${h}x${a}`;
    if (done[size] === undefined) {
      const t0 = performance.now();
      done[size] = targets.map((target, k) => measure(h, a, target, deriveSeed(seed, h * 1000 + a * 100 + k)));
      if (progress !== undefined) writeFileSync(progress, JSON.stringify(done));
      const cells = done[size].map(([made, tries], k) => `${targets[k] ?? "any"} ${made}/${tries}`).join(", ");
      process.stderr.write(`${size}: ${cells} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    }
    rows.push(`  "${size}": [${done[size].map(([made, tries]) => `[${made}, ${tries}]`).join(", ")}],`);
  }
}
const out = fileURLToPath(new URL("../packages/sampler/src/internal/rating-table.ts", import.meta.url));
writeFileSync(
  out,
  `// Written by \`node scripts/measure-ratings.mjs\` (sampler ${samplerVersion}, default theme and budget); do not edit by hand.
// For each size "HxA" from 2x1 to 8x6: for each rating from 1 to 10, then for any level, how many
// tries made a puzzle and how many tries were made ([made, tries]). A cell stopped after ${enoughMade} made,
// after ${hopelessAfter} tries that made none, or at ${maxTries} tries.

/** By size: [made, tries] for ratings 1 to 10, then for any level. */
export const ratingTable: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
${rows.join("\n")}
};
`,
);
process.stderr.write(`wrote ${out} in ${((performance.now() - began) / 1000).toFixed(0)} s\n`);
