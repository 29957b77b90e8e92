import { lexiconFor } from "@zebra/model";
import type { Clue, Entity, Lexicon, Puzzle, StepOf, Value } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { einsteinInput, expectGolden } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { createGermanRenderer, locale, renderer } from "./index.js";
import { clashTexts } from "./internal/clashes.js";
import { readsAsGerman } from "./renderer.js";

// The German wording of clashes, questions, answers and the puzzle text, pinned as a German
// editor read and corrected it (clues and steps: clues.test.ts, steps.test.ts); the golden
// texts of the classic puzzle at the end.

import { among, at, attribute, bare, clue, ctx, puzzle, v, vocabulary } from "./testing/einstein.js";

describe("German clashes", () => {
  const clash = (c: StepOf<"contradiction">["clash"]): string => clashTexts[c.conflict.kind](c as never, ctx);
  const tea3 = at("Drink", "tea", 3);
  const red3 = at("Color", "red", 3);

  it("name the facts that cannot all hold, and the clue or rule they break", () => {
    expect(clash({ conflict: { kind: "clue", clue: 1 }, facts: [tea3, red3] })).toBe(
      "dann wohnt die Person, die Tee trinkt, in Haus 3, und das rote Haus ist Nummer 3, was Hinweis 2 widerspricht",
    );
    expect(clash({ conflict: { kind: "no-position", entity: v("Pet", "dog") }, facts: [tea3] })).toBe(
      "dann wohnt die Person, die Tee trinkt, in Haus 3, und für die Person mit dem Hund bliebe kein Haus mehr übrig",
    );
    expect(clash({ conflict: { kind: "no-position", entity: v("Drink", "milk") }, facts: [red3] })).toBe(
      "dann ist das rote Haus Nummer 3, und für die Person, die Milch trinkt, bliebe kein Haus mehr übrig",
    );
    expect(clash({ conflict: { kind: "no-value", attr: "Drink", pos: 4 }, facts: [tea3, red3] })).toBe(
      "dann wohnt die Person, die Tee trinkt, in Haus 3, und das rote Haus ist Nummer 3, und für Haus 4 bliebe kein Getränk mehr übrig",
    );
    expect(clash({ conflict: { kind: "clue", clue: 1 }, facts: [] })).toBe("das widerspricht Hinweis 2");
  });

  it("say where a clue would put its value, and who is already there", () => {
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [red3, tea3], forced: at("Drink", "milk", 3) })).toBe(
      "dann ist das rote Haus Nummer 3, und die Person, die Tee trinkt, wohnt in Haus 3; nach Hinweis 3 müsste die Person, die Milch trinkt, in Haus 3 wohnen, aber dort wohnt die Person, die Tee trinkt",
    );
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3, at("Color", "green", 3)], forced: red3 })).toBe(
      "dann wohnt die Person, die Tee trinkt, in Haus 3, und das grüne Haus ist Nummer 3; nach Hinweis 3 müsste das rote Haus Nummer 3 sein, aber Nummer 3 ist das grüne Haus",
    );
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3], forced: among("Drink", "milk", [2, 3]) })).toBe(
      "dann wohnt die Person, die Tee trinkt, in Haus 3; nach Hinweis 3 müsste die Person, die Milch trinkt, in Haus 2 oder 3 wohnen, was unmöglich ist",
    );
  });
});

describe("German words for values without German words", () => {
  it("make a compound that starts with the value a noun, with a capital", () => {
    const sports: Puzzle = {
      format: "zebra-puzzle/1",
      size: 2,
      attributes: [attribute("Sport", ["tennis", "judo"]), attribute("Drink", ["tea", "coffee"])],
      clues: [],
    };
    const context: RenderContext = { puzzle: sports, lexicon: lexiconFor(vocabulary, locale.words, sports) };
    expect(clue({ type: "same", a: v("Sport", "judo"), b: v("Drink", "tea") }, context)).toBe("Der Judospieler trinkt Tee.");
    expect(clue({ type: "same", a: v("Sport", "tennis"), b: v("Drink", "tea") }, context)).toBe("Der Tennisspieler trinkt Tee.");
  });
});

