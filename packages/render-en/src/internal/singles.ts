import type { AtFact, Fact, Step } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { andList, capitalize, lexiconWords, nounOf, personAt, placeAt, shortLabel, valueAsSubject, valueSubject } from "./words.js";

/**
 * Singles in a row as one sentence, per style (see `SolutionWording.singles`): "Only house 2 is
 * left for the ferry commuter, house 1 for the cable car commuter and house 5 for the monorail
 * commuter.", "Only house 3 is left for the daffodil grower and the 22-year-old.", "Oak is the only tree left for house 2 and beech for house 5."; in short, "Ferry:
 * house 2; cable car: house 1." (in a logic grid, "Tart: only Carl left; pie: only Amy"). Undefined where the run does not read as one (a house named
 * as the subject, values of different attributes).
 */
export const singlesTexts = {
  full: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = placements(steps);
    if (placed === undefined) return undefined;
    if (steps[0]!.rule === "hidden-single") {
      const subjects = placed.map((c) => valueSubject(c.entity, ctx));
      if (subjects.some((X) => X.kind === "house")) return undefined;
      // One house left for each of them, the same: "Only house 3 is left for the daffodil grower and the 22-year-old."
      if (placed.every((c) => c.pos === placed[0]!.pos)) return `${leftFor(placed[0]!.pos, andList(subjects.map((X) => X.text)), ctx)}.`;
      // Each house named once, with all it is left for: "That leaves house 4 for the softball player and Frank, and house 3 for …".
      const byHouse = new Map<number, string[]>();
      placed.forEach((c, i) => {
        byHouse.set(c.pos, [...(byHouse.get(c.pos) ?? []), subjects[i]!.text]);
      });
      const parts = [...byHouse].map(([pos, who], i) => (i === 0 ? leftFor(pos, andList(who), ctx) : `${placeAt(pos, ctx)} ${forOrAs(ctx)} ${andList(who)}`));
      if (byHouse.size === placed.length) return `${andList(parts)}.`;
      // A house left for two is an "and" inside the list: a comma before the list's own "and" keeps them apart.
      return `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1)!}.`;
    }
    const attr = placed[0]!.entity.attr;
    if (placed.some((c) => c.entity.attr !== attr)) return undefined;
    const parts = placed.map((c, i) => {
      const value = valueAsSubject(ctx, attr, c.entity.value);
      return i === 0 ? `${capitalize(value)} is the only ${nounOf(ctx, attr)} left for ${placeAt(c.pos, ctx)}` : `${value} for ${placeAt(c.pos, ctx)}`;
    });
    return `${andList(parts)}.`;
  },
  concise: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = placements(steps);
    if (placed === undefined) return undefined;
    const hidden = steps[0]!.rule === "hidden-single";
    const grid = ctx.puzzle.kind === "logic-grid";
    const parts = placed.map((c, i) => {
      const label = shortLabel(ctx, c.entity.attr, c.entity.value);
      if (!grid) return (i === 0 ? capitalize : String)(hidden ? `${label}: house ${c.pos}` : `house ${c.pos}: ${label}`);
      const at = lexiconWords.valueText(ctx, ctx.puzzle.attributes[0]!.name, ctx.puzzle.attributes[0]!.values[c.pos - 1]!);
      const head = hidden ? `${label}: only ${at}` : `${at}: only ${label}`;
      return i === 0 ? `${capitalize(head)} left` : head;
    });
    return `${parts.join("; ")}.`;
  },
};

/**
 * The one house left for a value, as a clause: "That leaves house 2 for the cat owner" after
 * what the text has just said (`ctx.justSaid`), which left it so; "Only house 2 is left for the
 * cat owner" otherwise (after a grid, or on its own).
 */
export function leftFor(pos: number, subject: string, ctx: RenderContext): string {
  // A logic grid has people, not houses: "That leaves Carl as the tart buyer", "Only Carl is left to be the tart buyer".
  if (ctx.puzzle.kind === "logic-grid")
    return ctx.justSaid === undefined ? `Only ${personAt(pos, ctx)} is left to be ${subject}` : `That leaves ${personAt(pos, ctx)} as ${subject}`;
  return ctx.justSaid === undefined ? `Only house ${pos} is left for ${subject}` : `That leaves house ${pos} for ${subject}`;
}

/** The word between a place and the people left for it in a list of singles: "house 3 for the Dane", "Carl as the tart buyer". */
function forOrAs(ctx: RenderContext): string {
  return ctx.puzzle.kind === "logic-grid" ? "as" : "for";
}

/** The value each single places, or undefined when one places none. */
function placements(steps: readonly Step[]): AtFact[] | undefined {
  const placed = steps.map((s) => s.conclusions[0]).filter((c): c is AtFact => c !== undefined && isAt(c));
  return placed.length === steps.length ? placed : undefined;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}
