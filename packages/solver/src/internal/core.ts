import type { Clue, Conclusion, Conflict, ContradictionStep, Fact, Step, Tier, ValueRef } from "@zebra/model";
import { atFact, domainFact, notAtFact } from "./facts.js";
import { groupVars, joinProjection, mainVars } from "./join.js";
import { compileClue } from "./props/compile.js";
import { propagate } from "./props/propagate.js";
import type { Prop } from "./props/types.js";
import { attrOf, entityId, initialDomains, isConstant, lowBit, popcount, type Shape } from "./shape.js";

/** Status of a deduction. */
export type CoreStatus = "solved" | "stuck" | "contradiction";

/** Largest number of sub-steps a proof by contradiction may keep. */
export const maxContradictionDepth = 40;

/** How many refuted assumptions are traced to pick the shortest proof. */
const contradictionCandidates = 6;

/** Largest number of clues a tier-2 combination joins. */
const maxGroup = 3;

/**
 * Most clues per value that tier 2 combines: two clues form a group when both are among the first
 * `maxMentions` clues (in clue order) that mention a common value. Generated puzzles mention a
 * value in a handful of clues; without a bound, thousands of clues about a few values would make
 * millions of groups, and their links alone grow with the square of the clues per value.
 */
export const maxMentions = 32;

/**
 * Most clue groups tier 2 keeps: pairs first, then triples, each in clue order; the groups past
 * this are never tried. With thousands of clues the groups would otherwise number in the millions
 * (1,000 clues at 20 × 8 made over 200,000; 5,000 ran out of memory). Generated puzzles make at
 * most a few hundred, so this changes nothing for them. Beyond the limit tier 2 is incomplete,
 * but every step it takes is still sound, and the groups depend only on the clues, so solves with
 * and without a trace try the same ones.
 */
export const maxGroups = 20_000;

/** Largest product of domain sizes a tier-2 combination starts from. */
const joinProductLimit = 1024;

interface Group {
  readonly props: readonly number[];
  /** The entities the group's placements assign (what it may narrow). */
  readonly vars: readonly number[];
  /** Every entity whose domain the group reads (premise candidates, freshness). */
  readonly reads: readonly number[];
}

/**
 * The deduction state: one bitmask of positions per entity, the compiled clues, a work queue of
 * clues whose entities changed, and (when tracing) the steps taken.
 */
export class Core {
  readonly shape: Shape;
  props: Prop[];
  clues: Clue[];
  /** entity → indexes of props that read it. */
  watchers: number[][];
  dom: Int32Array;
  placed: Uint8Array;
  /** Per prop: 1 while it waits in the queue. */
  queued: Uint8Array;
  /** Waiting props, as a stack (used without a trace: order does not matter there). */
  queue: number[];
  /** Waiting props as bit sets, unary clues apart (used with a trace: cheapest, then lowest clue first). */
  pending: Int32Array;
  pendingUnary: Int32Array;
  attrDirty: Uint8Array;
  anyAttrDirty: boolean;
  stamp: Int32Array;
  clock: number;
  conflict: Conflict | null;
  placedCount: number;
  trace: boolean;
  steps: Step[];
  maxTier: Tier;
  usedTier: Tier;
  maxSteps: number;
  groups: Group[] | null;
  groupsFor: number;
  /** Per group: the clock when it was last found to give nothing. */
  checkedAt: Int32Array;
  /** Set once `maxSteps` top-level steps are recorded. */
  stepLimitHit: boolean;
  /** Scratch domains for premise minimisation. */
  scratch: Int32Array | null = null;
  /** Whether props, clues and watchers are shared with a clone. */
  shared = false;
  /** The prop whose propagation last failed (for the search's choice heuristic). */
  failedProp = -1;
  /** After a clone: which entities' watcher lists this core has copied (null: all are its own). */
  ownedWatchers: Uint8Array | null = null;
  /** Which props mention each value, and which props share a value (to extend `groups`). */
  groupLinks: { mentions: number[][]; adjacency: number[][] } | null = null;
  /** Whether `groupLinks` is shared with a clone (copied before it is extended). */
  groupLinksShared = false;
  /**
   * Without a trace: how many deductions (clue applications that narrow something, singles,
   * combinations) this core may make before it stops as if stuck; `events` counts them. Set in
   * the assumptions of a proof by contradiction, so that fast solves refute only what a short
   * traced proof can (see `tier3`).
   */
  eventBudget = Infinity;
  events = 0;
  /** Largest group of clues tier 2 combines (3; 2 inside proofs by contradiction). */
  groupLimit = 3;

