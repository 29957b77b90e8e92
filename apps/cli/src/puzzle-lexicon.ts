import { lexiconFor, type Lexicon, type Puzzle, type Vocabulary } from "@zebra/model";
import type { Locale, Renderer } from "@zebra/locale-kit";
import { getVocabulary, isTheme, parseVocabulary, themes } from "@zebra/vocab";
import { CliError } from "./cli-error.js";
import { readTextFile, type CliIo } from "./io.js";
import { issueLines } from "./puzzle-input.js";

/** Whether a vocabulary has every attribute of the puzzle (by name) with all of its values. */
function covers(vocabulary: Vocabulary, puzzle: Puzzle): boolean {
  return puzzle.attributes.every((attribute) => {
    const own = vocabulary.attributes.find((a) => a.name === attribute.name);
    if (own === undefined) return false;
    const values = new Set(own.values.map(String));
    return attribute.values.every((v) => values.has(String(v)));
  });
}

/**
 * The words for a puzzle's attributes in a locale, so that clues read "the zebra owner" rather
 * than "the person whose Pet is zebra". The vocabulary is the one given (`--vocab FILE`), else
 * the built-in theme named by the puzzle's `meta.vocabulary`, else the first built-in theme
 * that has all of the puzzle's attributes and values, worded by the locale's words. Undefined
 * when none fits: renderers then use generic wording.
 */
export function lexiconForPuzzle(puzzle: Puzzle, locale: Locale, custom?: Vocabulary): Lexicon | undefined {
  const candidates: Vocabulary[] = [];
  if (custom !== undefined) candidates.push(custom);
  else {
    const named = puzzle.meta?.["vocabulary"];
    if (typeof named === "string" && isTheme(named)) candidates.push(getVocabulary(named));
    for (const theme of themes) candidates.push(getVocabulary(theme));
  }
  const vocabulary = candidates.find((v) => covers(v, puzzle));
  return vocabulary === undefined ? undefined : lexiconFor(vocabulary, locale.words, puzzle);
}

/** Reads a custom vocabulary file (`--vocab FILE`), with one-line errors in the locale's words. */
export function readVocabularyFile(file: string, io: CliIo, renderer: Renderer): { readonly vocabulary: Vocabulary; readonly text: string } {
  const text = readTextFile(file, io, "vocabulary");
  const parsed = parseVocabulary(text);
  if (!parsed.ok) {
    // Every issue, one line each, so that the file can be fixed in one go.
    const [first, ...more] = issueLines(file, parsed.issues, renderer);
    throw new CliError(first!, { more });
  }
  return { vocabulary: parsed.value, text };
}
