import { formatTable } from "@zebra/model";
import type { PartialGrid, RenderContext, TextFormat } from "@zebra/model";
import { nounOf, valueText } from "./words.js";

/** An answer grid: one row per attribute, one column per house, unknown cells blank. */
export function gridText(grid: PartialGrid, ctx: RenderContext, format: TextFormat): string {
  const { puzzle } = ctx;
  const header = ["房子", ...Array.from({ length: puzzle.size }, (_, i) => String(i + 1))];
  const rows = puzzle.attributes.map((attribute) => {
    const cells = Array.from({ length: puzzle.size }, (_, i) => {
      const value = grid[attribute.name]?.[i];
      return value === null || value === undefined ? "" : valueText(ctx, attribute.name, value);
    });
    return [nounOf(ctx, attribute.name), ...cells];
  });
  return formatTable([header, ...rows], { format });
}
