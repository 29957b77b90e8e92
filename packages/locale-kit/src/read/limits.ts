import { maxClues } from "@zebra/model";

/** The longest puzzle text a reader reads, in characters (a longer one gives `too-much-text`). */
export const maxTextLength = 1_000_000;

/** The most sentences a reader reads in one text (the rest give `too-much-text`). */
export const maxSentences = maxClues + 1000;

/** The longest sentence a reader reads as a clue, in characters (a longer one is an unread sentence). */
export const maxSentenceLength = 4000;

/** Whether a sentence is longer than a reader reads: it is never scanned, only reported. */
export function tooLongToRead(text: string): boolean {
  return text.length > maxSentenceLength;
}
