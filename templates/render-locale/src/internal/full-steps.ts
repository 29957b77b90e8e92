// One wording per step rule, in each explanation style: `full` (prose a reader follows without
// the clue list) and `concise` (puzzle-book lines). `StepVerbalizers` lists every rule: a new
// one is a compile error here until it is worded in both. Reasons ("since …", "so …") use
// embedded clauses.
import { bulletLines, caseArgumentLines, contradictionConclusions, mergeFacts, partnerPlacement, plainerFact, premisesBeforeCases } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { facts } from "./facts.js";
import { and, clues, label, noun, or, sentence, untranslated, who, write } from "./words.js";

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
  return (clashTexts[clash.conflict.kind] as (c: Clash, x: RenderContext) => string)(clash, ctx);
}

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

/** "From clue 4 (…), and since …, so …." */
function argument(step: Step, ctx: RenderContext): string {
  const from = step.clues.length === 0 ? "" : `from ${and(step.clues.map((i) => clueText(i, ctx)))}, `;
  const since = step.premises.length === 0 ? "" : `since ${facts(step.premises, ctx, "embedded")}, `;
  return sentence(`${from}${since}${facts(step.conclusions, ctx, step.premises.length === 0 ? "main" : "embedded")}`);
}
