import { isPositionRef, type Entity, type ValueRef } from "@zebra/model";
import type { Puzzle } from "@zebra/model";
import type { AtFact, Step } from "@zebra/model";

/** A value placed because a clue ties it to a value already placed: the placed one (`known`) and the one it places (`placed`). */
export interface PartnerPlacement {
  readonly known: AtFact;
  readonly placed: AtFact;
}

/**
 * Recognises the commonest step of a solution: a clue that two values belong to one person
 * (`same`), one of them placed, which places the other in the same house.
 *
 * Use it to word that step shortly in every locale and style ("The cat owner lives in house 2
 * and, by clue 12, is learning Portuguese."; "ice cream = Portuguese (2)"). Cost: constant.
 *
 * @param step - any step.
 * @param puzzle - the puzzle (its clues).
 * @returns the two placements, or `undefined` for any other step.
 *
 * @example
 * ```ts
 * const pair = partnerPlacement(step, puzzle);
 * if (pair) console.log(`${pair.placed.entity.value} = ${pair.known.entity.value} (${pair.placed.pos})`);
 * ```
 */
export function partnerPlacement(step: Step, puzzle: Pick<Puzzle, "clues">): PartnerPlacement | undefined {
  if (step.rule !== "clue" || step.clues.length !== 1 || step.premises.length !== 1 || step.conclusions.length !== 1) return undefined;
  const clue = puzzle.clues[step.clues[0]!];
  const known = step.premises[0]!;
  const placed = step.conclusions[0]!;
  if (clue?.type !== "same" || known.kind !== "at" || placed.kind !== "at" || known.pos !== placed.pos) return undefined;
  const is = (e: Entity, r: ValueRef) => !isPositionRef(e) && e.attr === r.attr && e.value === r.value;
  const ties = (is(clue.a, known.entity) && is(clue.b, placed.entity)) || (is(clue.a, placed.entity) && is(clue.b, known.entity));
  return ties ? { known, placed } : undefined;
}
