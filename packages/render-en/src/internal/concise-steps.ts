import { contradictionConclusions, joinList, mergeFacts, partnerPlacement, plainerFact } from "@zebra/model";
import type { Fact, RenderContext, Step, StepVerbalizers, ValueRef } from "@zebra/model";
import { capitalize, clueList, nounOf, valueText } from "./words.js";

/**
 * Every step rule in the concise style, as a puzzle book writes it: short labels ("milk in 3",
 * "ice cream = Portuguese (2)"), the clue's number without its words, and what follows. The
 * layout folds the placements a step forces into its line.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${capitalize(clueList(step.clues))}: ${conclusion(step, ctx)}.`,
  "clue-combination": (step, ctx) => `${capitalize(clueList(step.clues))}: ${conclusion(step, ctx)}.`,
  "naked-single": (step, ctx) => `House ${step.pos}: only ${placedLabels(step, ctx)} left.`,
  "hidden-single": (step, ctx) =>
    step.conclusions.map((c) => (c.kind === "at" ? `${capitalize(short(c.entity, ctx))}: only house ${c.pos} left.` : `${capitalize(fact(c, ctx))}.`)).join(" "),
  contradiction: (step, ctx) => {
    const chain = step.subSteps.map((s) => inner(s, ctx)).join("; ");
    const conflict = step.conflict;
    const broken =
      conflict.kind === "clue"
        ? `${clueList([conflict.clue])} fails`
        : conflict.kind === "no-position"
          ? `no house is left for ${short(conflict.entity, ctx)}`
          : `no ${nounOf(ctx, conflict.attr)} is left for house ${conflict.pos}`;
    const then = chain === "" ? "" : `${chain}; `;
    return `If ${fact(step.assumption, ctx)}: ${then}${broken}. So ${facts(contradictionConclusions(step), ctx)}.`;
  },
};

/** A step inside a proof, without its own capital and stop: "cat in 3 (clue 5)". */
function inner(step: Step, ctx: RenderContext): string {
  if (step.rule === "contradiction") return conciseSteps.contradiction(step, ctx).replace(/\.$/, "");
  const what = step.rule === "clue" || step.rule === "clue-combination" ? conclusion(step, ctx) : facts(step.conclusions, ctx);
  if (step.clues.length === 0) return what;
  return what.endsWith(")") ? `${what.slice(0, -1)}, ${clueList(step.clues)})` : `${what} (${clueList(step.clues)})`;
}

/** What a clue step concludes; a value placed with another that the clue ties it to reads "ice cream = Portuguese (2)". */
function conclusion(step: Step, ctx: RenderContext): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined) return `${short(pair.placed.entity, ctx)} = ${short(pair.known.entity, ctx)} (${pair.placed.pos})`;
  return facts(step.conclusions, ctx);
}

/** The values a single places, as labels: "water", "red and yellow". */
function placedLabels(step: Step, ctx: RenderContext): string {
  return joinList(
    step.conclusions.map((c) => short(c.entity, ctx)),
    ", ",
    " and ",
  );
}

/** A value's short label: "milk", "Norwegian", "158 cm". */
function short(ref: ValueRef, ctx: RenderContext): string {
  return valueText(ctx, ref.attr, ref.value);
}

/** "milk in 3", "dog not in 1", "brownies in 1 or 5" (the shorter of the houses left and those ruled out). */
function fact(f: Fact, ctx: RenderContext): string {
  const plain = plainerFact(f, ctx.puzzle.size);
  const label = short(plain.entity, ctx);
  if (plain.kind === "at") return `${label} in ${plain.pos}`;
  return plain.kind === "among" ? `${label} in ${orList(plain.positions)}` : `${label} not in ${orList(plain.positions)}`;
}

function facts(list: readonly Fact[], ctx: RenderContext): string {
  return mergeFacts(list)
    .map((f) => fact(f, ctx))
    .join(", ");
}

function orList(positions: readonly number[]): string {
  return joinList(positions.map(String), ", ", " or ");
}
