import { assembleReader, assembleRenderer } from "@zebra/locale-kit";
import type { Locale, Reader, Renderer, RendererOptions } from "@zebra/locale-kit";
import { clueClauses } from "./internal/clauses.js";
import { conciseSteps } from "./internal/concise-steps.js";
import { factClauses } from "./internal/facts.js";
import { fullSteps } from "./internal/full-steps.js";
import { headingOf } from "./internal/heading.js";
import { singlesTexts } from "./internal/singles.js";
import { issueMessages, withStop } from "./internal/issues.js";
import { puzzleWords } from "./internal/puzzle.js";
import { answerTexts, questionTexts } from "./internal/queries.js";
import { sentence, lexiconWords } from "./internal/words.js";
import { grammar } from "./reading.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";

/** Options of {@link createEnglishRenderer}: the kit's, the same in every locale. */
export type EnglishRendererOptions = RendererOptions;

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
  return assembleRenderer<string>(
    {
      locale: "en",
      language: "English",
      // English word order is the same in main and embedded clauses: a clause is its text.
      grammar: { clues: clueClauses, facts: factClauses, write: (clause) => clause, sentence },
      steps: { full: fullSteps, concise: conciseSteps },
      singles: singlesTexts,
      house: ui.cli.house,
      heading: headingOf,
      words: lexiconWords,
      puzzle: puzzleWords,
      questions: questionTexts,
      answers: answerTexts,
      issues: issueMessages,
      issueLine: (path, message) => (path === "" ? withStop(message) : `${path}: ${withStop(message)}`),
      solution: {
        heading: ui.cli.solution,
        gridCaption: (n) => `After step ${n}:`,
        finalCaption: (complete) => (complete ? "The completed grid:" : "The grid after the last step (some cells are still open):"),
        noSteps: "There are no steps to show.",
        closing: (answer) => `So ${lowerFirst(answer)}`,
      },
    },
    options,
  );
}

/**
 * The English renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in English. The CLI loads it as `renderer` from `@zebra/render-en`.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, an English
 * lexicon (`lexiconFor(vocabulary, locale.words, puzzle)`; without one, clues use generic
 * wording such as "the person whose Pet is zebra"). Cost: rendering is linear in the size of
 * what is rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-en";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * console.log(renderer.solution(deduce(puzzle).steps, { puzzle, lexicon }, { gridEvery: 10 }));
 * ```
 */
export const renderer: Renderer = /* @__PURE__ */ createEnglishRenderer();

/**
 * The English reader: puzzle texts in English, as our renderer writes them (recognised
 * exactly) and as people write them (puzzle books, websites, benchmark prompts), back to
 * puzzles. Pass the built-in themes as `vocabularies` to read texts written with their words.
 *
 * @example
 * ```ts
 * import { reader } from "@zebra/render-en";
 * const read = reader.readPuzzle("There are two houses.\nPet: cat, dog\nThe cat owner lives in the first house.");
 * if (read.ok) console.log(read.value.clues);
 * ```
 */
export const reader: Reader = /* @__PURE__ */ assembleReader({ renderer, words, grammar });

/**
 * The English locale: the renderer, the reader, the English words of every built-in
 * attribute, and the strings of the command-line tool and the playground.
 *
 * @example
 * ```ts
 * import { locale } from "@zebra/render-en";
 * const lexicon = lexiconFor(getVocabulary("classic"), locale.words, puzzle);
 * locale.renderer.puzzle({ puzzle, lexicon });
 * ```
 */
export const locale: Locale = { code: "en", language: "English", htmlLang: "en", renderer, reader, words, ui };

/**
 * An issue as one English line, `path: message.`: the same as `renderer.issue(issue)`.
 *
 * @example
 * ```ts
 * const result = parsePuzzle(text);
 * if (!result.ok) for (const issue of result.issues) console.error(formatIssue(issue));
 * ```
 */
export function formatIssue(issue: Parameters<Renderer["issue"]>[0]): string {
  return renderer.issue(issue);
}

/** Lower-cases the first letter unless the first word looks like a name ("The Dane…" → "the Dane…"). */
function lowerFirst(text: string): string {
  return /^(The|A|An)\b/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
