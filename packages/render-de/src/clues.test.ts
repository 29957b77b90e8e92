import { describe, expect, it } from "vitest";
import { renderer } from "./index.js";
import { bare, clue, ctx, embedded, v } from "./testing/einstein.js";

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
