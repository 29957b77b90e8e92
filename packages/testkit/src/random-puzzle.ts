import { formatTag, wordedClueTypes } from "@zebra/model";
import type { Attribute, Clue, ClueType, Entity, Grid, Puzzle, Question, Value, Vocabulary } from "@zebra/model";
import { genericPools, numericPools } from "./pools.js";
import type { TestRng } from "./rng.js";

/** Options of {@link randomPuzzle}. */
export interface RandomPuzzleOptions {
  /** Number of houses, 1..20. */
  readonly size: number;
  /** Number of attributes; 2..5 at random when omitted. */
  readonly attributes?: number;
  /** Draw attributes and values from this vocabulary (attributes with too few values are skipped); otherwise from the testkit's generic pools. */
  readonly vocabulary?: Vocabulary;
  /** Number of clues; about 1.5 × size when omitted. */
  readonly clues?: number;
  /** How often an entity is a position (`{pos: k}`) rather than a value; 0.15 by default. */
  readonly positionShare?: number;
  /** Clue types to draw from; every type by default. */
  readonly types?: readonly ClueType[];
}

/** A random puzzle whose clues are all true of its hidden grid. */
export interface RandomPuzzle {
  readonly puzzle: Puzzle;
  /** The hidden grid every clue holds in (also `puzzle.solution`). */
  readonly solution: Grid;
}

// The clue types locales word: the logic-grid genre's are not worded yet.
const allTypes: readonly ClueType[] = wordedClueTypes;

/**
 * Builds a random puzzle: random attributes, a random hidden grid, and random clues of every
 * type (any_of and numeric comparisons included, with `{pos}` entities now and then) that are
 * all TRUE of the grid, plus a random question. The clues need not determine the grid.
 *
 * Use it to feed renderers and other code every shape of input a real puzzle can have.
 * Cost: linear in size × (attributes + clues).
 *
 * @param rng - the seeded generator.
 * @param options - size, attribute count, vocabulary, clue count.
 * @returns the puzzle and its hidden grid.
 *
 * @example
 * ```ts
 * const { puzzle, solution } = randomPuzzle(createTestRng(7), { size: 5 });
 * ```
 */
export function randomPuzzle(rng: TestRng, options: RandomPuzzleOptions): RandomPuzzle {
  const size = options.size;
  const attributes = randomAttributes(rng, size, options.attributes ?? rng.between(2, 5), options.vocabulary);
  const solution: Record<string, Value[]> = {};
  for (const a of attributes) solution[a.name] = rng.shuffled(a.values);
  const world: World = { rng, size, attributes, grid: solution, positionShare: options.positionShare ?? 0.15 };
  const count = options.clues ?? Math.max(2, Math.round(size * 1.5));
  const types = (options.types ?? allTypes).filter((t) => possible(world, t));
  const clues: Clue[] = [];
  for (let i = 0; i < count && types.length > 0; i++) {
    const clue = trueClue(world, rng.pick(types), 0);
    if (clue === undefined) continue;
    clues.push(rng.chance(0.05) ? { ...clue, text: "A sentence the author wrote." } : clue);
  }
  const puzzle: Puzzle = {
    format: formatTag,
    size,
    attributes,
    clues,
    solution,
    ...(rng.chance(0.7) ? { question: randomQuestion(world) } : {}),
    ...(rng.chance(0.2) ? { title: "A random puzzle" } : {}),
  };
  return { puzzle, solution };
}

function randomAttributes(rng: TestRng, size: number, count: number, vocabulary: Vocabulary | undefined): Attribute[] {
  const out: Attribute[] = [];
  const names = new Set<string>();
  if (vocabulary !== undefined) {
    for (const a of rng.shuffled(vocabulary.attributes.filter((x) => x.values.length >= size))) {
      if (out.length >= count) break;
      if (names.has(a.name)) continue;
      names.add(a.name);
      const values = rng.shuffled(a.values).slice(0, size);
      out.push({ name: a.name, values: a.numeric ? [...values].sort((x, y) => Number(x) - Number(y)) : values });
    }
  }
  const pools = rng.shuffled(genericPools);
  while (out.length < count) {
    if (rng.chance(0.25)) {
      const pool = rng.pick(numericPools);
      if (names.has(pool.name)) continue;
      names.add(pool.name);
      const values = rng.shuffled(Array.from({ length: pool.max - pool.min + 1 }, (_, i) => pool.min + i)).slice(0, size);
      out.push({ name: pool.name, values: values.sort((x, y) => x - y) });
      continue;
    }
    const pool = pools.pop();
    if (pool === undefined) break;
    if (names.has(pool.name)) continue;
    names.add(pool.name);
    out.push({ name: pool.name, values: rng.shuffled(pool.values).slice(0, size) });
  }
  return out;
}

interface World {
  readonly rng: TestRng;
  readonly size: number;
  readonly attributes: readonly Attribute[];
  readonly grid: Grid;
  readonly positionShare: number;
}

function numericAttributes(world: World): Attribute[] {
  return world.attributes.filter((a) => a.values.every((v) => typeof v === "number"));
}

function possible(world: World, type: ClueType): boolean {
  const n = world.size;
  switch (type) {
    case "not_same":
    case "not_at":
    case "left_of":
    case "right_of":
    case "next_to":
    case "immediately_left":
    case "immediately_right":
    case "distance":
      return n >= 2;
    case "between":
      return n >= 3;
    case "not_next_to":
      return n >= 3 || world.attributes.length >= 2;
    case "less_than":
    case "greater_than":
    case "difference":
      return n >= 2 && numericAttributes(world).length > 0;
    default:
      return true;
  }
}

