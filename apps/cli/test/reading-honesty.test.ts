// Sentences that mislead a reader: each is reported, never read into a clue or an attribute,
// and a sentence counts as read only when it gave the puzzle something.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getVocabulary, themes } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { loadLocale } from "../src/locale.js";
import { root } from "./helpers.js";
import { reader } from "@zebra/render-en";

const vocabularies = themes.map(getVocabulary);
// The Japanese locale, as the CLI loads it (the CLI does not depend on each locale package).
const japanese = (await loadLocale("ja", root)).reader;
const fixture = (path: string): string => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), "utf8");
/** The text of a published puzzle, without its header. */
const published = (path: string): string => fixture(path).split("\n---\n").slice(1).join("\n---\n");

describe("the English reader never reads more than it understood", () => {
  it("reports a numbered clue whose words it does not know, rather than setting it aside as prose", () => {
    const text = `${published("fixtures/published/en/life-international-1962.txt")}\n16. The Norwegian is fond of gardening.\n`;
    const reading = reader.read(text, { vocabularies });
    const gardening = reading.sentences.find((s) => s.text === "The Norwegian is fond of gardening.");
    expect(gardening?.status).toBe("unread");
    expect(reading.issues.some((i) => i.code === "unread-sentence" && i.details.text === gardening?.text)).toBe(true);
  });

  it("learns the Life text's attributes from the slots its values fill, adding no value of a theme", () => {
    const reading = reader.read(published("fixtures/published/en/life-international-1962.txt"), { vocabularies });
    const values = Object.fromEntries((reading.puzzle?.attributes ?? []).map((a) => [a.name, [...a.values].sort()]));
    expect(values).toEqual({
      Nationality: ["Englishman", "Japanese", "Norwegian", "Spaniard", "Ukrainian"],
      Color: ["blue", "green", "ivory", "red", "yellow"],
      Drink: ["coffee", "milk", "orange juice", "tea", "water"],
      Smoke: ["Chesterfields", "Kools", "Lucky Strike", "Old Gold", "Parliaments"],
      Pet: ["dog", "fox", "horse", "snails", "zebra"],
    });
    expect(reading.issues).toEqual([]);
    // Every numbered clue gave a clue; both questions were read.
    expect(reading.sentences.filter((s) => s.line >= 2 && s.line <= 15).every((s) => s.status === "read" && (s.clues?.length ?? 0) > 0)).toBe(true);
    expect(reading.questions?.map((q) => q.where)).toEqual([
      { attr: "Drink", value: "water" },
      { attr: "Pet", value: "zebra" },
    ]);
    // The remark after the questions names nothing of the puzzle: set aside, and said so.
    expect(reading.notices.some((n) => n.code === "unread-sentence" && String(n.details.text).startsWith("One other thing"))).toBe(true);
  });

  it("reads the number of houses from an intro that goes on, and answers a question for the fish with no zebra", () => {
    const reading = reader.read(published("fixtures/published/en/puzzleprime-fish.txt"), { vocabularies });
    expect(reading.puzzle?.size).toBe(5);
    const pets = reading.puzzle?.attributes.find((a) => a.name === "Pet")?.values ?? [];
    expect(pets).toContain("fish");
    expect(pets).not.toContain("zebra");
    expect(reading.puzzle?.question?.where).toEqual({ attr: "Pet", value: "fish" });
  });

  it("reads no sentence of a text that does not say how many houses there are, and whose values do not count them", () => {
    const reading = reader.read("The Brit drinks tea. The Swede drinks coffee. The Dane keeps a dog.", { vocabularies });
    expect(reading.issues.map((i) => i.code)).toContain("no-houses");
    expect(reading.sentences.filter((s) => s.status === "read")).toEqual([]);
    expect(reading.sentences.filter((s) => s.status === "unread").length).toBe(3);
  });

  it("gives every sentence it reads as a clue at least one clue", () => {
    for (const path of ["fixtures/text/einstein.txt", "fixtures/text/puzzle-book.txt", "fixtures/text/zebralogic-style.txt"]) {
      const reading = reader.read(fixture(path), { vocabularies });
      for (const s of reading.sentences.filter((s) => s.role === "clue" && s.status === "read")) expect(s.clues?.length ?? 0, s.text).toBeGreaterThan(0);
    }
  });

  it("makes no attribute of prose that has a colon in it, in any language", () => {
    // "…. Known: A is not a doctor, B is not a teacher, C is an engineer. What …?" once made an attribute "…Known" with three "values".
    const chinese = published("fixtures/published/zh/textbook-three-jobs.txt");
    for (const r of [japanese, reader]) expect(r.read(chinese, { vocabularies }).puzzle?.attributes ?? []).toEqual([]);
    const life = published("fixtures/published/en/life-international-1962.txt");
    expect(japanese.read(life, { vocabularies }).puzzle?.attributes ?? []).toEqual([]);
  });

  it("never lets a theme replace a value the text names: a text asking for the goldfish gets no zebra", () => {
    const text = fixture("fixtures/text/einstein.txt")
      .replace(/^Pet: .*\n/m, "")
      .replace("Who owns the zebra?", "Who owns the goldfish?");
    const reading = reader.read(text, { vocabularies });
    const pets = reading.puzzle?.attributes.find((a) => a.name === "Pet");
    expect(pets?.values ?? []).not.toContain("zebra");
    expect(reading.issues.find((i) => i.code === "unlisted-values" && i.details.attr === "Pet")?.details).toMatchObject({
      named: expect.arrayContaining(["dog", "cat", "horse", "goldfish"]),
    });
  });
});
