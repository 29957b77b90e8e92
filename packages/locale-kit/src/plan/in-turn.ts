import { extend } from "../internal/extend.js";
import type { RenderContext } from "../contract/renderer.js";
import { citedClues, withStatedClues } from "./stated-clues.js";
import type { Fact, Step } from "@zebra/model";

/**
 * The context of the first line after a supposition or a case: the supposition has just been
 * said (`ctx.justSaid`), so the line may take it as read.
 *
 * @param fact - the supposition or the case.
 * @param ctx - the context of the proof or case argument.
 * @returns `ctx` with `fact` just said.
 * @example
 * ```ts
 * stepText(proof.subSteps[0], afterSupposition(proof.assumption, ctx));
 * ```
 */
export function afterSupposition(fact: Fact, ctx: RenderContext): RenderContext {
  return extend(ctx, { justSaid: [fact] });
}

/**
 * The context of the line after `step`: its clues stated, its conclusions just said.
 *
 * @param step - the step just worded.
 * @param ctx - the context it was worded in.
 * @returns the context of the next line.
 * @example
 * ```ts
 * now = afterStep(sub, now);
 * ```
 */
export function afterStep(step: Step, ctx: RenderContext): RenderContext {
  return extend(withStatedClues(ctx, citedClues(step)), { justSaid: step.conclusions });
}

/**
 * Steps worded one after another from a supposition (the sub-steps of a proof): the first
 * takes the supposition as read, each later one the step before it, and each cites by number
 * the clues those before it stated.
 *
 * Cost: one `word` per step.
 *
 * @param steps - the steps, in order.
 * @param ctx - the context of the proof.
 * @param supposed - the supposition they start from.
 * @param word - a locale's wording of one step.
 * @returns the steps' texts, in order.
 * @example
 * ```ts
 * inTurn(proof.subSteps, ctx, proof.assumption, stepText); // ["…", "…"]
 * ```
 */
export function inTurn(steps: readonly Step[], ctx: RenderContext, supposed: Fact, word: (step: Step, ctx: RenderContext) => string): string[] {
  let now = afterSupposition(supposed, ctx);
  return steps.map((s) => {
    const text = word(s, now);
    now = afterStep(s, now);
    return text;
  });
}