/** An entity for the person at `pos`: a position now and then, otherwise one of their values. */
function entityAt(world: World, pos: number, avoidAttr?: string): Entity {
  const choices = world.attributes.filter((a) => a.name !== avoidAttr);
  if (choices.length === 0 || world.rng.chance(world.positionShare)) return { pos };
  const attr = world.rng.pick(choices);
  return { attr: attr.name, value: world.grid[attr.name]![pos - 1]! };
}

function attrOf(entity: Entity): string | undefined {
  return "attr" in entity ? entity.attr : undefined;
}

/** Two different people at the same position, named differently. */
function twoAt(world: World, pos: number): [Entity, Entity] {
  const a = entityAt(world, pos);
  let b = entityAt(world, pos, attrOf(a));
  if ("pos" in a && "pos" in b) b = world.attributes.length > 0 ? entityAt({ ...world, positionShare: 0 }, pos) : b;
  return [a, b];
}

function pairWith(world: World, ok: (p: number, q: number) => boolean): [number, number] | undefined {
  const pairs: [number, number][] = [];
  for (let p = 1; p <= world.size; p++) for (let q = 1; q <= world.size; q++) if (ok(p, q)) pairs.push([p, q]);
  return pairs.length === 0 ? undefined : world.rng.pick(pairs);
}

function pairClue<T extends "not_same" | "next_to" | "not_next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right">(
  world: World,
  type: T,
  ok: (p: number, q: number) => boolean,
): Clue | undefined {
  const pair = pairWith(world, ok);
  if (pair === undefined) return undefined;
  const a = entityAt(world, pair[0]);
  const b = pair[0] === pair[1] ? entityAt(world, pair[1], attrOf(a) ?? "") : entityAt(world, pair[1]);
  if (pair[0] === pair[1] && ("pos" in a || "pos" in b)) return undefined;
  return { type, a, b } as Clue;
}

function trueClue(world: World, type: ClueType, depth: number): Clue | undefined {
  const { rng, size } = world;
  switch (type) {
    case "same": {
      const [a, b] = twoAt(world, rng.between(1, size));
      return { type, a, b };
    }
    case "not_same":
      return pairClue(world, type, (p, q) => p !== q);
    case "at": {
      const pos = rng.between(1, size);
      return { type, a: entityAt(world, pos), pos };
    }
    case "not_at": {
      const pair = pairWith(world, (p, q) => p !== q);
      return pair === undefined ? undefined : { type, a: entityAt(world, pair[0]), pos: pair[1] };
    }
    case "next_to":
      return pairClue(world, type, (p, q) => Math.abs(p - q) === 1);
    case "not_next_to":
      return pairClue(world, type, (p, q) => Math.abs(p - q) !== 1);
    case "left_of":
      return pairClue(world, type, (p, q) => p < q);
    case "right_of":
      return pairClue(world, type, (p, q) => p > q);
    case "immediately_left":
      return pairClue(world, type, (p, q) => p === q - 1);
    case "immediately_right":
      return pairClue(world, type, (p, q) => p === q + 1);
    case "ends":
      return { type, a: entityAt(world, rng.pick([1, size])) };
    case "between": {
      const ps = rng
        .shuffled(Array.from({ length: size }, (_, i) => i + 1))
        .slice(0, 3)
        .sort((x, y) => x - y);
      if (ps.length < 3) return undefined;
      return { type, a: entityAt(world, ps[0]!), b: entityAt(world, ps[1]!), c: entityAt(world, ps[2]!) };
    }
    case "distance": {
      const pair = pairWith(world, (p, q) => p !== q);
      if (pair === undefined) return undefined;
      return { type, a: entityAt(world, pair[0]), b: entityAt(world, pair[1]), d: Math.abs(pair[0] - pair[1]) };
    }
    case "any_of": {
      const count = rng.between(2, depth === 0 && rng.chance(0.3) ? 4 : 2);
      const truth = rng.int(count);
      const inner = allTypes.filter((t) => t !== "any_of" || depth < 1).filter((t) => possible(world, t));
      const options: Clue[][] = [];
      for (let i = 0; i < count; i++) {
        const source = i === truth ? world : shuffledWorld(world);
        const option: Clue[] = [];
        const length = rng.chance(0.25) ? 2 : 1;
        for (let j = 0; j < length; j++) {
          const clue = trueClue(source, rng.pick(inner), depth + 1);
          if (clue !== undefined) option.push(clue);
        }
        if (option.length === 0) option.push({ type: "at", a: entityAt(source, 1), pos: 1 });
        options.push(option);
      }
      return { type, options };
    }
    case "less_than":
    case "greater_than":
    case "difference": {
      const attr = rng.pick(numericAttributes(world));
      const pair = pairWith(world, (p, q) => p !== q);
      if (pair === undefined) return undefined;
      const x = world.grid[attr.name]![pair[0] - 1] as number;
      const y = world.grid[attr.name]![pair[1] - 1] as number;
      const a = entityAt(world, pair[0]);
      const b = entityAt(world, pair[1]);
      if (type === "difference") return { type, attr: attr.name, a, b, d: x - y };
      const holds = type === "less_than" ? x < y : x > y;
      return holds ? { type, attr: attr.name, a, b } : { type, attr: attr.name, a: b, b: a };
    }
  }
}

/** The same attributes on another random grid: clues true there are usually false here. */
function shuffledWorld(world: World): World {
  const grid: Record<string, Value[]> = {};
  for (const a of world.attributes) grid[a.name] = world.rng.shuffled(a.values);
  return { ...world, grid };
}

function randomQuestion(world: World): Question {
  const find = world.rng.pick(world.attributes);
  const pos = world.rng.between(1, world.size);
  return { find: { attr: find.name }, where: entityAt(world, pos, find.name) };
}
