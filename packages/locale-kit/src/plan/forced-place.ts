import type { AtFact, Clash } from "@zebra/model";

/** Where a clash's forced fact would put its value, and the fact that gives that house to another value. */
export interface ForcedPlace {
  /** The houses the forced fact leaves its value, ascending. */
  readonly positions: readonly number[];
  /**
   * When that is one house, the clash's fact that places another value of the same attribute
   * there ("the horror reader lives in house 1"): the reason it cannot be.
   */
  readonly taken?: AtFact;
}

/**
 * Where the clue broken in a clash would put its value, and who is already there: what a
 * clash sentence says after its facts ("by clue 15, the biographies reader would have to live in
 * house 1, but the horror reader lives there").
 *
 * @param clash - a clash (see `Clash.forced`).
 * @param size - the number of houses.
 * @returns the place, or undefined when the clash has no forced fact.
 * @example
 * ```ts
 * forcedPlace(clash, 5); // { positions: [1], taken: { kind: "at", entity: { attr: "Book", value: "horror" }, pos: 1 } }
 * ```
 */
export function forcedPlace(clash: Clash, size: number): ForcedPlace | undefined {
  const forced = clash.forced;
  if (forced === undefined) return undefined;
  const all = Array.from({ length: size }, (_, i) => i + 1);
  const positions =
    forced.kind === "at"
      ? [forced.pos]
      : forced.kind === "among"
        ? [...forced.positions].sort((x, y) => x - y)
        : all.filter((p) => !forced.positions.includes(p));
  const taken =
    positions.length === 1
      ? clash.facts.find(
          (f): f is AtFact => f.kind === "at" && f.pos === positions[0] && f.entity.attr === forced.entity.attr && f.entity.value !== forced.entity.value,
        )
      : undefined;
  return taken ? { positions, taken } : { positions };
}
