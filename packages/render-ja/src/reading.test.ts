import { canonicalClue, formatTag, lexiconFor, type Attribute, type Clue, type Puzzle, type Vocabulary } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { clueAsPlaced, themeAttributes, withClueSentences } from "@zebra/testkit";
import { locale } from "./index.js";

const values = (p: string): string[] => Array.from({ length: 6 }, (_, i) => `${p}${i + 1}`);
const at = (attr: string, value: string, pos: number): Clue => ({ type: "at", a: { attr, value }, pos });
const a = at("P", "p1", 1);
const b: Clue = { type: "next_to", a: { attr: "Q", value: "q2" }, b: { attr: "P", value: "p3" } };
const c: Clue = { type: "distance", a: { attr: "P", value: "p4" }, b: { pos: 6 }, d: 2 };
const d: Clue = { type: "between", a: { attr: "Q", value: "q5" }, b: { pos: 3 }, c: { attr: "P", value: "p6" } };

// Either/or clues whose options hold several clauses, or an either/or of their own: the
// renderer brackets each clause (「…」) and each such option (（…）), and the text reads back by them.
const cases: Record<string, Clue> = {
  "a first option of two clauses": { type: "any_of", options: [[a, b], [c]] },
  "a second option of two clauses": { type: "any_of", options: [[c], [a, b]] },
  "two options of two clauses": {
    type: "any_of",
    options: [
      [a, b],
      [c, d],
    ],
  },
  "an either/or inside an option": { type: "any_of", options: [[{ type: "any_of", options: [[a], [b, c]] }], [d]] },
  "an either/or beside a clause in an option": { type: "any_of", options: [[a, { type: "any_of", options: [[b], [c]] }], [d]] },
  "three options, one of two clauses": { type: "any_of", options: [[a], [b, c], [d]] },
};

describe("the Japanese reader reads back its own either/or sentences", () => {
  for (const [what, clue] of Object.entries(cases)) {
    it(`with ${what}`, () => {
      const puzzle: Puzzle = {
        format: formatTag,
        size: 6,
        attributes: [
          { name: "P", values: values("p") },
          { name: "Q", values: values("q") },
        ],
        clues: [clue],
      };
      const text = locale.renderer.puzzle({ puzzle });
      const reading = locale.reader.read(text);
      expect(reading.issues).toEqual([]);
      // A distance that leaves one house is written, and read, as that placement.
      const meaning = (x: Clue) => canonicalClue(clueAsPlaced(x, puzzle.size));
      expect(reading.puzzle?.clues.map((x) => meaning({ ...x, text: undefined } as Clue))).toEqual([meaning(clue)]);
      expect(reading.sentences.filter((s) => s.role === "clue").every((s) => s.exact === true)).toBe(true);
    });
  }
});

describe("the Japanese reader and clues anchored on a numbered house", () => {
  const theme: Vocabulary = {
    id: "default",
    attributes: themeAttributes()
      .filter((t) => t.theme === "default")
      .map((t) => t.attribute),
  };
  const attribute = (name: string): Attribute => {
    const found = theme.attributes.find((x) => x.name === name)!;
    return { name: found.name, values: found.values.slice(0, 5) };
  };
  const v = (attr: string, value: string) => ({ attr, value });
  const clues: Clue[] = [
    { type: "immediately_left", a: v("Name", "David"), b: { pos: 3 } },
    { type: "left_of", a: v("Drink", "water"), b: { pos: 2 } },
    { type: "next_to", a: v("Pet", "zebra"), b: { pos: 1 } },
    { type: "distance", a: v("Pet", "cat"), b: { pos: 1 }, d: 2 },
    { type: "distance", a: v("Name", "Bob"), b: { pos: 3 }, d: 2 },
  ];
  const puzzle: Puzzle = { format: formatTag, size: 5, attributes: ["Name", "Drink", "Pet"].map(attribute), clues };
  const lexicon = lexiconFor(theme, locale.words, puzzle);
  const plain = (c: Clue) => ({ ...c, text: undefined }) as Clue;

  it("reads the renderer's sentences back exactly", () => {
    const reading = locale.reader.read(locale.renderer.puzzle({ puzzle, lexicon }), { vocabularies: [theme] });
    expect(reading.issues).toEqual([]);
    const meaning = (c: Clue) => canonicalClue(clueAsPlaced(plain(c), puzzle.size));
    expect(reading.puzzle?.clues.map(meaning)).toEqual(clues.map(meaning));
    expect(reading.sentences.filter((s) => s.role === "clue").every((s) => s.exact === true)).toBe(true);
  });

  it("still reads the sentences of the earlier wording", () => {
    const earlier = [
      "デビッドは3軒目の左隣に住んでいる。",
      "水を飲む人は2軒目より左のどこかに住んでいる。",
      "シマウマを飼っている人は1軒目の隣に住んでいる。",
      "猫を飼っている人と1軒目の間には、家が1軒ある。",
      "ボブと3軒目の間には、家が1軒ある。",
    ];
    const text = withClueSentences(locale.renderer.puzzle({ puzzle, lexicon }), earlier);
    const reading = locale.reader.read(text, { vocabularies: [theme] });
    expect(reading.issues).toEqual([]);
    expect(reading.puzzle?.clues.map((c) => canonicalClue(plain(c)))).toEqual(clues.map((c) => canonicalClue(c)));
  });
});
