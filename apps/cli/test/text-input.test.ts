// Puzzle texts through the built binary: the corpus of fixtures/text read and solved to its
// answers, unread sentences and --partial, ambiguous phrases counted, import, stdin, render.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canonicalClue, type Clue } from "@zebra/model";
import { clueAsPlaced } from "@zebra/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

const corpus = join(root, "fixtures/text");
const book = join(corpus, "puzzle-book.txt");
const bookText = readFileSync(book, "utf8");
let dir: string;

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-text-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The corpus: each text with the answer file beside it. */
const texts = readdirSync(corpus).filter((f) => /\.(txt|md)$/.test(f));

describe("the corpus of puzzle texts (fixtures/text)", () => {
  it("has texts in every style the reader claims, each with its answer", () => {
    expect(texts.length).toBeGreaterThanOrEqual(6);
    for (const file of texts) expect(readdirSync(corpus)).toContain(file.replace(/\.(txt|md)$/, ".answer.json"));
  });

  it.each(texts)("%s is read completely and solved to its answer", async (file) => {
    const answer = JSON.parse(readFileSync(join(corpus, file.replace(/\.(txt|md)$/, ".answer.json")), "utf8")) as {
      options?: string[];
      solution: Record<string, unknown[]>;
    };
    const result = await zebra(["solve", join(corpus, file), "--json", ...(answer.options ?? [])]);
    expect(result.stderr).not.toMatch(/not read|was not read|未能读懂/);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as { status: string; solution: unknown; reading: { sentences: number; read: number; unread: number[] } };
    expect(out.status).toBe("unique");
    expect(out.reading.unread).toEqual([]);
    expect(out.reading.read).toBe(out.reading.sentences);
    expect(out.solution).toEqual(answer.solution);
  });
});

