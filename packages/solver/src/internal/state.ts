import type { Clue, Conflict, Step, Tier, ValueRef } from "@zebra/model";
import { ClueSet } from "./clue-set.js";
import type { GroupIndex } from "./groups.js";
import { compileClue } from "./props/compile.js";
import type { Prop } from "./props/types.js";
import { attrOf, entityId, initialDomains, type Shape } from "./shape.js";

/** Status of a deduction. */
export type CoreStatus = "solved" | "stuck" | "contradiction";

/**
 * The per-solve arrays: what `clone` copies and `probeFrom` copies into the reused probe (and
 * `checkedAt`, when the copy runs tier 2). A field added to the state that a solve changes
 * belongs here (or in `solveScalars`), and in `copyInto`; a test holds the two together.
 */
export const solveArrays = ["dom", "placed", "stamp", "queued", "queue", "pending", "pendingUnary", "attrDirty"] as const;

/** The per-solve scalars (see `solveArrays`). */
export const solveScalars = ["placedCount", "clock", "queueTop", "anyAttrDirty", "conflict", "failedProp"] as const;

/**
 * How a state deduces and what it did so far: what `clone` copies besides the per-solve fields
 * (a probe sets its own; `usedProps` is not copied: a clone tracks nothing unless asked).
 */
const runFields = [
  "trace",
  "maxTier",
  "maxSteps",
  "eventBudget",
  "groupLimit",
  "maxCombinations",
  "maxContradictions",
  "refuteOneByOne",
  "excluded",
  "usedTier",
  "stepLimitHit",
  "events",
  "combinations",
  "contradictions",
] as const;

type RunFields = Record<(typeof runFields)[number], unknown>;

/**
 * The deduction state: one bitmask of positions per entity, the compiled clues, a work queue of
 * clues whose entities changed, and (when tracing) the steps taken. The reasoning tiers
 * (`tier1.ts`, `tier2.ts`, `tier3.ts`) work on it; `Core` drives them.
 */
export abstract class SolverState {
  readonly shape: Shape;
  /** The clues and their propagators (shared with clones until one adds a clue). */
  clueSet: ClueSet;
  /** Tier 2's clue groups, built on first use and grown with the clues (shared with clones). */
  groupIndex: GroupIndex | null = null;

  // ---- per solve (see `solveArrays` and `solveScalars`)
  /** Per entity: the positions it may still take. */
  dom: Int32Array;
  /** Per value: 1 once its position is known and removed from the rest of its attribute. */
  placed: Uint8Array;
  placedCount = 0;
  /** Per entity: the clock when its domain last changed. */
  stamp: Int32Array;
  clock = 1;
  /** Per prop: 1 while it waits in the queue. */
  queued: Uint8Array;
  /** Waiting props, as a stack of `queueTop` entries (used without a trace: order does not matter there). */
  queue: Int32Array;
  queueTop = 0;
  /** Waiting props as bit sets, unary clues apart (used with a trace: cheapest, then lowest clue first). */
  pending: Int32Array;
  pendingUnary: Int32Array;
  /** Per attribute: 1 when a domain changed since its singles were last looked for. */
  attrDirty: Uint8Array;
  anyAttrDirty = true;
  /** Per tier-2 group: the clock when it was last found to give nothing (per solve too, copied only when tier 2 runs). */
  checkedAt: Int32Array;
  conflict: Conflict | null = null;
  /** The prop whose propagation last failed (for the search's choice heuristic). */
  failedProp = -1;

  // ---- how to deduce
  trace: boolean;
  maxTier: Tier;
  /** Stop once this many top-level steps are recorded. */
  maxSteps = Infinity;
  /**
   * Without a trace: how many deductions (clue applications that narrow something, singles,
   * combinations) this state may make before it stops as if stuck; `events` counts them. Set in
   * the assumptions of a proof by contradiction, so that fast solves refute only what a short
   * traced proof can (see `tier3.ts`).
   */
  eventBudget = Infinity;
  /** Largest group of clues tier 2 combines (3; 2 inside proofs by contradiction). */
  groupLimit = 3;
  /** Stop as if stuck after more clue combinations, or more proofs by contradiction, than these. */
  maxCombinations = Infinity;
  maxContradictions = Infinity;
  /**
   * Without a trace, apply one refutation per tier-3 step (the first found) instead of every
   * refutation found, so that `contradictions` counts proofs as a traced solve takes them.
   */
  refuteOneByOne = false;
  /** Per prop: 1 when it is left out of this solve (a subset of the clues; see `restart`). */
  excluded: Uint8Array | null = null;
  /** When set, per prop: 1 once its propagation (alone or in a combination) narrowed a domain. */
  usedProps: Uint8Array | null = null;

