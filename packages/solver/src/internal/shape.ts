import { isNumericAttribute, isPositionRef, type Attribute, type Entity, type Value, type ValueRef } from "@zebra/model";

/**
 * The compiled shape of a puzzle: how entities map to dense integer ids.
 *
 * Value entities get ids `attr * size + valueIndex`; the constant entity `{pos: k}` gets id
 * `attrCount * size + (k - 1)`. A domain is a bitmask of positions: bit `p - 1` is position `p`.
 */
export interface Shape {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  readonly attrCount: number;
  /** Number of value entities (`attrCount * size`). */
  readonly valueCount: number;
  /** Number of entities, value entities then one constant per position. */
  readonly entityCount: number;
  /** Mask with every position set. */
  readonly full: number;
  readonly numeric: readonly boolean[];
  /** The reference of each value entity. */
  readonly refs: readonly ValueRef[];
  readonly attrIndex: ReadonlyMap<string, number>;
  readonly valueIndex: readonly ReadonlyMap<Value, number>[];
  /** In a logic grid, the first attribute: its value k is the person at position k from the start. */
  readonly keyed: boolean;
}

/** The part of a puzzle the engine needs. */
export interface ShapeInput {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  /** `"logic-grid"`: no row; the people are numbered by the first attribute's values. */
  readonly kind?: "logic-grid";
}

/** Compiles a shape. Throws on shapes no valid puzzle has (programmer misuse). */
export function compileShape(input: ShapeInput): Shape {
  const size = input.size;
  if (!Number.isInteger(size) || size < 1 || size > 30) throw new RangeError(`size must be a whole number from 1 to 30, got ${size}`);
  const attrIndex = new Map<string, number>();
  const valueIndex: Map<Value, number>[] = [];
  const refs: ValueRef[] = [];
  input.attributes.forEach((attribute, a) => {
    if (attribute.values.length !== size) {
      throw new RangeError(`attribute ${attribute.name} has ${attribute.values.length} values, expected ${size}`);
    }
    if (attrIndex.has(attribute.name)) throw new RangeError(`attribute ${attribute.name} appears twice`);
    attrIndex.set(attribute.name, a);
    const byValue = new Map<Value, number>();
    attribute.values.forEach((value, i) => {
      if (byValue.has(value)) throw new RangeError(`attribute ${attribute.name} has the value ${String(value)} twice`);
      byValue.set(value, i);
      refs.push({ attr: attribute.name, value });
    });
    valueIndex.push(byValue);
  });
  const attrCount = input.attributes.length;
  return {
    size,
    attributes: input.attributes,
    attrCount,
    valueCount: attrCount * size,
    entityCount: attrCount * size + size,
    full: size >= 31 ? -1 : (1 << size) - 1,
    numeric: input.attributes.map((a) => isNumericAttribute(a)),
    refs,
    attrIndex,
    valueIndex,
    keyed: input.kind === "logic-grid",
  };
}

/** The id of an entity. Throws when it names an unknown attribute or value (use a validated puzzle). */
export function entityId(shape: Shape, entity: Entity): number {
  if (isPositionRef(entity)) {
    const p = entity.pos;
    if (!Number.isInteger(p) || p < 1 || p > shape.size) throw new RangeError(`position ${p} is outside 1..${shape.size}`);
    return shape.valueCount + p - 1;
  }
  const a = shape.attrIndex.get(entity.attr);
  if (a === undefined) throw new RangeError(`unknown attribute ${JSON.stringify(entity.attr)}`);
  const v = shape.valueIndex[a]!.get(entity.value);
  if (v === undefined) throw new RangeError(`attribute ${entity.attr} has no value ${JSON.stringify(entity.value)}`);
  return a * shape.size + v;
}

/** The attribute index of a value entity. */
export function attrOf(shape: Shape, id: number): number {
  return Math.floor(id / shape.size);
}

/** Whether an id is a constant position entity. */
export function isConstant(shape: Shape, id: number): boolean {
  return id >= shape.valueCount;
}

/** Whether two different value entities belong to one attribute (so sit at different positions). */
export function mustDiffer(shape: Shape, x: number, y: number): boolean {
  return x !== y && !isConstant(shape, x) && !isConstant(shape, y) && attrOf(shape, x) === attrOf(shape, y);
}

/** Number of set bits. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (0-based), or -1. */
export function lowBit(x: number): number {
  return x === 0 ? -1 : 31 - Math.clz32(x & -x);
}

/** Index of the highest set bit (0-based), or -1. */
export function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** The bits strictly below index k (k may be -1). */
export function bitsBelow(k: number): number {
  return k <= 0 ? 0 : k >= 31 ? 0x7fffffff : (1 << k) - 1;
}

/** The bits of `full` strictly above index k (all of them when k is -1). */
export function bitsAbove(full: number, k: number): number {
  if (k < 0) return full;
  return full & ~((2 << k) - 1);
}

/** 1-based positions of a mask, ascending. */
export function positionsOf(mask: number): number[] {
  const out: number[] = [];
  let m = mask;
  while (m !== 0) {
    const b = m & -m;
    out.push(32 - Math.clz32(b));
    m ^= b;
  }
  return out;
}

/**
 * `count` empty lists. A loop: `Array.from({ length }, () => [])` cost several times as much, and
 * every solve makes one list per entity.
 */
export function emptyLists<T>(count: number): T[][] {
  const lists: T[][] = [];
  for (let i = 0; i < count; i++) lists.push([]);
  return lists;
}

/** The initial domains: every value entity anywhere, each constant at its position. */
export function initialDomains(shape: Shape): Int32Array {
  const dom = new Int32Array(shape.entityCount);
  dom.fill(shape.full, 0, shape.valueCount);
  for (let p = 0; p < shape.size; p++) dom[shape.valueCount + p] = 1 << p;
  // A logic grid has no row: its people are named by the key attribute, value k at position k.
  if (shape.keyed) for (let v = 0; v < shape.size; v++) dom[v] = 1 << v;
  return dom;
}
