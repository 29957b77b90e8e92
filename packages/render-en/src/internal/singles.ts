import type { AtFact, Fact, RenderContext, Step } from "@zebra/model";
import { andList, capitalize, nounOf, valueSubject, valueText } from "./words.js";

/**
 * Singles in a row as one sentence, per style (see `SolutionWording.singles`): "Only house 2 is
 * left for the ferry commuter, house 1 for the cable car commuter and house 5 for the monorail
 * commuter.", "Oak is the only tree left for house 2 and beech for house 5."; in short, "Ferry:
 * only 2 left; cable car: only 1." Undefined where the run does not read as one (a house named
 * as the subject, values of different attributes).
 */
export const singlesTexts = {
  full: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = placements(steps);
    if (placed === undefined) return undefined;
    if (steps[0]!.rule === "hidden-single") {
      const subjects = placed.map((c) => valueSubject(c.entity, ctx));
      if (subjects.some((X) => X.kind === "house")) return undefined;
      return `${andList(placed.map((c, i) => (i === 0 ? `Only house ${c.pos} is left for ${subjects[0]!.text}` : `house ${c.pos} for ${subjects[i]!.text}`)))}.`;
    }
    const attr = placed[0]!.entity.attr;
    if (placed.some((c) => c.entity.attr !== attr)) return undefined;
    const parts = placed.map((c, i) => {
      const value = valueText(ctx, attr, c.entity.value);
      return i === 0 ? `${capitalize(value)} is the only ${nounOf(ctx, attr)} left for house ${c.pos}` : `${value} for house ${c.pos}`;
    });
    return `${andList(parts)}.`;
  },
  concise: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = placements(steps);
    if (placed === undefined) return undefined;
    const hidden = steps[0]!.rule === "hidden-single";
    const parts = placed.map((c, i) => {
      const label = valueText(ctx, c.entity.attr, c.entity.value);
      const head = hidden ? `${label}: only ${c.pos}` : `house ${c.pos}: only ${label}`;
      return i === 0 ? `${capitalize(head)} left` : head;
    });
    return `${parts.join("; ")}.`;
  },
};

/** The value each single places, or undefined when one places none. */
function placements(steps: readonly Step[]): AtFact[] | undefined {
  const placed = steps.map((s) => s.conclusions[0]).filter((c): c is AtFact => c !== undefined && isAt(c));
  return placed.length === steps.length ? placed : undefined;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}
