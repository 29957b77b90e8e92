import { clueEntities, isPositionRef, superlativeValue } from "@zebra/model";
import type { Clue, Puzzle, ValueRef } from "@zebra/model";

/**
 * The values a clue speaks of, the terms a clash that breaks it is named in: the values it names,
 * and for a superlative the extreme value it gives its person ("Amy is the youngest": Amy, and the
 * smallest age). A house number is no value.
 */
export function clueValues(clue: Clue, attributes: Puzzle["attributes"]): ValueRef[] {
  const named = clueEntities(clue).filter((e): e is ValueRef => !isPositionRef(e));
  if (clue.type !== "least" && clue.type !== "most") return named;
  const values = attributes.find((a) => a.name === clue.attr)?.values;
  if (values === undefined || !values.every((v) => typeof v === "number")) return named;
  return [...named, { attr: clue.attr, value: superlativeValue(clue, values as number[]) }];
}
