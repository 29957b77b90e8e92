import { runGeneratedPuzzleRendering, runRendererConformance } from "@zebra/testkit";
import { renderer } from "./index.js";

/** English sentences start with a capital letter (or a figure). */
function capitalised(text: string): string[] {
  const lines = text.split("\n").map((l) => l.replace(/^\s*(?:- |\d+\. )?/, ""));
  return lines.some((l) => /^\p{Ll}/u.test(l)) ? ["sentence starts with a lower-case letter"] : [];
}

runRendererConformance(renderer, { puzzles: 1000, checks: capitalised });
runGeneratedPuzzleRendering(renderer, { runs: 20 });
