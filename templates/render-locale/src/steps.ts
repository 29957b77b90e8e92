// One wording per step rule and per fact kind. `StepVerbalizers` and `FactVerbalizers` list
// every rule and kind: a new one is a compile error here until it is worded.
import { mergeFacts } from "@zebra/model";
import type { Fact, FactVerbalizers, RenderContext, Step, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clues.js";
import { and, clues, houses, noun, sentence, who } from "./words.js";

/** Every fact kind as a clause. TRANSLATE. */
export const factClauses: FactVerbalizers = {
  at: ({ entity, pos }, ctx) => `${who(entity, ctx)} lives in house ${pos}`,
  not_at: ({ entity, positions }, ctx) => `${who(entity, ctx)} does not live in ${houses(positions)}`,
  among: ({ entity, positions }, ctx) => `${who(entity, ctx)} can only live in ${houses(positions)}`,
};

function facts(list: readonly Fact[], ctx: RenderContext): string {
  return and(mergeFacts(list).map((f) => (factClauses[f.kind] as (x: Fact, c: RenderContext) => string)(f, ctx)));
}

function clueText(index: number, ctx: RenderContext): string {
  const clue = ctx.puzzle.clues[index];
  return clue === undefined ? clues([index]) : `${clues([index])} (${clueClause(clue, ctx)})`;
}

/** Every step rule as sentences, citing clue numbers. TRANSLATE each. */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => argument(step, ctx),
  "clue-combination": (step, ctx) => argument(step, ctx),
  "naked-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx)}, since every other ${noun(ctx, step.attr)} is ruled out in house ${step.pos}`),
  "hidden-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx)}, since every other house is ruled out`),
  contradiction: (step, ctx) => {
    const lines = [sentence(`suppose ${facts([step.assumption], ctx)}`)];
    for (const sub of step.subSteps) lines.push(...stepText(sub, ctx).split("\n").map((line, i) => (i === 0 ? `  - ${line}` : `    ${line}`)));
    const so = facts(step.conclusions.length > 0 ? step.conclusions : [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }], ctx);
    const conflict = step.conflict;
    const why =
      conflict.kind === "clue"
        ? `that breaks ${clues([conflict.clue])}`
        : conflict.kind === "no-position"
          ? `then no house is left for ${who(conflict.entity, ctx)}`
          : `then no ${noun(ctx, conflict.attr)} is left for house ${conflict.pos}`;
    lines.push(sentence(`${why}, so ${so}`));
    return lines.join("\n");
  },
};

/** Any step as text. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** "From clue 4 (…), and since …, …." */
function argument(step: Step, ctx: RenderContext): string {
  const from = step.clues.length === 0 ? "" : `from ${and(step.clues.map((i) => clueText(i, ctx)))}, `;
  const since = step.premises.length === 0 ? "" : `since ${facts(step.premises, ctx)}, `;
  return sentence(`${from}${since}${facts(step.conclusions, ctx)}`);
}