  // ---- what the deduction did
  steps: Step[] = [];
  usedTier: Tier = 1;
  /** Set once `maxSteps` top-level steps are recorded, or `eventBudget` is used up. */
  stepLimitHit = false;
  events = 0;
  /** Clue combinations and proofs by contradiction applied. */
  combinations = 0;
  contradictions = 0;

  /** Scratch domains for premise minimisation. */
  scratch: Int32Array | null = null;
  /** Scratch: the entities a propagation left with one position (placing waits until it is applied). */
  readonly toPlace: Int32Array;
  /** The state that assumptions are tried in; valid until the next `probeFrom`. */
  private probe: SolverState | null = null;

  constructor(shape: Shape, maxTier: Tier, trace: boolean, clueSet?: ClueSet) {
    this.shape = shape;
    this.clueSet = clueSet ?? new ClueSet(shape.entityCount);
    this.dom = initialDomains(shape);
    this.placed = new Uint8Array(shape.valueCount);
    this.stamp = new Int32Array(shape.entityCount);
    this.queued = new Uint8Array(0);
    this.queue = new Int32Array(32);
    this.toPlace = new Int32Array(shape.entityCount);
    this.pending = new Int32Array(0);
    this.pendingUnary = new Int32Array(0);
    this.attrDirty = new Uint8Array(shape.attrCount).fill(1);
    this.checkedAt = new Int32Array(0);
    this.trace = trace;
    this.maxTier = maxTier;
    this.placeKey();
  }

  /** A logic grid's key values are where they name people from the start: placed, with no step. */
  private placeKey(): void {
    if (!this.shape.keyed) return;
    for (let v = 0; v < this.shape.size; v++) this.placed[v] = 1;
    this.placedCount = this.shape.size;
  }

  /** Deduces to a fixpoint within `maxTier` (or a conflict, or a limit). */
  abstract run(): void;

  get props(): readonly Prop[] {
    return this.clueSet.props;
  }

  get clues(): readonly Clue[] {
    return this.clueSet.clues;
  }

  /** entity → indexes of the props that read it. */
  get watchers(): readonly (readonly number[])[] {
    return this.clueSet.watchers;
  }

  get status(): CoreStatus {
    if (this.conflict) return "contradiction";
    return this.placedCount === this.shape.valueCount ? "solved" : "stuck";
  }

  /** A new state of the same class and shape, with nothing deduced (what clones and probes start from). */
  private blank(clueSet?: ClueSet): this {
    const create = this.constructor as new (shape: Shape, maxTier: Tier, trace: boolean, clueSet?: ClueSet) => this;
    return new create(this.shape, this.maxTier, this.trace, clueSet);
  }

  /**
   * Copies this state's per-solve fields into `to`, reusing its arrays when they have the right
   * length; `checkedAt` only when `to` will run tier 2 (`groups`).
   */
  private copyInto(to: SolverState, groups: boolean): void {
    to.clueSet = this.clueSet;
    to.groupIndex = this.groupIndex;
    // Field by field, as `solveArrays` and `solveScalars` list them (a loop over the names
    // reads them by key, which made every proof by contradiction measurably slower).
    to.dom = copied(this.dom, to.dom);
    to.placed = copied(this.placed, to.placed);
    to.stamp = copied(this.stamp, to.stamp);
    to.queued = copied(this.queued, to.queued);
    to.queue = copied(this.queue, to.queue);
    to.pending = copied(this.pending, to.pending);
    to.pendingUnary = copied(this.pendingUnary, to.pendingUnary);
    to.attrDirty = copied(this.attrDirty, to.attrDirty);
    if (groups) to.checkedAt = copied(this.checkedAt, to.checkedAt);
    to.placedCount = this.placedCount;
    to.clock = this.clock;
    to.queueTop = this.queueTop;
    to.anyAttrDirty = this.anyAttrDirty;
    to.conflict = this.conflict;
    to.failedProp = this.failedProp;
  }

  /**
   * An independent copy. The clue set and group index are shared until one side changes them.
   * `into`, a state of the same clues no longer in use, is overwritten instead of allocating one.
   */
  clone(into?: this): this {
    // Given the shared clue set, the blank state does not build one of its own only to drop it.
    const c = into ?? this.blank(this.clueSet);
    this.copyInto(c, true);
    for (const f of runFields) (c as unknown as RunFields)[f] = (this as unknown as RunFields)[f];
    c.steps = this.steps.slice();
    this.clueSet.shared = true;
    this.groupIndex?.share();
    return c;
  }

