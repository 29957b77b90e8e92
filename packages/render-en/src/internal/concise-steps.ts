import { contradictionConclusions, forcedPlace, joinList, unsaidClashFacts, mergeFacts, partnerPlacement, plainerFact } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step, ValueRef } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { capitalize, clueList, lexiconWords, nounOf, shortLabel } from "./words.js";

/**
 * Every step rule in the concise style, as a puzzle book writes it: short labels ("milk in 3",
 * "ice cream = Portuguese (2)"), the clue's number without its words, and what follows. The
 * layout folds the placements a step forces into its line.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${capitalize(clueList(step.clues))}: ${conclusion(step, ctx)}.`,
  // The case argument on one line, then what holds in every case on a line of its own.
  "clue-combination": (step, ctx) => `${capitalize(clueList(step.clues))}: ${caseNotes(step.split, ctx, step.clues)}\nEither way, ${conclusion(step, ctx)}.`,
  // A line without a clue is what the grid leaves: "House 5: water.", "Beech: house 2."; a logic
  // grid, where a person is no place, says so: "Carl: only tart left.".
  "naked-single": (step, ctx) =>
    ctx.puzzle.kind === "logic-grid"
      ? `${capitalize(at(step.pos, ctx))}: only ${placedLabels(step, ctx)} left.`
      : `House ${step.pos}: ${placedLabels(step, ctx)}.`,
  "hidden-single": (step, ctx) =>
    step.conclusions
      .map((c) =>
        c.kind !== "at"
          ? `${capitalize(fact(c, ctx))}.`
          : ctx.puzzle.kind === "logic-grid"
            ? `${capitalize(short(c.entity, ctx))}: only ${at(c.pos, ctx)} left.`
            : `${capitalize(short(c.entity, ctx))}: house ${c.pos}.`,
      )
      .join(" "),
  contradiction: (step, ctx) => {
    const chain = [...step.subSteps.map((s) => inner(s, ctx)), clashNote(step.clash, ctx, [step.assumption, ...step.subSteps.flatMap((s) => s.conclusions)])];
    return `If ${fact(step.assumption, ctx)}: ${chain.join("; ")}. So ${facts(contradictionConclusions(step), ctx)}.`;
  },
};

/**
 * How a line of argument breaks down, in short: the clash's facts the line has not said
 * (`stated`: its supposition and every step's conclusions), then what they break ("red in 3:
 * clue 1 fails", "…: clue 15 needs biographies in 1, where horror is", "…: no house left for
 * dog"; when it has said them all, all of them). A fact the line has said is not named again ("SUV in 4 (clue 7); hatchback in 5; clue
 * 8 needs electric car in 5, where hatchback is", not "…; SUV in 4: clue 8 needs …").
 */
function clashNote(clash: Clash, ctx: RenderContext, stated: readonly Fact[]): string {
  // A clue that would put a value where another is names that value anyway: facts said go.
  const taken = clash.conflict.kind === "clue" && forcedPlace(clash, ctx.puzzle.size)?.taken !== undefined;
  const named = unsaidClashFacts(clash, stated, ctx.puzzle.size, taken ? "none" : "all");
  const known = named.length === 0 ? "" : `${facts(named, ctx, true)}: `;
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue": {
      const clue = clueList([conflict.clue]);
      const place = forcedPlace(clash, ctx.puzzle.size);
      if (place === undefined) return `${known}${clue} fails`;
      const needs = `${clue} needs ${short(clash.forced!.entity, ctx)} ${where(place.positions, ctx)}`;
      return `${known}${needs}${place.taken === undefined ? ", which cannot be" : `, where ${short(place.taken.entity, ctx)} is`}`;
    }
    case "no-position":
      return `${known}no ${ctx.puzzle.kind === "logic-grid" ? "one" : "house"} left for ${short(conflict.entity, ctx)}`;
    case "no-value":
      return `${known}no ${nounOf(ctx, conflict.attr)} left for ${ctx.puzzle.kind === "logic-grid" ? at(conflict.pos, ctx) : `house ${conflict.pos}`}`;
  }
}

/**
 * A case argument in short: "If Dane in 2: tea in 2. If 4: red in 4: clue 14 fails." (a case that
 * breaks down is impossible). A step citing only clues of the line's head (`cited`) needs no
 * "(clue 3)": the head has named them.
 */
function caseNotes(split: CaseSplit, ctx: RenderContext, cited: readonly number[]): string {
  const cases = split.cases.map((c, i) => {
    const stated: Fact[] = [{ kind: "at", entity: split.entity, pos: c.pos }, ...c.steps.flatMap((s) => s.conclusions)];
    const chain = [...c.steps.map((s) => inner(s, ctx, cited)), ...(c.clash ? [clashNote(c.clash, ctx, stated)] : [])];
    // The first case names the value split on; the others give its house alone.
    const grid = ctx.puzzle.kind === "logic-grid";
    const said = `If ${i === 0 || grid ? `${short(split.entity, ctx)} ${grid ? "= " : "in "}` : ""}${at(c.pos, ctx)}: ${chain.length === 0 ? "nothing breaks" : chain.join("; ")}.`;
    return c.split ? `${said} ${caseNotes(c.split, ctx, cited)}` : said;
  });
  return cases.join(" ");
}

