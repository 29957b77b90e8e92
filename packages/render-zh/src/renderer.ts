import { assembleReader, assembleRenderer } from "@zebra/locale-kit";
import type { Locale, Reader, Renderer, RendererOptions } from "@zebra/locale-kit";
import { clueClauses } from "./internal/clauses.js";
import { conciseSteps } from "./internal/concise-steps.js";
import { factClauses } from "./internal/facts.js";
import { fullSteps, singlesTexts } from "./internal/full-steps.js";
import { issueLine, issueMessages } from "./internal/issues.js";
import { puzzleWords } from "./internal/puzzle.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { nounOf, sentence, lexiconWords } from "./internal/words.js";
import { grammar } from "./reading.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";

/** Options of {@link createChineseRenderer}: the kit's, the same in every locale. */
export type ChineseRendererOptions = RendererOptions;

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
  return assembleRenderer<string>(
    {
      locale: "zh",
      language: "中文",
      // Chinese word order is the same in main and embedded clauses: a clause is its text.
      grammar: { clues: clueClauses, facts: factClauses, write: (clause) => clause, sentence },
      steps: { full: fullSteps, concise: conciseSteps },
      singles: singlesTexts,
      house: ui.cli.house,
      heading: (attr, ctx) => nounOf(ctx, attr),
      words: lexiconWords,
      puzzle: puzzleWords,
      questions: questionTexts,
      answers: answerTexts,
      issues: issueMessages,
      issueLine,
      solution: {
        heading: ui.cli.solution,
        gridCaption: (n) => `第${n}步后的表格：`,
        finalCaption: (complete) => (complete ? "完成后的表格：" : "最后一步之后的表格（还有空格没有确定）："),
        noSteps: "没有需要展示的推理步骤。",
        sentenceGap: "",
        closing: (answer) => `所以，${answer}`,
      },
    },
    options,
  );
}

/**
 * The Chinese renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in Simplified Chinese. The CLI loads it as `renderer` from `@zebra/render-zh`.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, a Chinese lexicon
 * (`lexiconFor(vocabulary, locale.words, puzzle)`; without one, values appear as written in the
 * puzzle: “Pet是zebra的人”). House numbers are
 * written in figures (第3座房子), counts in words (五座房子). Cost: rendering is linear in the
 * size of what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-zh";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * ```
 */
export const renderer: Renderer = /* @__PURE__ */ createChineseRenderer();

/**
 * The Chinese reader: puzzle texts in Chinese, as our renderer writes them (recognised
 * exactly) and in the phrasings of its reading grammar, back to puzzles. Pass the built-in
 * themes as `vocabularies` to read texts written with their words.
 *
 * @example
 * ```ts
 * import { reader } from "@zebra/render-zh";
 * const read = reader.readPuzzle("有两座房子。\n宠物：猫、狗\n养猫的人住在第1座房子里。");
 * ```
 */
export const reader: Reader = /* @__PURE__ */ assembleReader({ renderer, words, grammar });

/**
 * The Chinese locale: the renderer, the Chinese words of every built-in attribute, and the
 * strings of the command-line tool and the playground.
 *
 * @example
 * ```ts
 * import { locale } from "@zebra/render-zh";
 * const lexicon = lexiconFor(getVocabulary("classic"), locale.words, puzzle);
 * locale.renderer.puzzle({ puzzle, lexicon });
 * ```
 */
export const locale: Locale = { code: "zh", language: "中文", htmlLang: "zh-CN", renderer, reader, words, ui };
