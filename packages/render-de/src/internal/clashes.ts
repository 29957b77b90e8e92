// One German wording per kind of clash: how a supposition or a case breaks down. The clash's
// facts come first ("dann wohnt der Däne in Haus 3"), then what they break: a clue ("…, was
// Hinweis 15 widerspricht"; "nach Hinweis 15 müsste …, aber dort wohnt …"), a value left
// without a house, a house left without a value. `ClashVerbalizers` lists every kind.
import { clashTextOf, forcedPlace, mergeFacts } from "@zebra/locale-kit";
import type { Clash, ValueRef } from "@zebra/model";
import type { ClashVerbalizers, RenderContext } from "@zebra/locale-kit";
import { clause, joinPieces, part, write, type Written } from "./clause.js";
import { facts } from "./facts.js";
import { pronounFor } from "./pronouns.js";
import { clueNumbers, houses, noValue, numbers, valuePhrase } from "./words.js";

/** "dann wohnt der Däne in Haus 3": the clash's facts after "dann", inverted; undefined when it names none. */
function thenFacts(clash: Clash, ctx: RenderContext): Written | undefined {
  return clash.facts.length === 0 ? undefined : joinPieces("dann ", facts(clash.facts, ctx, "inverted"));
}

/**
 * Something left without a place, after "bliebe": alone "dann bliebe aber für X …", after the
 * clash's facts "…, und für X bliebe …".
 */
function nothingLeft(clash: Clash, ctx: RenderContext, forWhom: Written, what: string): string {
  const before = thenFacts(clash, ctx);
  return before === undefined ? joinPieces("dann bliebe aber ", forWhom, ` ${what}`).text : joinPieces(before, ", und ", forWhom, ` bliebe ${what}`).text;
}

/** "für den Deutschen" and "kein Haus mehr übrig"; for a house "kein Platz mehr in der Reihe". */
function noHouseFor(entity: ValueRef, ctx: RenderContext): [Written, string] {
  const X = valuePhrase(entity, ctx);
  const forWhom = write(clause([], "", [part("für"), X.form("acc")]), "main");
  return [forWhom, X.kind === "house" ? "kein Platz mehr in der Reihe" : "kein Haus mehr übrig"];
}

/** Every kind of clash as a clause, without capital and full stop. */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => {
    const before = thenFacts(clash, ctx);
    const place = forcedPlace(clash, ctx.puzzle.size);
    if (place === undefined)
      return before === undefined
        ? `das widerspricht ${clueNumbers([clash.conflict.clue])}`
        : joinPieces(before, `, was ${clueNumbers([clash.conflict.clue])} widerspricht`).text;
    // "nach Hinweis 15 müsste der Däne in Haus 1 wohnen, aber dort wohnt der Schwede"; after a
    // clause about them alone, "er" or "sie": "dann wohnt der Däne in Haus 1 oder 3; nach Hinweis 15 müsste er …".
    const X = valuePhrase(clash.forced!.entity, ctx);
    const pronoun =
      before === undefined
        ? undefined
        : pronounFor(
            clash.forced!.entity,
            mergeFacts(clash.facts).map((f) => f.entity),
            ctx,
          );
    const subject = pronoun === undefined ? X.form("nom") : part(pronoun);
    const would =
      X.kind === "house"
        ? clause([subject], "müsste", [part(numbers(place.positions))], { infinitive: "sein" })
        : clause([subject], "müsste", [part(`in ${houses(place.positions)}`)], { infinitive: "wohnen" });
    const by = joinPieces(...(before === undefined ? [] : [before, "; "]), `nach ${clueNumbers([clash.conflict.clue], "dat")} `, write(would, "inverted"));
    if (place.taken === undefined) return joinPieces(by, ", was unmöglich ist").text;
    const Y = valuePhrase(place.taken.entity, ctx);
    const there = Y.kind === "house" ? clause([part(`Nummer ${place.taken.pos}`)], "ist", [Y.form("nom")]) : clause([part("dort")], "wohnt", [Y.form("nom")]);
    return joinPieces(by, ", aber ", write(there, "main")).text;
  },
  "no-position": (clash, ctx) => nothingLeft(clash, ctx, ...noHouseFor(clash.conflict.entity, ctx)),
  "no-value": (clash, ctx) =>
    nothingLeft(clash, ctx, { text: `für Haus ${clash.conflict.pos}`, open: false }, `${noValue(ctx, clash.conflict.attr)} mehr übrig`),
};

/** A clash as a clause (see {@link clashTexts}). */
export function clashText(clash: Clash, ctx: RenderContext): string {
  return clashTextOf(clashTexts, clash, ctx);
}
