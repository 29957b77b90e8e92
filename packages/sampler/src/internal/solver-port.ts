import type { Clue, Grade, Puzzle, Step, Tier } from "@zebra/model";
import { countSolutions, createEngine, deduceWithoutGrids, type SubsetSolver } from "@zebra/solver";
import type { SolveLimits } from "../difficulty.js";

/** The few engine operations the sampler needs. */
export interface LiveEngine {
  /** Adds a clue and propagates to a fixpoint. */
  add(clue: Clue): void;
  status(): "solved" | "stuck" | "contradiction";
  /** Bitmask of the 0-based positions value `v` of attribute `r` may still take. */
  mask(r: number, v: number): number;
  /** The clues added so far, compiled once, for solving subsets of them. */
  subsets(): SubsetSolver;
}

/** An incremental engine over the puzzle's shape, within `tier`, without a trace. */
export function openEngine(puzzle: Pick<Puzzle, "size" | "attributes" | "kind">, tier: Tier): LiveEngine {
  const engine = createEngine(
    { size: puzzle.size, attributes: puzzle.attributes, ...(puzzle.kind !== undefined ? { kind: puzzle.kind } : {}) },
    { maxTier: tier, trace: false },
  );
  return {
    add: (clue) => engine.addClue(clue),
    status: () => engine.status,
    mask: (r, v) => engine.positionMaskAt(r, v),
    subsets: () => engine.subsets(),
  };
}

/** A from-scratch solve with the trace and its grade. */
export function solveTraced(puzzle: Puzzle, tier: Tier): { status: string; steps: readonly Step[]; grade: Grade; usedClues: readonly number[] } {
  const result = deduceWithoutGrids(puzzle, { maxTier: tier, trace: true });
  return { status: result.status, steps: result.steps, grade: result.grade, usedClues: result.usedClues };
}

/** A from-scratch solve within the limits, without a trace: only the status. */
export function deduceWithin(puzzle: Pick<Puzzle, "size" | "attributes" | "clues" | "kind">, limits: SolveLimits): string {
  return deduceWithoutGrids(puzzle, { trace: false, ...limits }).status;
}

/**
 * Whether the clues leave exactly one solution (the complete solver; cheap). Deduction within
 * any tier is sound, so clues with two solutions are never solved by it: this rules out
 * expensive higher-tier solves early.
 */
export function isUnique(puzzle: Pick<Puzzle, "size" | "attributes" | "kind">, clues: readonly Clue[]): boolean {
  return (
    countSolutions({ size: puzzle.size, attributes: puzzle.attributes, clues, ...(puzzle.kind !== undefined ? { kind: puzzle.kind } : {}) }, { limit: 2 })
      .count === 1
  );
}
