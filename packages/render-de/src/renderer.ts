// The renderer and the locale: the wordings of the other files, assembled with the shared
// helpers of @zebra/model (dispatch by clue type, step rule, query kind and issue code, the
// solution layout, answers read from a grid, tables).
import { assembleRenderer, escapeMarkdown, formatTable } from "@zebra/model";
import type { Clue, Locale, PartialGrid, RenderContext, Renderer, TextFormat } from "@zebra/model";
import { clueClauses } from "./clues.js";
import { factClauses } from "./facts.js";
import { issueLine, issueMessages } from "./issues.js";
import { answerTexts, questionTexts } from "./queries.js";
import { stepTexts } from "./steps.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";
import { and, label, noun, sentence, write, type Clause } from "./words.js";

/** The puzzle text: introduction, one line per attribute, the numbered clues, the question. TRANSLATE. */
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

/** An answer grid: one row per attribute, one column per house. TRANSLATE: the corner's word. */
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

export const renderer: Renderer = assembleRenderer<Clause>({
  locale: "de",
  language: "Deutsch",
  grammar: { clues: clueClauses, facts: factClauses, write, sentence },
  steps: stepTexts,
  grid: gridText,
  heading: (attr, ctx) => noun(ctx, attr),
  value: (attr, value, ctx) => label(ctx, attr, value),
  puzzle: puzzleText,
  questions: questionTexts,
  answers: answerTexts,
  issues: issueMessages,
  issueLine,
  solution: {
    heading: "[Solution]",
    gridCaption: (n) => `[The grid after step ${n}]:`,
    finalCaption: (complete) => (complete ? "[The completed grid]:" : "[The grid after the last step]:"),
    noSteps: "[There are no steps to show].",
    closing: (answer) => answer,
  },
});

/** The locale: the renderer, the words of the built-in themes and the apps' strings. TRANSLATE `htmlLang`. */
export const locale: Locale = { code: "de", language: "Deutsch", htmlLang: "de", renderer, words, ui };
