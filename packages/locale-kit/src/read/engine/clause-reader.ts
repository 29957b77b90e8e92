import { canonicalClue } from "@zebra/model";
import type { Clue, ClueType } from "@zebra/model";
import { sameEntity, type Entity } from "@zebra/model";
import { isNumericAttribute } from "@zebra/model";
import type { Ambiguity, ReadingDefaults, ReadingName } from "../../contract/reader.js";
import { numberOf, type CluePatternEntry } from "./compiled-grammar.js";
import { nearMiss } from "./edit-distance.js";
import { fold } from "./fold.js";
import { compact } from "./tokens.js";
import { entityReferents, oneMentionEnds, type Unit } from "./mentions.js";
import { matchPattern, mayMatch, type Match, type SlotEnds, type SlotName } from "./pattern.js";
import type { UnitsEnv } from "./units.js";

/** What reading a clause needs beyond its units. */
export interface ClauseEnv extends UnitsEnv {
  /** Words a phrase may hold besides the grammar's fillers: the text's attribute names and descriptions, the lexicon's templates. */
  readonly learned: ReadonlySet<string>;
  /** The words tied to each attribute (its name, noun, templates), to tell apart values spelt alike. */
  readonly attributeWords: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every word of every value's names, folded: a word among them, or one like it misspelt, may name a value. */
  readonly valueWords: ReadonlySet<string>;
  /** Attribute names and nouns, compacted, for `{noun}`. */
  readonly nouns: ReadonlyMap<string, string>;
  /** Numeric comparison patterns made from the lexicon's templates, each bound to its attribute. */
  readonly numericPatterns: readonly (CluePatternEntry & { readonly attr: string })[];
  readonly readings: ReadingDefaults;
  readonly lenient: boolean;
  /** Pattern matches left for the whole text (a bound on hostile input); decremented here. */
  readonly budget: { matches: number };
  /** Readings of clauses already read in this text (a clause is met again inside either/or and compound sentences). */
  readonly clauseMemo: Map<string, ClauseReading[]>;
}

/** An ambiguous phrase in a reading: the reading used and the other one. */
export interface ClauseChoice {
  readonly ambiguity: Ambiguity;
  readonly phrase: string;
  readonly chosen: ReadingName;
  readonly alternative: { readonly reading: ReadingName; readonly clue: Clue };
}

/** One way to read a clause. */
export interface ClauseReading {
  readonly clues: readonly Clue[];
  /** Words of its phrases the reader does not know. */
  readonly unknown: readonly string[];
  /** How many words of patterns it matched (the more, the more specific). */
  readonly weight: number;
  readonly choice?: ClauseChoice;
}

const hardPunctuation = new Set([";", ":", ".", "!", "?", "(", ")", "。", "！", "？", "；", "：", "[", "]"]);
const maxDepth = 4;

/**
 * Every reading of a clause's units by the grammar's patterns (and the lexicon's numeric
 * templates): as one clue, then as several joined ("A and B", "A does x and y"). `single`, when
 * given, is what {@link readSingleClue} already read of these units.
 */
export function readClause(units: readonly Unit[], env: ClauseEnv, depth = 0, single?: readonly ClauseReading[]): ClauseReading[] {
  if (units.length === 0 || depth > maxDepth || env.budget.matches <= 0) return [];
  const memoKey = units.map((u) => (u.kind === "mention" ? `\u0001${u.text}` : u.text)).join("\u0000");
  const memo = env.clauseMemo.get(memoKey);
  if (memo !== undefined) return memo;
  const result = dedupe([...(single ?? singleClueReadings(units, env, depth)), ...severalClueReadings(units, env, depth)]);
  if (env.clauseMemo.size < 20_000) env.clauseMemo.set(memoKey, result);
  return result;
}

/**
 * The readings of a clause as one clue, each pattern of a clue type tried: all a sentence
 * the renderer wrote can be, so that one read exactly needs no search for compounds.
 */
export function readSingleClue(units: readonly Unit[], env: ClauseEnv): ClauseReading[] {
  if (units.length === 0 || env.budget.matches <= 0) return [];
  return dedupe(singleClueReadings(units, env, 0));
}

