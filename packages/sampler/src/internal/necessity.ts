import {
  clueEntities,
  isNumericClue,
  isPositionRef,
  numericRelation,
  positionalRelation,
  superlativeValue,
  type Clue,
  type PositionalClue,
  type Value,
} from "@zebra/model";
import { POS, type Ent, type HiddenGrid } from "./hidden-grid.js";

/** A clue's truth under a transposition of the hidden grid. */
type Holds = (swap: Transposition) => boolean;

/** The hidden grid with the values at positions x and y of row r exchanged (0-based). */
interface Transposition {
  r: number;
  x: number;
  y: number;
}

/**
 * Clues proved necessary by a second solution close to the hidden grid.
 *
 * Exchange two values of one attribute in the hidden grid: when the new grid breaks none of the
 * clues, they have two solutions; when it breaks exactly one, that clue is needed, whatever the
 * tier (without it the rest has two solutions). The sampler adds each accepted clue, and asks a
 * solver whether the clues single out the hidden grid only once no transposition is left
 * unbroken. Minimisation drops clues, and never tries to drop a certified one: certificates only
 * grow as clues go, and in generated puzzles about 70 % of the kept clues are certified this
 * way (the rest cost one solve each).
 *
 * Cost: each clue is evaluated once per transposition that moves one of its values (about
 * `2 · (size − 1)` per clue); dropping a clue updates the transpositions it breaks.
 */
export class NecessityIndex {
  private readonly look: Lookup;
  private readonly pairs: number;
  /** Per transposition: how many kept clues it breaks, and the sum of their indexes. */
  private readonly broken: Int32Array;
  private readonly brokenSum: Float64Array;
  /** Per clue: the transpositions that break it, whether it is kept, and how many transpositions break it alone. */
  private readonly breakers: Int32Array[] = [];
  private readonly kept: boolean[] = [];
  private readonly certified: number[] = [];
  private certifiedClues = 0;
  /** Per transposition: the number of the last clue `add` found it breaking (so it is listed once). */
  private readonly listedFor: Int32Array;
  /** Transpositions that break no kept clue. */
  private unbroken: number;
  private readonly keyed: boolean;

  constructor(grid: HiddenGrid) {
    const n = grid.size;
    this.look = new Lookup(grid);
    this.pairs = (n * (n - 1)) / 2;
    this.broken = new Int32Array(grid.attributes.length * this.pairs);
    this.brokenSum = new Float64Array(this.broken.length);
    // A logic grid's key row never moves (its values name the people), so its exchanges are no solutions.
    this.keyed = grid.keyed;
    this.unbroken = grid.keyed ? this.broken.length - this.pairs : this.broken.length;
    this.listedFor = new Int32Array(this.broken.length).fill(-1);
  }

  /** Adds the next clue (its index is the number of clues added before it). */
  add(clue: Clue): void {
    const grid = this.look.grid;
    const n = grid.size;
    const c = this.breakers.length;
    const holds = compile(this.look, clue);
    const found: number[] = [];
    const swap: Transposition = { r: 0, x: 0, y: 0 };
    for (const cell of moved(this.look, clue)) {
      const r = Math.floor(cell / n);
      if (r === 0 && this.keyed) continue;
      const p = cell - r * n;
      for (let q = 0; q < n; q++) {
        if (q === p) continue;
        swap.r = r;
        swap.x = Math.min(p, q);
        swap.y = Math.max(p, q);
        const t = r * this.pairs + pairIndex(n, swap.x, swap.y);
        if (this.listedFor[t] === c || holds(swap)) continue;
        this.listedFor[t] = c;
        found.push(t);
      }
    }
    this.breakers.push(Int32Array.from(found));
    this.kept.push(true);
    this.certified.push(0);
    for (const t of found) {
      if (this.broken[t] === 0) this.unbroken--;
      else if (this.broken[t] === 1) this.uncertify(this.brokenSum[t]!);
      this.broken[t]!++;
      this.brokenSum[t]! += c;
      if (this.broken[t] === 1) this.certify(c);
    }
  }

  /** Whether some transposition of the hidden grid breaks no kept clue (so they have two solutions). */
  get ambiguous(): boolean {
    return this.unbroken > 0;
  }

  /** How many clues are certified necessary. */
  get count(): number {
    return this.certifiedClues;
  }

  /** Whether the kept clues without clue c have two solutions (a transposition shows one). */
  isNecessary(c: number): boolean {
    return this.certified[c]! > 0;
  }

  /** Records that clue c was dropped: the transpositions it broke may now certify another. */
  drop(c: number): void {
    if (!this.kept[c]) return;
    this.kept[c] = false;
    for (const t of this.breakers[c]!) {
      if (this.broken[t] === 1) this.uncertify(c);
      this.broken[t]!--;
      this.brokenSum[t]! -= c;
      if (this.broken[t] === 1) this.certify(this.brokenSum[t]!);
      else if (this.broken[t] === 0) this.unbroken++;
    }
  }

