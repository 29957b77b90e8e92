// The renderer and the locale: the wordings of the other files, assembled with the shared
// helpers of @zebra/locale-kit (dispatch by clue type, step rule, query kind and issue code, the
// solution layout in both explanation styles, answers read from a grid, grids).
import { assembleReader, assembleRenderer } from "@zebra/locale-kit";
import type { Locale, PuzzleWords, Reader, Renderer } from "@zebra/locale-kit";
import { clueClauses } from "./internal/clauses.js";
import { factClauses } from "./internal/facts.js";
import { issueLine, issueMessages } from "./internal/issues.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { grammar } from "./reading.js";
import { conciseSteps } from "./internal/concise-steps.js";
import { fullSteps } from "./internal/full-steps.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";
import { and, label, lexiconWords, noun, sentence, write, type Clause } from "./internal/words.js";

/** The words of the puzzle text (laid out by @zebra/locale-kit: title, preamble, introduction, attribute lines, clues, question). TRANSLATE. */
const puzzleWords: PuzzleWords = {
  // Whether the author's title and preamble can stand in your language's text (TRANSLATE the test: say, its script).
  readsInLocale: (text): text is string => text !== undefined && text.trim() !== "",
  untitled: "[Zebra puzzle]",
  introduction: (size, afterPreamble) =>
    afterPreamble
      ? sentence(`the houses are numbered 1 to ${size} from left to right, each with one person`)
      : sentence(`there are ${size} houses in a row, numbered 1 to ${size} from left to right, each with one person`),
  attributeLine: (ctx, index) => {
    const a = ctx.puzzle.attributes[index]!;
    return sentence(`each person has a different ${noun(ctx, a.name)}: ${and(a.values.map((v) => label(ctx, a.name, v)))}`);
  },
  cluesHeading: "[Clues]",
  questionHeading: "[Question]",
  noClues: "[There are no clues].",
  colon: ": ",
};

export const renderer: Renderer = /* @__PURE__ */ assembleRenderer<Clause>({
  locale: "__LOCALE__",
  language: "__LANGUAGE__",
  grammar: { clues: clueClauses, facts: factClauses, write, sentence },
  steps: { full: fullSteps, concise: conciseSteps },
  house: ui.cli.house,
  heading: (attr, ctx) => noun(ctx, attr),
  words: lexiconWords,
  puzzle: puzzleWords,
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
export const reader: Reader = /* @__PURE__ */ assembleReader({ renderer, words, grammar });

/** The locale: the renderer, the reader, the words of the built-in themes and the apps' strings. TRANSLATE `htmlLang`. */
export const locale: Locale = { code: "__LOCALE__", language: "__LANGUAGE__", htmlLang: "__LOCALE__", renderer, reader, words, ui };
