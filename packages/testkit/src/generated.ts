import fc from "fast-check";
import { difficulties, lexiconFor } from "@zebra/model";
import { valueLabel } from "@zebra/locale-kit";
import type { Difficulty, Lexicon, Step, Vocabulary } from "@zebra/model";
import type { Locale, RenderContext, Renderer } from "@zebra/locale-kit";
import { allClueTypesWeights, generatePuzzle, type GenerateResult, type SamplerIssueCode } from "@zebra/sampler";
import { getVocabulary, themes, type Theme } from "@zebra/vocab";
import { describe, expect, it } from "vitest";

/** One request to the sampler, as the property tests draw them. */
export interface GeneratedRequest {
  /** The built-in theme whose vocabulary the puzzle uses. */
  readonly theme: Theme;
  readonly size: number;
  readonly attributes: number;
  readonly seed: number;
  /** A difficulty target, or none (the sampler's default: tier 1). */
  readonly difficulty?: Difficulty;
  /** Every clue type enabled (`allClueTypesWeights`) instead of the default weights. */
  readonly allTypes: boolean;
  /** `"logic-grid"` for a puzzle without houses (then `size` is the values per attribute). */
  readonly kind?: "logic-grid";
}

/** A request and what the sampler made of it. */
export interface GeneratedCase {
  readonly request: GeneratedRequest;
  readonly vocabulary: Vocabulary;
  readonly result: GenerateResult;
}

/**
 * The ways generation may fail for a request the sampler accepts: a difficulty target it could
 * not reach within the budget. Any other failure is a bug.
 */
export const acceptedGenerationFailures: readonly SamplerIssueCode[] = ["difficulty-not-met", "budget-exhausted"];

/** Hidden grids tried per difficulty request: enough to usually succeed, few enough to stay fast. */
const difficultyAttempts = 6;

/**
 * The fast-check arbitrary of sampler requests: every built-in theme, 2 to 8 houses, 1 to 6
 * attributes (within what the theme holds), any seed, no difficulty or any difficulty target,
 * default or all clue types. Hard and expert targets are drawn for 3 to 6 houses only, where
 * the sampler can reach them quickly.
 *
 * @returns an arbitrary of {@link GeneratedRequest}s; shrinking keeps requests valid.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(generatedRequests(), (request) => { … }), { seed: 1, numRuns: 40 });
 * ```
 */
export function generatedRequests(): fc.Arbitrary<GeneratedRequest> {
  return fc
    .record({
      theme: fc.constantFrom(...themes),
      size: fc.integer({ min: 2, max: 8 }),
      attributes: fc.integer({ min: 1, max: 6 }),
      seed: fc.nat({ max: 2 ** 31 - 1 }),
      difficulty: fc.constantFrom<Difficulty | undefined>(undefined, undefined, ...difficulties),
      allTypes: fc.boolean(),
    })
    .map(({ theme, size, attributes, seed, difficulty, allTypes }) => {
      const vocabulary = getVocabulary(theme);
      const largest = Math.min(...vocabulary.attributes.map((a) => a.values.length));
      let houses = Math.min(size, largest);
      if (difficulty === "hard" || difficulty === "expert") houses = Math.min(Math.max(houses, 3), 6);
      const request: GeneratedRequest = { theme, size: houses, attributes: Math.min(attributes, vocabulary.attributes.length), seed, allTypes };
      return difficulty === undefined ? request : { ...request, difficulty };
    });
}

const memo = new Map<string, GeneratedCase>();

/**
 * Generates the puzzle of a request (memoised, so that several properties over the same
 * requests generate each puzzle once).
 *
 * @param request - what to generate.
 * @returns the request, the theme's vocabulary and the sampler's result.
 *
 * @example
 * ```ts
 * const { result } = generateCase({ theme: "default", size: 5, attributes: 4, seed: 1, allTypes: false });
 * ```
 */
export function generateCase(request: GeneratedRequest): GeneratedCase {
  const key = JSON.stringify(request);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const vocabulary = getVocabulary(request.theme);
  const result = generatePuzzle({
    size: request.size,
    attributes: request.attributes,
    vocabulary,
    seed: request.seed,
    ...(request.difficulty !== undefined ? { difficulty: request.difficulty, budget: { maxAttempts: difficultyAttempts } } : {}),
    ...(request.allTypes ? { weights: allClueTypesWeights } : {}),
    ...(request.kind === undefined ? {} : { kind: request.kind }),
  });
  const made: GeneratedCase = { request, vocabulary, result };
  memo.set(key, made);
  return made;
}

/** Every step of a trace, sub-steps of proofs by contradiction included, depth first. */
export function allSteps(steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  const visit = (step: Step): void => {
    out.push(step);
    if (step.rule === "contradiction") step.subSteps.forEach(visit);
  };
  steps.forEach(visit);
  return out;
}

/**
 * What a rendered text must never contain, in any locale: template braces, `undefined`,
 * `NaN`, `null`, `Infinity`, `[object …]`, and keys that were never replaced by words
 * (`snake_case` or dotted identifiers such as `house_color` or `clue.same`). Given the labels
 * of a lexicon, Chinese text holds no Latin words but those labels (brand names such as
 * "Pall Mall") and the position code's variables `x` and `y`.
 *
 * @param text - a rendered text.
 * @param locale - the renderer's locale.
 * @param labels - the lexicon's value labels the text was rendered with; omit when there was no lexicon.
 * @returns the problems found; empty when the text is clean.
 *
 * @example
 * ```ts
 * renderingLeaks("The {value} owner", "en"); // ["template brace"]
 * ```
 */
