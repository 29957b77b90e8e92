import type { Fact, Step } from "@zebra/model";

/**
 * One sentence of a worded solution (one line in the concise style, where a line words one
 * claim) as the claim it makes: what it asserts and what it rests on. Every locale words a
 * claim as one sentence, so a check of the claims holds for the text in every language.
 */
export interface ExplanationClaim {
  /** The 1-based number of the item (step or line) the sentence belongs to. */
  readonly item: number;
  /**
   * The solver steps the sentence words, in order: one step, or a run of singles said in one
   * sentence. Their clues and premises are what it rests on; a proof's supposition and a case
   * argument's cases are inside the step.
   */
  readonly steps: readonly Step[];
  /** What the sentence asserts: the conclusions of its steps. */
  readonly asserts: readonly Fact[];
  /**
   * What the sentence may refer back to ("So by clue 2", "That leaves …", "the former"): what the
   * sentence just before it asserted. Absent after a heading, a grid or at the start.
   */
  readonly after?: readonly Fact[];
}