  constructor(shape: Shape, maxTier: Tier, trace: boolean) {
    this.shape = shape;
    this.props = [];
    this.clues = [];
    this.watchers = Array.from({ length: shape.entityCount }, () => []);
    this.dom = initialDomains(shape);
    this.placed = new Uint8Array(shape.valueCount);
    this.queued = new Uint8Array(0);
    this.queue = [];
    this.pending = new Int32Array(0);
    this.pendingUnary = new Int32Array(0);
    this.attrDirty = new Uint8Array(shape.attrCount).fill(1);
    this.anyAttrDirty = true;
    this.stamp = new Int32Array(shape.entityCount);
    this.clock = 1;
    this.conflict = null;
    this.placedCount = 0;
    this.trace = trace;
    this.steps = [];
    this.maxTier = maxTier;
    this.usedTier = 1;
    this.maxSteps = Infinity;
    this.groups = null;
    this.groupsFor = -1;
    this.checkedAt = new Int32Array(0);
    this.stepLimitHit = false;
  }

  /** A deep copy (props are shared: they are immutable apart from scratch buffers). */
  clone(): Core {
    const c = Object.create(Core.prototype) as Core;
    Object.assign(c, this);
    // props, clues and watchers are shared until one side adds a clue (copy on write)
    this.shared = true;
    c.shared = true;
    c.dom = this.dom.slice();
    c.placed = this.placed.slice();
    c.queued = this.queued.slice();
    c.queue = this.queue.slice();
    c.pending = this.pending.slice();
    c.pendingUnary = this.pendingUnary.slice();
    c.attrDirty = this.attrDirty.slice();
    c.stamp = this.stamp.slice();
    c.steps = this.steps.slice();
    c.checkedAt = this.checkedAt.slice();
    c.probe = null;
    this.groupLinksShared = true;
    c.groupLinksShared = true;
    return c;
  }

  /** The core that assumptions are tried in; valid until the next `probeFrom`. */
  private probe: Core | null = null;

  /**
   * A copy of this state for one assumption of a proof by contradiction, in a core reused from
   * one assumption to the next (tier 3 tries many). It shares the props, clues and watchers: a
   * probe never adds a clue.
   */
  private probeFrom(): Core {
    let c = this.probe;
    if (c === null || c.dom.length !== this.dom.length) {
      c = new Core(this.shape, this.maxTier, false);
      this.probe = c;
    }
    c.props = this.props;
    c.clues = this.clues;
    c.watchers = this.watchers;
    c.ownedWatchers = null;
    c.shared = true;
    c.dom.set(this.dom);
    c.placed.set(this.placed);
    if (c.queued.length !== this.queued.length) {
      c.queued = this.queued.slice();
      c.pending = this.pending.slice();
      c.pendingUnary = this.pendingUnary.slice();
    } else {
      c.queued.set(this.queued);
      c.pending.set(this.pending);
      c.pendingUnary.set(this.pendingUnary);
    }
    c.queue.length = 0;
    for (const i of this.queue) c.queue.push(i);
    c.attrDirty.set(this.attrDirty);
    c.anyAttrDirty = this.anyAttrDirty;
    c.stamp.set(this.stamp);
    c.clock = this.clock;
    c.conflict = this.conflict;
    c.placedCount = this.placedCount;
    c.groups = this.groups;
    c.groupsFor = this.groupsFor;
    c.groupLinks = null;
    if (c.checkedAt.length !== this.checkedAt.length) c.checkedAt = this.checkedAt.slice();
    else c.checkedAt.set(this.checkedAt);
    c.failedProp = this.failedProp;
    c.probe = null;
    return c;
  }

  /** Adds a clue (compiled) to the queue; does not propagate. */
  addClue(clue: Clue, index: number): void {
    this.own();
    this.clues.push(clue);
    for (const prop of compileClue(this.shape, clue, index)) this.addProp(prop);
  }

  /** Takes private copies of the structures shared with clones. */
  private own(): void {
    if (!this.shared) return;
    this.props = this.props.slice();
    this.clues = this.clues.slice();
    // each entity's watcher list is copied when first written (see addProp)
    this.watchers = this.watchers.slice();
    this.ownedWatchers = new Uint8Array(this.watchers.length);
    this.shared = false;
  }

