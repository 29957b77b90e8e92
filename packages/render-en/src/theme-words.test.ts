import { wordText, type Value } from "@zebra/model";
import { themeAttributes, themeContext, themeWordsReader } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { renderer, words } from "./index.js";

// The English words of the built-in themes, as a native editor checks them. Coverage (every
// attribute and value worded, no word or predicate used twice, no two values alike in a clue)
// is the conformance suite's.

const attributes = themeAttributes()
  .filter((a) => a.theme === "default")
  .map((a) => a.attribute);
const categorical = attributes.filter((a) => !a.numeric);

const { of, label, phrase } = themeWordsReader(words);

describe("the English words of the built-in themes", () => {
  it("put 'a' only before consonant sounds and 'an' only before vowels", () => {
    let checked = 0;
    for (const attribute of categorical) {
      const en = of(attribute.id);
      for (const template of [en.subject!, en.predicate!]) {
        const article = /\b(a|an) \{value\}/i.exec(template)?.[1]?.toLowerCase();
        if (article === undefined) continue;
        for (const value of attribute.values) {
          const text = label(attribute.id, value);
          checked++;
          if (article === "a") expect(text, `${attribute.id}: a ${text}`).toMatch(/^[^aeiouAEIOU]/);
          else expect(text, `${attribute.id}: an ${text}`).toMatch(/^[aeiouAEIOU]/);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("are written in Latin letters", () => {
    for (const attribute of attributes) {
      const en = of(attribute.id);
      for (const text of [wordText(en.noun!), en.subject!, en.predicate!, ...Object.values(en.values ?? {}).map(wordText)])
        expect(text).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it("refer to people the same way throughout: 'the …' or a name", () => {
    for (const attribute of attributes) {
      const subject = of(attribute.id).subject!;
      expect(subject === "{value}" || subject.startsWith("the "), `${attribute.id}: ${subject}`).toBe(true);
    }
  });

  it("word numeric comparisons", () => {
    const fill = (template: string, d = 0) => template.replace("{a}", "A").replace("{b}", "B").replace("{d}", String(d));
    expect(fill(of("age").less!)).toBe("A is younger than B");
    expect(fill(of("age").difference!, 3)).toBe("A is exactly 3 years older than B");
    expect(phrase(of("age").subject!, "30")).toBe("the 30-year-old");
  });

  it("read naturally in the phrases puzzles use most", () => {
    const say = (id: string, field: "subject" | "predicate", value: Value) => phrase(of(id)[field]!, label(id, value));
    expect(say("pet", "subject", "zebra")).toBe("the zebra owner");
    expect(say("pet", "predicate", "guinea pig")).toBe("keeps a guinea pig");
    expect(say("drink", "subject", "tea")).toBe("the tea drinker");
    expect(say("fruit", "predicate", "cherry")).toBe("eats cherries");
    expect(say("nationality", "subject", "Swede")).toBe("the Swede");
    // The classic theme's own words.
    expect(label("nationality", "English")).toBe("Englishman");
    expect(say("smoke", "subject", "Pall Mall")).toBe("the Pall Mall smoker");
  });

  const ctx = themeContext(words);
  const who = (attr: string, value: string | number) =>
    renderer.clue({ type: "at", a: { attr, value }, pos: 1 }, ctx).replace(/ lives in the first house\.$/, "");

  it("name people by short nouns, a plural label in its singular before the noun", () => {
    expect(who("Book", "thriller")).toBe("The thriller reader");
    expect(who("Book", "horror")).toBe("The horror reader");
    expect(who("Bird", "pelican")).toBe("The pelican photographer");
    expect(who("Flower", "daisy")).toBe("The daisy grower");
    expect(who("Instrument", "drums")).toBe("The drum player");
    expect(who("Language", "Swahili")).toBe("The Swahili learner");
    const phrases = ctx.puzzle.attributes.flatMap((a) => a.values.map((v) => who(a.name, v)));
    expect(phrases.filter((p) => /^The person who /.test(p))).toEqual([]);
  });

  it("introduce every attribute with its verb, and numbers with their unit", () => {
    const text = renderer.puzzle(ctx);
    expect(text).toContain("Each person photographs a different bird: owls, eagles, robins,");
    expect(text).toContain("Each person works on a different floor: floors ");
    expect(text).toMatch(/Each person is a different height: [\d, and]+ cm\./);
    expect(text).toMatch(/Each person is a different age: [\d, and]+ years old\./);
    for (const attribute of attributes) expect(of(attribute.id).intro, attribute.id).toMatch(/^each (person|house) .*\{values\}/);
  });

  it("name a countable thing left for a house with its article, in the singular", () => {
    const left = (attr: string, value: string, pos: number) =>
      renderer.step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: { attr, value }, pos }], attr, pos }, ctx);
    expect(left("Clothing", "kilt", 3)).toBe("The kilt is the only piece of clothing left for house 3.");
    expect(left("Bird", "flamingo", 2)).toBe("The flamingo is the only bird left for house 2.");
    expect(left("Pet", "zebra", 1)).toBe("The zebra is the only pet left for house 1.");
    expect(left("Drink", "tea", 4)).toBe("Tea is the only drink left for house 4.");
  });

  it("name a number left for a house as the attribute says it, never 'The 40 years old'", () => {
    const left = (attr: string, value: number, pos: number) =>
      renderer.step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: { attr, value }, pos }], attr, pos }, ctx);
    expect(left("Age", 40, 1)).toBe("40 is the only age left for house 1.");
    expect(left("Height", 160, 2)).toBe("160 cm is the only height left for house 2.");
  });

  it("ask every question with the attribute's verb, never 'Which … does … have?'", () => {
    const ask = (attr: string) => renderer.question({ kind: "find", find: { attr }, where: { attr: "Name", value: "Liam" } }, ctx);
    expect(ask("Age")).toBe("How old is Liam?");
    expect(ask("Floor")).toBe("On which floor does Liam work?");
    // One kind each: "Which flowers does Liam grow?" would ask for several.
    expect(ask("Bird")).toBe("Which bird does Liam photograph?");
    expect(ask("Flower")).toBe("Which flower does Liam grow?");
    expect(ask("Height")).toBe("How tall is Liam?");
    for (const attribute of ctx.puzzle.attributes) {
      if (attribute.name === "Name") continue;
      expect(ask(attribute.name), attribute.name).not.toMatch(/^Which .* does .* have\?$|^What is the /);
    }
  });
});
