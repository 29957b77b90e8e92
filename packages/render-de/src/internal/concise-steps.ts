// The concise style: one wording per step rule, as a German puzzle book prints its solution.
// `StepVerbalizers` lists every rule: a new one is a compile error here until it is worded.
// The lines are notes, not clauses: a value's label and "in Haus 3" (no article before a house
// number), so that no article, case ending or word order is needed; the other prepositions take
// a number or no article: "Widerspruch zu Hinweis 4" (dative), "für Haus 3" (accusative),
// "Däne ohne Haus".
import { contradictionConclusions, forcedPlace, joinList, mergeFacts, partnerPlacement, plainerFact, unsaidClashFacts } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step, ValueRef } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { capitalize } from "./clause.js";
import { and, fill, houses, labelOf, noValue, wordsOf } from "./words.js";

/**
 * Every step rule in the concise style: short labels ("Milch in Haus 3", "Engländer = rot
 * (Haus 3)"), the clue's number without its words ("Hinweis 8: …"), and what follows. The
 * layout folds the placements a step forces into its line.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${cited(step.clues)}: ${conclusion(step, ctx)}.`,
  // The case argument on one line, then what holds in every case on a line of its own.
  "clue-combination": (step, ctx) => `${cited(step.clues)} zusammen. ${caseNotes(step.split, ctx)}\nIn jedem Fall gilt: ${capitalize(conclusion(step, ctx))}.`,
  "naked-single": (step, ctx) => `Haus ${step.pos}: nur noch ${labels(step, ctx)} übrig.`,
  "hidden-single": (step, ctx) =>
    step.conclusions
      .map((c) => (c.kind === "at" ? `${capitalize(short(c.entity, ctx))}: nur noch Haus ${c.pos} übrig.` : `${capitalize(fact(c, ctx))}.`))
      .join(" "),
  contradiction: (step, ctx) => {
    const chain = [...step.subSteps.map((s) => inner(s, ctx)), clashNote(step.clash, ctx, [step.assumption, ...(step.subSteps.at(-1)?.conclusions ?? [])])];
    return `Angenommen, ${fact(step.assumption, ctx)}: ${chain.join("; ")}. Also gilt: ${capitalize(facts(contradictionConclusions(step), ctx))}.`;
  },
};

/**
 * How a line of argument breaks down, in short: the clash's facts, then after a dash what they
 * break ("Tee in Haus 3, Rot in Haus 3 – Widerspruch zu Hinweis 1", "… – Wasser müsste in Haus 1
 * (Hinweis 15), dort aber Tee", "… – Hund ohne Haus"). No colon: a line has at most one.
 */
function clashNote(clash: Clash, ctx: RenderContext, stated: readonly Fact[]): string {
  const named = unsaidClashFacts(clash, stated, ctx.puzzle.size);
  const known = named.length === 0 ? "" : `${facts(named, ctx)} – `;
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue": {
      const place = forcedPlace(clash, ctx.puzzle.size);
      if (place === undefined) return `${known}Widerspruch zu ${cited([conflict.clue])}`;
      const needs = `${short(clash.forced!.entity, ctx)} müsste in ${houses(place.positions)} (${cited([conflict.clue])})`;
      return `${known}${needs}, ${place.taken === undefined ? "unmöglich" : `dort aber ${short(place.taken.entity, ctx)}`}`;
    }
    case "no-position":
      return `${known}${short(conflict.entity, ctx)} ohne Haus`;
    case "no-value":
      return `${known}für Haus ${conflict.pos} bleibt ${noValue(ctx, conflict.attr)}`;
  }
}

/** A case argument in short: "Falls Däne in Haus 2, dann Tee = Däne (Haus 2, Hinweis 3). Falls Haus 4, dann Rot in Haus 4 – Widerspruch zu Hinweis 1." (a case that breaks down is impossible). */
function caseNotes(split: CaseSplit, ctx: RenderContext): string {
  const cases = split.cases.map((c, i) => {
    const stated: Fact[] = [{ kind: "at", entity: split.entity, pos: c.pos }, ...(c.steps.at(-1)?.conclusions ?? [])];
    const chain = [...c.steps.map((s) => inner(s, ctx)), ...(c.clash ? [clashNote(c.clash, ctx, stated)] : [])];
    // The first case names the value split on; the others give its house alone.
    const said = `Falls ${i === 0 ? `${short(split.entity, ctx)} in ` : ""}Haus ${c.pos}, dann ${chain.length === 0 ? "kein Widerspruch" : chain.join("; ")}.`;
    return c.split ? `${said} ${caseNotes(c.split, ctx)}` : said;
  });
  return cases.join(" ");
}

/** "Hinweis 8", "Hinweise 3 und 7" (indexes are 0-based), as a line's head. */
function cited(indexes: readonly number[]): string {
  const list = and(indexes.map((i) => String(i + 1)));
  return indexes.length === 1 ? `Hinweis ${list}` : `Hinweise ${list}`;
}

/** A step inside a proof, without its own stop: "Katze in Haus 3 (Hinweis 5)". */
function inner(step: Step, ctx: RenderContext): string {
  if (step.rule === "contradiction") return `(${conciseSteps.contradiction(step, ctx).replace(/\.$/u, "")})`;
  const what = step.rule === "clue" || step.rule === "clue-combination" ? conclusion(step, ctx) : facts(step.conclusions, ctx);
  if (step.clues.length === 0) return what;
  return what.endsWith(")") ? `${what.slice(0, -1)}, ${cited(step.clues)})` : `${what} (${cited(step.clues)})`;
}

/** What a clue step concludes; a value placed with another that the clue ties it to reads "Engländer = rot (Haus 3)". */
function conclusion(step: Step, ctx: RenderContext): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined) return `${short(pair.placed.entity, ctx)} = ${short(pair.known.entity, ctx)} (Haus ${pair.placed.pos})`;
  return facts(step.conclusions, ctx);
}

/** A value's short label: "Milch", "Norweger", "rot"; a number with its unit: "45 Jahre", "5. Stock". */
function short(ref: ValueRef, ctx: RenderContext): string {
  const unit = wordsOf(ctx, ref.attr)?.unit;
  if (typeof ref.value === "number" && unit !== undefined && unit !== "") return fill(unit, ref.value);
  return labelOf(ctx, ref.attr, ref.value);
}

/** The values a single places: "Wasser", "rot und gelb". */
function labels(step: Step, ctx: RenderContext): string {
  return joinList(
    step.conclusions.map((c) => short(c.entity, ctx)),
    ", ",
    " und ",
  );
}

/** "Milch in Haus 3", "Hund nicht in Haus 1", "Brownies in Haus 1 oder 5" (the shorter of the houses left and those ruled out). */
function fact(f: Fact, ctx: RenderContext): string {
  const plain = plainerFact(f, ctx.puzzle.size);
  const label = short(plain.entity, ctx);
  if (plain.kind === "at") return `${label} in Haus ${plain.pos}`;
  return `${label} ${plain.kind === "among" ? "" : "nicht "}in ${houses(plain.positions)}`;
}

function facts(list: readonly Fact[], ctx: RenderContext): string {
  return mergeFacts(list)
    .map((f) => fact(f, ctx))
    .join(", ");
}
