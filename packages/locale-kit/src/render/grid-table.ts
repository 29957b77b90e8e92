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
export function valueGridTable(puzzle: Pick<Puzzle, "size" | "attributes" | "kind">, grid: PartialGrid, words: GridWords, format: TextFormat): string {
  const rows = rowAttributes(puzzle).map((attribute) => {
    const cells = Array.from({ length: puzzle.size }, (_, i) => {
      const value = grid[attribute.name]?.[i];
      return value === null || value === undefined ? "" : words.value(attribute.name, value);
    });
    return [words.heading(attribute.name), ...cells];
  });
  return formatTable([headerRow(puzzle, words), ...rows], { format, maxWidth: gridWidth });
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
  puzzle: Pick<Puzzle, "size" | "attributes" | "kind">,
  candidates: CandidateGrid,
  placed: PartialGrid,
  words: GridWords,
  format: TextFormat,
): string {
  const md = format === "markdown";
  const rows: string[][] = [];
  for (const attribute of rowAttributes(puzzle)) {
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
  const header = headerRow(puzzle, words);
  return formatTable([md ? [header[0]!, "", ...header.slice(1)] : header, ...rows], { format, maxWidth: gridWidth, keep: md ? 2 : 1 });
}

/**
 * The header row: the house word over the row labels, then the house numbers. A logic grid has
 * no houses: its columns are the people of its first attribute, named by their values.
 */
function headerRow(puzzle: Pick<Puzzle, "size" | "attributes" | "kind">, words: GridWords): string[] {
  const key = puzzle.kind === "logic-grid" ? puzzle.attributes[0] : undefined;
  if (key !== undefined) return [words.heading(key.name), ...key.values.map((v) => words.value(key.name, v))];
  return [words.house, ...Array.from({ length: puzzle.size }, (_, i) => String(i + 1))];
}

/** The attributes a grid has a row for: all of them, but a logic grid's first, which heads its columns. */
function rowAttributes(puzzle: Pick<Puzzle, "attributes" | "kind">): Puzzle["attributes"] {
  return puzzle.kind === "logic-grid" ? puzzle.attributes.slice(1) : puzzle.attributes;
}
