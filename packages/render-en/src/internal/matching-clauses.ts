import { fillTemplate } from "@zebra/locale-kit";
import type { Entity } from "@zebra/model";
import type { MatchingClauses, RenderContext } from "@zebra/locale-kit";
import { numberWord } from "../numbers.js";
import { andList, asPerson, figure, nounOf, predicateOf, subjectOf, wordsOf } from "./words.js";

/**
 * The clues of the logic-grid genre as English clauses, in the style of puzzle magazines:
 * "either Amy or the tart buyer sat at table 3", "of Amy and the tart buyer, one paid $5 and the
 * other sat at table 3", "Amy, Bob and the tart buyer are three different people". None speaks
 * of houses. A value with a predicate ("likes tiramisu") is said with it, the people it may be
 * named before it; a value without one (a name) is said as "is Amy".
 */
export const matchingClauses: MatchingClauses<string> = {
  either: ({ a, b, c }, ctx) => {
    const predicate = predicateOf(a, ctx);
    if (predicate !== undefined) return `either ${person(b, ctx)} or ${person(c, ctx)} ${predicate}`;
    return `${person(a, ctx)} is either ${person(b, ctx)} or ${person(c, ctx)}`;
  },
  neither: ({ a, b, c }, ctx) => {
    const predicate = predicateOf(a, ctx);
    if (predicate !== undefined) return `neither ${person(b, ctx)} nor ${person(c, ctx)} ${predicate}`;
    return `${person(a, ctx)} is neither ${person(b, ctx)} nor ${person(c, ctx)}`;
  },
  one_each: ({ a, b, of }, ctx) => `of ${person(of[0], ctx)} and ${person(of[1], ctx)}, one ${verbPhrase(a, ctx)} and the other ${verbPhrase(b, ctx)}`,
  all_different: ({ of }, ctx) => `${andList(of.map((e) => person(e, ctx)))} are ${numberWord(of.length)} different people`,
  ratio: ({ attr, a, b, factor }, ctx) => {
    const template = wordsOf(ctx, attr)?.ratio;
    const times = timesWord(factor);
    if (template !== undefined && template !== "") return fillTemplate(template, { a: person(a, ctx), b: person(b, ctx), times });
    // "half that of", "twice that of", but "a third of that of".
    const of = factor < 1 && times !== "half" ? " of" : "";
    return `the ${nounOf(ctx, attr)} of ${person(a, ctx)} is ${times}${of} that of ${person(b, ctx)}`;
  },
  least: ({ attr, a }, ctx) => superlative(attr, a, ctx, "least", "lowest"),
  most: ({ attr, a }, ctx) => superlative(attr, a, ctx, "most", "highest"),
};

/** An entity as a person: "Amy", "the tart buyer", "the person in the green house". */
function person(entity: Entity, ctx: RenderContext): string {
  return asPerson(subjectOf(entity, ctx));
}

/** What the person with a value does ("paid $5"), or who they are ("is Amy"). */
function verbPhrase(entity: Entity, ctx: RenderContext): string {
  return predicateOf(entity, ctx) ?? `is ${person(entity, ctx)}`;
}

function superlative(attr: string, a: Entity, ctx: RenderContext, field: "least" | "most", adjective: string): string {
  const template = wordsOf(ctx, attr)?.[field];
  if (template !== undefined && template !== "") return fillTemplate(template, { a: person(a, ctx) });
  return `${person(a, ctx)} has the ${adjective} ${nounOf(ctx, attr)}`;
}

const fractions: Readonly<Record<number, string>> = { 2: "half", 3: "a third", 4: "a quarter" };

/**
 * A factor as English says it before "as old as" or "that of": "twice", "three times", "half",
 * "a third", "1.5 times".
 */
function timesWord(factor: number): string {
  if (factor === 2) return "twice";
  if (Number.isInteger(factor)) return `${numberWord(factor)} times`;
  const inverse = 1 / factor;
  const whole = Math.round(inverse);
  if (Math.abs(inverse - whole) < 1e-9 && fractions[whole] !== undefined) return fractions[whole];
  return `${figure(factor)} times`;
}
