// How people write puzzles in your language, for the reader (text → puzzle). The reader already
// reads your renderer's own wording without any of this: it learns your introduction, lines and
// headings from the renderer, and checks every reading by rendering it. This grammar reads what
// people write, and makes reading your own texts faster. Fill it in from
// packages/render-en/src/reading.ts (spaced languages) or packages/render-zh/src/reading.ts
// (languages written without spaces); docs/guide/reading.md explains each field. TRANSLATE.
import type { ReaderGrammar } from "@zebra/locale-kit";

export const grammar: ReaderGrammar = {
  spaced: true,
  sentenceEnds: ".!?",
  abbreviations: [],
  rewrites: [],
  glue: [],
  fillers: [],
  reserved: [],
  numbers: { cardinals: [], ordinals: [], ordinalSuffixes: [] },
  positions: [],
  houses: [],
  listLeads: [],
  listSentences: [],
  listAnd: [],
  articles: [],
  headings: { clues: [], question: [], skipped: [], other: [] },
  // One list of patterns per clue type ("{a} next to {b}"); a clue type you leave empty is read
  // only in your renderer's own wording.
  clues: {
    same: [],
    not_same: [],
    at: [],
    not_at: [],
    next_to: [],
    not_next_to: [],
    left_of: [],
    right_of: [],
    immediately_left: [],
    immediately_right: [],
    ends: [],
    between: [],
    distance: [],
    any_of: [],
    less_than: [],
    greater_than: [],
    difference: [],
  },
  compounds: { neither: [], both: [], and: [] },
  questions: [],
  personAttributes: [],
  variants: () => [],
};
