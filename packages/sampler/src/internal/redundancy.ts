import { entityKey, isNumericClue, isPositionRef, positionalRelation, type Clue, type Entity, type PositionalClue, type Value } from "@zebra/model";
import type { Knowledge } from "./clue-samplers.js";
import { allEntities } from "./clue-samplers.js";
import type { HiddenGrid } from "./hidden-grid.js";

/**
 * A canonical key per clue meaning, so that duplicates are caught across spellings:
 * symmetric clues in either order, `left_of(a, b)` = `right_of(b, a)`,
 * `immediately_left(a, b)` = `immediately_right(b, a)`, `at(a, k)` = `same(a, house k)`,
 * `less_than(a, b)` = `greater_than(b, a)`, and `any_of` options in any order.
 */
export function clueKey(clue: Clue, k: (e: Entity) => string = entityKey): string {
  // Two keys in sorted order (as `sort` orders strings), without an array per pair.
  const pair = (a: Entity, b: Entity): string => {
    const x = k(a);
    const y = k(b);
    return x <= y ? `${x}|${y}` : `${y}|${x}`;
  };
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
    case "either":
    case "neither":
      return `${clue.type}|${k(clue.a)}|${pair(clue.b, clue.c)}`;
    case "one_each":
      return `one_each|${pair(clue.a, clue.b)}|${pair(clue.of[0], clue.of[1])}`;
    case "all_different":
      return `all_different|${clue.of.map(k).sort().join("|")}`;
    case "ratio":
      return `ratio|${JSON.stringify(clue.attr)}|${clue.factor}|${k(clue.a)}|${k(clue.b)}`;
    case "least":
    case "most":
      return `${clue.type}|${JSON.stringify(clue.attr)}|${k(clue.a)}`;
    case "any_of":
      return `any_of(${clue.options
        .map((option) =>
          option
            .map((c) => clueKey(c, k))
            .sort()
            .join("&"),
        )
        .sort()
        .join(";")})`;
  }
}

/** A predicate over the 1-based positions of entities, indexed by entity id. */
type Pred = (positions: Int32Array) => boolean;

interface Indexed {
  /** Ids of the value entities the clue mentions. */
  readonly ids: readonly number[];
  readonly pred: Pred | null;
  /** The `isRedundant` call that last collected it (so that it is collected once per call). */
  seenIn: number;
}

/** Enumerations above this many tuples are skipped (the clue is then assumed useful). */
const maxTuples = 60_000;

/**
 * Decides whether a candidate clue can add anything: it does not if it repeats an accepted clue,
 * or if every placement of its entities that the solver's current domains and the accepted clues
 * on those same entities allow already satisfies it. Domains only shrink, so such a clue stays
 * useless for the rest of the generation. Costs at most `size^k` checks for a clue on k entities.
 *
 * Entities are numbered: value v of attribute r is `r · size + v`, house p is
 * `attributes · size + p − 1`.
 */
export class RedundancyIndex {
  private readonly seen = new Set<string>();
  private readonly byEntity: Indexed[][];
  private readonly rowOf = new Map<string, number>();
  private readonly valueIndex: Map<Value, number>[];
  private readonly n: number;
  private readonly valueCount: number;
  /** Scratch: position of every entity during an enumeration (houses are constant). */
  private readonly positions: Int32Array;
  /** Scratch of `isRedundant`: the domain and row of each entity of the clue, the related predicates, and the call count. */
  private readonly domains: number[] = [];
  private readonly rows: number[] = [];
  private readonly related: Pred[] = [];
  private calls = 0;
  private readonly keyOf = (e: Entity): string => String(this.idOf(e));

  constructor(grid: HiddenGrid) {
    this.n = grid.size;
    this.valueCount = grid.attributes.length * grid.size;
    this.valueIndex = grid.attributes.map((attribute, r) => {
      this.rowOf.set(attribute.name, r);
      return new Map(attribute.values.map((value, v) => [value, v]));
    });
    // A loop: Array.from({ length }, () => []) cost several times as much.
    this.byEntity = [];
    for (let id = 0; id < this.valueCount; id++) this.byEntity.push([]);
    this.positions = new Int32Array(this.valueCount + this.n);
    for (let p = 0; p < this.n; p++) this.positions[this.valueCount + p] = p + 1;
  }

  private idOf(e: Entity): number {
    if (isPositionRef(e)) return this.valueCount + e.pos - 1;
    const r = this.rowOf.get(e.attr)!;
    return r * this.n + this.valueIndex[r]!.get(e.value)!;
  }

