import type { Clue } from "@zebra/model";
import type { UnreadReason } from "@zebra/model";
import { better, readClause, readSingleClue, type ClauseChoice, type ClauseEnv, type ClauseReading } from "./clause-reader.js";
import { nearMiss } from "./edit-distance.js";
import { exact } from "./frames.js";
import { entityReferents, type Unit } from "./mentions.js";
import { equalIgnoringFirstCase, synthesize, type SynthesisEnv } from "./synthesis.js";
import { sameMeaning } from "./same-meaning.js";
import { sentenceUnits } from "./units.js";
import { tooLongToRead } from "../limits.js";

/** Everything reading a clue sentence needs. */
export interface SentenceEnv extends ClauseEnv, SynthesisEnv {
  /** Whether the text is the renderer's own (its introduction was read exactly): then a sentence no pattern reads exactly is searched for. */
  readonly ours: boolean;
  /** What is left of the text's budgets of pattern matches and renderings. */
  readonly budget: { renders: number; matches: number };
  /** The string values of the puzzle, as written and folded, for suggestions. */
  readonly names: readonly { readonly name: string; readonly folded: string }[];
}

/** A clue sentence read, or why not. */
export type SentenceResult =
  | { readonly ok: true; readonly clues: readonly Clue[]; readonly exact: boolean; readonly choice?: ClauseChoice; readonly unknown: readonly string[] }
  | {
      readonly ok: false;
      readonly reason: UnreadReason;
      readonly closest?: readonly Clue[];
      readonly others?: readonly (readonly Clue[])[];
      readonly unknown?: readonly string[];
      readonly suggestions?: readonly { readonly word: string; readonly value: string }[];
    };

const endPunctuation = new Set([".", "!", "。", "！", ";", "；"]);

/** The units of a clue sentence: its final full stop dropped. */
function clueUnits(text: string, env: SentenceEnv): Unit[] {
  const units = sentenceUnits(text, env);
  while (units.length > 0 && units[units.length - 1]!.kind === "punct" && endPunctuation.has(units[units.length - 1]!.text)) units.pop();
  return units;
}

/**
 * Reads one clue sentence: by the grammar's patterns, each reading checked by rendering it
 * (a sentence the renderer writes word for word is read exactly); failing that, in a text the
 * renderer wrote, by searching the clues its values allow. A reading with words the reader
 * does not know, or one of several that mean different things, is not taken: it is the
 * closest reading of an unread sentence.
 */
export function readClueSentence(text: string, env: SentenceEnv): SentenceResult {
  if (tooLongToRead(text)) return { ok: false, reason: "too-long" };
  const want = exact(text);
  const units = clueUnits(text, env);
  const tried = new Set<ClauseReading>();
  /** The first of the readings, best first, that the renderer writes as the sentence word for word (each tried once). */
  const exactly = (readings: readonly ClauseReading[]): ClauseReading | undefined => {
    for (const r of bestFirst(readings)) {
      if (r.clues.length !== 1 || tried.has(r)) continue;
      tried.add(r);
      if (env.budget.renders <= 0) continue;
      env.budget.renders--;
      try {
        if (equalIgnoringFirstCase(exact(env.renderer.clue(r.clues[0]!, env.ctx)), want)) return r;
      } catch {
        // A reading the renderer cannot word is not this sentence.
      }
    }
    return undefined;
  };
  const readExactly = (r: ClauseReading): SentenceResult => ({ ok: true, clues: r.clues, exact: true, unknown: [], ...(r.choice ? { choice: r.choice } : {}) });
  // A sentence the renderer wrote is one clue: read by a pattern of one clue type or, in a text
  // the renderer wrote, found by the search. Readings as several clues are looked for only then.
  const single = readSingleClue(units, env);
  const exactSingle = exactly(single);
  if (exactSingle !== undefined) return readExactly(exactSingle);
  const found = env.ours ? synthesize(text, "sentence", env) : undefined;
  if (found !== undefined) return { ok: true, clues: [found], exact: true, unknown: [] };
  const readings = readClause(units, env, 0, single);
  const exactOne = exactly(readings);
  if (exactOne !== undefined) return readExactly(exactOne);
  const ordered = bestFirst(readings);
  const confident = ordered.filter((r) => r.unknown.length === 0 || env.lenient);
  if (!env.ours && confident.length === 0) {
    const searched = synthesize(text, "sentence", env);
    if (searched !== undefined) return { ok: true, clues: [searched], exact: true, unknown: [] };
  }
  if (confident.length > 0) {
    const top = confident[0]!;
    // A reading that says the same in other clues is no rival ("B right of A and left of C": one `between` clue, or two).
    const rivals = confident.filter((r) => r !== top && !better(top, r) && !sameMeaning(r.clues, top.clues, env.size));
    if (rivals.length === 0) return { ok: true, clues: top.clues, exact: false, unknown: top.unknown, ...(top.choice ? { choice: top.choice } : {}) };
    return { ok: false, reason: "ambiguous", closest: top.clues, others: rivals.map((r) => r.clues) };
  }
  if (ordered.length > 0) {
    const best = ordered[0]!;
    return { ok: false, reason: "unknown-words", closest: best.clues, unknown: [...new Set(best.unknown)] };
  }
  const mentions = units.filter((u) => u.kind === "mention" && entityReferents(u).length > 0).length;
  const suggestions = suggest(units, env);
  if (mentions === 0) return { ok: false, reason: "no-values", ...(suggestions.length > 0 ? { suggestions } : {}) };
  return { ok: false, reason: "no-relation", ...(suggestions.length > 0 ? { suggestions } : {}) };
}

/** Readings best first (fewest unknown words, then most specific); equals keep their order. */
function bestFirst(readings: readonly ClauseReading[]): ClauseReading[] {
  return [...readings].sort((x, y) => (better(x, y) ? -1 : better(y, x) ? 1 : 0));
}

/** Whether a sentence names a value of the puzzle, or a word like one misspelt: then it is a clue, not free text. */
export function looksLikeClue(text: string, env: SentenceEnv): boolean {
  const units = clueUnits(text, env);
  return units.some((u) => u.kind === "mention" && entityReferents(u).some((r) => r.kind === "value")) || suggest(units, env).length > 0;
}

/** Words one or two letters away from a value's name: likely misspellings ("Norwegan"). */
function suggest(units: readonly Unit[], env: SentenceEnv): { word: string; value: string }[] {
  const out: { word: string; value: string }[] = [];
  for (const u of units) {
    if (
      u.kind !== "word" ||
      u.text.length < 4 ||
      env.grammar.fillers.has(u.text) ||
      env.learned.has(u.text) ||
      env.grammar.reserved.has(u.text) ||
      env.grammar.glue.has(u.text)
    )
      continue;
    for (const { name, folded: f } of env.names) {
      if (nearMiss(u.text, f)) {
        out.push({ word: u.text, value: name });
        break;
      }
    }
    if (out.length >= 3) break;
  }
  return out;
}
