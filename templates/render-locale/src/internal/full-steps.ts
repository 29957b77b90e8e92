// The full style: one wording per step rule, as prose a reader follows without the clue list.
// `StepVerbalizers` lists every rule: a new one is a compile error here until it is worded (and
// in `concise-steps.ts`). Reasons ("since …", "so …") use embedded clauses.
import { bulletLines, caseArgumentLines, clashTextOf, premisesBeforeCases, stepTextOf } from "@zebra/locale-kit";
import type { Clash, Step } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { facts } from "./facts.js";
import { and, clues, noun, sentence, untranslated, who, write } from "./words.js";

function clueText(index: number, ctx: RenderContext): string {
  const clue = ctx.puzzle.clues[index];
  return clue === undefined ? clues([index]) : `${clues([index])} (${write(clueClause(clue, ctx), "main")})`;
}

/** Every step rule as sentences, citing clue numbers, in the full style. TRANSLATE each. */
export const fullSteps: StepVerbalizers = {
  clue: (step, ctx) => argument(step, ctx),
  // The case argument: "A can only live in house 2 or 4. If …: …. Either way, …".
  "clue-combination": (step, ctx) => {
    const lines = caseArgumentLines(
      step.split,
      {
        positions: (split) => sentence(facts([{ kind: "among", entity: split.entity, positions: split.cases.map((c) => c.pos) }], ctx, "main")),
        ifCase: (fact) => `${untranslated(`If ${facts([fact], ctx, "embedded")}`)}:`,
        step: (sub) => stepText(sub, ctx),
        impossible: (clash) => sentence(`${clashText(clash, ctx)}, so this case is impossible`),
      },
      "  ",
    );
    const known = premisesBeforeCases(step);
    const from = sentence(
      `consider ${and(step.clues.map((i) => clueText(i, ctx)))} together${known.length === 0 ? "" : `, and that ${facts(known, ctx, "embedded")}`}`,
    );
    return [from, ...lines, sentence(`either way, ${facts(step.conclusions, ctx, "main")}`)].join("\n");
  },
  "naked-single": (step, ctx) =>
    sentence(`${facts(step.conclusions, ctx, "main")}, since every other ${noun(ctx, step.attr)} is ruled out in house ${step.pos}`),
  "hidden-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx, "main")}, since every other house is ruled out`),
  contradiction: (step, ctx) => {
    const lines = [sentence(`suppose ${facts([step.assumption], ctx, "embedded")}`)];
    lines.push(
      ...bulletLines(
        step.subSteps.map((sub) => stepText(sub, ctx)),
        "  ",
      ),
    );
    const so = facts(
      step.conclusions.length > 0 ? step.conclusions : [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }],
      ctx,
      "embedded",
    );
    lines.push(sentence(`${clashText(step.clash, ctx)}, so ${so}`));
    return lines.join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash: its facts (which cannot all hold), then
 * what they break. `ClashVerbalizers` lists every kind: a new one is a compile error here. TRANSLATE.
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) =>
    `${butThen(clash, ctx)}, which breaks ${clues([clash.conflict.clue])}${clash.forced ? ` (by it, ${facts([clash.forced], ctx, "embedded")})` : ""}`,
  "no-position": (clash, ctx) => `${butThen(clash, ctx)}: no house is left for ${who(clash.conflict.entity, ctx)}`,
  "no-value": (clash, ctx) => `${butThen(clash, ctx)}: no ${noun(ctx, clash.conflict.attr)} is left for house ${clash.conflict.pos}`,
};

function butThen(clash: Clash, ctx: RenderContext): string {
  return `then ${facts(clash.facts, ctx, "embedded")}`;
}

function clashText(clash: Clash, ctx: RenderContext): string {
  return clashTextOf(clashTexts, clash, ctx);
}

/** Any step as text, in the full style. */
export function stepText(step: Step, ctx: RenderContext): string {
  return stepTextOf(fullSteps, step, ctx);
}

/** "From clue 4 (…), and since …, so …." */
function argument(step: Step, ctx: RenderContext): string {
  const from = step.clues.length === 0 ? "" : `from ${and(step.clues.map((i) => clueText(i, ctx)))}, `;
  const since = step.premises.length === 0 ? "" : `since ${facts(step.premises, ctx, "embedded")}, `;
  return sentence(`${from}${since}${facts(step.conclusions, ctx, step.premises.length === 0 ? "main" : "embedded")}`);
}
