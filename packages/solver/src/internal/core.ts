import type { Tier } from "@zebra/model";
import type { ClueSet } from "./clue-set.js";
import type { Shape } from "./shape.js";
import { SolverState } from "./state.js";
import { tier1 } from "./tier1.js";
import { tier2 } from "./tier2.js";
import { tier3 } from "./tier3.js";

/**
 * The deductive solver: a {@link SolverState} and the driver that runs its tiers, cheapest first.
 * Tier 1 (`tier1.ts`: one clue at a time, `singles.ts`: the all-different rule), tier 2
 * (`tier2.ts`: two or three clues combined, from `groups.ts`), tier 3 (`tier3.ts`: proofs by
 * contradiction); `premises.ts` builds the facts a clue step cites.
 */
export class Core extends SolverState {
  constructor(shape: Shape, maxTier: Tier, trace: boolean, clueSet?: ClueSet) {
    super(shape, maxTier, trace, clueSet);
  }

  /** Tier 1 to a fixpoint, then one tier-2 step, then one tier-3 step, back to tier 1 after any progress. */
  run(): void {
    for (;;) {
      tier1(this);
      if (this.conflict || this.stepLimitHit || this.placedCount === this.shape.valueCount) return;
      if (this.maxTier >= 2 && tier2(this)) continue;
      if (this.conflict) return;
      if (this.maxTier >= 3 && tier3(this)) continue;
      return;
    }
  }
}
