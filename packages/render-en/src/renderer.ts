import { assembleRenderer } from "@zebra/model";
import type { Clue, RenderContext, Renderer } from "@zebra/model";
import { clueClause } from "./internal/clauses.js";
import { gridText } from "./internal/grid.js";
import { issueLine } from "./internal/issues.js";
import { puzzleText, readsAsEnglish } from "./internal/puzzle.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { stepText } from "./internal/steps.js";
import { sentence } from "./internal/words.js";

/** Options of {@link createEnglishRenderer}. */
export interface EnglishRendererOptions {
  /**
   * Which sentence to print for a clue that carries its author's `text`: `"ours"` (the
   * default) words every clue the same way from its data; `"author"` prints the author's
   * sentence when it is English text, and ours otherwise.
   */
  readonly clueText?: "ours" | "author";
}

/**
 * Creates the English renderer, optionally printing clues in their authors' words.
 *
 * Use {@link renderer} unless you need an option. Cost: constant; rendering is linear in the
 * size of what is rendered.
 *
 * @param options - see {@link EnglishRendererOptions}.
 * @returns a `Renderer` for locale `"en"`.
 *
 * @example
 * ```ts
 * const authored = createEnglishRenderer({ clueText: "author" });
 * authored.clue({ type: "at", a: { pos: 1 }, pos: 1, text: "House one is first." }, ctx); // "House one is first."
 * ```
 */
export function createEnglishRenderer(options: EnglishRendererOptions = {}): Renderer {
  return assembleRenderer({
    locale: "en",
    language: "English",
    clue: (c: Clue, ctx: RenderContext): string => {
      if (options.clueText === "author" && readsAsEnglish(c.text)) return c.text.trim();
      return sentence(clueClause(c, ctx));
    },
    step: stepText,
    grid: gridText,
    puzzle: puzzleText,
    questions: questionTexts,
    answers: answerTexts,
    issue: issueLine,
    solution: {
      heading: "Solution",
      gridCaption: (n) => `The grid after step ${n}:`,
      finalCaption: (complete) => (complete ? "The completed grid:" : "The grid after the last step (some cells are still open):"),
      noSteps: "There are no steps to show.",
      closing: (answer) => `So ${lowerFirst(answer)}`,
    },
  });
}

/**
 * The English renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in English. The CLI loads it as `renderer` from `@zebra/render-en`.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, an English
 * lexicon (without one, clues use generic wording such as "the person whose Pet is zebra").
 * Cost: rendering is linear in the size of what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-en";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * console.log(renderer.solution(deduce(puzzle).steps, { puzzle, lexicon }, { gridEvery: 10 }));
 * ```
 */
export const renderer: Renderer = createEnglishRenderer();

/** Lower-cases the first letter unless the first word looks like a name ("The Dane…" → "the Dane…"). */
function lowerFirst(text: string): string {
  return /^(The|A|An)\b/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
