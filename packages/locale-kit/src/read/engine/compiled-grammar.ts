import { wordedClueTypes, type WordedClueType } from "@zebra/model";
import type { PositionPattern, QuestionPattern, ReaderGrammar, ReaderPatternOptions } from "../../contract/reader-grammar.js";
import { fold } from "./fold.js";
import { compilePattern, type Compiled } from "./pattern.js";
import { tokenize } from "./tokens.js";

/** A clue pattern, compiled, with its type and options. */
export interface CluePatternEntry {
  readonly type: WordedClueType;
  readonly compiled: Compiled;
  readonly options: Omit<ReaderPatternOptions, "pattern">;
}

/** A reading grammar compiled once: word sets, number words, and every pattern parsed. */
export interface CompiledGrammar {
  readonly source: ReaderGrammar;
  readonly glue: ReadonlySet<string>;
  readonly fillers: ReadonlySet<string>;
  readonly reserved: ReadonlySet<string>;
  readonly abbreviations: ReadonlySet<string>;
  readonly ordinalNouns: ReadonlySet<string>;
  readonly cardinals: ReadonlyMap<string, number>;
  readonly ordinals: ReadonlyMap<string, number>;
  readonly ordinalSuffixes: readonly string[];
  readonly listAnd: ReadonlySet<string>;
  readonly headings: {
    readonly clues: ReadonlySet<string>;
    readonly question: ReadonlySet<string>;
    readonly skipped: ReadonlySet<string>;
    readonly other: ReadonlySet<string>;
  };
  readonly articles: ReadonlySet<string>;
  readonly personAttributes: ReadonlySet<string>;
  /** Clue patterns, most specific first. */
  readonly clues: readonly CluePatternEntry[];
  /** The clue patterns that need a given word (by the rarest word they need), and those that need none. */
  readonly cluesByWord: ReadonlyMap<string, readonly CluePatternEntry[]>;
  readonly cluesAlways: readonly CluePatternEntry[];
  readonly neither: readonly Compiled[];
  readonly both: readonly Compiled[];
  /** Words joining two predicates of one subject, folded. */
  readonly subjectAnd: ReadonlySet<string>;
  readonly and: readonly Compiled[];
  readonly positions: readonly { readonly compiled: Compiled; readonly at?: "first" | "last" | "middle"; readonly fromRight?: boolean }[];
  readonly houses: readonly Compiled[];
  readonly listLeads: readonly Compiled[];
  readonly listSentences: readonly { readonly compiled: Compiled; readonly name: string }[];
  readonly questions: readonly { readonly compiled: Compiled; readonly find: QuestionPattern["find"] }[];
}

const compiledGrammars = new WeakMap<ReaderGrammar, CompiledGrammar>();

/** Folded single words of a list ("Isn't" → "isn't"). */
function words(list: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of list) for (const t of tokenize(fold(w))) out.add(t.text);
  return out;
}

/** A grammar, compiled on first use and kept. Throws a PatternError for a malformed pattern (a bug in the locale). */
export function compileGrammar(grammar: ReaderGrammar): CompiledGrammar {
  const cached = compiledGrammars.get(grammar);
  if (cached !== undefined) return cached;
  const glue = words(grammar.glue);
  const compile = (source: string): Compiled => compilePattern(source, glue);
  // Lists are read word for word: "are" in "The houses are red, green and blue" is needed there.
  const literally = (source: string): Compiled => compilePattern(source, new Set());
  const clues: CluePatternEntry[] = [];
  for (const type of wordedClueTypes) {
    for (const entry of grammar.clues[type]) {
      const { pattern, ...options } = typeof entry === "string" ? { pattern: entry } : entry;
      clues.push({ type, compiled: compile(pattern), options });
    }
  }
  clues.sort((x, y) => y.compiled.weight - x.compiled.weight);
  // Index each pattern under one of the words it needs, the one fewest patterns need.
  const need = new Map<string, number>();
  for (const c of clues) for (const w of c.compiled.required) need.set(w, (need.get(w) ?? 0) + 1);
  const cluesByWord = new Map<string, CluePatternEntry[]>();
  const cluesAlways: CluePatternEntry[] = [];
  for (const c of clues) {
    const key = [...c.compiled.required].sort((a, b) => need.get(a)! - need.get(b)!)[0];
    if (key === undefined) cluesAlways.push(c);
    else cluesByWord.set(key, [...(cluesByWord.get(key) ?? []), c]);
  }
  const positionOf = (p: PositionPattern) =>
    typeof p === "string"
      ? { compiled: compile(p) }
      : { compiled: compile(p.pattern), ...(p.at ? { at: p.at } : {}), ...(p.fromRight ? { fromRight: true } : {}) };
  const numberMap = (list: readonly string[]): Map<string, number> => {
    const out = new Map<string, number>();
    list.forEach((w, n) => {
      for (const spelling of w.split("|")) if (spelling !== "") out.set(fold(spelling), n);
    });
    return out;
  };
  const compiled: CompiledGrammar = {
    source: grammar,
    glue,
    fillers: words(grammar.fillers),
    reserved: words(grammar.reserved),
    abbreviations: new Set(grammar.abbreviations.map(fold)),
    ordinalNouns: new Set((grammar.ordinalNouns ?? []).map(fold)),
    cardinals: numberMap(grammar.numbers.cardinals),
    ordinals: numberMap(grammar.numbers.ordinals),
    ordinalSuffixes: grammar.numbers.ordinalSuffixes.map(fold),
    listAnd: words(grammar.listAnd),
    headings: {
      clues: new Set(grammar.headings.clues.map(fold)),
      question: new Set(grammar.headings.question.map(fold)),
      skipped: new Set(grammar.headings.skipped.map(fold)),
      other: new Set(grammar.headings.other.map(fold)),
    },
    articles: words(grammar.articles),
    personAttributes: new Set(grammar.personAttributes.map(fold)),
    clues,
    cluesByWord,
    cluesAlways,
    neither: grammar.compounds.neither.map(compile),
    both: grammar.compounds.both.map(compile),
    subjectAnd: new Set((grammar.compounds.subject ?? []).map(fold)),
    and: grammar.compounds.and.map(compile),
    positions: grammar.positions.map(positionOf),
    houses: grammar.houses.map(compile),
    listLeads: grammar.listLeads.map(literally),
    listSentences: grammar.listSentences.map((s) => ({ compiled: literally(s.pattern), name: s.name })),
    questions: grammar.questions.map((q) => ({ compiled: compile(q.pattern), find: q.find })),
  };
  compiledGrammars.set(grammar, compiled);
  return compiled;
}

/** The number a word or figure names: digits, a cardinal or an ordinal word, or figures with an ordinal suffix ("3rd"). */
export function numberOf(text: string, grammar: CompiledGrammar, ordinal: boolean): number | undefined {
  if (/^-?\d+$/.test(text)) return Number(text);
  const word = (ordinal ? grammar.ordinals : grammar.cardinals).get(text);
  if (word !== undefined) return word;
  if (ordinal) {
    for (const suffix of grammar.ordinalSuffixes) {
      if (suffix !== "" && text.endsWith(suffix) && /^\d+$/.test(text.slice(0, -suffix.length))) return Number(text.slice(0, -suffix.length));
    }
  }
  return undefined;
}
