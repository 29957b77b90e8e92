import type { Clue } from "@zebra/model";

/**
 * Meanings already computed, by clue object. Generation deduces the same clue objects again
 * and again (minimising a clue set deduces each subset), and clues are not changed once made.
 */
const meanings = new WeakMap<Clue, string>();

/** A clue's meaning as text: its JSON without `id` and `text`, which do not change what it says. */
function meaningOf(clue: Clue): string {
  let meaning = meanings.get(clue);
  if (meaning === undefined) {
    meaning = JSON.stringify(clue, (key, value: unknown) => (key === "id" || key === "text" ? undefined : value));
    meanings.set(clue, meaning);
  }
  return meaning;
}

/**
 * The indexes of the clues that say nothing an earlier clue has not said in the same words
 * (ids and texts aside), in order. A repeated clue adds no information, but every copy would
 * join the clue combinations tier 2 tries and multiply them: a puzzle with each clue written
 * twenty times took minutes and gigabytes to deduce.
 */
export function firstOccurrences(clues: readonly Clue[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  clues.forEach((clue, i) => {
    const meaning = meaningOf(clue);
    if (seen.has(meaning)) return;
    seen.add(meaning);
    out.push(i);
  });
  return out;
}
