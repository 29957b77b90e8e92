import type { Grid, Step } from "@zebra/model";
import { answerInGrid } from "@zebra/model";
import type { Page as App } from "../page.js";
import { stepNotation, wordsLogicGrids } from "../notation.js";
import { clueWords } from "../text.js";
import { h } from "../ui/dom.js";

/** A step in the page's words and explanation style. */
export function stepText(app: App, step: Step): string {
  const words = app.words!;
  const puzzle = app.loaded!.puzzle;
  // A locale that does not word logic grids would speak of houses, or of clues it cannot word.
  if (puzzle.kind === "logic-grid" && !wordsLogicGrids(words)) return stepNotation(words, puzzle, step);
  return words.renderer.step(step, words.ctx, app.settings.style);
}

/** Clues quoted by number, under a hint or an answer that uses them (the clue list may be scrolled away). */
export function clueList(app: App, clues: readonly number[]): HTMLElement | null {
  const words = app.words;
  const puzzle = app.loaded?.puzzle;
  if (!words || !puzzle || clues.length === 0) return null;
  return h(
    "ul",
    { class: "used-clues" },
    clues.map((i) =>
      h("li", { dataset: { clue: String(i) } }, h("span", { class: "num" }, `${i + 1}`), h("span", { class: "text" }, clueWords(words, puzzle.clues[i]!))),
    ),
  );
}

/** The answer to the puzzle's question, in the solution given; empty when it asks none. */
export function answerText(app: App, solution: Grid): string {
  const q = app.loaded!.puzzle.question;
  if (!q) return "";
  const words = app.words!;
  const answer = answerInGrid(solution, q);
  if (answer === undefined) return "";
  return words.renderer.answer({ query: { kind: "find", find: q.find, where: q.where }, answer }, words.ctx);
}