  /**
   * This state copied into a state reused from one call to the next: for each assumption of a
   * proof by contradiction (tier 3 tries many), and for each solve of a subset of the clues
   * from a common base. It shares the clue set and group index: a probe never adds a clue. The
   * caller sets how it deduces (trace, tiers, limits); `groups` says whether it may run tier 2,
   * which needs the groups' `checkedAt`.
   */
  probeFrom(groups: boolean): SolverState {
    if (this.probe === null) this.probe = this.blank(this.clueSet);
    this.copyInto(this.probe, groups);
    return this.probe;
  }

  /**
   * A traced tier-1 state over the clues of `clueSet` only (the clues of one combination), on the
   * domains `dom` (or this state's), with every clue queued: what one case of a case argument is
   * followed through in. A value counts as placed when it has one position, which no other value
   * of its attribute still has.
   */
  restrictedOn(clueSet: ClueSet, dom: Int32Array = this.dom): SolverState {
    const c = this.blank(clueSet);
    const n = this.shape.size;
    c.dom.set(dom);
    for (let v = 0; v < this.shape.valueCount; v++) {
      const d = dom[v]!;
      if (d === 0 || (d & (d - 1)) !== 0) continue;
      let alone = true;
      const a = attrOf(this.shape, v);
      for (let w = a * n; w < (a + 1) * n; w++) if (w !== v && (dom[w]! & d) !== 0) alone = false;
      if (alone) {
        c.placed[v] = 1;
        c.placedCount++;
      }
    }
    c.attrDirty.fill(0);
    c.anyAttrDirty = false;
    c.trace = true;
    c.maxTier = 1;
    const size = Math.max(32, clueSet.props.length);
    c.queued = new Uint8Array(size);
    c.pending = new Int32Array((size + 31) >> 5);
    c.pendingUnary = new Int32Array((size + 31) >> 5);
    for (let i = 0; i < clueSet.props.length; i++) c.enqueue(i);
    return c;
  }

  /** Adds a clue (compiled) to the queue; does not propagate. */
  addClue(clue: Clue, index: number): void {
    this.ownClues();
    this.clueSet.clues.push(clue);
    for (const prop of compileClue(this.shape, clue, index)) this.addProp(prop);
  }

  /** Adds a propagator (of a clue, or of an extra fact) to the queue; does not propagate. */
  addProp(prop: Prop): void {
    this.ownClues();
    const i = this.clueSet.addProp(prop);
    if (i >= this.queued.length) {
      const size = Math.max(32, this.queued.length * 2);
      const q = new Uint8Array(size);
      q.set(this.queued);
      this.queued = q;
      const p = new Int32Array(size >> 5);
      p.set(this.pending);
      this.pending = p;
      const u = new Int32Array(size >> 5);
      u.set(this.pendingUnary);
      this.pendingUnary = u;
    }
    this.enqueue(i);
  }

  /** Takes a private copy of a clue set shared with a clone. */
  private ownClues(): void {
    if (this.clueSet.shared) this.clueSet = this.clueSet.copy();
  }

  // ---- the work queue

  enqueue(i: number): void {
    if (this.queued[i] === 0) {
      this.queued[i] = 1;
      const k = this.clueSet.props[i]!.kind;
      if (k === "unary" || k === "const") this.pendingUnary[i >> 5]! |= 1 << (i & 31);
      else this.pending[i >> 5]! |= 1 << (i & 31);
      if (!this.trace) {
        if (this.queueTop === this.queue.length) {
          const grown = new Int32Array(this.queue.length * 2);
          grown.set(this.queue);
          this.queue = grown;
        }
        this.queue[this.queueTop++] = i;
      }
    }
  }

  /** Pops the next queued prop: unary clues first, then the lowest clue index when tracing. */
  nextProp(): number {
    if (!this.trace) {
      const queue = this.queue;
      while (this.queueTop > 0) {
        const i = queue[--this.queueTop]!;
        if (this.queued[i] === 1) return this.dequeue(i);
      }
    }
    const unary = this.pendingUnary;
    for (let w = 0; w < unary.length; w++) {
      const x = unary[w]!;
      if (x !== 0) return this.dequeue((w << 5) + 31 - Math.clz32(x & -x));
    }
    const rest = this.pending;
    for (let w = 0; w < rest.length; w++) {
      const x = rest[w]!;
      if (x !== 0) return this.dequeue((w << 5) + 31 - Math.clz32(x & -x));
    }
    return -1;
  }

  private dequeue(i: number): number {
    this.queued[i] = 0;
    this.pending[i >> 5]! &= ~(1 << (i & 31));
    this.pendingUnary[i >> 5]! &= ~(1 << (i & 31));
    return i;
  }

  // ---- the domains

