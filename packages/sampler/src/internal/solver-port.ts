import type { Clue, Grade, Puzzle, Step, Tier, ValueRef } from "@zebra/model";
import { countSolutions, createEngine, deduce } from "@zebra/solver";

/** The few engine operations the sampler needs. */
export interface LiveEngine {
  /** Adds a clue and propagates to a fixpoint. */
  add(clue: Clue): void;
  status(): "solved" | "stuck" | "contradiction";
  /** Bitmask of the 0-based positions a value may still take. */
  mask(ref: ValueRef): number;
}

/** An incremental engine over the puzzle's shape, within `tier`, without a trace. */
export function openEngine(puzzle: Pick<Puzzle, "size" | "attributes">, tier: Tier): LiveEngine {
  const engine = createEngine({ size: puzzle.size, attributes: puzzle.attributes }, { maxTier: tier, trace: false });
  return {
    add: (clue) => engine.addClue(clue),
    status: () => engine.status,
    mask: (ref) => {
      let m = 0;
      for (const p of engine.positionsOf(ref)) m |= 1 << (p - 1);
      return m;
    },
  };
}

/** A from-scratch solve with the trace and its grade. */
export function solveTraced(puzzle: Puzzle, tier: Tier): { status: string; steps: readonly Step[]; grade: Grade; usedClues: readonly number[] } {
  const result = deduce(puzzle, { maxTier: tier, trace: true });
  return { status: result.status, steps: result.steps, grade: result.grade, usedClues: result.usedClues };
}

/** A from-scratch solve within `tier`, without a trace: only the status. */
export function deduceFast(puzzle: Pick<Puzzle, "size" | "attributes" | "clues">, tier: Tier): string {
  return deduce(puzzle, { maxTier: tier, trace: false }).status;
}

/**
 * Whether the clues leave exactly one solution (the complete solver; cheap). Deduction within
 * any tier is sound, so clues with two solutions are never solved by it: this rules out
 * expensive higher-tier solves early.
 */
export function isUnique(puzzle: Pick<Puzzle, "size" | "attributes">, clues: readonly Clue[]): boolean {
  return countSolutions({ size: puzzle.size, attributes: puzzle.attributes, clues }, { limit: 2 }).count === 1;
}
