import { canonicalClue, lexiconFor } from "@zebra/model";
import type { Attribute, Clue, Puzzle, Vocabulary } from "@zebra/model";
import { clueAsPlaced, themeAttributes, withClueSentences } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { locale } from "./index.js";

// Clues anchored on a numbered house: the text the renderer writes now reads back exactly, and
// the sentences it wrote before (texts people keep) still read as the clues they said.

const themeOf = (id: string): Vocabulary => ({
  id,
  attributes: themeAttributes()
    .filter((t) => t.theme === id)
    .map((t) => t.attribute),
});
const theme = themeOf("default");
const vocabularies = [theme];
const attribute = (name: string): Attribute => {
  const a = theme.attributes.find((x) => x.name === name)!;
  return { name: a.name, values: a.values.slice(0, 5) };
};
const attributes = ["Name", "Drink", "Pet", "Color"].map(attribute);
const v = (attr: string, value: string) => ({ attr, value });
const clues: Clue[] = [
  { type: "immediately_left", a: v("Name", "David"), b: { pos: 3 } },
  { type: "left_of", a: v("Drink", "water"), b: { pos: 2 } },
  { type: "next_to", a: v("Pet", "zebra"), b: { pos: 1 } },
  { type: "distance", a: v("Name", "Bob"), b: { pos: 3 }, d: 2 },
  { type: "distance", a: v("Pet", "cat"), b: { pos: 1 }, d: 2 },
  { type: "between", a: v("Name", "Alice"), b: { pos: 3 }, c: v("Drink", "milk") },
  { type: "between", a: v("Pet", "dog"), b: { pos: 3 }, c: v("Color", "white") },
];
const puzzle: Puzzle = { format: "zebra-puzzle/1", size: 5, attributes, clues };
const meaning = (c: Clue) => canonicalClue(clueAsPlaced({ ...c, text: undefined } as Clue, puzzle.size));

describe("the German reader and clues anchored on a numbered house", () => {
  it("reads the renderer's sentences back exactly", () => {
    const text = locale.renderer.puzzle({ puzzle, lexicon: lexiconFor(theme, locale.words, puzzle) }, "text");
    const reading = locale.reader.read(text, { vocabularies });
    expect(reading.issues).toEqual([]);
    expect(reading.puzzle?.clues.map(meaning)).toEqual(clues.map(meaning));
    expect(reading.sentences.filter((s) => s.role === "clue").every((s) => s.exact === true)).toBe(true);
  });

  it("still reads the sentences of the earlier wording", () => {
    const earlier = [
      "David wohnt direkt links vom dritten Haus.",
      "Die Person, die Wasser trinkt, wohnt irgendwo links vom zweiten Haus.",
      "Die Person mit dem Zebra wohnt neben dem ersten Haus.",
      "Zwischen Bob und der Person im dritten Haus liegt genau ein Haus.",
      "Zwischen der Person mit der Katze und der Person im ersten Haus liegt genau ein Haus.",
      "Die Person im dritten Haus wohnt irgendwo rechts von Alice und links von der Person, die Milch trinkt.",
      "Die Person im dritten Haus wohnt irgendwo rechts von der Person mit dem Hund und links vom weißen Haus.",
    ];
    const text = withClueSentences(locale.renderer.puzzle({ puzzle, lexicon: lexiconFor(theme, locale.words, puzzle) }, "text"), earlier);
    const reading = locale.reader.read(text, { vocabularies });
    expect(reading.issues).toEqual([]);
    expect(reading.puzzle?.clues.map((c) => canonicalClue({ ...c, text: undefined } as Clue))).toEqual(clues.map((c) => canonicalClue(c)));
  });
});
