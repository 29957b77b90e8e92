// The renderer: the verbalisers of the other files, assembled with the shared helpers of
// @zebra/model (query dispatch, solution layout, tables, answers read from a grid).
import { assembleRenderer, escapeMarkdown, formatTable } from "@zebra/model";
import type { Clue, PartialGrid, RenderContext, Renderer, TextFormat } from "@zebra/model";
import { clueClause } from "./clues.js";
import { issueLine } from "./issues.js";
import { answerTexts, questionTexts } from "./queries.js";
import { stepText } from "./steps.js";
import { and, label, noun, sentence } from "./words.js";

function puzzleText(ctx: RenderContext, format: TextFormat, clue: (clue: Clue) => string, question: string | undefined): string {
  const md = format === "markdown";
  const esc = (text: string) => (md ? escapeMarkdown(text) : text);
  const { puzzle } = ctx;
  const blocks = [sentence(`there are ${puzzle.size} houses in a row, numbered 1 to ${puzzle.size} from left to right, each with one person`)];
  const lines = puzzle.attributes.map((a) => esc(sentence(`each person has a different ${noun(ctx, a.name)}: ${and(a.values.map((v) => label(ctx, a.name, v)))}`)));
  blocks.push(md ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n"));
  blocks.push(md ? "## [Clues]" : "[Clues]:");
  if (puzzle.clues.length > 0) blocks.push(puzzle.clues.map((c, i) => `${i + 1}. ${esc(clue(c))}`).join("\n"));
  if (question !== undefined) blocks.push(md ? `## [Question]\n\n${esc(question)}` : `[Question]: ${question}`);
  return blocks.join("\n\n");
}

function gridText(grid: PartialGrid, ctx: RenderContext, format: TextFormat): string {
  const header = ["[House]", ...Array.from({ length: ctx.puzzle.size }, (_, i) => String(i + 1))];
  const rows = ctx.puzzle.attributes.map((a) => [
    noun(ctx, a.name),
    ...Array.from({ length: ctx.puzzle.size }, (_, i) => {
      const value = grid[a.name]?.[i];
      return value === null || value === undefined ? "" : label(ctx, a.name, value);
    }),
  ]);
  return formatTable([header, ...rows], { format });
}

export const renderer: Renderer = assembleRenderer({
  locale: "__LOCALE__",
  language: "__LANGUAGE__",
  clue: (clue, ctx) => sentence(clueClause(clue, ctx)),
  step: stepText,
  grid: gridText,
  puzzle: puzzleText,
  questions: questionTexts,
  answers: answerTexts,
  issue: issueLine,
  solution: {
    heading: "[Solution]",
    gridCaption: (n) => `[The grid after step ${n}]:`,
    finalCaption: (complete) => (complete ? "[The completed grid]:" : "[The grid after the last step]:"),
    noSteps: "[There are no steps to show].",
    closing: (answer) => answer,
  },
});
