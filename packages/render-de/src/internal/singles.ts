// Singles in a row as one sentence in the full style: "Damit bleibt jeweils nur noch ein Haus:
// Haus 1 für die 155 cm große Person und Haus 3 für den 60-Jährigen." (not one "Für … bleibt nur
// noch Haus …" per value); "Für Haus 1 bleibt nur noch der Koch und für Haus 3 die Person, die
// Tee trinkt." (not one "Für Haus … bleibt nur noch …" per house).
import type { AtFact, Step } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { clause, joinPieces, joinWritten, sentence, write, type Written } from "./clause.js";
import { isAt } from "./full-steps.js";
import { valuePhrase, type Phrase } from "./words.js";

/**
 * Singles in a row, per style (see `SolutionWording.singles`): in the full style, the one house
 * left for each of two or three values as one sentence, houses in ascending order: "Damit bleibt
 * jeweils nur noch ein Haus: Haus 2 für den Griechen und Haus 4 für die Person, die Tee trinkt."
 * One house left for several: "Für den Griechen und die Person, die Tee trinkt, bleibt damit nur
 * noch Haus 2." After a grid, "Nun …" and "nun" stand for "Damit" and "damit". Naked singles:
 * see {@link peopleLeft}. Undefined (each on its own) for a house named as the subject, for more
 * than three houses (the
 * sentence would run too long), and for a house left for several values among other houses (one
 * "und" inside another would blur the list).
 */
export const singlesTexts = {
  full: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    const placed = steps.map((s) => s.conclusions[0]).filter((c): c is AtFact => c !== undefined && isAt(c));
    if (placed.length !== steps.length) return undefined;
    const phrases = placed.map((c) => valuePhrase(c.entity, ctx));
    if (phrases.some((X) => X.kind === "house")) return undefined;
    if (steps[0]!.rule === "naked-single") return peopleLeft(placed, phrases, ctx);
    if (steps[0]!.rule !== "hidden-single") return undefined;
    const byHouse = new Map<number, Written[]>();
    placed.forEach((c, i) => {
      byHouse.set(c.pos, [...(byHouse.get(c.pos) ?? []), write(clause([], "", [phrases[i]!.form("acc")]), "main")]);
    });
    if (byHouse.size > maxHouses || (byHouse.size > 1 && [...byHouse.values()].some((who) => who.length > 1))) return undefined;
    const after = ctx.justSaid !== undefined;
    if (byHouse.size === 1) {
      const [pos, who] = [...byHouse][0]!;
      return sentence(joinPieces("Für ", joinWritten(who, ", ", " und "), ` bleibt ${after ? "damit" : "nun"} nur noch Haus ${pos}`).text);
    }
    const houses = [...byHouse].sort(([p], [q]) => p - q).map(([pos, who]) => joinPieces(`Haus ${pos} für `, joinWritten(who, ", ", " und ")));
    return sentence(joinPieces(`${after ? "Damit" : "Nun"} bleibt jeweils nur noch ein Haus: `, joinWritten(houses, ", ", " und ")).text);
  },
};

/**
 * Naked singles in a row, the one person left in each house, as one sentence, houses in
 * ascending order: "Für Haus 1 bleibt damit nur noch die Person, die Tee trinkt, für Haus 4 der
 * Grieche und für Haus 5 die Köchin." (not one "Für Haus … bleibt nur noch …" per house).
 * Undefined when a house comes twice.
 */
function peopleLeft(placed: readonly AtFact[], phrases: readonly Phrase[], ctx: RenderContext): string | undefined {
  if (new Set(placed.map((c) => c.pos)).size !== placed.length) return undefined;
  const order = placed.map((c, i) => ({ pos: c.pos, who: write(clause([], "", [phrases[i]!.form("nom")]), "main") })).sort((a, b) => a.pos - b.pos);
  const then = ctx.justSaid !== undefined ? "damit " : "";
  const houses = order.map(({ pos, who }, i) => joinPieces(i === 0 ? `Für Haus ${pos} bleibt ${then}nur noch ` : `für Haus ${pos} `, who));
  return sentence(joinWritten(houses, ", ", " und ").text);
}

/** The most houses one sentence names: a fourth, each with a relative clause, makes it too long to follow. */
const maxHouses = 3;