  /** Records that entity v's domain changed (by a prop other than `except`). */
  changed(v: number, except: number): void {
    this.stamp[v] = ++this.clock;
    const ws = this.clueSet.watchers[v]!;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      if (w !== except && this.queued[w] === 0) this.enqueue(w);
    }
    const a = attrOf(this.shape, v);
    this.attrDirty[a] = 1;
    this.anyAttrDirty = true;
  }

  /** Places value v at its (single) position: marks it and removes that position from the rest of its attribute. */
  place(v: number): void {
    if (this.placed[v] === 1) return;
    const shape = this.shape;
    const bit = this.dom[v]!;
    this.placed[v] = 1;
    this.placedCount++;
    const base = attrOf(shape, v) * shape.size;
    for (let w = base; w < base + shape.size; w++) {
      if (w === v) continue;
      const d = this.dom[w]!;
      if ((d & bit) !== 0) {
        const nd = d & ~bit;
        this.dom[w] = nd;
        this.changed(w, -1);
        if (nd === 0 && !this.conflict) this.conflict = { kind: "no-position", entity: shape.refs[w]! };
      }
    }
  }

  /** Writes new domains, placing entities left with one position. */
  applyDomains(vars: ArrayLike<number>, after: ArrayLike<number>, except: number): void {
    const dom = this.dom;
    const singles: number[] = [];
    for (let i = 0; i < vars.length; i++) {
      const v = vars[i]!;
      const m = after[i]!;
      if (m !== dom[v]) {
        dom[v] = m;
        this.changed(v, except);
        if (m !== 0 && (m & (m - 1)) === 0 && this.placed[v] === 0) singles.push(v);
      }
    }
    for (const v of singles) this.place(v);
  }

  /** Domain of a value reference, as a mask. */
  maskOf(ref: ValueRef): number {
    return this.dom[entityId(this.shape, ref)]!;
  }

  // ---- what the deduction did

  record(step: Step): void {
    if (step.tier > this.usedTier) this.usedTier = step.tier;
    this.steps.push(step);
    if (this.steps.length >= this.maxSteps) this.stepLimitHit = true;
  }

  /** Counts one deduction made without a trace against `eventBudget`. */
  countEvent(): void {
    if (++this.events > this.eventBudget) this.stepLimitHit = true;
  }

  /** Counts a clue combination, or a proof by contradiction, against its limit. */
  countCombination(): void {
    if (++this.combinations > this.maxCombinations) this.stepLimitHit = true;
  }

  countContradiction(): void {
    if (++this.contradictions > this.maxContradictions) this.stepLimitHit = true;
  }

  /** Marks props as having narrowed something (when `usedProps` is tracked). */
  markUsed(prop: number): void {
    if (this.usedProps !== null) this.usedProps[prop] = 1;
  }

  // ---- solving subsets of the clues again and again

  /**
   * Empties the work queue. A prop left out of the solve (`excluded`) is marked as queued
   * without being in the queue, so that no change ever wakes it.
   */
  clearQueue(): void {
    this.queued.fill(0);
    this.queueTop = 0;
    this.pending.fill(0);
    this.pendingUnary.fill(0);
    const excluded = this.excluded;
    if (excluded !== null) for (let i = 0; i < excluded.length; i++) if (excluded[i] === 1) this.queued[i] = 1;
  }

  /** Forgets what the last run did (steps, tier, limit hit, counts), before another run. */
  resetRun(): void {
    this.steps = [];
    this.usedTier = 1;
    this.stepLimitHit = false;
    this.events = 0;
    this.combinations = 0;
    this.contradictions = 0;
  }

  /**
   * Starts the solve over, from every position open, with the props whose `excluded` flag is 0
   * queued (every prop when `excluded` is null). Nothing is allocated: a generator solves many
   * subsets of one clue set this way.
   */
  restart(initial: Int32Array): void {
    this.dom.set(initial);
    this.placed.fill(0);
    this.placedCount = 0;
    this.placeKey();
    this.stamp.fill(0);
    this.clock = 1;
    this.attrDirty.fill(1);
    this.anyAttrDirty = true;
    this.conflict = null;
    this.failedProp = -1;
    this.resetRun();
    this.usedProps?.fill(0);
    this.clearQueue();
    const excluded = this.excluded;
    const count = this.clueSet.props.length;
    for (let i = 0; i < count; i++) if (excluded === null || excluded[i] === 0) this.enqueue(i);
  }
}

/** `from` copied into `into` when the lengths agree (no allocation), else a new copy. */
function copied<T extends Int32Array | Uint8Array>(from: T, into: T): T {
  if (into.length !== from.length) return from.slice() as T;
  into.set(from);
  return into;
}
