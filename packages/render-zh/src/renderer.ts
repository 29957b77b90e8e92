import { answerInGrid, layoutSolution } from "@zebra/model";
import type { Clue, Query, RenderContext, Renderer, Step, Value } from "@zebra/model";
import { clueClause } from "./internal/clauses.js";
import { gridText } from "./internal/grid.js";
import { issueLine } from "./internal/issues.js";
import { puzzleText, readsAsChinese } from "./internal/puzzle.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { stepText } from "./internal/steps.js";
import { sentence } from "./internal/words.js";

/** Options of {@link createChineseRenderer}. */
export interface ChineseRendererOptions {
  /**
   * Which sentence to print for a clue that carries its author's `text`: `"ours"` (the
   * default) words every clue the same way from its data; `"author"` prints the author's
   * sentence when it is Chinese text, and ours otherwise.
   */
  readonly clueText?: "ours" | "author";
}

/**
 * Creates the Chinese renderer, optionally printing clues in their authors' words.
 *
 * Use {@link renderer} unless you need an option. Cost: constant; rendering is linear in the
 * size of what is rendered.
 *
 * @param options - see {@link ChineseRendererOptions}.
 * @returns a `Renderer` for locale `"zh"`.
 *
 * @example
 * ```ts
 * const authored = createChineseRenderer({ clueText: "author" });
 * authored.clue({ type: "at", a: { pos: 1 }, pos: 1, text: "一号房子在最左边。" }, ctx); // "一号房子在最左边。"
 * ```
 */
export function createChineseRenderer(options: ChineseRendererOptions = {}): Renderer {
  const clue = (c: Clue, ctx: RenderContext): string => {
    if (options.clueText === "author" && readsAsChinese(c.text)) return c.text.trim();
    return sentence(clueClause(c, ctx));
  };
  const question = (query: Query, ctx: RenderContext): string => (questionTexts[query.kind] as (q: Query, c: RenderContext) => string)(query, ctx);
  const answer = (query: Query, value: Value, ctx: RenderContext): string =>
    (answerTexts[query.kind] as (q: Query, v: Value, c: RenderContext) => string)(query, value, ctx);
  const puzzleQuery = (ctx: RenderContext): Query | undefined => {
    const q = ctx.puzzle.question;
    return q === undefined ? undefined : { kind: "find", find: q.find, where: q.where };
  };
  return {
    locale: "zh",
    language: "中文",
    puzzle(ctx, format = "text") {
      const query = puzzleQuery(ctx);
      return puzzleText(ctx, format, (c) => clue(c, ctx), query === undefined ? undefined : question(query, ctx));
    },
    clue,
    step: (step: Step, ctx: RenderContext) => stepText(step, ctx),
    solution(steps, ctx, solutionOptions = {}) {
      const query = puzzleQuery(ctx);
      return layoutSolution(ctx.puzzle, steps, solutionOptions, {
        heading: "解答",
        step: (s) => stepText(s, ctx),
        grid: (g, format) => gridText(g, ctx, format),
        gridCaption: (n) => `第${n}步之后的表格：`,
        finalCaption: (complete) => (complete ? "完成后的表格：" : "最后一步之后的表格（还有空格没有确定）："),
        noSteps: "没有需要展示的推理步骤。",
        sentenceGap: "",
        closing: (g) => {
          if (query?.kind !== "find") return undefined;
          const value = answerInGrid(g, query);
          return value === undefined ? undefined : `所以，${answer(query, value, ctx)}`;
        },
      });
    },
    grid: (g, ctx, format = "text") => gridText(g, ctx, format),
    question,
    answer: (qa, ctx) => answer(qa.query, qa.answer, ctx),
    issue: issueLine,
  };
}

/**
 * The Chinese renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in Simplified Chinese. The CLI loads it as `renderer` from `@zebra/render-zh`.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, a Chinese lexicon
 * (without one, values appear as written in the puzzle: “Pet是zebra的人”). House numbers are
 * written in figures (第3座房子), counts in words (五座房子). Cost: rendering is linear in the
 * size of what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-zh";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * ```
 */
export const renderer: Renderer = createChineseRenderer();
