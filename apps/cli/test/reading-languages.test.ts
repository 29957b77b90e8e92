// Texts in German, Chinese and Japanese as people write them, through the built CLI: the intro
// gives the house count („In einer Straße stehen drei Häuser nebeneinander.“, 「有3座不同颜色的房子」,
// 「4人が横一列に並んでいる」), clues are numbered 「1、」「（2）」「③」, Japanese is polite or plain,
// and the question is read and answered in the text's language.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

const dir = join(root, "fixtures/text/languages");
let scratch = "";

beforeAll(() => {
  requireBuilt();
  scratch = mkdtempSync(join(tmpdir(), "zebra-cli-languages-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cases = [
  { file: "de-intro-question.txt", locale: "de", answer: "Brite", line: "Die Person, deren Haustiere „Fisch“ ist, hat als Nationalitäten „Brite“." },
  { file: "zh-numbering-question.txt", locale: "zh", answer: "英国人", line: "宠物是鱼的人的国籍是英国人。" },
  { file: "ja-polite-question.txt", locale: "ja", answer: "イギリス人", line: "ペットが魚の人の国籍はイギリス人である。" },
] as const;

describe("zebra solve on texts in German, Chinese and Japanese", () => {
  for (const c of cases) {
    it(`reads ${c.file} whole, finds its language, and answers its question in it`, async () => {
      const json = await zebra(["solve", join(dir, c.file), "--json"]);
      expect(json.code).toBe(0);
      const result = JSON.parse(json.stdout);
      expect(result.status).toBe("unique");
      expect(result.reading).toMatchObject({ locale: c.locale, detected: true, unread: [] });
      expect(result.reading.read).toBe(result.reading.sentences);
      expect(result.answer.answer).toBe(c.answer);
      const text = await zebra(["solve", join(dir, c.file)]);
      expect(text.code).toBe(0);
      expect(text.stderr).toBe("");
      expect(lines(text.stdout).at(-1)).toBe(c.line);
    });
  }

  it("numbers Chinese clues as numbers, not words: 「1、」「（2）」「③」「4．」", async () => {
    const result = JSON.parse((await zebra(["check", join(dir, "zh-numbering-question.txt"), "--json"])).stdout);
    expect(result.valid).toBe(true);
    expect(result.reading.read).toBe(11);
  });

  it("reads the Japanese text as Japanese with --lang ja, and as German it says so, in German", async () => {
    const forced = await zebra(["solve", join(dir, "ja-polite-question.txt"), "--lang", "ja", "--json"]);
    expect(JSON.parse(forced.stdout).reading).toMatchObject({ locale: "ja", detected: false });
    const wrong = await zebra(["solve", join(dir, "ja-polite-question.txt"), "--lang", "de"]);
    expect(wrong.code).toBe(2);
    expect(lines(wrong.stderr)).toHaveLength(1);
    expect(wrong.stderr).toContain("Sprache: Deutsch (mit --lang gewählt)");
    expect(hasStackTrace(wrong.stderr)).toBe(false);
  });

  it("reports a text without a house count in its own language, with how many sentences it read", async () => {
    for (const [locale, text, words] of [
      ["de", "Der Brite lebt im roten Haus.\nDer Schwede hält einen Hund.\n", ["0 von 2 Sätzen gelesen", "Sprache: Deutsch", "wie viele Häuser"]],
      ["zh", "1、英国人住在红色房子里。\n2、瑞典人养狗。\n", ["共2句，读懂了0句", "语言：中文"]],
      ["ja", "1. 日本人は犬を飼っています。\n2. イギリス人は赤い家に住んでいます。\n", ["2文中0文を読み取りました", "言語：日本語", "家が何軒"]],
    ] as const) {
      const file = join(scratch, `no-houses-${locale}.txt`);
      writeFileSync(file, text);
      const result = await zebra(["solve", file]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)).toHaveLength(1);
      for (const w of words) expect(result.stderr).toContain(w);
    }
  });

  it("with --locale, speaks the language asked for about any text", async () => {
    const result = await zebra(["check", join(dir, "de-intro-question.txt"), "--locale", "en"]);
    expect(lines(result.stdout)[0]).toMatch(/: 10 of 10 sentences read; language: Deutsch \(found from the text; --lang sets another\)$/);
  });
});

describe("a count that names a house is no house count", () => {
  it("does not take 「第一座房子」 (the first house) for a puzzle of one house", async () => {
    const file = join(scratch, "first-house.txt");
    writeFileSync(file, "颜色分别是红色、绿色和蓝色。\n1、红色房子是第一座房子。\n2、绿色房子在红色房子的右边紧挨。\n");
    const result = JSON.parse((await zebra(["check", file, "--json"])).stdout);
    expect(result.issues.map((i: { code: string }) => i.code)).not.toContain("list-length");
    expect(result.status).toBe("unique");
  });
});
