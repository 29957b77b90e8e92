import type { ValueRef } from "@zebra/model";
import type { RenderContext } from "../contract/renderer.js";

/** What has been made, by the lexicon (or, without one, the puzzle) and key. */
const made = new WeakMap<object, Map<string, unknown>>();

/**
 * A value made once per lexicon (or, without one, per puzzle) and key, then reused: a solution
 * names the same values and says the same predicates hundreds of times. Lexicons and puzzles are
 * not changed once made, so what is made from them stays true; nothing is kept once they are gone.
 *
 * Use it in a renderer for a phrase that depends only on the context's lexicon (or puzzle) and
 * on what `key` spells out; start the key with what is made ("subject", "predicate"), so that
 * kinds of phrase keep apart. Cost: one lookup, and `make` on the first call for a key.
 *
 * @param ctx - the context whose lexicon (else puzzle) the value belongs to.
 * @param key - what, besides the lexicon, the value depends on.
 * @param make - makes the value the first time.
 * @returns the value made for this lexicon and key.
 *
 * @example
 * ```ts
 * const phrase = oncePerLexicon(ctx, `subject\u0000${entityKey(ref)}`, () => subjectPhrase(ref, ctx));
 * ```
 *
 * @internal A performance memo for the shipped locales, not part of the kit's documented API.
 */
export function oncePerLexicon<T>(ctx: RenderContext, key: string, make: () => T): T {
  return madeOnce(mapIn(made, ctx.lexicon ?? ctx.puzzle), key, make) as T;
}

/** What has been made per value, by the lexicon (or puzzle), kind, attribute and value. */
const madePerValue = new WeakMap<object, Map<string, Map<string, Map<ValueRef["value"], unknown>>>>();

/**
 * A value's phrase made once per lexicon (or, without one, per puzzle) and kind, as
 * {@link oncePerLexicon} makes one per key, but looked up by the value itself: a renderer names
 * values thousands of times per solution, and building a text key for each lookup cost more
 * than the lookup.
 *
 * Use it for what depends only on the lexicon and one value ("subject", "phrase"). Cost: three
 * map lookups, and `make` on the first call for a kind and value.
 *
 * @param ctx - the context whose lexicon (else puzzle) the value belongs to.
 * @param kind - what is made ("subject"); kinds keep apart.
 * @param ref - the value (`1` and `"1"` are different values).
 * @param make - makes it the first time.
 * @returns what was made for this lexicon, kind and value.
 *
 * @example
 * ```ts
 * const phrase = oncePerValue(ctx, "subject", ref, () => subjectPhrase(ref, ctx));
 * ```
 *
 * @internal A performance memo for the shipped locales, not part of the kit's documented API.
 */
export function oncePerValue<T>(ctx: RenderContext, kind: string, ref: ValueRef, make: () => T): T {
  return madeOnce(mapIn(mapIn(mapIn(madePerValue, ctx.lexicon ?? ctx.puzzle), kind), ref.attr), ref.value, make) as T;
}

/** A map or a weak map, as {@link madeOnce} and {@link mapIn} read and write it. */
interface Memo<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): unknown;
}

/** What `known` has under `key`, made and kept the first time (a value made as undefined is kept too). */
function madeOnce<K, V>(known: Memo<K, V>, key: K, make: () => V): V {
  const found = known.get(key);
  if (found !== undefined || known.has(key)) return found as V;
  const value = make();
  known.set(key, value);
  return value;
}

/** The map `outer` keeps under `key`, a new one the first time (no function made per call: renderers call this thousands of times). */
function mapIn<K, K2, V2>(outer: Memo<K, Map<K2, V2>>, key: K): Map<K2, V2> {
  let inner = outer.get(key);
  if (inner === undefined) outer.set(key, (inner = new Map()));
  return inner;
}
