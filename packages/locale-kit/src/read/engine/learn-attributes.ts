import type { Attribute, LocaleWords, Vocabulary } from "@zebra/model";
import { issue, type Issue } from "@zebra/model";
import { tooLongToRead } from "../limits.js";
import type { CompiledGrammar } from "./compiled-grammar.js";
import { fold } from "./fold.js";
import { vocabularyAttributeOf } from "./infer-attributes.js";
import { tokenize, type Token } from "./tokens.js";
import { rewritten } from "./units.js";

/** The attributes a text that lists none gives by the slots its values fill, or what is missing. */
export interface Learned {
  readonly attributes: readonly Attribute[];
  readonly notices: readonly Issue[];
  readonly issues: readonly Issue[];
  /** The number of houses the values count, when the text does not say it. */
  readonly size?: number;
}

/** A slot pattern, compiled: the word sets before and after the value, and whether it starts the sentence. */
interface SlotPattern {
  readonly group: number;
  readonly before: readonly ReadonlySet<string>[];
  readonly after: readonly ReadonlySet<string>[];
  readonly anchored: boolean;
}

/** The longest value a slot takes, in words. */
const maxValueWords = 3;

const compiledSlots = new WeakMap<CompiledGrammar, readonly SlotPattern[]>();

function slotPatterns(grammar: CompiledGrammar): readonly SlotPattern[] {
  const cached = compiledSlots.get(grammar);
  if (cached !== undefined) return cached;
  const out: SlotPattern[] = [];
  (grammar.source.slots ?? []).forEach((slot, group) => {
    for (const source of slot.patterns) {
      const parts = source.trim().split(/\s+/);
      const anchored = parts[0] === "^";
      const words = anchored ? parts.slice(1) : parts;
      const at = words.indexOf("{v}");
      if (at < 0) continue;
      const set = (w: string): ReadonlySet<string> => new Set(w.split("|").map(fold));
      out.push({ group, before: words.slice(0, at).map(set), after: words.slice(at + 1).map(set), anchored });
    }
  });
  compiledSlots.set(grammar, out);
  return out;
}

/** A value found in a slot: its folded words, and as the text writes them. */
interface Filler {
  readonly key: string;
  readonly written: string;
  /** Whether the text writes it only at the start of a sentence (so its capital may be the sentence's). */
  readonly initial: boolean;
}

/**
 * Learns a text's attributes from the slots its words fill, by the grammar's `slots`: words
 * that fill the same slot ("drinks X", "X is drunk", "the X drinker") are values of one
 * attribute, and slots that share a value are one attribute. The vocabularies only name an
 * attribute (the one most of its values belong to); they never add a value. An attribute is
 * kept when the text names as many of its values as there are houses (`size`, or, when the
 * text does not say, the count most attributes agree on); otherwise an issue says which are named.
 */
export function learnAttributes(
  sentences: readonly string[],
  size: number | undefined,
  grammar: CompiledGrammar,
  vocabularies: readonly Vocabulary[],
  words: LocaleWords,
): Learned | undefined {
  const patterns = slotPatterns(grammar);
  if (patterns.length === 0) return undefined;
  // Each value once (its other forms are one value: "snail" and "snails"), with the groups it fills.
  const fillers = new Map<string, Filler>();
  const groupsOf = new Map<string, Set<number>>();
  const canonical = (key: string): string => {
    if (fillers.has(key)) return key;
    for (const v of grammar.source.variants(key)) if (fillers.has(v)) return v;
    return key;
  };
  for (const sentence of sentences) {
    if (tooLongToRead(sentence)) continue;
    const tokens = tokenize(rewritten(sentence, grammar));
    const matches = (sets: readonly ReadonlySet<string>[], from: number): boolean =>
      from >= 0 && from + sets.length <= tokens.length && sets.every((s, k) => s.has(tokens[from + k]!.text));
    for (const p of patterns) {
      for (let at = p.before.length; at < tokens.length; at++) {
        if (p.anchored && at > p.before.length) break;
        if (!matches(p.before, at - p.before.length)) continue;
        const span = valueSpan(tokens, at, p, grammar, matches);
        if (span === undefined) continue;
        const key = canonical(
          tokens
            .slice(span[0], span[1])
            .map((t) => t.text)
            .join(" "),
        );
        addFiller(fillers, key, sentence, span[0] === 0);
        const groups = groupsOf.get(key) ?? new Set<number>();
        groups.add(p.group);
        groupsOf.set(key, groups);
      }
    }
  }
  if (fillers.size === 0) return undefined;
  // Slots that share a value are one attribute.
  const slots = grammar.source.slots ?? [];
  const parent = slots.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (const groups of groupsOf.values()) {
    const [first, ...rest] = [...groups];
    for (const g of rest) parent[root(g)] = root(first!);
  }
  const byRoot = new Map<number, string[]>();
  for (const [key, groups] of groupsOf) {
    const r = root([...groups][0]!);
    byRoot.set(r, [...(byRoot.get(r) ?? []), key]);
  }
  const learned = [...byRoot.entries()].sort((x, y) => x[0] - y[0]);
  if (size === undefined) {
    const counts = new Map<number, number>();
    for (const [, keys] of learned) counts.set(keys.length, (counts.get(keys.length) ?? 0) + 1);
    const agreed = [...counts.entries()].filter(([n, c]) => c >= 2 && n >= 2).sort((x, y) => y[1] - x[1] || y[0] - x[0])[0];
    if (agreed === undefined) return undefined;
    size = agreed[0];
  }
  const attributes: Attribute[] = [];
  const notices: Issue[] = [];
  const issues: Issue[] = [];
  const used = new Set<string>();
  for (const [r, keys] of learned) {
    const values = keys.map((k) => shown(fillers.get(k)!, vocabularies));
    const name = attributeName(values, slots[r]!.name, vocabularies, words, grammar, used);
    used.add(fold(name));
    if (values.length === size) {
      attributes.push({ name, values });
      notices.push(issue("inferred-values", "", { attr: name, values, from: "clues", words: { attr: name, values } }));
    } else if (values.length < size) issues.push(issue("unlisted-values", "", { attr: name, named: values, size, words: { attr: name, named: values } }));
  }
  return { attributes, notices, issues, ...(size !== undefined ? { size } : {}) };
}

