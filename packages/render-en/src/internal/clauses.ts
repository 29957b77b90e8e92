import { isPositionRef } from "@zebra/model";
import { clueClauseOf, fillTemplate, joinList, optionsExclude } from "@zebra/locale-kit";
import type { Clue, ClueOf, Entity } from "@zebra/model";
import type { ClueClauses, MatchingClauses, RenderContext } from "@zebra/locale-kit";
import { matchingClauses } from "./matching-clauses.js";
import { numberWord } from "../numbers.js";
import { asHouse, asPerson, figure, inOrdinalHouse, live, nounOf, notLive, predicateOf, subjectOf, wordsOf, type Phrase } from "./words.js";

/** The relations of two houses or people, and their mirror images (A left of B is B right of A). */
const mirror = {
  "next to": "next to",
  "somewhere to the left of": "somewhere to the right of",
  "somewhere to the right of": "somewhere to the left of",
  "immediately to the left of": "immediately to the right of",
  "immediately to the right of": "immediately to the left of",
} as const;

type Where = keyof typeof mirror;

/**
 * Every clue type as an English clause: no capital letter, no full stop, so that clauses can be
 * used inside sentences ("From clue 4, the green house is …"). English word order is the same
 * in main and embedded clauses, so a clause is its text.
 *
 * A position in a clue is its house ("… to the left of the fourth house"), and a relation that
 * pins a value to one house, or rules out just one, says so ("… lives in the first house").
 * A person is the subject when a house and a person are related ("the folk fan lives
 * immediately to the right of the ivory house").
 */
export const clueClauses: ClueClauses<string> & MatchingClauses<string> = {
  same: ({ a, b }, ctx) => {
    if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, false);
    if (isPositionRef(a) && !isPositionRef(b)) return placed(b, a.pos, ctx, false);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    if (A.kind === "person" && B.kind === "house") return `${A.text} lives in ${B.text}`;
    if (A.kind === "house" && B.kind === "person") return `${B.text} lives in ${A.text}`;
    const predB = A.kind === "person" ? predicateOf(b, ctx) : undefined;
    if (predB !== undefined) return `${A.text} ${predB}`;
    const predA = B.kind === "person" ? predicateOf(a, ctx) : undefined;
    if (predA !== undefined) return `${B.text} ${predA}`;
    return `${A.text} is ${B.text}`;
  },
  not_same: ({ a, b }, ctx) => {
    if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, true);
    if (isPositionRef(a) && !isPositionRef(b)) return placed(b, a.pos, ctx, true);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    if (A.kind === "person" && B.kind === "house") return `${A.text} does not live in ${B.text}`;
    if (A.kind === "house" && B.kind === "person") return `${B.text} does not live in ${A.text}`;
    return `${A.text} is not ${B.text}`;
  },
  at: ({ a, pos }, ctx) => placed(a, pos, ctx, false),
  not_at: ({ a, pos }, ctx) => placed(a, pos, ctx, true),
  next_to: (clue, ctx) => relation(clue.a, clue.b, ctx, "next to"),
  not_next_to: ({ a, b }, ctx) => relation(a, b, ctx, "next to", true),
  left_of: (clue, ctx) => relation(clue.a, clue.b, ctx, "somewhere to the left of"),
  right_of: (clue, ctx) => relation(clue.a, clue.b, ctx, "somewhere to the right of"),
  immediately_left: (clue, ctx) => relation(clue.a, clue.b, ctx, "immediately to the left of"),
  immediately_right: (clue, ctx) => relation(clue.a, clue.b, ctx, "immediately to the right of"),
  ends: ({ a }, ctx) => {
    const A = subjectOf(a, ctx);
    return `${A.text} ${live(A.kind)} at one end of the row`;
  },
  between: ({ a, b, c }, ctx) => {
    const B = subjectOf(b, ctx);
    const A = subjectOf(a, ctx);
    const C = subjectOf(c, ctx);
    // Ends of one kind read as they are ("between the Dane … and the Swede …"); mixed ends, or a house between, are houses.
    const asEnds = B.kind === "house" || A.kind !== C.kind ? asHouse : (p: Phrase) => p.text;
    return `${B.text} ${live(B.kind)} somewhere between ${asEnds(A)} on the left and ${asEnds(C)} on the right`;
  },
  distance: (clue, ctx) => {
    const { a, b, d } = clue;
    if (d === 1) return relation(a, b, ctx, "next to");
    const between = d - 1;
    const count = between === 1 ? "is one house" : `are ${numberWord(between)} houses`;
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    const ends = A.kind === B.kind ? [A.text, B.text] : [asHouse(A), asHouse(B)];
    return `there ${count} between ${ends[0]!} and ${ends[1]!}`;
  },
  any_of: (clue, ctx) => anyOf(clue, ctx, false),
  less_than: ({ attr, a, b }, ctx) => compare(attr, a, b, ctx, "less", "lower"),
  greater_than: ({ attr, a, b }, ctx) => compare(attr, a, b, ctx, "greater", "higher"),
  difference: ({ attr, a, b, d }, ctx) => {
    const [x, y, by] = d < 0 ? [b, a, -d] : [a, b, d];
    const A = asPerson(subjectOf(x, ctx));
    const B = asPerson(subjectOf(y, ctx));
    const template = wordsOf(ctx, attr)?.difference;
    if (template !== undefined && template !== "") return fillTemplate(template, { a: A, b: B, d: figure(by) });
    return `the ${nounOf(ctx, attr)} of ${A} is exactly ${figure(by)} higher than that of ${B}`;
  },
  ...matchingClauses,
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): string {
  return clueClauseOf(clueClauses, clue, ctx);
}

function placed(entity: Entity, pos: number, ctx: RenderContext, negated: boolean): string {
  const A = subjectOf(entity, ctx);
  return `${A.text} ${inOrdinalHouse(A.kind, pos, negated)}`;
}

/** "A lives next to B"; a house related to a person turns round, so that the person lives somewhere. */
function relation(a: Entity, b: Entity, ctx: RenderContext, where: Where, negated = false): string {
  let A = subjectOf(a, ctx);
  let B = subjectOf(b, ctx);
  let said: string = where;
  if (A.kind === "house" && B.kind === "person") {
    [A, B] = [B, A];
    said = mirror[where];
  }
  return `${A.text} ${negated ? notLive(A.kind) : live(A.kind)} ${said} ${B.text}`;
}

function compare(attr: string, a: Entity, b: Entity, ctx: RenderContext, field: "less" | "greater", adjective: string): string {
  const A = asPerson(subjectOf(a, ctx));
  const B = asPerson(subjectOf(b, ctx));
  const template = wordsOf(ctx, attr)?.[field];
  if (template !== undefined && template !== "") return fillTemplate(template, { a: A, b: B });
  return `${A} has a ${adjective} ${nounOf(ctx, attr)} than ${B}`;
}

function option(clues: readonly Clue[], ctx: RenderContext): string {
  return joinList(
    clues.map((c) => (c.type === "any_of" ? anyOf(c, ctx, true) : clueClause(c, ctx))),
    ", ",
    " and ",
  );
}

function anyOf(clue: ClueOf<"any_of">, ctx: RenderContext, nested: boolean): string {
  const options = clue.options.map((o) => option(o, ctx));
  if (options.length === 1) return options[0]!;
  if (nested) return `(${joinList(options, ", ", " or ")})`;
  if (options.length === 2) return `either ${options[0]!}, or ${options[1]!}${optionsExclude(clue) ? "" : " (or both)"}`;
  return `at least one of the following holds: ${options.join("; ")}`;
}
