import type { Clue } from "@zebra/model";
import type { Entity } from "@zebra/model";
import { formatTag, maxSize } from "@zebra/model";
import type { Lexicon } from "@zebra/model";
import type { Attribute, Puzzle } from "@zebra/model";
import type { Renderer } from "../../contract/renderer.js";
import { fold, isUnspacedChar } from "./fold.js";

/**
 * What a renderer's own texts look like, learnt by rendering small puzzles once: the reader
 * recognises its renderer's wording exactly from these, so a change of wording in the
 * renderer needs no change in the reader.
 */
export interface Frames {
  /** The introduction for each number of houses, and after an author's preamble (exact text → size). */
  readonly intro: ReadonlyMap<string, number>;
  /** The title the renderer gives a puzzle without one of its own ("Zebra puzzle"). */
  readonly untitled: string;
  /** The clue heading in text and Markdown ("Clues:", "## Clues"). */
  readonly clueHeadings: ReadonlySet<string>;
  /** The line written when there are no clues. */
  readonly noClues: ReadonlySet<string>;
  /** What stands before the question on its line ("Question: "), and the Markdown heading of the question. */
  readonly questionPrefix: string;
  readonly questionHeadings: ReadonlySet<string>;
  /** Folded tokens naming each position in a clause ("third", "3"). */
  readonly positions: ReadonlyMap<number, string>;
  /** The same positions named as a subject ("the fifth house is not …"), where an inflected language writes another form (German "das fünfte Haus", not "im fünften Haus"). */
  readonly housesNamed: ReadonlyMap<number, string>;
  /** Folded text naming each distance of more than one house ("two houses"). */
  readonly distances: ReadonlyMap<number, string>;
  /** How either/or clues are written. */
  readonly anyOf: AnyOfFrames;
  /** The line listing one attribute's values, as the renderer writes it in a text format puzzle of `size` houses. */
  attributeLine(size: number, attribute: Attribute, lexicon: Lexicon | undefined): string | undefined;
}

/** The text around the clauses of either/or clues: a two-option frame is [before, between, after]. */
interface AnyOfFrames {
  readonly inclusive?: readonly [string, string, string];
  readonly exclusive?: readonly [string, string, string];
  /** Three options or more: [before, separator, after]. */
  readonly list?: readonly [string, string, string];
  /** Clauses of one option: [separator, last separator]. */
  readonly and?: readonly [string, string];
  /** An either/or inside an option: [before, separator, last separator, after]. */
  readonly nested?: readonly [string, string, string, string];
  /** How a renderer that brackets every option writes them (Japanese: 「…」 around a clause, （…） around several). */
  readonly bracketed?: BracketedFrames;
}

/**
 * The either/or of a renderer that brackets its options: each clause between `open` and
 * `close`, an option of several clauses (or an either/or inside an option) between the
 * `group` brackets, its clauses joined by `and` (`or`). The frames are the option-level text
 * around the options, brackets aside.
 */
export interface BracketedFrames {
  readonly open: string;
  readonly close: string;
  readonly group: readonly [string, string];
  readonly and: string;
  readonly or: string;
  /** Two options: [before, between, after], inclusive and exclusive. */
  readonly two: readonly (readonly [string, string, string])[];
  /** Three options or more: [before, separator, after]. */
  readonly list?: readonly [string, string, string];
}

