import type { Clue, Tier } from "@zebra/model";
import { Core } from "./internal/core.js";
import type { SolverState } from "./internal/state.js";
import { searchSolutions } from "./internal/search.js";
import { compileShape, initialDomains } from "./internal/shape.js";
import { prepareGroups } from "./internal/tier2.js";
import { toPuzzle, type PuzzleInput } from "./input.js";

/** Options of {@link SubsetSolver.deduce}. */
export interface SubsetDeduceOptions {
  /** Highest reasoning tier (default 1), as in `deduce`. */
  readonly maxTier?: Tier;
  /** Stop, `stuck`, once more clue combinations than this are needed (default: no limit). */
  readonly maxCombinations?: number;
  /**
   * Stop, `stuck`, once more proofs by contradiction than this are needed (default: no limit).
   * Proofs are counted one at a time, as a traced solve takes them (a solve without a trace
   * otherwise applies every refutation it finds at once).
   */
  readonly maxContradictions?: number;
}

/** The outcome of {@link SubsetSolver.deduce}. */
export interface SubsetDeduction {
  /** `solved`, `stuck` (also when a limit stopped it) or `contradiction`, as `DeductionStatus`. */
  readonly status: "solved" | "stuck" | "contradiction";
  /** The highest tier used. */
  readonly tier: Tier;
  /** Clue combinations applied. */
  readonly combinations: number;
  /** Proofs by contradiction applied (counted one by one only when `maxContradictions` is set). */
  readonly contradictions: number;
  /**
   * Indexes of the clues that narrowed some domain, alone or in a combination, ascending (after
   * the base, when one is set). When a solve within tier 1 ends `solved`, the other clues (base
   * aside) can all be left out and it still does: tier 1 reaches the same fixpoint in any order.
   */
  readonly usedClues: readonly number[];
}

/**
 * What tier 1 deduces from some of the clues (see {@link SubsetSolver.fixpoint}), kept to be
 * extended: a minimiser that tries many clue sets, each a superset of a few shared ones, works
 * out the shared part once.
 */
export interface SubsetFixpoint {
  /** Whether every value is placed. */
  readonly solved: boolean;
  /**
   * The fixpoint of these clues and `clues` (indexes; those already in are passed over),
   * reached from this one, which is left as it is. Tier 1 reaches the same fixpoint in any
   * order, so it is the fixpoint of the union however it was built up.
   */
  with(clues: readonly number[]): SubsetFixpoint;
  /** Hands the state back for reuse by a later `with` (this fixpoint is not used after it). */
  release(): void;
}

/** A puzzle's clues compiled once, to deduce with many subsets of them. */
export interface SubsetSolver {
  /** The clues, in the order `include` flags them. */
  readonly clues: readonly Clue[];
  /**
   * Deduces without a trace with the clues whose `include` flag is true.
   *
   * @param include one flag per clue; every clue of the base (see `setBase`) must be included.
   * @param options tiers and limits.
   */
  deduce(include: ArrayLike<boolean>, options?: SubsetDeduceOptions): SubsetDeduction;
  /** Whether the included clues have exactly one solution (the complete solver). */
  isUnique(include: ArrayLike<boolean>): boolean;
  /**
   * What tier 1 deduces from the included clues, as a state to extend with more clues (see
   * {@link SubsetFixpoint}). Each state is a copy of a few arrays (the domains and the queue).
   *
   * @param include one flag per clue; every clue of the base (see `setBase`) must be included.
   */
  fixpoint(include: ArrayLike<boolean>): SubsetFixpoint;
  /**
   * Sets the clues every later call includes (a minimiser's clues known to be needed): what
   * tier 1 deduces from them is worked out here, once, and each later call starts from it
   * instead of from nothing. A base that only grows is extended from the previous one. It
   * changes no result, only the cost; `usedClues` then names the clues used after the base.
   *
   * @param base one flag per clue.
   */
  setBase(base: ArrayLike<boolean>): void;
}

/**
 * Compiles a puzzle's clues once for deducing with many subsets of them, as a generator does
 * when it drops clues one at a time to see which are needed.
 *
 * Use it instead of `deduce` and `countSolutions` on each subset: the clues are compiled, and
 * the clue groups of tier 2 built, once; each `deduce` or `isUnique` starts over (from the
 * base, when one is set) without allocating, and leaves the excluded clues asleep. The result is
 * what `deduce` without a trace gives on the subset, except that tier 2 tries its clue
 * combinations in the order of the whole set (the same combinations; with their search limits,
 * the order can matter in rare cases). Cost: one compile of the clues, then one propagation per
 * call.
 *
 * @param input the puzzle (every subset is of its clues), or its document or JSON text (see {@link PuzzleInput}).
 * @returns a solver over subsets of the clues.
 * @example
 * ```ts
 * const subsets = createSubsetSolver(puzzle);
 * const withoutFirst = puzzle.clues.map((_, i) => i !== 0);
 * subsets.deduce(withoutFirst).status; // "solved" when clue 0 is not needed at tier 1
 * ```
 */
export function createSubsetSolver(input: PuzzleInput): SubsetSolver {
  const puzzle = toPuzzle(input);
  const core = new Core(compileShape(puzzle), 1, false);
  puzzle.clues.forEach((clue, i) => {
    core.addClue(clue, i);
  });
  return subsetSolverOf(core);
}

/**
 * A subset solver over the clues of a state (their index: the position in `state.clues`). It
 * shares their compiled form: a live engine hands over the clues it was given this way.
 */
