import type { Attribute, Entity, Grid, Rng, Value } from "@zebra/model";

/**
 * The hidden answer a puzzle is sampled from, in index form: row r is attribute r, value index v
 * is `attributes[r].values[v]`, positions are 0-based. Entities are `{ r, v }`; `r = -1` is the
 * position pseudo-row, where `v` is the position itself.
 */
export interface HiddenGrid {
  readonly size: number;
  /** The puzzle's attributes, values in display order. */
  readonly attributes: readonly Attribute[];
  /** Vocabulary ids of the chosen attributes, in the same order. */
  readonly attributeIds: readonly string[];
  /** Rows whose attribute is numeric. */
  readonly numericRows: readonly number[];
  /** `valueAt[r][p]`: the value index at position p. */
  readonly valueAt: readonly (readonly number[])[];
  /** `positionOf[r][v]`: the position of value index v. */
  readonly positionOf: readonly (readonly number[])[];
  /** A logic grid: row 0 is the key, its value k at position k (it names the people). */
  readonly keyed: boolean;
}

/** An entity in index form: value `v` of row `r`, or position `v` when `r = -1`. */
export interface Ent {
  readonly r: number;
  readonly v: number;
}

/** The position pseudo-row. */
export const POS = -1;

/** An attribute the grid may draw from (already checked to have at least `size` values). */
export interface PoolAttribute {
  readonly id: string;
  readonly name: string;
  readonly values: readonly Value[];
  readonly numeric: boolean;
}

/**
 * Draws a hidden grid: `count` attributes from the pool (at least one numeric one when
 * `wantNumeric` and the pool has one), `size` values of each, and a uniformly random permutation
 * per attribute. Numeric values are listed in ascending order, others in pool order.
 */
export function drawHiddenGrid(rng: Rng, pool: readonly PoolAttribute[], size: number, count: number, wantNumeric: boolean, keyed = false): HiddenGrid {
  const order = rng.shuffle(pool.map((_, i) => i));
  let chosen = order.slice(0, count);
  if (wantNumeric && !chosen.some((i) => pool[i]!.numeric)) {
    const numeric = order.slice(count).filter((i) => pool[i]!.numeric);
    if (numeric.length > 0) chosen = [...chosen.slice(0, count - 1), rng.pick(numeric)];
    rng.shuffle(chosen);
  }
  if (keyed) {
    // The key names the people: a list of names or things, not a measure, when there is one.
    const key = chosen.findIndex((i) => !pool[i]!.numeric);
    if (key > 0) chosen = [chosen[key]!, ...chosen.slice(0, key), ...chosen.slice(key + 1)];
  }
  const attributes: Attribute[] = [];
  const attributeIds: string[] = [];
  const numericRows: number[] = [];
  const valueAt: number[][] = [];
  const positionOf: number[][] = [];
  chosen.forEach((index, r) => {
    const source = pool[index]!;
    const picks = rng
      .shuffle(source.values.map((_, i) => i))
      .slice(0, size)
      .sort((a, b) => a - b);
    let values = picks.map((i) => source.values[i]!);
    if (source.numeric) values = [...values].sort((a, b) => (a as number) - (b as number));
    attributes.push({ name: source.name, values });
    attributeIds.push(source.id);
    if (source.numeric) numericRows.push(r);
    const shuffled = rng.shuffle(values.map((_, v) => v));
    const perm = keyed && r === 0 ? values.map((_, v) => v) : shuffled;
    valueAt.push(perm);
    const inverse = new Array<number>(size);
    perm.forEach((v, p) => {
      inverse[v] = p;
    });
    positionOf.push(inverse);
  });
  return { size, attributes, attributeIds, numericRows, valueAt, positionOf, keyed };
}

/** 0-based position of an entity in the hidden grid. */
export function positionOfEnt(grid: HiddenGrid, e: Ent): number {
  return e.r === POS ? e.v : grid.positionOf[e.r]![e.v]!;
}

/** The entity of row `r` at 0-based position `p`. */
export function entAt(grid: HiddenGrid, r: number, p: number): Ent {
  return { r, v: r === POS ? p : grid.valueAt[r]![p]! };
}

/** The model entity of an index-form entity. */
export function toEntity(grid: HiddenGrid, e: Ent): Entity {
  if (e.r === POS) return { pos: e.v + 1 };
  const attribute = grid.attributes[e.r]!;
  return { attr: attribute.name, value: attribute.values[e.v]! };
}

/** The hidden grid as a `Grid` (values by position, position 1 first). */
export function solutionOf(grid: HiddenGrid): Grid {
  const solution: Record<string, Value[]> = {};
  grid.attributes.forEach((attribute, r) => {
    solution[attribute.name] = grid.valueAt[r]!.map((v) => attribute.values[v]!);
  });
  return solution;
}

/** The numeric value of row `r` at position `p` (the row must be numeric). */
export function numberAt(grid: HiddenGrid, r: number, p: number): number {
  return grid.attributes[r]!.values[grid.valueAt[r]![p]!] as number;
}
