import { lexiconFor } from "@zebra/model";
import type { Clue, Entity, Lexicon, Puzzle, Step, StepOf, Value, ValueRef, Vocabulary } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { einsteinInput, expectGolden, themeAttributes } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { createGermanRenderer, locale, renderer } from "./index.js";
import { clashTexts } from "./internal/clashes.js";
import { readsAsGerman } from "./renderer.js";

// The German wording of every clue type, fact, step, question and answer, pinned as a German
// editor read and corrected it; the golden texts of the classic puzzle at the end.

const vocabulary: Vocabulary = {
  id: "test",
  attributes: themeAttributes()
    .filter((a) => a.theme === "default" || a.attribute.id === "smoke")
    .map((a) => a.attribute),
};
const attribute = (name: string, values: readonly Value[]) => ({ name, values });
const puzzle: Puzzle = {
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
const ctx: RenderContext = { puzzle, lexicon: lexiconFor(vocabulary, locale.words, puzzle) };
const bare: RenderContext = { puzzle };
const v = (attr: string, value: Value): ValueRef => ({ attr, value });
const clue = (c: Clue, context = ctx) => renderer.clue(c, context);
const embedded = (c: Clue) => renderer.clause(c, ctx, "embedded");

describe("German singles in a row", () => {
  const at = (attr: string, value: Value, pos: number) => ({ kind: "at" as const, entity: v(attr, value), pos });
  const single = (attr: string, value: Value, pos: number): Step => ({
    rule: "hidden-single",
    tier: 1,
    clues: [],
    premises: [],
    conclusions: [at(attr, value, pos)],
  });
  const placedByClue: Step = { rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [at("Color", "red", 1)] };
  const solution = (steps: Step[]) => renderer.solution(steps, ctx, { style: "full", gridEvery: 0 });
  it("name each house once, in ascending order, in one sentence after the sentence that left them", () => {
    const text = solution([placedByClue, single("Nationality", "Greek", 4), single("Drink", "tea", 2), single("Pet", "zebra", 3)]);
    expect(text).toContain(
      "1. Nach Hinweis 2 ist das rote Haus Nummer 1. Damit bleibt jeweils nur noch ein Haus: Haus 2 für die Person, die Tee trinkt, Haus 3 für die Person mit dem Zebra und Haus 4 für den Griechen.",
    );
    expect(text).not.toContain("übrig");
  });
  it('say one house left for two once, and open with "nun" where no sentence comes before', () => {
    expect(solution([single("Nationality", "Greek", 2), single("Drink", "tea", 2)])).toContain(
      "1. Für den Griechen und die Person, die Tee trinkt, bleibt nun nur noch Haus 2.",
    );
    expect(solution([single("Nationality", "Greek", 2), single("Drink", "tea", 4)])).toContain(
      "1. Nun bleibt jeweils nur noch ein Haus: Haus 2 für den Griechen und Haus 4 für die Person, die Tee trinkt.",
    );
  });
  it("say a house left for two among other houses, more than three houses, and a house as the subject in more sentences", () => {
    expect(solution([placedByClue, single("Nationality", "Greek", 2), single("Drink", "tea", 2), single("Pet", "zebra", 3)])).toContain(
      " Für den Griechen bleibt nur noch Haus 2. Damit bleibt jeweils nur noch ein Haus: Haus 2 für die Person, die Tee trinkt, und Haus 3 für die Person mit dem Zebra.",
    );
    const four = solution([placedByClue, single("Nationality", "Greek", 2), single("Drink", "tea", 3), single("Pet", "zebra", 4), single("Job", "pilot", 5)]);
    expect(four).toContain(" Für den Griechen bleibt nur noch Haus 2. Damit bleibt jeweils nur noch ein Haus: Haus 3 für ");
    expect(solution([placedByClue, single("Color", "pink", 4), single("Nationality", "Greek", 2)])).toContain(
      " Das rosa Haus kann nur noch Nummer 4 sein. Für den Griechen bleibt nur noch Haus 2.",
    );
  });
  it("say the one person left in each of several houses in one sentence, not one 'Für Haus N bleibt nur noch' per house", () => {
    const naked = (attr: string, value: Value, pos: number): Step => ({
      rule: "naked-single",
      tier: 1,
      clues: [],
      premises: [],
      conclusions: [at(attr, value, pos)],
      attr,
      pos,
    });
    const text = solution([placedByClue, naked("Drink", "tea", 5), naked("Nationality", "Greek", 4), naked("Pet", "zebra", 1)]);
    expect(text).toContain(
      "1. Nach Hinweis 2 ist das rote Haus Nummer 1. Für Haus 1 bleibt damit nur noch die Person mit dem Zebra, für Haus 4 der Grieche und für Haus 5 die Person, die Tee trinkt.",
    );
    expect(text.match(/[Ff]ür Haus \d bleibt/g)).toHaveLength(1);
    // A house that comes twice keeps its sentences.
    expect(solution([naked("Drink", "tea", 5), naked("Pet", "zebra", 5)]).match(/Für Haus 5 bleibt/g)).toHaveLength(2);
  });
});

describe("German steps that place one person", () => {
  it('say two values placed in one house as one person: "wohnt diese Person in Haus 2"', () => {
    const text = renderer.step(
      {
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [
          { kind: "not_at", entity: v("Pet", "zebra"), positions: [1, 3, 4] },
          { kind: "not_at", entity: v("Drink", "tea"), positions: [5] },
        ],
        conclusions: [
          { kind: "at", entity: v("Pet", "zebra"), pos: 2 },
          { kind: "at", entity: v("Drink", "tea"), pos: 2 },
        ],
      },
      ctx,
    );
    expect(text).toBe(
      "Die Person mit dem Zebra wohnt in Haus 2 oder 5 und die Person, die Tee trinkt, nicht in Haus 5, also wohnt diese Person nach Hinweis 3 in Haus 2.",
    );
    expect(text).not.toMatch(/in Haus 2, und .* in Haus 2/);
  });
});

describe("German clues", () => {
  it("say who is who with the better-named side as subject, and a woman's name with the feminine noun", () => {
    expect(clue({ type: "same", a: v("Name", "Emma"), b: v("Nationality", "Greek") })).toBe("Emma ist Griechin.");
    expect(clue({ type: "not_same", a: v("Nationality", "Greek"), b: v("Name", "Emma") })).toBe("Emma ist keine Griechin.");
    expect(clue({ type: "same", a: v("Job", "journalist"), b: v("Name", "Grace") })).toBe("Grace ist Journalistin.");
    expect(clue({ type: "same", a: v("Name", "Bob"), b: v("Job", "pilot") })).toBe("Bob ist Pilot.");
    expect(clue({ type: "not_same", a: v("Name", "Alice"), b: v("Nationality", "German") })).toBe("Alice ist keine Deutsche.");
    expect(clue({ type: "same", a: v("Nationality", "German"), b: v("Job", "baker") })).toBe("Der Deutsche ist Bäcker.");
    expect(clue({ type: "same", a: v("Game", "go"), b: v("Sport", "golf") })).toBe("Der Golfspieler spielt Go.");
    expect(clue({ type: "same", a: v("Color", "orange"), b: v("Pet", "parrot") })).toBe("Die Person mit dem Papagei wohnt im orangefarbenen Haus.");
    expect(clue({ type: "same", a: v("Smoke", "Blue Master"), b: v("Drink", "water") })).toBe("Der Blue-Master-Raucher trinkt Wasser.");
  });

  it("negate with 'kein' an object without a definite article, and with 'nicht' everything else", () => {
    expect(clue({ type: "not_same", a: v("Color", "pink"), b: v("Drink", "tea") })).toBe("Die Person, die Tee trinkt, wohnt nicht im rosa Haus.");
    expect(clue({ type: "not_same", a: v("Food", "fried rice"), b: v("Fruit", "apple") })).toBe("Die Person, die gebratenen Reis macht, isst keine Äpfel.");
    expect(clue({ type: "not_same", a: v("Gemstone", "diamond"), b: v("Name", "Oscar") })).toBe("Oskar trägt keinen Diamanten.");
    expect(clue({ type: "not_same", a: v("Instrument", "piano"), b: v("Game", "checkers") })).toBe("Die Person, die Klavier spielt, spielt nicht Dame.");
    expect(clue({ type: "not_same", a: v("Hobby", "yoga"), b: v("Smoke", "Dunhill") })).toBe("Der Dunhill-Raucher hat nicht das Hobby Yoga.");
    expect(clue({ type: "not_same", a: v("Age", 30), b: v("Smoke", "Dunhill") })).toBe("Der 30-Jährige raucht keine Dunhill.");
    expect(clue({ type: "not_same", a: v("Drink", "tea"), b: v("Age", 30) })).toBe("Der 30-Jährige trinkt keinen Tee.");
    expect(clue({ type: "not_same", a: v("Pet", "cat"), b: v("Height", 160) })).toBe("Die 160 cm große Person hält keine Katze.");
    expect(clue({ type: "not_at", a: v("Pet", "zebra"), pos: 12 })).toBe("Die Person mit dem Zebra wohnt nicht im zwölften Haus.");
  });

  it("say 'auch' rather than repeat a verb, and keep 'die die' out", () => {
    expect(clue({ type: "same", a: v("Instrument", "piano"), b: v("Game", "chess") })).toBe("Die Person, die Klavier spielt, spielt auch Schach.");
    expect(clue({ type: "same", a: v("Tree", "oak"), b: v("Pet", "cat") })).toBe("Die Person mit der Eiche im Garten hält eine Katze.");
    expect(clue({ type: "same", a: v("Drink", "tea"), b: v("Tree", "oak") })).toBe("Die Person mit der Eiche im Garten trinkt Tee.");
  });

  it("use the dative after neben, von, zwischen and mit, with the contractions, and mirror a house next to a person", () => {
    expect(clue({ type: "next_to", a: v("Color", "green"), b: v("Nationality", "Swede") })).toBe("Der Schwede wohnt neben dem grünen Haus.");
    expect(clue({ type: "left_of", a: v("Color", "green"), b: v("Nationality", "Greek") })).toBe("Der Grieche wohnt irgendwo rechts vom grünen Haus.");
    expect(clue({ type: "immediately_right", a: v("Color", "red"), b: v("Color", "pink") })).toBe("Das rote Haus steht direkt rechts vom rosa Haus.");
    expect(clue({ type: "immediately_left", a: v("Drink", "tea"), b: v("Pet", "cat") })).toBe(
      "Die Person, die Tee trinkt, wohnt direkt links von der Person mit der Katze.",
    );
    expect(clue({ type: "right_of", a: { pos: 3 }, b: v("Drink", "tea") })).toBe("Die Person, die Tee trinkt, wohnt irgendwo links vom dritten Haus.");
    expect(clue({ type: "not_next_to", a: v("Nationality", "Greek"), b: v("Nationality", "Swede") })).toBe("Der Grieche wohnt nicht neben dem Schweden.");
    expect(clue({ type: "between", a: v("Nationality", "Greek"), b: v("Color", "red"), c: v("Drink", "tea") })).toBe(
      "Die Person im roten Haus wohnt irgendwo rechts vom Griechen und links von der Person, die Tee trinkt.",
    );
    expect(clue({ type: "between", a: v("Color", "green"), b: v("Color", "red"), c: v("Color", "pink") })).toBe(
      "Das rote Haus steht irgendwo rechts vom grünen Haus und links vom rosa Haus.",
    );
    expect(clue({ type: "distance", a: v("Drink", "tea"), b: v("Color", "red"), d: 3 })).toBe(
      "Zwischen der Person, die Tee trinkt, und der Person im roten Haus liegen genau zwei Häuser.",
    );
    expect(clue({ type: "distance", a: v("Drink", "tea"), b: v("Nationality", "Greek"), d: 2 })).toBe(
      "Zwischen der Person, die Tee trinkt, und dem Griechen liegt genau ein Haus.",
    );
    expect(clue({ type: "distance", a: v("Drink", "tea"), b: v("Nationality", "Greek"), d: 1 })).toBe("Die Person, die Tee trinkt, wohnt neben dem Griechen.");
    expect(clue({ type: "ends", a: v("Color", "red") })).toBe("Das rote Haus steht an einem Ende der Reihe.");
    expect(clue({ type: "at", a: v("Color", "ivory"), pos: 3 })).toBe("Das elfenbeinfarbene Haus ist das dritte Haus.");
    expect(clue({ type: "at", a: v("Transport", "bus"), pos: 13 })).toBe("Die Person, die mit dem Bus zur Arbeit kommt, wohnt im 13. Haus.");
  });

  it("say a relation to a house by its number as the placement it amounts to, and never name a person by a numbered house", () => {
    // Five houses: directly left of the third is the second; somewhere left of the second is the first; right of the first rules out only the first.
    expect(clue({ type: "immediately_left", a: v("Nationality", "Swede"), b: { pos: 3 } })).toBe("Der Schwede wohnt im zweiten Haus.");
    expect(clue({ type: "immediately_right", a: { pos: 3 }, b: v("Drink", "tea") })).toBe("Die Person, die Tee trinkt, wohnt im zweiten Haus.");
    expect(clue({ type: "left_of", a: v("Pet", "cat"), b: { pos: 2 } })).toBe("Die Person mit der Katze wohnt im ersten Haus.");
    expect(clue({ type: "right_of", a: v("Nationality", "Swede"), b: { pos: 1 } })).toBe("Der Schwede wohnt nicht im ersten Haus.");
    expect(clue({ type: "next_to", a: v("Color", "green"), b: { pos: 5 } })).toBe("Das grüne Haus ist das vierte Haus.");
    expect(clue({ type: "distance", a: v("Name", "Emma"), b: { pos: 1 }, d: 3 })).toBe("Emma wohnt im vierten Haus.");
    // Relations that leave two houses or more keep their anchor, a house.
    expect(clue({ type: "next_to", a: v("Nationality", "Swede"), b: { pos: 3 } })).toBe("Der Schwede wohnt neben dem dritten Haus.");
    expect(clue({ type: "left_of", a: v("Nationality", "Swede"), b: { pos: 4 } })).toBe("Der Schwede wohnt irgendwo links vom vierten Haus.");
    expect(clue({ type: "not_next_to", a: v("Nationality", "Swede"), b: { pos: 1 } })).toBe("Der Schwede wohnt nicht neben dem ersten Haus.");
    // A numbered house beside people: both ends are houses, the people named by theirs.
    expect(clue({ type: "distance", a: v("Nationality", "Swede"), b: { pos: 3 }, d: 2 })).toBe(
      "Zwischen dem Haus des Schweden und dem dritten Haus liegt genau ein Haus.",
    );
    expect(clue({ type: "distance", a: { pos: 3 }, b: v("Name", "Emma"), d: 2 })).toBe("Zwischen dem dritten Haus und dem Haus von Emma liegt genau ein Haus.");
    expect(clue({ type: "between", a: v("Drink", "tea"), b: { pos: 3 }, c: v("Smoke", "Dunhill") })).toBe(
      "Das dritte Haus steht irgendwo rechts vom Haus der Person, die Tee trinkt, und links vom Haus des Dunhill-Rauchers.",
    );
    expect(clue({ type: "between", a: v("Color", "red"), b: { pos: 3 }, c: v("Pet", "cat") })).toBe(
      "Das dritte Haus steht irgendwo rechts vom roten Haus und links vom Haus der Person mit der Katze.",
    );
    expect(clue({ type: "between", a: { pos: 1 }, b: v("Nationality", "Swede"), c: v("Pet", "cat") })).toBe(
      "Der Schwede wohnt irgendwo rechts vom ersten Haus und links von der Person mit der Katze.",
    );
    expect(embedded({ type: "between", a: v("Drink", "tea"), b: { pos: 3 }, c: v("Pet", "cat") })).toBe(
      "das dritte Haus irgendwo rechts vom Haus der Person, die Tee trinkt, und links vom Haus der Person mit der Katze steht",
    );
  });

  it("compare numbers with 'als' and the nominative, swapping a negative difference", () => {
    expect(clue({ type: "less_than", attr: "Age", a: v("Drink", "tea"), b: v("Color", "red") })).toBe(
      "Die Person, die Tee trinkt, ist jünger als die Person im roten Haus.",
    );
    expect(clue({ type: "greater_than", attr: "Height", a: v("Name", "Emma"), b: v("Age", 22) })).toBe("Emma ist größer als der 22-Jährige.");
    expect(clue({ type: "difference", attr: "Floor", a: v("Name", "Emma"), b: v("Height", 160), d: -4 })).toBe(
      "Die 160 cm große Person arbeitet genau 4 Stockwerke höher als Emma.",
    );
    expect(clue({ type: "difference", attr: "Distance", a: v("Age", 40), b: v("Floor", 3), d: 4 })).toBe(
      "Der 40-Jährige wohnt genau 4 km weiter vom Arbeitsplatz entfernt als die Person mit dem Büro im 3. Stock.",
    );
    expect(clue({ type: "less_than", attr: "Age", a: v("Drink", "tea"), b: v("Age", 40) }, bare)).toBe(
      "Die Person, deren Drink „tea“ ist, hat bei Age einen kleineren Wert als die Person, deren Age 40 ist.",
    );
  });

  it("say either/or, one or both, and at least one of several", () => {
    expect(clue({ type: "any_of", options: [[{ type: "at", a: v("Pet", "zebra"), pos: 1 }], [{ type: "at", a: v("Pet", "zebra"), pos: 5 }]] })).toBe(
      "Entweder die Person mit dem Zebra wohnt im ersten Haus, oder die Person mit dem Zebra wohnt im fünften Haus.",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [{ type: "next_to", a: v("Pet", "cat"), b: v("Nationality", "Swede") }],
          [
            { type: "ends", a: v("Pet", "cat") },
            { type: "not_same", a: v("Pet", "cat"), b: v("Drink", "tea") },
          ],
        ],
      }),
    ).toBe(
      "Die Person mit der Katze wohnt neben dem Schweden, oder die Person mit der Katze wohnt an einem Ende der Reihe und trinkt keinen Tee (oder beides).",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [{ type: "at", a: v("Pet", "zebra"), pos: 1 }],
          [{ type: "same", a: v("Pet", "zebra"), b: v("Nationality", "Swede") }],
          [{ type: "left_of", a: v("Pet", "zebra"), b: v("Color", "red") }],
        ],
      }),
    ).toBe(
      "Mindestens eine der folgenden Aussagen trifft zu: Die Person mit dem Zebra wohnt im ersten Haus; der Schwede hält ein Zebra; die Person mit dem Zebra wohnt irgendwo links vom roten Haus.",
    );
  });

  it("put the verb last in a subordinate clause, a relative clause after it", () => {
    expect(embedded({ type: "same", a: v("Name", "Emma"), b: v("Nationality", "Greek") })).toBe("Emma Griechin ist");
    expect(embedded({ type: "between", a: v("Nationality", "Greek"), b: v("Color", "red"), c: v("Drink", "tea") })).toBe(
      "die Person im roten Haus irgendwo rechts vom Griechen und links von der Person wohnt, die Tee trinkt",
    );
    expect(embedded({ type: "distance", a: v("Drink", "tea"), b: v("Color", "red"), d: 3 })).toBe(
      "zwischen der Person, die Tee trinkt, und der Person im roten Haus genau zwei Häuser liegen",
    );
    expect(embedded({ type: "less_than", attr: "Age", a: v("Drink", "tea"), b: v("Color", "red") })).toBe(
      "die Person, die Tee trinkt, jünger ist als die Person im roten Haus",
    );
    expect(embedded({ type: "any_of", options: [[{ type: "at", a: v("Pet", "zebra"), pos: 1 }], [{ type: "at", a: v("Pet", "zebra"), pos: 5 }]] })).toBe(
      "entweder die Person mit dem Zebra im ersten Haus wohnt oder die Person mit dem Zebra im fünften Haus wohnt",
    );
    expect(renderer.clause({ type: "same", a: v("Name", "Emma"), b: v("Nationality", "Greek") }, ctx, "main")).toBe("Emma ist Griechin");
  });

  it("word everything without a lexicon as 'die Person, deren … ist'", () => {
    expect(clue({ type: "same", a: v("Nationality", "German"), b: v("Pet", "zebra") }, bare)).toBe(
      "Die Person, deren Nationality „German“ ist, hat als Pet „zebra“.",
    );
    expect(clue({ type: "not_same", a: v("Nationality", "German"), b: v("Pet", "zebra") }, bare)).toBe(
      "Die Person, deren Nationality „German“ ist, hat als Pet nicht „zebra“.",
    );
    expect(clue({ type: "next_to", a: v("Age", 30), b: v("Pet", "zebra") }, bare)).toBe(
      "Die Person, deren Age 30 ist, wohnt neben der Person, deren Pet „zebra“ ist.",
    );
  });
});