/** The words of a clause's units that are not mentions (the words its patterns may need). */
function wordsPresent(units: readonly Unit[]): Set<string> {
  const present = new Set<string>();
  for (const u of units) if (u.kind !== "mention") present.add(u.text);
  return present;
}

function singleClueReadings(units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] {
  const present = wordsPresent(units);
  const ends = slotEnds(env);
  const out: ClauseReading[] = [];
  const entries: CluePatternEntry[] = [...env.numericPatterns, ...env.grammar.cluesAlways];
  for (const word of present) for (const e of env.grammar.cluesByWord.get(word) ?? []) entries.push(e);
  entries.sort((x, y) => y.compiled.weight - x.compiled.weight);
  const mentions = units.filter((u) => u.kind === "mention").length;
  for (const entry of entries) {
    if (!mayMatch(entry.compiled, present)) continue;
    if (entry.type === "any_of" && mentions < 2) continue;
    if (--env.budget.matches <= 0) break;
    for (const m of matchPattern(entry.compiled, units, ends))
      out.push(...build(entry, "attr" in entry ? (entry as { attr: string }).attr : undefined, m, units, env, depth));
  }
  return out;
}

/** The readings of a clause as several clues: compounds ("neither A nor B …", "A and B") and one subject with two predicates. */
function severalClueReadings(units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] {
  const present = wordsPresent(units);
  const ends = slotEnds(env);
  const out: ClauseReading[] = [];
  const mentions = units.filter((u) => u.kind === "mention").length;
  for (const [kind, list] of [
    ["neither", env.grammar.neither],
    ["both", env.grammar.both],
    ["and", env.grammar.and],
  ] as const) {
    if (mentions < 2) continue;
    for (const compiled of list) {
      if (!mayMatch(compiled, present)) continue;
      if (--env.budget.matches <= 0) break;
      for (const m of matchPattern(compiled, units, ends)) {
        const parts = kind === "and" ? clauses(m, units, env, depth) : shared(m, units, env, depth);
        if (parts === undefined) continue;
        const clues = kind === "neither" ? parts.map((p) => negate(p.clues)) : parts.map((p) => p.clues);
        if (clues.some((c) => c === undefined)) continue;
        out.push({ clues: clues.flat() as Clue[], unknown: parts.flatMap((p) => p.unknown), weight: m.words + parts.reduce((w, p) => w + p.weight, 0) });
      }
    }
  }
  if (env.grammar.subjectAnd.size > 0 && mentions >= 1) out.push(...sharedSubject(units, env, depth));
  return out;
}

/** The readings that mean different things, the best of each kept (fewest unknown words, then most specific). */
function dedupe(readings: readonly ClauseReading[]): ClauseReading[] {
  if (readings.length <= 1) return [...readings];
  const best = new Map<string, ClauseReading>();
  for (const r of readings) {
    const key = JSON.stringify(r.clues.map(canonicalClue));
    const old = best.get(key);
    if (old === undefined || better(r, old)) best.set(key, r);
  }
  return [...best.values()];
}

/** Whether a reading is better than another: fewer unknown words, then more pattern words. */
export function better(a: ClauseReading, b: ClauseReading): boolean {
  if (a.unknown.length !== b.unknown.length) return a.unknown.length < b.unknown.length;
  return a.weight > b.weight;
}

