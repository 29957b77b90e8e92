import { extend } from "../internal/extend.js";
import type { RenderContext } from "../contract/renderer.js";
import type { CaseSplit, Step } from "@zebra/model";

/**
 * The clues a step cites, with those of its sub-steps and of every case of its case argument:
 * what a reader has read once the step is worded.
 *
 * @param step - any step.
 * @returns the clues' 0-based indexes, in the order met, each once.
 * @example
 * ```ts
 * citedClues(proof); // [4, 0, 10]: the proof's sub-steps cite clues 5, 1 and 11
 * ```
 */
export function citedClues(step: Step): number[] {
  const out = new Set<number>();
  const visit = (s: Step): void => {
    for (const c of s.clues) out.add(c);
    if (s.rule === "contradiction") s.subSteps.forEach(visit);
    if (s.rule === "clue-combination") visitSplit(s.split);
  };
  const visitSplit = (split: CaseSplit): void => {
    for (const c of split.cases) {
      c.steps.forEach(visit);
      if (c.split) visitSplit(c.split);
    }
  };
  visit(step);
  return [...out];
}

/**
 * The context a later step is worded in, once the text has stated `clues` (see
 * `RenderContext.statedClues`). A step that words several steps in turn (the sub-steps of a
 * proof, the steps of a case) passes each the context after those before it
 * (`withStatedClues(ctx, citedClues(previous))`), so that a clue is restated only the first time.
 *
 * @param ctx - the context so far.
 * @param clues - clues (0-based) the text has stated since.
 * @returns `ctx` with those clues stated (`ctx` itself when none is new).
 * @example
 * ```ts
 * let inner = withStatedClues(ctx, step.clues); // the step's first line gave its clues
 * ```
 */
export function withStatedClues(ctx: RenderContext, clues: Iterable<number>): RenderContext {
  let stated: Set<number> | undefined;
  for (const c of clues) {
    if (stated === undefined && ctx.statedClues?.has(c) === true) continue;
    (stated ??= new Set(ctx.statedClues)).add(c);
  }
  return stated === undefined ? ctx : extend(ctx, { statedClues: stated });
}
