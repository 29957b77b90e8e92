import { escapeMarkdown, fillTemplate } from "@zebra/model";
import type { Clue, RenderContext, TextFormat } from "@zebra/model";
import { chineseCount } from "../numbers.js";
import { nounOf, valueSubject, valueText, wordsOf } from "./words.js";

/** The title of a puzzle without one of its own in Chinese. */
export const untitled = "斑马谜题";

/** Whether free text written by the puzzle's author can stand in a Chinese rendering (it contains Han characters). */
export function readsAsChinese(text: string | undefined): text is string {
  return text !== undefined && /\p{Script=Han}/u.test(text);
}

/** The puzzle's title: its own when it is Chinese, else {@link untitled}. */
export function titleOf(ctx: RenderContext): string {
  return readsAsChinese(ctx.puzzle.title) ? ctx.puzzle.title.trim() : untitled;
}

/**
 * The introduction: how many houses, how they are numbered. After the author's preamble,
 * which usually says how many houses there are, it does not say it again.
 */
export function introduction(size: number, afterPreamble = false): string {
  if (size === 1) return afterPreamble ? "房子编号为1，里面住着一个人。" : "只有一座房子，编号为1，里面住着一个人。";
  if (afterPreamble) return `房子从左到右依次编号为1到${size}。每座房子里住着一个人，各不相同。`;
  return `有${chineseCount(size)}座房子排成一排，从左到右依次编号为1到${size}。每座房子里住着一个人，各不相同。`;
}

/** 每个人拍摄的鸟各不相同：猫头鹰、老鹰、知更鸟。, from the attribute's `intro` (values as they read on their own, 158厘米), else 每个人的宠物各不相同：……。 */
export function attributeLine(ctx: RenderContext, index: number): string {
  const attribute = ctx.puzzle.attributes[index]!;
  const labels = attribute.values.map((v) => valueText(ctx, attribute.name, v));
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

/** The whole puzzle text; in Markdown, always under its title. */
export function puzzleText(
  ctx: RenderContext,
  format: TextFormat,
  clueSentence: (clue: Clue) => string,
  question: string | undefined,
  title: string | undefined,
): string {
  const md = format === "markdown";
  const esc = (text: string) => (md ? escapeMarkdown(text) : text);
  const { puzzle } = ctx;
  const blocks: string[] = [];
  const heading = title ?? (md ? titleOf(ctx) : readsAsChinese(puzzle.title) ? puzzle.title.trim() : undefined);
  if (heading !== undefined) blocks.push(md ? `# ${esc(heading)}` : heading);
  const preamble = readsAsChinese(puzzle.preamble);
  if (preamble) blocks.push(esc(puzzle.preamble!.trim()));
  blocks.push(introduction(puzzle.size, preamble));
  const lines = puzzle.attributes.map((_, i) => esc(attributeLine(ctx, i)));
  blocks.push(md ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n"));
  blocks.push(md ? "## 线索" : "线索：");
  blocks.push(puzzle.clues.length === 0 ? "没有线索。" : puzzle.clues.map((c, i) => `${i + 1}. ${esc(clueSentence(c))}`).join("\n"));
  if (question !== undefined) {
    if (md) blocks.push("## 问题", esc(question));
    else blocks.push(`问题：${question}`);
  }
  return blocks.join("\n\n");
}
