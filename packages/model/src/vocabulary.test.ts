import { describe, expect, it } from "vitest";
import { lexiconFromVocabulary, type Vocabulary } from "@zebra/model";

const vocabulary: Vocabulary = {
  id: "tiny",
  attributes: [
    {
      id: "pet",
      name: "Pet",
      values: ["dog", "zebra"],
      numeric: false,
      words: {
        en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" },
        zh: { noun: "宠物", subject: "养{value}的人", values: { dog: "狗", zebra: "斑马" } },
      },
    },
    { id: "drink", name: "Drink", values: ["tea", "milk"], numeric: false, words: { en: { subject: "the person who drinks {value}" } } },
    { id: "age", name: "Age", values: [20, 30], numeric: true },
  ],
};

describe("lexiconFromVocabulary", () => {
  it("keys the words of one locale by attribute name", () => {
    const lexicon = lexiconFromVocabulary(vocabulary, "en");
    expect(lexicon.locale).toBe("en");
    expect(Object.keys(lexicon.attributes)).toEqual(["Pet", "Drink"]);
    expect(lexicon.attributes.Pet?.predicate).toBe("keeps a {value}");
  });

  it("leaves out attributes without words in the locale", () => {
    const lexicon = lexiconFromVocabulary(vocabulary, "zh");
    expect(Object.keys(lexicon.attributes)).toEqual(["Pet"]);
    expect(lexicon.attributes.Pet?.values?.zebra).toBe("斑马");
  });

  it("restricts the lexicon to the attribute names asked for", () => {
    const lexicon = lexiconFromVocabulary(vocabulary, "en", ["Drink", "Colour"]);
    expect(Object.keys(lexicon.attributes)).toEqual(["Drink"]);
  });

  it("falls back to the primary language and keeps the requested locale", () => {
    const lexicon = lexiconFromVocabulary(vocabulary, "zh-CN");
    expect(lexicon.locale).toBe("zh-CN");
    expect(lexicon.attributes.Pet?.subject).toBe("养{value}的人");
    expect(Object.keys(lexiconFromVocabulary(vocabulary, "fr").attributes)).toEqual([]);
  });

  it("accepts attribute names that are not identifiers", () => {
    const odd: Vocabulary = { id: "odd", attributes: [{ id: "proto", name: "__proto__", values: ["a", "b"], numeric: false, words: { en: { noun: "thing" } } }] };
    const lexicon = lexiconFromVocabulary(odd, "en");
    expect(Object.keys(lexicon.attributes)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(lexicon.attributes)).toBe(Object.prototype);
  });
});
