import { runGeneratedPuzzleRendering, runLocaleConformance } from "@zebra/testkit";
import { locale } from "./index.js";

/** English sentences start with a capital letter (or a figure). */
function capitalised(text: string): string[] {
  const lines = text.split("\n").map((l) => l.replace(/^\s*(?:- |\d+\. )?/, ""));
  return lines.some((l) => /^\p{Ll}/u.test(l)) ? ["sentence starts with a lower-case letter"] : [];
}

runLocaleConformance(locale, {
  puzzles: 1000,
  eitherWay: /^Either way, /,
  checks: capitalised,
  coverage: {
    categorical: ["subject", "predicate", "intro", "question"],
    numeric: ["subject", "predicate", "unit", "less", "greater", "difference", "intro", "question"],
  },
});
runGeneratedPuzzleRendering(locale, { runs: 20 });
