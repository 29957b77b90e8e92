// The lines of `zebra check --explanation` in the text's locale: a planted fault (a premise the
// text states only later) is reported in the locale's words, its fact worded by the renderer.
import { readFileSync } from "node:fs";
import { checkExplanation, type ExplanationClaim, type Locale } from "@zebra/locale-kit";
import { lexiconFor, parsePuzzle, type Puzzle } from "@zebra/model";
import { locale as en } from "@zebra/render-en";
import { locale as zh } from "@zebra/render-zh";
import { deduce, verifyStep } from "@zebra/solver";
import { classicVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { explanationLines } from "./explanation-check.js";
import { cliStrings } from "./locale.js";

const parsed = parsePuzzle(readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8"));
if (!parsed.ok) throw new Error("fixtures/einstein.json does not parse");
const puzzle: Puzzle = parsed.value;

/** The lines for the full explanation with its first placement premise swapped for one stated only later. */
function plantedLines(locale: Locale): string[] {
  const ctx = { puzzle, lexicon: lexiconFor(classicVocabulary, locale.words, puzzle) };
  const claims: ExplanationClaim[] = [];
  locale.renderer.solution(deduce(puzzle).steps, ctx, { onClaim: (c) => claims.push(c) });
  const k = claims.findIndex((c) => c.steps.length === 1 && c.steps[0]!.rule === "clue" && c.steps[0]!.premises.some((p) => p.kind === "at"));
  const step = claims[k]!.steps[0]!;
  const later = claims
    .slice(k + 1)
    .flatMap((c) => c.asserts)
    .find((f) => f.kind === "at")!;
  const swapped = { ...step, premises: step.premises.map((p) => (p.kind === "at" ? later : p)) };
  const planted = claims.map((c, i) => (i === k ? { ...c, steps: [swapped] } : c));
  const violations = checkExplanation(puzzle, planted, (s) => verifyStep(puzzle, s));
  expect(violations.map((v) => v.rule)).toContain("unstated-premise");
  return explanationLines("einstein.json", { style: "full", sentences: planted.length, violations }, locale.renderer, ctx, cliStrings(locale));
}

describe("zebra check --explanation's lines", () => {
  it("report a violation in English with the fact as the text words it", () => {
    expect(plantedLines(en)).toContainEqual(
      expect.stringMatching(/^einstein\.json: full explanation, item \d+: it uses "the [^"]+ house \d" before the text has said it$/),
    );
  });

  it("report it in Chinese for a Chinese text, with no English words", () => {
    const lines = plantedLines(zh);
    expect(lines).toContainEqual(expect.stringMatching(/^einstein\.json: 完整解答第\d+步：文中还没说明就用到了“[^”]+第\d座[^”]*”$/));
    for (const line of lines) expect(line.replace(/^einstein\.json: /, "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("say in the locale's words that an explanation holds", () => {
    expect(explanationLines("p.json", { style: "concise", sentences: 12, violations: [] }, zh.renderer, { puzzle }, cliStrings(zh))).toEqual([
      "p.json: 简要解答：全部12句都成立",
    ]);
  });
});
