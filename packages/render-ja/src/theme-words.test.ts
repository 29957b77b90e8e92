import { wordForm, wordKind, wordText } from "@zebra/model";
import { themeAttributes } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { japaneseProblems } from "./testing/language-checks.js";
import { words } from "./index.js";

// The Japanese words of the built-in themes, as a native editor checks them. Coverage (every
// attribute and value worded, no word or predicate used twice, no two values alike in a clue)
// is the conformance suite's.

const attributes = themeAttributes();
const own = (id: string) => words.attributes[id]!;
const fill = (template: string, slots: Readonly<Record<string, string>>) => template.replace(/\{([a-z]+)\}/g, (_, name: string) => slots[name] ?? `{${name}}`);

describe("the Japanese words of the built-in themes", () => {
  it("are Japanese: no Latin letters, full-width punctuation, no spaces, no ヴ, and the written style in statements", () => {
    for (const { attribute } of attributes) {
      const w = own(attribute.id);
      const texts = [
        wordText(w.noun!),
        ...Object.values(w.values ?? {}).map(wordText),
        w.subject,
        w.predicate,
        w.negative,
        w.intro,
        w.less,
        w.greater,
        w.difference,
        w.unit,
      ];
      for (const verb of Object.values(w.verbs ?? {})) texts.push(verb.subject, verb.predicate, verb.negative);
      for (const text of texts) {
        if (text === undefined) continue;
        const filled = fill(text, { value: "犬", n: "5", a: "サム", b: "リアム", d: "3", who: "サム" });
        expect(japaneseProblems(`${filled}。`), `${attribute.id}: ${text}`).toEqual([]);
        expect(text, attribute.id).not.toMatch(/ヴ/);
      }
      expect(japaneseProblems(fill(w.question!, { who: "サム" })), attribute.id).toEqual([]);
    }
  });

  it("give every attribute a noun, an introduction line and a polite question", () => {
    for (const { attribute } of attributes) {
      const w = own(attribute.id);
      expect(w.intro, attribute.id).toMatch(/^\{n\}(?:人|軒の家)(?:の.+)?は/);
      expect(w.question, attribute.id).toMatch(/\{who\}.*(?:ですか|ますか)？$/);
    }
  });

  it("name a person with the modifier before 人, and say what is said of them, negated too", () => {
    for (const { attribute } of attributes) {
      const w = own(attribute.id);
      if (attribute.family === "house") continue;
      const frames = [{ subject: w.subject!, predicate: w.predicate!, negative: w.negative! }, ...Object.values(w.verbs ?? {})];
      for (const f of frames) {
        if (attribute.family === "identity")
          expect([f.subject, f.predicate, f.negative], attribute.id).toEqual(["{value}", "{value}である", "{value}ではない"]);
        else expect(f.subject, attribute.id).toMatch(/\{value\}.*人$/);
        expect(f.predicate, attribute.id).toMatch(/\{value\}/);
        expect(f.predicate, attribute.id).not.toMatch(/(?:だ|です|ます)$/);
        expect(f.negative, attribute.id).toMatch(/ない$/);
      }
      for (const value of Object.keys(w.verbs ?? {})) expect(attribute.values.map(String), `${attribute.id}: verbs of ${value}`).toContain(value);
    }
  });

  it("make a house of every house colour: 赤い家, 緑の家", () => {
    for (const { attribute } of attributes.filter((a) => a.attribute.family === "house")) {
      for (const word of Object.values(own(attribute.id).values ?? {})) expect(wordForm(word, "attr"), wordText(word)).toMatch(/^.+(?:い|の)$/);
    }
  });

  it("compare numbers in main clauses about {a}, with the unit in kana", () => {
    for (const { attribute } of attributes.filter((a) => a.attribute.numeric)) {
      const w = own(attribute.id);
      for (const template of [w.less!, w.greater!, w.difference!]) expect(template, attribute.id).toMatch(/^\{a\}は\{b\}より/);
      expect(w.difference, attribute.id).toMatch(/ちょうど\{d\}/);
    }
    expect(words.units).toEqual({ year: "{value}歳", cm: "{value}センチ", km: "{value}キロ", floor: "{value}階" });
  });

  it("start no value with hiragana, which would run into the particle before it (ボブはいて座 reads as はいて, 人とかに座 as とか)", () => {
    for (const { attribute } of attributes) {
      for (const word of Object.values(own(attribute.id).values ?? {})) expect(wordText(word), attribute.id).not.toMatch(/^\p{Script=Hiragana}/u);
    }
  });

  it("mark names as names, so that a name is the topic of a clause", () => {
    for (const word of Object.values(own("name").values ?? {})) expect(wordKind(word)).toBe("name");
  });

  it("read as a puzzle book writes them", () => {
    const say = (id: string, field: "subject" | "predicate" | "negative", value: string) => fill(own(id)[field]!, { value: wordText(own(id).values![value]!) });
    expect(say("pet", "subject", "zebra")).toBe("シマウマを飼っている人");
    expect(say("drink", "negative", "tea")).toBe("紅茶を飲まない");
    expect(say("fruit", "subject", "pear")).toBe("洋ナシが好物の人");
    expect(say("smoke", "subject", "Pall Mall")).toBe("ポール・モールを吸う人");
    expect(say("transport", "predicate", "kayak")).toBe("カヤックで通勤している");
    expect(fill(own("instrument").verbs!.flute!.predicate, { value: "フルート" })).toBe("フルートを吹く");
    expect(fill(own("height").subject!, { value: "168" })).toBe("身長168センチの人");
    expect(fill(own("age").difference!, { a: "リアム", b: "エマ", d: "5" })).toBe("リアムはエマよりちょうど5歳年上である");
    expect(wordForm(own("house-color").values!.orange!, "attr")).toBe("オレンジ色の");
  });
});
