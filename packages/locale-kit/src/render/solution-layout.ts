import { applyConclusion, candidatesOf, createCandidateGrid } from "@zebra/model";
import type { Value } from "@zebra/model";
import type { CandidateGrid, CandidateState, PartialGrid, Puzzle } from "@zebra/model";
import type { SolutionOptions, TextFormat } from "../contract/renderer.js";
import type { AtFact, Fact, Step } from "@zebra/model";
import { escapeMarkdown } from "./markdown.js";
import { solutionItems } from "../plan/solution-items.js";
import { citedClues } from "../plan/stated-clues.js";

/** How often a full-style solution shows the grid when {@link SolutionOptions.gridEvery} is not given (a concise one: only at the end). */
export const defaultGridEvery = 10;

/** The locale's words for {@link layoutSolution}. */
export interface SolutionWording {
  /** The heading above the steps ("Solution"); none when empty. */
  readonly heading: string;
  /**
   * One step, as from `Renderer.step` in the solution's style (lines after the first continue
   * the step: indented sub-steps), given the clues the steps before it cite (the context's
   * `statedClues`) and, unless a grid comes between, what the text just before it stated (the
   * context's `justSaid`: what the sentence just before it asserted, in its item or the item before; a sentence refers back to nothing earlier).
   * `statedClues` is the layout's own set, which grows after the call: read it, do not keep it.
   */
  readonly step: (step: Step, statedClues: ReadonlySet<number>, justSaid?: readonly Fact[]) => string;
  /**
   * Two or more singles in a row of one rule (each placing one value: the one value left for a
   * house, the one house left for a value), worded as one sentence; `undefined` to word each on
   * its own. Absent: each on its own. `justSaid` is as for `step`.
   */
  readonly singles?: (steps: readonly Step[], justSaid?: readonly Fact[]) => string | undefined;
  /** A grid, as from `Renderer.grid`. */
  readonly grid: (grid: PartialGrid, format: TextFormat) => string;
  /** A candidate grid, as from `Renderer.candidateGrid`. */
  readonly candidateGrid: (candidates: CandidateGrid, placed: PartialGrid, format: TextFormat) => string;
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
 * Lays out a step-by-step solution: a heading, the numbered items of the style (see
 * `solutionItems`: one per step in the full style, lines in the concise one), the grid every
 * `gridEvery` items (only when it changed) and at the end, and a closing sentence.
 *
 * Use it in a renderer's `solution` so that every locale numbers items, indents sub-steps,
 * places grids and writes Markdown the same way; the locale supplies the words. A grid shows
 * what the text has stated so far and nothing more: a value is placed in it once a step (or
 * the placement the layout words after a step) says so, and a candidate grid crosses out what
 * the stated conclusions rule out. Each step is worded knowing the clues the steps before it
 * cite, so that a locale can restate a clue only the first time. The sub-steps of a proof by contradiction are not replayed.
 * In Markdown, items form an ordered list and data in them is escaped. Cost: linear in the
 * steps (see `solutionItems` for the concise style) plus one grid rendering per grid shown.
 *
 * @param puzzle - the puzzle being solved.
 * @param steps - the top-level steps, in order.
 * @param options - format, style, grid kind and cadence (see `SolutionOptions`).
 * @param wording - the locale's words, its steps in the style of `options`.
 * @returns the solution text, without a trailing newline.
 *
 * @example
 * ```ts
 * const text = layoutSolution(ctx.puzzle, steps, { gridEvery: 5 }, {
 *   heading: "Solution",
 *   step: (s) => renderer.step(s, ctx),
 *   grid: (g, format) => renderer.grid(g, ctx, format),
 *   candidateGrid: (c, placed, format) => renderer.candidateGrid(c, placed, ctx, format),
 *   gridCaption: (k) => `The grid after step ${k}:`,
 *   finalCaption: (done) => (done ? "The solved grid:" : "The grid so far:"),
 *   noSteps: "No step is needed.",
 * });
 * ```
 */
export function layoutSolution(
  puzzle: Pick<Puzzle, "size" | "attributes"> & Partial<Pick<Puzzle, "clues">>,
  steps: readonly Step[],
  options: SolutionOptions,
  wording: SolutionWording,
): string {
  const format = options.format ?? "text";
  const style = options.style ?? "full";
  const every = Math.max(0, Math.floor(options.gridEvery ?? (style === "full" ? defaultGridEvery : 0)));
  const blocks: string[] = [];
  if (wording.heading !== "") blocks.push(format === "markdown" ? `## ${escapeMarkdown(wording.heading)}` : wording.heading);
  const items = solutionItems(puzzle, steps, style);
  if (items.length === 0) blocks.push(wording.noSteps);
  const placed = emptyGrid(puzzle);
  let state = createCandidateGrid(puzzle);
  const kind = options.grid ?? "values";
  // What a grid would show, to skip one that shows nothing new: a value grid changes only when a
  // placement does, so a count of placements written stands for it.
  let placements = 0;
  const keyOf = () => (kind === "candidates" ? JSON.stringify([placed, state.positions]) : placements);
  const show = (format: TextFormat) => (kind === "candidates" ? wording.candidateGrid(candidatesOf(state), placed, format) : wording.grid(placed, format));
  let shown = every > 0 ? keyOf() : undefined;
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) blocks.push(lines.join("\n"));
    lines = [];
  };
  const stated = new Set<number>();
  // What the text just before a step stated, until a grid comes between.
  let justSaid: Fact[] | undefined;
  // What the text has stated so far, sentence by sentence: what a sentence said about a value reads with what was known of it.
  const reading = createCandidateGrid(puzzle);
  items.forEach((item, i) => {
    let text = "";
    for (let j = 0; j < item.steps.length; ) {
      // A run of singles may read as one sentence; any other step reads on its own.
      const run = singlesFrom(item.steps, j);
      // A sentence may refer back to the one just before it, and to nothing earlier.
      const now = justSaid;
      const known = now === undefined ? undefined : asKnown(now, reading);
      const together = run.length > 1 ? wording.singles?.(run, known) : undefined;
      const worded = together === undefined ? [item.steps[j]!] : run;
      const sentence = together ?? wording.step(item.steps[j]!, stated, known);
      const said: Fact[] = [];
      for (const step of worded) {
        said.push(...step.conclusions);
        for (const c of step.conclusions) applyConclusion(reading, c);
        for (const c of step.conclusions) if (c.kind === "at" && place(placed, c)) placements++;
        for (const c of citedClues(step)) stated.add(c);
      }
      options.onClaim?.({ item: i + 1, steps: worded, asserts: said, ...(now === undefined ? {} : { after: now }) });
      justSaid = said;
      j += worded.length;
      text = text === "" ? sentence : text + (text.includes("\n") || sentence.includes("\n") ? "\n" : (wording.sentenceGap ?? " ")) + sentence;
    }
    lines.push(numberedStep(i + 1, text, format, wording.subStepBullet));
    state = item.state;
    const n = i + 1;
    if (every > 0 && n % every === 0 && n < items.length) {
      const now = keyOf();
      if (now !== shown) {
        flush();
        blocks.push(wording.gridCaption(n), show(format));
        shown = now;
        justSaid = undefined;
      }
    }
  });
  flush();
  blocks.push(wording.finalCaption(isGridComplete(placed)), show(format));
  const closing = wording.closing?.(placed);
  if (closing !== undefined && closing !== "") blocks.push(format === "markdown" ? escapeMarkdown(closing) : closing);
  return blocks.join("\n\n");
}

