import { sameEntity } from "@zebra/model";
import type { Clash, Fact } from "@zebra/model";

/**
 * The facts of a clash that a short line of argument has not just said: a puzzle book's line
 * "If Dane in 3: tea in 3 (clue 3); red in 3: clue 1 fails" names the clash's facts without the
 * assumption or case it started from and without what its last step concluded. When that would
 * leave none, all of them are kept, so that the line still names what cannot hold, unless
 * `allSaid` is `"none"`: a wording that names the fact in its way anyway ("… would have to live
 * in house 3, but the sedan driver lives there") can then leave them all out.
 *
 * Use it in a locale's concise wording of proofs and case arguments. Cost: linear in the facts.
 *
 * A fact counts as said when a stated fact about the same value leaves it the same houses
 * ("in 4" said as "not in 1, 2, 3 or 5").
 *
 * @param clash - how the line of argument breaks down.
 * @param stated - facts the line has just said (its assumption or case, its last step's conclusions).
 * @param size - the number of houses.
 * @param allSaid - what to return when every fact is said: `"all"` of them (the default) or `"none"`.
 * @returns the clash's facts less those stated, or, when none would be left, as `allSaid` says.
 *
 * @example
 * ```ts
 * unsaidClashFacts(clash, [assumption, ...lastStep.conclusions], 5); // [red at 3]
 * ```
 */
export function unsaidClashFacts(clash: Clash, stated: readonly Fact[], size: number, allSaid: "all" | "none" = "all"): readonly Fact[] {
  const said = (fact: Fact): boolean => stated.some((s) => sameEntity(s.entity, fact.entity) && housesLeft(s, size) === housesLeft(fact, size));
  const left = clash.facts.filter((fact) => !said(fact));
  return left.length > 0 || allSaid === "none" ? left : clash.facts;
}

/** The houses a fact leaves its value, as a key: "4", "1,5". */
function housesLeft(fact: Fact, size: number): string {
  if (fact.kind === "at") return String(fact.pos);
  if (fact.kind === "among") return [...fact.positions].sort((x, y) => x - y).join(",");
  return Array.from({ length: size }, (_, i) => i + 1)
    .filter((p) => !fact.positions.includes(p))
    .join(",");
}
