import type { AttributeWords, Lexicon, Puzzle } from "@zebra/model";
import type { ReadOptions } from "../../contract/reader.js";
import type { CluePatternEntry, CompiledGrammar } from "./compiled-grammar.js";
import { fold } from "./fold.js";
import type { Frames } from "./frames.js";
import { addNames } from "./infer-attributes.js";
import { ValueIndex } from "./mentions.js";
import { compilePattern } from "./pattern.js";
import type { ReaderSource } from "./reader-source.js";
import type { SentenceEnv } from "./sentence-reader.js";
import { tokenize } from "./tokens.js";
import { wordsOf } from "./units.js";

const numericTemplates = new Map<string, ReturnType<typeof compilePattern>>();

/** The reading environment of a text's clues: its values by name, the words its phrases may use, its numeric templates. */
export function environment(
  source: ReaderSource,
  grammar: CompiledGrammar,
  frames: Frames,
  puzzle: Puzzle,
  lexicon: Lexicon | undefined,
  descriptions: ReadonlyMap<string, string>,
  options: ReadOptions,
  ours: boolean,
): SentenceEnv {
  const index = new ValueIndex();
  const learned = new Set<string>();
  const attributeWords = new Map<string, Set<string>>();
  const nouns = new Map<string, string>();
  const numericPatterns: (CluePatternEntry & { attr: string })[] = [];
  const compactOf = (text: string): string =>
    tokenize(fold(text))
      .map((t) => t.text)
      .filter((t) => t !== "-" && t !== "'")
      .join("");
  for (const a of puzzle.attributes) {
    const own = new Set<string>();
    const words: AttributeWords | undefined = lexicon?.attributes[a.name];
    const texts = [a.name, descriptions.get(a.name) ?? ""];
    if (words !== undefined) {
      for (const field of ["noun", "subject", "predicate", "unit", "less", "greater", "difference"] as const) {
        const w = words[field];
        if (w !== undefined) texts.push(typeof w === "string" ? w.replace(/\{[^{}]*\}/g, " ") : w.text);
      }
    }
    // A word of the attribute's name or description in its other forms too ("beach vacations"
    // for a list of vacation types).
    for (const t of texts)
      for (const w of wordsOf(t))
        for (const form of [w, ...grammar.source.variants(w)]) {
          own.add(form);
          learned.add(form);
        }
    attributeWords.set(a.name, own);
    nouns.set(compactOf(a.name), a.name);
    const noun = words?.noun;
    if (noun !== undefined) nouns.set(compactOf(typeof noun === "string" ? noun : noun.text), a.name);
    const description = descriptions.get(a.name);
    if (description) {
      const lastWords = wordsOf(description).slice(-2);
      if (lastWords.length > 0) {
        nouns.set(lastWords.join(""), a.name);
        nouns.set(lastWords[lastWords.length - 1]!, a.name);
      }
    }
    for (const v of a.values) {
      if (typeof v === "number") continue;
      addNames(index, grammar, a.name, v, lexicon, source.words.locale);
    }
    if (words !== undefined) {
      for (const [field, type] of [
        ["less", "less_than"],
        ["greater", "greater_than"],
        ["difference", "difference"],
      ] as const) {
        const template = words[field];
        if (template === undefined || template === "") continue;
        const patternSource = template.replace(/\{d(:[a-z.]+)?\}/g, "{n}").replace(/\{(a|b)(:[a-z.]+)?\}/g, "{$1}");
        let compiled = numericTemplates.get(`${source.renderer.locale}\u0000${patternSource}`);
        if (compiled === undefined) {
          try {
            compiled = compilePattern(patternSource, grammar.glue);
          } catch {
            continue;
          }
          numericTemplates.set(`${source.renderer.locale}\u0000${patternSource}`, compiled);
        }
        numericPatterns.push({ type, compiled, options: {}, attr: a.name });
      }
    }
  }
  return {
    renderer: source.renderer,
    ctx: lexicon === undefined ? { puzzle } : { puzzle, lexicon },
    frames,
    index,
    grammar,
    size: puzzle.size,
    attributes: puzzle.attributes,
    learned,
    attributeWords,
    valueWords: valueWordsOf(puzzle, grammar),
    nouns,
    numericPatterns,
    readings: options.readings ?? {},
    lenient: options.lenient ?? false,
    budget: { renders: 200_000, matches: 200_000 },
    ours,
    unitCache: new Map(),
    clauseMemo: new Map(),
    names: puzzle.attributes.flatMap((a) => a.values.filter((v): v is string => typeof v === "string").map((v) => ({ name: v, folded: fold(v) }))),
  };
}

/** Every word of the text's values' names and of the grammar's variants of them, folded. */
function valueWordsOf(puzzle: Puzzle, grammar: CompiledGrammar): Set<string> {
  const out = new Set<string>();
  for (const a of puzzle.attributes)
    for (const v of a.values) {
      if (typeof v !== "string") continue;
      for (const t of tokenize(fold(v))) if (t.kind === "word") for (const form of [t.text, ...grammar.source.variants(t.text)]) out.add(form);
    }
  return out;
}
