import { wordText, type Value } from "@zebra/model";
import { themeAttributes, themeContext, themeWordsReader } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { renderer, words } from "./index.js";

// The Chinese words of the built-in themes, as a native editor checks them. Coverage (every
// attribute and value worded, no word or predicate used twice, no two values alike in a clue)
// is the conformance suite's.

const attributes = themeAttributes()
  .filter((a) => a.theme === "default")
  .map((a) => a.attribute);
const han = /\p{Script=Han}/u;

const { of, label, phrase } = themeWordsReader(words);

describe("the Chinese words of the built-in themes", () => {
  it("are written in Chinese characters, with no Latin words in the templates", () => {
    for (const attribute of attributes) {
      const zh = of(attribute.id);
      expect(wordText(zh.noun!)).toMatch(han);
      for (const text of Object.values(zh.values ?? {})) expect(wordText(text), attribute.id).toMatch(han);
      for (const template of [zh.subject!, zh.predicate!, zh.less, zh.greater, zh.difference, zh.unit, zh.intro, zh.question]) {
        if (template !== undefined) expect(template.replace(/\{[a-z]+(:[a-z.]+)?\}/g, ""), attribute.id).not.toMatch(/[A-Za-z]/);
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

  const ctx = themeContext(words);
  const who = (attr: string, value: string | number) => renderer.clue({ type: "at", a: { attr, value }, pos: 1 }, ctx).replace(/住在第1座房子里。$/, "");

  it("give each instrument its own verb, and photograph birds", () => {
    expect(who("Instrument", "guitar")).toBe("弹吉他的人");
    expect(who("Instrument", "violin")).toBe("拉小提琴的人");
    expect(who("Instrument", "flute")).toBe("吹长笛的人");
    expect(who("Instrument", "drums")).toBe("打架子鼓的人");
    expect(who("Bird", "robin")).toBe("拍摄知更鸟的人");
    expect(ctx.puzzle.attributes.flatMap((a) => a.values.map((v) => who(a.name, v))).filter((p) => /演奏|^拍(?!摄)/.test(p))).toEqual([]);
  });

  it("never start a person's phrase with 在 or 住, so that no frame writes 住在住 or 在在", () => {
    for (const attribute of ctx.puzzle.attributes)
      for (const value of attribute.values) expect(who(attribute.name, value), `${attribute.name} ${value}`).not.toMatch(/^[在住]/);
    // A house is named by itself (红色房子), never by its subject 住在红色房子里的人, in a frame.
    for (const attribute of attributes) if (attribute.family !== "house") expect(of(attribute.id).subject, attribute.id).not.toMatch(/^[在住]/);
  });

  it("introduce every attribute with its verb, and ask with it: 利亚姆几岁？", () => {
    const ask = (attr: string) => renderer.question({ kind: "find", find: { attr }, where: { attr: "Name", value: "Liam" } }, ctx);
    expect(ask("Age")).toBe("利亚姆几岁？");
    expect(ask("Bird")).toBe("利亚姆拍摄的是什么鸟？");
    expect(ask("Floor")).toBe("利亚姆的办公室在几楼？");
    expect(renderer.puzzle(ctx)).toContain("每个人拍摄的鸟各不相同：猫头鹰、");
    // Not the generic "……的年龄是什么？": each attribute asks with its own words, a number with 几 or 多少.
    for (const attribute of ctx.puzzle.attributes) {
      if (attribute.name === "Name") continue;
      expect(ask(attribute.name), attribute.name).not.toMatch(new RegExp(`的${renderer.heading(attribute.name, ctx)}是什么？$`));
      if (typeof attribute.values[0] === "number") expect(ask(attribute.name), attribute.name).not.toMatch(/是什么/);
    }
  });
});
