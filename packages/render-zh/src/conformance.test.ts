import { runGeneratedPuzzleRendering, runLocaleConformance } from "@zebra/testkit";
import { locale } from "./index.js";

/** Chinese text uses Chinese punctuation next to Chinese words, and no English wording of its own. */
function chineseText(text: string): string[] {
  const problems: string[] = [];
  if (/\p{Script=Han}[,;:!?]|[,;:!?]\p{Script=Han}/u.test(text)) problems.push("ASCII punctuation next to Chinese");
  if (/\p{Script=Han}\.(?!\d)|\p{Script=Han}\(|\)\p{Script=Han}/u.test(text)) problems.push("ASCII full stop or bracket next to Chinese");
  if (/(^|[^A-Za-z])(and|or|the|lives|house|clue|since|so)(?=[^A-Za-z]|$)/i.test(text)) problems.push("English wording");
  if (/在在|的的|是是/.test(text)) problems.push("doubled character from joined phrases");
  if (/[。，；：！？] /.test(text)) problems.push("space after Chinese punctuation");
  return problems;
}

runLocaleConformance(locale, {
  puzzles: 1000,
  eitherWay: /^无论哪种情况，/,
  checks: chineseText,
  coverage: {
    categorical: ["subject", "predicate", "intro", "question"],
    numeric: ["subject", "predicate", "unit", "less", "greater", "difference", "intro", "question"],
  },
});
runGeneratedPuzzleRendering(locale, { runs: 20 });
