import { formatTag } from "@zebra/model";
import { maxSentences, maxTextLength } from "@zebra/locale-kit";
import type { Issue, IssueCode, Puzzle } from "@zebra/model";
import type { Locale, Reading } from "@zebra/locale-kit";
import { classicVocabulary, defaultVocabulary } from "@zebra/vocab";
import { lexiconFor } from "@zebra/model";

// Texts that make a locale's reader report every reading issue code. The texts are built with
// the locale's own renderer (its introduction, lines and clues) or use only what every reader
// reads the same way ("Pet: dog, cat" lines, figures), so one list serves every locale.

/** One text and the issue its reader must give. */
export interface ReadingCase {
  /** `code/name`, unique. */
  readonly id: string;
  readonly code: IssueCode;
  /** Reads the case's text with the locale's reader and returns its issues and notices. */
  readonly issues: (locale: Locale) => readonly Issue[];
}

/** The codes only readers report. */
export const readingCodes = [
  "unread-sentence",
  "no-houses",
  "conflicting-houses",
  "list-length",
  "unlisted-values",
  "inferred-values",
  "unread-question",
  "too-much-text",
  "not-text",
] as const satisfies readonly IssueCode[];

function puzzleOf(size: number, names: readonly string[]): Puzzle {
  return {
    format: formatTag,
    size,
    attributes: names.map((name) => ({ name, values: Array.from({ length: size }, (_, i) => `${name.toLowerCase()}${i + 1}`) })),
    clues: [{ type: "at", a: { attr: names[0]!, value: `${names[0]!.toLowerCase()}1` }, pos: 1 }],
  };
}

/** A rendered puzzle text, in blocks: introduction, attribute lines, heading, clues. */
function blocks(locale: Locale, puzzle: Puzzle, lexicon?: Parameters<typeof lexiconFor>[0]): string[] {
  const ctx = lexicon === undefined ? { puzzle } : { puzzle, lexicon: lexiconFor(lexicon, locale.words, puzzle) };
  return locale.renderer.puzzle(ctx).split("\n\n");
}

const read = (locale: Locale, text: string, vocabularies = [classicVocabulary, defaultVocabulary]): Reading => locale.reader.read(text, { vocabularies });
const all = (r: Reading): readonly Issue[] => [...r.issues, ...r.notices];

/** A puzzle of the default theme's pets and drinks, for texts that list no values. */
function themed(size: number): Puzzle {
  const pets = defaultVocabulary.attributes.find((a) => a.id === "pet")!.values.slice(0, size);
  const drinks = defaultVocabulary.attributes.find((a) => a.id === "drink")!.values.slice(0, size);
  return {
    format: formatTag,
    size,
    attributes: [
      { name: "Pet", values: pets },
      { name: "Drink", values: drinks },
    ],
    clues: [{ type: "same", a: { attr: "Pet", value: pets[0]! }, b: { attr: "Drink", value: drinks[1]! } }],
  };
}

/**
 * Texts for every code readers report, read by the locale's reader: too long, binary, no
 * number of houses, two numbers of houses, a list of the wrong length, a sentence naming no
 * value, values a text never lists (certain from a theme, or not; of every attribute, or of one
 * beside listed ones), a question it cannot read.
 * Cost: the sentence-count case reads a text of several thousand lines.
 *
 * @example
 * ```ts
 * for (const c of readingCases) for (const issue of c.issues(locale)) locale.renderer.issue(issue);
 * ```
 */
export const readingCases: readonly ReadingCase[] = [
  { id: "too-much-text/characters", code: "too-much-text", issues: (l) => all(read(l, "x".repeat(maxTextLength + 1))) },
  {
    id: "too-much-text/sentences",
    code: "too-much-text",
    issues: (l) => {
      const [intro, lines, heading] = blocks(l, puzzleOf(2, ["Pet", "Color"]));
      const clues = Array.from({ length: maxSentences + 1 }, (_, i) => `${i + 1}. x.`).join("\n");
      return all(read(l, [intro, lines, heading, clues].join("\n\n")));
    },
  },
  { id: "not-text/zero byte", code: "not-text", issues: (l) => all(read(l, "Pet: dog, cat\n\u0000\u0001")) },
  { id: "no-houses/no introduction, no lists", code: "no-houses", issues: (l) => all(read(l, "Lorem ipsum.")) },
  {
    id: "conflicting-houses/two introductions",
    code: "conflicting-houses",
    issues: (l) => {
      const three = blocks(l, puzzleOf(3, ["Pet"]));
      const four = blocks(l, puzzleOf(4, ["Pet"]));
      return all(read(l, [three[0], four[0], ...three.slice(1)].join("\n\n")));
    },
  },
  { id: "list-length/short list", code: "list-length", issues: (l) => all(read(l, "Pet: dog, cat\nColor: red, green, blue")) },
  {
    id: "unread-sentence/no values",
    code: "unread-sentence",
    issues: (l) => all(read(l, `${blocks(l, puzzleOf(2, ["Pet", "Color"])).join("\n\n")}\n99. Qwerty zxcvb.`)),
  },
  {
    id: "unread-question/unknown",
    code: "unread-question",
    issues: (l) => all(read(l, `${blocks(l, puzzleOf(2, ["Pet", "Color"])).join("\n\n")}\n\nQwerty zxcvb?`)),
  },
  {
    id: "unlisted-values/not all named",
    code: "unlisted-values",
    issues: (l) => {
      const [intro, , heading, clues] = blocks(l, themed(3), defaultVocabulary);
      return all(read(l, [intro, heading, clues].join("\n\n"), [defaultVocabulary]));
    },
  },
  {
    id: "inferred-values/from the theme",
    code: "inferred-values",
    issues: (l) => {
      const puzzle: Puzzle = {
        format: formatTag,
        size: 5,
        attributes: classicVocabulary.attributes.slice(2, 4).map((a) => ({ name: a.name, values: a.values })),
        clues: [],
      };
      const [pet, drink] = puzzle.attributes;
      const withClue: Puzzle = {
        ...puzzle,
        clues: [{ type: "same", a: { attr: pet!.name, value: pet!.values[0]! }, b: { attr: drink!.name, value: drink!.values[0]! } }],
      };
      const [intro, , heading, clues] = blocks(l, withClue, classicVocabulary);
      return all(read(l, [intro, heading, clues].join("\n\n"), [classicVocabulary]));
    },
  },
  {
    id: "inferred-values/one attribute of several unlisted",
    code: "inferred-values",
    issues: (l) => {
      const [pet, drink] = classicVocabulary.attributes.slice(2, 4).map((a) => ({ name: a.name, values: a.values }));
      const puzzle: Puzzle = {
        format: formatTag,
        size: 5,
        attributes: [drink!, pet!],
        clues: [{ type: "same", a: { attr: pet!.name, value: pet!.values[0]! }, b: { attr: drink!.name, value: drink!.values[0]! } }],
      };
      const [intro, lines, heading, clues] = blocks(l, puzzle, classicVocabulary);
      // The drinks stay listed; the pets are left out.
      return all(read(l, [intro, lines!.split("\n")[0], heading, clues].join("\n\n"), [classicVocabulary]));
    },
  },
  {
    id: "unlisted-values/one attribute of several unlisted, not all named",
    code: "unlisted-values",
    issues: (l) => {
      const [intro, lines, heading, clues] = blocks(l, themed(3), defaultVocabulary);
      return all(read(l, [intro, lines!.split("\n")[1], heading, clues].join("\n\n"), [defaultVocabulary]));
    },
  },
];
