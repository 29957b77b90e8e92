import { fold } from "./fold.js";
import type { Unit } from "./mentions.js";
import { softPunctuation, tokenize } from "./tokens.js";

/** The slots a pattern can have (see `ReaderPattern`). */
export type SlotName = "a" | "b" | "c" | "pos" | "n" | "noun" | "x" | "y" | "clauses" | "rest" | "values";

const slotNames: ReadonlySet<string> = new Set<SlotName>(["a", "b", "c", "pos", "n", "noun", "x", "y", "clauses", "rest", "values"]);

/** One piece of a compiled pattern. */
type Item =
  | { readonly kind: "word"; readonly text: string }
  | { readonly kind: "opt"; readonly seq: readonly Item[] }
  | { readonly kind: "alt"; readonly seqs: readonly (readonly Item[])[] }
  | { readonly kind: "slot"; readonly name: SlotName };

/** A compiled pattern: its pieces, and the words it cannot match without (to skip it quickly). */
export interface Compiled {
  readonly source: string;
  readonly items: readonly Item[];
  readonly required: readonly string[];
  /** How many words it matches at least: a more specific pattern wins over a looser one. */
  readonly weight: number;
  /** The words a match can start with, or undefined when it can start with a slot. */
  readonly first: ReadonlySet<string> | undefined;
}

/** A pattern the grammar of a locale gets wrong: its source and why (a programming error of the locale). */
class PatternError extends Error {}

/**
 * Compiles a pattern of a reading grammar. Literal words are folded and split like sentences
 * (so a Chinese literal is a sequence of characters), and words the reader drops before
 * matching (`glue`, soft punctuation) are dropped from the pattern too.
 */
export function compilePattern(source: string, glue: ReadonlySet<string>): Compiled {
  let i = 0;
  const parseSeq = (closers: string): Item[] => {
    const items: Item[] = [];
    let literal = "";
    const flush = (): void => {
      if (literal.trim() === "") {
        literal = "";
        return;
      }
      for (const t of tokenize(fold(literal))) {
        if (t.kind === "punct" && softPunctuation.has(t.text)) continue;
        if (glue.has(t.text)) continue;
        items.push({ kind: "word", text: t.text });
      }
      literal = "";
    };
    while (i < source.length) {
      const ch = source[i]!;
      if (ch === "\\" && i + 1 < source.length) {
        // An escaped character is literal: "\\(" is a parenthesis, not an optional part.
        literal += ` ${source[i + 1]!} `;
        i += 2;
        continue;
      }
      if (closers.includes(ch)) break;
      if (ch === "(" || ch === "[") {
        // "(x|y)" is optional, "[x|y]" is not; both may hold alternatives.
        flush();
        const close = ch === "(" ? ")" : "]";
        i++;
        const seqs: Item[][] = [];
        for (;;) {
          seqs.push(parseSeq(`|${close}`));
          if (source[i] === "|") {
            i++;
            continue;
          }
          if (source[i] !== close) throw new PatternError(`pattern ${JSON.stringify(source)}: unclosed "${ch}"`);
          i++;
          break;
        }
        // "(x)?" reads like a regular expression; the "?" adds nothing.
        if (ch === "(" && source[i] === "?") i++;
        const group: Item = seqs.length === 1 ? { kind: "opt", seq: seqs[0]! } : { kind: "alt", seqs };
        items.push(ch === "[" ? (seqs.length === 1 ? { kind: "alt", seqs } : group) : seqs.length === 1 ? group : { kind: "opt", seq: [group] });
        continue;
      }
      if (ch === "{") {
        flush();
        const end = source.indexOf("}", i);
        const name = end < 0 ? "" : source.slice(i + 1, end);
        if (!slotNames.has(name)) throw new PatternError(`pattern ${JSON.stringify(source)}: unknown slot {${name}}`);
        items.push({ kind: "slot", name: name as SlotName });
        i = end + 1;
        continue;
      }
      if (ch === ")" || ch === "]" || ch === "|") throw new PatternError(`pattern ${JSON.stringify(source)}: unexpected "${ch}"`);
      literal += ch;
      i++;
    }
    flush();
    return items;
  };
  const items = parseSeq("");
  if (i < source.length) throw new PatternError(`pattern ${JSON.stringify(source)}: unexpected "${source[i]}"`);
  const required = items.filter((x): x is Extract<Item, { kind: "word" }> => x.kind === "word").map((x) => x.text);
  return { source, items, required, weight: weightOf(items), first: firstWords(items, 0) };
}

