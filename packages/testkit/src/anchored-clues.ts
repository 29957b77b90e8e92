import { lexiconFor } from "@zebra/model";
import { anchoredFact } from "@zebra/locale-kit";
import type { Clue, PositionalClue } from "@zebra/model";
import type { Locale } from "@zebra/locale-kit";
import { defaultVocabulary } from "@zebra/vocab";
import { randomPuzzle } from "./random-puzzle.js";
import { createTestRng } from "./rng.js";

/** Every clue of a list, those inside either/or clues too. */
function everyClue(clues: readonly Clue[]): Clue[] {
  return clues.flatMap((c) => (c.type === "any_of" ? everyClue(c.options.flat()) : [c]));
}

const comparisons: ReadonlySet<Clue["type"]> = new Set(["less_than", "greater_than", "difference"]);
/** The relations of two referents that {@link anchoredFact} may make a placement ("same" and "not same" a position are placements already). */
const relations: ReadonlySet<Clue["type"]> = new Set(["next_to", "left_of", "right_of", "immediately_left", "immediately_right", "distance"]);

/**
 * What a locale's clues get wrong about a house named by its number, over random puzzles of the
 * default theme with many positions: a relation that leaves its value one house, or rules out
 * just one (`anchoredFact`), not written as that placement ("lives in the second house", not
 * "immediately to the left of the third house"); and a person named by a numbered house
 * (`personByHouse`: the locale's "the person in the third house") in a clue other than a
 * comparison, which is of people and has no other way to name one. "Not next to" is left as
 * said, as every locale says it.
 *
 * @param locale - the locale under test.
 * @param personByHouse - how the locale names a person by a numbered house.
 * @param puzzles - how many random puzzles (2 to 8 houses).
 * @returns one line per clue that shows a problem (at most 10); empty when none does.
 *
 * @example
 * ```ts
 * expect(anchoredClueProblems(locale, /\bPerson im (?:dritten|\d+\.) Haus\b/)).toEqual([]);
 * ```
 */
export function anchoredClueProblems(locale: Locale, personByHouse: RegExp, puzzles = 300): string[] {
  const rng = createTestRng(31);
  const { renderer } = locale;
  const problems: string[] = [];
  for (let i = 0; i < puzzles && problems.length < 10; i++) {
    const { puzzle } = randomPuzzle(rng, { size: 2 + (i % 7), vocabulary: defaultVocabulary, positionShare: 0.5 });
    const ctx = { puzzle, lexicon: lexiconFor(defaultVocabulary, locale.words, puzzle) };
    for (const clue of everyClue(puzzle.clues)) {
      const text = renderer.clause(clue, ctx, "main");
      if (!comparisons.has(clue.type) && personByHouse.test(text)) problems.push(`${clue.type} names a person by a numbered house: ${text}`);
      if (!relations.has(clue.type)) continue;
      const fact = anchoredFact(clue as PositionalClue, puzzle.size);
      if (fact === undefined) continue;
      const placed: Clue = fact.kind === "at" ? { type: "at", a: fact.entity, pos: fact.pos } : { type: "not_at", a: fact.entity, pos: fact.positions[0]! };
      const plain = renderer.clause(placed, ctx, "main");
      if (text !== plain) problems.push(`${clue.type} not said as its placement (${plain}): ${text}`);
    }
  }
  return problems.slice(0, 10);
}