function slotEnds(env: ClauseEnv): SlotEnds {
  return (name, units, start) => {
    switch (name) {
      case "a":
      case "b":
      case "c":
        return zoneEnds(units, start, env);
      case "pos": {
        const u = units[start];
        return u?.referents?.some((r) => r.kind === "pos") ? [start + 1] : [];
      }
      case "n": {
        const u = units[start];
        if (u === undefined) return [];
        if (u.referents?.some((r) => r.kind === "number") || (u.kind === "word" && env.grammar.cardinals.has(u.text))) return [start + 1];
        return [];
      }
      case "noun": {
        const out: number[] = [];
        for (let end = start + 1; end <= Math.min(units.length, start + 5); end++) {
          const span = units.slice(start, end);
          if (span.some((u) => u.kind !== "word")) break;
          if (env.nouns.has(compact(span.map((u) => ({ text: u.text, kind: "word" as const, start: 0, end: 0 }))))) out.push(end);
        }
        return out;
      }
      case "rest": {
        const out: number[] = [];
        let mentions = 0;
        for (let end = start + 1; end <= units.length; end++) {
          const u = units[end - 1]!;
          if (u.text === ";") break;
          if (u.kind === "mention") mentions++;
          if (mentions > 0) out.push(end);
        }
        return out;
      }
      case "x":
      case "y": {
        // A clause names two people, or one and a position or a relation ("at one end").
        const out: number[] = [];
        let mentions = 0;
        let relation = false;
        for (let end = start + 1; end <= units.length; end++) {
          const u = units[end - 1]!;
          if (u.text === ";") break;
          if (u.kind === "mention") mentions++;
          if (u.kind === "word" && env.grammar.reserved.has(u.text)) relation = true;
          if (mentions >= 2 || (mentions === 1 && relation)) out.push(end);
        }
        return out;
      }
      case "clauses": {
        // Clauses separated by semicolons, to the end or to what the pattern says after them ("…のうち").
        const first = units.findIndex((u, i) => i >= start && u.text === ";");
        if (first < 0) return [];
        const out: number[] = [];
        for (let end = units.length; end > first + 1; end--) out.push(end);
        return out;
      }
      case "values":
        return [];
    }
  };
}

/** Where a phrase naming one person may end: it holds exactly one value or position, and no word of a relation. */
function zoneEnds(units: readonly Unit[], start: number, env: ClauseEnv): number[] {
  return oneMentionEnds(units, start, env.grammar.reserved, (u) => u.kind === "punct" && hardPunctuation.has(u.text));
}

/** The entities a phrase may name (told apart by the words around the value), and the words in it the reader does not know. */
function zone(units: readonly Unit[], span: readonly [number, number], env: ClauseEnv): { entities: Entity[]; unknown: string[]; described: string[] } {
  const part = units.slice(span[0], span[1]);
  const mention = part.find((u) => u.kind === "mention" && entityReferents(u).length > 0);
  const unknown: string[] = [];
  const words: string[] = [];
  const describing = describingWords(part, mention, env);
  for (const u of part) {
    if (u === mention || describing.has(u)) continue;
    if (u.kind === "word") {
      words.push(u.text);
      if (!env.grammar.fillers.has(u.text) && !env.learned.has(u.text)) unknown.push(u.text);
    } else if (u.kind === "number" || u.kind === "mention") unknown.push(u.text);
  }
  const described = [...describing].map((u) => u.text);
  if (mention === undefined) return { entities: [], unknown, described };
  let referents = entityReferents(mention);
  if (referents.length > 1) {
    const score = (attr: string): number => words.filter((w) => env.attributeWords.get(attr)?.has(w)).length;
    const scored = referents.map((r) => ({ r, s: r.kind === "value" ? score(r.attr) : 0 }));
    const top = Math.max(...scored.map((x) => x.s));
    referents = scored.filter((x) => x.s === top).map((x) => x.r);
  }
  const entities = referents.map((r): Entity => (r.kind === "value" ? { attr: r.attr, value: r.value } : { pos: r.kind === "pos" ? r.pos : 0 }));
  return { entities, unknown, described };
}

/** The most unknown words after a value that may describe it ("camping trips"): one noun, not a predicate ("a dog hums quietly"). */
const maxDescribingWords = 1;

/**
 * The unknown word that closes a phrase right after its value ("city breaks", "an associate's
 * degree"): a noun the value describes, when none of them could name anything else in the puzzle
 * (another value's word, or one misspelt) and the value is not a person's (a noun after "Alice's" names
 * someone else: "Alice's sister"). Otherwise none.
 */