/**
 * What a sentence said, each value as the text now knows it: "the cat owner is not in house 1"
 * after "… is not in house 3 or 4" reads as "the cat owner is in house 2 or 5", so that the
 * sentence after it may start from that ("So by clue 2, …"). A placement stays as said.
 */
function asKnown(said: readonly Fact[], reading: CandidateState): Fact[] {
  return said.map((fact) => {
    if (fact.kind === "at") return fact;
    const a = reading.attributes.findIndex((attribute) => attribute.name === fact.entity.attr);
    const v = a < 0 ? -1 : reading.attributes[a]!.values.indexOf(fact.entity.value);
    if (v < 0) return fact;
    const mask = reading.positions[a]![v]!;
    const left: number[] = [];
    for (let p = 1; p <= reading.size; p++) if ((mask & (1 << (p - 1))) !== 0) left.push(p);
    return left.length === 0 ? fact : { kind: "among", entity: fact.entity, positions: left };
  });
}

/** The singles of one rule from `steps[from]` on, each placing one value (none when that step is not one). */
function singlesFrom(steps: readonly Step[], from: number): Step[] {
  const first = steps[from]!;
  const single = (s: Step): boolean =>
    (s.rule === "naked-single" || s.rule === "hidden-single") && s.conclusions.length === 1 && s.conclusions[0]!.kind === "at";
  if (!single(first)) return [];
  const run = [first];
  for (let j = from + 1; j < steps.length && steps[j]!.rule === first.rule && single(steps[j]!); j++) run.push(steps[j]!);
  return run;
}

