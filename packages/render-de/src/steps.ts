// One wording per step rule. `StepVerbalizers` lists every rule: a new one is a compile error
// here until it is worded. Reasons ("since …", "so …") use embedded clauses.
import type { RenderContext, Step, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clues.js";
import { facts } from "./facts.js";
import { and, clues, noun, sentence, who, write } from "./words.js";

function clueText(index: number, ctx: RenderContext): string {
  const clue = ctx.puzzle.clues[index];
  return clue === undefined ? clues([index]) : `${clues([index])} (${write(clueClause(clue, ctx), "main")})`;
}

/** Every step rule as sentences, citing clue numbers. TRANSLATE each. */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => argument(step, ctx),
  "clue-combination": (step, ctx) => argument(step, ctx),
  "naked-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx, "main")}, since every other ${noun(ctx, step.attr)} is ruled out in house ${step.pos}`),
  "hidden-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx, "main")}, since every other house is ruled out`),
  contradiction: (step, ctx) => {
    const lines = [sentence(`suppose ${facts([step.assumption], ctx, "embedded")}`)];
    for (const sub of step.subSteps) lines.push(...stepText(sub, ctx).split("\n").map((line, i) => (i === 0 ? `  - ${line}` : `    ${line}`)));
    const so = facts(step.conclusions.length > 0 ? step.conclusions : [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }], ctx, "embedded");
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

/** "From clue 4 (…), and since …, so …." */
function argument(step: Step, ctx: RenderContext): string {
  const from = step.clues.length === 0 ? "" : `from ${and(step.clues.map((i) => clueText(i, ctx)))}, `;
  const since = step.premises.length === 0 ? "" : `since ${facts(step.premises, ctx, "embedded")}, `;
  return sentence(`${from}${since}${facts(step.conclusions, ctx, step.premises.length === 0 ? "main" : "embedded")}`);
}
