import type { Clue } from "@zebra/model";
import type { Issue, Result, SentenceAt } from "@zebra/model";
import type { Puzzle, Question } from "@zebra/model";
import type { Vocabulary } from "@zebra/model";

/**
 * The phrases a reader knows to have two readings, and counts rather than hides:
 *
 * - `side`: "on the left of", "to the right of" without "immediately" or "somewhere" (the
 *   next house, or any house on that side);
 * - `between`: "between A and B" without "in that order" (A on the left, or either way round).
 */
export const ambiguities = ["side", "between"] as const;

/** A kind of phrase with two readings. */
export type Ambiguity = (typeof ambiguities)[number];

/**
 * The readings of each ambiguous phrase, the default first. The defaults are the weaker
 * readings (any house on that side; either order), so that a default never rules out the
 * solution the author meant; `zebra check` counts the solutions under the other one too.
 */
export const readingsOf = {
  side: ["somewhere", "immediately"],
  between: ["unordered", "ordered"],
} as const satisfies { readonly [A in Ambiguity]: readonly [string, string] };

/** A reading of an ambiguous phrase: `somewhere`, `immediately`, `unordered` or `ordered`. */
export type ReadingName = (typeof readingsOf)[Ambiguity][number];

/** Which reading to use for each ambiguous phrase (the defaults of {@link readingsOf} when absent). */
export type ReadingDefaults = { readonly [A in Ambiguity]?: (typeof readingsOf)[A][number] };

/** Options of a reader. */
export interface ReadOptions {
  /**
   * Vocabularies whose words the text may use: a text written by a renderer with a lexicon
   * ("the zebra owner") reads back to the vocabulary's attribute names and value ids, and a
   * text that lists no values finds them among the vocabulary's. The command-line tool and the
   * playground pass the built-in themes.
   */
  readonly vocabularies?: readonly Vocabulary[];
  /** How ambiguous phrases are read (see {@link readingsOf}). */
  readonly readings?: ReadingDefaults;
  /**
   * Accept a reading whose only flaw is a word the reader does not know inside a phrase that
   * names a person ("the Dane sips tea" as "the Dane drinks tea"). Off by default: such
   * sentences are reported with their closest reading instead.
   */
  readonly lenient?: boolean;
}

/** Options of `readPuzzle`. */
export interface ReadPuzzleOptions extends ReadOptions {
  /** Return the puzzle of the sentences that were read even when some were not (their issues are then dropped). */
  readonly partial?: boolean;
}

/**
 * What a sentence of a puzzle text is:
 *
 * - `title`, `preamble`: free text before the puzzle (kept as the puzzle's title and preamble);
 * - `houses`: how many houses there are ("There are five houses.");
 * - `setup`: says nothing the puzzle needs ("Each house is occupied by a different person.");
 * - `attribute`: lists an attribute's values;
 * - `heading`: a heading ("Clues:");
 * - `clue`: one or more clues;
 * - `question`: the question ("Who owns the zebra?");
 * - `text`: anything else, mentioning no value (an instruction, a story); ignored.
 */
export type SentenceRole = "title" | "preamble" | "houses" | "setup" | "attribute" | "heading" | "clue" | "question" | "text";

/** One sentence of a puzzle text, and what the reader made of it. */
export interface ReadSentence {
  /** Its number in the text, from 1 (headings and blank lines are not counted). */
  readonly index: number;
  /** The line it starts on, from 1. */
  readonly line: number;
  /** The sentence as written, without list markers. */
  readonly text: string;
  readonly role: SentenceRole;
  /** `read`; `unread` (an issue says why); `ignored` (it mentions nothing the puzzle needs). */
  readonly status: "read" | "unread" | "ignored";
  /** For a clue sentence that was read: the indexes (from 0) of the clues it gave in the puzzle. */
  readonly clues?: readonly number[];
  /** Whether the sentence is worded exactly as the locale's own renderer words what was read. */
  readonly exact?: boolean;
}

/** An ambiguous phrase: which reading the reader used and what the other one gives; where its sentence is. */
export interface ReadingChoice extends SentenceAt {
  /** The index (from 0) of the clue the phrase gave. */
  readonly clue: number;
  readonly ambiguity: Ambiguity;
  /** The phrase as written ("on the left of"). */
  readonly phrase: string;
  /** The reading used. */
  readonly chosen: ReadingName;
  /** The other reading and the clue it gives in place of `clue`. */
  readonly alternative: { readonly reading: ReadingName; readonly clue: Clue };
}

/** Everything a reader found in a text. */
export interface Reading {
  /** The reader's locale. */
  readonly locale: string;
  /**
   * The puzzle built from what was read, each clue with its sentence as `text`; absent when
   * the text does not tell how many houses there are or what the attributes are.
   */
  readonly puzzle?: Puzzle;
  /**
   * Every question read, in order, when the text asks more than one ("Who drinks water? Who
   * owns the zebra?"); the puzzle's own `question` is the last.
   */
  readonly questions?: readonly Question[];
  /** Every sentence, in order. */
  readonly sentences: readonly ReadSentence[];
  /** What could not be read, or makes the puzzle invalid (each names its sentence). */
  readonly issues: readonly Issue[];
  /** Things the reader inferred and says so: values or attributes the text does not list. */
  readonly notices: readonly Issue[];
  /** Ambiguous phrases, with the reading used and the other one. */
  readonly choices: readonly ReadingChoice[];
}

/**
 * A reader turns a puzzle text in one language into a puzzle: the introduction (how many
 * houses), the lines that list each attribute's values (as a sentence, a `Name: a, b, c` line
 * or a Markdown table) and the clues, numbered or not, one or several per line. A locale
 * package ships one as `reader` (and in its `locale`); `assembleReader` builds it from the
 * locale's renderer, words and reading grammar.
 */
export interface Reader {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /**
   * Reads a text: every sentence with its role and status, the puzzle of what was read, the
   * issues (each names its sentence and, for a clue it cannot read, the closest reading it
   * considered), what it inferred, and the ambiguous phrases with the reading used. Never
   * throws; hostile text (too long, binary) gives an issue.
   */
  read(text: string, options?: ReadOptions): Reading;
  /**
   * The puzzle of a text, when every sentence is read and the puzzle is valid; otherwise the
   * issues. With `partial`, the puzzle of the sentences that were read.
   */
  readPuzzle(text: string, options?: ReadPuzzleOptions): Result<Puzzle>;
}
