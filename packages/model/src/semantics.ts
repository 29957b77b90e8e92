import { clueEntities, type Clue, type ClueOf } from "./clue.js";
import { isPositionRef, type Entity, type Value, type ValueRef } from "./entity.js";

/**
 * A complete (or partial) assignment of people to positions, as seen by clue semantics.
 */
export interface Placement {
  /** The number of positions. */
  readonly size: number;
  /** 1-based position of the person who has `ref`, or `undefined` when unknown. */
  positionOf(ref: ValueRef): number | undefined;
  /** The value of `attr` at 1-based position `pos`, or `undefined` when unknown. */
  valueAt(attr: string, pos: number): Value | undefined;
}

/** Clue types whose meaning is a relation between positions only. */
export type PositionalClue = Exclude<Clue, ClueOf<"any_of" | "less_than" | "greater_than" | "difference" | "ratio" | "least" | "most">>;

/** Clue types that compare the values of a numeric attribute between two people. */
export type NumericClue = ClueOf<"less_than" | "greater_than" | "difference" | "ratio">;

/**
 * The meaning of a positional clue: a predicate over the positions of its entities, in field
 * order (`a`, then `b`, then `c`). This is the one definition every engine derives from.
 *
 * @example
 * ```ts
 * const holds = positionalRelation({ type: "next_to", a: { pos: 1 }, b: { pos: 2 } }, 5);
 * holds([1, 2]); // true
 * ```
 */
export function positionalRelation(clue: PositionalClue, size: number): (positions: readonly number[]) => boolean {
  switch (clue.type) {
    case "same":
      return (p) => p[0] === p[1];
    case "not_same":
      return (p) => p[0] !== p[1];
    case "at": {
      const at = clue.pos;
      return (p) => p[0] === at;
    }
    case "not_at": {
      const at = clue.pos;
      return (p) => p[0] !== at;
    }
    case "next_to":
      return (p) => Math.abs(p[0]! - p[1]!) === 1;
    case "not_next_to":
      return (p) => Math.abs(p[0]! - p[1]!) !== 1;
    case "left_of":
      return (p) => p[0]! < p[1]!;
    case "right_of":
      return (p) => p[0]! > p[1]!;
    case "immediately_left":
      return (p) => p[0] === p[1]! - 1;
    case "immediately_right":
      return (p) => p[0] === p[1]! + 1;
    case "ends":
      return (p) => p[0] === 1 || p[0] === size;
    case "between":
      return (p) => p[0]! < p[1]! && p[1]! < p[2]!;
    case "distance": {
      const d = clue.d;
      return (p) => Math.abs(p[0]! - p[1]!) === d;
    }
    case "either":
      return (p) => (p[0] === p[1] || p[0] === p[2]) && p[1] !== p[2];
    case "neither":
      return (p) => p[0] !== p[1] && p[0] !== p[2];
    case "one_each":
      return (p) => p[0] !== p[1] && ((p[0] === p[2] && p[1] === p[3]) || (p[0] === p[3] && p[1] === p[2]));
    case "all_different":
      return (p) => new Set(p).size === p.length;
  }
}

/**
 * The meaning of a numeric clue: a predicate over the values `x = attr(a)` and `y = attr(b)`.
 *
 * @example
 * ```ts
 * const holds = numericRelation({ type: "difference", attr: "Age", a: { pos: 1 }, b: { pos: 2 }, d: 2 });
 * holds(32, 30); // true
 * ```
 */
export function numericRelation(clue: NumericClue): (x: number, y: number) => boolean {
  switch (clue.type) {
    case "less_than":
      return (x, y) => x < y;
    case "greater_than":
      return (x, y) => x > y;
    case "difference": {
      const d = clue.d;
      return (x, y) => x - y === d;
    }
    case "ratio": {
      const factor = clue.factor;
      // Relative tolerance: prices such as 1.1 × 3 are not exact in binary.
      return (x, y) => Math.abs(x - factor * y) <= 1e-9 * Math.max(1, Math.abs(x));
    }
  }
}

