// Where a generation run meets its locales: the locales of `--locale`/`--locales`, and a
// puzzle's record texts in one of them. Everything locale-specific the generator does is here.
import { answerInstruction, finalAnswer, withFinalAnswer, type AnswerFormat, type AnswerLabels, type AnswerSpec, type RecordTexts } from "@zebra/dataset";
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

/**
 * A puzzle's texts in one locale, given its lexicon there: the puzzle, the prompt (the puzzle
 * and the answer instruction), the explanation in both styles ending with the final answer,
 * the final answer itself, the words used for attributes and values, and each question with
 * its answer. The first question is the one the text asks.
 */
export function recordTexts(result: GenerateSuccess, lexicon: Lexicon, locale: Locale, format: AnswerFormat): RecordTexts {
  const { renderer } = locale;
  const ctx = { puzzle: result.puzzle, lexicon };
  const main = result.qa[0];
  const spec: AnswerSpec = {
    format,
    locale: renderer.locale,
    puzzle: result.puzzle,
    labels: answerLabels(renderer, ctx),
    ...(main?.query.kind === "find" ? { question: { attr: main.query.find.attr, answer: main.answer } } : {}),
  };
  // Asked for the whole grid, the prompt does not also ask the question.
  const { question: _, ...unasked } = result.puzzle;
  const puzzleText = format === "question" ? renderer.puzzle(ctx, "text") : renderer.puzzle({ ...ctx, puzzle: unasked }, "text");
  return {
    text: renderer.puzzle(ctx, "text"),
    prompt: `${puzzleText.trimEnd()}\n\n${answerInstruction(spec)}`,
    explanation: withFinalAnswer(renderer.solution(result.steps, ctx, { format: "text", style: "full" }), spec),
    explanation_concise: withFinalAnswer(renderer.solution(result.steps, ctx, { format: "text", style: "concise" }), spec),
    final_answer: finalAnswer(spec),
    labels: spec.labels,
    qa: result.qa.map((q) => ({
      question: renderer.question(q.query, ctx),
      answer_label: answerLabel(q, renderer, ctx),
      answer_text: renderer.answer(q, ctx),
    })),
  };
}

/** The headings and value labels the locale shows for the puzzle, as a record's `labels`. */
function answerLabels(renderer: Renderer, ctx: RenderContext): AnswerLabels {
  const { attributes } = ctx.puzzle;
  return {
    attributes: Object.fromEntries(attributes.map((a) => [a.name, renderer.heading(a.name, ctx)])),
    values: Object.fromEntries(attributes.map((a) => [a.name, Object.fromEntries(a.values.map((v) => [String(v), renderer.value(a.name, v, ctx)]))])),
  };
}

/** A question's answer as it reads on its own in the locale: the value's label for `find`, the number for `position-code`. */
function answerLabel(qa: QuestionAnswer, renderer: Renderer, ctx: RenderContext): string {
  return qa.query.kind === "find" ? renderer.value(qa.query.find.attr, qa.answer, ctx) : String(qa.answer);
}
