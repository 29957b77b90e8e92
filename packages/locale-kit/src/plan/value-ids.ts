import type { Puzzle, Value } from "@zebra/model";

/**
 * The puzzle's values as numbers: value v of attribute a is `a · stride + v` (for a name or a
 * value listed twice, the first, as `findIndex` and `indexOf` find them). Placements and the
 * reader's grid are kept by these numbers rather than by text keys.
 */
export class ValueIds {
  private readonly stride: number;
  private readonly attributes = new Map<string, number>();
  private readonly values: Map<Value, number>[];

  constructor(puzzle: Pick<Puzzle, "attributes">) {
    this.stride = Math.max(1, ...puzzle.attributes.map((attribute) => attribute.values.length));
    this.values = puzzle.attributes.map((attribute, a) => {
      if (!this.attributes.has(attribute.name)) this.attributes.set(attribute.name, a);
      const index = new Map<Value, number>();
      attribute.values.forEach((value, v) => {
        if (!index.has(value)) index.set(value, v);
      });
      return index;
    });
  }

  /** The number of a value, or undefined when the puzzle has no such value. */
  of(attr: string, value: Value): number | undefined {
    const a = this.attributes.get(attr);
    const v = a === undefined ? undefined : this.values[a]!.get(value);
    return v === undefined ? undefined : a! * this.stride + v;
  }

  /** The number of "value of attr at pos", or undefined when the puzzle has no such value. */
  placement(attr: string, value: Value, pos: number): number | undefined {
    const id = this.of(attr, value);
    return id === undefined ? undefined : placementOf(id, pos);
  }

  attributeOf(id: number): number {
    return Math.floor(id / this.stride);
  }

  valueOf(id: number): number {
    return id % this.stride;
  }
}

/** The number of "value `id` at pos" (positions are at most 30). */
function placementOf(id: number, pos: number): number {
  return id * 32 + pos;
}
