import type { Value } from "@zebra/model";
import type { CandidateGrid, PartialGrid, Puzzle } from "@zebra/model";
import type { TextFormat } from "../contract/renderer.js";
import { formatTable } from "./table.js";

/** The widest line a grid takes, in display columns; wider grids are split into blocks of houses. */
export const gridWidth = 100;

/** A locale's words for a grid: the corner's word ("House"), and each attribute's heading and value. */
export interface GridWords {
  /** The word over the house numbers ("House", "房子"). */
  readonly house: string;
  /** An attribute as a row heading ("Nationality", "国籍"). */
  readonly heading: (attr: string) => string;
  /** A value as a cell shows it ("Norwegian", "158 cm"). */
  readonly value: (attr: string, value: Value) => string;
}

/**
 * An answer grid as a table: one row per attribute, one column per house, unknown cells blank,
 * split into blocks of houses when wider than {@link gridWidth}.
 *
 * Use it for a renderer's `grid`, so that every locale heads its grids with the houses and fits
 * them in 100 columns the same way. Cost: linear in the grid's text.
 *
 * @param puzzle - the puzzle (`size` and `attributes`).
 * @param grid - the values known, `null` where unknown.
 * @param words - the locale's words.
 * @param format - `text` or `markdown`.
 * @returns the table (blocks separated by a blank line), without a trailing newline.
 *
 * @example
 * ```ts
 * valueGridTable(puzzle, grid, { house: "House", heading: (a) => a, value: (_, v) => String(v) }, "text");
 * ```
 */
export function valueGridTable(puzzle: Pick<Puzzle, "size" | "attributes">, grid: PartialGrid, words: GridWords, format: TextFormat): string {
  const rows = puzzle.attributes.map((attribute) => {
    const cells = Array.from({ length: puzzle.size }, (_, i) => {
      const value = grid[attribute.name]?.[i];
      return value === null || value === undefined ? "" : words.value(attribute.name, value);
    });
    return [words.heading(attribute.name), ...cells];
  });
  return formatTable([houseHeader(words.house, puzzle.size), ...rows], { format, maxWidth: gridWidth });
}

/**
 * A candidate grid as a table: one row per value, one column per house; ✗ where the value is
 * ruled out, ✓ where `placed` has it, blank where it is still open. In text, each attribute's
 * values are indented under a row with its heading; in Markdown, the heading is a column of its
 * own, on the attribute's first row.
 *
 * Use it for a renderer's `candidateGrid`. Cost: linear in attributes × values × houses.
 *
 * @param puzzle - the puzzle (`size` and `attributes`).
 * @param candidates - for every attribute and house, the values still possible there.
 * @param placed - the values stated as placed.
 * @param words - the locale's words.
 * @param format - `text` or `markdown`.
 * @returns the table, without a trailing newline.
 *
 * @example
 * ```ts
 * candidateGridTable(puzzle, candidatesOf(state), placed, words, "text");
 * ```
 */
export function candidateGridTable(
  puzzle: Pick<Puzzle, "size" | "attributes">,
  candidates: CandidateGrid,
  placed: PartialGrid,
  words: GridWords,
  format: TextFormat,
): string {
  const md = format === "markdown";
  const rows: string[][] = [];
  for (const attribute of puzzle.attributes) {
    const heading = words.heading(attribute.name);
    if (!md) rows.push([heading, ...new Array<string>(puzzle.size).fill("")]);
    attribute.values.forEach((value, v) => {
      const cells = Array.from({ length: puzzle.size }, (_, i) => {
        if (placed[attribute.name]?.[i] === value) return "✓";
        return candidates[attribute.name]?.[i]?.includes(value) === false ? "✗" : "";
      });
      const label = words.value(attribute.name, value);
      rows.push(md ? [v === 0 ? heading : "", label, ...cells] : [`  ${label}`, ...cells]);
    });
  }
  const header = houseHeader(words.house, puzzle.size);
  return formatTable([md ? [header[0]!, "", ...header.slice(1)] : header, ...rows], { format, maxWidth: gridWidth, keep: md ? 2 : 1 });
}

/** The header row: the house word over the row labels, then the house numbers. */
function houseHeader(house: string, size: number): string[] {
  return [house, ...Array.from({ length: size }, (_, i) => String(i + 1))];
}
