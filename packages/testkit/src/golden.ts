import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { lexiconFor, parsePuzzle } from "@zebra/model";
import type { Lexicon, LocaleWords, Puzzle, Step } from "@zebra/model";
import { deduce } from "@zebra/solver";
import { classicVocabulary } from "@zebra/vocab";
import { issueSummary } from "./issue-summary.js";
import { expect } from "vitest";

/** What a golden rendering of the classic puzzle needs: the puzzle, its words in a locale, and the solver's steps. */
export interface EinsteinInput {
  readonly puzzle: Puzzle;
  /** The classic vocabulary's words for the locale (empty when it has none). */
  readonly lexicon: Lexicon;
  /** The solver's steps (`deduce`), which solve the puzzle. */
  readonly steps: readonly Step[];
}

/**
 * The classic zebra puzzle from the repository's fixtures, with the classic vocabulary's words
 * for a locale and the solver's step-by-step solution.
 *
 * Use it for golden tests of renderers. Cost: parses the fixture and solves it (milliseconds).
 *
 * @param words - the locale's words (`locale.words`).
 * @returns the puzzle, lexicon and steps.
 *
 * @example
 * ```ts
 * const { puzzle, lexicon, steps } = einsteinInput(locale.words);
 * renderer.solution(steps, { puzzle, lexicon });
 * ```
 */
export function einsteinInput(words: LocaleWords): EinsteinInput {
  const text = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(`fixtures/einstein.json: ${parsed.issues.map(issueSummary).join("; ")}`);
  const puzzle = parsed.value;
  const result = deduce(puzzle);
  if (result.status !== "solved") throw new Error(`the solver left the classic puzzle ${result.status}`);
  return { puzzle, lexicon: lexiconFor(classicVocabulary, words, puzzle), steps: result.steps };
}

/**
 * Compares a rendering with a committed golden file. With `UPDATE_GOLDEN=1` in the
 * environment it writes the file instead (review the diff before committing it).
 *
 * Use it in renderer tests: golden files are read by people, so changes to wording show in
 * review. A missing file fails the test (run once with `UPDATE_GOLDEN=1` to create it).
 *
 * @param actual - the rendering (a final newline is added in the file).
 * @param file - the golden file's URL, e.g. `new URL("./__golden__/einstein.txt", import.meta.url)`.
 *
 * @example
 * ```ts
 * expectGolden(renderer.puzzle(ctx), new URL("./__golden__/einstein.txt", import.meta.url));
 * ```
 */
export function expectGolden(actual: string, file: URL): void {
  const path = fileURLToPath(file);
  const content = `${actual}\n`;
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return;
  }
  expect(existsSync(path), `${path} is missing; run the test with UPDATE_GOLDEN=1 to write it`).toBe(true);
  expect(content).toBe(readFileSync(path, "utf8"));
}