describe("German questions and answers", () => {
  const ask = (find: string, where: Entity) => renderer.question({ kind: "find", find: { attr: find }, where }, ctx);
  const answer = (find: string, where: Entity, value: Value) => renderer.answer({ query: { kind: "find", find: { attr: find }, where }, answer: value }, ctx);

  it("ask with the verb of the attribute, and answer with it", () => {
    expect([ask("Pet", v("Name", "Emma")), answer("Pet", v("Name", "Emma"), "cat")]).toEqual(["Welches Haustier hält Emma?", "Emma hält die Katze."]);
    expect([ask("Age", v("Drink", "tea")), answer("Age", v("Drink", "tea"), 30)]).toEqual([
      "Wie alt ist die Person, die Tee trinkt?",
      "Die Person, die Tee trinkt, ist 30 Jahre alt.",
    ]);
    expect([ask("Height", v("Name", "Emma")), answer("Height", v("Name", "Emma"), 155)]).toEqual(["Wie groß ist Emma?", "Emma ist 155 cm groß."]);
    expect([ask("Floor", v("Name", "Emma")), answer("Floor", v("Name", "Emma"), 5)]).toEqual([
      "In welchem Stockwerk arbeitet Emma?",
      "Emma arbeitet im 5. Stock.",
    ]);
    expect(ask("Distance", v("Drink", "tea"))).toBe("Wie weit wohnt die Person, die Tee trinkt, vom Arbeitsplatz entfernt?");
    expect([ask("Transport", v("Name", "Emma")), answer("Transport", v("Name", "Emma"), "bus")]).toEqual([
      "Mit welchem Verkehrsmittel kommt Emma zur Arbeit?",
      "Emma kommt mit dem Bus zur Arbeit.",
    ]);
    expect(ask("Tree", v("Drink", "tea"))).toBe("Welchen Baum hat die Person, die Tee trinkt, im Garten?");
    expect([ask("Hobby", v("Name", "Emma")), answer("Hobby", v("Name", "Emma"), "camping")]).toEqual([
      "Welches Hobby hat Emma?",
      "Emma hat das Hobby Camping.",
    ]);
    expect([ask("Color", v("Drink", "tea")), answer("Color", v("Drink", "tea"), "orange")]).toEqual([
      "Welche Farbe hat das Haus, in dem die Person wohnt, die Tee trinkt?",
      "Die Person, die Tee trinkt, wohnt im orangefarbenen Haus.",
    ]);
    expect(ask("Color", { pos: 3 })).toBe("Welche Farbe hat das dritte Haus?");
  });

  it("ask 'wer' for an attribute that names people, and answer a woman's name with the feminine", () => {
    expect([ask("Nationality", v("Pet", "zebra")), answer("Nationality", v("Pet", "zebra"), "German")]).toEqual([
      "Wer hält das Zebra?",
      "Der Deutsche hält das Zebra.",
    ]);
    expect([ask("Name", v("Job", "baker")), answer("Name", v("Job", "baker"), "Emma")]).toEqual(["Wer ist der Bäcker?", "Emma ist die Bäckerin."]);
    expect([ask("Nationality", v("Name", "Emma")), answer("Nationality", v("Name", "Emma"), "Greek")]).toEqual([
      "Welche Nationalität hat Emma?",
      "Emma ist Griechin.",
    ]);
    expect(answer("Name", { pos: 2 }, "Bob")).toBe("Bob wohnt im zweiten Haus.");
  });

  it("ask for a position code with 'wenn' and the verb last, and answer with the arithmetic", () => {
    const query = { kind: "position-code" as const, x: v("Pet", "zebra"), y: v("Color", "green") };
    expect(renderer.question(query, ctx)).toBe("Wenn die Person mit dem Zebra in Haus x wohnt und das grüne Haus Nummer y ist, welchen Wert hat 6·y + x?");
    expect(renderer.answer({ query, answer: 28 }, ctx)).toBe(
      "Die Person mit dem Zebra wohnt in Haus 4, und das grüne Haus ist Nummer 4, also ist 6 × 4 + 4 = 28.",
    );
  });

  it("ask without a lexicon", () => {
    expect(renderer.question({ kind: "find", find: { attr: "Nationality" }, where: v("Pet", "zebra") }, bare)).toBe(
      "Was hat die Person, deren Pet „zebra“ ist, als Nationality?",
    );
  });
});

