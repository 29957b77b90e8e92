import { isConstant, mustDiffer, popcount, type Shape } from "../shape.js";
import type { PatternProp } from "./types.js";

/**
 * Compiles a relation that only asks which of its entities share a position ("either", "neither",
 * "one of the two", "all different"): the placements are grouped by their pattern of equal
 * positions, and only the patterns the relation accepts are kept. Enumerating positions instead
 * would cost size^k per propagation (a "one of the two" clue at 20 houses: 160,000 placements).
 *
 * @param ids the entity of each clue slot (constants included, entities may repeat)
 * @param accepts the relation over slot positions; it must compare positions only for equality
 * @returns null when the entities are too many to list their patterns (more than {@link maxPatternEntities})
 */
export function makePattern(
  shape: Shape,
  index: number,
  vars: Int32Array,
  ids: readonly number[],
  accepts: (positions: readonly number[]) => boolean,
): PatternProp | null {
  const entities = [...new Set(ids)];
  if (entities.length > maxPatternEntities) return null;
  const slotEntity = ids.map((id) => entities.indexOf(id));
  const patterns: Int8Array[] = [];
  for (const blocks of partitions(entities.length)) {
    if (!possible(shape, entities, blocks)) continue;
    if (accepts(slotEntity.map((e) => blocks[e]!))) patterns.push(Int8Array.from(blocks));
  }
  return patternProp(index, vars, entities, patterns);
}

/**
 * Compiles "the entities are at pairwise different positions" for any number of entities: the one
 * pattern where every entity is alone (none when an entity repeats).
 */
export function makeAllDifferent(index: number, vars: Int32Array, ids: readonly number[]): PatternProp {
  const entities = [...new Set(ids)];
  return patternProp(index, vars, entities, entities.length === ids.length ? [Int8Array.from(entities, (_, i) => i)] : []);
}

function patternProp(index: number, vars: Int32Array, entities: readonly number[], patterns: Int8Array[]): PatternProp {
  const blockCounts = Int8Array.from(patterns, (pattern) => Math.max(0, ...pattern) + 1);
  const most = Math.max(0, ...blockCounts);
  return {
    kind: "pattern",
    clue: index,
    vars,
    out: new Int32Array(vars.length),
    entities: Int32Array.from(entities),
    varOf: Int32Array.from(entities, (e) => vars.indexOf(e)),
    patterns,
    blockCounts,
    scratch: { masks: new Int32Array(most), supports: new Int32Array(most) },
  };
}

/** Most distinct entities {@link makePattern} lists the patterns of (Bell(4) = 15 patterns). */
export const maxPatternEntities = 4;

/** Every partition of k items, as the block of each item (restricted growth strings). */
function* partitions(k: number): Generator<number[]> {
  const blocks = new Array<number>(k).fill(0);
  const rec = function* (i: number, used: number): Generator<number[]> {
    if (i === k) {
      yield [...blocks];
      return;
    }
    for (let b = 0; b <= used; b++) {
      blocks[i] = b;
      yield* rec(i + 1, Math.max(used, b + 1));
    }
  };
  yield* rec(0, 0);
}

/** Whether no block holds two values of one attribute or two different positions. */
function possible(shape: Shape, entities: readonly number[], blocks: readonly number[]): boolean {
  for (let i = 0; i < entities.length; i++) {
    for (let j = i + 1; j < entities.length; j++) {
      if (blocks[i] !== blocks[j]) continue;
      if (mustDiffer(shape, entities[i]!, entities[j]!)) return false;
      if (isConstant(shape, entities[i]!) && isConstant(shape, entities[j]!)) return false; // two different positions
    }
  }
  return true;
}

/**
 * Narrows each entity to the positions some accepted placement gives it: for each pattern, every
 * block takes a position all its entities allow, different blocks different positions.
 */
export function propagatePattern(prop: PatternProp, dom: Int32Array): boolean {
  const out = prop.out;
  out.fill(0);
  const { masks, supports } = prop.scratch;
  let found = false;
  for (let k = 0; k < prop.patterns.length; k++) {
    const pattern = prop.patterns[k]!;
    const count = prop.blockCounts[k]!;
    masks.fill(-1, 0, count);
    for (let e = 0; e < pattern.length; e++) masks[pattern[e]!]! &= dom[prop.entities[e]!]!;
    if (!(count <= hallLimit ? hallSupports(masks, count, supports) : matchingSupports(masks, count, supports))) continue;
    found = true;
    for (let e = 0; e < pattern.length; e++) {
      const v = prop.varOf[e]!;
      if (v >= 0) out[v]! |= supports[pattern[e]!]!;
    }
  }
  return found;
}

/** Most blocks whose supports are found by Hall's condition (2^(blocks-1) subsets per position tried). */
const hallLimit = 5;

/**
 * For blocks that must take different positions, each within its mask: writes the positions each
 * block takes in some assignment of all of them; false when there is none. A block may take
 * position p when the other blocks, p taken away, still have distinct positions: by Hall's
 * theorem, when every k of them allow at least k positions together.
 */
function hallSupports(masks: Int32Array, count: number, supports: Int32Array): boolean {
  for (let b = 0; b < count; b++) {
    let support = 0;
    let m = masks[b]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      if (othersFit(masks, count, b, bit)) support |= bit;
    }
    if (support === 0) return false;
    supports[b] = support;
  }
  return true;
}

/** Hall's condition for the blocks other than `skip`, without the position `taken`. */
function othersFit(masks: Int32Array, count: number, skip: number, taken: number): boolean {
  const subsets = 1 << count;
  for (let s = 1; s < subsets; s++) {
    if ((s >> skip) & 1) continue;
    let union = 0;
    let size = 0;
    for (let i = 0; i < count; i++) {
      if (((s >> i) & 1) === 0) continue;
      union |= masks[i]!;
      size++;
    }
    if (popcount(union & ~taken) < size) return false;
  }
  return true;
}

/**
 * {@link hallSupports} for many blocks: one matching is found; each other position of a block is
 * tried by moving the block there and re-placing the one block that held it (one augmenting path,
 * which may use the position the moved block left).
 */
function matchingSupports(masks: Int32Array, count: number, supports: Int32Array): boolean {
  const owner = new Int32Array(32).fill(-1); // position index -> block
  const place = new Int32Array(count); // block -> position bit
  let visited = 0;
  const augment = (b: number, blocked: number): boolean => {
    let m = masks[b]! & ~blocked & ~visited;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      visited |= bit;
      const p = 31 - Math.clz32(bit);
      const other = owner[p]!;
      if (other < 0 || augment(other, blocked)) {
        owner[p] = b;
        place[b] = bit;
        return true;
      }
    }
    return false;
  };
  for (let b = 0; b < count; b++) {
    visited = 0;
    if (!augment(b, 0)) return false;
  }
  const savedOwner = new Int32Array(32);
  const savedPlace = new Int32Array(count);
  for (let b = 0; b < count; b++) {
    supports[b] = place[b]!;
    let m = masks[b]! & ~place[b]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const p = 31 - Math.clz32(bit);
      const loser = owner[p]!;
      if (loser < 0) {
        supports[b]! |= bit;
        continue;
      }
      savedOwner.set(owner);
      savedPlace.set(place);
      owner[31 - Math.clz32(place[b]!)] = -1;
      owner[p] = b;
      place[b] = bit;
      visited = 0;
      if (augment(loser, bit)) supports[b]! |= bit;
      owner.set(savedOwner);
      place.set(savedPlace);
    }
  }
  return true;
}