function describingWords(part: readonly Unit[], mention: Unit | undefined, env: ClauseEnv): Set<Unit> {
  const none = new Set<Unit>();
  if (mention === undefined) return none;
  const referents = entityReferents(mention);
  if (referents.some((r) => r.kind !== "value" || env.grammar.personAttributes.has(fold(r.attr)))) return none;
  let from = part.indexOf(mention) + 1;
  if (part[from]?.text === "'s") from++;
  const tail = part.slice(from);
  if (tail.length === 0 || tail.length > maxDescribingWords) return none;
  // Only words that follow the value with nothing between ("Milk is sipped" is a verb, not a noun: the dropped "is" leaves a gap).
  let end = part[from - 1]!.end;
  for (const u of tail) {
    if (u.start - end > 1) return none;
    end = u.end;
    if (u.kind !== "word" || env.grammar.fillers.has(u.text) || env.learned.has(u.text) || env.grammar.reserved.has(u.text)) return none;
    if (env.valueWords.has(u.text) || [...env.valueWords].some((w) => nearMiss(u.text, w))) return none;
  }
  return new Set(tail);
}

/** The number in a `{n}` span. */
function numberIn(units: readonly Unit[], span: readonly [number, number] | undefined, env: ClauseEnv): number | undefined {
  if (span === undefined) return undefined;
  const u = units[span[0]]!;
  const r = u.referents?.find((x) => x.kind === "number");
  if (r !== undefined && r.kind === "number") return r.n;
  return numberOf(u.text, env.grammar, false);
}

/** The numeric attribute a comparison is about: the one its measure words or noun name, or the only one. */
function measured(entry: CluePatternEntry, m: Match, units: readonly Unit[], env: ClauseEnv): string[] {
  const numeric = env.attributes.filter(isNumericAttribute);
  const noun = m.spans.get("noun");
  if (noun !== undefined) {
    const key = compact(units.slice(noun[0], noun[1]).map((u) => ({ text: u.text, kind: "word" as const, start: 0, end: 0 })));
    const attr = env.nouns.get(key);
    return attr !== undefined && numeric.some((a) => a.name === attr) ? [attr] : [];
  }
  const measure = entry.options.measure;
  if (measure !== undefined) {
    const hits = numeric.filter((a) => measure.some((w) => env.attributeWords.get(a.name)?.has(w)));
    if (hits.length > 0) return hits.map((a) => a.name);
  }
  return numeric.length === 1 ? [numeric[0]!.name] : [];
}

