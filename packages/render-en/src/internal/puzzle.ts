import { attributeNoun, fillTemplate } from "@zebra/locale-kit";
import type { PuzzleWords, RenderContext } from "@zebra/locale-kit";
import { numberWord } from "../numbers.js";
import { andList, labelOf, lexiconWords, sentence, valueSubject, wordsOf } from "./words.js";

/** Whether free text written by the puzzle's author can stand in an English rendering (it is not in a CJK script). */
function readsAsEnglish(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== "" && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}

/**
 * The introduction: how many houses, how they are numbered. After the author's preamble,
 * which usually says how many houses there are, it does not say it again.
 */
function introduction(size: number, afterPreamble: boolean): string {
  if (size === 1) return afterPreamble ? "The house is numbered 1, and one person lives in it." : "There is one house, numbered 1, and one person lives in it.";
  if (afterPreamble) return `The houses are numbered 1 to ${size} from left to right. Each house is occupied by a different person.`;
  return `There are ${size} houses in a row, numbered 1 to ${size} from left to right. Each house is occupied by a different person.`;
}

/**
 * "Each person photographs a different bird: robins, swans and peacocks.", from the
 * attribute's `intro` (its values bare, "{values} cm"), else "Each person has a different
 * height: 158 cm, 160 cm and 173 cm."
 */
function attributeLine(ctx: RenderContext, index: number): string {
  const attribute = ctx.puzzle.attributes[index]!;
  // The attribute's name as written ("a different Pet" when no lexicon has a noun for it): a reader learns the attribute from this line.
  const noun = attributeNoun(ctx.lexicon, "en", attribute.name);
  const intro = wordsOf(ctx, attribute.name)?.intro;
  const first = attribute.values[0];
  const owner = first !== undefined && valueSubject({ attr: attribute.name, value: first }, ctx).kind === "house" ? "house" : "person";
  // A logic grid has no row of houses: a house's attribute is each person's own house's.
  if (ctx.puzzle.kind === "logic-grid" && owner === "house" && attribute.values.length > 1)
    return `Each person's house has a different ${noun.replace(/^house\s+/i, "")}: ${andList(attribute.values.map((v) => lexiconWords.valueText(ctx, attribute.name, v)))}.`;
  if (attribute.values.length === 1) return sentence(`the ${noun} is ${lexiconWords.valueText(ctx, attribute.name, attribute.values[0]!)}`);
  if (intro !== undefined && intro !== "")
    return sentence(fillTemplate(intro, { values: andList(attribute.values.map((v) => labelOf(ctx, attribute.name, v))) }));
  const labels = attribute.values.map((v) => lexiconWords.valueText(ctx, attribute.name, v));
  const what = owner === "house" ? noun.replace(/^house\s+/i, "") : noun;
  return `Each ${owner} has a different ${what}: ${andList(labels)}.`;
}

/**
 * The introduction of a logic grid: who the people are, without houses. The attribute lines
 * that follow say what each has ("Each person speaks a different language: …").
 */
function logicGridIntroduction(ctx: RenderContext): string {
  return `There are ${numberWord(ctx.puzzle.size)} people.`;
}

/** The words of the English puzzle text. */
export const puzzleWords: PuzzleWords = {
  readsInLocale: readsAsEnglish,
  untitled: "Zebra puzzle",
  introduction,
  logicGridIntroduction,
  attributeLine,
  cluesHeading: "Clues",
  questionHeading: "Question",
  noClues: "There are no clues.",
  colon: ": ",
};