  /** A predicate over entity positions, or null for numeric clues (they also depend on values). */
  private compile(clue: Clue): Pred | null {
    if (clue.type === "any_of") {
      const options: Pred[][] = [];
      for (const option of clue.options) {
        const inner: Pred[] = [];
        for (const c of option) {
          const p = this.compile(c);
          if (p === null) return null;
          inner.push(p);
        }
        options.push(inner);
      }
      return (pos) => options.some((option) => option.every((p) => p(pos)));
    }
    if (isNumericClue(clue) || clue.type === "least" || clue.type === "most") return null;
    const relation = positionalRelation(clue as PositionalClue, this.n);
    const ids = allEntities(clue).map((e) => this.idOf(e));
    const buffer = new Array<number>(ids.length);
    return (pos) => {
      for (let i = 0; i < ids.length; i++) buffer[i] = pos[ids[i]!]!;
      return relation(buffer);
    };
  }

  /** Distinct value-entity ids of a clue, in order of appearance. */
  private valueIds(clue: Clue): number[] {
    const ids: number[] = [];
    for (const e of allEntities(clue)) {
      const id = this.idOf(e);
      if (id < this.valueCount && !ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** The key, entities and predicate of the clue examined last (`add` usually follows `isRedundant`). */
  private last: { readonly clue: Clue; readonly key: string; ids?: number[]; pred?: Pred | null } | null = null;

  private examine(clue: Clue): { readonly clue: Clue; readonly key: string; ids?: number[]; pred?: Pred | null } {
    if (this.last?.clue !== clue) this.last = { clue, key: clueKey(clue, this.keyOf) };
    return this.last;
  }

  private idsOf(clue: Clue): number[] {
    const e = this.examine(clue);
    return (e.ids ??= this.valueIds(clue));
  }

  private predOf(clue: Clue): Pred | null {
    const e = this.examine(clue);
    if (e.pred === undefined) e.pred = this.compile(clue);
    return e.pred;
  }

  /** Records an accepted clue. */
  add(clue: Clue): void {
    this.seen.add(this.examine(clue).key);
    const entry: Indexed = { ids: this.idsOf(clue), pred: this.predOf(clue), seenIn: 0 };
    for (const id of entry.ids) this.byEntity[id]!.push(entry);
  }

  /** Whether the clue repeats an accepted one (in any spelling). */
  isDuplicate(clue: Clue): boolean {
    return this.seen.has(this.examine(clue).key);
  }

  /** Whether the clue is a duplicate or can no longer tell the solver anything. */
  isRedundant(clue: Clue, knowledge: Knowledge | undefined): boolean {
    if (this.isDuplicate(clue)) return true;
    const n = this.n;
    const full = n >= 32 ? -1 : (1 << n) - 1;
    const domainOfId = (id: number): number => (knowledge === undefined ? full : knowledge.domain(Math.floor(id / n), id % n));
    if (clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference") {
      const domains = [clue.a, clue.b].map((e) => (isPositionRef(e) ? 1 << (e.pos - 1) : domainOfId(this.idOf(e))));
      return this.numericSettled(clue.attr, domains, knowledge);
    }
    // Ratios and superlatives are left to minimisation.
    if (clue.type === "ratio" || clue.type === "least" || clue.type === "most") return false;
    const pred = this.predOf(clue);
    if (pred === null) return false;
    const ids = this.idsOf(clue);
    const k = ids.length;
    const domains = this.domains;
    const rows = this.rows;
    let tuples = 1;
    for (let i = 0; i < k; i++) {
      domains[i] = domainOfId(ids[i]!);
      rows[i] = Math.floor(ids[i]! / n);
      tuples *= popcount(domains[i]!);
    }
    if (tuples === 0 || tuples > maxTuples) return false;
    // Accepted clues over a subset of these entities constrain the tuples further.
    const related = this.related;
    related.length = 0;
    const call = ++this.calls;
    for (const id of ids) {
      for (const entry of this.byEntity[id]!) {
        if (entry.seenIn === call || entry.pred === null) continue;
        entry.seenIn = call;
        if (includesAll(ids, entry.ids)) related.push(entry.pred);
      }
    }
    const pos = this.positions;
    // Depth-first over the tuples; values of one attribute take distinct positions.
    const search = (i: number): boolean => {
      if (i === k) {
        for (const p of related) if (!p(pos)) return true;
        return pred(pos);
      }
      const d = domains[i]!;
      for (let p = 1; p <= n; p++) {
        if ((d & (1 << (p - 1))) === 0) continue;
        let clash = false;
        for (let j = 0; j < i; j++) if (rows[j] === rows[i] && pos[ids[j]!] === p) clash = true;
        if (clash) continue;
        pos[ids[i]!] = p;
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
      for (let v = 0; v < this.n; v++) if (knowledge.domain(r, v) === d) found = true;
      if (!found) return false;
    }
    return true;
  }
}

/** Whether every id of `part` is in `whole`. */
function includesAll(whole: readonly number[], part: readonly number[]): boolean {
  for (const x of part) if (!whole.includes(x)) return false;
  return true;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
