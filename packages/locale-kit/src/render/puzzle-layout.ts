import type { Clue } from "@zebra/model";
import type { PuzzleOptions, RenderContext, TextFormat } from "../contract/renderer.js";
import { escapeMarkdown } from "./markdown.js";

/** A locale's words for the puzzle text, which `assembleRenderer` lays out the same way in every locale. */
export interface PuzzleWords {
  /**
   * Whether free text of the puzzle's author (its title, preamble) can stand in this locale's
   * text; text that cannot (an English title in a Chinese text) is left out.
   */
  readonly readsInLocale: (text: string | undefined) => text is string;
  /** The title of a puzzle without one of its own ("Zebra puzzle"). */
  readonly untitled: string;
  /** How many houses there are and how they are numbered; after the author's preamble, which usually gives the count, without it. */
  readonly introduction: (size: number, afterPreamble: boolean) => string;
  /**
   * The introduction of a logic-grid puzzle (`kind: "logic-grid"`, no houses), in place of
   * `introduction`: who the people are ("Four friends met for lunch."). A locale without it
   * does not word logic grids.
   */
  readonly logicGridIntroduction?: (ctx: RenderContext, afterPreamble: boolean) => string;
  /** The line that lists the values of the attribute at `index` ("Each person has a different pet: …"). */
  readonly attributeLine: (ctx: RenderContext, index: number) => string;
  /** The heading over the clues ("Clues"). */
  readonly cluesHeading: string;
  /** The heading over the question ("Question"). */
  readonly questionHeading: string;
  /** The sentence in place of an empty list of clues. */
  readonly noClues: string;
  /** What follows a heading in plain text, before what it heads (": " in "Question: Who …?", "：" in "问题：…"); a heading alone ends on it without its trailing space ("Clues:"). */
  readonly colon: string;
}

/** The puzzle's title: its own when it reads in the locale, else the locale's generic one. */
export function puzzleTitle(ctx: RenderContext, words: PuzzleWords): string {
  return words.readsInLocale(ctx.puzzle.title) ? ctx.puzzle.title.trim() : words.untitled;
}

/**
 * The whole puzzle text: the title (the one asked for, else the puzzle's own when it reads in
 * the locale; Markdown always has one) with the details line asked for under it, the author's
 * preamble (when it reads in the locale),
 * the introduction, one line per attribute, the numbered clues and the question.
 */
export function layoutPuzzle(
  ctx: RenderContext,
  format: TextFormat,
  clue: (clue: Clue) => string,
  question: string | undefined,
  options: PuzzleOptions,
  words: PuzzleWords,
): string {
  const md = format === "markdown";
  const esc = (text: string) => (md ? escapeMarkdown(text) : text);
  const { puzzle } = ctx;
  const blocks: string[] = [];
  const heading = options.title ?? (md ? puzzleTitle(ctx, words) : words.readsInLocale(puzzle.title) ? puzzle.title.trim() : undefined);
  if (heading !== undefined) blocks.push(md ? `# ${esc(heading)}` : heading);
  // In text, the line sits right under the heading; Markdown gives it a paragraph of its own.
  if (heading !== undefined && options.details !== undefined) {
    if (md) blocks.push(esc(options.details));
    else blocks[blocks.length - 1] += `\n${options.details}`;
  }
  const preamble = words.readsInLocale(puzzle.preamble);
  if (preamble) blocks.push(esc(puzzle.preamble!.trim()));
  if (puzzle.kind !== "logic-grid") blocks.push(words.introduction(puzzle.size, preamble));
  else if (words.logicGridIntroduction !== undefined) blocks.push(esc(words.logicGridIntroduction(ctx, preamble)));
  else throw new Error("this language does not word logic-grid puzzles yet");
  const lines = puzzle.attributes.map((_, i) => esc(words.attributeLine(ctx, i)));
  blocks.push(md ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n"));
  blocks.push(md ? `## ${words.cluesHeading}` : `${words.cluesHeading}${words.colon.trimEnd()}`);
  blocks.push(puzzle.clues.length === 0 ? words.noClues : puzzle.clues.map((c, i) => `${i + 1}. ${esc(clue(c))}`).join("\n"));
  if (question !== undefined) blocks.push(md ? `## ${words.questionHeading}\n\n${esc(question)}` : `${words.questionHeading}${words.colon}${question}`);
  return blocks.join("\n\n");
}
