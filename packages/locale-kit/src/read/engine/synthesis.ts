import type { Clue } from "@zebra/model";
import { entityKey, type Entity } from "@zebra/model";
import { isNumericAttribute } from "@zebra/model";
import type { RenderContext, Renderer } from "../../contract/renderer.js";
import { exact, indexIgnoringFirstCase, type BracketedFrames, type Frames } from "./frames.js";
import { fold } from "./fold.js";
import { findValueMentions, type ValueIndex } from "./mentions.js";
import { tokenize } from "./tokens.js";

/** What the search needs: the renderer and its context, its frames, the puzzle's values. */
export interface SynthesisEnv {
  readonly renderer: Renderer;
  readonly ctx: RenderContext;
  readonly frames: Frames;
  readonly index: ValueIndex;
  /** Renderings left for the whole text (a bound on hostile input); decremented here. */
  readonly budget: { renders: number };
}

/** Renderings one sentence may cost. */
const perSentence = 4000;

/**
 * Finds the clue whose sentence (`mode` "sentence") or main clause ("clause") the renderer
 * writes exactly as `target`, by rendering the clues that the values, positions and numbers
 * of the target allow, likeliest first. Returns undefined when none does (or the budget is
 * spent).
 */
export function synthesize(target: string, mode: "sentence" | "clause", env: SynthesisEnv): Clue | undefined {
  const want = exact(target);
  const local = { left: perSentence };
  const matches = (clue: Clue): boolean => {
    if (env.budget.renders <= 0 || local.left <= 0) return false;
    env.budget.renders--;
    local.left--;
    let text: string;
    try {
      text = mode === "sentence" ? env.renderer.clue(clue, env.ctx) : env.renderer.clause(clue, env.ctx, "main");
    } catch {
      return false;
    }
    return equalIgnoringFirstCase(exact(text), want);
  };
  const anyOf = mode === "sentence" ? synthesizeAnyOf(want, env, matches) : undefined;
  if (anyOf !== undefined) return anyOf;
  for (const clue of candidates(want, env)) {
    if (matches(clue)) return clue;
    if (env.budget.renders <= 0 || local.left <= 0) return undefined;
  }
  return undefined;
}

/** Whether two texts are equal, the first letter's case aside (a clause that starts a sentence is capitalised). */
export function equalIgnoringFirstCase(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length || a.length === 0) return false;
  const fa = String.fromCodePoint(a.codePointAt(0)!);
  const fb = String.fromCodePoint(b.codePointAt(0)!);
  return fa.toLowerCase() === fb.toLowerCase() && a.slice(fa.length) === b.slice(fb.length);
}

/** Whether a folded text holds a folded token as whole words. */
export function holdsToken(text: string, token: string): boolean {
  if (token === "") return false;
  let at = text.indexOf(token);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + token.length];
    const edge = (ch: string | undefined, inner: string | undefined): boolean =>
      ch === undefined || inner === undefined || !/[\p{L}\p{N}]/u.test(ch) || !/[\p{L}\p{N}]/u.test(inner) || !/[a-z0-9]/.test(ch + inner);
    if (edge(before, token[0]) && edge(after, token[token.length - 1])) return true;
    at = text.indexOf(token, at + 1);
  }
  return false;
}

