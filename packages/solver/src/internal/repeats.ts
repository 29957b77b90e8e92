import { clueEntities, isPositionRef, type Clue } from "@zebra/model";

/**
 * Meanings already computed, by clue object. Generation deduces the same clue objects again
 * and again (minimising a clue set deduces each subset), and clues are not changed once made.
 */
const meanings = new WeakMap<Clue, string>();

/** A clue's meaning as text: its type, entities and numbers, without `id` and `text`, which do not change what it says. */
function meaningOf(clue: Clue): string {
  let meaning = meanings.get(clue);
  if (meaning === undefined) {
    meaning = meaningText(clue);
    meanings.set(clue, meaning);
  }
  return meaning;
}

/** The text of a meaning, field by field (several times faster than JSON with a replacer). */
function meaningText(clue: Clue): string {
  if (clue.type === "any_of") return `any_of\u0002${clue.options.map((option) => option.map(meaningText).join("\u0003")).join("\u0004")}`;
  let text: string = clue.type;
  for (const e of clueEntities(clue)) text += isPositionRef(e) ? `\u0000#${e.pos}` : `\u0000${e.attr}\u0001${typeof e.value}\u0001${e.value}`;
  if ("pos" in clue) text += `\u0000@${clue.pos}`;
  if ("d" in clue) text += `\u0000d${clue.d}`;
  if ("factor" in clue) text += `\u0000f${clue.factor}`;
  if ("attr" in clue) text += `\u0000a${clue.attr}`;
  return text;
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