/** The readings of one pattern match. */
function build(entry: CluePatternEntry, boundAttr: string | undefined, m: Match, units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] {
  const { type, options } = entry;
  const spans = m.spans;
  const zones = new Map<SlotName, ReturnType<typeof zone>>();
  for (const name of ["a", "b", "c"] as const) {
    const span = spans.get(name);
    if (span === undefined) continue;
    const z = zone(units, span, env);
    if (z.entities.length === 0) return [];
    zones.set(name, z);
  }
  // A noun after a value describes it only in a clause whose other words are all known: in one
  // that is not read, it is named with the rest ("a dog hums quietly near …").
  const others = [...zones.values()].flatMap((z) => z.unknown);
  const unknown = others.length === 0 ? others : [...zones.values()].flatMap((z) => [...z.unknown, ...z.described]);
  const out: ClauseReading[] = [];
  const push = (clues: readonly Clue[], choice?: ClauseChoice, extraUnknown: readonly string[] = [], extraWeight = 0): void => {
    out.push({ clues, unknown: [...unknown, ...extraUnknown], weight: m.words + extraWeight, ...(choice ? { choice } : {}) });
  };
  const each = (names: readonly ("a" | "b" | "c")[], f: (e: Entity[]) => void): void => {
    const lists = names.map((n) => zones.get(n)?.entities ?? []);
    if (lists.some((l) => l.length === 0)) return;
    const go = (i: number, acc: Entity[]): void => {
      if (i === lists.length) {
        for (let x = 0; x < acc.length; x++) for (let y = x + 1; y < acc.length; y++) if (sameEntity(acc[x]!, acc[y]!)) return;
        f(acc);
        return;
      }
      for (const e of lists[i]!) go(i + 1, [...acc, e]);
    };
    go(0, []);
  };
  const phrase = (): string => {
    const a = spans.get("a") ?? spans.get("b");
    const b = spans.get(a === spans.get("a") ? "b" : "c") ?? spans.get("c");
    if (a === undefined || b === undefined) return units.map((u) => u.text).join(" ");
    const [from, to] = a[1] <= b[0] ? [a[1], b[0]] : [b[1], a[0]];
    return units
      .slice(from, to)
      .map((u) => u.text)
      .join(" ");
  };
  switch (type) {
    case "same":
      if (options.extreme !== undefined) {
        for (const attr of measured(entry, m, units, env)) {
          const values = env.attributes.find((a) => a.name === attr)!.values as number[];
          const value = options.extreme === "least" ? Math.min(...values) : Math.max(...values);
          each(["a"], ([a]) => push([{ type: "same", a: a!, b: { attr, value } }]));
        }
        return out;
      }
      each(["a", "b"], ([a, b]) => push([{ type, a: a!, b: b! }]));
      return out;
    case "not_same":
    case "next_to":
    case "not_next_to":
    case "immediately_left":
    case "immediately_right":
    case "left_of":
    case "right_of":
      each(["a", "b"], ([a, b]) => {
        if (options.ambiguity === "side") {
          const somewhere: ClueType = type === "immediately_left" ? "left_of" : type === "immediately_right" ? "right_of" : type;
          const immediately: ClueType = somewhere === "left_of" ? "immediately_left" : somewhere === "right_of" ? "immediately_right" : somewhere;
          const chosen = env.readings.side ?? "somewhere";
          const [used, other] = chosen === "somewhere" ? [somewhere, immediately] : [immediately, somewhere];
          const alternative = {
            reading: chosen === "somewhere" ? ("immediately" as const) : ("somewhere" as const),
            clue: { type: other, a: a!, b: b! } as Clue,
          };
          push([{ type: used, a: a!, b: b! } as Clue], { ambiguity: "side", phrase: phrase(), chosen, alternative });
          return;
        }
        push([{ type, a: a!, b: b! } as Clue]);
      });
      return out;
    case "at":
    case "not_at": {
      const posUnit = spans.get("pos");
      const pos = posUnit === undefined ? undefined : units[posUnit[0]]!.referents?.find((r) => r.kind === "pos");
      if (pos === undefined || pos.kind !== "pos") return out;
      each(["a"], ([a]) => push([{ type, a: a!, pos: pos.pos }]));
      return out;
    }
    case "ends":
      each(["a"], ([a]) => push([{ type, a: a! }]));
      return out;
    case "between":
      each(["a", "b", "c"], ([a, b, c]) => {
        const ordered: Clue = { type: "between", a: a!, b: b!, c: c! };
        if (options.ordered || options.ambiguity !== "between") {
          push([ordered]);
          return;
        }
        const unordered: Clue = { type: "any_of", options: [[ordered], [{ type: "between", a: c!, b: b!, c: a! }]] };
        const chosen = env.readings.between ?? "unordered";
        const [used, other] = chosen === "unordered" ? [unordered, ordered] : [ordered, unordered];
        push([used], {
          ambiguity: "between",
          phrase: phrase(),
          chosen,
          alternative: { reading: chosen === "unordered" ? "ordered" : "unordered", clue: other },
        });
      });
      return out;
    case "distance": {
      const n = numberIn(units, spans.get("n"), env);
      if (n === undefined) return out;
      const d = options.housesBetween ? n + 1 : n;
      if (d < 1 || d >= env.size) return out;
      each(["a", "b"], ([a, b]) => push([{ type, a: a!, b: b!, d }]));
      return out;
    }
    case "less_than":
    case "greater_than":
      for (const attr of boundAttr !== undefined ? [boundAttr] : measured(entry, m, units, env))
        each(["a", "b"], ([a, b]) => push([{ type, attr, a: a!, b: b! }]));
      return out;
    case "difference": {
      const n = numberIn(units, spans.get("n"), env);
      if (n === undefined || n === 0) return out;
      for (const attr of boundAttr !== undefined ? [boundAttr] : measured(entry, m, units, env))
        each(["a", "b"], ([a, b]) => push([{ type, attr, a: a!, b: b!, d: options.negative ? -n : n }]));
      return out;
    }
    case "any_of": {
      const parts = spans.has("rest") ? shared(m, units, env, depth) : clauses(m, units, env, depth);
      if (parts === undefined || parts.length < 2) return out;
      out.push({
        clues: [{ type: "any_of", options: parts.map((p) => p.clues) }],
        unknown: parts.flatMap((p) => p.unknown),
        weight: m.words + parts.reduce((w, p) => w + p.weight, 0),
      });
      return out;
    }
  }
}

