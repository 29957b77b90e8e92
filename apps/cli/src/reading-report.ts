import type { Puzzle } from "@zebra/model";
import type { CliStrings, Reading } from "@zebra/locale-kit";
import { findSolutions } from "./engine.js";
import { sentenceCounts } from "@zebra/locale-kit";
import { sentencesLine, type TextReading } from "./puzzle-input.js";

/** How far the solutions of each reading are counted. */
const countLimit = 1000;

/**
 * One line per ambiguous phrase of a text: the solutions the puzzle has with the reading used
 * and with the other one ("sentence 4: "on the left of" read as any house on that side (the
 * reading used): 7 solutions; read as the next house: 1 solution").
 */
export function readingLines(puzzle: Puzzle, reading: Reading, words: CliStrings): string[] {
  return reading.choices.map((choice) => {
    const count = (p: Puzzle) => findSolutions(p, countLimit, 0);
    const used = count(puzzle);
    const clues = puzzle.clues.map((c, i) => (i === choice.clue ? { ...choice.alternative.clue, ...(c.text !== undefined ? { text: c.text } : {}) } : c));
    const other = count({ ...puzzle, clues });
    return words.readingCounts(choice, choice.phrase, [
      { reading: choice.chosen, solutions: used.count, capped: used.capped, chosen: true },
      { reading: choice.alternative.reading, solutions: other.count, capped: other.capped, chosen: false },
    ]);
  });
}

/**
 * A text's reading in JSON: its locale (and whether `--lang` chose it), how many sentences were
 * read, what was inferred, the ambiguous phrases.
 */
export function readingJson(text: TextReading, words: CliStrings): Record<string, unknown> {
  const { reading, locale } = text;
  const { read, total, unread } = sentenceCounts(reading);
  return {
    locale: locale.code,
    language: locale.language,
    detected: !text.given,
    sentences: total,
    read,
    summary: sentencesLine(reading, words),
    unread,
    notices: reading.notices.map((n) => locale.renderer.issue({ ...n, path: "" })),
    choices: reading.choices.map((c) => ({ sentence: c.sentence, clue: c.clue + 1, phrase: c.phrase, chosen: c.chosen, alternative: c.alternative.reading })),
  };
}