/** The clues a target may be, likeliest first: the values it names, in order, in every clue shape that fits. */
function* candidates(target: string, env: SynthesisEnv): Generator<Clue> {
  const { puzzle } = env.ctx;
  const folded = fold(target);
  const units = findValueMentions(tokenize(folded), env.index);
  const values: Entity[] = [];
  const seen = new Set<string>();
  const numbers = new Set<number>();
  for (const u of units) {
    if (u.kind === "number") numbers.add(Number(u.text));
    for (const r of u.referents ?? []) {
      if (r.kind !== "value") continue;
      const e: Entity = { attr: r.attr, value: r.value };
      if (seen.has(entityKey(e))) continue;
      values.push(e);
      seen.add(entityKey(e));
    }
    if (u.kind === "mention" && /^-?\d+(\.\d+)?$/.test(u.text)) numbers.add(Number(u.text));
  }
  // Numbers of numeric attributes are mentions of their values too.
  for (const n of numbers) {
    for (const a of puzzle.attributes) {
      if (!isNumericAttribute(a) || !a.values.includes(n)) continue;
      const e: Entity = { attr: a.name, value: n };
      if (seen.has(entityKey(e))) continue;
      values.push(e);
      seen.add(entityKey(e));
    }
  }
  const positions: number[] = [];
  for (let k = 1; k <= puzzle.size; k++) {
    const token = env.frames.positions.get(k);
    const named = env.frames.housesNamed.get(k);
    if ((token !== undefined && holdsToken(folded, token)) || (named !== undefined && holdsToken(folded, named)) || numbers.has(k)) positions.push(k);
  }
  const distances: number[] = [];
  for (let d = 1; d < puzzle.size; d++) {
    const token = env.frames.distances.get(d);
    if (d === 1 || (token !== undefined && folded.includes(token)) || numbers.has(d)) distances.push(d);
  }
  const entities: Entity[] = [...values, ...positions.map((pos) => ({ pos }))];
  const numeric = puzzle.attributes.filter(isNumericAttribute);
  for (const a of entities) {
    yield { type: "ends", a };
    for (const pos of positions) {
      yield { type: "at", a, pos };
      yield { type: "not_at", a, pos };
    }
  }
  const pairTypes = ["same", "not_same", "next_to", "not_next_to", "left_of", "right_of", "immediately_left", "immediately_right"] as const;
  for (const [a, b] of pairs(entities)) {
    for (const type of pairTypes) yield { type, a, b } as Clue;
    for (const d of distances) yield { type: "distance", a, b, d };
    for (const attr of numeric) {
      yield { type: "less_than", attr: attr.name, a, b };
      yield { type: "greater_than", attr: attr.name, a, b };
      for (const n of numbers)
        if (n !== 0) {
          yield { type: "difference", attr: attr.name, a, b, d: n };
          yield { type: "difference", attr: attr.name, a, b, d: -n };
        }
    }
  }
  for (const [a, b, c] of triples(entities)) yield { type: "between", a, b, c };
}

/** Ordered pairs: those in the order of the text first. */
function* pairs<T>(items: readonly T[]): Generator<[T, T]> {
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) yield [items[i]!, items[j]!];
  for (let i = 0; i < items.length; i++) for (let j = 0; j < i; j++) yield [items[i]!, items[j]!];
}

function* triples<T>(items: readonly T[]): Generator<[T, T, T]> {
  for (let i = 0; i < items.length; i++)
    for (let j = 0; j < items.length; j++) for (let k = 0; k < items.length; k++) if (i !== j && j !== k && i !== k) yield [items[i]!, items[j]!, items[k]!];
}

/** Where `separator` occurs in `text` outside brackets (an either/or inside an option keeps its own separators). */
function topLevel(text: string, separator: string): number[] {
  const out: number[] = [];
  if (separator === "") return out;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "(" || ch === "（") depth++;
    else if ((ch === ")" || ch === "）") && depth > 0) depth--;
    else if (depth === 0 && text.startsWith(separator, i)) out.push(i);
  }
  return out;
}

/** `text` cut at the given offsets, each cut removing `width` characters. */
function cut(text: string, at: readonly number[], width: number): string[] {
  const out: string[] = [];
  let from = 0;
  for (const i of at) {
    out.push(text.slice(from, i));
    from = i + width;
  }
  out.push(text.slice(from));
  return out;
}

/** The splits of `text` by a frame [before, …separators, after], the separators possibly repeated: each way, the texts between. */
function* splits(text: string, before: string, separator: string, lastSeparator: string, after: string, count: "two" | "many"): Generator<string[]> {
  if (!startsIgnoringFirstCase(text, before) || !text.endsWith(after) || text.length < before.length + after.length) return;
  const body = text.slice(before.length, text.length - after.length);
  if (count === "two") {
    for (const at of topLevel(body, separator)) yield [body.slice(0, at), body.slice(at + separator.length)];
    return;
  }
  // Many: split at every separator, the last one possibly different.
  const lastAt = topLevel(body, lastSeparator);
  for (const last of lastAt.length > 0 ? [...lastAt].reverse() : [-1]) {
    const head = last < 0 ? body : body.slice(0, last);
    const tail = last < 0 ? undefined : body.slice(last + lastSeparator.length);
    const parts = separator === "" ? [head] : cut(head, topLevel(head, separator), separator.length);
    if (tail !== undefined) parts.push(tail);
    if (parts.length >= 2 && parts.every((p) => p !== "")) yield parts;
  }
}