export function renderingLeaks(text: string, locale: string, labels?: readonly string[]): string[] {
  const found: string[] = [];
  if (text.trim() === "") found.push("empty text");
  if (/[{}]/.test(text)) found.push("template brace");
  if (/\bundefined\b/.test(text)) found.push("undefined");
  if (/\bNaN\b/.test(text)) found.push("NaN");
  if (/\bnull\b/.test(text)) found.push("null");
  if (/\bInfinity\b/.test(text)) found.push("Infinity");
  if (/\[object /i.test(text)) found.push("[object …]");
  const key = /(?<![\w.])[a-z][a-z0-9]*(?:[_.][a-z][a-z0-9]*)+(?![\w.])/.exec(text);
  if (key !== null) found.push(`unreplaced key ${JSON.stringify(key[0])}`);
  if (labels !== undefined && locale.split("-")[0] === "zh") {
    let rest = text;
    for (const label of [...labels].sort((a, b) => b.length - a.length)) rest = rest.split(label).join(" ");
    const latin = rest.match(/[A-Za-z]+/g)?.filter((w) => w !== "x" && w !== "y") ?? [];
    if (latin.length > 0) found.push(`Latin words ${JSON.stringify([...new Set(latin)].slice(0, 5))}`);
  }
  return found;
}

/** Options of {@link runGeneratedPuzzleRendering}. */
export interface GeneratedRenderingOptions {
  /** How many generated puzzles; 30 by default. */
  readonly runs?: number;
  /** The fast-check seed; 1 by default. */
  readonly seed?: number;
}

/** The texts one generated puzzle renders to, by name. */
function renderAll(renderer: Renderer, ctx: RenderContext, steps: readonly Step[], qa: Extract<GenerateResult, { ok: true }>["qa"]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const format of ["text", "markdown"] as const) {
    texts.set(`puzzle (${format})`, renderer.puzzle(ctx, format));
    texts.set(`solution (${format})`, renderer.solution(steps, ctx, { format }));
  }
  qa.forEach((q, i) => {
    texts.set(`question ${i + 1} (${q.query.kind})`, renderer.question(q.query, ctx));
    texts.set(`answer ${i + 1} (${q.query.kind})`, renderer.answer(q, ctx));
  });
  return texts;
}

/**
 * Registers a property test (vitest `it` + fast-check) that renders puzzles made by the
 * sampler, as `zebra generate` makes them: every built-in theme with its words in the locale,
 * 2 to 8 houses, every difficulty target, default and all clue types. For each puzzle it
 * renders the puzzle text and the solution explanation (text and Markdown) and every question
 * and answer twice, the second time from deep copies, and checks that both renderings are the
 * same and that none leaks a placeholder ({@link renderingLeaks}).
 *
 * Call it at the top level of a locale package's test file, next to the conformance suite.
 *
 * @param locale - the locale (its renderer and words).
 * @param options - number of puzzles and seed.
 *
 * @example
 * ```ts
 * runGeneratedPuzzleRendering(locale, { runs: 30 });
 * ```
 */
export function runGeneratedPuzzleRendering(locale: Locale, options: GeneratedRenderingOptions = {}): void {
  const { renderer } = locale;
  const runs = options.runs ?? 30;
  const seed = options.seed ?? 1;
  describe(`generated puzzles rendered in ${renderer.locale}`, () => {
    it(`render ${runs} generated puzzles deterministically, with no placeholder left (property)`, () => {
      let rendered = 0;
      let texts = 0;
      fc.assert(
        fc.property(generatedRequests(), (request) => {
          const { vocabulary, result } = generateCase(request);
          if (!result.ok) {
            expect(acceptedGenerationFailures).toContain(result.issues[0]!.code);
            return;
          }
          const lexicon: Lexicon = lexiconFor(vocabulary, locale.words, result.puzzle);
          const ctx: RenderContext = { puzzle: result.puzzle, lexicon };
          const first = renderAll(renderer, ctx, result.steps, result.qa);
          const again = renderAll(renderer, structuredClone(ctx), structuredClone(result.steps), structuredClone(result.qa));
          const labels = result.puzzle.attributes.flatMap((a) => a.values.map((v) => valueLabel(lexicon, renderer.locale, a.name, v)));
          const problems: string[] = [];
          for (const [name, text] of first) {
            if (again.get(name) !== text) problems.push(`${name}: not deterministic`);
            for (const leak of renderingLeaks(text, renderer.locale, labels)) problems.push(`${name}: ${leak}`);
          }
          expect(problems, JSON.stringify(request)).toEqual([]);
          rendered++;
          texts += first.size;
        }),
        { seed, numRuns: runs },
      );
      console.log(`generated rendering (${renderer.locale}): ${runs} cases, ${rendered} puzzles, ${texts} texts, 0 failures`);
      // Most requests succeed; a run where few did would check little.
      expect(rendered).toBeGreaterThanOrEqual(Math.ceil(runs * 0.6));
    });
  });
}
