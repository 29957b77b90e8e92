import type { RenderContext } from "@zebra/locale-kit";
import { capitalize, wordsOf } from "./words.js";

/** An attribute as a table heading: its noun, capitalised, else its name. */
export function headingOf(attr: string, ctx: RenderContext): string {
  const noun = wordsOf(ctx, attr)?.noun;
  const text = noun === undefined ? "" : typeof noun === "string" ? noun : noun.text;
  return text !== "" ? capitalize(text) : attr;
}
