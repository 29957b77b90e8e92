import { checkExplanation, explanationStyles, type ExplanationClaim, type Locale, type RenderContext } from "@zebra/locale-kit";
import { lexiconFor, matchingClueTypes } from "@zebra/model";
import { verifyStep } from "@zebra/solver";
import { themes } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { generateCase, renderingLeaks } from "./generated.js";
import { textProblems } from "./text-problems.js";

/** Options of {@link runLogicGridRendering}. */
export interface LogicGridRenderingOptions {
  /** Generated puzzles per theme; 12 by default. */
  readonly count?: number;
  /**
   * How the locale speaks of a row of houses, which a logic grid's text must never do (English:
   * `/\bhouses?\s+\d|\bhouses\b|\brow\b/i`). A person's own house ("the green house") is not a row.
   */
  readonly house: RegExp;
}

/**
 * Renders generated logic-grid puzzles (`kind: "logic-grid"`: no houses) of several sizes and
 * both built-in themes through a locale: the puzzle text, every clue as one clean sentence, both
 * explanation styles with every sentence holding (`checkExplanation`), the closing answer; none
 * of it may speak of houses or leak a placeholder, and the same puzzle gives the same text.
 *
 * Use it in a locale that words logic grids (`renderer.logicGrids`). Cost: a few seconds.
 *
 * @param locale - the locale.
 * @param options - how many puzzles, and the locale's word for a house.
 *
 * @example
 * ```ts
 * runLogicGridRendering(locale, { house: /\bhouses?\s+\d|\bhouses\b|\brow\b/i });
 * ```
 */
export function runLogicGridRendering(locale: Locale, options: LogicGridRenderingOptions): void {
  const { renderer } = locale;
  const count = options.count ?? 12;
  describe(`logic-grid puzzles in ${renderer.locale}`, () => {
    it(`word ${count * themes.length} generated puzzles, their clues and both explanations, without a row of houses`, () => {
      expect(renderer.logicGrids).toBe(true);
      const seen = new Set<string>();
      const failures: string[] = [];
      for (const theme of themes) {
        for (let i = 0; i < count; i++) {
          const size = 3 + (i % 4);
          const attributes = 3 + (i % 3);
          const made = generateCase({ theme, size, attributes, seed: 1000 + i, allTypes: false, kind: "logic-grid" });
          // The classic theme has five values an attribute.
          if (!made.result.ok && made.result.issues.every((x) => x.code === "vocabulary-too-small")) continue;
          if (!made.result.ok) {
            failures.push(`${theme} #${i}: not generated (${made.result.issues.map((x) => x.code).join(", ")})`);
            continue;
          }
          const { puzzle, steps } = made.result;
          const ctx: RenderContext = { puzzle, lexicon: lexiconFor(made.vocabulary, locale.words, puzzle) };
          const where = `${theme} #${i} (${size}×${attributes})`;
          const fail = (what: string, text: string) => failures.push(`${where}: ${what}: ${text.slice(0, 300)}`);
          const text = renderer.puzzle(ctx);
          if (renderer.puzzle({ ...ctx, lexicon: lexiconFor(made.vocabulary, locale.words, puzzle) }) !== text) fail("not deterministic", text);
          for (const clue of puzzle.clues) {
            seen.add(clue.type);
            const sentence = renderer.clue(clue, ctx);
            const problems = [...textProblems(sentence), ...renderingLeaks(sentence, renderer.locale)];
            if (problems.length > 0) fail(`clue ${clue.type}: ${problems.join(", ")}`, sentence);
          }
          for (const style of explanationStyles) {
            const claims: ExplanationClaim[] = [];
            const solution = renderer.solution(steps, ctx, { style, onClaim: (c) => claims.push(c) });
            for (const v of checkExplanation(puzzle, claims, (step) => verifyStep(puzzle, step))) fail(`${style} item ${v.item}: ${v.rule}`, v.detail);
            const all = `${text}\n\n${solution}`;
            if (options.house.test(all)) fail(`${style}: speaks of houses`, all.split("\n").find((l) => options.house.test(l)) ?? "");
            const leaks = renderingLeaks(all, renderer.locale);
            if (leaks.length > 0) fail(`${style}: ${leaks.join(", ")}`, all);
          }
        }
      }
      expect(failures.slice(0, 10)).toEqual([]);
      // The generator's default weights reach every clue type of the genre but ratio: the built-in themes' numbers
      // (heights, ages) stand in no 2×, 3× or ½ ratio, so the locale's own tests word ratio clues.
      expect(matchingClueTypes.filter((type) => type !== "ratio" && !seen.has(type))).toEqual([]);
    });
  });
}
