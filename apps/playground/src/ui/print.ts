import type { Grid, Puzzle } from "@zebra/model";
import type { PlaygroundStrings } from "@zebra/locale-kit";
import type { GridKind } from "../state/prefs.js";
import { clueWords, type Words } from "../text.js";
import { h, replaceChildren, type Child } from "./dom.js";
import { layoutGrid } from "./grid-layout.js";
import { gridLabels, solutionTable } from "./labels.js";

/** One puzzle to print, with the words to print it in. */
export interface PrintPuzzle {
  readonly puzzle: Puzzle;
  readonly words: Words;
  readonly title: string;
  /** A line under the title (seed and difficulty), or empty. */
  readonly meta: string;
  /** Printed on the solution pages when given. */
  readonly solution?: Grid;
}

export interface PrintOptions {
  /** The grid printed under the clues. */
  readonly view: GridKind;
  readonly t: PlaygroundStrings;
  /** Whether the solutions follow, on pages of their own. */
  readonly solutions: boolean;
  /** What follows a puzzle's solution table (a single puzzle's answer and steps); it may run over pages. */
  readonly details?: (item: PrintPuzzle) => Child;
}

/** The printable height of an A4 sheet, a little under the page box (297 mm less 2 × 12 mm margins), so rounding never spills a page. */
const sheetHeight = "270mm";
/** The smallest a puzzle is shrunk to fit one page; a larger one runs over pages instead. */
const minZoom = 0.55;

function puzzleBlock(item: PrintPuzzle, options: PrintOptions): HTMLElement {
  const { puzzle, words } = item;
  const labels = gridLabels(puzzle, words, options.t);
  const q = puzzle.question;
  return h(
    "article",
    { class: "print-puzzle" },
    h("header", null, h("h2", null, item.title), item.meta ? h("p", { class: "print-meta" }, item.meta) : null),
    puzzle.preamble ? h("p", { class: "print-preamble" }, puzzle.preamble) : null,
    h(
      "ol",
      { class: `print-clues${puzzle.clues.length > 8 ? " two-columns" : ""}` },
      puzzle.clues.map((clue) => h("li", null, clueWords(words, clue))),
    ),
    q ? h("p", { class: "print-question" }, words.renderer.question({ kind: "find", find: q.find, where: q.where }, words.ctx)) : null,
    h(
      "div",
      { class: `print-grid ${puzzle.kind === "logic-grid" ? "logic" : options.view}` },
      layoutGrid(options.view, puzzle.attributes.length, puzzle.size, labels, puzzle.kind === "logic-grid").element,
    ),
  );
}

function solutionBlock(item: PrintPuzzle, options: PrintOptions, heading: string): HTMLElement {
  return h(
    "section",
    { class: "print-solution-block" },
    h("h3", null, heading),
    solutionTable(item.puzzle, item.solution!, item.words, options.t),
    options.details?.(item) ?? null,
  );
}

/**
 * Shrinks a block that is wider than the page (a wide grid), or taller (down to `minZoom`):
 * anything wider would make the browser shrink every page to fit it.
 */
function fit(block: HTMLElement, width: number, page: number): void {
  const wide = block.scrollWidth;
  const tall = block.getBoundingClientRect().height;
  const zoom = Math.min(1, width / wide, Math.max(minZoom, page / tall));
  if (zoom < 1) block.style.zoom = String(zoom);
}

/** Packs blocks of known heights into pages in order, each page at most `page` tall. */
export function pack(heights: readonly number[], page: number, gap: number): number[][] {
  const pages: number[][] = [];
  let used = Infinity;
  heights.forEach((height, i) => {
    if (used + gap + height > page || pages.length === 0) {
      pages.push([i]);
      used = height;
    } else {
      pages[pages.length - 1]!.push(i);
      used += gap + height;
    }
  });
  return pages;
}

/**
 * Lays out puzzles for printing on A4 pages inside `area`: as many puzzles to a page as fit
 * whole (a puzzle taller than a page is shrunk to fit, down to a limit), then, when asked,
 * the solutions on pages of their own. Each page is a `.sheet`. The area is laid out on
 * screen with the printed widths (off to the side), so the heights measured here are the
 * printed ones. Returns the number of sheets.
 */
export function layoutPrint(area: HTMLElement, items: readonly PrintPuzzle[], options: PrintOptions): number {
  const probe = h("div", { class: "print-probe" });
  probe.style.height = sheetHeight;
  const measure = h("div", { class: "sheet measure" });
  replaceChildren(area, probe, measure);
  area.hidden = false;
  const page = probe.getBoundingClientRect().height;
  const gap = parseFloat(getComputedStyle(area).getPropertyValue("--print-gap")) || 0;

  const width = measure.getBoundingClientRect().width;
  const blocks = items.map((item) => puzzleBlock(item, options));
  for (const b of blocks) measure.appendChild(b);
  const heights = blocks.map((b) => {
    fit(b, width, page);
    return b.getBoundingClientRect().height;
  });
  const sheets: HTMLElement[] = pack(heights, page, gap).map((indexes) =>
    h(
      "div",
      { class: "sheet puzzles" },
      indexes.map((i) => blocks[i]!),
    ),
  );

  const solved = options.solutions ? items.filter((item) => item.solution) : [];
  if (solved.length > 0) {
    const single = items.length === 1;
    const solutionBlocks = solved.map((item) => solutionBlock(item, options, single ? `${options.t.solution}: ${item.title}` : item.title));
    if (single) sheets.push(h("div", { class: "sheet solutions flow" }, solutionBlocks));
    else {
      // Two solutions to a row (one for wide puzzles); rows packed into pages like the puzzles.
      const perRow = solved.some((item) => item.puzzle.size > 6) ? 1 : 2;
      const grid = h("div", { class: `solution-grid per-row-${perRow}` }, solutionBlocks);
      replaceChildren(measure, h("h2", { class: "solutions-heading" }, options.t.bookletSolutions), grid);
      const headingHeight = measure.firstElementChild!.getBoundingClientRect().height + gap;
      for (const b of solutionBlocks) fit(b, b.getBoundingClientRect().width, page);
      const rows: HTMLElement[][] = [];
      for (let i = 0; i < solutionBlocks.length; i += perRow) rows.push(solutionBlocks.slice(i, i + perRow));
      const rowHeights = rows.map((row) => Math.max(...row.map((b) => b.getBoundingClientRect().height)));
      const firstPage = pack([headingHeight, ...rowHeights], page, gap);
      firstPage.forEach((indexes, p) => {
        const rowsHere = indexes.filter((i) => i > 0).map((i) => rows[i - 1]!);
        sheets.push(
          h(
            "div",
            { class: "sheet solutions" },
            p === 0 ? h("h2", { class: "solutions-heading" }, options.t.bookletSolutions) : null,
            h("div", { class: `solution-grid per-row-${perRow}` }, rowsHere.flat()),
          ),
        );
      });
    }
  }
  replaceChildren(area, sheets);
  return sheets.length;
}