describe("the German puzzle text", () => {
  it("shows numbers with their unit in grids, as the text says them", () => {
    const grid = Object.fromEntries(puzzle.attributes.map((a) => [a.name, a.values.map((v) => v)]));
    const rows = renderer.grid(grid, ctx).split("\n");
    expect(rows.find((row) => row.startsWith("Stockwerk"))).toMatch(/^Stockwerk\s+3\. Stock\s+5\. Stock\s+8\. Stock\s+10\. Stock\s+12\. Stock$/);
    expect(rows.find((row) => row.startsWith("Körpergröße"))).toMatch(/\b152 cm\s+155 cm\b/);
    expect(renderer.value("Floor", 8, ctx)).toBe("8. Stock");
    expect(renderer.value("Drink", "tea", ctx)).toBe("Tee");
  });

  it("says what each person does with each attribute, and lists numbers with their unit", () => {
    const lines = renderer.puzzle(ctx).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Es gibt fünf Häuser in einer Reihe, von links nach rechts von 1 bis 5 nummeriert. In jedem Haus wohnt eine andere Person.",
        "Jede Person hat einen anderen Namen: Alice, Bob, Emma, Grace und Oskar.",
        "Jede Person hat eine andere Nationalität: Deutscher, Grieche, Schwede, Italiener und Norweger.",
        "Jedes Haus hat eine andere Farbe: Rot, Grün, Orange, Rosa und Elfenbeinfarben.",
        "Jede Person hält ein anderes Haustier: Hund, Katze, Pferd, Zebra und Papagei.",
        "Jede Person hat ein anderes Alter: 22, 25, 30, 40 und 48 Jahre.",
        "Jede Person hat eine andere Körpergröße: 152, 155, 158, 160 und 163 cm.",
        "Jede Person arbeitet in einem anderen Stockwerk: 3., 5., 8., 10. und 12. Stock.",
        "Jede Person hat einen anderen Arbeitsweg: 2, 4, 6, 9 und 11 km.",
        "Jede Person kommt mit einem anderen Verkehrsmittel zur Arbeit: Fahrrad, Bus, Zug, Straßenbahn und U-Bahn.",
        "Jede Person hat einen anderen Baum im Garten: Eiche, Ahorn, Birke, Weide und Kiefer.",
        "Jede Person raucht eine andere Zigarettenmarke: Pall Mall, Dunhill, Blend, Blue Master und Prince.",
        "Hinweise:",
        "1. Der Schwede wohnt neben der Person, die Tee trinkt.",
      ]),
    );
  });

  it("prints the author's sentence of a clue only when asked to, and only when it is German", () => {
    const norwegian = { attr: "Nationality", value: "Norwegian" };
    const authored: Clue = { type: "at", a: norwegian, pos: 1, text: " Der Norweger wohnt ganz links. " };
    const english: Clue = { type: "at", a: norwegian, pos: 1, text: "The Norwegian lives on the far left." };
    const byAuthor = createGermanRenderer({ clueText: "author" });
    expect(renderer.clue(authored, ctx)).toBe("Der Norweger wohnt im ersten Haus.");
    expect(createGermanRenderer({ clueText: "ours" }).clue(authored, ctx)).toBe("Der Norweger wohnt im ersten Haus.");
    expect(byAuthor.clue(authored, ctx)).toBe("Der Norweger wohnt ganz links.");
    expect(byAuthor.clue(english, ctx)).toBe("Der Norweger wohnt im ersten Haus.");
    expect(byAuthor.puzzle({ puzzle: { ...puzzle, clues: [authored] }, lexicon: ctx.lexicon })).toContain("1. Der Norweger wohnt ganz links.");
  });

  it("keeps the author's title and preamble only when they are German", () => {
    expect([
      readsAsGerman("Das Zebrarätsel"),
      readsAsGerman("Rätsel 7"),
      readsAsGerman("Einstein"),
      readsAsGerman("The zebra puzzle"),
      readsAsGerman("斑马谜题"),
    ]).toEqual([true, true, true, false, false]);
    const titled = { ...puzzle, title: "Das Zebrarätsel", preamble: "Fünf Häuser stehen in einer Reihe." };
    expect(renderer.puzzle({ puzzle: titled, lexicon: ctx.lexicon }).split("\n\n").slice(0, 3)).toEqual([
      "Das Zebrarätsel",
      "Fünf Häuser stehen in einer Reihe.",
      "Die Häuser sind von links nach rechts von 1 bis 5 nummeriert. In jedem Haus wohnt eine andere Person.",
    ]);
  });

  it("words a puzzle of one house", () => {
    const one: Puzzle = { format: "zebra-puzzle/1", size: 1, attributes: [attribute("Pet", ["dog"]), attribute("Color", ["red"])], clues: [] };
    const text = renderer.puzzle({ puzzle: one, lexicon: lexiconFor(vocabulary, locale.words, one) });
    expect(text).toBe(
      [
        "Es gibt ein Haus mit der Nummer 1; darin wohnt eine Person.",
        "Die Person hält einen Hund.\nDas Haus ist rot.",
        "Hinweise:",
        "Es gibt keine Hinweise.",
      ].join("\n\n"),
    );
  });
});