/** A grid with no value placed. */
function emptyGrid(puzzle: Pick<Puzzle, "size" | "attributes">): Record<string, (Value | null)[]> {
  // No prototype: every attribute name, `__proto__` too, is an own key, and no inherited one reads as a row.
  const grid: Record<string, (Value | null)[]> = Object.create(null);
  for (const attribute of puzzle.attributes) grid[attribute.name] = new Array<Value | null>(puzzle.size).fill(null);
  // A logic grid's people, its first attribute's values, stand in their own positions from the start.
  const key = (puzzle as Partial<Pick<Puzzle, "kind">>).kind === "logic-grid" ? puzzle.attributes[0] : undefined;
  if (key !== undefined) grid[key.name] = [...key.values];
  return grid;
}

/**
 * Writes a stated placement into the grid (a value moved by a later placement leaves its old
 * cell); whether that changed the grid.
 */
function place(grid: Record<string, (Value | null)[]>, fact: AtFact): boolean {
  const row = grid[fact.entity.attr];
  if (row === undefined) return false;
  const old = row.indexOf(fact.entity.value);
  if (old === fact.pos - 1) return false;
  if (old >= 0) row[old] = null;
  row[fact.pos - 1] = fact.entity.value;
  return true;
}

/** The mark of a sub-step line unless a locale says otherwise. */
export const defaultSubStepBullet = "- ";

/**
 * One numbered step ("12. …"), as solutions lay them out: lines after the first (sub-steps,
 * cases) are indented under its text; in Markdown, an item of an ordered list with escaped text,
 * whose sub-step lines (those that start with `bullet`) are list items, with no blank line
 * between two of them.
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
export function numberedStep(n: number, text: string, format: TextFormat, bullet = defaultSubStepBullet): string {
  const label = `${n}. `;
  // Most steps are one line of plain text: nothing to indent or escape.
  if (format === "text" && !text.includes("\n")) return label + text.trimStart();
  const indent = " ".repeat(label.length);
  const lines = text.split("\n");
  const out: string[] = [];
  let previousDepth = 0;
  lines.forEach((line, i) => {
    const depth = line.length - line.trimStart().length;
    const body = format === "markdown" ? markdownLine(line.trimStart(), bullet) : line.trimStart();
    // A plain line after a deeper list would be read as part of its last item's paragraph (a
    // lazy continuation): a blank line ends that list. A bullet starts an item of its own, so the
    // cases of one split stay one tight list.
    if (format === "markdown" && i > 0 && depth < previousDepth && !line.trimStart().startsWith(bullet)) out.push("");
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
