// The concise style: one puzzle-book line per step rule, in short labels, citing clue numbers.
// `StepVerbalizers` lists every rule: a new one is a compile error here until it is worded.
import { contradictionConclusions, mergeFacts, partnerPlacement, plainerFact } from "@zebra/locale-kit";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step } from "@zebra/model";
import { and, clues, label, noun, or, sentence, who } from "./words.js";

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
  if (pair !== undefined)
    return `${label(ctx, pair.placed.entity.attr, pair.placed.entity.value)} = ${label(ctx, pair.known.entity.attr, pair.known.entity.value)} (${pair.placed.pos})`;
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
  // The case argument on one line, then what holds either way on a line of its own.
  "clue-combination": (step, ctx) => `${sentence(`${clues(step.clues)}: ${cases(step.split, ctx)}`)}\n${sentence(`either way, ${concluded(step, ctx)}`)}`,
  "naked-single": (step, ctx) => sentence(`house ${step.pos}: only ${and(step.conclusions.map((f) => label(ctx, f.entity.attr, f.entity.value)))} left`),
  "hidden-single": (step, ctx) => sentence(`${and(step.conclusions.map((f) => short(f, ctx)))}, the only house left`),
  contradiction: (step, ctx) =>
    sentence(
      `if ${short(step.assumption, ctx)}: ${[...step.subSteps.map((sub) => inner(sub, ctx)), brokenShort(step.clash, ctx)].join("; ")}; so ${contradictionConclusions(
        step,
      )
        .map((f) => short(f, ctx))
        .join(", ")}`,
    ),
};

/** A step inside a proof or a case, in short; a nested proof reads as what it concludes. TRANSLATE. */
function inner(sub: Step, ctx: RenderContext): string {
  if (sub.rule === "contradiction")
    return contradictionConclusions(sub)
      .map((f) => short(f, ctx))
      .join(", ");
  return `${concluded(sub, ctx)}${sub.clues.length > 0 ? ` (${clues(sub.clues)})` : ""}`;
}

/** How a line of argument breaks down, in short: its facts, then what they break ("tea in 3, red in 3: clue 1 fails"). TRANSLATE. */
function brokenShort(clash: Clash, ctx: RenderContext): string {
  const known = clash.facts.length === 0 ? "" : `${clash.facts.map((f) => short(f, ctx)).join(", ")}: `;
  const conflict = clash.conflict;
  if (conflict.kind === "clue") return `${known}${clues([conflict.clue])} fails`;
  return conflict.kind === "no-position"
    ? `${known}no house is left for ${who(conflict.entity, ctx)}`
    : `${known}no ${noun(ctx, conflict.attr)} is left for house ${conflict.pos}`;
}

/** A case argument in short: "Dane in 2 or 4; if 2: …, clue 14 fails; if 4: …". TRANSLATE. */
function cases(split: CaseSplit, ctx: RenderContext): string {
  const head = short({ kind: "among", entity: split.entity, positions: split.cases.map((c) => c.pos) }, ctx);
  const each = split.cases.map((c) => {
    const chain = [...c.steps.map((sub) => inner(sub, ctx)), ...(c.clash ? [brokenShort(c.clash, ctx)] : [])];
    return `if ${c.pos}: ${chain.length === 0 ? "no clash" : chain.join(", ")}${c.split ? `, ${cases(c.split, ctx)}` : ""}`;
  });
  return [head, ...each].join("; ");
}