/** Text as compared with a renderer's: white space collapsed, Unicode composed. */
export function exact(text: string): string {
  // ASCII and Latin-1 (German "Straße", "Größe") are composed already: only the spacing may need work.
  const spaced = /^[\x21-\x7e\u00a1-\u00ff]*(?: [\x21-\x7e\u00a1-\u00ff]+)*$/.test(text);
  if (spaced) return text;
  return (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFC")).replace(/\s+/g, " ").trim();
}

const learnt = new WeakMap<Renderer, Frames>();

/** The frames of a renderer, learnt on first use (a few dozen small renderings) and kept. */
export function framesOf(renderer: Renderer): Frames {
  let frames = learnt.get(renderer);
  if (frames === undefined) learnt.set(renderer, (frames = learn(renderer)));
  return frames;
}

function syntheticPuzzle(size: number, extra: Partial<Puzzle> = {}): Puzzle {
  const values = (p: string): string[] => Array.from({ length: size }, (_, i) => `${p}${i + 1}`);
  return {
    format: formatTag,
    size,
    attributes: [
      { name: "P", values: values("p") },
      { name: "Q", values: values("q") },
    ],
    clues: [],
    ...extra,
  };
}

function blocks(text: string): string[] {
  return text.split(/\n\s*\n/).map((b) => b.trim());
}

/** The blocks of a puzzle text after its title: a Markdown text has one even when the puzzle has none ("# Zebra puzzle"). */
function withoutTitle(texts: string[]): string[] {
  return texts[0] !== undefined && /^# /.test(texts[0]) ? texts.slice(1) : texts;
}

/** The part of `text` that differs between renderings: prefix and suffix common to all removed. */
function middles(texts: readonly string[]): string[] {
  if (texts.length === 0) return [];
  const first = texts[0]!;
  let prefix = Math.min(...texts.map((t) => t.length));
  for (const t of texts) {
    let p = 0;
    while (p < prefix && t[p] === first[p]) p++;
    prefix = p;
  }
  let suffix = Math.min(...texts.map((t) => t.length)) - prefix;
  for (const t of texts) {
    let s = 0;
    while (s < suffix && t[t.length - 1 - s] === first[first.length - 1 - s]) s++;
    suffix = s;
  }
  // Keep whole words: a shared first letter ("first", "fifth") belongs to the word.
  const widen = (t: string, from: number, to: number): string => {
    let a = from;
    let b = to;
    const inWord = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch) && !isUnspacedChar(ch);
    while (a > 0 && inWord(t[a - 1]) && inWord(t[a])) a--;
    while (b < t.length && inWord(t[b]) && inWord(t[b - 1])) b++;
    return t.slice(a, b);
  };
  return texts.map((t) => widen(t, prefix, t.length - suffix));
}

/** Splits `text` at the given parts, in order: the texts around them, or undefined when one is missing. */
function around(text: string, parts: readonly string[]): string[] | undefined {
  const out: string[] = [];
  let at = 0;
  for (const part of parts) {
    const found = indexIgnoringFirstCase(text, part, at);
    if (found < 0) return undefined;
    out.push(text.slice(at, found));
    at = found + part.length;
  }
  out.push(text.slice(at));
  return out;
}

/** indexOf, also finding `part` with its first letter capitalised (it may start a sentence). */
export function indexIgnoringFirstCase(text: string, part: string, from: number): number {
  const direct = text.indexOf(part, from);
  const first = part.codePointAt(0);
  if (first === undefined) return direct;
  const ch = String.fromCodePoint(first);
  const upper = ch.toUpperCase() + part.slice(ch.length);
  const other = upper === part ? -1 : text.indexOf(upper, from);
  if (direct < 0) return other;
  if (other < 0) return direct;
  return Math.min(direct, other);
}

