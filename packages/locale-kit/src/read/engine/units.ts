import type { Attribute } from "@zebra/model";
import { isNumericAttribute } from "@zebra/model";
import { numberOf, type CompiledGrammar } from "./compiled-grammar.js";
import { fold } from "./fold.js";
import { findValueMentions, type Referent, type Unit, type ValueIndex } from "./mentions.js";
import { matchPattern, type SlotEnds } from "./pattern.js";
import { softPunctuation, tokenize } from "./tokens.js";

/** What turning a sentence into units needs. */
export interface UnitsEnv {
  readonly grammar: CompiledGrammar;
  readonly index: ValueIndex;
  readonly size: number;
  readonly attributes: readonly Attribute[];
  /** Units already made for a sentence of this text (each sentence is looked at more than once). */
  readonly unitCache?: Map<string, readonly Unit[]>;
}

const rewriters = new WeakMap<CompiledGrammar, (text: string) => string>();

/** The grammar's rewrites as one pass over a folded text. */
function rewriterOf(grammar: CompiledGrammar): (text: string) => string {
  let rewrite = rewriters.get(grammar);
  if (rewrite !== undefined) return rewrite;
  const pairs = new Map<string, string>();
  for (const [from, to] of grammar.source.rewrites) {
    const f = fold(from);
    if (f !== "" && !pairs.has(f)) pairs.set(f, fold(to));
  }
  if (pairs.size === 0) rewrite = (text) => text;
  else {
    const alternatives = [...pairs.keys()].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const re = grammar.source.spaced
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu")
      : new RegExp(alternatives.join("|"), "gu");
    rewrite = (text) => text.replace(re, (m) => pairs.get(m) ?? m);
  }
  rewriters.set(grammar, rewrite);
  return rewrite;
}

/** A folded sentence with the grammar's rewrites applied ("isn't" → "is not"). */
export function rewritten(text: string, grammar: CompiledGrammar): string {
  return rewriterOf(grammar)(fold(text)).replace(/\s+/g, " ").trim();
}

/** The slot rules of position patterns: `{n}` is one number, cardinal, ordinal or "3rd". */
function positionEnds(grammar: CompiledGrammar): SlotEnds {
  return (name, units, start) => {
    const u = units[start];
    if (name !== "n" || u === undefined) return [];
    if ((u.kind === "number" || u.kind === "word") && numberOf(u.text, grammar, true) !== undefined) return [start + 1];
    return [];
  };
}

/**
 * A sentence as units: values found by name, soft punctuation and glue words dropped,
 * positions found by the grammar's position patterns ("the third house"), and the figures
 * left made mentions of the numeric values they may be (and of themselves, as numbers).
 */
export function sentenceUnits(text: string, env: UnitsEnv): Unit[] {
  const cache = env.unitCache;
  const cached = cache?.get(text);
  if (cached !== undefined) return [...cached];
  const units = computeUnits(text, env);
  if (cache !== undefined && cache.size < 10_000) cache.set(text, units);
  return [...units];
}

function computeUnits(text: string, env: UnitsEnv): Unit[] {
  const { grammar } = env;
  const mentioned = findValueMentions(tokenize(rewritten(text, grammar)), env.index);
  const kept = mentioned.filter((u) => !(u.kind === "punct" && softPunctuation.has(u.text)) && !(u.kind === "word" && grammar.glue.has(u.text)));
  const withPositions: Unit[] = [];
  const ends = positionEnds(grammar);
  for (let i = 0; i < kept.length; ) {
    let best: { end: number; pos: number } | undefined;
    if (kept[i]!.kind !== "mention") {
      const here = kept[i]!;
      const numeric = here.kind === "number" || numberOf(here.text, grammar, true) !== undefined;
      for (const { compiled, at, fromRight } of grammar.positions) {
        if (compiled.first !== undefined ? !compiled.first.has(here.text) : !numeric) continue;
        for (const m of matchPattern(compiled, kept, ends, i)) {
          const span = m.spans.get("n");
          const counted = span ? numberOf(kept[span[0]]!.text, grammar, true) : undefined;
          const pos =
            at === "first"
              ? 1
              : at === "last"
                ? env.size
                : at === "middle"
                  ? env.size % 2 === 1
                    ? (env.size + 1) / 2
                    : undefined
                  : counted !== undefined && fromRight
                    ? env.size + 1 - counted
                    : counted;
          if (pos === undefined || pos < 1 || pos > env.size) continue;
          if (best === undefined || m.end > best.end) best = { end: m.end, pos };
        }
      }
    }
    if (best === undefined) {
      withPositions.push(kept[i]!);
      i++;
      continue;
    }
    const covered = kept.slice(i, best.end);
    withPositions.push({
      text: covered.map((u) => u.text).join(" "),
      kind: "mention",
      referents: [{ kind: "pos", pos: best.pos }],
      start: covered[0]!.start,
      end: covered[covered.length - 1]!.end,
    });
    i = best.end;
  }
  return withPositions.map((u) => (u.kind === "number" ? numberUnit(u, env.attributes) : u));
}

/** A figure as the numeric values it may be, and as a number. */
function numberUnit(unit: Unit, attributes: readonly Attribute[]): Unit {
  const n = Number(unit.text);
  const referents: Referent[] = [];
  for (const a of attributes) if (isNumericAttribute(a) && a.values.includes(n)) referents.push({ kind: "value", attr: a.name, value: n });
  referents.push({ kind: "number", n });
  return { ...unit, kind: referents.length > 1 ? "mention" : "number", referents };
}

/** The folded words of a text, one by one (for word lists learnt from the text). */
export function wordsOf(text: string): string[] {
  return tokenize(fold(text))
    .filter((t) => t.kind === "word")
    .map((t) => t.text);
}