describe("German words from a user's vocabulary", () => {
  it("follow the same conventions: a verb-final predicate, a subject after 'die Person'", () => {
    const own: Puzzle = {
      format: "zebra-puzzle/1",
      size: 3,
      attributes: [attribute("Boot", ["Kanu", "Jolle", "Floß"]), attribute("Pet", ["dog", "cat", "zebra"])],
      clues: [],
    };
    const lexicon: Lexicon = {
      locale: "de",
      attributes: {
        Boot: {
          noun: { text: "Boot", gender: "n" },
          subject: "mit {value:dat.def}",
          predicate: "{value:acc.indef} besitzt",
          values: { Kanu: { text: "Kanu", gender: "n" }, Jolle: { text: "Jolle", gender: "f" }, Floß: { text: "Floß", gender: "n" } },
        },
        Pet: locale.words.attributes["pet"]!,
      },
    };
    const context = { puzzle: own, lexicon };
    expect(renderer.clue({ type: "same", a: v("Boot", "Jolle"), b: v("Pet", "dog") }, context)).toBe("Die Person mit der Jolle hält einen Hund.");
    expect(renderer.clue({ type: "not_same", a: v("Pet", "cat"), b: v("Boot", "Kanu") }, context)).toBe("Die Person mit der Katze besitzt kein Kanu.");
    expect(renderer.puzzle(context).split("\n")[2]).toBe("Jede Person besitzt ein anderes Boot: Kanu, Jolle und Floß.");
  });
});

describe("German golden texts", () => {
  const { puzzle: einstein, lexicon: words, steps } = einsteinInput(locale.words);
  it("render the classic puzzle and its solution", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context)}\n\n${renderer.solution(steps, context, { gridEvery: 10 })}`,
      new URL("./__golden__/einstein.txt", import.meta.url),
    );
  });
  it("render the classic puzzle and its solution in Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context, "markdown")}\n\n${renderer.solution(steps, context, { format: "markdown", gridEvery: 10 })}`,
      new URL("./__golden__/einstein.md", import.meta.url),
    );
  });
  it("render the classic puzzle's solution in the concise style, with candidate grids in Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(renderer.solution(steps, context, { style: "concise" }), new URL("./__golden__/einstein-concise.txt", import.meta.url));
    expectGolden(
      renderer.solution(steps, context, { style: "concise", format: "markdown", gridEvery: 3, grid: "candidates" }),
      new URL("./__golden__/einstein-concise.md", import.meta.url),
    );
  });
  it("render the classic puzzle without a lexicon", () => {
    expectGolden(renderer.puzzle({ puzzle: einstein }), new URL("./__golden__/einstein-no-lexicon.txt", import.meta.url));
  });
});
