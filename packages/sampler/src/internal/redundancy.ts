import { entityKey, isPositionRef, positionalRelation, type Clue, type Entity, type PositionalClue, type Value } from "@zebra/model";
import type { Knowledge } from "./clue-samplers.js";
import { allEntities } from "./clue-samplers.js";
import type { HiddenGrid } from "./hidden-grid.js";

/**
 * A canonical key per clue meaning, so that duplicates are caught across spellings:
 * symmetric clues in either order, `left_of(a, b)` = `right_of(b, a)`,
 * `immediately_left(a, b)` = `immediately_right(b, a)`, `at(a, k)` = `same(a, house k)`,
 * `less_than(a, b)` = `greater_than(b, a)`, and `any_of` options in any order.
 */
export function clueKey(clue: Clue): string {
  const k = entityKey;
  const pair = (a: Entity, b: Entity): string => [k(a), k(b)].sort().join("|");
  switch (clue.type) {
    case "same":
    case "not_same":
    case "next_to":
    case "not_next_to":
      return `${clue.type}|${pair(clue.a, clue.b)}`;
    case "distance":
      return `distance|${clue.d}|${pair(clue.a, clue.b)}`;
    case "at":
      return `same|${pair(clue.a, { pos: clue.pos })}`;
    case "not_at":
      return `not_same|${pair(clue.a, { pos: clue.pos })}`;
    case "left_of":
      return `left_of|${k(clue.a)}|${k(clue.b)}`;
    case "right_of":
      return `left_of|${k(clue.b)}|${k(clue.a)}`;
    case "immediately_left":
      return `immediately_left|${k(clue.a)}|${k(clue.b)}`;
    case "immediately_right":
      return `immediately_left|${k(clue.b)}|${k(clue.a)}`;
    case "ends":
      return `ends|${k(clue.a)}`;
    case "between":
      return `between|${k(clue.a)}|${k(clue.b)}|${k(clue.c)}`;
    case "less_than":
      return `less_than|${JSON.stringify(clue.attr)}|${k(clue.a)}|${k(clue.b)}`;
    case "greater_than":
      return `less_than|${JSON.stringify(clue.attr)}|${k(clue.b)}|${k(clue.a)}`;
    case "difference":
      return `difference|${JSON.stringify(clue.attr)}|${clue.d}|${k(clue.a)}|${k(clue.b)}`;
    case "any_of":
      return `any_of(${clue.options
        .map((option) =>
          option
            .map(clueKey)
            .sort()
            .join("&"),
        )
        .sort()
        .join(";")})`;
  }
}

type Pred = (positionOf: (e: Entity) => number) => boolean;

