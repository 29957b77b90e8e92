import type { Reading } from "../contract/reader.js";

/** How many sentences of a text were read, of those that say something for the puzzle, and which were not. */
export interface SentenceCounts {
  /** Sentences that gave the puzzle something: a clue, the number of houses, an attribute's values, the question. */
  readonly read: number;
  /** Sentences the reader took for part of the puzzle: those read and those it could not read. */
  readonly total: number;
  /** The numbers (from 1) of the sentences not read. */
  readonly unread: readonly number[];
}

/**
 * Counts a reading's sentences honestly: only a sentence that gave the puzzle something is
 * read; a sentence set aside as free text (it names nothing the puzzle has: a story, a
 * setting) is neither read nor counted; titles and headings are not sentences. Past the
 * reader's limit on sentences, none is read.
 */
export function sentenceCounts(reading: Reading): SentenceCounts {
  const counted = reading.sentences.filter((s) => s.role !== "title" && s.role !== "heading" && s.status !== "ignored");
  const read = counted.filter((s) => s.status === "read").length;
  return { read, total: counted.length, unread: counted.filter((s) => s.status === "unread").map((s) => s.index) };
}
