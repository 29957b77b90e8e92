import type { Attribute, CandidateGrid, Clue, Conflict, PartialGrid, Step, Tier, Value, ValueRef } from "@zebra/model";
import { Core } from "./internal/core.js";
import { subsetSolverOf, type SubsetSolver } from "./subsets.js";
import { candidateGridOf, partialGridOf } from "./internal/views.js";
import { compileShape, entityId, popcount, positionsOf } from "./internal/shape.js";

/** Where a deduction stands: every value placed, no progress possible, or the clues conflict. */
export type DeductionStatus = "solved" | "stuck" | "contradiction";

/** The size and attributes of a puzzle (its clues come later, one by one). */
export interface EngineShape {
  readonly size: number;
  readonly attributes: readonly Attribute[];
  /** `"logic-grid"`: no row; the first attribute's value k is the person at position k. */
  readonly kind?: "logic-grid";
}

/** Options of {@link createEngine}. */
export interface EngineOptions {
  /**
   * Highest reasoning tier used after each clue (default 1: one clue at a time plus singles,
   * which is what makes `addClue` cost microseconds). 2 adds clue combinations, 3 proofs by
   * contradiction.
   */
  readonly maxTier?: Tier;
  /** Record the steps (default false: generators only need the state). */
  readonly trace?: boolean;
}

/** A cell (attribute, position) that still has more than one candidate value. */
export interface UnresolvedCell {
  readonly attr: string;
  /** 1-based position. */
  readonly pos: number;
  /** The values still possible there, in the attribute's value order. */
  readonly candidates: readonly Value[];
}

/**
 * A live deduction state that clues are added to one at a time.
 *
 * Deductions are monotone in the clue set, so each `addClue` continues from the current state
 * instead of solving again from scratch.
 */
export interface Engine {
  /** Number of positions. */
  readonly size: number;
  readonly attributes: readonly Attribute[];
  /** The clues added so far, in order (clue index = position in this list). */
  readonly clues: readonly Clue[];
  /** `solved` when every value is placed, `contradiction` when the clues conflict, else `stuck`. */
  readonly status: DeductionStatus;
  /** What broke, when `status` is `contradiction`. */
  readonly conflict: Conflict | undefined;
  /** The steps so far (empty unless created with `trace: true`). */
  readonly steps: readonly Step[];
  /** The highest tier any deduction used so far. */
  readonly tier: Tier;
  /**
   * Adds a clue and propagates to a fixpoint within `maxTier`.
   *
   * @returns the status after the clue.
   */
  addClue(clue: Clue): DeductionStatus;
  /** The 1-based positions a value may still take, ascending. */
  positionsOf(ref: ValueRef): number[];
  /** The same as a bitmask (bit `p - 1` set when position `p` is possible), without allocating. */
  positionMask(ref: ValueRef): number;
  /**
   * The same for value `value` of attribute `attr`, both as indexes (into `attributes` and into
   * that attribute's `values`): no name is looked up, for generators that read every domain
   * after each clue.
   */
  positionMaskAt(attr: number, value: number): number;
  /** Number of positions a value may still take. */
  domainSize(ref: ValueRef): number;
  /** Whether a value's position is known. */
  isPlaced(ref: ValueRef): boolean;
  /** Number of values whose position is known (the puzzle is solved at `size × attributes`). */
  placedCount(): number;
  /** Total number of (value, position) candidates left; it shrinks as deductions progress. */
  candidateCount(): number;
  /** Cells with more than one candidate value, attribute by attribute, position by position. */
  unresolvedCells(): UnresolvedCell[];
  /** Values whose position is not known yet. */
  unresolvedValues(): ValueRef[];
  /** The known values by position. */
  grid(): PartialGrid;
  /** The candidate values of every cell. */
  candidates(): CandidateGrid;
  /** An independent copy (adding clues to one does not affect the other). */
  clone(): Engine;
  /**
   * The clues added so far as a {@link SubsetSolver} (clue i is the i-th added), sharing their
   * compiled form: a generator minimises the clues it sampled without compiling them again.
   * Clues added later are not in it.
   */
  subsets(): SubsetSolver;
}

class LiveEngine implements Engine {
  readonly core: Core;

  constructor(core: Core) {
    this.core = core;
  }

  get size(): number {
    return this.core.shape.size;
  }

