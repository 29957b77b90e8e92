import { formatTable } from "@zebra/model";
import type { PartialGrid, RenderContext, TextFormat } from "@zebra/model";
import { capitalize, labelOf, wordsOf } from "./words.js";

/** An attribute as a table heading: its noun, capitalised, else its name. */
export function headingOf(attr: string, ctx: RenderContext): string {
  const noun = wordsOf(ctx, attr)?.noun;
  const text = noun === undefined ? "" : typeof noun === "string" ? noun : noun.text;
  return text !== "" ? capitalize(text) : attr;
}

/** An answer grid: one row per attribute, one column per house, unknown cells blank. */
export function gridText(grid: PartialGrid, ctx: RenderContext, format: TextFormat): string {
  const { puzzle } = ctx;
  const header = ["House", ...Array.from({ length: puzzle.size }, (_, i) => String(i + 1))];
  const rows = puzzle.attributes.map((attribute) => {
    const cells = Array.from({ length: puzzle.size }, (_, i) => {
      const value = grid[attribute.name]?.[i];
      return value === null || value === undefined ? "" : labelOf(ctx, attribute.name, value);
    });
    return [headingOf(attribute.name, ctx), ...cells];
  });
  return formatTable([header, ...rows], { format });
}
