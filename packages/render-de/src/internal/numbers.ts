import { adjectiveEnding, type Declension } from "../grammar.js";
import type { ArticleKind, GrammaticalCase } from "@zebra/model";

// Numbers as German puzzle books write them: counts and ordinals in words up to twelve,
// figures above; house, clue and step numbers always in figures.

const cardinals = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"];
const ordinalStems = ["erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt", "elft", "zwölft"];

/**
 * A count in words up to twelve, in figures above: "zwei", "zwölf", "13". One is "ein" (or
 * "eine", "einen" …) before a noun: pass the article form of "ein" that the noun needs.
 *
 * @example
 * ```ts
 * countWord(2); // "zwei"
 * countWord(1, "ein"); // "ein"
 * countWord(13); // "13"
 * ```
 */
export function countWord(n: number, one = "eins"): string {
  if (n === 1) return one;
  return Number.isInteger(n) && n >= 0 && n < cardinals.length ? cardinals[n]! : String(n);
}

/**
 * An ordinal as an adjective after an article, in words up to the twelfth ("dritten" in "im
 * dritten Haus"), above as a figure with a full stop ("13.").
 *
 * @example
 * ```ts
 * ordinalWord(3, "def", "n", "dat"); // "dritten"
 * ordinalWord(14, "def", "n", "nom"); // "14."
 * ```
 */
export function ordinalWord(n: number, kind: ArticleKind, declension: Declension, kase: GrammaticalCase): string {
  if (!Number.isInteger(n) || n < 1 || n > ordinalStems.length) return `${n}.`;
  return ordinalStems[n - 1]! + adjectiveEnding(kind, declension, kase);
}
