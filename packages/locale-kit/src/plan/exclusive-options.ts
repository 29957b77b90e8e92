import { isPositionRef, sameEntity } from "@zebra/model";
import type { ClueOf } from "@zebra/model";

/**
 * Whether the two options of an `any_of` clue plainly cannot both hold: each is one `at` clue,
 * and they put one entity at two positions, or two values of one attribute at one position.
 *
 * Use it to choose wording: such a clue reads "either … or …" with no "(or both)". It is a
 * cheap syntactic test; `false` means "not obviously exclusive". Cost: constant.
 *
 * @param clue - an `any_of` clue.
 * @returns `true` when the clue has exactly two options that exclude each other as described.
 *
 * @example
 * ```ts
 * const dog = { attr: "Pet", value: "dog" };
 * optionsExclude({ type: "any_of", options: [[{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: dog, pos: 5 }]] }); // true
 * ```
 */
export function optionsExclude(clue: ClueOf<"any_of">): boolean {
  if (clue.options.length !== 2) return false;
  const [first, second] = clue.options;
  if (first?.length !== 1 || second?.length !== 1) return false;
  const x = first[0]!;
  const y = second[0]!;
  if (x.type !== "at" || y.type !== "at") return false;
  if (sameEntity(x.a, y.a)) return x.pos !== y.pos;
  return x.pos === y.pos && !isPositionRef(x.a) && !isPositionRef(y.a) && x.a.attr === y.a.attr;
}
