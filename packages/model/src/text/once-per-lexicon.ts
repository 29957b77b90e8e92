import type { RenderContext } from "../renderer.js";

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
 */
export function oncePerLexicon<T>(ctx: RenderContext, key: string, make: () => T): T {
  const owner = ctx.lexicon ?? ctx.puzzle;
  let known = made.get(owner);
  if (known === undefined) made.set(owner, (known = new Map()));
  if (known.has(key)) return known.get(key) as T;
  const value = make();
  known.set(key, value);
  return value;
}
