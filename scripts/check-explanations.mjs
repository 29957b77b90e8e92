// Checks the worded explanations of many generated puzzles, sentence by sentence
// (`checkExplanation` of @zebra/locale-kit), in every locale and both styles, and prints the
// violations by rule, then the Einstein fixture (fixtures/einstein.json) the same way. Puzzle i
// is made from `deriveSeed(seed, i)`, so a long run can be split into chunks (`--from`) that
// add up to it. Reads the packages' built `dist/` (run `pnpm build` first).
//
// With `--kind logic-grid`, the puzzles are logic grids (no houses) of 3 to 5 attributes, `--sizes`
// giving their values per attribute (4-7 by default), in the locales that word them (English).
//
//   node scripts/check-explanations.mjs [--count N] [--from I] [--seed S] [--sizes 3-10] [--locales en,de,zh,ja] [--kind logic-grid] [--show K]
import { readFileSync } from "node:fs";
import { checkExplanation, explanationStyles } from "../packages/locale-kit/dist/index.js";
import { createLexiconFor, difficulties, parsePuzzle } from "../packages/model/dist/index.js";
import { deriveSeed, generatePuzzle } from "../packages/sampler/dist/index.js";
import { deduce, verifyStep } from "../packages/solver/dist/index.js";
import { classicVocabulary, defaultVocabulary } from "../packages/vocab/dist/index.js";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const count = Number(option("count", "1000"));
const from = Number(option("from", "0"));
const seed = Number(option("seed", "1"));
const kind = option("kind", "zebra");
if (kind !== "zebra" && kind !== "logic-grid") throw new Error(`--kind must be zebra or logic-grid, got ${kind}`);
const grids = kind === "logic-grid";
const [lo, hi] = option("sizes", grids ? "4-7" : "3-10")
  .split("-")
  .map(Number);
const codes = option("locales", grids ? "en" : "en,de,zh,ja").split(",");
const show = Number(option("show", "5"));
const locales = await Promise.all(codes.map(async (code) => (await import(`../packages/render-${code}/dist/index.js`)).locale));
const lexicons = locales.map((locale) => createLexiconFor(defaultVocabulary, locale.words));
const classicLexicons = locales.map((locale) => createLexiconFor(classicVocabulary, locale.words));

const byRule = new Map();
const examples = [];
let texts = 0;
let failedToGenerate = 0;
/** Checks one puzzle's explanations in every locale and style; `name` says which puzzle in the examples. */
function checkPuzzle(puzzle, steps, lexiconsOf, name) {
  const verify = (step) => verifyStep(puzzle, step);
  locales.forEach((locale, l) => {
    const ctx = { puzzle, lexicon: lexiconsOf[l](puzzle) };
    for (const style of explanationStyles) {
      const claims = [];
      locale.renderer.solution(steps, ctx, { style, onClaim: (c) => claims.push(c) });
      texts++;
      for (const v of checkExplanation(puzzle, claims, verify)) {
        byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
        if (examples.length < show) examples.push(`${name} ${locale.renderer.locale} ${style} item ${v.item}: ${v.rule}: ${v.detail}`);
      }
    }
  });
}

for (let i = from; i < from + count; i++) {
  const size = lo + (i % (hi - lo + 1));
  const difficulty = difficulties[i % difficulties.length];
  const attributes = grids ? 3 + (i % 3) : size;
  const result = generatePuzzle({ size, attributes, vocabulary: defaultVocabulary, seed: deriveSeed(seed, i), difficulty, ...(grids ? { kind } : {}) });
  if (!result.ok) {
    failedToGenerate++;
    continue;
  }
  checkPuzzle(result.puzzle, result.steps ?? deduce(result.puzzle).steps, lexicons, `#${i} ${size}x${attributes} ${difficulty}`);
}
const einstein = parsePuzzle(readFileSync(new URL("../fixtures/einstein.json", import.meta.url), "utf8"));
if (!einstein.ok) throw new Error("fixtures/einstein.json does not parse");
checkPuzzle(einstein.value, deduce(einstein.value).steps, classicLexicons, "Einstein");
const total = [...byRule.values()].reduce((a, b) => a + b, 0);
console.log(
  `${texts} explanations of ${count - failedToGenerate} puzzles (#${from}–#${from + count - 1}, ${failedToGenerate} not generated) and the Einstein fixture: ${total} violations`,
);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(22)} ${n}`);
for (const line of examples) console.log(line);
process.exitCode = total === 0 ? 0 : 1;