/** A predicate over entity positions, or null for numeric clues (they also depend on values). */
function compile(clue: Clue, size: number): Pred | null {
  if (clue.type === "any_of") {
    const options: Pred[][] = [];
    for (const option of clue.options) {
      const inner: Pred[] = [];
      for (const c of option) {
        const p = compile(c, size);
        if (p === null) return null;
        inner.push(p);
      }
      options.push(inner);
    }
    return (pos) => options.some((option) => option.every((p) => p(pos)));
  }
  if (clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference") return null;
  const relation = positionalRelation(clue as PositionalClue, size);
  const entities = allEntities(clue);
  const buffer = new Array<number>(entities.length);
  return (pos) => {
    for (let i = 0; i < entities.length; i++) buffer[i] = pos(entities[i]!);
    return relation(buffer);
  };
}

interface Indexed {
  readonly clue: Clue;
  readonly keys: ReadonlySet<string>;
  readonly pred: Pred | null;
}

/** Enumerations above this many tuples are skipped (the clue is then assumed useful). */
const maxTuples = 60_000;

/**
 * Decides whether a candidate clue can add anything: it does not if it repeats an accepted clue,
 * or if every placement of its entities that the solver's current domains and the accepted clues
 * on those same entities allow already satisfies it. Domains only shrink, so such a clue stays
 * useless for the rest of the generation. Costs at most `size^k` checks for a clue on k entities.
 */
export class RedundancyIndex {
  private readonly seen = new Set<string>();
  private readonly byEntity = new Map<string, Indexed[]>();
  private readonly rowOf = new Map<string, number>();
  private readonly valueIndex: Map<Value, number>[];

  constructor(private readonly grid: HiddenGrid) {
    this.valueIndex = grid.attributes.map((attribute, r) => {
      this.rowOf.set(attribute.name, r);
      return new Map(attribute.values.map((value, v) => [value, v]));
    });
  }

  /** Records an accepted clue. */
  add(clue: Clue): void {
    this.seen.add(clueKey(clue));
    const keys = new Set(allEntities(clue).filter((e) => !isPositionRef(e)).map(entityKey));
    const entry: Indexed = { clue, keys, pred: compile(clue, this.grid.size) };
    for (const key of keys) {
      const list = this.byEntity.get(key);
      if (list === undefined) this.byEntity.set(key, [entry]);
      else list.push(entry);
    }
  }

  /** Whether the clue repeats an accepted one (in any spelling). */
  isDuplicate(clue: Clue): boolean {
    return this.seen.has(clueKey(clue));
  }

  /** Whether the clue is a duplicate or can no longer tell the solver anything. */
  isRedundant(clue: Clue, knowledge: Knowledge | undefined): boolean {
    if (this.isDuplicate(clue)) return true;
    const n = this.grid.size;
    const full = n >= 32 ? -1 : (1 << n) - 1;
    const domainOf = (e: Entity): number => {
      if (isPositionRef(e)) return 1 << (e.pos - 1);
      if (knowledge === undefined) return full;
      const r = this.rowOf.get(e.attr)!;
      return knowledge.domain(r, this.valueIndex[r]!.get(e.value)!);
    };
    if (clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference") {
      return this.numericSettled(clue.attr, [domainOf(clue.a), domainOf(clue.b)], knowledge);
    }
    const pred = compile(clue, n);
    if (pred === null) return false;
    // The distinct value entities of the clue, with their domains.
    const entities: Entity[] = [];
    const keys = new Set<string>();
    for (const e of allEntities(clue)) {
      if (isPositionRef(e)) continue;
      const key = entityKey(e);
      if (keys.has(key)) continue;
      keys.add(key);
      entities.push(e);
    }
    const domains = entities.map(domainOf);
    let tuples = 1;
    for (const d of domains) tuples *= popcount(d);
    if (tuples === 0 || tuples > maxTuples) return false;
    // Accepted clues over a subset of these entities constrain the tuples further.
    const related: Pred[] = [];
    const added = new Set<Indexed>();
    for (const key of keys) {
      for (const entry of this.byEntity.get(key) ?? []) {
        if (added.has(entry) || entry.pred === null) continue;
        added.add(entry);
        let inside = true;
        for (const k of entry.keys) if (!keys.has(k)) inside = false;
        if (inside) related.push(entry.pred);
      }
    }
    const k = entities.length;
    const slot = new Map<string, number>();
    entities.forEach((e, i) => slot.set(entityKey(e), i));
    const rows = entities.map((e) => (isPositionRef(e) ? -1 : this.rowOf.get(e.attr)!));
    const assign = new Array<number>(k).fill(0);
    const positionOf = (e: Entity): number => (isPositionRef(e) ? e.pos : assign[slot.get(entityKey(e))!]!);
    // Depth-first over the tuples; values of one attribute take distinct positions.
    const search = (i: number): boolean => {
      if (i === k) {
        for (const p of related) if (!p(positionOf)) return true;
        return pred(positionOf);
      }
      const d = domains[i]!;
      for (let p = 0; p < n; p++) {
        if ((d & (1 << p)) === 0) continue;
        let clash = false;
        for (let j = 0; j < i; j++) if (rows[j] === rows[i] && assign[j] === p + 1) clash = true;
        if (clash) continue;
        assign[i] = p + 1;
        if (!search(i + 1)) return false;
      }
      return true;
    };
    return search(0);
  }

  /** A numeric clue adds nothing once both people and their values of `attr` are placed. */
  private numericSettled(attr: string, domains: readonly number[], knowledge: Knowledge | undefined): boolean {
    if (knowledge === undefined) return false;
    const r = this.rowOf.get(attr);
    if (r === undefined) return false;
    for (const d of domains) {
      if (popcount(d) !== 1) return false;
      let found = false;
      for (let v = 0; v < this.grid.size; v++) if (knowledge.domain(r, v) === d) found = true;
      if (!found) return false;
    }
    return true;
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
