// The shape of a predicate template, read once so that the attribute lines of the puzzle
// ("Jede Person hält ein anderes Haustier") and the questions ("Welches Haustier hält …?")
// are made from the same words as the clues.
import type { GrammaticalCase, WordFeature } from "@zebra/model";
import { caseOf } from "../grammar.js";

/** Prepositions that may stand before a value slot ("mit {value:dat.def}"). */
const prepositions = new Set(["mit", "in", "an", "von", "zu", "bei", "aus", "auf", "nach", "für"]);

/** Prepositions written together with "dem" in templates, and what they stand for. */
const contracted: Readonly<Record<string, string>> = { im: "in", am: "an", vom: "von", zum: "zu", beim: "bei" };

/**
 * What a predicate says about its value, as far as lines and questions need it:
 * - `object`: the value is an object with an article slot ("{value:acc.indef} hält");
 * - `prepositional`: the value follows a preposition ("mit {value:dat.def} zur Arbeit kommt");
 * - `ordinal`: a numbered place after a contracted preposition ("im {value}. Stock arbeitet");
 * - `measure`: a number with its unit and what it measures ("{value} Jahre alt ist",
 *   "{value} km vom Arbeitsplatz entfernt wohnt");
 * - `other`: anything else ("das Hobby {value} hat", "nach {value} reist", "{value} heißt").
 */
export type PredicateShape =
  | { readonly kind: "object"; readonly kase: GrammaticalCase; readonly rest: readonly string[]; readonly verb: string }
  | { readonly kind: "prepositional"; readonly preposition: string; readonly kase: GrammaticalCase; readonly rest: readonly string[]; readonly verb: string }
  | { readonly kind: "ordinal"; readonly preposition: string; readonly rest: readonly string[]; readonly verb: string }
  | { readonly kind: "measure"; readonly adjective?: string; readonly rest: readonly string[]; readonly verb: string }
  | { readonly kind: "other" };

const other: PredicateShape = { kind: "other" };

/**
 * Reads a verb-final predicate template (`numeric`: of a numeric attribute, whose values are
 * numbers: only these are measures and ordinals). `rest` is what stays in the middle field when the
 * value's phrase is taken out ("im Garten" of "{value:acc.indef} im Garten hat").
 *
 * @example
 * ```ts
 * predicateShape("{value:acc.indef} hält", false); // { kind: "object", kase: "acc", rest: [], verb: "hält" }
 * predicateShape("{value} Jahre alt ist", true); // { kind: "measure", adjective: "alt", rest: [], verb: "ist" }
 * ```
 */
export function predicateShape(template: string, numeric: boolean): PredicateShape {
  const slot = /\{value(?::([a-z.]+))?\}/.exec(template);
  if (slot === null) return other;
  const features = (slot[1]?.split(".") ?? []) as WordFeature[];
  const before = template
    .slice(0, slot.index)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  const after = template
    .slice(slot.index + slot[0].length)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  const verb = after.pop();
  if (verb === undefined || !/^\p{Ll}/u.test(verb)) return other;
  const kase = caseOf(features);
  const article = features.some((f) => f === "def" || f === "indef" || f === "bare");
  const preposition = before.at(-1);
  if (article && kase !== "nom" && before.length === 0) return { kind: "object", kase, rest: after, verb };
  if (article && preposition !== undefined && prepositions.has(preposition))
    return { kind: "prepositional", preposition, kase, rest: [...before.slice(0, -1), ...after], verb };
  if (!numeric) return other;
  if (features.length === 0 && preposition !== undefined && contracted[preposition] !== undefined && after[0] === ".") {
    return { kind: "ordinal", preposition: contracted[preposition]!, rest: [...before.slice(0, -1), ...after.slice(2)], verb };
  }
  if (features.length === 0 && before.length === 0 && after.length >= 2) {
    const [, ...measured] = after;
    return measured.length === 1 ? { kind: "measure", adjective: measured[0]!, rest: [], verb } : { kind: "measure", rest: measured, verb };
  }
  return other;
}