  get attributes(): readonly Attribute[] {
    return this.core.shape.attributes;
  }

  get clues(): readonly Clue[] {
    return this.core.clues;
  }

  get status(): DeductionStatus {
    return this.core.status;
  }

  get conflict(): Conflict | undefined {
    return this.core.conflict ?? undefined;
  }

  get steps(): readonly Step[] {
    return this.core.steps;
  }

  get tier(): Tier {
    return this.core.usedTier;
  }

  addClue(clue: Clue): DeductionStatus {
    const core = this.core;
    core.addClue(clue, core.clues.length);
    if (!core.conflict) core.run();
    return core.status;
  }

  positionsOf(ref: ValueRef): number[] {
    return positionsOf(this.core.maskOf(ref));
  }

  positionMask(ref: ValueRef): number {
    return this.core.maskOf(ref);
  }

  positionMaskAt(attr: number, value: number): number {
    const { shape, dom } = this.core;
    if (!(attr >= 0 && attr < shape.attrCount && value >= 0 && value < shape.size && Number.isInteger(attr) && Number.isInteger(value))) {
      throw new RangeError(`positionMaskAt: no value ${value} of attribute ${attr} in a ${shape.size}-house puzzle with ${shape.attrCount} attributes`);
    }
    return dom[attr * shape.size + value]!;
  }

  domainSize(ref: ValueRef): number {
    return popcount(this.core.maskOf(ref));
  }

  isPlaced(ref: ValueRef): boolean {
    return this.core.placed[entityId(this.core.shape, ref)] === 1;
  }

  placedCount(): number {
    return this.core.placedCount;
  }

  candidateCount(): number {
    const { dom, shape } = this.core;
    let c = 0;
    for (let v = 0; v < shape.valueCount; v++) c += popcount(dom[v]!);
    return c;
  }

  unresolvedCells(): UnresolvedCell[] {
    const out: UnresolvedCell[] = [];
    const grid = this.candidates();
    for (const attribute of this.core.shape.attributes) {
      grid[attribute.name]!.forEach((values, i) => {
        if (values.length > 1) out.push({ attr: attribute.name, pos: i + 1, candidates: values });
      });
    }
    return out;
  }

  unresolvedValues(): ValueRef[] {
    const { shape, placed } = this.core;
    const out: ValueRef[] = [];
    for (let v = 0; v < shape.valueCount; v++) if (placed[v] === 0) out.push(shape.refs[v]!);
    return out;
  }

  grid(): PartialGrid {
    return partialGridOf(this.core.shape, this.core.dom);
  }

  candidates(): CandidateGrid {
    return candidateGridOf(this.core.shape, this.core.dom);
  }

  clone(): Engine {
    return new LiveEngine(this.core.clone());
  }

  subsets(): SubsetSolver {
    return subsetSolverOf(this.core);
  }
}

/**
 * Creates an incremental deduction engine for a puzzle shape, to which clues are added one by one.
 *
 * Use it in generators: add a candidate clue to a live engine (or to a `clone()` to try it)
 * instead of solving from scratch after every clue. With the default `maxTier: 1` an
 * `addClue` costs microseconds on a 5×5 grid (one pass of the clue's propagator, then whatever
 * it wakes up). With `trace: true` the engine records `steps` like {@link deduce}.
 *
 * @param shape the puzzle's size and attributes (each attribute has exactly `size` distinct values).
 * @param options `maxTier` (default 1) and `trace` (default false).
 * @returns a live engine with no clues.
 * @example
 * ```ts
 * const engine = createEngine({ size: 3, attributes: [{ name: "Pet", values: ["cat", "dog", "fish"] }] });
 * engine.addClue({ type: "at", a: { attr: "Pet", value: "cat" }, pos: 1 });
 * engine.addClue({ type: "immediately_left", a: { attr: "Pet", value: "fish" }, b: { attr: "Pet", value: "dog" } });
 * engine.status; // "solved"
 * engine.positionsOf({ attr: "Pet", value: "dog" }); // [3]
 * ```
 */
export function createEngine(shape: EngineShape, options: EngineOptions = {}): Engine {
  const core = new Core(compileShape(shape), options.maxTier ?? 1, options.trace ?? false);
  core.run();
  return new LiveEngine(core);
}
