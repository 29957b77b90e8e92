// One wording per step rule, in each explanation style: `full` (prose a reader follows without
// the clue list) and `concise` (puzzle-book lines). `StepVerbalizers` lists every rule: a new
// one is a compile error here until it is worded in both. Reasons ("since …", "so …") use
// embedded clauses.
import { contradictionConclusions, mergeFacts, partnerPlacement, plainerFact } from "@zebra/model";
import type { Fact, RenderContext, Step, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clues.js";
import { facts } from "./facts.js";
import { and, clues, label, noun, or, sentence, who, write } from "./words.js";

function clueText(index: number, ctx: RenderContext): string {
  const clue = ctx.puzzle.clues[index];
  return clue === undefined ? clues([index]) : `${clues([index])} (${write(clueClause(clue, ctx), "main")})`;
}

/** Every step rule as sentences, citing clue numbers, in the full style. TRANSLATE each. */
export const fullSteps: StepVerbalizers = {
  clue: (step, ctx) => argument(step, ctx),
  "clue-combination": (step, ctx) => argument(step, ctx),
  "naked-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx, "main")}, since every other ${noun(ctx, step.attr)} is ruled out in house ${step.pos}`),
  "hidden-single": (step, ctx) => sentence(`${facts(step.conclusions, ctx, "main")}, since every other house is ruled out`),
  contradiction: (step, ctx) => {
    const lines = [sentence(`suppose ${facts([step.assumption], ctx, "embedded")}`)];
    for (const sub of step.subSteps) lines.push(...stepText(sub, ctx).split("\n").map((line, i) => (i === 0 ? `  - ${line}` : `    ${line}`)));
    const so = facts(contradictionConclusions(step), ctx, "embedded");
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

/** Any step as text, in the full style. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (fullSteps[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** A fact in short labels: "milk in 3", "dog not in 1", "tea in 1 or 5". TRANSLATE. */
function short(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  const value = label(ctx, plain.entity.attr, plain.entity.value);
  if (plain.kind === "at") return `${value} in ${plain.pos}`;
  return `${value} ${plain.kind === "among" ? "in" : "not in"} ${or(plain.positions.map(String))}`;
}

/** What a clue step concludes in short labels; a value placed with one a clue ties it to: "ice cream = Portuguese (2)". TRANSLATE. */
function concluded(step: Step, ctx: RenderContext): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined) return `${label(ctx, pair.placed.entity.attr, pair.placed.entity.value)} = ${label(ctx, pair.known.entity.attr, pair.known.entity.value)} (${pair.placed.pos})`;
  return mergeFacts(step.conclusions)
    .map((f) => short(f, ctx))
    .join(", ");
}

/**
 * Every step rule in the concise style: short labels, the clue's number without its words, and
 * what follows ("Clue 8: milk in 3."). The layout folds the placements a step forces into its
 * line. TRANSLATE each.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => sentence(`${clues(step.clues)}: ${concluded(step, ctx)}`),
  "clue-combination": (step, ctx) => sentence(`${clues(step.clues)}: ${concluded(step, ctx)}`),
  "naked-single": (step, ctx) => sentence(`house ${step.pos}: only ${and(step.conclusions.map((f) => label(ctx, f.entity.attr, f.entity.value)))} left`),
  "hidden-single": (step, ctx) => sentence(`${and(step.conclusions.map((f) => short(f, ctx)))}, the only house left`),
  contradiction: (step, ctx) => {
    // A nested proof reads as what it concludes.
    const chain = step.subSteps
      .map((sub) => (sub.rule === "contradiction" ? contradictionConclusions(sub).map((f) => short(f, ctx)).join(", ") : `${concluded(sub, ctx)}${sub.clues.length > 0 ? ` (${clues(sub.clues)})` : ""}`))
      .join("; ");
    const conflict = step.conflict;
    const broken = conflict.kind === "clue" ? `${clues([conflict.clue])} fails` : conflict.kind === "no-position" ? `no house is left for ${who(conflict.entity, ctx)}` : `no ${noun(ctx, conflict.attr)} is left for house ${conflict.pos}`;
    return sentence(`if ${short(step.assumption, ctx)}: ${chain === "" ? "" : `${chain}; `}${broken}; so ${contradictionConclusions(step).map((f) => short(f, ctx)).join(", ")}`);
  },
};

/** "From clue 4 (…), and since …, so …." */
function argument(step: Step, ctx: RenderContext): string {
  const from = step.clues.length === 0 ? "" : `from ${and(step.clues.map((i) => clueText(i, ctx)))}, `;
  const since = step.premises.length === 0 ? "" : `since ${facts(step.premises, ctx, "embedded")}, `;
  return sentence(`${from}${since}${facts(step.conclusions, ctx, step.premises.length === 0 ? "main" : "embedded")}`);
}