/** A step inside a proof, without its own capital and stop: "cat in 3 (clue 5)"; no clue named where the line's head has (`cited`). */
function inner(step: Step, ctx: RenderContext, cited: readonly number[] = []): string {
  if (step.rule === "contradiction") return conciseSteps.contradiction(step, ctx).replace(/\.$/, "");
  const what = step.rule === "clue" || step.rule === "clue-combination" ? conclusion(step, ctx, true) : facts(step.conclusions, ctx, true);
  if (step.clues.length === 0 || step.clues.every((c) => cited.includes(c))) return what;
  return what.endsWith(")") ? `${what.slice(0, -1)}, ${clueList(step.clues)})` : `${what} (${clueList(step.clues)})`;
}

/** What a clue step concludes; a value placed with another that the clue ties it to reads "ice cream = Portuguese (2)". */
function conclusion(step: Step, ctx: RenderContext, chain = false): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined && ctx.puzzle.kind === "logic-grid") {
    const known = pair.known.entity.attr === ctx.puzzle.attributes[0]!.name ? "" : ` (${at(pair.placed.pos, ctx)})`;
    return `${short(pair.placed.entity, ctx)} = ${short(pair.known.entity, ctx)}${known}`;
  }
  if (pair !== undefined) return `${short(pair.placed.entity, ctx)} = ${short(pair.known.entity, ctx)} (${pair.placed.pos})`;
  return facts(step.conclusions, ctx, chain);
}

/** The values a single places, as labels: "water", "red and yellow". */
function placedLabels(step: Step, ctx: RenderContext): string {
  return joinList(
    step.conclusions.map((c) => short(c.entity, ctx)),
    ", ",
    " and ",
  );
}

/** A value's short label: "milk", "Norwegian", "158 cm", "25-year-old". */
function short(ref: ValueRef, ctx: RenderContext): string {
  return shortLabel(ctx, ref.attr, ref.value);
}

/**
 * "milk in 3", "dog not in 1, 2" ("1 or 2" in a chain), "brownies in 1 or 5" (the shorter of the houses left and those
 * ruled out); in a logic grid, "tart = Carl", "tart ≠ Amy", "tart = Bob or Dora".
 */
function fact(f: Fact, ctx: RenderContext, chain = false): string {
  const plain = plainerFact(f, ctx.puzzle.size);
  const label = short(plain.entity, ctx);
  if (plain.kind === "not_at")
    return `${label} ${ctx.puzzle.kind === "logic-grid" ? `≠ ${orList(plain.positions, ctx)}` : `not in ${ruledOut(plain.positions, ctx, chain)}`}`;
  return `${label} ${where(plain.kind === "at" ? [plain.pos] : plain.positions, ctx)}`;
}

/** Where a value is: "in 1 or 3"; in a logic grid, "= Amy or Carl". */
function where(positions: readonly number[], ctx: RenderContext): string {
  return `${ctx.puzzle.kind === "logic-grid" ? "=" : "in"} ${orList(positions, ctx)}`;
}

/** A position in short: its number, or in a logic grid the label of its person ("Carl"). */
function at(pos: number, ctx: RenderContext): string {
  const key = ctx.puzzle.attributes[0]!;
  return ctx.puzzle.kind === "logic-grid" ? lexiconWords.valueText(ctx, key.name, key.values[pos - 1]!) : String(pos);
}

/**
 * Facts in a row: "dog in 2, cat in 3"; where a fact lists houses with commas, semicolons between
 * the facts ("Sydney not in 3, 5; storks not in 1"). In a chain of steps (`chain`), where
 * semicolons part the steps, houses ruled out are an "or" list.
 */
function facts(list: readonly Fact[], ctx: RenderContext, chain = false): string {
  const said = mergeFacts(list).map((f) => fact(f, ctx, chain));
  return said.join(said.some((f) => f.includes(",")) ? "; " : ", ");
}

/** Houses ruled out: all of them are, so a comma list says it ("3, 5") a word shorter than "3 or 5"; in a chain, "3 or 5". */
function ruledOut(positions: readonly number[], ctx: RenderContext, chain: boolean): string {
  return chain ? orList(positions, ctx) : positions.join(", ");
}

function orList(positions: readonly number[], ctx: RenderContext): string {
  return joinList(
    positions.map((p) => at(p, ctx)),
    ", ",
    " or ",
  );
}
