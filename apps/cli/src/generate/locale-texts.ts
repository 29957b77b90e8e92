// Where a generation run meets its locales: the locales of `--locale`/`--locales`, and a
// puzzle's record texts in one of them. Everything locale-specific the generator does is here.
import type { RecordTexts } from "@zebra/dataset";
import type { Lexicon, QuestionAnswer } from "@zebra/model";
import type { Locale, RenderContext, Renderer } from "@zebra/locale-kit";
import type { GenerateSuccess } from "@zebra/sampler";
import { loadLocale } from "../locale.js";
import { packageVersion } from "../version.js";

/** The locales of a run, in the order given (the first writes the main texts). */
export function loadLocales(codes: readonly string[], cwd: string): Promise<Locale[]> {
  return Promise.all(codes.map((code) => loadLocale(code, cwd)));
}

/** The versions of the locale packages, by package name, for a record's `meta.versions`. */
export function rendererVersions(locales: readonly string[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [`@zebra/render-${locale}`, packageVersion(`@zebra/render-${locale}`)]));
}

/** A puzzle's texts in one locale, given its lexicon there: the puzzle, the explanation in both styles, and each question with its answer. */
export function recordTexts(result: GenerateSuccess, lexicon: Lexicon, locale: Locale): RecordTexts {
  const { renderer } = locale;
  const ctx = { puzzle: result.puzzle, lexicon };
  return {
    text: renderer.puzzle(ctx, "text"),
    explanation: renderer.solution(result.steps, ctx, { format: "text", style: "full" }),
    explanation_concise: renderer.solution(result.steps, ctx, { format: "text", style: "concise" }),
    qa: result.qa.map((q) => ({
      question: renderer.question(q.query, ctx),
      answer_label: answerLabel(q, renderer, ctx),
      answer_text: renderer.answer(q, ctx),
    })),
  };
}

/** A question's answer as it reads on its own in the locale: the value's label for `find`, the number for `position-code`. */
function answerLabel(qa: QuestionAnswer, renderer: Renderer, ctx: RenderContext): string {
  return qa.query.kind === "find" ? renderer.value(qa.query.find.attr, qa.answer, ctx) : String(qa.answer);
}
