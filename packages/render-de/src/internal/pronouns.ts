// A person named again right after a sentence about them is "er" or "sie": "Nach Hinweis 7
// wohnt die Person, die Sushi macht, an einem Ende der Reihe. Also wohnt sie nicht in Haus 2,
// 3 oder 4." Only where it cannot be misread: the sentence before named no one else (a reader
// takes "sie" for its subject, whatever the genders). Houses keep their names, since "es" could
// be any house the sentence numbered.
import { sameEntity } from "@zebra/model";
import type { Entity } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { phraseOf } from "./words.js";

const pronouns = { m: "er", f: "sie", n: "es" } as const;

/**
 * The pronoun for the person `entity` after a sentence that named `referents`, or undefined
 * when they were not named there, are a house, or the sentence named another person.
 * `residents`: the sentence named its houses by their residents ("die Person im roten Haus"),
 * so that a house there is a "sie" too.
 *
 * @example
 * ```ts
 * pronounFor(dane, [dane, { pos: 5 }], ctx); // "er"
 * pronounFor(dane, [dane, tea], ctx); // undefined: "er" could be the tea drinker
 * ```
 */
export function pronounFor(entity: Entity, referents: readonly Entity[], ctx: RenderContext, residents = false): string | undefined {
  const phrase = phraseOf(entity, ctx);
  if (phrase.kind === "house" || !referents.some((r) => sameEntity(r, entity))) return undefined;
  const pronoun = pronouns[phrase.gender];
  const others = referents.filter((r) => !sameEntity(r, entity));
  const taken = (other: Entity) => {
    const named = phraseOf(other, ctx);
    return named.kind === "person" || (residents && named.kind === "house" && pronoun === "sie");
  };
  return others.some(taken) ? undefined : pronoun;
}
