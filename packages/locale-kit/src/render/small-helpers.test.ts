import { describe, expect, it } from "vitest";
import type { ClueOf } from "@zebra/model";
import { entityKey } from "@zebra/model";
import type { Puzzle } from "@zebra/model";
import { optionsExclude } from "../plan/exclusive-options.js";
import { attributeNoun, attributeWords, lexiconServes, valueLabel } from "./lexicon-words.js";
import { joinList } from "./list.js";
import { escapeMarkdown } from "./markdown.js";
import { mergeFacts } from "../plan/merge-facts.js";
import { oncePerLexicon, oncePerValue } from "./once-per-lexicon.js";

describe("joinList", () => {
  it("joins without an Oxford comma", () => {
    expect(joinList([], ", ", " and ")).toBe("");
    expect(joinList(["1"], ", ", " and ")).toBe("1");
    expect(joinList(["1", "3"], ", ", " or ")).toBe("1 or 3");
    expect(joinList(["1", "3", "5"], ", ", " and ")).toBe("1, 3 and 5");
    expect(joinList(["1", "3", "5"], "、", "和")).toBe("1、3和5");
  });
});

describe("escapeMarkdown", () => {
  it("escapes formatting characters only", () => {
    expect(escapeMarkdown("C# *a* _b_ [c] <d> |e| `f` \\")).toBe("C\\# \\*a\\* \\_b\\_ \\[c\\] \\<d\\> \\|e\\| \\`f\\` \\\\");
    expect(escapeMarkdown("plain text, 1.")).toBe("plain text, 1.");
  });
});

describe("lexicon lookups", () => {
  const lexicon = { locale: "zh-Hans", attributes: { Pet: { noun: "宠物", values: { zebra: "斑马", dog: "" } } } };
  it("serve a renderer of the same primary language only", () => {
    expect(lexiconServes(lexicon, "zh")).toBe(true);
    expect(lexiconServes(lexicon, "en")).toBe(false);
    expect(lexiconServes(undefined, "zh")).toBe(false);
    expect(attributeWords(lexicon, "zh", "Pet")?.noun).toBe("宠物");
    expect(attributeWords(lexicon, "en", "Pet")).toBeUndefined();
    expect(attributeWords(lexicon, "zh", "toString")).toBeUndefined();
  });
  it("label values, falling back to the value itself", () => {
    expect(valueLabel(lexicon, "zh", "Pet", "zebra")).toBe("斑马");
    expect(valueLabel(lexicon, "zh", "Pet", "dog")).toBe("dog");
    expect(valueLabel(lexicon, "zh", "Age", 30)).toBe("30");
    expect(valueLabel(lexicon, "en", "Pet", "zebra")).toBe("zebra");
  });
  it("name an attribute by its noun, falling back to its name", () => {
    expect(attributeNoun(lexicon, "zh", "Pet")).toBe("宠物");
    expect(attributeNoun(lexicon, "en", "Pet")).toBe("Pet");
    expect(attributeNoun(lexicon, "zh", "Drink")).toBe("Drink");
    expect(attributeNoun({ locale: "zh", attributes: { Pet: { noun: "" } } }, "zh", "Pet")).toBe("Pet");
    expect(attributeNoun(undefined, "zh", "Pet")).toBe("Pet");
  });
});

describe("mergeFacts", () => {
  it("merges eliminations of one value, drops repeats and keeps the rest in order", () => {
    const dog = { attr: "Pet", value: "dog" };
    const cat = { attr: "Pet", value: "cat" };
    expect(
      mergeFacts([
        { kind: "not_at", entity: dog, positions: [3] },
        { kind: "at", entity: cat, pos: 2 },
        { kind: "not_at", entity: dog, positions: [1, 3] },
        { kind: "at", entity: cat, pos: 2 },
      ]),
    ).toEqual([
      { kind: "not_at", entity: dog, positions: [1, 3] },
      { kind: "at", entity: cat, pos: 2 },
    ]);
  });
  it("tells a number from its text, a placement from a choice of houses, and one set of houses from another", () => {
    const two = { attr: "Age", value: 2 };
    const twoText = { attr: "Age", value: "2" };
    const facts = [
      { kind: "not_at", entity: two, positions: [4, 1] },
      { kind: "not_at", entity: twoText, positions: [3] },
      { kind: "at", entity: two, pos: 1 },
      { kind: "among", entity: two, positions: [1] },
      { kind: "among", entity: two, positions: [1, 2] },
      { kind: "among", entity: two, positions: [1] },
      { kind: "at", entity: twoText, pos: 1 },
      { kind: "not_at", entity: { attr: "Age", value: 2 }, positions: [1] },
    ] as const;
    expect(mergeFacts(facts)).toEqual([
      { kind: "not_at", entity: two, positions: [1, 4] },
      { kind: "not_at", entity: twoText, positions: [3] },
      { kind: "at", entity: two, pos: 1 },
      { kind: "among", entity: two, positions: [1] },
      { kind: "among", entity: two, positions: [1, 2] },
      { kind: "at", entity: twoText, pos: 1 },
    ]);
  });
});