function startsIgnoringFirstCase(text: string, prefix: string): boolean {
  return prefix === "" || indexIgnoringFirstCase(text, prefix, 0) === 0;
}

/** Reads an either/or sentence by the renderer's frames: its options' clauses found one by one, the whole checked by rendering it. */
function synthesizeAnyOf(target: string, env: SynthesisEnv, matches: (clue: Clue) => boolean): Clue | undefined {
  const f = env.frames.anyOf;
  if (f.bracketed) {
    const clue = readBracketed(target, env, f.bracketed);
    if (clue !== undefined && matches(clue)) return clue;
  }
  const tries: string[][] = [];
  for (const frame of [f.inclusive, f.exclusive])
    if (frame) for (const parts of splits(target, frame[0], frame[1], frame[1], frame[2], "two")) tries.push(parts);
  if (f.list) for (const parts of splits(target, f.list[0], f.list[1], f.list[1], f.list[2], "many")) if (parts.length >= 3) tries.push(parts);
  for (const parts of tries.slice(0, 8)) {
    const options: Clue[][] = [];
    for (const part of parts) {
      const option = readOption(part, env, 0);
      if (option === undefined) break;
      options.push(option);
    }
    if (options.length !== parts.length) continue;
    const clue: Clue = { type: "any_of", options };
    if (matches(clue)) return clue;
  }
  return undefined;
}

/** The clues of one option: one clause, several joined by the option's "and", or a nested either/or. */
function readOption(text: string, env: SynthesisEnv, depth: number): Clue[] | undefined {
  const whole = readPart(text, env, depth);
  if (whole !== undefined) return [whole];
  const f = env.frames.anyOf;
  if (!f.and) return undefined;
  // A clause may hold the option's "and" itself ("right of A and left of B"): the pieces between
  // the separators are grouped every way, left to right, each group read once.
  // Cut at every separator, whichever of the two (the renderer puts the last one last, but a
  // clause may hold either: "between A and B"); the whole sentence's rendering checks the grouping.
  const [and, lastAnd] = f.and;
  const cuts = [...new Set([and, lastAnd])]
    .filter((sep) => sep !== "")
    .flatMap((sep) => topLevel(text, sep).map((at) => ({ at, sep })))
    .sort((x, y) => x.at - y.at || y.sep.length - x.sep.length);
  const pieces: string[] = [];
  const seps: string[] = [];
  let from = 0;
  for (const c of cuts) {
    if (c.at < from) continue;
    pieces.push(text.slice(from, c.at));
    seps.push(c.sep);
    from = c.at + c.sep.length;
  }
  pieces.push(text.slice(from));
  if (pieces.length < 2) return undefined;
  const joined = (from: number, to: number): string => {
    let t = pieces[from]!;
    for (let i = from + 1; i < to; i++) t += seps[i - 1]! + pieces[i]!;
    // A clause that ends in a relative clause closes it with a comma before the "and" ("…, die Risotto macht, und …").
    return to < pieces.length && t.endsWith(",") ? t.slice(0, -1) : t;
  };
  const read = new Map<string, Clue | undefined>();
  // `after` is where the clause before begins: a clause with the same subject leaves it out
  // ("X wohnt links von A und wohnt direkt links von B"), so it is read with that clause's subject.
  const part = (from: number, to: number, after: number): Clue | undefined => {
    const key = `${after}:${from}:${to}`;
    if (!read.has(key)) {
      const t = joined(from, to);
      let clue = t === "" ? undefined : readPart(t, env, depth);
      if (clue === undefined && after >= 0 && t !== "") {
        const before = joined(after, from);
        const verb = t.split(" ")[0]!;
        for (let at = before.indexOf(` ${verb} `); clue === undefined && at > 0; at = before.indexOf(` ${verb} `, at + 1))
          clue = readPart(`${before.slice(0, at + 1)}${t}`, env, depth);
      }
      read.set(key, clue);
    }
    return read.get(key);
  };
  const cover = (from: number, after: number): Clue[] | undefined => {
    if (from === pieces.length) return [];
    for (let to = from + 1; to <= pieces.length; to++) {
      if (from === 0 && to === pieces.length) continue;
      const clue = part(from, to, after);
      if (clue === undefined) continue;
      const rest = cover(to, from);
      if (rest !== undefined) return [clue, ...rest];
    }
    return undefined;
  };
  return cover(0, -1);
}

