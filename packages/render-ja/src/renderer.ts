// The renderer and the locale: the wordings of the other files, assembled with the shared
// helpers of @zebra/locale-kit (dispatch by clue type, step rule, query kind and issue code, the
// solution layout, answers read from a grid, tables aligned by display width).
import { assembleReader, assembleRenderer } from "@zebra/locale-kit";
import type { Locale, Reader, Renderer, RendererOptions } from "@zebra/locale-kit";
import { clueClauses } from "./internal/clauses.js";
import { conciseSteps } from "./internal/concise-steps.js";
import { factClauses } from "./internal/facts.js";
import { issueLine, issueMessages } from "./internal/issues.js";
import { puzzleWords } from "./internal/puzzle.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { grammar } from "./reading.js";
import { bullet, singlesTexts, stepTexts } from "./internal/full-steps.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";
import { noun, sentence, lexiconWords, write, type Clause } from "./internal/words.js";

/** Options of {@link createJapaneseRenderer}: the kit's, the same in every locale. */
export type JapaneseRendererOptions = RendererOptions;

/**
 * Creates the Japanese renderer, optionally printing clues in their authors' words.
 *
 * Use {@link renderer} unless you need an option. Cost: constant; rendering is linear in the
 * size of what is rendered.
 *
 * @param options - see {@link JapaneseRendererOptions}.
 * @returns a `Renderer` for locale `"ja"`.
 *
 * @example
 * ```ts
 * const authored = createJapaneseRenderer({ clueText: "author" });
 * authored.clue({ type: "at", a: { pos: 1 }, pos: 1, text: "左端の家には誰かが住んでいる。" }, ctx); // "左端の家には誰かが住んでいる。"
 * ```
 */
export function createJapaneseRenderer(options: JapaneseRendererOptions = {}): Renderer {
  return assembleRenderer<Clause>(
    {
      locale: "ja",
      language: "日本語",
      grammar: { clues: clueClauses, facts: factClauses, write, sentence },
      steps: { full: stepTexts, concise: conciseSteps },
      singles: singlesTexts,
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
        gridCaption: (n) => `手順${n}のあとの表：`,
        finalCaption: (complete) => (complete ? "完成した表：" : "最後の手順のあとの表（まだ決まっていないマスがある）："),
        noSteps: "示すべき推論の手順はない。",
        sentenceGap: "",
        subStepBullet: bullet,
        closing: (answer) => `以上より、${answer}`,
      },
    },
    options,
  );
}

/**
 * The Japanese renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in Japanese, in the plain written style (である), with questions to the reader in the
 * polite form. Houses are counted from the left with 軒目 (3軒目), numbers are written in
 * figures, punctuation is full-width. Use it with a Japanese lexicon
 * (`lexiconFor(vocabulary, locale.words, puzzle)`) for natural wording; without one, values
 * appear as written in the puzzle (ペットがzebraの人). Cost: rendering is linear in the size of
 * what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-ja";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * ```
 */
export const renderer: Renderer = /* @__PURE__ */ createJapaneseRenderer();

/**
 * The Japanese reader: puzzle texts in Japanese, as our renderer writes them (recognised
 * exactly) and in the phrasings of its reading grammar (reading.ts), back to puzzles. Pass the
 * built-in themes as `vocabularies` to read texts written with their words.
 *
 * @example
 * ```ts
 * import { reader } from "@zebra/render-ja";
 * const read = reader.readPuzzle("2軒の家が横一列に並んでいる。\nペット：犬、猫\n犬を飼っている人は1軒目に住んでいる。");
 * ```
 */
export const reader: Reader = /* @__PURE__ */ assembleReader({ renderer, words, grammar });

/**
 * The Japanese locale: the renderer, the reader, the Japanese words of every built-in attribute, and the
 * strings of the command-line tool and the playground.
 *
 * @example
 * ```ts
 * import { locale } from "@zebra/render-ja";
 * const lexicon = lexiconFor(getVocabulary("classic"), locale.words, puzzle);
 * locale.renderer.puzzle({ puzzle, lexicon });
 * ```
 */
export const locale: Locale = { code: "ja", language: "日本語", htmlLang: "ja", renderer, reader, words, ui };
