import type { AtFact, Fact, Step } from "@zebra/model";
import { domainFact, factMask } from "./facts.js";
import { attrOf, entityId, type Shape } from "./shape.js";

/** Positions an entity must have lost: the positions a fact rules out. */
export interface Need {
  readonly id: number;
  readonly mask: number;
}

/** The need of a fact: the positions it rules out for its entity. */
export function needOf(shape: Shape, fact: Fact): Need {
  return { id: entityId(shape, fact.entity), mask: shape.full & ~factMask(fact, shape.full) };
}

/** A fact an argument has established, and the line that gives it (-1: the start grid). */
export interface Established {
  readonly fact: Fact;
  readonly line: number;
  /** The fact's entity, and the positions it allows. */
  readonly id: number;
  readonly allowed: number;
}

/** The result of {@link Argument.subTrace}. */
export interface SubTrace {
  /** Indexes of the lines kept, ascending. */
  readonly kept: readonly number[];
  /** What the kept lines and the targets take from the start grid: per entity, the positions. */
  readonly fromStart: readonly Need[];
}

/**
 * An argument, to find the smallest part of it that still reaches a goal. It starts from a grid
 * (`start`: the domains it may rely on, as premises), then has lines: optionally an assumption,
 * then steps. Each line needs facts (a step's premises) and gives facts (its conclusions). A fact
 * holds once every position it rules out is eliminated: by the start grid, or by a line before
 * it (its own conclusions, or a value of the same attribute placed at that position).
 */
export class Argument {
  readonly shape: Shape;
  readonly start: Int32Array;
  /** The steps; line 0 is the assumption when there is one, and line i + 1 is step i. */
  readonly steps: readonly Step[];
  readonly assumption: AtFact | undefined;
  /** Per line: its needs (premises) and what it gives (conclusions). */
  private readonly needs: readonly (readonly Need[])[];
  private readonly gives: readonly (readonly Fact[])[];
  /** Per entity × position: the lines that eliminate it, ascending. */
  private readonly sources: (number[] | undefined)[];

