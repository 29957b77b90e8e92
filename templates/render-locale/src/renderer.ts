// The renderer: the verbalisers of the other files, laid out with the shared helpers of
// @zebra/model (solution layout, tables, answers read from a grid).
import { answerInGrid, escapeMarkdown, formatTable, layoutSolution } from "@zebra/model";
import type { Query, RenderContext, Renderer, TextFormat, Value } from "@zebra/model";
import { clueClause } from "./clues.js";
import { issueLine } from "./issues.js";
import { answerTexts, questionTexts } from "./queries.js";
import { stepText } from "./steps.js";
import { and, label, noun, sentence } from "./words.js";

function question(query: Query, ctx: RenderContext): string {
  return (questionTexts[query.kind] as (q: Query, c: RenderContext) => string)(query, ctx);
}

function answer(query: Query, value: Value, ctx: RenderContext): string {
  return (answerTexts[query.kind] as (q: Query, v: Value, c: RenderContext) => string)(query, value, ctx);
}

function puzzleQuery(ctx: RenderContext): Query | undefined {
  const q = ctx.puzzle.question;
  return q === undefined ? undefined : { kind: "find", find: q.find, where: q.where };
}

/** TRANSLATE: the headings and fixed sentences below. */
function puzzleText(ctx: RenderContext, format: TextFormat): string {
  const md = format === "markdown";
  const esc = (text: string) => (md ? escapeMarkdown(text) : text);
  const { puzzle } = ctx;
  const blocks = [sentence(`there are ${puzzle.size} houses in a row, numbered 1 to ${puzzle.size} from left to right, each with one person`)];
  const lines = puzzle.attributes.map((a) => esc(sentence(`each person has a different ${noun(ctx, a.name)}: ${and(a.values.map((v) => label(ctx, a.name, v)))}`)));
  blocks.push(md ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n"));
  blocks.push(md ? "## [Clues]" : "[Clues]:");
  if (puzzle.clues.length > 0) blocks.push(puzzle.clues.map((c, i) => `${i + 1}. ${esc(sentence(clueClause(c, ctx)))}`).join("\n"));
  const query = puzzleQuery(ctx);
  if (query !== undefined) blocks.push(md ? `## [Question]\n\n${esc(question(query, ctx))}` : `[Question]: ${question(query, ctx)}`);
  return blocks.join("\n\n");
}

/**
 * The __LANGUAGE__ renderer: puzzles, clues, step-by-step solutions, grids, questions, answers
 * and issues. The CLI loads it as `renderer` from `@zebra/render-__LOCALE__`.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, a lexicon in
 * this language. Cost: rendering is linear in the size of what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-__LOCALE__";
 * console.log(renderer.puzzle({ puzzle }));
 * ```
 */
export const renderer: Renderer = {
  locale: "__LOCALE__",
  language: "__LANGUAGE__",
  puzzle: (ctx, format = "text") => puzzleText(ctx, format),
  clue: (clue, ctx) => sentence(clueClause(clue, ctx)),
  step: (step, ctx) => stepText(step, ctx),
  solution: (steps, ctx, options = {}) =>
    layoutSolution(ctx.puzzle, steps, options, {
      heading: "[Solution]",
      step: (s) => stepText(s, ctx),
      grid: (g, format) => renderer.grid(g, ctx, format),
      gridCaption: (n) => `[The grid after step ${n}]:`,
      finalCaption: (complete) => (complete ? "[The completed grid]:" : "[The grid after the last step]:"),
      noSteps: "[There are no steps to show].",
      closing: (g) => {
        const query = puzzleQuery(ctx);
        const value = query?.kind === "find" ? answerInGrid(g, query) : undefined;
        return query === undefined || value === undefined ? undefined : answer(query, value, ctx);
      },
    }),
  grid: (grid, ctx, format = "text") => {
    const header = ["[House]", ...Array.from({ length: ctx.puzzle.size }, (_, i) => String(i + 1))];
    const rows = ctx.puzzle.attributes.map((a) => [
      noun(ctx, a.name),
      ...Array.from({ length: ctx.puzzle.size }, (_, i) => {
        const value = grid[a.name]?.[i];
        return value === null || value === undefined ? "" : label(ctx, a.name, value);
      }),
    ]);
    return formatTable([header, ...rows], { format });
  },
  question,
  answer: (qa, ctx) => answer(qa.query, qa.answer, ctx),
  issue: issueLine,
};
