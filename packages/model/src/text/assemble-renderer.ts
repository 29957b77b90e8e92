import type { Clue } from "../clue.js";
import type { Value } from "../entity.js";
import type { Issue } from "../issue.js";
import type { PartialGrid } from "../puzzle.js";
import type { Query, QueryVerbalizers, RenderContext, Renderer, TextFormat } from "../renderer.js";
import type { Step } from "../step.js";
import { answerInGrid } from "./answer-in-grid.js";
import { layoutSolution, type SolutionWording } from "./solution-layout.js";

/** One answer wording per query kind: a new kind is a compile error in every locale. */
export type AnswerVerbalizers = {
  readonly [K in Query["kind"]]: (query: Extract<Query, { kind: K }>, answer: Value, ctx: RenderContext) => string;
};

/** The words of a solution, for {@link assembleRenderer}: {@link SolutionWording} less what the assembler supplies. */
export interface SolutionWords extends Omit<SolutionWording, "step" | "grid" | "closing"> {
  /** The closing sentence, from the answer to the puzzle's question ("So the German keeps the zebra."). */
  readonly closing: (answer: string) => string;
}

/** What a locale supplies to {@link assembleRenderer}: its words, one function per kind of thing. */
export interface RendererParts {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /** The language's own name, e.g. "English". */
  readonly language: string;
  /** One clue as a sentence. */
  readonly clue: (clue: Clue, ctx: RenderContext) => string;
  /** One step as sentences. */
  readonly step: (step: Step, ctx: RenderContext) => string;
  /** A grid as a table. */
  readonly grid: (grid: PartialGrid, ctx: RenderContext, format: TextFormat) => string;
  /** The puzzle text, given its clue sentences' maker and the question's text (when it has one). */
  readonly puzzle: (ctx: RenderContext, format: TextFormat, clue: (clue: Clue) => string, question: string | undefined) => string;
  /** The question of each query kind. */
  readonly questions: QueryVerbalizers;
  /** The answer of each query kind, with its justification. */
  readonly answers: AnswerVerbalizers;
  /** An issue (error) message. */
  readonly issue: (issue: Issue) => string;
  /** The words around a step-by-step solution. */
  readonly solution: SolutionWords;
}

/**
 * Assembles a `Renderer` from a locale's words, so that every locale dispatches queries, reads
 * the puzzle's question, lays out solutions and closes them with the answer the same way.
 *
 * Use it in a locale package (`@zebra/render-xx`) to build its `renderer`. Cost: constant;
 * rendering is linear in the size of what is rendered.
 *
 * @param parts - the locale's words (see {@link RendererParts}).
 * @returns the locale's `Renderer`.
 *
 * @example
 * ```ts
 * export const renderer = assembleRenderer({
 *   locale: "xx", language: "Xx",
 *   clue, step, grid, puzzle, questions, answers, issue,
 *   solution: { heading: "Solution", gridCaption: (n) => `After step ${n}:`, finalCaption: () => "Solved:", noSteps: "None.", closing: (a) => a },
 * });
 * ```
 */
export function assembleRenderer(parts: RendererParts): Renderer {
  const question = (query: Query, ctx: RenderContext): string => (parts.questions[query.kind] as (q: Query, c: RenderContext) => string)(query, ctx);
  const answer = (query: Query, value: Value, ctx: RenderContext): string =>
    (parts.answers[query.kind] as (q: Query, v: Value, c: RenderContext) => string)(query, value, ctx);
  const puzzleQuery = (ctx: RenderContext): Query | undefined => {
    const q = ctx.puzzle.question;
    return q === undefined ? undefined : { kind: "find", find: q.find, where: q.where };
  };
  return {
    locale: parts.locale,
    language: parts.language,
    puzzle(ctx, format = "text") {
      const query = puzzleQuery(ctx);
      return parts.puzzle(ctx, format, (c) => parts.clue(c, ctx), query === undefined ? undefined : question(query, ctx));
    },
    clue: parts.clue,
    step: parts.step,
    solution(steps, ctx, options = {}) {
      const query = puzzleQuery(ctx);
      const { closing, ...words } = parts.solution;
      return layoutSolution(ctx.puzzle, steps, options, {
        ...words,
        step: (s) => parts.step(s, ctx),
        grid: (g, format) => parts.grid(g, ctx, format),
        closing: (g) => {
          if (query?.kind !== "find") return undefined;
          const value = answerInGrid(g, query);
          return value === undefined ? undefined : closing(answer(query, value, ctx));
        },
      });
    },
    grid: (g, ctx, format = "text") => parts.grid(g, ctx, format),
    question,
    answer: (qa, ctx) => answer(qa.query, qa.answer, ctx),
    issue: parts.issue,
  };
}
