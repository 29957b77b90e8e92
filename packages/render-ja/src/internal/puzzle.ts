// The puzzle text: the row of houses, one line per attribute listing its values, the numbered
// clues and the question.
import { fillTemplate } from "@zebra/locale-kit";
import type { PuzzleWords, RenderContext } from "@zebra/locale-kit";
import { noun, nth, lexiconWords, wordsOf } from "./words.js";

/** Whether text by the puzzle's author can stand in a Japanese rendering: it has kana (Chinese has none). */
function readsAsJapanese(text: string | undefined): text is string {
  return text !== undefined && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
}

/** 1軒目、2軒目、3軒目 up to four houses; 1軒目、2軒目、……、7軒目 beyond. */
function names(size: number): string {
  if (size <= 4) return Array.from({ length: size }, (_, i) => nth(i + 1)).join("、");
  return `${nth(1)}、${nth(2)}、……、${nth(size)}`;
}

/**
 * The introduction: how many houses, how they are called, one person in each. After the
 * author's preamble, which usually says how many houses there are, it does not say it again.
 */
function introduction(size: number, afterPreamble: boolean): string {
  if (size === 1) return `${afterPreamble ? "" : "家が1軒あり、1人が住んでいる。"}この家を${nth(1)}と呼ぶ。`;
  if (size === 2) return `${afterPreamble ? "" : "家が2軒、横に並んでいる。"}左の家を${nth(1)}、右の家を${nth(2)}と呼ぶ。どちらの家にも1人ずつ住んでいる。`;
  if (afterPreamble) return `家は左から順に${names(size)}と呼ぶ。どの家にも1人ずつ住んでいる。`;
  return `${size}軒の家が横一列に並んでいる。左から順に${names(size)}と呼ぶ。どの家にも1人ずつ住んでいる。`;
}

/** 5人はそれぞれ違うペットを飼っている（犬、鳥、猫、馬、シマウマ）。 */
function attributeLine(ctx: RenderContext, index: number): string {
  const attribute = ctx.puzzle.attributes[index]!;
  const labels = attribute.values.map((v) => lexiconWords.valueText(ctx, attribute.name, v));
  const what = noun(ctx, attribute.name);
  if (labels.length === 1) return `${what}は${labels[0]!}である。`;
  const words = wordsOf(ctx, attribute.name);
  const n = labels.length;
  const intro = words?.intro;
  let head: string;
  if (intro !== undefined && intro.trim() !== "") head = fillTemplate(intro, { n });
  else if (words?.family === "house") head = `${n}軒の家はそれぞれ${what}が違う`;
  else if (words?.family === "measure") head = `${n}人はそれぞれ${what}が違う`;
  else head = `${n}人の${what}はそれぞれ違う`;
  return `${head}（${labels.join("、")}）。`;
}

/** The words of the Japanese puzzle text. */
export const puzzleWords: PuzzleWords = {
  readsInLocale: readsAsJapanese,
  untitled: "ゼブラパズル",
  introduction,
  attributeLine,
  cluesHeading: "ヒント",
  questionHeading: "問題",
  noClues: "ヒントはない。",
  colon: "：",
};