export function subsetSolverOf(state: SolverState): SubsetSolver {
  const shape = state.shape;
  const puzzle = { clues: state.clues.slice() };
  // The base: the tier-1 fixpoint of the base clues (none at first). Each call copies it into
  // the base's probe, wakes the other included clues there, and runs.
  const base = new Core(shape, 1, false, state.clueSet);
  state.clueSet.shared = true;
  const clueOfProp = base.props.map((prop) => prop.clue);
  const initial = initialDomains(shape);
  const inBase = new Uint8Array(puzzle.clues.length);
  const baseExcluded = new Uint8Array(clueOfProp.length).fill(1);
  base.excluded = baseExcluded;
  base.queued = new Uint8Array(clueOfProp.length);
  base.pending = new Int32Array((clueOfProp.length >> 5) + 1);
  base.pendingUnary = new Int32Array((clueOfProp.length >> 5) + 1);
  base.restart(initial);
  const excluded = new Uint8Array(clueOfProp.length);
  const used = new Uint8Array(clueOfProp.length);
  const check = (flags: ArrayLike<boolean>): void => {
    if (flags.length !== puzzle.clues.length) throw new RangeError(`include has ${flags.length} flags for ${puzzle.clues.length} clues`);
  };
  const setBase = (flags: ArrayLike<boolean>): void => {
    check(flags);
    let grows = true;
    for (let c = 0; c < inBase.length; c++) if (inBase[c] === 1 && !flags[c]) grows = false;
    for (let c = 0; c < inBase.length; c++) inBase[c] = flags[c] ? 1 : 0;
    if (grows) {
      // A larger base goes on from the old one: tier 1 reaches the same fixpoint either way.
      for (let p = 0; p < clueOfProp.length; p++) {
        if (baseExcluded[p] === 1 && inBase[clueOfProp[p]!] === 1) {
          baseExcluded[p] = 0;
          base.queued[p] = 0;
          base.enqueue(p);
        }
      }
    } else {
      for (let p = 0; p < clueOfProp.length; p++) baseExcluded[p] = 1 - inBase[clueOfProp[p]!]!;
      base.restart(initial);
    }
    base.run();
  };
  /** The state for one call: the base, with the other included clues queued. */
  const start = (flags: ArrayLike<boolean>, maxTier: Tier): Core => {
    check(flags);
    // The clue groups are built once, on the base, and shared by every call.
    if (maxTier >= 2 && base.groupIndex === null) prepareGroups(base);
    const work = base.probeFrom(maxTier >= 2) as Core;
    for (let p = 0; p < clueOfProp.length; p++) {
      const c = clueOfProp[p]!;
      if (flags[c] !== true && inBase[c] === 1) throw new RangeError(`clue ${c} is in the base, so every call must include it`);
      excluded[p] = flags[c] ? 0 : 1;
      if (flags[c] && inBase[c] === 0) {
        work.queued[p] = 0;
        work.enqueue(p);
      }
    }
    work.excluded = excluded;
    work.trace = false;
    work.maxTier = maxTier;
    work.maxSteps = Infinity;
    work.eventBudget = Infinity;
    work.groupLimit = 3;
    work.resetRun();
    used.fill(0);
    work.usedProps = used;
    // Combinations that involve a left-out clue are never tried.
    if (maxTier >= 2) prepareGroups(work);
    return work;
  };
  // Per clue, its props (a clue compiles to one or more).
  const propsOfClue = puzzle.clues.map((): number[] => []);
  clueOfProp.forEach((clue, p) => {
    propsOfClue[clue]!.push(p);
  });
  // Fixpoint states, each with its own exclusion flags; released ones are reused.
  type Held = { readonly core: Core; readonly excluded: Uint8Array };
  const released: Held[] = [];
  const copyOf = (from: Core, fromExcluded: Uint8Array): Held => {
    const reused = released.pop();
    const held = reused === undefined ? { core: from.clone(), excluded: fromExcluded.slice() } : { core: from.clone(reused.core), excluded: reused.excluded };
    if (reused !== undefined) held.excluded.set(fromExcluded);
    held.core.excluded = held.excluded;
    return held;
  };
  const fixpointOf = (held: Held): SubsetFixpoint => {
    let live = true;
    return {
      solved: held.core.status === "solved",
      with(added) {
        if (!live) throw new Error("internal error: a released fixpoint was extended");
        const next = copyOf(held.core, held.excluded);
        const out = next.excluded;
        for (const c of added) {
          for (const p of propsOfClue[c]!) {
            if (out[p] === 0) continue;
            out[p] = 0;
            next.core.queued[p] = 0;
            next.core.enqueue(p);
          }
        }
        next.core.run();
        return fixpointOf(next);
      },
      release() {
        if (!live) return;
        live = false;
        released.push(held);
      },
    };
  };
  return {
    clues: puzzle.clues,
    fixpoint(flags) {
      const work = start(flags, 1);
      work.run();
      return fixpointOf(copyOf(work, excluded));
    },
    deduce(flags, options = {}) {
      const work = start(flags, options.maxTier ?? 1);
      work.maxCombinations = options.maxCombinations ?? Infinity;
      work.maxContradictions = options.maxContradictions ?? Infinity;
      work.refuteOneByOne = options.maxContradictions !== undefined;
      work.run();
      const usedClues: number[] = [];
      for (let p = 0; p < used.length; p++) {
        const clue = clueOfProp[p]!;
        if (used[p] === 1 && usedClues[usedClues.length - 1] !== clue) usedClues.push(clue);
      }
      return { status: work.status, tier: work.usedTier, combinations: work.combinations, contradictions: work.contradictions, usedClues };
    },
    isUnique(flags) {
      const work = start(flags, 1);
      let found = 0;
      searchSolutions(work, () => ++found < 2);
      return found === 1;
    },
    setBase,
  };
}