/** One clause of an option: a nested either/or in the renderer's brackets, or a clause. */
function readPart(text: string, env: SynthesisEnv, depth: number): Clue | undefined {
  const f = env.frames.anyOf;
  if (depth < 3 && f.nested) {
    const [before, separator, last, after] = f.nested;
    if (text.startsWith(before) && text.endsWith(after)) {
      for (const parts of splits(text, before, separator, last, after, "many")) {
        const options = parts.map((p) => readOption(p, env, depth + 1));
        if (options.every((o) => o !== undefined)) return { type: "any_of", options: options as Clue[][] };
      }
    }
  }
  return synthesize(text, "clause", env);
}

/** Where `separator` occurs in `text` outside the renderer's brackets. */
function outsideBrackets(text: string, separator: string, b: BracketedFrames): number[] {
  const out: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; ) {
    if (depth === 0 && separator !== "" && text.startsWith(separator, i)) {
      out.push(i);
      i += separator.length;
      continue;
    }
    const opener = [b.open, b.group[0]].find((o) => text.startsWith(o, i));
    const closer = opener === undefined ? [b.close, b.group[1]].find((o) => text.startsWith(o, i)) : undefined;
    if (opener !== undefined) depth++;
    else if (closer !== undefined) depth = Math.max(0, depth - 1);
    i += (opener ?? closer ?? text[i]!).length;
  }
  return out;
}

/** The text inside one pair of brackets that encloses all of `text`, or undefined. */
function inside(text: string, open: string, close: string, b: BracketedFrames): string | undefined {
  if (!text.startsWith(open) || !text.endsWith(close) || text.length < open.length + close.length) return undefined;
  const body = text.slice(open.length, text.length - close.length);
  // The opening bracket must close at the very end: no closer of depth 0 inside.
  return outsideBrackets(body, b.close, b).length === 0 && outsideBrackets(body, b.group[1], b).length === 0 ? body : undefined;
}

/**
 * Reads an either/or whose options the renderer brackets, by its brackets: the sentence's
 * frame around the options, each option a bracketed clause or a group of clauses joined by
 * "and" (or an either/or, joined by "or"), each clause found by search. The caller checks
 * the whole by rendering it.
 */
function readBracketed(target: string, env: SynthesisEnv, b: BracketedFrames): Clue | undefined {
  const frames = [...b.two.map((f) => ({ f, many: false })), ...(b.list ? [{ f: b.list, many: true }] : [])];
  for (const { f, many } of frames) {
    const [before, separator, after] = f;
    if (!startsIgnoringFirstCase(target, before) || !target.endsWith(after) || target.length < before.length + after.length) continue;
    const body = target.slice(before.length, target.length - after.length);
    const parts = cut(body, outsideBrackets(body, separator, b), separator.length);
    if (many ? parts.length < 3 : parts.length !== 2) continue;
    const options = parts.map((p) => bracketedOption(p, env, b, 0));
    if (options.every((o) => o !== undefined)) return { type: "any_of", options: options as Clue[][] };
  }
  return undefined;
}

/** One bracketed option: its clause, its clauses joined by "and", or an either/or joined by "or". */
function bracketedOption(text: string, env: SynthesisEnv, b: BracketedFrames, depth: number): Clue[] | undefined {
  const clause = inside(text, b.open, b.close, b);
  if (clause !== undefined) {
    const clue = synthesize(clause, "clause", env);
    return clue === undefined ? undefined : [clue];
  }
  const group = depth < 4 ? inside(text, b.group[0], b.group[1], b) : undefined;
  if (group === undefined) return undefined;
  const clauses = cut(group, outsideBrackets(group, b.and, b), b.and.length);
  if (clauses.length >= 2) {
    const items = clauses.map((p) => bracketedOption(p, env, b, depth + 1));
    return items.every((i) => i?.length === 1) ? items.map((i) => i![0]!) : undefined;
  }
  const alternatives = cut(group, outsideBrackets(group, b.or, b), b.or.length);
  if (alternatives.length < 2) return undefined;
  const options = alternatives.map((p) => bracketedOption(p, env, b, depth + 1));
  return options.every((o) => o !== undefined) ? [{ type: "any_of", options: options as Clue[][] }] : undefined;
}
