import type { LocaleWords } from "@zebra/model";
import type { ReaderGrammar } from "../../contract/reader-grammar.js";
import type { Renderer } from "../../contract/renderer.js";

/** What a locale gives its reader. */
export interface ReaderSource {
  readonly renderer: Renderer;
  readonly words: LocaleWords;
  readonly grammar: ReaderGrammar;
}
