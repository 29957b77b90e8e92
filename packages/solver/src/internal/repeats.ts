import type { Clue } from "@zebra/model";

/** A clue's meaning as text: its JSON without `id` and `text`, which do not change what it says. */
function meaningOf(clue: Clue): string {
  return JSON.stringify(clue, (key, value: unknown) => (key === "id" || key === "text" ? undefined : value));
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