  constructor(shape: Shape, start: Int32Array, steps: readonly Step[], assumption?: AtFact) {
    this.shape = shape;
    this.start = start;
    this.steps = steps;
    this.assumption = assumption;
    const lines = assumption ? [{ premises: [], conclusions: [assumption] }, ...steps] : steps;
    this.needs = lines.map((l) => l.premises.map((f) => needOf(shape, f)));
    this.gives = lines.map((l) => l.conclusions);
    const n = shape.size;
    this.sources = new Array<number[] | undefined>(shape.valueCount * n);
    const add = (id: number, mask: number, line: number): void => {
      let m = mask & shape.full;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const k = id * n + 31 - Math.clz32(bit);
        const list = this.sources[k];
        if (list === undefined) this.sources[k] = [line];
        else if (list[list.length - 1] !== line) list.push(line);
      }
    };
    this.gives.forEach((facts, line) => {
      for (const f of facts) {
        const id = entityId(shape, f.entity);
        const allowed = factMask(f, shape.full);
        add(id, ~allowed, line);
        if (f.kind !== "at") continue;
        const a = attrOf(shape, id);
        for (let w = a * n; w < (a + 1) * n; w++) if (w !== id) add(w, allowed, line);
      }
    });
  }

  /** Number of lines. */
  get length(): number {
    return this.needs.length;
  }

  /** Lines kept whatever they give: the assumption. */
  get always(): readonly number[] {
    return this.assumption ? [0] : [];
  }

  /** The steps of kept lines, in order (the assumption left out). */
  stepsOf(kept: readonly number[]): Step[] {
    const offset = this.assumption ? 1 : 0;
    return kept.filter((j) => j >= offset).map((j) => this.steps[j - offset]!);
  }

  /** The facts established: the start grid's (one per narrowed value), then each line's conclusions. */
  established(): Established[] {
    const { shape, start } = this;
    const out: Established[] = [];
    for (let v = 0; v < shape.valueCount; v++)
      if (start[v] !== shape.full) out.push({ fact: domainFact(shape, v, start[v]!), line: -1, id: v, allowed: start[v]! });
    this.gives.forEach((facts, line) => {
      for (const fact of facts) out.push({ fact, line, id: entityId(shape, fact.entity), allowed: factMask(fact, shape.full) });
    });
    return out;
  }

  /**
   * A small set of lines that reaches `targets`: every need of a kept line is met by the start
   * grid or by kept lines before it, and so is every target. Built greedily (each unmet position
   * by the earliest line that eliminates it), then pruned (a kept line goes when the rest still
   * suffices), so no kept line can be left out.
   *
   * @param targets what the kept lines must establish.
   * @param keep lines to keep whatever they give (besides the assumption): the lines that state
   *   facts the argument ends on, so that they are said before they are used.
   * @returns the kept lines and what they take from the start, or null when the lines cannot
   *   reach the targets.
   */
  subTrace(targets: readonly Need[], keep: readonly number[] = []): SubTrace | null {
    const fixed = new Set([...this.always, ...keep]);
    const kept = this.greedy(targets, fixed);
    if (kept === null) return null;
    this.prune(targets, kept, fixed);
    return { kept: [...kept].sort((x, y) => x - y), fromStart: this.fromStart(targets, kept) };
  }

  /** Calls `visit` for each position of a need that the start grid leaves open, with its sources. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a visitor that returns nothing goes on to the next bit.
  private open(need: Need, visit: (bit: number, sources: readonly number[]) => boolean | void): boolean {
    let m = need.mask & this.start[need.id]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const sources = this.sources[need.id * this.shape.size + 31 - Math.clz32(bit)] ?? [];
      if (visit(bit, sources) === false) return false;
    }
    return true;
  }

  /** Each position the targets (and then the lines kept for them) need, from the earliest line that eliminates it. */
  private greedy(targets: readonly Need[], fixed: ReadonlySet<number>): Set<number> | null {
    const kept = new Set<number>(fixed);
    const work: { need: Need; before: number }[] = targets.map((need) => ({ need, before: this.length }));
    for (const j of fixed) for (const need of this.needs[j]!) work.push({ need, before: j });
    while (work.length > 0) {
      const { need, before } = work.pop()!;
      const reached = this.open(need, (_, sources) => {
        if (sources.some((j) => j < before && kept.has(j))) return true;
        const source = sources[0];
        if (source === undefined || source >= before) return false;
        kept.add(source);
        for (const n of this.needs[source]!) work.push({ need: n, before: source });
        return true;
      });
      if (!reached) return null;
    }
    return kept;
  }

  /**
   * Drops each kept line (latest first) that the rest can do without: a line can go when every
   * position it eliminates for the others' needs is also eliminated by another kept line before
   * them. Each needed position counts the kept lines that meet it.
   */
  private prune(targets: readonly Need[], kept: Set<number>, fixed: ReadonlySet<number>): void {
    const covers: number[] = []; // per requirement: how many kept lines meet it
    const owner: number[] = []; // per requirement: the line that needs it (-1: a target)
    const meets = new Map<number, number[]>(); // line -> requirements it meets
    const require = (need: Need, before: number, by: number): void => {
      this.open(need, (_, sources) => {
        const r = covers.length;
        let count = 0;
        for (const j of sources) {
          if (j >= before) break;
          if (!kept.has(j)) continue;
          count++;
          const list = meets.get(j);
          if (list) list.push(r);
          else meets.set(j, [r]);
        }
        covers.push(count);
        owner.push(by);
      });
    };
    for (const t of targets) require(t, this.length, -1);
    for (const j of kept) for (const n of this.needs[j]!) require(n, j, j);
    const gone = new Set<number>();
    for (const j of [...kept].filter((k) => !fixed.has(k)).sort((x, y) => y - x)) {
      const met = meets.get(j) ?? [];
      if (met.some((r) => !gone.has(owner[r]!) && covers[r] === 1)) continue;
      kept.delete(j);
      gone.add(j);
      for (const r of met) covers[r]!--;
    }
  }

  /** The positions the kept lines and targets take from the start grid (not from a kept line), per entity. */
  private fromStart(targets: readonly Need[], kept: ReadonlySet<number>): Need[] {
    const n = this.shape.size;
    const taken = new Map<number, number>();
    const add = (need: Need, before: number): void => {
      let m = need.mask & ~this.start[need.id]!;
      let free = 0;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const sources = this.sources[need.id * n + 31 - Math.clz32(bit)] ?? [];
        if (!sources.some((j) => j < before && kept.has(j))) free |= bit;
      }
      if (free !== 0) taken.set(need.id, (taken.get(need.id) ?? 0) | free);
    };
    for (const t of targets) add(t, this.length);
    for (const j of kept) for (const need of this.needs[j]!) add(need, j);
    return [...taken].sort((x, y) => x[0] - y[0]).map(([id, mask]) => ({ id, mask }));
  }
}
