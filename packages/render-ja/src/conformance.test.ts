import { genericPools, numericPools, runGeneratedPuzzleRendering, runLocaleConformance, themeAttributes } from "@zebra/testkit";
import { dataTokens, japaneseProblems } from "./testing/language-checks.js";
import { locale } from "./index.js";

// The names and values of puzzles that have no Japanese words (the testkit's generic pools,
// and the themes' own names when a puzzle is rendered without a lexicon): they appear as
// written, Latin letters and all.
const tokens = dataTokens([
  ...genericPools.flatMap((p) => [p.name, ...p.values]),
  ...numericPools.map((p) => p.name),
  ...themeAttributes().flatMap(({ attribute }) => [attribute.name, ...attribute.values.map(String)]),
]);

runLocaleConformance(locale, {
  puzzles: 1000,
  eitherWay: /^いずれの場合も、/,
  checks: (text) => japaneseProblems(text, tokens),
  coverage: { numeric: ["subject", "predicate", "unit", "less", "greater", "difference"] },
});
runGeneratedPuzzleRendering(locale, { runs: 20 });