/**
 * Whether a clue is numeric (compares values of a numeric attribute between two people).
 */
export function isNumericClue(clue: Clue): clue is NumericClue {
  return clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference" || clue.type === "ratio";
}

/**
 * The value a superlative clue gives its person: the smallest of the attribute's values for
 * `least`, the largest for `most`. This is the meaning of both types.
 *
 * @example
 * ```ts
 * superlativeValue({ type: "least", attr: "Age", a: { attr: "Name", value: "Amy" } }, [30, 20, 40]); // 20
 * ```
 */
export function superlativeValue(clue: ClueOf<"least" | "most">, values: readonly number[]): number {
  return clue.type === "least" ? Math.min(...values) : Math.max(...values);
}

/**
 * 1-based position of an entity under a placement, or `undefined` when unknown.
 */
function entityPosition(entity: Entity, placement: Placement): number | undefined {
  return isPositionRef(entity) ? entity.pos : placement.positionOf(entity);
}

/**
 * Whether a clue holds under a placement. Returns `undefined` when the placement does not
 * determine it (an entity's position or a compared value is unknown).
 *
 * @example
 * ```ts
 * const placement = placementFromGrid({ Pet: ["dog", "cat"] }, 2);
 * clueHolds({ type: "at", a: { attr: "Pet", value: "cat" }, pos: 2 }, placement); // true
 * ```
 */
export function clueHolds(clue: Clue, placement: Placement): boolean | undefined {
  if (clue.type === "any_of") {
    let unknown = false;
    for (const option of clue.options) {
      let all: boolean | undefined = true;
      for (const inner of option) {
        const h = clueHolds(inner, placement);
        if (h === false) {
          all = false;
          break;
        }
        if (h === undefined) all = undefined;
      }
      if (all === true) return true;
      if (all === undefined) unknown = true;
    }
    return unknown ? undefined : false;
  }
  if (clue.type === "least" || clue.type === "most") {
    const pa = entityPosition(clue.a, placement);
    if (pa === undefined) return undefined;
    const values: number[] = [];
    for (let p = 1; p <= placement.size; p++) {
      const v = placement.valueAt(clue.attr, p);
      if (typeof v !== "number") return undefined;
      values.push(v);
    }
    return values[pa - 1] === superlativeValue(clue, values);
  }
  if (isNumericClue(clue)) {
    const pa = entityPosition(clue.a, placement);
    const pb = entityPosition(clue.b, placement);
    if (pa === undefined || pb === undefined) return undefined;
    const x = placement.valueAt(clue.attr, pa);
    const y = placement.valueAt(clue.attr, pb);
    if (typeof x !== "number" || typeof y !== "number") return undefined;
    return numericRelation(clue)(x, y);
  }
  const entities = clueEntities(clue);
  const positions: number[] = [];
  for (const e of entities) {
    const p = entityPosition(e, placement);
    if (p === undefined) return undefined;
    positions.push(p);
  }
  return positionalRelation(clue, placement.size)(positions);
}

/**
 * A placement read from a (possibly partial) grid: `grid[attr][pos - 1]` is the value at `pos`.
 * Missing attributes and `null` cells are unknown.
 *
 * @example
 * ```ts
 * const placement = placementFromGrid({ Pet: ["dog", "cat"] }, 2);
 * placement.positionOf({ attr: "Pet", value: "cat" }); // 2
 * ```
 */
export function placementFromGrid(grid: Readonly<Record<string, readonly (Value | null)[]>>, size: number): Placement {
  const index = new Map<string, Map<Value, number>>();
  for (const [attr, values] of Object.entries(grid)) {
    const byValue = new Map<Value, number>();
    values.forEach((v, i) => {
      if (v !== null && !byValue.has(v)) byValue.set(v, i + 1);
    });
    index.set(attr, byValue);
  }
  return {
    size,
    positionOf: (ref) => index.get(ref.attr)?.get(ref.value),
    valueAt: (attr, pos) => grid[attr]?.[pos - 1] ?? undefined,
  };
}
