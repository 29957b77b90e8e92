import { describe, expect, it } from "vitest";
import type { Vocabulary } from "@zebra/model";
import { getVocabulary, lexiconFor } from "@zebra/vocab";

const puzzle = {
  attributes: [
    { name: "Pet", values: ["zebra", "dog", "cat"] },
    { name: "Age", values: [30, 22, 45] },
    { name: "Mood", values: ["calm", "sunny", "grumpy"] },
  ],
};

describe("lexiconFor", () => {
  const vocabulary = getVocabulary("default");

  it("gives the words of the puzzle's attributes, keyed by name", () => {
    const lexicon = lexiconFor(vocabulary, "zh", puzzle);
    expect(lexicon.locale).toBe("zh");
    expect(Object.keys(lexicon.attributes)).toEqual(["Pet", "Age"]);
    expect(lexicon.attributes.Pet?.subject).toBe("养{value}的人");
    expect(lexicon.attributes.Age?.difference).toBe("{a}比{b}大{d}岁");
  });

  it("keeps only the labels of the values the puzzle uses", () => {
    const lexicon = lexiconFor(vocabulary, "en", puzzle);
    expect(lexicon.attributes.Pet?.values).toEqual({ zebra: "zebra", dog: "dog", cat: "cat" });
    expect(lexicon.attributes.Age?.values).toBeUndefined();
  });

  it("matches a regional locale by its language", () => {
    const lexicon = lexiconFor(vocabulary, "zh-CN", puzzle);
    expect(lexicon.locale).toBe("zh-CN");
    expect(lexicon.attributes.Pet?.values?.zebra).toBe("斑马");
  });

  it("is empty for a locale the vocabulary does not speak", () => {
    expect(lexiconFor(vocabulary, "fr", puzzle).attributes).toEqual({});
  });

  it("works with a custom vocabulary, including labels for awkward value ids", () => {
    const labels: Record<string, string> = {};
    Object.defineProperty(labels, "__proto__", { value: "proto", enumerable: true });
    Object.defineProperty(labels, "constructor", { value: "builder", enumerable: true });
    const custom: Vocabulary = {
      id: "custom",
      attributes: [{ id: "odd", name: "Odd", values: ["__proto__", "constructor", "plain"], numeric: false, words: { en: { noun: "oddity", values: labels } } }],
    };
    const lexicon = lexiconFor(custom, "en", { attributes: [{ name: "Odd", values: ["__proto__", "constructor"] }] });
    expect(Object.keys(lexicon.attributes.Odd?.values ?? {})).toEqual(["__proto__", "constructor"]);
    expect(lexicon.attributes.Odd?.values?.["constructor"]).toBe("builder");
    expect(Object.getPrototypeOf(lexicon.attributes.Odd?.values)).toBe(Object.prototype);
  });
});
