import type { Issue, Puzzle } from "@zebra/model";
import type { Ambiguity, Locale, Reading, ReadingChoice } from "@zebra/locale-kit";
import { getVocabulary, themes } from "@zebra/vocab";

/** What a pasted text gave: the puzzle when every sentence was read, else what could not be read. */
export interface TextRead {
  /** The locale whose reader read the text. */
  readonly locale: Locale;
  readonly reading: Reading;
  /** The puzzle, when every sentence was read and it is valid. */
  readonly puzzle?: Puzzle;
  /** The puzzle of the sentences that were read, when unread sentences are all that is wrong. */
  readonly partial?: Puzzle;
  /** What stops the puzzle, each naming its sentence. */
  readonly issues: readonly Issue[];
}

/** Whether a pasted text is a JSON document rather than a puzzle text. */
export function looksLikeJson(text: string): boolean {
  return /^\uFEFF?\s*[{[]/.test(text);
}

/**
 * The order in which to try the locales on a text: the page's own first, unless the text's
 * script says otherwise (kana for Japanese, Han for Chinese), then the others.
 */
function tryOrder(text: string, pageLocale: string, locales: readonly Locale[]): string[] {
  const byScript = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? ["ja", "zh"] : /\p{Script=Han}/u.test(text) ? ["zh", "ja"] : [];
  return [...new Set([...byScript, pageLocale, ...locales.map((l) => l.code)])];
}

/**
 * Reads a puzzle text with the reader of the locale that reads the most of it (every locale
 * of the page has one), the built-in themes' words known to it. Never throws.
 */
export function readText(text: string, pageLocale: string, locales: readonly Locale[]): TextRead {
  const vocabularies = themes.map(getVocabulary);
  let best: { locale: Locale; reading: Reading; score: number } | undefined;
  for (const code of tryOrder(text, pageLocale, locales)) {
    const locale = locales.find((l) => l.code === code);
    if (!locale) continue;
    const reading = locale.reader.read(text, { vocabularies });
    const read = reading.sentences.filter((s) => s.status === "read").length;
    const unread = reading.sentences.filter((s) => s.status === "unread").length;
    // Sentences read count, unread ones count against, and a text that gives no puzzle at all comes last.
    const score = read - 2 * unread - (reading.puzzle === undefined ? 1000 : 0);
    if (!best || score > best.score) best = { locale, reading, score };
    if (reading.puzzle !== undefined && reading.issues.length === 0) break;
  }
  const { locale, reading } = best!;
  if (reading.puzzle !== undefined && reading.issues.length === 0) return { locale, reading, puzzle: reading.puzzle, issues: [] };
  const issues = reading.issues.length > 0 ? reading.issues : [{ code: "no-attributes", path: "", details: { part: "text" } } as Issue];
  const partial =
    reading.puzzle !== undefined && issues.every((i) => i.code === "unread-sentence") && reading.sentences.some((s) => s.status === "read" && s.role === "clue")
      ? reading.puzzle
      : undefined;
  return { locale, reading, issues, ...(partial ? { partial } : {}) };
}

/** The puzzle with every ambiguous phrase of the kinds in `flipped` read the other way. */
export function withReadings(puzzle: Puzzle, choices: readonly ReadingChoice[], flipped: ReadonlySet<Ambiguity>): Puzzle {
  const clues = puzzle.clues.slice();
  for (const choice of choices) if (flipped.has(choice.ambiguity)) clues[choice.clue] = choice.alternative.clue;
  return { ...puzzle, clues };
}
