import { runGeneratedPuzzleRendering, runLocaleConformance } from "@zebra/testkit";
import { locale } from "./index.js";
import { germanProblems } from "./testing/language-checks.js";

/** German sentences start with a capital letter (or a figure), and read as a German editor wants them. */
function germanText(text: string): string[] {
  const lines = text.split("\n").map((l) => l.replace(/^\s*(?:- |\d+\. )?/, ""));
  const problems = lines.some((l) => /^\p{Ll}/u.test(l)) ? ["sentence starts with a lower-case letter"] : [];
  return [...problems, ...germanProblems(text)];
}

runLocaleConformance(locale, {
  puzzles: 1000,
  eitherWay: /^In jedem Fall /,
  checks: germanText,
  coverage: { categorical: ["predicate"], numeric: ["subject", "predicate", "unit", "less", "greater", "difference"] },
});
runGeneratedPuzzleRendering(locale, { runs: 20 });
