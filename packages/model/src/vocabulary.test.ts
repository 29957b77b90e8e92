import { describe, expect, it } from "vitest";
import { createLexiconFor, lexiconFor, type LocaleWords, type Vocabulary } from "@zebra/model";

const vocabulary: Vocabulary = {
  id: "tiny",
  attributes: [
    {
      id: "pet",
      name: "Pet",
      values: ["dog", "zebra"],
      numeric: false,
      family: "action",
      words: { zh: { noun: "宠物", values: { zebra: "斑马" } } },
    },
    { id: "drink", name: "Drink", values: ["tea", "milk"], numeric: false, words: { en: { subject: "the person who drinks {value}" } } },
    { id: "age", name: "Age", values: [20, 30], numeric: true, family: "measure", unit: "year" },
    { id: "mood", name: "Mood", values: ["calm", "sunny"], numeric: false },
  ],
};

/** A locale's own words for two of the attributes, as a locale package ships them. */
const zh: LocaleWords = {
  locale: "zh",
  units: { year: "{value}岁", cm: "{value}厘米", km: "{value}公里", floor: "{value}楼" },
  attributes: {
    pet: { noun: "动物", subject: "养{value}的人", predicate: "养{value}", values: { dog: "狗", zebra: "马" } },
    age: { noun: "年龄" },
  },
};
const en: LocaleWords = { ...zh, locale: "en", attributes: {} };

describe("lexiconFor", () => {
  it("keys the locale's words by attribute name, with the vocabulary's own words over them field by field", () => {
    const lexicon = lexiconFor(vocabulary, zh);
    expect(lexicon.locale).toBe("zh");
    expect(Object.keys(lexicon.attributes)).toEqual(["Pet", "Age"]);
    expect(lexicon.attributes.Pet).toEqual({
      noun: "宠物",
      subject: "养{value}的人",
      predicate: "养{value}",
      values: { dog: "狗", zebra: "斑马" },
      family: "action",
    });
  });

  it("reads numbers with the locale's unit and copies the family", () => {
    expect(lexiconFor(vocabulary, zh).attributes.Age).toEqual({ noun: "年龄", unit: "{value}岁", family: "measure" });
  });

  it("keeps a vocabulary's own words in a locale the locale's words lack, and leaves out attributes with none", () => {
    const lexicon = lexiconFor(vocabulary, en);
    expect(Object.keys(lexicon.attributes)).toEqual(["Drink"]);
    expect(lexicon.attributes.Drink?.subject).toBe("the person who drinks {value}");
  });

  it("limits attributes and value words to a puzzle's", () => {
    const lexicon = lexiconFor(vocabulary, zh, { attributes: [{ name: "Pet", values: ["zebra"] }] });
    expect(Object.keys(lexicon.attributes)).toEqual(["Pet"]);
    expect(lexicon.attributes.Pet?.values).toEqual({ zebra: "斑马" });
  });

  it("matches a vocabulary's own words by primary language", () => {
    const regional: Vocabulary = { id: "r", attributes: [{ id: "x", name: "X", values: ["a", "b"], numeric: false, words: { "zh-CN": { noun: "东西" } } }] };
    expect(lexiconFor(regional, zh).attributes.X?.noun).toBe("东西");
  });

  it("accepts attribute names that are not identifiers", () => {
    const odd: Vocabulary = {
      id: "odd",
      attributes: [{ id: "proto", name: "__proto__", values: ["a", "b"], numeric: false, words: { zh: { noun: "东西" } } }],
    };
    const lexicon = lexiconFor(odd, zh);
    expect(Object.keys(lexicon.attributes)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(lexicon.attributes)).toBe(Object.prototype);
  });
});

describe("createLexiconFor", () => {
  it("gives each puzzle its own attributes and value words, whatever puzzles came before", () => {
    const lexiconOf = createLexiconFor(vocabulary, zh);
    const zebra = lexiconOf({ attributes: [{ name: "Pet", values: ["zebra"] }] });
    const both = lexiconOf({
      attributes: [
        { name: "Age", values: [30, 20] },
        { name: "Pet", values: ["dog", "zebra"] },
      ],
    });
    expect(zebra.attributes).toEqual({ Pet: { noun: "宠物", subject: "养{value}的人", predicate: "养{value}", values: { zebra: "斑马" }, family: "action" } });
    expect(Object.keys(both.attributes)).toEqual(["Pet", "Age"]);
    expect(Object.keys(both.attributes.Pet?.values ?? {})).toEqual(["dog", "zebra"]);
    expect(zebra.attributes.Pet?.values).toEqual({ zebra: "斑马" });
    expect(lexiconOf()).toEqual(lexiconFor(vocabulary, zh));
  });

  it("keeps the key order of the merged words, values in their place", () => {
    const lexicon = createLexiconFor(vocabulary, zh)({ attributes: [{ name: "Pet", values: ["dog"] }] });
    expect(Object.keys(lexicon.attributes.Pet ?? {})).toEqual(["noun", "subject", "predicate", "values", "family"]);
  });
});