const at = (attr: string, value: Value, pos: number) => ({ kind: "at" as const, entity: { attr, value }, pos });
const notAt = (attr: string, value: Value, positions: number[]) => ({ kind: "not_at" as const, entity: { attr, value }, positions });
const among = (attr: string, value: Value, positions: number[]) => ({ kind: "among" as const, entity: { attr, value }, positions });

describe("German facts and steps", () => {
  it("say facts as statements and, verb last, inside a reason (houses by number)", () => {
    const both = (f: Parameters<typeof renderer.fact>[0]) => [renderer.fact(f, ctx, "main"), renderer.fact(f, ctx, "embedded")];
    expect(both(at("Nationality", "Swede", 2))).toEqual(["der Schwede wohnt in Haus 2", "der Schwede in Haus 2 wohnt"]);
    expect(both(notAt("Color", "green", [1, 3]))).toEqual(["das grüne Haus ist nicht Nummer 1 oder 3", "das grüne Haus nicht Nummer 1 oder 3 ist"]);
    expect(both(among("Color", "green", [1, 3]))).toEqual(["das grüne Haus kann nur Nummer 1 oder 3 sein", "das grüne Haus nur Nummer 1 oder 3 sein kann"]);
    expect(both(among("Drink", "tea", [2, 3, 4]))).toEqual([
      "die Person, die Tee trinkt, kann nur in Haus 2, 3 oder 4 wohnen",
      "die Person, die Tee trinkt, nur in Haus 2, 3 oder 4 wohnen kann",
    ]);
  });

  const step = (s: Step) => renderer.step(s, ctx);

  it("invert after 'Nach Hinweis', 'Also' and a reason with 'Da'", () => {
    expect(step({ rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [at("Color", "red", 1)] })).toBe("Nach Hinweis 2 ist das rote Haus Nummer 1.");
    expect(step({ rule: "clue", tier: 1, clues: [0], premises: [among("Drink", "tea", [1, 2])], conclusions: [notAt("Nationality", "Swede", [4, 5])] })).toBe(
      "Die Person, die Tee trinkt, wohnt in Haus 1 oder 2, also wohnt der Schwede nach Hinweis 1 nicht in Haus 4 oder 5.",
    );
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: [], conclusions: [notAt("Pet", "zebra", [3]), notAt("Drink", "tea", [3])] })).toBe(
      "Nach Hinweis 3 trinkt die Person mit dem Zebra Tee. Also wohnt die Person mit dem Zebra nicht in Haus 3 und die Person, die Tee trinkt, nicht in Haus 3.",
    );
  });

  it("say 'er' or 'sie' for a person just named alone, and never the verb of a reason twice in a row", () => {
    const more: RenderContext = {
      puzzle: {
        ...puzzle,
        clues: [
          ...puzzle.clues,
          { type: "ends", a: v("Drink", "tea") },
          { type: "left_of", a: v("Nationality", "Swede"), b: { pos: 4 } },
          { type: "ends", a: v("Color", "red") },
        ],
      },
      lexicon: ctx.lexicon,
    };
    const said = (s: Step) => renderer.step(s, more);
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [], conclusions: [notAt("Drink", "tea", [2, 3, 4])] })).toBe(
      "Nach Hinweis 4 wohnt die Person, die Tee trinkt, an einem Ende der Reihe, also in Haus 1 oder 5.",
    );
    expect(said({ rule: "clue", tier: 1, clues: [4], premises: [], conclusions: [notAt("Nationality", "Swede", [4, 5])] })).toBe(
      "Nach Hinweis 5 wohnt der Schwede irgendwo links vom vierten Haus, also nicht in Haus 4 oder 5.",
    );
    // A house keeps its name: "es" could be any house the sentence numbered.
    expect(said({ rule: "clue", tier: 1, clues: [5], premises: [], conclusions: [notAt("Color", "red", [2, 3, 4])] })).toBe(
      "Nach Hinweis 6 steht das rote Haus an einem Ende der Reihe. Also ist das rote Haus Nummer 1 oder 5.",
    );
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [among("Drink", "tea", [1, 2])], conclusions: [at("Drink", "tea", 1)] })).toBe(
      "Die Person, die Tee trinkt, wohnt in Haus 1 oder 2, also wohnt sie nach Hinweis 4 in Haus 1.",
    );
    // "…, nicht in Haus 5 wohnt, wohnt …": one reason is said first, several after the conclusion.
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [notAt("Drink", "tea", [5])], conclusions: [at("Drink", "tea", 1)] })).toBe(
      "Die Person, die Tee trinkt, wohnt nicht in Haus 5, also wohnt sie nach Hinweis 4 in Haus 1.",
    );
    expect(
      said({
        rule: "clue",
        tier: 1,
        clues: [0],
        premises: [at("Drink", "tea", 2), notAt("Nationality", "Swede", [1])],
        conclusions: [at("Nationality", "Swede", 3)],
      }),
    ).toBe(
      // The reason first, in a short main clause, never "…, weil …" after the fact.
      "Die Person, die Tee trinkt, wohnt in Haus 2 und der Schwede nicht in Haus 1, also wohnt der Schwede nach Hinweis 1 in Haus 3.",
    );
  });

  it("place the last value of a house and the last house of a value", () => {
    expect(step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [at("Drink", "milk", 3)], attr: "Drink", pos: 3 })).toBe(
      "Für Haus 3 bleibt nur noch die Person, die Milch trinkt.",
    );
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at("Color", "pink", 4), at("Nationality", "Greek", 2)] })).toBe(
      "Das rosa Haus kann nur noch Nummer 4 sein. Für den Griechen bleibt nur noch Haus 2.",
    );
  });

  it("consider clues together, with what is known, their cases and what holds in every case", () => {
    expect(
      step({
        rule: "clue-combination",
        tier: 2,
        clues: [0, 2],
        premises: [at("Color", "red", 1)],
        conclusions: [notAt("Pet", "zebra", [5])],
        split: {
          entity: v("Nationality", "Swede"),
          cases: [
            { pos: 2, steps: [{ rule: "clue", tier: 1, clues: [0], premises: [at("Nationality", "Swede", 2)], conclusions: [notAt("Drink", "tea", [4, 5])] }] },
            { pos: 4, steps: [], clash: { conflict: { kind: "clue", clue: 2 }, facts: [at("Nationality", "Swede", 4), at("Drink", "tea", 5)] } },
          ],
        },
      }),
    ).toBe(
      [
        "Betrachten wir die Hinweise 1 und 3 zusammen: Der Schwede wohnt neben der Person, die Tee trinkt; die Person mit dem Zebra trinkt Tee. Wir wissen, dass das rote Haus Nummer 1 ist.",
        "  Der Schwede wohnt in Haus 2 oder 4.",
        "  - Wenn der Schwede in Haus 2 wohnt:",
        "      - Nach Hinweis 1 wohnt die Person, die Tee trinkt, also nicht in Haus 4 oder 5.",
        "  - Im Fall von Haus 4:",
        "      Dann wohnt die Person, die Tee trinkt, in Haus 5, was Hinweis 3 widerspricht, also scheidet dieser Fall aus.",
        "In jedem Fall wohnt die Person mit dem Zebra nicht in Haus 5.",
      ].join("\n"),
    );
  });

  it("prove by contradiction, ending on the facts that clash and what they break", () => {
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [2],
        premises: [],
        assumption: at("Pet", "zebra", 5),
        subSteps: [{ rule: "clue", tier: 1, clues: [2], premises: [at("Pet", "zebra", 5)], conclusions: [at("Drink", "tea", 5)] }],
        clash: { conflict: { kind: "clue", clue: 0 }, facts: [at("Drink", "tea", 5), at("Nationality", "Swede", 3)] },
        conclusions: [notAt("Pet", "zebra", [5])],
      }),
    ).toBe(
      [
        "Angenommen, die Person mit dem Zebra wohnt in Haus 5. Dann gilt:",
        "  - Nach Hinweis 3 wohnt dort auch die Person, die Tee trinkt.",
        "Dann wohnt der Schwede in Haus 3, was Hinweis 1 widerspricht, also wohnt die Person mit dem Zebra nicht in Haus 5.",
      ].join("\n"),
    );
    const contradiction = (assumption: ReturnType<typeof at>, conflict: StepOf<"contradiction">["clash"]["conflict"], subSteps: Step[] = []) =>
      step({ rule: "contradiction", tier: 3, clues: [], premises: [], assumption, subSteps, clash: { conflict, facts: [] }, conclusions: [] });
    expect(contradiction(at("Nationality", "Swede", 1), { kind: "clue", clue: 0 })).toBe(
      "Angenommen, der Schwede wohnt in Haus 1. Das widerspricht Hinweis 1, also wohnt er nicht in Haus 1.",
    );
    expect(
      contradiction(at("Nationality", "Swede", 1), { kind: "no-position", entity: v("Nationality", "German") }, [
        { rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at("Nationality", "Greek", 2)] },
      ]),
    ).toBe(
      [
        "Angenommen, der Schwede wohnt in Haus 1. Dann gilt:",
        "  - Für den Griechen bleibt nur noch Haus 2.",
        "Dann bliebe aber für den Deutschen kein Haus mehr übrig, also wohnt der Schwede nicht in Haus 1.",
      ].join("\n"),
    );
    expect(contradiction(at("Color", "green", 2), { kind: "no-position", entity: v("Color", "orange") })).toBe(
      "Angenommen, das grüne Haus ist Nummer 2. Dann bliebe aber für das orangefarbene Haus kein Platz mehr in der Reihe, also ist das grüne Haus nicht Nummer 2.",
    );
    expect(contradiction(at("Drink", "water", 5), { kind: "no-value", attr: "Drink", pos: 1 })).toBe(
      "Angenommen, die Person, die Wasser trinkt, wohnt in Haus 5. Dann bliebe aber für Haus 1 kein Getränk mehr übrig, also wohnt sie nicht in Haus 5.",
    );
  });
});

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
