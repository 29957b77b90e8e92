import { applyStep, createCandidateGrid, partialGridOf } from "../candidates.js";
import type { PartialGrid, Puzzle } from "../puzzle.js";
import type { SolutionOptions, TextFormat } from "../renderer.js";
import type { Step } from "../step.js";
import { impliedPlacements } from "./implied-placements.js";
import { escapeMarkdown } from "./markdown.js";

/** How often a solution shows the grid when {@link SolutionOptions.gridEvery} is not given. */
export const defaultGridEvery = 10;

/** The locale's words for {@link layoutSolution}. */
export interface SolutionWording {
  /** The heading above the steps ("Solution"); none when empty. */
  readonly heading: string;
  /** One step, as from `Renderer.step`: lines after the first continue the step (indented sub-steps). */
  readonly step: (step: Step) => string;
  /** A grid, as from `Renderer.grid`. */
  readonly grid: (grid: PartialGrid, format: TextFormat) => string;
  /** The line before a grid shown part-way, e.g. "The grid after step 10:". */
  readonly gridCaption: (afterStep: number) => string;
  /** The line before the final grid; `complete` says whether every cell is filled. */
  readonly finalCaption: (complete: boolean) => string;
  /** What to say when there are no steps at all. */
  readonly noSteps: string;
  /** What separates two sentences on one line: `" "` (the default) in English, `""` in Chinese. */
  readonly sentenceGap?: string;
  /**
   * The mark a sub-step line of a step starts with (after its indentation): `"- "` (the
   * default), `"・"` in Japanese. Markdown writes such lines as list items (`- `) whatever the mark.
   */
  readonly subStepBullet?: string;
  /** A closing sentence from the final grid (the answer to the puzzle's question), if any. */
  readonly closing?: (grid: PartialGrid) => string | undefined;
}

/**
 * Lays out a step-by-step solution: a heading, the numbered steps, the grid every
 * `gridEvery` steps (only when it changed) and at the end, and a closing sentence. A value
 * that a step leaves with one house, and that no step of the solution places, is placed in
 * words right after that step (as a hidden single), so that the text never relies on what
 * only the grid shows.
 *
 * Use it in a renderer's `solution` so that every locale numbers steps, indents sub-steps,
 * places grids and writes Markdown the same way; the locale supplies the words. The grid is
 * computed by replaying the steps' conclusions on a candidate grid (`applyStep`,
 * `partialGridOf`), so the sub-steps of a proof by contradiction are not replayed. In Markdown, steps
 * form an ordered list and data in them is escaped. Cost: linear in the steps plus one grid
 * rendering per grid shown.
 *
 * @param puzzle - the puzzle being solved.
 * @param steps - the top-level steps, in order.
 * @param options - format and grid cadence (see `SolutionOptions`).
 * @param wording - the locale's words.
 * @returns the solution text, without a trailing newline.
 *
 * @example
 * ```ts
 * const text = layoutSolution(ctx.puzzle, steps, { gridEvery: 5 }, {
 *   heading: "Solution",
 *   step: (s) => renderer.step(s, ctx),
 *   grid: (g, format) => renderer.grid(g, ctx, format),
 *   gridCaption: (k) => `The grid after step ${k}:`,
 *   finalCaption: (done) => (done ? "The solved grid:" : "The grid so far:"),
 *   noSteps: "No step is needed.",
 * });
 * ```
 */
export function layoutSolution(
  puzzle: Pick<Puzzle, "size" | "attributes">,
  steps: readonly Step[],
  options: SolutionOptions,
  wording: SolutionWording,
): string {
  const format = options.format ?? "text";
  const every = Math.max(0, Math.floor(options.gridEvery ?? defaultGridEvery));
  const blocks: string[] = [];
  if (wording.heading !== "") blocks.push(format === "markdown" ? `## ${escapeMarkdown(wording.heading)}` : wording.heading);
  const state = createCandidateGrid(puzzle);
  let grid = partialGridOf(state);
  let shown = JSON.stringify(grid);
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) blocks.push(items.join("\n"));
    items = [];
  };
  if (steps.length === 0) blocks.push(wording.noSteps);
  const implied = impliedPlacements(puzzle, steps);
  steps.forEach((step, i) => {
    applyStep(state, step);
    grid = partialGridOf(state);
    let text = wording.step(step);
    for (const single of implied[i]!) text += (text.includes("\n") ? "\n" : (wording.sentenceGap ?? " ")) + wording.step(single);
    items.push(numberedStep(i + 1, text, format, wording.subStepBullet));
    const n = i + 1;
    if (every > 0 && n % every === 0 && n < steps.length) {
      const now = JSON.stringify(grid);
      if (now !== shown) {
        flush();
        blocks.push(wording.gridCaption(n), wording.grid(grid, format));
        shown = now;
      }
    }
  });
  flush();
  grid = partialGridOf(state);
  blocks.push(wording.finalCaption(isGridComplete(grid)), wording.grid(grid, format));
  const closing = wording.closing?.(grid);
  if (closing !== undefined && closing !== "") blocks.push(format === "markdown" ? escapeMarkdown(closing) : closing);
  return blocks.join("\n\n");
}

/**
 * One numbered step ("12. …"), as solutions lay them out: lines after the first (sub-steps,
 * cases) are indented under its text; in Markdown, an item of an ordered list with escaped text,
 * whose sub-step lines (those that start with `bullet`) are list items.
 *
 * @param n - the step's number.
 * @param text - the step, as from `Renderer.step`.
 * @param format - text or Markdown.
 * @param bullet - the mark the locale starts a sub-step line with ("- ", the default; "・").
 * @returns the numbered step.
 * @example
 * ```ts
 * numberedStep(3, "Suppose …. Then:\n  - …", "text"); // "3. Suppose …. Then:\n     - …"
 * ```
 */
export function numberedStep(n: number, text: string, format: TextFormat, bullet = "- "): string {
  const label = `${n}. `;
  const indent = " ".repeat(label.length);
  const lines = text.split("\n");
  const out: string[] = [];
  let previousDepth = 0;
  lines.forEach((line, i) => {
    const depth = line.length - line.trimStart().length;
    const body = format === "markdown" ? markdownLine(line.trimStart(), bullet) : line.trimStart();
    if (format === "markdown" && i > 0 && depth < previousDepth) out.push("");
    out.push(i === 0 ? label + body : indent + " ".repeat(depth) + body);
    previousDepth = depth;
  });
  return out.join("\n");
}

/** A line of a step in Markdown: a sub-step (it starts with the locale's bullet) as a list item, data escaped. */
function markdownLine(line: string, bullet: string): string {
  return line.startsWith(bullet) ? `- ${escapeMarkdown(line.slice(bullet.length))}` : escapeMarkdown(line);
}

function isGridComplete(grid: PartialGrid): boolean {
  return Object.values(grid).every((row) => row.every((v) => v !== null));
}
