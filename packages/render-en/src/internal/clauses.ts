import { isPositionRef, fillTemplate, joinList, optionsExclude } from "@zebra/model";
import type { Clue, ClueClauses, ClueOf, Entity, RenderContext } from "@zebra/model";
import { numberWord } from "../numbers.js";
import { asPerson, figure, inOrdinalHouse, live, nounOf, notLive, predicateOf, subjectOf, wordsOf } from "./words.js";

/**
 * Every clue type as an English clause: no capital letter, no full stop, so that clauses can
 * be used inside sentences ("From clue 4, the green house is …"). English word order is the
 * same in main and embedded clauses, so a clause is its text.
 */
export const clueClauses: ClueClauses<string> = {
  same: ({ a, b }, ctx) => {
    if (isPositionRef(b) && !isPositionRef(a)) return placed(a, b.pos, ctx, false);
    if (isPositionRef(a) && !isPositionRef(b)) return placed(b, a.pos, ctx, false);
    const A = subjectOf(a, ctx);
    const B = subjectOf(b, ctx);
    const predB = predicateOf(b, ctx);
    const predA = predicateOf(a, ctx);
    if (A.kind === "person" && predB !== undefined) return `${A.text} ${predB}`;
    if (B.kind === "person" && predA !== undefined) return `${B.text} ${predA}`;
    if (A.kind === "person" && B.kind === "house") return `${A.text} lives in ${B.text}`;
    if (A.kind === "house" && B.kind === "person") return `${B.text} lives in ${A.text}`;
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
  next_to: ({ a, b }, ctx) => relation(a, b, ctx, "next to"),
  not_next_to: ({ a, b }, ctx) => relation(a, b, ctx, "next to", true),
  left_of: ({ a, b }, ctx) => relation(a, b, ctx, "somewhere to the left of"),
  right_of: ({ a, b }, ctx) => relation(a, b, ctx, "somewhere to the right of"),
  immediately_left: ({ a, b }, ctx) => relation(a, b, ctx, "immediately to the left of"),
  immediately_right: ({ a, b }, ctx) => relation(a, b, ctx, "immediately to the right of"),
  ends: ({ a }, ctx) => {
    const A = subjectOf(a, ctx);
    return `${A.text} ${live(A.kind)} at one end of the row`;
  },
  between: ({ a, b, c }, ctx) => {
    const B = subjectOf(b, ctx);
    return `${B.text} ${live(B.kind)} somewhere between ${subjectOf(a, ctx).text} on the left and ${subjectOf(c, ctx).text} on the right`;
  },
  distance: ({ a, b, d }, ctx) => {
    if (d === 1) return relation(a, b, ctx, "next to");
    const between = d - 1;
    const count = between === 1 ? "is one house" : `are ${numberWord(between)} houses`;
    return `there ${count} between ${subjectOf(a, ctx).text} and ${subjectOf(b, ctx).text}`;
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
};

/** Any clue as a clause. */
export function clueClause(clue: Clue, ctx: RenderContext): string {
  return (clueClauses[clue.type] as (c: Clue, x: RenderContext) => string)(clue, ctx);
}

function placed(entity: Entity, pos: number, ctx: RenderContext, negated: boolean): string {
  const A = subjectOf(entity, ctx);
  return `${A.text} ${inOrdinalHouse(A.kind, pos, negated)}`;
}

function relation(a: Entity, b: Entity, ctx: RenderContext, where: string, negated = false): string {
  const A = subjectOf(a, ctx);
  return `${A.text} ${negated ? notLive(A.kind) : live(A.kind)} ${where} ${subjectOf(b, ctx).text}`;
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
