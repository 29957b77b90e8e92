#!/usr/bin/env node
// `node scripts/measure-levels.mjs [N]`: makes N puzzles (default 24) of each level at every size
// from 2x1 to 8x6 with the built sampler and the default theme, and writes what it found to
// packages/sampler/src/internal/level-table.ts: how many of the N tries made a puzzle (what `zebra generate`
// checks a plan against before it starts), and the sorted grades of those made (what the
// difficulty scalar ranks a record against). Run it again, then `pnpm format`, and commit the
// table when the sampler's difficulty targets change. It takes a few minutes on one core.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const { generatePuzzle, deriveSeed, samplerVersion } = await import(new URL("../packages/sampler/dist/index.js", import.meta.url).href);
const { getVocabulary } = await import(new URL("../packages/vocab/dist/index.js", import.meta.url).href);
const { difficulties } = await import(new URL("../packages/model/dist/index.js", import.meta.url).href);

const tries = Number(process.argv[2] ?? 24);
const vocabulary = getVocabulary("default");
const seed = 20261207;
const houses = [2, 8];
const attributes = [1, 6];
const rows = [];
const began = performance.now();
for (let h = houses[0]; h <= houses[1]; h++) {
  for (let a = attributes[0]; a <= attributes[1]; a++) {
    const cells = difficulties.map((level, l) => {
      const cellSeed = deriveSeed(seed, h * 100 + a * 10 + l);
      const keys = [];
      for (let i = 0; i < tries; i++) {
        const result = generatePuzzle({ size: h, attributes: a, vocabulary, seed: deriveSeed(cellSeed, i), difficulty: level });
        if (result.ok) keys.push(result.grade.rating * 10000 + result.grade.score);
      }
      keys.sort((x, y) => x - y);
      return keys;
    });
    rows.push(`  "${h}x${a}": [${cells.map((keys) => `[${keys.join(", ")}]`).join(", ")}],`);
    process.stderr.write(`${h}x${a}: ${cells.map((k, l) => `${difficulties[l]} ${k.length}/${tries}`).join(", ")}\n`);
  }
}
const out = fileURLToPath(new URL("../packages/sampler/src/internal/level-table.ts", import.meta.url));
writeFileSync(
  out,
  `// Written by \`node scripts/measure-levels.mjs ${tries}\` (sampler ${samplerVersion}, default theme); do not edit by hand.
// For each size "HxA" from 2x1 to 8x6 and each level (easy, medium, hard, expert), the grades of the
// puzzles that ${tries} tries made, as rating · 10000 + score, sorted; a try that made none is missing.

/** The number of tries behind each cell of {@link levelTable}. */
export const levelTableTries = ${tries};

/** The smallest and largest size the table measured (houses, attributes). */
export const levelTableBounds = { houses: [${houses.join(", ")}], attributes: [${attributes.join(", ")}] } as const;

/** By size, by level: the sorted grade keys of the puzzles made. */
export const levelTable: Readonly<Record<string, readonly (readonly number[])[]>> = {
${rows.join("\n")}
};
`,
);
process.stderr.write(`wrote ${out} in ${((performance.now() - began) / 1000).toFixed(0)} s\n`);
