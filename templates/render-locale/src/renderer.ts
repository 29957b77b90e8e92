// The renderer and the locale: the wordings of the other files, assembled with the shared
// helpers of @zebra/model (dispatch by clue type, step rule, query kind and issue code, the
// solution layout in both explanation styles, answers read from a grid, grids).
import { assembleReader, assembleRenderer, escapeMarkdown } from "@zebra/model";
import type { Clue, Locale, Reader, RenderContext, Renderer, TextFormat } from "@zebra/model";
import { clueClauses } from "./clues.js";
import { factClauses } from "./facts.js";
import { issueLine, issueMessages } from "./issues.js";
import { answerTexts, questionTexts } from "./queries.js";
import { grammar } from "./reading.js";
import { conciseSteps, fullSteps } from "./steps.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";
import { and, label, noun, sentence, write, type Clause } from "./words.js";

/** The title of a puzzle without one of its own in this language. TRANSLATE. */
const untitled = "[Zebra puzzle]";

/** The puzzle's title: its own (when it is written in this language; TRANSLATE the test), else the generic one. */
function titleOf(ctx: RenderContext): string {
  return ctx.puzzle.title?.trim() || untitled;
}

/** The puzzle text: its title (always in Markdown), introduction, one line per attribute, the numbered clues, the question. TRANSLATE. */
function puzzleText(ctx: RenderContext, format: TextFormat, clue: (clue: Clue) => string, question: string | undefined, title: string | undefined): string {
  const md = format === "markdown";
  const esc = (text: string) => (md ? escapeMarkdown(text) : text);
  const { puzzle } = ctx;
  const heading = title ?? (md ? titleOf(ctx) : puzzle.title?.trim() || undefined);
  const blocks = heading === undefined ? [] : [md ? `# ${esc(heading)}` : heading];
  blocks.push(sentence(`there are ${puzzle.size} houses in a row, numbered 1 to ${puzzle.size} from left to right, each with one person`));
  const lines = puzzle.attributes.map((a) =>
    esc(sentence(`each person has a different ${noun(ctx, a.name)}: ${and(a.values.map((v) => label(ctx, a.name, v)))}`)),
  );
  blocks.push(md ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n"));
  blocks.push(md ? "## [Clues]" : "[Clues]:");
  if (puzzle.clues.length > 0) blocks.push(puzzle.clues.map((c, i) => `${i + 1}. ${esc(clue(c))}`).join("\n"));
  if (question !== undefined) blocks.push(md ? `## [Question]\n\n${esc(question)}` : `[Question]: ${question}`);
  return blocks.join("\n\n");
}

export const renderer: Renderer = assembleRenderer<Clause>({
  locale: "__LOCALE__",
  language: "__LANGUAGE__",
  grammar: { clues: clueClauses, facts: factClauses, write, sentence },
  steps: { full: fullSteps, concise: conciseSteps },
  house: ui.cli.house,
  heading: (attr, ctx) => noun(ctx, attr),
  value: (attr, value, ctx) => label(ctx, attr, value),
  puzzle: puzzleText,
  title: titleOf,
  questions: questionTexts,
  answers: answerTexts,
  issues: issueMessages,
  issueLine,
  solution: {
    heading: ui.cli.solution,
    gridCaption: (n) => `[The grid after step ${n}]:`,
    finalCaption: (complete) => (complete ? "[The completed grid]:" : "[The grid after the last step]:"),
    noSteps: "[There are no steps to show].",
    closing: (answer) => answer,
  },
});

/** The reader: texts in your language back to puzzles, from the renderer, the words and the grammar of reading.ts. */
export const reader: Reader = assembleReader({ renderer, words, grammar });

/** The locale: the renderer, the reader, the words of the built-in themes and the apps' strings. TRANSLATE `htmlLang`. */
export const locale: Locale = { code: "__LOCALE__", language: "__LANGUAGE__", htmlLang: "__LOCALE__", renderer, reader, words, ui };