  private certify(c: number): void {
    if (this.certified[c]!++ === 0) this.certifiedClues++;
  }

  private uncertify(c: number): void {
    if (--this.certified[c]! === 0) this.certifiedClues--;
  }
}

/** Index of the pair x < y among the pairs of 0..n−1. */
function pairIndex(n: number, x: number, y: number): number {
  return x * n - (x * (x + 1)) / 2 + (y - x - 1);
}

/** The hidden grid, looked up by attribute name and value. */
class Lookup {
  readonly grid: HiddenGrid;
  private readonly rows = new Map<string, number>();
  private readonly values: Map<Value, number>[];

  constructor(grid: HiddenGrid) {
    this.grid = grid;
    this.values = grid.attributes.map((attribute, r) => {
      this.rows.set(attribute.name, r);
      return new Map(attribute.values.map((value, v) => [value, v]));
    });
  }

  row(attr: string): number {
    return this.rows.get(attr)!;
  }

  /** The entities of a clue (not an `any_of`), in index form. */
  entities(clue: Clue): Ent[] {
    return clueEntities(clue).map((e): Ent => {
      if (isPositionRef(e)) return { r: POS, v: e.pos - 1 };
      const r = this.rows.get(e.attr)!;
      return { r, v: this.values[r]!.get(e.value)! };
    });
  }
}

/**
 * The cells (`row · size + position`) whose value a transposition must move for this clue to
 * change: the cells of the values it names, and for a numeric comparison the cells of the
 * compared attribute at its people's positions.
 */
function moved(look: Lookup, clue: Clue, into: number[] = []): number[] {
  const grid = look.grid;
  const n = grid.size;
  const add = (r: number, p: number): void => {
    if (!into.includes(r * n + p)) into.push(r * n + p);
  };
  if (clue.type === "any_of") {
    for (const option of clue.options) for (const inner of option) moved(look, inner, into);
    return into;
  }
  const ents = look.entities(clue);
  for (const e of ents) if (e.r !== POS) add(e.r, grid.positionOf[e.r]![e.v]!);
  if (isNumericClue(clue) || clue.type === "least" || clue.type === "most") {
    const nr = look.row(clue.attr);
    for (const e of ents) add(nr, e.r === POS ? e.v : grid.positionOf[e.r]![e.v]!);
  }
  return into;
}

/** The position (0-based) of an entity in the hidden grid after a transposition. */
function positionAfter(grid: HiddenGrid, e: Ent, t: Transposition): number {
  if (e.r === POS) return e.v;
  const p = grid.positionOf[e.r]![e.v]!;
  if (e.r !== t.r) return p;
  return p === t.x ? t.y : p === t.y ? t.x : p;
}

/** The value index of row r at position p (0-based) after a transposition. */
function valueAfter(grid: HiddenGrid, r: number, p: number, t: Transposition): number {
  const q = r === t.r ? (p === t.x ? t.y : p === t.y ? t.x : p) : p;
  return grid.valueAt[r]![q]!;
}

/** A clue's meaning (the model's relations) read on the hidden grid after a transposition. */
function compile(look: Lookup, clue: Clue): Holds {
  const grid = look.grid;
  if (clue.type === "any_of") {
    const options = clue.options.map((option) => option.map((inner) => compile(look, inner)));
    return (t) => options.some((option) => option.every((holds) => holds(t)));
  }
  if (isNumericClue(clue)) {
    const rel = numericRelation(clue);
    const nr = look.row(clue.attr);
    const values = grid.attributes[nr]!.values as readonly number[];
    const [a, b] = look.entities(clue) as [Ent, Ent];
    return (t) => {
      const pa = positionAfter(grid, a, t);
      const pb = positionAfter(grid, b, t);
      return rel(values[valueAfter(grid, nr, pa, t)]!, values[valueAfter(grid, nr, pb, t)]!);
    };
  }
  if (clue.type === "least" || clue.type === "most") {
    const nr = look.row(clue.attr);
    const values = grid.attributes[nr]!.values as readonly number[];
    const extreme = values.indexOf(superlativeValue(clue, values));
    const [a] = look.entities(clue) as [Ent];
    return (t) => valueAfter(grid, nr, positionAfter(grid, a, t), t) === extreme;
  }
  const rel = positionalRelation(clue as PositionalClue, grid.size);
  const ents = look.entities(clue);
  const positions = new Array<number>(ents.length);
  return (t) => {
    for (let i = 0; i < ents.length; i++) positions[i] = positionAfter(grid, ents[i]!, t) + 1;
    return rel(positions);
  };
}
