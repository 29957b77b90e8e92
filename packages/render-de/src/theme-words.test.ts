import { wordForm, wordText } from "@zebra/model";
import { scanTemplate } from "@zebra/locale-kit";
import type { Word } from "@zebra/model";
import { themeAttributes, themeWordsReader } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { inflect, words } from "./index.js";

// The German words of the built-in themes, held to the conventions the README describes (the
// renderer reads them by these conventions, and a reader inverts them). Coverage (every
// attribute and value worded, no word or predicate used twice) is the conformance suite's.

const attributes = [...new Map(themeAttributes().map((a) => [a.attribute.id, a.attribute])).values()];
const { of } = themeWordsReader(words);
const categorical = attributes.filter((a) => !a.numeric);
const valueWords = (id: string): [string, Word][] => Object.entries(of(id).values ?? {});
const family = (id: string) => attributes.find((a) => a.id === id)!.family;

describe("the German words of the built-in themes", () => {
  it("give every attribute noun its gender, and every template its slots", () => {
    for (const a of attributes) {
      const w = of(a.id);
      expect(typeof w.noun === "object" && w.noun.gender !== undefined, a.id).toBe(true);
      for (const field of ["subject", "predicate", "unit", "less", "greater", "difference"] as const) {
        const template = w[field];
        if (template !== undefined) expect(scanTemplate(template).ok, `${a.id}.${field}`).toBe(true);
      }
    }
  });

  it("write predicates and comparisons with the finite verb last (before 'als')", () => {
    for (const a of attributes) {
      const w = of(a.id);
      expect(w.predicate!.split(" ").at(-1), a.id).toMatch(/^\p{Ll}+$/u);
      for (const field of ["less", "greater", "difference"] as const) {
        const template = w[field];
        if (template === undefined) continue;
        expect(template, `${a.id}.${field}`).toMatch(/^\{a\} .* \p{Ll}+ als \{b\}$/u);
      }
    }
  });

  it("name people with a phrase after 'die Person' or a noun phrase with its article", () => {
    for (const a of attributes) {
      const subject = of(a.id).subject;
      if (subject === undefined) continue;
      expect(subject, a.id).toMatch(/^(mit|in) |^(der|die|das) /);
    }
  });

  it("give nouns their gender or number, names their kind, colours their kind", () => {
    for (const a of categorical) {
      for (const [value, word] of valueWords(a.id)) {
        const where = `${a.id} ${value}`;
        if (a.id === "hobby" || a.id === "star-sign") expect(typeof word, where).toBe("string");
        else if (a.id === "house-color") expect(typeof word === "object" && word.kind, where).toBe("adjective");
        else if (a.id === "name") expect(typeof word === "object" && word.kind === "name" && word.gender !== undefined, where).toBe(true);
        else if (a.id === "city") expect(typeof word === "object" && word.kind, where).toBe("name");
        else expect(typeof word === "object" && (word.gender !== undefined || word.number === "pl" || word.kind === "name"), where).toBe(true);
      }
    }
  });

  it("give every noun of persons its feminine, and weak nouns their other cases", () => {
    for (const a of categorical.filter((x) => family(x.id) === "identity" && x.id !== "name")) {
      for (const [value, word] of valueWords(a.id)) expect(wordForm(word, "f"), `${a.id} ${value}`).toBeDefined();
    }
    // The weak nouns of the themes (n-declension): every case but the nominative ends in -en.
    const weak: [string, string][] = [
      ["nationality", "Dane"],
      ["nationality", "Swede"],
      ["nationality", "Greek"],
      ["job", "journalist"],
      ["job", "pilot"],
      ["gemstone", "diamond"],
    ];
    for (const [id, value] of weak) {
      const word = of(id).values![value]!;
      const forms = (["acc", "dat", "gen"] as const).map((k) => inflect(word, [k, "def"]));
      expect(
        forms.every((f) => f.endsWith("en")),
        `${wordText(word)}: ${forms.join(", ")}`,
      ).toBe(true);
    }
  });

  it("read as German puzzle books write them", () => {
    const say = (id: string, value: string, features: Parameters<typeof inflect>[1]) => inflect(of(id).values![value]!, features);
    expect(say("nationality", "Dane", ["dat", "def"])).toBe("dem Dänen");
    expect(say("nationality", "German", ["nom", "def"])).toBe("der Deutsche");
    expect(say("nationality", "German", ["nom", "neg"])).toBe("kein Deutscher");
    expect(say("gemstone", "diamond", ["acc", "indef"])).toBe("einen Diamanten");
    expect(say("house-color", "orange", ["dat", "def"])).toBe("dem orangefarbenen");
    expect(say("house-color", "pink", ["dat", "def"])).toBe("dem rosa");
    expect(say("fruit", "apple", ["acc", "neg"])).toBe("keine Äpfel");
    expect(say("food", "fried rice", ["acc", "bare"])).toBe("gebratenen Reis");
    expect(say("board-game", "checkers", ["acc", "neg"])).toBe("nicht Dame");
    expect(say("drink", "water", ["acc", "neg"])).toBe("kein Wasser");
    expect(say("name", "Alice", ["dat", "def"])).toBe("Alice");
  });

  it("spell cities, names and words the German way", () => {
    const labels = (id: string) => valueWords(id).map(([, w]) => wordText(w));
    expect(labels("city")).toEqual(expect.arrayContaining(["Tokio", "Rom", "Kairo", "Wien", "Prag", "Lissabon"]));
    expect(labels("name")).toContain("Oskar");
    expect(labels("car")).toEqual(expect.arrayContaining(["Limousine", "Stretchlimousine"]));
    for (const a of categorical) for (const label of labels(a.id)) expect(label, a.id).not.toMatch(/\p{Script=Han}/u);
  });
});