/** The words a sequence can start with from `j` on; undefined when a slot can come first. */
function firstWords(items: readonly Item[], j: number): Set<string> | undefined {
  if (j >= items.length) return new Set();
  const item = items[j]!;
  if (item.kind === "word") return new Set([item.text]);
  if (item.kind === "slot") return undefined;
  const seqs = item.kind === "opt" ? [item.seq] : item.seqs;
  const out = new Set<string>();
  for (const seq of seqs) {
    const inner = firstWords([...seq, ...items.slice(j + 1)], 0);
    if (inner === undefined) return undefined;
    for (const w of inner) out.add(w);
  }
  if (item.kind === "opt") {
    const rest = firstWords(items, j + 1);
    if (rest === undefined) return undefined;
    for (const w of rest) out.add(w);
  }
  return out;
}

function weightOf(items: readonly Item[]): number {
  let w = 0;
  for (const item of items) {
    if (item.kind === "word") w++;
    else if (item.kind === "alt") w += Math.min(...item.seqs.map(weightOf));
  }
  return w;
}

/** The spans (unit offsets, end excluded) a match gave its slots, how many literal words it matched, and where it ended. */
export interface Match {
  readonly spans: ReadonlyMap<SlotName, readonly [number, number]>;
  readonly words: number;
  readonly end: number;
}

/** Decides, for a slot, where it may end when it starts at `start` (ends in increasing order). */
export type SlotEnds = (name: SlotName, units: readonly Unit[], start: number) => Iterable<number>;

/** The most matches one pattern may give a sentence (a bound on backtracking over hostile text). */
const maxMatches = 64;

/**
 * Every way a pattern matches a whole sequence of units (or, with `from`, a part of it that
 * starts there): literal words must be the units' words, and each slot covers the units
 * `ends` allows.
 */
export function matchPattern(compiled: Compiled, units: readonly Unit[], ends: SlotEnds, from?: number): Match[] {
  const out: Match[] = [];
  const spans = new Map<SlotName, readonly [number, number]>();
  let budget = 20_000;
  const run = (seq: readonly Item[], j: number, i: number, words: number, k: (i: number, words: number) => void): void => {
    if (out.length >= maxMatches || --budget < 0) return;
    if (j === seq.length) {
      k(i, words);
      return;
    }
    const item = seq[j]!;
    switch (item.kind) {
      case "word": {
        const unit = units[i];
        if (unit !== undefined && unit.kind !== "mention" && unit.text === item.text) run(seq, j + 1, i + 1, words + 1, k);
        return;
      }
      case "opt":
        run(item.seq, 0, i, words, (after, w) => run(seq, j + 1, after, w, k));
        run(seq, j + 1, i, words, k);
        return;
      case "alt":
        for (const alt of item.seqs) run(alt, 0, i, words, (after, w) => run(seq, j + 1, after, w, k));
        return;
      case "slot":
        for (const end of ends(item.name, units, i)) {
          if (end <= i) continue;
          const before = spans.get(item.name);
          spans.set(item.name, [i, end]);
          run(seq, j + 1, end, words, k);
          if (before === undefined) spans.delete(item.name);
          else spans.set(item.name, before);
          if (out.length >= maxMatches) return;
        }
        return;
    }
  };
  run(compiled.items, 0, from ?? 0, 0, (i, words) => {
    if (from !== undefined ? i > from : i === units.length) out.push({ spans: new Map(spans), words, end: i });
  });
  return out;
}

/** Whether every word a pattern needs is among a sentence's words. */
export function mayMatch(compiled: Compiled, words: ReadonlySet<string>): boolean {
  for (const w of compiled.required) if (!words.has(w)) return false;
  return true;
}
