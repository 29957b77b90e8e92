import {
  clueHolds,
  clueTypes,
  createRng,
  numericClueTypes,
  placementFromGrid,
  type Attribute,
  type PositionalClue,
  type Clue,
  type Entity,
  type Grid,
  type Puzzle,
  type Value,
  type ValueRef,
} from "@zebra/model";
import type { Shape } from "../internal/shape.js";

/** Floats in [0, 1) from the project's seeded generator (`createRng`), for tests. */
export function rng(seed: number): () => number {
  const source = createRng(seed >>> 0);
  return () => source.float();
}

export type Rng = () => number;

export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

export function shuffle<T>(r: Rng, xs: readonly T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A random puzzle shape: `attrs` attributes of `size` values, some numeric. */
export function randomShape(r: Rng, size: number, attrs: number, numericShare = 0.3): Attribute[] {
  const out: Attribute[] = [];
  for (let a = 0; a < attrs; a++) {
    if (r() < numericShare) {
      // distinct numbers, not necessarily evenly spaced
      const values = new Set<number>();
      while (values.size < size) values.add(int(r, 1, size * 3));
      out.push({ name: `N${a}`, values: [...values].sort((x, y) => x - y) });
    } else {
      out.push({ name: `A${a}`, values: Array.from({ length: size }, (_, i) => `a${a}v${i}`) });
    }
  }
  return out;
}

/** A random hidden grid for a shape. */
function randomGrid(r: Rng, attributes: readonly Attribute[]): Grid {
  const grid: Record<string, Value[]> = {};
  for (const a of attributes) grid[a.name] = shuffle(r, a.values);
  return grid;
}

/** Every clue type whose meaning is a relation between positions only. */
const positionalTypes = clueTypes.filter((t): t is PositionalClue["type"] => t !== "any_of" && !(numericClueTypes as readonly string[]).includes(t));

function randomRef(r: Rng, attributes: readonly Attribute[]): ValueRef {
  const a = pick(r, attributes);
  return { attr: a.name, value: pick(r, a.values) };
}

/** A random entity: a position (with probability `posShare`) or a value. */
export function randomEntity(r: Rng, size: number, attributes: readonly Attribute[], posShare: number): Entity {
  return r() < posShare ? { pos: int(r, 1, size) } : randomRef(r, attributes);
}

/** A random clue (true or not) over a shape. */
export function randomClue(r: Rng, size: number, attributes: readonly Attribute[], depth = 0, posShare = 0.1): Clue {
  const numeric = attributes.filter((a) => a.values.every((v) => typeof v === "number"));
  const roll = r();
  if (depth === 0 && roll < 0.08) {
    const options = Array.from({ length: int(r, 2, 3) }, () =>
      Array.from({ length: int(r, 1, 2) }, () => randomClue(r, size, attributes, depth + 1, posShare)),
    );
    return { type: "any_of", options };
  }
  if (numeric.length > 0 && roll < 0.25) {
    const attr = pick(r, numeric).name;
    const a = randomEntity(r, size, attributes, posShare);
    const b = randomEntity(r, size, attributes, posShare);
    const t = pick(r, ["less_than", "greater_than", "difference", "ratio", "least", "most"] as const);
    if (t === "difference") {
      const d = int(r, 1, size * 2) * (r() < 0.5 ? -1 : 1);
      return { type: t, attr, a, b, d };
    }
    if (t === "ratio") return { type: t, attr, a, b, factor: pick(r, [2, 3, 0.5]) };
    if (t === "least" || t === "most") return { type: t, attr, a };
    return { type: t, attr, a, b };
  }
  // A distance needs two positions (the format rejects one at size 1).
  const type = pick(r, size >= 2 ? positionalTypes : positionalTypes.filter((t) => t !== "distance"));
  const e = () => randomEntity(r, size, attributes, posShare);
  switch (type) {
    case "at":
    case "not_at":
      return { type, a: randomRef(r, attributes), pos: int(r, 1, size) };
    case "ends":
      return { type, a: randomRef(r, attributes) };
    case "between":
    case "either":
    case "neither":
      return { type, a: e(), b: e(), c: e() };
    case "one_each":
      return { type, a: e(), b: e(), of: [e(), e()] };
    case "all_different":
      return { type, of: Array.from({ length: int(r, 2, Math.max(2, Math.min(4, size))) }, e) };
    case "distance":
      return { type, a: e(), b: e(), d: int(r, 1, Math.max(1, size - 1)) };
    default:
      return { type, a: e(), b: e() };
  }
}

/** A random clue that is true of `grid` (tries until one is; any_of gets one true option). */
function randomTrueClue(r: Rng, size: number, attributes: readonly Attribute[], grid: Grid): Clue {
  const placement = placementFromGrid(grid, size);
  for (;;) {
    const clue = randomClue(r, size, attributes);
    if (clue.type === "any_of") {
      // make sure one option holds
      const good: Clue[] = [];
      while (good.length < 1) {
        const c = randomClue(r, size, attributes, 1);
        if (clueHolds(c, placement) === true) good.push(c);
      }
      const options = [...clue.options];
      options.splice(int(r, 0, options.length), 0, good);
      const anyOf: Clue = { type: "any_of", options };
      if (clueHolds(anyOf, placement) === true) return anyOf;
      continue;
    }
    if (clueHolds(clue, placement) === true) return clue;
  }
}

/** A random puzzle whose clues are all true of a hidden grid. */
export function randomPuzzle(
  seed: number,
  opts: { size?: [number, number]; attrs?: [number, number]; clues?: [number, number]; numericShare?: number } = {},
): { puzzle: Puzzle; hidden: Grid } {
  const r = rng(seed);
  const [s0, s1] = opts.size ?? [2, 7];
  const [a0, a1] = opts.attrs ?? [1, 5];
  const size = int(r, s0, s1);
  const attributes = randomShape(r, size, int(r, a0, a1), opts.numericShare ?? 0.3);
  const hidden = randomGrid(r, attributes);
  const [c0, c1] = opts.clues ?? [1, size * attributes.length * 2];
  const count = int(r, c0, c1);
  const clues = Array.from({ length: count }, () => randomTrueClue(r, size, attributes, hidden));
  return { puzzle: { format: "zebra-puzzle/1", size, attributes, clues }, hidden };
}

/** Every grid of a shape (product of permutations); tiny shapes only. */
export function* allGrids(size: number, attributes: readonly Attribute[]): Generator<Grid> {
  const perms = (xs: readonly Value[]): Value[][] => {
    if (xs.length <= 1) return [xs.slice()];
    const out: Value[][] = [];
    xs.forEach((x, i) => {
      for (const rest of perms([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
    });
    return out;
  };
  const each = attributes.map((a) => perms(a.values));
  const rec = function* (i: number, acc: Record<string, Value[]>): Generator<Grid> {
    if (i === attributes.length) {
      yield { ...acc };
      return;
    }
    for (const p of each[i]!) {
      acc[attributes[i]!.name] = p;
      yield* rec(i + 1, acc);
    }
  };
  void size;
  yield* rec(0, {});
}

/** Whether every clue holds in a grid. */
export function satisfiesAll(clues: readonly Clue[], grid: Grid, size: number): boolean {
  const placement = placementFromGrid(grid, size);
  return clues.every((c) => clueHolds(c, placement) === true);
}

/** Random domains for every value of a compiled shape (positions fixed): mostly wide, sometimes one house. */
export function randomDomains(r: Rng, shape: Shape): Int32Array {
  const dom = new Int32Array(shape.entityCount);
  for (let v = 0; v < shape.valueCount; v++) {
    const m = r() < 0.3 ? 1 << int(r, 0, shape.size - 1) : int(r, 1, shape.full);
    dom[v] = m & shape.full || 1;
  }
  for (let p = 0; p < shape.size; p++) dom[shape.valueCount + p] = 1 << p;
  return dom;
}