describe("entityKey", () => {
  it("is the JSON of the attribute and value, escaped where JSON escapes", () => {
    const entities = [
      { attr: "Pet", value: "dog" },
      { attr: "Age", value: 42 },
      { attr: "Age", value: -0 },
      { attr: "Age", value: 1e21 },
      { attr: "Age", value: Number.NaN },
      { attr: 'The "best" pet', value: "back\\slash" },
      { attr: "Line", value: "a\nb\u0001" },
      { attr: "Odd", value: "\ud800" },
      { attr: "Café", value: "日本\u2028" },
    ];
    for (const entity of entities) expect(entityKey(entity)).toBe(JSON.stringify([entity.attr, entity.value]));
    expect(entityKey({ attr: "Age", value: 42 })).not.toBe(entityKey({ attr: "Age", value: "42" }));
    expect(entityKey({ pos: 3 })).toBe("#3");
  });
});

describe("optionsExclude", () => {
  const dog = { attr: "Pet", value: "dog" };
  const cat = { attr: "Pet", value: "cat" };
  const anyOf = (...options: ClueOf<"any_of">["options"]): ClueOf<"any_of"> => ({ type: "any_of", options });
  it("sees one entity at two positions, or two values of an attribute at one position", () => {
    expect(optionsExclude(anyOf([{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: dog, pos: 5 }]))).toBe(true);
    expect(optionsExclude(anyOf([{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: cat, pos: 1 }]))).toBe(true);
  });
  it("is false for anything else", () => {
    expect(optionsExclude(anyOf([{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: cat, pos: 2 }]))).toBe(false);
    expect(optionsExclude(anyOf([{ type: "ends", a: dog }], [{ type: "at", a: dog, pos: 2 }]))).toBe(false);
    expect(optionsExclude(anyOf([{ type: "at", a: dog, pos: 1 }], [{ type: "at", a: dog, pos: 2 }], [{ type: "at", a: dog, pos: 3 }]))).toBe(false);
  });
});

describe("oncePerLexicon", () => {
  const puzzle = { format: "zebra-puzzle/1", size: 2, attributes: [], clues: [] } as unknown as Puzzle;
  it("makes a value once per lexicon and key, and again for another lexicon, key or puzzle", () => {
    let calls = 0;
    const make = () => ({ n: ++calls });
    const a = { puzzle, lexicon: { locale: "en", attributes: {} } };
    const b = { puzzle, lexicon: { locale: "en", attributes: {} } };
    const first = oncePerLexicon(a, "subject\u0000x", make);
    expect(oncePerLexicon({ ...a }, "subject\u0000x", make)).toBe(first);
    expect(oncePerLexicon(a, "subject\u0000y", make)).not.toBe(first);
    expect(oncePerLexicon(b, "subject\u0000x", make)).not.toBe(first);
    const bare = oncePerLexicon({ puzzle }, "subject\u0000x", make);
    expect(oncePerLexicon({ puzzle }, "subject\u0000x", make)).toBe(bare);
    expect(calls).toBe(4);
  });
  it("keeps a value made as undefined", () => {
    let calls = 0;
    const ctx = { puzzle, lexicon: { locale: "en", attributes: {} } };
    expect(
      oncePerLexicon(ctx, "none", () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(
      oncePerLexicon(ctx, "none", () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(calls).toBe(1);
  });
});

describe("oncePerValue", () => {
  const puzzle = { format: "zebra-puzzle/1", size: 2, attributes: [], clues: [] } as unknown as Puzzle;
  it('makes a value once per lexicon, kind and value, and tells 1 from "1"', () => {
    let calls = 0;
    const make = () => ({ n: ++calls });
    const ctx = { puzzle, lexicon: { locale: "en", attributes: {} } };
    const first = oncePerValue(ctx, "subject", { attr: "Pet", value: "cat" }, make);
    expect(oncePerValue({ ...ctx }, "subject", { attr: "Pet", value: "cat" }, make)).toBe(first);
    expect(oncePerValue(ctx, "phrase", { attr: "Pet", value: "cat" }, make)).not.toBe(first);
    expect(oncePerValue(ctx, "subject", { attr: "Drink", value: "cat" }, make)).not.toBe(first);
    const one = oncePerValue(ctx, "subject", { attr: "Age", value: 1 }, make);
    expect(oncePerValue(ctx, "subject", { attr: "Age", value: "1" }, make)).not.toBe(one);
    expect(oncePerValue({ puzzle }, "subject", { attr: "Pet", value: "cat" }, make)).not.toBe(first);
    expect(calls).toBe(6);
  });
  it("keeps a value made as undefined", () => {
    let calls = 0;
    const ctx = { puzzle, lexicon: { locale: "en", attributes: {} } };
    expect(
      oncePerValue(ctx, "none", { attr: "Pet", value: "cat" }, () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(
      oncePerValue(ctx, "none", { attr: "Pet", value: "cat" }, () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(calls).toBe(1);
  });
});