function learn(renderer: Renderer): Frames {
  const intro = new Map<string, number>();
  for (let size = 1; size <= maxSize; size++) {
    const plain = blocks(renderer.puzzle({ puzzle: syntheticPuzzle(size) }));
    if (plain[0] !== undefined) intro.set(exact(plain[0]), size);
    const after = blocks(renderer.puzzle({ puzzle: syntheticPuzzle(size, { preamble: "Ⓟ" }) }));
    const i = after.findIndex((b) => b.includes("Ⓟ"));
    if (i >= 0 && after[i + 1] !== undefined && !intro.has(exact(after[i + 1]!))) intro.set(exact(after[i + 1]!), size);
  }
  const p3 = syntheticPuzzle(3);
  const clueHeadings = new Set<string>();
  const noClues = new Set<string>();
  for (const format of ["text", "markdown"] as const) {
    // (the title, in Markdown), introduction, attribute lines, heading, "no clues"
    const b = withoutTitle(blocks(renderer.puzzle({ puzzle: p3 }, format)));
    if (b[2] !== undefined) clueHeadings.add(exact(b[2]));
    if (b[3] !== undefined) noClues.add(exact(b[3]));
  }
  const question = { find: { attr: "P" }, where: { pos: 1 } } as const;
  const withQuestion = syntheticPuzzle(3, { question });
  const asked = renderer.question({ kind: "find", ...question }, { puzzle: withQuestion });
  const lastText = blocks(renderer.puzzle({ puzzle: withQuestion })).at(-1) ?? "";
  const questionPrefix = lastText.endsWith(asked) ? lastText.slice(0, lastText.length - asked.length) : "";
  const md = blocks(renderer.puzzle({ puzzle: withQuestion }, "markdown"));
  const questionHeadings = new Set<string>(md.length >= 2 ? [exact(md[md.length - 2]!)] : []);

  const big = syntheticPuzzle(maxSize);
  const e1: Entity = { attr: "P", value: "p1" };
  const e2: Entity = { attr: "Q", value: "q2" };
  const clause = (c: Clue): string => renderer.clause(c, { puzzle: big }, "main");
  const positions = new Map<number, string>();
  const atTexts = Array.from({ length: maxSize }, (_, k) => clause({ type: "at", a: e1, pos: k + 1 }));
  middles(atTexts).forEach((m, k) => {
    positions.set(k + 1, fold(m));
  });
  const housesNamed = new Map<number, string>();
  const last = maxSize;
  const named = (k: number, other: number): string => clause({ type: "not_same", a: { pos: k }, b: { pos: other } });
  middles(Array.from({ length: last - 1 }, (_, k) => named(k + 1, last))).forEach((m, k) => {
    housesNamed.set(k + 1, fold(m));
  });
  const lastNamed = middles([named(last, 1), named(2, 1)])[0];
  if (lastNamed !== undefined) housesNamed.set(last, fold(lastNamed));
  const distances = new Map<number, string>();
  const distanceTexts = Array.from({ length: maxSize - 2 }, (_, k) => clause({ type: "distance", a: e1, b: e2, d: k + 2 }));
  middles(distanceTexts).forEach((m, k) => {
    distances.set(k + 2, fold(m));
  });

  const untitled = exact(renderer.title({ puzzle: p3 }));
  return {
    intro,
    untitled,
    clueHeadings,
    noClues,
    questionPrefix,
    questionHeadings,
    positions,
    housesNamed,
    distances,
    anyOf: learnAnyOf(renderer, big),
    attributeLine: lineOf(renderer),
  };
}

function learnAnyOf(renderer: Renderer, puzzle: Puzzle): AnyOfFrames {
  const ctx = { puzzle };
  const at = (attr: string, value: string, pos: number): Clue => ({ type: "at", a: { attr, value }, pos });
  const c = [at("P", "p1", 1), at("Q", "q2", 2), at("P", "p3", 3), at("Q", "q4", 4), at("P", "p5", 5)];
  const t = c.map((x) => renderer.clause(x, ctx, "main"));
  const sentence = (clue: Clue): string => renderer.clue(clue, ctx);
  const frame3 = (text: string, parts: readonly string[]): [string, string, string] | undefined => {
    const a = around(text, parts);
    return a !== undefined && a.length === 3 ? [a[0]!, a[1]!, a[2]!] : undefined;
  };
  const out: { -readonly [K in keyof AnyOfFrames]: AnyOfFrames[K] } = {};
  const inclusive = frame3(sentence({ type: "any_of", options: [[c[0]!], [c[1]!]] }), [t[0]!, t[1]!]);
  if (inclusive) out.inclusive = inclusive;
  const same = [at("P", "p1", 1), at("P", "p1", 2)];
  const exclusive = frame3(
    sentence({ type: "any_of", options: [[same[0]!], [same[1]!]] }),
    same.map((x) => renderer.clause(x, ctx, "main")),
  );
  if (exclusive) out.exclusive = exclusive;
  const four = around(sentence({ type: "any_of", options: [[c[0]!], [c[1]!], [c[2]!], [c[3]!]] }), t.slice(0, 4));
  if (four && four.length === 5 && four[1] === four[2] && four[2] === four[3]) out.list = [four[0]!, four[1]!, four[4]!];
  const joined = around(sentence({ type: "any_of", options: [[c[0]!, c[1]!, c[2]!], [c[3]!]] }), t.slice(0, 4));
  if (joined && joined.length === 5) out.and = [joined[1]!, joined[2]!];
  const nested = around(sentence({ type: "any_of", options: [[{ type: "any_of", options: [[c[0]!], [c[1]!], [c[2]!]] }], [c[3]!]] }), t.slice(0, 4));
  if (nested && nested.length === 5 && inclusive) {
    const before = nested[0]!.slice(inclusive[0].length);
    const after = nested[3]!.slice(0, nested[3]!.length - inclusive[1].length);
    if (nested[0]!.startsWith(inclusive[0]) && nested[3]!.endsWith(inclusive[1])) out.nested = [before, nested[1]!, nested[2]!, after];
  }
  const bracketed = inclusive && learnBracketed(sentence, c, t, inclusive, exclusive, out.list);
  if (bracketed) out.bracketed = bracketed;
  return out;
}

