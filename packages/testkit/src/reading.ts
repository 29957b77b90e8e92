import { canonicalClue, lexiconFor } from "@zebra/model";
import type { ClueType, Puzzle } from "@zebra/model";
import type { Locale, Reading, RenderContext, TextFormat } from "@zebra/locale-kit";
import { classicVocabulary, defaultVocabulary } from "@zebra/vocab";
import { clueAsPlaced } from "./clue-as-placed.js";
import { randomPuzzle } from "./random-puzzle.js";
import { createTestRng } from "./rng.js";

/** Options of {@link readingRoundTrip}. */
export interface RoundTripOptions {
  /** How many random puzzles (sizes 2..12 in turn, both themes); each is read back with and without a lexicon. */
  readonly puzzles: number;
  readonly seed?: number;
  /** Every how many puzzles the Markdown text is read too; 5 by default. */
  readonly markdownEvery?: number;
  /** The clue types of the puzzles (every type by default). */
  readonly types?: readonly ClueType[];
}

/** One text that did not read back to its puzzle: which, and the first difference. */
export interface RoundTripFailure {
  readonly id: string;
  readonly problem: string;
  readonly text: string;
}

/** What a round trip found. */
export interface RoundTripResult {
  readonly texts: number;
  /** Texts whose every sentence is worded exactly as the renderer words what was read. */
  readonly exact: number;
  readonly failures: readonly RoundTripFailure[];
}

/**
 * Renders random puzzles with a locale's renderer (every clue type, sizes 2 to 12, the
 * classic and default themes, with and without their words, plain text and now and then
 * Markdown) and reads each text back with the locale's reader: the number of houses, the
 * attributes, every clue (compared by meaning, `canonicalClue`), the question and the title
 * must come back. A question the renderer words the same for two attributes ("Who …?" when
 * two attributes name people) counts as read when the reader's question reads the same.
 *
 * Cost: one rendering and one reading per text (a few milliseconds each).
 *
 * @param locale - the locale.
 * @param options - how many puzzles, the seed, how often Markdown is read.
 * @returns the counts and the failures (each with its text).
 *
 * @example
 * ```ts
 * const result = readingRoundTrip(locale, { puzzles: 100 });
 * expect(result.failures).toEqual([]);
 * ```
 */
export function readingRoundTrip(locale: Locale, options: RoundTripOptions): RoundTripResult {
  const rng = createTestRng(options.seed ?? 1);
  const vocabularies = [classicVocabulary, defaultVocabulary];
  const markdownEvery = options.markdownEvery ?? 5;
  const failures: RoundTripFailure[] = [];
  let texts = 0;
  let exact = 0;
  for (let i = 0; i < options.puzzles; i++) {
    const size = 2 + (i % 11);
    const theme = i % 3 === 0 ? classicVocabulary : defaultVocabulary;
    const fromTheme = i % 4 !== 3;
    const { puzzle } = randomPuzzle(rng, {
      size,
      attributes: rng.between(1, 5),
      ...(fromTheme ? { vocabulary: theme } : {}),
      ...(options.types ? { types: options.types } : {}),
    });
    for (const lexicon of [true, false]) {
      for (const format of ["text", "markdown"] as const satisfies readonly TextFormat[]) {
        if (format === "markdown" && i % markdownEvery !== 0) continue;
        const ctx: RenderContext = lexicon ? { puzzle, lexicon: lexiconFor(theme, locale.words, puzzle) } : { puzzle };
        const text = locale.renderer.puzzle(ctx, format);
        const reading = locale.reader.read(text, { vocabularies });
        texts++;
        if (reading.sentences.every((s) => s.exact === true || s.role === "title" || s.role === "heading" || s.role === "question")) exact++;
        const problem = difference(locale, puzzle, ctx, text, reading);
        if (problem !== undefined)
          failures.push({
            id: `puzzle ${i} (size ${size}, ${theme.id}${fromTheme ? "" : " names"}, ${lexicon ? "lexicon" : "no lexicon"}, ${format})`,
            problem,
            text,
          });
      }
    }
  }
  return { texts, exact, failures };
}

/** The first way a reading differs from the puzzle it was rendered from, or undefined. */
function difference(locale: Locale, puzzle: Puzzle, ctx: RenderContext, text: string, reading: Reading): string | undefined {
  if (reading.issues.length > 0) return `issues: ${reading.issues.map((i) => locale.renderer.issue(i)).join(" | ")}`;
  const got = reading.puzzle;
  if (got === undefined) return "no puzzle";
  if (got.size !== puzzle.size) return `size ${got.size}, not ${puzzle.size}`;
  if (JSON.stringify(got.attributes) !== JSON.stringify(puzzle.attributes))
    return `attributes ${JSON.stringify(got.attributes)}, not ${JSON.stringify(puzzle.attributes)}`;
  if (got.clues.length !== puzzle.clues.length) return `${got.clues.length} clues, not ${puzzle.clues.length}`;
  for (let k = 0; k < puzzle.clues.length; k++) {
    const want = JSON.stringify(canonicalClue(clueAsPlaced(puzzle.clues[k]!, puzzle.size)));
    const have = JSON.stringify(canonicalClue(clueAsPlaced(got.clues[k]!, puzzle.size)));
    if (want !== have) return `clue ${k + 1}: ${have}, not ${want} (${JSON.stringify(locale.renderer.clue(puzzle.clues[k]!, ctx))})`;
    if (got.clues[k]!.text === undefined) return `clue ${k + 1} lost its sentence`;
  }
  const asked = (q: Puzzle["question"]): string => (q === undefined ? "" : locale.renderer.question({ kind: "find", ...q }, ctx));
  if (JSON.stringify(got.question) !== JSON.stringify(puzzle.question) && asked(got.question) !== asked(puzzle.question)) {
    return `question ${JSON.stringify(got.question)}, not ${JSON.stringify(puzzle.question)}`;
  }
  const title = puzzle.title !== undefined && text.includes(puzzle.title) ? puzzle.title : undefined;
  if (got.title !== title) return `title ${JSON.stringify(got.title)}, not ${JSON.stringify(title)}`;
  return undefined;
}