/**
 * Where the value of a slot pattern stands when its words before it end at `at`: up to the
 * pattern's next word when it has one (fillers allowed inside, "the Old Gold smoker", but not
 * at its end), else the run of words that are no glue or filler, after the fillers that only
 * describe it ("owns the pet fish").
 */
function valueSpan(
  tokens: readonly Token[],
  at: number,
  p: SlotPattern,
  grammar: CompiledGrammar,
  matches: (sets: readonly ReadonlySet<string>[], from: number) => boolean,
): [number, number] | undefined {
  const stop = (t: Token): boolean =>
    t.kind !== "word" ||
    grammar.glue.has(t.text) ||
    grammar.reserved.has(t.text) ||
    grammar.articles.has(t.text) ||
    grammar.listAnd.has(t.text) ||
    grammar.cardinals.has(t.text) ||
    grammar.ordinals.has(t.text);
  const filler = (t: Token): boolean => grammar.fillers.has(t.text);
  let s = at;
  if (p.after.length > 0) {
    let e = s;
    while (e < tokens.length && e - s < maxValueWords && !stop(tokens[e]!) && !matches(p.after, e)) e++;
    if (e === s || !matches(p.after, e) || filler(tokens[e - 1]!)) return undefined;
    return [s, e];
  }
  let described = s;
  while (described < tokens.length && !stop(tokens[described]!) && filler(tokens[described]!)) described++;
  // The value is the filler itself when the clause ends there ("raises birds.").
  const ends = described === tokens.length || tokens[described]!.kind === "punct";
  if (described > s && ends) return described - s <= maxValueWords ? [s, described] : undefined;
  if (described < tokens.length && !stop(tokens[described]!)) s = described;
  let e = s;
  while (e < tokens.length && e - s < maxValueWords && !stop(tokens[e]!) && !filler(tokens[e]!)) e++;
  if (e === s || (e < tokens.length && !stop(tokens[e]!) && !filler(tokens[e]!))) return undefined;
  return [s, e];
}

/** Records a value as the sentence writes it, keeping the writing that is not at a sentence's start. */
function addFiller(fillers: Map<string, Filler>, key: string, sentence: string, atStart: boolean): void {
  const known = fillers.get(key);
  if (known !== undefined && (atStart || !known.initial)) return;
  const at = sentence.toLowerCase().indexOf(key);
  const written = at >= 0 ? sentence.slice(at, at + key.length) : key;
  fillers.set(key, { key, written, initial: atStart });
}

/** A value as the text writes it; one written only at a sentence's start loses its capital when the themes write it in small letters. */
function shown(filler: Filler, vocabularies: readonly Vocabulary[]): string {
  if (!filler.initial || filler.written === filler.key) return filler.written;
  const small = vocabularies.some((v) => v.attributes.some((a) => a.values.some((x) => x === filler.key)));
  return small ? filler.key : filler.written;
}

/** An attribute's name: the theme attribute most of its values belong to, else the slot's own name; never one already taken. */
function attributeName(
  values: readonly string[],
  slotName: string,
  vocabularies: readonly Vocabulary[],
  words: LocaleWords,
  grammar: CompiledGrammar,
  used: ReadonlySet<string>,
): string {
  const votes = new Map<string, number>();
  for (const v of values) {
    const attr = vocabularyAttributeOf(v, vocabularies, words, grammar);
    if (attr !== undefined) votes.set(attr, (votes.get(attr) ?? 0) + 1);
  }
  const best = [...votes.entries()].sort((x, y) => y[1] - x[1])[0];
  if (best !== undefined && !used.has(fold(best[0]))) return best[0];
  let name = slotName;
  for (let n = 2; used.has(fold(name)); n++) name = `${slotName} ${n}`;
  return name;
}
