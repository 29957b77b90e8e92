import { fillTemplate } from "@zebra/locale-kit";
import type { PuzzleWords, RenderContext } from "@zebra/locale-kit";
import { chineseCount } from "../numbers.js";
import { nounOf, valueSubject, lexiconWords, wordsOf } from "./words.js";

/** Whether free text written by the puzzle's author can stand in a Chinese rendering (it contains Han characters). */
function readsAsChinese(text: string | undefined): text is string {
  return text !== undefined && /\p{Script=Han}/u.test(text);
}

/**
 * The introduction: how many houses, how they are numbered. After the author's preamble,
 * which usually says how many houses there are, it does not say it again.
 */
function introduction(size: number, afterPreamble: boolean): string {
  if (size === 1) return afterPreamble ? "房子编号为1，里面住着一个人。" : "只有一座房子，编号为1，里面住着一个人。";
  if (afterPreamble) return `房子从左到右依次编号为1到${size}。每座房子里住着一个人，各不相同。`;
  return `有${chineseCount(size)}座房子排成一排，从左到右依次编号为1到${size}。每座房子里住着一个人，各不相同。`;
}

/** 每个人拍摄的鸟各不相同：猫头鹰、老鹰、知更鸟。, from the attribute's `intro` (values as they read on their own, 158厘米), else 每个人的宠物各不相同：……。 */
function attributeLine(ctx: RenderContext, index: number): string {
  const attribute = ctx.puzzle.attributes[index]!;
  const labels = attribute.values.map((v) => lexiconWords.valueText(ctx, attribute.name, v));
  const noun = nounOf(ctx, attribute.name);
  if (labels.length === 1) return `这个人的${noun}是${labels[0]!}。`;
  const intro = wordsOf(ctx, attribute.name)?.intro;
  if (intro !== undefined && intro !== "") return `${fillTemplate(intro, { values: labels.join("、") })}。`;
  const first = attribute.values[0];
  const isHouse = first !== undefined && valueSubject({ attr: attribute.name, value: first }, ctx).kind === "house";
  const owner = isHouse ? "每座房子的" : "每个人的";
  const what = isHouse ? noun.replace(/^房子(?=.)/, "") : noun;
  return `${owner}${what}各不相同：${labels.join("、")}。`;
}

/** The words of the Chinese puzzle text. */
export const puzzleWords: PuzzleWords = {
  readsInLocale: readsAsChinese,
  untitled: "斑马谜题",
  introduction,
  attributeLine,
  cluesHeading: "线索",
  questionHeading: "问题",
  noClues: "没有线索。",
  colon: "：",
};
