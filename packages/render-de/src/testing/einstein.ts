import { lexiconFor } from "@zebra/model";
import type { Clue, Puzzle, Value, ValueRef, Vocabulary } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { themeAttributes } from "@zebra/testkit";
import { locale, renderer } from "../index.js";

// A puzzle with a vocabulary of German words, and its render contexts: what the German renderer's tests word.

export const vocabulary: Vocabulary = {
  id: "test",
  attributes: themeAttributes()
    .filter((a) => a.theme === "default" || a.attribute.id === "smoke")
    .map((a) => a.attribute),
};
export const attribute = (name: string, values: readonly Value[]) => ({ name, values });
export const puzzle: Puzzle = {
  format: "zebra-puzzle/1",
  size: 5,
  attributes: [
    attribute("Name", ["Alice", "Bob", "Emma", "Grace", "Oscar"]),
    attribute("Nationality", ["German", "Greek", "Swede", "Italian", "Norwegian"]),
    attribute("Color", ["red", "green", "orange", "pink", "ivory"]),
    attribute("Drink", ["tea", "coffee", "milk", "water", "lemonade"]),
    attribute("Pet", ["dog", "cat", "horse", "zebra", "parrot"]),
    attribute("Job", ["baker", "journalist", "pilot", "chef", "firefighter"]),
    attribute("Age", [22, 25, 30, 40, 48]),
    attribute("Height", [152, 155, 158, 160, 163]),
    attribute("Floor", [3, 5, 8, 10, 12]),
    attribute("Distance", [2, 4, 6, 9, 11]),
    attribute("Transport", ["bicycle", "bus", "train", "tram", "subway"]),
    attribute("Instrument", ["piano", "violin", "guitar", "cello", "flute"]),
    attribute("Game", ["chess", "checkers", "go", "ludo", "backgammon"]),
    attribute("Hobby", ["painting", "camping", "yoga", "astronomy", "sailing"]),
    attribute("Sport", ["tennis", "golf", "rugby", "handball", "squash"]),
    attribute("Fruit", ["apple", "cherry", "pineapple", "kiwi", "fig"]),
    attribute("Food", ["fried rice", "sushi", "pasta", "curry", "tacos"]),
    attribute("Gemstone", ["ruby", "diamond", "pearl", "jade", "amber"]),
    attribute("Tree", ["oak", "maple", "birch", "willow", "pine"]),
    attribute("Smoke", ["Pall Mall", "Dunhill", "Blend", "Blue Master", "Prince"]),
  ],
  clues: [
    { type: "next_to", a: { attr: "Nationality", value: "Swede" }, b: { attr: "Drink", value: "tea" } },
    { type: "at", a: { attr: "Color", value: "red" }, pos: 1 },
    { type: "same", a: { attr: "Pet", value: "zebra" }, b: { attr: "Drink", value: "tea" } },
  ],
};
export const ctx: RenderContext = { puzzle, lexicon: lexiconFor(vocabulary, locale.words, puzzle) };
export const bare: RenderContext = { puzzle };
export const v = (attr: string, value: Value): ValueRef => ({ attr, value });
export const clue = (c: Clue, context = ctx) => renderer.clue(c, context);
export const embedded = (c: Clue) => renderer.clause(c, ctx, "embedded");

/** Facts about a value: placed, ruled out of houses, or left among houses. */
export const at = (attr: string, value: Value, pos: number) => ({ kind: "at" as const, entity: { attr, value }, pos });
export const notAt = (attr: string, value: Value, positions: number[]) => ({ kind: "not_at" as const, entity: { attr, value }, positions });
export const among = (attr: string, value: Value, positions: number[]) => ({ kind: "among" as const, entity: { attr, value }, positions });