function commonPrefix(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return a.slice(0, n);
}

function commonSuffix(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return a.slice(a.length - n);
}

/**
 * The brackets of a renderer that quotes each option's clause (the text before and after the
 * options ends and starts with the same punctuation): learnt from an option of two clauses and
 * an either/or inside an option, or undefined for a renderer that does not bracket its options.
 */
function learnBracketed(
  sentence: (clue: Clue) => string,
  c: readonly Clue[],
  t: readonly string[],
  inclusive: readonly [string, string, string],
  exclusive: readonly [string, string, string] | undefined,
  list: readonly [string, string, string] | undefined,
): BracketedFrames | undefined {
  const open = commonSuffix(inclusive[0], inclusive[1]);
  const close = commonPrefix(inclusive[1], inclusive[2]);
  if (!/^\p{P}+$/u.test(open) || !/^\p{P}+$/u.test(close)) return undefined;
  const strip = (f: readonly [string, string, string]): [string, string, string] | undefined =>
    f[0].endsWith(open) && f[1].startsWith(close) && f[1].endsWith(open) && f[1].length >= open.length + close.length && f[2].startsWith(close)
      ? [f[0].slice(0, f[0].length - open.length), f[1].slice(close.length, f[1].length - open.length), f[2].slice(close.length)]
      : undefined;
  const two = strip(inclusive);
  if (two === undefined) return undefined;
  const quote = (x: string): string => open + x + close;
  // The first option of a two-option sentence, brackets and all: what stands between the frame's text and the second option.
  const firstOption = (clue: Clue): string | undefined => {
    const text = sentence(clue);
    const tail = two[1] + quote(t[1]!) + two[2];
    return text.startsWith(two[0]) && text.endsWith(tail) ? text.slice(two[0].length, text.length - tail.length) : undefined;
  };
  const joined = firstOption({ type: "any_of", options: [[c[0]!, c[2]!], [c[1]!]] });
  const nested = firstOption({ type: "any_of", options: [[{ type: "any_of", options: [[c[0]!], [c[2]!]] }], [c[1]!]] });
  const and = joined === undefined ? undefined : around(joined, [quote(t[0]!), quote(t[2]!)]);
  const or = nested === undefined ? undefined : around(nested, [quote(t[0]!), quote(t[2]!)]);
  if (and?.length !== 3 || or?.length !== 3 || and[0] !== or[0] || and[2] !== or[2] || and[0] === "" || and[2] === "") return undefined;
  const frames = [two, ...(exclusive ? [strip(exclusive)] : [])].filter((f): f is [string, string, string] => f !== undefined);
  const listed = list && strip(list);
  return { open, close, group: [and[0]!, and[2]!], and: and[1]!, or: or[1]!, two: frames, ...(listed ? { list: listed } : {}) };
}

/** How a renderer writes the line of one attribute: rendered in a puzzle of that attribute alone. */
function lineOf(renderer: Renderer): Frames["attributeLine"] {
  return (size, attribute, lexicon) => {
    const puzzle: Puzzle = { format: formatTag, size, attributes: [attribute], clues: [] };
    const b = blocks(renderer.puzzle(lexicon === undefined ? { puzzle } : { puzzle, lexicon }));
    return b[1];
  };
}
