import { sameEntity } from "@zebra/model";
import type { Fact } from "@zebra/model";
import type { RenderContext } from "../contract/renderer.js";

/**
 * The houses a fact leaves its value, as a bit mask (bit p − 1 for house p).
 *
 * Use it to compare what facts say about a value's houses without building lists (a renderer
 * compares every premise of every step). Cost: linear in the fact's positions.
 *
 * @param fact - a placement, a list of houses, or houses ruled out.
 * @param size - the number of houses.
 * @returns the mask.
 * @example
 * ```ts
 * factHouses({ kind: "not_at", entity: { attr: "Pet", value: "dog" }, positions: [1] }, 3); // 0b110
 * ```
 */
export function factHouses(fact: Fact, size: number): number {
  if (fact.kind === "at") return 1 << (fact.pos - 1);
  let listed = 0;
  for (const p of fact.positions) if (p >= 1 && p <= size) listed |= 1 << (p - 1);
  return fact.kind === "among" ? listed : ((1 << size) - 1) & ~listed;
}

/**
 * Whether a fact the sentence just before has said (`ctx.justSaid`) implies `fact`: it leaves
 * its value no house that `fact` does not.
 *
 * Use it to take what was just said as read ("So by clue 2, …", 再根据线索2，…) or to leave it
 * out of a step's notes. Cost: linear in what was just said.
 *
 * @param fact - a premise of the step being worded.
 * @param ctx - the context, with `justSaid` when the sentence before is in reach.
 * @returns whether the sentence before has said it.
 * @example
 * ```ts
 * isJustSaid(dogIn2Or3, { ...ctx, justSaid: [dogIn2] }); // true
 * ```
 */
export function isJustSaid(fact: Fact, ctx: RenderContext): boolean {
  if (ctx.justSaid === undefined) return false;
  const size = ctx.puzzle.size;
  const open = factHouses(fact, size);
  return ctx.justSaid.some((f) => sameEntity(f.entity, fact.entity) && (factHouses(f, size) & ~open) === 0);
}
