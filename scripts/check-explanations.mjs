// Checks the worded explanations of many generated puzzles, sentence by sentence
// (`checkExplanation` of @zebra/locale-kit), in every locale and both styles, and prints the
// violations by rule. Reads the packages' built `dist/` (run `pnpm build` first).
//
//   node scripts/check-explanations.mjs [--count N] [--seed S] [--sizes 3-10] [--locales en,de,zh,ja] [--show K]
import { checkExplanation, explanationStyles } from "../packages/locale-kit/dist/index.js";
import { createLexiconFor, difficulties } from "../packages/model/dist/index.js";
import { deriveSeed, generatePuzzle } from "../packages/sampler/dist/index.js";
import { deduce, verifyStep } from "../packages/solver/dist/index.js";
import { defaultVocabulary } from "../packages/vocab/dist/index.js";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const count = Number(option("count", "1000"));
const seed = Number(option("seed", "1"));
const [lo, hi] = option("sizes", "3-10").split("-").map(Number);
const codes = option("locales", "en,de,zh,ja").split(",");
const show = Number(option("show", "5"));
const locales = await Promise.all(codes.map(async (code) => (await import(`../packages/render-${code}/dist/index.js`)).locale));
const lexicons = locales.map((locale) => createLexiconFor(defaultVocabulary, locale.words));

const byRule = new Map();
const examples = [];
let texts = 0;
let failedToGenerate = 0;
for (let i = 0; i < count; i++) {
  const size = lo + (i % (hi - lo + 1));
  const difficulty = difficulties[i % difficulties.length];
  const result = generatePuzzle({ size, attributes: size, vocabulary: defaultVocabulary, seed: deriveSeed(seed, i), difficulty });
  if (!result.ok) {
    failedToGenerate++;
    continue;
  }
  const { puzzle } = result;
  const steps = result.steps ?? deduce(puzzle).steps;
  const verify = (step) => verifyStep(puzzle, step);
  locales.forEach((locale, l) => {
    const ctx = { puzzle, lexicon: lexicons[l](puzzle) };
    for (const style of explanationStyles) {
      const claims = [];
      locale.renderer.solution(steps, ctx, { style, onClaim: (c) => claims.push(c) });
      texts++;
      for (const v of checkExplanation(puzzle, claims, verify)) {
        byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
        if (examples.length < show)
          examples.push(`#${i} ${size}x${size} ${difficulty} ${locale.renderer.locale} ${style} item ${v.item}: ${v.rule}: ${v.detail}`);
      }
    }
  });
}
const total = [...byRule.values()].reduce((a, b) => a + b, 0);
console.log(`${texts} explanations of ${count - failedToGenerate} puzzles (${failedToGenerate} not generated): ${total} violations`);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(22)} ${n}`);
for (const line of examples) console.log(line);
process.exitCode = total === 0 ? 0 : 1;
