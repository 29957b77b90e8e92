import { superlativeValue, type Clue, type ClueOf } from "@zebra/model";
import type { Shape } from "./shape.js";

/**
 * A superlative as the "same" clue it amounts to: the person with the smallest (largest) value is
 * the one who has that value. Searching the clue this way places one value instead of reading
 * every cell of the attribute.
 */
export function superlativeAsSame(shape: Shape, clue: ClueOf<"least" | "most">): ClueOf<"same"> {
  const attribute = shape.attributes[shape.attrIndex.get(clue.attr)!]!;
  return { type: "same", a: clue.a, b: { attr: clue.attr, value: superlativeValue(clue, attribute.values as number[]) } };
}

/** A clue with every superlative in it (in `any_of` options too) written as {@link superlativeAsSame}. */
export function withoutSuperlatives(shape: Shape, clue: Clue): Clue {
  if (clue.type === "least" || clue.type === "most") return superlativeAsSame(shape, clue);
  if (clue.type === "any_of") return { ...clue, options: clue.options.map((option) => option.map((inner) => withoutSuperlatives(shape, inner))) };
  return clue;
}