  addProp(prop: Prop): void {
    this.own();
    const i = this.props.length;
    this.props.push(prop);
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
    for (const v of prop.vars) {
      if (this.ownedWatchers && this.ownedWatchers[v] === 0) {
        this.watchers[v] = this.watchers[v]!.slice();
        this.ownedWatchers[v] = 1;
      }
      this.watchers[v]!.push(i);
    }
    this.enqueue(i);
  }

  enqueue(i: number): void {
    if (this.queued[i] === 0) {
      this.queued[i] = 1;
      const k = this.props[i]!.kind;
      if (k === "unary" || k === "const") this.pendingUnary[i >> 5]! |= 1 << (i & 31);
      else this.pending[i >> 5]! |= 1 << (i & 31);
      if (!this.trace) this.queue.push(i);
    }
  }

  get status(): CoreStatus {
    if (this.conflict) return "contradiction";
    return this.placedCount === this.shape.valueCount ? "solved" : "stuck";
  }

  /** Records that entity v's domain changed (by a prop other than `except`). */
  changed(v: number, except: number): void {
    this.stamp[v] = ++this.clock;
    const ws = this.watchers[v]!;
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

  record(step: Step): void {
    if (step.tier > this.usedTier) this.usedTier = step.tier;
    this.steps.push(step);
    if (this.steps.length >= this.maxSteps) this.stepLimitHit = true;
  }

  // ---------------------------------------------------------------- tier 1

  /** Pops the next queued prop: unary clues first, then the lowest clue index when tracing. */
  nextProp(): number {
    if (!this.trace) {
      const queue = this.queue;
      while (queue.length > 0) {
        const i = queue.pop()!;
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

  /** Runs one clue's propagator and applies (and records) what it removes. */
  applyProp(pi: number): void {
    const prop = this.props[pi]!;
    const dom = this.dom;
    if (!propagate(this.shape, prop, dom)) {
      this.conflict = { kind: "clue", clue: prop.clue };
      this.failedProp = pi;
      return;
    }
    const vars = prop.vars;
    const out = prop.out;
    let changedAny = false;
    for (let i = 0; i < vars.length; i++) {
      if (out[i] !== dom[vars[i]!]) {
        changedAny = true;
        break;
      }
    }
    if (!changedAny) return;
    if (this.trace) {
      const after = Array.from(out);
      const step = this.clueStep(1, [prop], vars, after, "clue");
      this.applyDomains(vars, after, pi);
      this.record(step);
      return;
    }
    if (++this.events > this.eventBudget) this.stepLimitHit = true;
    const singles: number[] = [];
    for (let i = 0; i < vars.length; i++) {
      const v = vars[i]!;
      const m = out[i]!;
      if (m !== dom[v]) {
        dom[v] = m;
        this.changed(v, pi);
        if ((m & (m - 1)) === 0 && this.placed[v] === 0) singles.push(v);
      }
    }
    for (const v of singles) this.place(v);
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

  /**
   * Builds the step for a clue (or a group of clues) that narrows `vars` to `after`: conclusions
   * per changed entity, and the smallest set of grid facts (by deletion) from which the clues
   * still give every conclusion.
   */
  clueStep(tier: Tier, props: readonly Prop[], vars: ArrayLike<number>, after: ArrayLike<number>, rule: "clue" | "clue-combination", reads: ArrayLike<number> = vars): Step {
    const shape = this.shape;
    const dom = this.dom;
    const conclusions: Conclusion[] = [];
    const targets: { v: number; kind: "at" | "not_at"; mask: number }[] = [];
    for (let i = 0; i < vars.length; i++) {
      const v = vars[i]!;
      const m = after[i]!;
      const old = dom[v]!;
      if (m === old) continue;
      if (m !== 0 && (m & (m - 1)) === 0 && this.placed[v] === 0) {
        conclusions.push(atFact(shape, v, lowBit(m) + 1));
        targets.push({ v, kind: "at", mask: m });
      } else {
        conclusions.push(notAtFact(shape, v, old & ~m));
        targets.push({ v, kind: "not_at", mask: old & ~m });
      }
    }
    const single = props.length === 1 && rule === "clue" ? props[0]! : null;
    const evaluate = (d: Int32Array): ArrayLike<number> | null | undefined =>
      single ? (propagate(shape, single, d) ? single.out : null) : joinProjection(shape, props, vars as readonly number[], d);
    if (!this.scratch || this.scratch.length !== dom.length) this.scratch = new Int32Array(dom.length);
    const premises = minimalPremises(shape, dom, this.scratch, vars, reads, targets, evaluate);
    const clues = [...new Set(props.map((p) => p.clue))].sort((x, y) => x - y);
    return { rule, tier, clues, premises, conclusions } as Step;
  }

  /**
   * Naked and hidden singles. When tracing, takes at most one single (a step) and returns true;
   * otherwise takes all it finds. Detects cells with no value left.
   */
  singles(): boolean {
    const shape = this.shape;
    const n = shape.size;
    const dom = this.dom;
    let progress = false;
    while (this.anyAttrDirty) {
      this.anyAttrDirty = false;
      for (let a = 0; a < shape.attrCount; a++) {
        if (this.attrDirty[a] === 0) continue;
        this.attrDirty[a] = 0;
        const base = a * n;
        // Hidden single: a value with one position left.
        for (let v = base; v < base + n; v++) {
          const d = dom[v]!;
          if (d === 0) {
            if (!this.conflict) this.conflict = { kind: "no-position", entity: shape.refs[v]! };
            return true;
          }
          if (this.placed[v] === 0 && (d & (d - 1)) === 0) {
            // A step only when it tells something: another value may still take that position.
            let open = false;
            for (let w = base; w < base + n; w++) if (w !== v && (dom[w]! & d) !== 0) open = true;
            if (this.trace && open) this.record(this.hiddenSingle(v));
            this.place(v);
            if ((this.trace && open) || this.conflict) return this.keepDirty(a);
            progress = true;
          }
        }
        // Naked single: a cell (position) that only one value can still take.
        let once = 0;
        let twice = 0;
        for (let v = base; v < base + n; v++) {
          const d = dom[v]!;
          twice |= once & d;
          once |= d;
        }
        if (once !== shape.full) {
          if (!this.conflict) this.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(shape.full & ~once) + 1 };
          return true;
        }
        let exactly = once & ~twice;
        while (exactly !== 0) {
          const bit = exactly & -exactly;
          exactly ^= bit;
          for (let v = base; v < base + n; v++) {
            if ((dom[v]! & bit) !== 0) {
              if (dom[v] !== bit) {
                const step = this.trace ? this.nakedSingle(v, bit) : null;
                dom[v] = bit;
                this.changed(v, -1);
                if (step) this.record(step);
                this.place(v);
                if (this.trace || this.conflict) return this.keepDirty(a);
                progress = true;
              }
              break;
            }
          }
        }
      }
    }
    return progress;
  }

  private keepDirty(a: number): true {
    this.attrDirty[a] = 1;
    this.anyAttrDirty = true;
    return true;
  }

  /** The fact explaining why value v is not at position bit: another value placed there, or its own elimination. */
  private hiddenSingle(v: number): Step {
    const shape = this.shape;
    const n = shape.size;
    const base = attrOf(shape, v) * n;
    const premises: Fact[] = [];
    let notAt = 0;
    for (let p = 0; p < n; p++) {
      const bit = 1 << p;
      if ((this.dom[v]! & bit) !== 0) continue;
      let by = -1;
      for (let w = base; w < base + n; w++) if (w !== v && this.placed[w] === 1 && this.dom[w] === bit) by = w;
      if (by >= 0) premises.push(atFact(shape, by, p + 1));
      else notAt |= bit;
    }
    if (notAt !== 0) premises.push(notAtFact(shape, v, notAt));
    return { rule: "hidden-single", tier: 1, clues: [], premises, conclusions: [atFact(shape, v, lowBit(this.dom[v]!) + 1)] };
  }

  private nakedSingle(v: number, bit: number): Step {
    const shape = this.shape;
    const n = shape.size;
    const a = attrOf(shape, v);
    const base = a * n;
    const premises: Fact[] = [];
    for (let w = base; w < base + n; w++) {
      if (w === v) continue;
      const d = this.dom[w]!;
      if (this.placed[w] === 1 && (d & (d - 1)) === 0) premises.push(atFact(shape, w, lowBit(d) + 1));
      else premises.push(notAtFact(shape, w, bit));
    }
    const pos = lowBit(bit) + 1;
    return { rule: "naked-single", tier: 1, clues: [], premises, conclusions: [atFact(shape, v, pos)], attr: shape.attributes[a]!.name, pos };
  }

  /** Tier 1 to a fixpoint (or a conflict, or the step limit). */
  tier1(): void {
    if (!this.trace) {
      // Without a trace the order does not matter (the fixpoint is the same): drain the clue
      // queue, then take every single at once, and repeat.
      for (;;) {
        let pi = this.nextProp();
        while (pi >= 0 && !this.conflict && !this.stepLimitHit) {
          this.applyProp(pi);
          pi = this.nextProp();
        }
        if (this.conflict || this.stepLimitHit || !this.anyAttrDirty) return;
        this.allSingles();
        if (this.conflict || this.stepLimitHit) return;
      }
    }
    while (!this.conflict && !this.stepLimitHit) {
      if (this.anyAttrDirty && this.singles()) continue;
      if (this.conflict) return;
      const pi = this.nextProp();
      if (pi < 0) {
        if (this.anyAttrDirty) continue;
        return;
      }
      this.applyProp(pi);
    }
  }

  /** Every naked and hidden single of the dirty attributes, without steps (one pass per attribute). */
  allSingles(): void {
    const shape = this.shape;
    const n = shape.size;
    const dom = this.dom;
    const full = shape.full;
    while (this.anyAttrDirty) {
      this.anyAttrDirty = false;
      for (let a = 0; a < shape.attrCount; a++) {
        if (this.attrDirty[a] === 0) continue;
        this.attrDirty[a] = 0;
        const base = a * n;
        let once = 0;
        let twice = 0;
        for (let v = base; v < base + n; v++) {
          const d = dom[v]!;
          if (d === 0) {
            this.conflict = { kind: "no-position", entity: shape.refs[v]! };
            return;
          }
          twice |= once & d;
          once |= d;
        }
        if (once !== full) {
          this.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(full & ~once) + 1 };
          return;
        }
        const exactly = once & ~twice;
        for (let v = base; v < base + n; v++) {
          if (this.placed[v] === 1) continue;
          const d = dom[v]!;
          const e = d & exactly;
          if (e !== 0) {
            // naked single: a cell only v can take (two such cells: one of them stays empty)
            const bit = e & -e;
            if (e !== bit) {
              this.conflict = { kind: "no-value", attr: shape.attributes[a]!.name, pos: lowBit(e & ~bit) + 1 };
              return;
            }
            if (d !== bit) {
              dom[v] = bit;
              this.changed(v, -1);
            }
            this.place(v);
            if (++this.events > this.eventBudget) this.stepLimitHit = true;
          } else if ((d & (d - 1)) === 0) {
            this.place(v); // hidden single
            if (++this.events > this.eventBudget) this.stepLimitHit = true;
          }
          if (this.conflict) return;
        }
      }
    }
  }

  // ---------------------------------------------------------------- tier 2

  /**
   * Adds the group of clues i, j and k unless it is already in `seen` (or two of them are the
   * same clue). Returns false, adding nothing, once `groups` holds `maxGroups` groups.
   */
  private addTriple(groups: Group[], seen: Set<string>, i: number, j: number, k: number): boolean {
    if (k === i || k === j) return true;
    const sorted = [i, j, k].sort((x, y) => x - y);
    const key = sorted.join(",");
    if (seen.has(key)) return true;
    if (groups.length >= maxGroups) return false;
    seen.add(key);
    groups.push(this.group(sorted));
    return true;
  }

  private buildGroups(): Group[] {
    if (this.groups && this.groupsFor === this.props.length) return this.groups;
    if (this.groups && this.groupLinks && this.groupsFor >= 0 && this.groupsFor < this.props.length) return this.extendGroups();
    const shape = this.shape;
    const props = this.props;
    // Two clues combine when they mention a common entity (not merely read one attribute), among
    // the first `maxMentions` clues that mention it.
    const mentions: number[][] = Array.from({ length: shape.valueCount }, () => []);
    props.forEach((p, i) => {
      if (combinable(p)) for (const v of mainVars(shape, p)) if (mentions[v]!.length < maxMentions) mentions[v]!.push(i);
    });
    const adjacency: Set<number>[] = props.map(() => new Set());
    for (const ws of mentions) for (const i of ws) for (const j of ws) if (i !== j) adjacency[i]!.add(j);
    // Pairs first, then triples; within each, by clue order; at most `maxGroups` in all.
    const groups: Group[] = [];
    pairs: for (let i = 0; i < props.length; i++) {
      for (const j of adjacency[i]!) {
        if (j <= i) continue;
        if (groups.length >= maxGroups) break pairs;
        groups.push(this.group([i, j]));
      }
    }
    if (maxGroup >= 3) {
      const pairs = groups.length;
      const seen = new Set<string>();
      triples: for (let g = 0; g < pairs; g++) {
        const [i, j] = groups[g]!.props as [number, number];
        for (const k of new Set([...adjacency[i]!, ...adjacency[j]!])) {
          if (!this.addTriple(groups, seen, i, j, k)) break triples;
        }
      }
    }
    this.groups = groups;
    this.groupsFor = props.length;
    this.checkedAt = new Int32Array(groups.length);
    this.groupLinks = { mentions, adjacency: adjacency.map((a) => [...a]) };
    this.groupLinksShared = false;
    return groups;
  }

  private group(sorted: number[]): Group {
    const group = sorted.map((i) => this.props[i]!);
    const vars = groupVars(this.shape, group);
    const reads = [...vars];
    for (const p of group) for (const v of p.vars) if (!reads.includes(v)) reads.push(v);
    return { props: sorted, vars, reads };
  }

  /**
   * Adds the groups of the props added since the last build (a live engine gains clues one at a
   * time). The groups already there keep their position and when they were last checked: a
   * group that gave nothing still gives nothing until an entity it reads changes. The limits of
   * `buildGroups` hold here too: once `maxGroups` groups exist, added clues join none.
   */
  private extendGroups(): Group[] {
    const props = this.props;
    if (this.groups!.length >= maxGroups) {
      this.groupsFor = props.length;
      return this.groups!;
    }
    const shape = this.shape;
    let links = this.groupLinks!;
    if (this.groupLinksShared) {
      links = { mentions: links.mentions.map((m) => m.slice()), adjacency: links.adjacency.map((a) => a.slice()) };
      this.groupLinks = links;
      this.groupLinksShared = false;
    }
    const { mentions, adjacency } = links;
    const groups = this.groups!.slice();
    const oldCount = groups.length;
    for (let i = this.groupsFor; i < props.length; i++) {
      const adj: number[] = [];
      adjacency.push(adj);
      const p = props[i]!;
      if (!combinable(p)) continue;
      for (const v of mainVars(shape, p)) {
        const ws = mentions[v]!;
        if (ws.length >= maxMentions) continue;
        for (const j of ws) {
          if (!adj.includes(j)) {
            adj.push(j);
            adjacency[j]!.push(i);
          }
        }
        ws.push(i);
      }
      // Every new group contains i: the keys only need to be unique among i's groups.
      const seen = new Set<string>();
      for (const j of adj) if (groups.length < maxGroups) groups.push(this.group(j < i ? [j, i] : [i, j]));
      if (maxGroup >= 3) {
        triples: for (const j of adj) {
          for (const k of [...adj, ...adjacency[j]!]) {
            if (!this.addTriple(groups, seen, i, j, k)) break triples;
          }
        }
      }
    }
    const checkedAt = new Int32Array(groups.length);
    checkedAt.set(this.checkedAt.subarray(0, oldCount));
    this.groups = groups;
    this.groupsFor = props.length;
    this.checkedAt = checkedAt;
    return groups;
  }

  /** Tries clue combinations, cheapest first; applies the first that removes something. */
  tier2(): boolean {
    const groups = this.buildGroups();
    const dom = this.dom;
    for (let gi = 0; gi < groups.length; gi++) {
      const g = groups[gi]!;
      if (g.props.length > this.groupLimit) continue;
      let fresh = false;
      let open = false;
      const checkedAt = this.checkedAt[gi]!;
      for (const v of g.reads) {
        if (this.stamp[v]! >= checkedAt) {
          fresh = true;
          break;
        }
      }
      if (!fresh) continue;
      let product = 1;
      for (const v of g.vars) {
        const s = popcount(dom[v]!);
        if (s > 1) open = true;
        product *= s;
      }
      if (!open || product > joinProductLimit) continue;
      this.checkedAt[gi] = ++this.clock;
      const props = g.props.map((i) => this.props[i]!);
      const result = joinProjection(this.shape, props, g.vars, dom);
      if (result === undefined) continue;
      if (result === null) {
        if (this.trace) {
          // No joint placement: the combination leaves the first entity nowhere.
          const after = g.vars.map((v, i) => (i === 0 ? 0 : dom[v]!));
          const step = this.clueStep(2, props, g.vars, after, "clue-combination", g.reads);
          this.record(step);
        }
        this.conflict = { kind: "no-position", entity: this.shape.refs[g.vars[0]!]! };
        return true;
      }
      let changedAny = false;
      for (let i = 0; i < g.vars.length; i++) if (result[i] !== dom[g.vars[i]!]) changedAny = true;
      if (!changedAny) continue;
      const after = Array.from(result);
      if (this.trace) {
        const step = this.clueStep(2, props, g.vars, after, "clue-combination", g.reads);
        this.applyDomains(g.vars, after, -1);
        this.record(step);
      } else {
        this.applyDomains(g.vars, after, -1);
        if (this.usedTier < 2) this.usedTier = 2;
        if (++this.events > this.eventBudget) this.stepLimitHit = true;
      }
      return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- tier 3

  /** Assumes value v at position bit in a copy, propagates with tiers 1..maxInner, returns the copy. */
  private branch(v: number, bit: number, maxInner: Tier, trace: boolean): Core {
    const c = this.probeFrom();
    c.trace = trace;
    c.steps = [];
    c.maxTier = maxInner;
    c.groupLimit = 2;
    c.maxSteps = Infinity;
    c.stepLimitHit = false;
    // A solve without a trace applies every refutation it finds, with no proof to measure: it
    // only counts those reached within as many deductions as a traced proof may keep sub-steps
    // (its proof keeps at most those), so that it does not solve what the trace cannot.
    c.eventBudget = this.trace || trace ? Infinity : maxContradictionDepth;
    c.events = 0;
    c.usedTier = 1;
    c.dom[v] = bit;
    c.changed(v, -1);
    c.place(v);
    c.run();
    return c;
  }

  /** Finds a short proof by contradiction and applies it. */
  tier3(): boolean {
    const shape = this.shape;
    const dom = this.dom;
    const candidates: number[] = [];
    for (let v = 0; v < shape.valueCount; v++) if (this.placed[v] === 0 && popcount(dom[v]!) > 1) candidates.push(v);
    candidates.sort((x, y) => popcount(dom[x]!) - popcount(dom[y]!) || x - y);
    for (const inner of [1, 2] as Tier[]) {
      const refuted: [number, number][] = [];
      // Tracing keeps the shortest proof among the first few refutations; when none of them
      // fits in `maxContradictionDepth` sub-steps, the next refutation whose proof fits.
      let best: ContradictionStep | null = null;
      let bestSize = Infinity;
      const consider = (v: number, bit: number): void => {
        const step = this.contradictionStep(v, bit, this.branch(v, bit, inner, true));
        if (step && step.subSteps.length < bestSize) {
          best = step;
          bestSize = step.subSteps.length;
        }
      };
      scan: for (const v of candidates) {
        // Assumptions propagated with tier 2 are tried on values with at most 3 positions left.
        if (inner === 2 && popcount(dom[v]!) > 3) break;
        let m = dom[v]!;
        while (m !== 0) {
          const bit = m & -m;
          m ^= bit;
          const b = this.branch(v, bit, inner, false);
          if (!b.conflict || b.stepLimitHit) continue;
          refuted.push([v, bit]);
          if (!this.trace) continue;
          if (refuted.length === contradictionCandidates) for (const [w, wbit] of refuted) consider(w, wbit);
          else if (refuted.length > contradictionCandidates) consider(v, bit);
          if (bestSize <= maxContradictionDepth) break scan;
        }
      }
      if (refuted.length === 0) continue;
      if (!this.trace) {
        // Without a trace, every refutation found is sound: apply them all.
        for (const [v, bit] of refuted) {
          if ((this.dom[v]! & bit) === 0) continue;
          this.dom[v]! &= ~bit;
          this.changed(v, -1);
          if (this.dom[v] === 0) this.conflict = { kind: "no-position", entity: shape.refs[v]! };
        }
        if (this.usedTier < 3) this.usedTier = 3;
        return true;
      }
      if (refuted.length < contradictionCandidates) for (const [w, wbit] of refuted) consider(w, wbit);
      const found = best as ContradictionStep | null;
      if (!found || bestSize > maxContradictionDepth) continue;
      const v = entityId(shape, found.assumption.entity);
      const bit = 1 << (found.assumption.pos - 1);
      this.record(found);
      this.dom[v]! &= ~bit;
      this.changed(v, -1);
      return true;
    }
    return false;
  }

  /** Turns a refuted branch into a step, keeping only the sub-steps the conflict depends on. */
  private contradictionStep(v: number, bit: number, b: Core): ContradictionStep | null {
    const conflict = b.conflict;
    if (!conflict) return null;
    const shape = this.shape;
    const n = shape.size;
    const needed = new Set<number>();
    const addAttr = (a: number): void => {
      for (let w = a * n; w < (a + 1) * n; w++) needed.add(w);
    };
    if (conflict.kind === "no-position") needed.add(entityId(shape, conflict.entity));
    else if (conflict.kind === "no-value") addAttr(shape.attrIndex.get(conflict.attr)!);
    else for (const p of this.props) if (p.clue === conflict.clue) for (const w of p.vars) needed.add(w);
    const kept: Step[] = [];
    for (let i = b.steps.length - 1; i >= 0; i--) {
      const s = b.steps[i]!;
      let relevant = false;
      for (const c of s.conclusions) {
        const id = entityId(shape, c.entity);
        if (needed.has(id)) relevant = true;
        else if (c.kind === "at") {
          const a = attrOf(shape, id);
          for (let w = a * n; w < (a + 1) * n; w++) if (needed.has(w)) relevant = true;
        }
      }
      if (!relevant) continue;
      kept.push(s);
      for (const f of s.premises) needed.add(entityId(shape, f.entity));
      for (const c of s.conclusions) if (c.kind === "at") needed.add(entityId(shape, c.entity));
    }
    kept.reverse();
    const premises: Fact[] = [];
    const sortedNeeded = [...needed].sort((x, y) => x - y);
    for (const w of sortedNeeded) {
      if (w === v || isConstant(shape, w)) continue;
      const d = this.dom[w]!;
      if (d === shape.full) continue;
      premises.push(domainFact(shape, w, d));
    }
    const clueSet = new Set<number>();
    const collect = (steps: readonly Step[]): void => {
      for (const s of steps) {
        for (const c of s.clues) clueSet.add(c);
        if (s.rule === "contradiction") collect(s.subSteps);
      }
    };
    collect(kept);
    if (conflict.kind === "clue") clueSet.add(conflict.clue);
    return {
      rule: "contradiction",
      tier: 3,
      clues: [...clueSet].sort((x, y) => x - y),
      premises,
      conclusions: [notAtFact(shape, v, bit)],
      assumption: atFact(shape, v, lowBit(bit) + 1),
      subSteps: kept,
      conflict,
    };
  }

  // ---------------------------------------------------------------- driver

  /** Cheapest first: tier 1 to a fixpoint, then one tier-2 step, then one tier-3 step, back to tier 1 after any progress. */
  run(): void {
    for (;;) {
      this.tier1();
      if (this.conflict || this.stepLimitHit || this.placedCount === this.shape.valueCount) return;
      if (this.maxTier >= 2 && this.tier2()) continue;
      if (this.conflict) return;
      if (this.maxTier >= 3 && this.tier3()) continue;
      return;
    }
  }

  /** Domain of a value reference, as a mask. */
  maskOf(ref: ValueRef): number {
    return this.dom[entityId(this.shape, ref)]!;
  }
}

/**
 * Deletion-based minimal premises: start from the domains of every entity the clues read, and
 * drop (relax to "anywhere") each one whose absence still gives every conclusion.
 */
function minimalPremises(
  shape: Shape,
  dom: Int32Array,
  tmp: Int32Array,
  vars: ArrayLike<number>,
  reads: ArrayLike<number>,
  targets: readonly { v: number; kind: "at" | "not_at"; mask: number }[],
  evaluate: (d: Int32Array) => ArrayLike<number> | null | undefined,
): Fact[] {
  tmp.set(dom);
  const holds = (res: ArrayLike<number> | null | undefined): boolean => {
    if (res === undefined) return false;
    if (res === null) return true;
    for (const t of targets) {
      const m = res[indexOf(vars, t.v)]!;
      if (t.kind === "at" ? (m & ~t.mask) !== 0 : (m & t.mask) !== 0) return false;
    }
    return true;
  };
  // Try to drop the concluded entities' own domains first, then the others.
  const targeted = new Set(targets.map((t) => t.v));
  const list = Array.from(reads);
  const candidates = [...list.filter((v) => targeted.has(v)), ...list.filter((v) => !targeted.has(v))].filter(
    (v) => !isConstant(shape, v) && dom[v] !== shape.full,
  );
  const kept = new Set(candidates);
  for (const v of candidates) {
    const saved = tmp[v]!;
    tmp[v] = shape.full;
    if (holds(evaluate(tmp))) kept.delete(v);
    else tmp[v] = saved;
  }
  return list.filter((v) => kept.has(v)).map((v) => domainFact(shape, v, dom[v]!));
}

function indexOf(xs: ArrayLike<number>, x: number): number {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return i;
  return -1;
}

/** Whether a prop takes part in clue combinations (unary and constant clues do not). */
function combinable(p: Prop): boolean {
  return p.kind !== "unary" && p.kind !== "const" && p.vars.length >= 1;
}
