import { wordText, type Value } from "@zebra/model";
import { themeAttributes, themeWordsReader } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { words } from "./index.js";

// The Chinese words of the built-in themes, as a native editor checks them. Coverage (every
// attribute and value worded, no word or predicate used twice, no two values alike in a clue)
// is the conformance suite's.

const attributes = themeAttributes().filter((a) => a.theme === "default").map((a) => a.attribute);
const han = /\p{Script=Han}/u;

const { of, label, phrase } = themeWordsReader(words);

describe("the Chinese words of the built-in themes", () => {
  it("are written in Chinese characters, with no Latin words in the templates", () => {
    for (const attribute of attributes) {
      const zh = of(attribute.id);
      expect(wordText(zh.noun!)).toMatch(han);
      for (const text of Object.values(zh.values ?? {})) expect(wordText(text), attribute.id).toMatch(han);
      for (const template of [zh.subject!, zh.predicate!, zh.less, zh.greater, zh.difference, zh.unit]) {
        if (template !== undefined) expect(template.replace(/\{[a-z]+\}/g, ""), attribute.id).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("refer to people as '…的人', or by a person noun for names, nationalities and jobs", () => {
    for (const attribute of attributes) {
      const subject = of(attribute.id).subject!;
      expect(subject === "{value}" || subject.endsWith("的人"), `${attribute.id}: ${subject}`).toBe(true);
      if (subject === "{value}") expect(["name", "nationality", "job"]).toContain(attribute.id);
    }
  });

  it("word numeric comparisons", () => {
    const fill = (template: string, d = 0) => template.replace("{a}", "A").replace("{b}", "B").replace("{d}", String(d));
    expect(fill(of("age").less!)).toBe("A比B年轻");
    expect(fill(of("age").difference!, 3)).toBe("A比B大3岁");
  });

  it("read as a puzzle book writes them", () => {
    const say = (id: string, field: "subject" | "predicate", value: Value) => phrase(of(id)[field]!, label(id, value));
    expect(say("pet", "subject", "zebra")).toBe("养斑马的人");
    expect(say("drink", "subject", "coffee")).toBe("喝咖啡的人");
    expect(say("house-color", "subject", "red")).toBe("住在红色房子里的人");
    expect(say("nationality", "predicate", "German")).toBe("是德国人");
    // The classic theme keeps its brand names in Latin letters.
    expect(label("nationality", "Dane")).toBe("丹麦人");
    expect(say("smoke", "subject", "Pall Mall")).toBe("抽Pall Mall香烟的人");
  });
});
