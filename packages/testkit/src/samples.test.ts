// The contract carries German and Japanese: small samples (samples/contract-de.ts and
// samples/contract-ja.ts) word the relation clues, the facts and a reason, from words that
// are data, through the contract's types, templates with features and lexicons.
import type { Clue, Fact, RenderContext } from "@zebra/model";
import { classicVocabulary, parseVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import * as de from "./samples/contract-de.js";
import * as ja from "./samples/contract-ja.js";
import { einsteinInput } from "./golden.js";

const { puzzle } = einsteinInput(de.words);
const N = (value: string) => ({ attr: "Nationality", value });
const C = (value: string) => ({ attr: "Color", value });
const P = (value: string) => ({ attr: "Pet", value });
const D = (value: string) => ({ attr: "Drink", value });

/** A clue of the sample's as a sentence, or as an embedded clause (a whole locale words every clue type). */
function clueIn<Clause>(sample: { clues: Partial<Record<Clue["type"], (c: never, ctx: RenderContext) => Clause>>; write: (c: Clause, m: "main" | "embedded") => string; sentence: (t: string) => string }, ctx: RenderContext, clue: Clue, mode: "main" | "embedded" = "main"): string {
  const word = sample.clues[clue.type] as ((c: Clue, x: RenderContext) => Clause) | undefined;
  if (word === undefined) throw new Error(`the sample has no ${clue.type}`);
  const text = sample.write(word(clue, ctx), mode);
  return mode === "main" ? sample.sentence(text) : text;
}

/** A fact of the sample's, as a main or an embedded clause. */
function factIn<Clause>(sample: { facts: Record<Fact["kind"], (f: never, ctx: RenderContext) => Clause>; write: (c: Clause, m: "main" | "embedded") => string }, ctx: RenderContext, fact: Fact, mode: "main" | "embedded"): string {
  return sample.write((sample.facts[fact.kind] as (f: Fact, x: RenderContext) => Clause)(fact, ctx), mode);
}

/** Every sentence the samples make below, for the grammar checks at the end. */
const written = { de: [] as string[], ja: [] as string[] };

describe("a German sample on the contract", () => {
  const ctx: RenderContext = { puzzle, lexicon: de.lexiconOf(puzzle) };
  const say = (clue: Clue, mode: "main" | "embedded" = "main") => {
    const text = clueIn(de, ctx, clue, mode);
    written.de.push(text);
    return text;
  };

  it("reads its words from data through the lexicon, and the vocabulary format accepts them", () => {
    expect(ctx.lexicon?.attributes.Pet?.values?.dog).toEqual({ text: "Hund", gender: "m", forms: { gen: "Hundes" } });
    const vocabulary = { ...classicVocabulary, id: "klassisch", attributes: classicVocabulary.attributes.map((a) => ({ ...a, words: { de: de.words.attributes[a.id] ?? {} } })) };
    const parsed = parseVocabulary(JSON.stringify(vocabulary));
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });

  it("uses the dative after neben, von, mit, links von and zwischen, with the right article and ending", () => {
    expect(say({ type: "next_to", a: N("Norwegian"), b: C("blue") })).toBe("Der Norweger wohnt neben dem blauen Haus.");
    expect(say({ type: "next_to", a: P("dog"), b: N("Dane") })).toBe("Die Person mit dem Hund wohnt neben dem Dänen.");
    expect(say({ type: "left_of", a: D("tea"), b: P("cat") })).toBe("Die Person, die Tee trinkt, wohnt irgendwo links von der Person mit der Katze.");
    expect(say({ type: "right_of", a: N("Swede"), b: N("German") })).toBe("Der Schwede wohnt irgendwo rechts vom Deutschen.");
    expect(say({ type: "immediately_left", a: C("green"), b: C("white") })).toBe("Das grüne Haus steht direkt links neben dem weißen Haus.");
    expect(say({ type: "immediately_right", a: P("horse"), b: D("milk") })).toBe("Die Person mit dem Pferd wohnt direkt rechts neben der Person, die Milch trinkt.");
    expect(say({ type: "between", a: N("Dane"), b: P("zebra"), c: D("coffee") })).toBe("Die Person mit dem Zebra wohnt irgendwo zwischen dem Dänen und der Person, die Kaffee trinkt.");
    expect(say({ type: "not_next_to", a: D("water"), b: C("red") })).toBe("Die Person, die Wasser trinkt, wohnt nicht neben dem roten Haus.");
  });

  it("uses the accusative with an article by gender after a verb, and none for mass nouns", () => {
    expect(say({ type: "same", a: N("Swede"), b: P("dog") })).toBe("Der Schwede hält einen Hund.");
    expect(say({ type: "same", a: N("English"), b: P("cat") })).toBe("Der Engländer hält eine Katze.");
    expect(say({ type: "same", a: N("Dane"), b: D("tea") })).toBe("Der Däne trinkt Tee.");
    expect(say({ type: "same", a: N("English"), b: C("red") })).toBe("Der Engländer wohnt im roten Haus.");
    expect(say({ type: "at", a: D("milk"), pos: 3 })).toBe("Die Person, die Milch trinkt, wohnt in Haus 3.");
  });

  it("puts the verb last in embedded clauses, with the commas a relative clause needs", () => {
    expect(say({ type: "between", a: D("tea"), b: N("Dane"), c: N("Swede") }, "embedded")).toBe("der Däne irgendwo zwischen der Person, die Tee trinkt, und dem Schweden wohnt");
    expect(say({ type: "left_of", a: D("tea"), b: N("Dane") }, "embedded")).toBe("die Person, die Tee trinkt, irgendwo links vom Dänen wohnt");
    expect(say({ type: "same", a: N("Swede"), b: P("dog") }, "embedded")).toBe("der Schwede einen Hund hält");
    expect(factIn(de, ctx, { kind: "among", entity: N("Dane"), positions: [2, 4] }, "main")).toBe("der Däne kann nur in Haus 2 oder 4 wohnen");
    expect(factIn(de, ctx, { kind: "among", entity: D("tea"), positions: [2, 4] }, "embedded")).toBe("die Person, die Tee trinkt, nur in Haus 2 oder 4 wohnen kann");
  });

  it("gives a reason with 'da … kann' and 'dass … wohnt', the verbs last", () => {
    const clue = de.clues.same({ type: "same", a: N("Dane"), b: D("tea") }, ctx);
    const premise = de.facts.among({ kind: "among", entity: N("Dane"), positions: [2, 4] }, ctx);
    const conclusion = de.facts.not_at({ kind: "not_at", entity: D("tea"), positions: [1, 3] }, ctx);
    const text = de.reasoned(3, clue, premise, conclusion);
    written.de.push(text);
    expect(text).toBe("Hinweis 3: Der Däne trinkt Tee. Da der Däne nur in Haus 2 oder 4 wohnen kann, folgt, dass die Person, die Tee trinkt, nicht in Haus 1 oder 3 wohnt.");
  });

  it("never writes a preposition with the wrong case, nor main-clause order after da, weil or dass", () => {
    expect(written.de.length).toBeGreaterThan(10);
    for (const text of written.de) {
      expect(text, "nominative or accusative after a dative preposition").not.toMatch(/\b(?:von|mit|neben|zwischen|bei|aus|zu)\s+(?:die|das|den|ein|eine|einen)\b/);
      expect(text, "main-clause order in a subordinate clause").not.toMatch(/\b(?:weil|da|dass|denn)\b[^,.]*\bkann\b[^,.]*\bwohnen\b/i);
    }
  });
});

describe("a Japanese sample on the contract", () => {
  const ctx: RenderContext = { puzzle, lexicon: ja.lexiconOf(puzzle) };
  const say = (clue: Clue, mode: "main" | "embedded" = "main") => {
    const text = clueIn(ja, ctx, clue, mode);
    written.ja.push(text);
    return text;
  };

  it("puts modifiers before the noun, and は on the topic of a statement", () => {
    expect(say({ type: "next_to", a: N("Norwegian"), b: C("blue") })).toBe("ノルウェー人は青い家の隣に住んでいる。");
    expect(say({ type: "immediately_left", a: C("green"), b: C("white") })).toBe("緑の家は白い家のすぐ左にある。");
    expect(say({ type: "left_of", a: D("tea"), b: N("Dane") })).toBe("紅茶を飲む人はデンマーク人より左のどこかに住んでいる。");
    expect(say({ type: "between", a: N("Dane"), b: P("cat"), c: N("Swede") })).toBe("猫を飼っている人はデンマーク人とスウェーデン人の間のどこかに住んでいる。");
    expect(say({ type: "same", a: N("English"), b: C("red") })).toBe("イギリス人は赤い家に住んでいる。");
    expect(say({ type: "same", a: N("Swede"), b: P("dog") })).toBe("スウェーデン人は犬を飼っている。");
    expect(say({ type: "not_next_to", a: P("horse"), b: D("water") })).toBe("馬を飼っている人は水を飲む人の隣には住んでいない。");
  });

  it("counts houses with 軒目", () => {
    expect(say({ type: "at", a: D("milk"), pos: 3 })).toBe("牛乳を飲む人は3軒目に住んでいる。");
    expect(factIn(ja, ctx, { kind: "not_at", entity: N("Dane"), positions: [1, 3] }, "main")).toBe("デンマーク人は1軒目にも3軒目にも住んでいない");
  });

  it("marks the subject with が in an embedded clause, and gives a reason with ので", () => {
    expect(factIn(ja, ctx, { kind: "among", entity: N("Dane"), positions: [2, 4] }, "embedded")).toBe("デンマーク人が2軒目か4軒目にしか住めない");
    const clue = ja.clues.same({ type: "same", a: N("Dane"), b: D("tea") }, ctx);
    const premise = ja.facts.among({ kind: "among", entity: N("Dane"), positions: [2, 4] }, ctx);
    const conclusion = ja.facts.not_at({ kind: "not_at", entity: D("tea"), positions: [1] }, ctx);
    const text = ja.reasoned(3, clue, premise, conclusion);
    written.ja.push(text);
    expect(text).toBe("ヒント3より、デンマーク人は紅茶を飲む。デンマーク人が2軒目か4軒目にしか住めないので、紅茶を飲む人は1軒目に住んでいない。");
  });

  it("writes no half-width punctuation, no spaces and no Latin letters", () => {
    expect(written.ja.length).toBeGreaterThan(7);
    for (const text of written.ja) {
      expect(text).not.toMatch(/[,.;:!?()]/);
      expect(text).not.toMatch(/\s/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
