import { issue, type Issue, type Result } from "@zebra/model";
import type { LocaleWords } from "@zebra/model";
import type { Puzzle } from "@zebra/model";
import type { ReaderGrammar } from "../contract/reader-grammar.js";
import type { Reader } from "../contract/reader.js";
import type { Renderer } from "../contract/renderer.js";
import { readText } from "./engine/read-text.js";

/** What a locale gives {@link assembleReader}: its renderer (whose own wording is read exactly), its words, and its reading grammar. */
export interface ReaderParts {
  readonly renderer: Renderer;
  readonly words: LocaleWords;
  readonly grammar: ReaderGrammar;
}

/** Issues that leave a partial reading usable: sentences that were not read, and an attribute whose values are not certain (its sentences are not read). */
const partialCodes: ReadonlySet<Issue["code"]> = new Set(["unread-sentence", "unlisted-values"]);

/**
 * Assembles a locale's `Reader` from its renderer, words and reading grammar, so that every
 * locale reads texts the same way: lines and Markdown, sentence splitting, values matched
 * however they are spelt, the renderer's own wording recognised exactly (each reading is
 * checked by rendering it), the grammar's phrasings, ambiguous phrases counted, and every
 * problem reported as an issue that names its sentence.
 *
 * Use it in a locale package (`@zebra/render-xx`) to build its `reader`. Cost: the first read
 * learns the renderer's frames (a few dozen small renderings, kept); a read is then about
 * linear in the text, with a few renderings per clue.
 *
 * @param parts - the locale's renderer, words and grammar.
 * @returns the locale's reader.
 *
 * @example
 * ```ts
 * export const reader = assembleReader({ renderer, words, grammar });
 * const read = reader.readPuzzle("There are 2 houses.\nPet: cat, dog\nThe cat is in the first house.");
 * ```
 */
export function assembleReader(parts: ReaderParts): Reader {
  return {
    locale: parts.renderer.locale,
    read: (text, options) => readText(parts, text, options),
    readPuzzle(text, options = {}): Result<Puzzle> {
      const reading = readText(parts, text, options);
      const blocking = reading.issues.filter((i) => !(options.partial && partialCodes.has(i.code)));
      if (reading.puzzle !== undefined && blocking.length === 0) return { ok: true, value: reading.puzzle };
      return { ok: false, issues: blocking.length > 0 ? blocking : [issue("no-attributes", "", { part: "text" })] };
    },
  };
}