/** The best reading of a part of a clause, read on its own. */
function bestOf(units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading | undefined {
  let best: ClauseReading | undefined;
  for (const r of readClause(units, env, depth + 1)) if (best === undefined || better(r, best)) best = r;
  return best;
}

/** The options of an either/or written as clauses: `{x}` and `{y}`, or `{clauses}` split at semicolons. */
function clauses(m: Match, units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] | undefined {
  const spans: (readonly [number, number])[] = [];
  const list = m.spans.get("clauses");
  if (list !== undefined) {
    let from = list[0];
    for (let i = list[0]; i <= list[1]; i++) {
      if (i === list[1] || units[i]!.text === ";") {
        if (i > from) spans.push([from, i]);
        from = i + 1;
      }
    }
  } else {
    for (const name of ["x", "y"] as const) {
      const s = m.spans.get(name);
      if (s !== undefined) spans.push(s);
    }
  }
  const out: ClauseReading[] = [];
  for (const s of spans) {
    const r = bestOf(units.slice(s[0], s[1]), env, depth);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return out;
}

/** The two clauses of "either A or B …" and "neither A nor B …": each subject with the shared rest. */
function shared(m: Match, units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] | undefined {
  const rest = m.spans.get("rest");
  if (rest === undefined) return undefined;
  const tail = units.slice(rest[0], rest[1]);
  const out: ClauseReading[] = [];
  for (const name of ["a", "b"] as const) {
    const s = m.spans.get(name);
    if (s === undefined) return undefined;
    const r = bestOf([...units.slice(s[0], s[1]), ...tail], env, depth);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return out;
}

/**
 * "A does x and y": each way of taking a subject phrase off the front and splitting the rest at
 * a joining word ("und") whose two sides each read as a clause about that subject.
 */
function sharedSubject(units: readonly Unit[], env: ClauseEnv, depth: number): ClauseReading[] {
  const out: ClauseReading[] = [];
  for (const e of zoneEnds(units, 0, env)) {
    const subject = units.slice(0, e);
    for (let k = e + 1; k < units.length - 1; k++) {
      const u = units[k]!;
      if (u.kind !== "word" || !env.grammar.subjectAnd.has(u.text)) continue;
      if (--env.budget.matches <= 0) return out;
      const first = bestOf([...subject, ...units.slice(e, k)], env, depth);
      const second = first === undefined ? undefined : bestOf([...subject, ...units.slice(k + 1)], env, depth);
      if (first === undefined || second === undefined) continue;
      out.push({ clues: [...first.clues, ...second.clues], unknown: [...first.unknown, ...second.unknown], weight: 1 + first.weight + second.weight });
    }
  }
  return out;
}

/** The negation of a clause's clues, when each has a negative form. */
function negate(clues: readonly Clue[]): Clue[] | undefined {
  const out: Clue[] = [];
  for (const c of clues) {
    switch (c.type) {
      case "same":
        out.push({ type: "not_same", a: c.a, b: c.b });
        break;
      case "at":
        out.push({ type: "not_at", a: c.a, pos: c.pos });
        break;
      case "next_to":
        out.push({ type: "not_next_to", a: c.a, b: c.b });
        break;
      default:
        return undefined;
    }
  }
  return out;
}