describe("zebra check on a text", () => {
  it("counts the solutions under each reading of an ambiguous phrase: the classic Einstein text gives 7 and 1", async () => {
    const einstein = join(corpus, "einstein.txt");
    const somewhere = await zebra(["check", einstein]);
    expect(somewhere.code).toBe(3);
    expect(lines(somewhere.stdout)).toEqual([
      `${einstein}: 22 of 22 sentences read; language: English (found from the text; --lang sets another)`,
      `${einstein}: sentence 12 (line 14, numbered 4): "on the left of" read as any house on that side (the reading used): 7 solutions; read as the next house: 1 solution`,
      `${einstein}: not unique: the clues allow more than one solution`,
    ]);
    const immediately = await zebra(["check", einstein, "--reading", "side=immediately"]);
    expect(immediately.code).toBe(0);
    expect(immediately.stdout).toContain(`"on the left of" read as the next house (the reading used): 1 solution; read as any house on that side: 7 solutions`);
    expect(immediately.stdout).toMatch(/: ok \(5 houses, 5 attributes, 15 clues\): exactly one solution$/m);
  });

  it("names the sentence it could not read, with the closest reading, and exits 2", async () => {
    const file = write("one-unread.txt", bookText.replace("6. Milk is drunk in the middle house.", "6. Milk is sipped in the middle house."));
    const result = await zebra(["check", file]);
    expect(result.code).toBe(2);
    expect(lines(result.stdout)).toEqual([
      `${file}: 26 of 27 sentences read; language: English (found from the text; --lang sets another)`,
      `${file}: Sentence 13 (line 17, numbered 6) was not read: the word "sipped" is not known: "Milk is sipped in the middle house."; closest reading: "The person whose drink is milk lives in the third house.".`,
    ]);
    const json = await zebra(["check", file, "--json"]);
    const report = JSON.parse(json.stdout) as {
      status: string;
      issues: { code: string; message: string }[];
      reading: { read: number; sentences: number; unread: number[] };
    };
    expect(report.status).toBe("invalid");
    expect(report.issues.map((i) => i.code)).toEqual(["unread-sentence"]);
    expect(report.reading).toMatchObject({ read: 26, sentences: 27, unread: [13] });
  });

  it("with --partial checks what was read, and says which sentence it left out", async () => {
    const file = write("partial.txt", bookText.replace("6. Milk is drunk in the middle house.", "6. Milk is sipped in the middle house."));
    const checked = await zebra(["check", file, "--partial"]);
    expect(checked.code).toBe(3);
    expect(checked.stdout).toContain("solving what was read; left out: sentence 13");
    expect(checked.stdout).toMatch(/: not unique: the clues allow more than one solution$/m);
    const counted = await zebra(["solve", file, "--partial", "--count"]);
    expect(counted.code).toBe(3);
    expect(Number(counted.stdout.trim())).toBeGreaterThan(1);
    expect(counted.stderr).toContain(`zebra solve: ${file}: solving what was read; left out: sentence 13`);
  });

  it("reports a contradictory text with the clues that cannot all hold, and an under-determined one as not unique", async () => {
    const contradiction = write("contradiction.txt", `${bookText.replace("\nWho keeps the fish?\n", "")}21. The Norwegian lives in the second house.\n`);
    const bad = await zebra(["check", contradiction]);
    expect(bad.code).toBe(4);
    expect(bad.stdout).toMatch(/: unsatisfiable: no arrangement satisfies every clue; clues .*7.* cannot all hold$/m);
    const loose = write("loose.txt", bookText.replace(/^(7|8|15)\. .*\n/gm, ""));
    const multiple = await zebra(["check", loose]);
    expect(multiple.code).toBe(3);
    expect(multiple.stdout).toMatch(/: not unique: the clues allow more than one solution$/m);
  });

  it("says what it inferred when the text lists no values, from the theme whose words it uses", async () => {
    const einstein = readFileSync(join(corpus, "einstein.txt"), "utf8");
    const file = write("unlisted.txt", einstein.replace(/^(Nationality|Color|Pet|Drink|Smoke): .*\n/gm, ""));
    const result = await zebra(["check", file, "--reading", "side=immediately"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file}: "Pet" is not listed, so its values are those of the theme "classic": dog, bird, cat, horse and zebra.`);
    expect(result.stdout).toMatch(/: ok \(5 houses, 5 attributes, 15 clues\): exactly one solution$/m);
  });
});

describe("an attribute the text does not list, beside listed ones", () => {
  const einstein = readFileSync(join(corpus, "einstein.txt"), "utf8");
  const lists = readFileSync(join(corpus, "sentence-lists.txt"), "utf8");

  it("is inferred from the theme whose words the clues use, said so, and the text read completely", async () => {
    const file = write("no-pets.txt", einstein.replace(/^Pet: .*\n/m, ""));
    const result = await zebra(["check", file, "--reading", "side=immediately"]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      `${file}: 21 of 21 sentences read; language: English (found from the text; --lang sets another)`,
      `${file}: "Pet" is not listed, so its values are those of the theme "classic": dog, bird, cat, horse and zebra.`,
      `${file}: sentence 11 (line 13, numbered 4): "on the left of" read as the next house (the reading used): 1 solution; read as any house on that side: 7 solutions`,
      `${file}: ok (5 houses, 5 attributes, 15 clues): exactly one solution`,
    ]);
    const json = await zebra(["check", file, "--reading", "side=immediately", "--json"]);
    expect((JSON.parse(json.stdout) as { reading: { notices: string[] } }).reading.notices).toEqual([
      '"Pet" is not listed, so its values are those of the theme "classic": dog, bird, cat, horse and zebra.',
    ]);
  });

  it("is inferred from the clues when they name as many values as there are houses", async () => {
    const file = write("pets-named.txt", `${lists.replace(/^Their pets are .*\n/m, "")}The cat is not in the third house.\n`);
    const result = await zebra(["solve", file, "--json"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`zebra solve: ${file}: "Pet" is not listed, so its values are the ones the clues name: dog, cat and parrot.\n`);
    expect((JSON.parse(result.stdout) as { solution: Record<string, string[]> }).solution["Pet"]).toEqual(["cat", "parrot", "dog"]);
  });

  it("is reported when the clues do not make its values certain", async () => {
    const file = write("pets-unnamed.txt", lists.replace(/^Their pets are .*\n/m, ""));
    const result = await zebra(["check", file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(
      `${file}: The text names 2 values of "Pet" (dog, parrot) for 3 houses, and nothing tells the others; list them ("Pet: dog, parrot, …").`,
    );
    // --partial solves what was read: the colours and names, without the sentences about pets.
    const partial = await zebra(["solve", file, "--partial", "--json"]);
    expect(partial.code).toBe(0);
    expect(Object.keys((JSON.parse(partial.stdout) as { solution: Record<string, string[]> }).solution)).toEqual(["Color", "Name"]);
  });

  it("is inferred in Japanese too", async () => {
    const text = (await zebra(["generate", "--theme", "classic", "--size", "5x5", "--seed", "3", "--locale", "ja"])).stdout;
    const file = write("no-pets-ja.txt", text.replace(/^5人はそれぞれ違うペットを飼っている.*\n/m, ""));
    expect(readFileSync(file, "utf8")).not.toContain("ペットを飼っている（");
    const result = await zebra(["check", file, "--locale", "ja"]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      `${file}: 24文中24文を読み取りました; 言語：日本語（本文から判定。--langで指定できます）`,
      expect.stringMatching(/: 「ペット」の値が挙げられていないので、テーマ「クラシック」の値（.*）を使いました。$/),
      `${file}: 有効です（家5軒、属性5種類、ヒント16個）：解はちょうど1つです`,
    ]);
  });
});

/** Each locale: its line listing the pets (taken out), a text naming two pets for three houses, and what check says of both. */
const locales = [
  {
    locale: "de",
    petLine: /^Jede Person hält ein anderes Haustier: .*\n/m,
    inferred: "„Haustier“ wird nicht aufgeführt, also gelten die Werte des Themas „Klassisch“: Hund, Vogel, Katze, Pferd und Zebra.",
    twoPets:
      "Es gibt drei Häuser.\nName: Alice, Bob, Carol\n\nHinweise:\n1. Alice hält einen Hund.\n2. Bob hält eine Katze.\n3. Carol wohnt im dritten Haus.\n",
    unlisted:
      "Der Text nennt für 3 Häuser nur 2 Werte für „Haustier“ (Hund, Katze), und nichts verrät die übrigen; führen Sie sie auf („Haustier: Hund, Katze, …“).",
    incomplete: "nichts verrät die übrigen",
  },
  {
    locale: "ja",
    petLine: /^5人はそれぞれ違うペットを飼っている.*\n/m,
    inferred: "「ペット」の値が挙げられていないので、テーマ「クラシック」の値（犬、鳥、猫、馬、シマウマ）を使いました。",
    twoPets:
      "3軒の家が横一列に並んでいる。\n名前：アリス、ボブ、キャロル\n\nヒント：\n1. アリスは犬を飼っている。\n2. ボブは猫を飼っている。\n3. キャロルは3軒目に住んでいる。\n",
    unlisted: "家は3軒ですが、「ペット」の値は2個（犬、猫）しか出てこず、残りがわかりません。値をすべて挙げてください。",
    incomplete: "残りがわかりません",
  },
  {
    locale: "zh",
    petLine: /^每个人养的宠物各不相同.*\n/m,
    inferred: "文本没有列出“宠物”，所以采用主题“经典”中的取值：狗、鸟、猫、马、斑马。",
    twoPets: "有三座房子。\n名字：Alice、Bob、Carol\n\n线索：\n1. Alice养狗。\n2. Bob养猫。\n3. Carol住在第三座房子里。\n",
    unlisted: "文本只提到了“宠物”的2个取值（狗、猫），但有3座房子，其余的取值无从得知；请把它们列出来。",
    incomplete: "其余的取值无从得知",
  },
];

const englishIds = /\b(?:Pet|classic|default|dog|bird|cat|horse|zebra)\b/;

describe("an attribute the text does not list, in German, Japanese and Chinese: its words, never the theme's English ids", () => {
  it.each(locales)("says in $locale that the theme gave its values, in the words of the text", async ({ locale, petLine, inferred }) => {
    const text = (await zebra(["generate", "--theme", "classic", "--size", "5x5", "--seed", "3", "--locale", locale])).stdout;
    expect(text).toMatch(petLine);
    const file = write(`no-pets-${locale}.txt`, text.replace(petLine, ""));
    const result = await zebra(["check", file, "--locale", locale]);
    expect(result.code).toBe(0);
    const said = lines(result.stdout);
    expect(said).toContain(`${file}: ${inferred}`);
    expect(said.filter((l) => englishIds.test(l.slice(file.length)))).toEqual([]);
  });

  it.each(locales)("says in $locale which values it cannot complete, in the words of the text", async ({ locale, twoPets, unlisted, incomplete }) => {
    const file = write(`two-pets-${locale}.txt`, twoPets);
    const result = await zebra(["check", file, "--locale", locale]);
    expect(result.code).toBe(2);
    const said = lines(result.stdout);
    // The names the text lists (アリス, the theme's Alice) are not taken for an attribute it leaves out: one message, about the pets.
    expect(said.filter((l) => l.includes(incomplete))).toEqual([`${file}: ${unlisted}`]);
    expect(said.filter((l) => englishIds.test(l.slice(file.length)))).toEqual([]);
  });
});

describe("zebra solve, render and import of a text", () => {
  it.each(["en", "zh", "ja"])("imports the text generate writes in %s back to the puzzle it generated", async (locale) => {
    const text = await zebra(["generate", "--seed", "5", "--locale", locale]);
    const imported = await zebra(["import", "-"], { input: text.stdout });
    expect(imported.stderr).toBe("");
    const generated = JSON.parse((await zebra(["generate", "--seed", "5", "--format", "json"])).stdout) as {
      size: number;
      attributes: unknown;
      clues: Clue[];
      question: unknown;
    };
    const read = JSON.parse(imported.stdout) as { attributes: unknown; clues: Clue[]; question: unknown };
    expect(read.attributes).toEqual(generated.attributes);
    // A clue that relates a value to a house is written, and so read, as the placement it amounts to.
    const meaning = (clue: Clue) => canonicalClue(clueAsPlaced(clue, generated.size));
    expect(read.clues.map(meaning)).toEqual(generated.clues.map(meaning));
    expect(read.question).toEqual(generated.question);
  });

  it("solves a text from stdin, and quotes the author's sentences in the explanation", async () => {
    const result = await zebra(["solve", "-", "--explain"], { input: bookText });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Nationality +Norwegian +Dane +Brit +German +Swede$/m);
    expect(result.stderr).toBe("");
  });

  it("renders an English text in Chinese", async () => {
    const result = await zebra(["render", join(corpus, "sentence-lists.txt"), "--locale", "zh"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^有三座房子排成一排/);
  });

  it("imports a text as a zebra-puzzle/1 document that keeps each clue's sentence", async () => {
    const out = join(dir, "book.json");
    const result = await zebra(["import", book, "--out", out]);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const doc = JSON.parse(readFileSync(out, "utf8")) as { format: string; clues: { type: string; text?: string }[]; question?: unknown };
    expect(doc.format).toBe("zebra-puzzle/1");
    expect(doc.clues[0]).toMatchObject({ type: "same", text: "The Brit lives in the red house." });
    expect(doc.clues.every((c) => typeof c.text === "string")).toBe(true);
    expect(doc.question).toEqual({ find: { attr: "Nationality" }, where: { attr: "Pet", value: "fish" } });
    const solved = await zebra(["solve", out]);
    expect(solved.code).toBe(0);
  });

  it("does not import a text with unread sentences, unless --partial", async () => {
    const file = write("import-unread.txt", bookText.replace("6. Milk is drunk in the middle house.", "6. Milk is sipped in the middle house."));
    const refused = await zebra(["import", file]);
    expect(refused.code).toBe(2);
    expect(lines(refused.stderr)).toEqual([
      `zebra import: ${file}: 26 of 27 sentences read; language: English (found from the text; --lang sets another); Sentence 13 (line 17, numbered 6) was not read: the word "sipped" is not known: "Milk is sipped in the middle house."; closest reading: "The person whose drink is milk lives in the third house.". Add --partial to use the sentences that were read.`,
    ]);
    const partial = await zebra(["import", file, "--partial"]);
    expect(partial.code).toBe(0);
    expect((JSON.parse(partial.stdout) as { clues: unknown[] }).clues).toHaveLength(20);
  });

  it("reads a text as JSON with --input json, and gives one clear line for bad options", async () => {
    const asJson = await zebra(["solve", book, "--input", "json"]);
    expect(asJson.code).toBe(2);
    expect(asJson.stderr).toMatch(/: Invalid JSON at line 1, column 1: /);
    for (const [args, message] of [
      [["--reading", "side=never"], /--reading: side must be somewhere or immediately, got 'never'/],
      [["--reading", "order=strict"], /--reading: unknown phrase 'order'/],
      [["--input", "yaml"], /--input must be json or text, got 'yaml'/],
    ] as const) {
      const result = await zebra(["check", book, ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
  });

  it("reads a text in the language --lang names, finds Chinese by itself, and says which it used", async () => {
    const chinese = join(corpus, "chinese-book.txt");
    const found = await zebra(["check", chinese, "--locale", "zh"]);
    expect(found.code).toBe(0);
    expect(lines(found.stdout)[0]).toBe(`${chinese}: 共14句，读懂了14句; 语言：中文（根据文本判断；可用 --lang 指定）`);
    // Without --locale, the report on a text is in the text's language.
    const own = await zebra(["check", chinese]);
    expect(lines(own.stdout)[0]).toBe(lines(found.stdout)[0]);
    const forced = await zebra(["check", book, "--lang", "zh", "--json"]);
    expect(forced.code).toBe(2);
    const reading = JSON.parse(forced.stdout).reading;
    expect([reading.locale, reading.language, reading.detected]).toEqual(["zh", "中文", false]);
    // The older name of the option still works.
    const older = await zebra(["check", book, "--text-locale", "zh", "--json"]);
    expect(JSON.parse(older.stdout).reading.locale).toBe("zh");
    const detected = await zebra(["check", book, "--json"]);
    expect(JSON.parse(detected.stdout).reading).toMatchObject({ locale: "en", language: "English", detected: true });
  });

  it("refuses --lang with a code that is no language, a locale that is not installed, or two languages", async () => {
    for (const [args, message] of [
      [["--lang", "d e"], /^zebra solve: --lang: 'd e' is not a language code like en or zh$/m],
      [["--lang", "fr"], /unknown locale 'fr': package @zebra\/render-fr is not installed/],
      [["--lang", "de", "--text-locale", "zh"], /--lang de and --text-locale zh name two languages; give one/],
    ] as const) {
      const result = await zebra(["solve", book, ...args]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)[0]).toMatch(message);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
  });
});
