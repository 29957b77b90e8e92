import { answerInGrid, layoutSolution } from "@zebra/model";
import type { Clue, Query, RenderContext, Renderer, Step, Value } from "@zebra/model";
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
  const clue = (c: Clue, ctx: RenderContext): string => {
    if (options.clueText === "author" && readsAsEnglish(c.text)) return c.text.trim();
    return sentence(clueClause(c, ctx));
  };
  const question = (query: Query, ctx: RenderContext): string => (questionTexts[query.kind] as (q: Query, c: RenderContext) => string)(query, ctx);
  const answer = (query: Query, value: Value, ctx: RenderContext): string =>
    (answerTexts[query.kind] as (q: Query, v: Value, c: RenderContext) => string)(query, value, ctx);
  const puzzleQuery = (ctx: RenderContext): Query | undefined => {
    const q = ctx.puzzle.question;
    return q === undefined ? undefined : { kind: "find", find: q.find, where: q.where };
  };
  const self: Renderer = {
    locale: "en",
    language: "English",
    puzzle(ctx, format = "text") {
      const query = puzzleQuery(ctx);
      return puzzleText(ctx, format, (c) => clue(c, ctx), query === undefined ? undefined : question(query, ctx));
    },
    clue,
    step: (step: Step, ctx: RenderContext) => stepText(step, ctx),
    solution(steps, ctx, solutionOptions = {}) {
      const query = puzzleQuery(ctx);
      return layoutSolution(ctx.puzzle, steps, solutionOptions, {
        heading: "Solution",
        step: (s) => stepText(s, ctx),
        grid: (g, format) => gridText(g, ctx, format),
        gridCaption: (n) => `The grid after step ${n}:`,
        finalCaption: (complete) => (complete ? "The completed grid:" : "The grid after the last step (some cells are still open):"),
        noSteps: "There are no steps to show.",
        closing: (g) => {
          if (query?.kind !== "find") return undefined;
          const value = answerInGrid(g, query);
          return value === undefined ? undefined : `So ${lowerFirst(answer(query, value, ctx))}`;
        },
      });
    },
    grid: (g, ctx, format = "text") => gridText(g, ctx, format),
    question,
    answer: (qa, ctx) => answer(qa.query, qa.answer, ctx),
    issue: issueLine,
  };
  return self;
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
