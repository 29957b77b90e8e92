// A small Japanese sample on the locale contract: the classic theme's nationality, house
// colour, pet and drink, the relation clues, the fact kinds and a "because" reason. It exists
// to show that the contract carries Japanese (modifiers before the noun, は in main clauses and
// が in embedded ones, 軒目 for house numbers, full-width punctuation, no spaces) and as a
// starting point for @zebra/render-ja; it is not a locale. `samples.test.ts` holds it to the
// grammar.
import { attributeWords, fillTemplate, isPositionRef, lexiconFor, valueWord, wordForm, wordKind, wordText } from "@zebra/model";
import type { ClauseMode, ClueClauses, Entity, FactClauses, LocaleWords, RenderContext } from "@zebra/model";
import { classicVocabulary } from "@zebra/vocab";

/**
 * The Japanese words of four classic attributes. Conventions of this sample: `predicate` is a
 * verb phrase in its plain form ("{value}を飼っている"), which also modifies 人 ("犬を飼っている人");
 * house colours are adjectives (赤い) or nouns (緑, which takes の before a noun: `forms.attr`).
 */
export const words: LocaleWords = {
  locale: "ja",
  units: { year: "{value}歳", cm: "{value}センチ", km: "{value}キロ", floor: "{value}階" },
  attributes: {
    nationality: {
      noun: "国籍",
      values: { English: "イギリス人", Swede: "スウェーデン人", Dane: "デンマーク人", Norwegian: "ノルウェー人", German: "ドイツ人" },
    },
    "house-color": {
      noun: "家の色",
      values: {
        red: { text: "赤い", kind: "adjective" },
        green: { text: "緑", kind: "noun", forms: { attr: "緑の" } },
        white: { text: "白い", kind: "adjective" },
        yellow: { text: "黄色い", kind: "adjective" },
        blue: { text: "青い", kind: "adjective" },
      },
    },
    pet: { noun: "ペット", predicate: "{value}を飼っている", values: { dog: "犬", bird: "鳥", cat: "猫", horse: "馬", zebra: "シマウマ" } },
    drink: { noun: "飲み物", predicate: "{value}を飲む", values: { tea: "紅茶", coffee: "コーヒー", milk: "牛乳", beer: "ビール", water: "水" } },
  },
};

/** A person or a house, and whether it is a house (houses 「ある」, people 「住んでいる」). */
interface Phrase {
  readonly text: string;
  readonly house: boolean;
}

/** 2軒目: house numbers count houses. */
function nth(pos: number): string {
  return `${pos}軒目`;
}

/** Modifiers come before the noun: 赤い家, 緑の家, 犬を飼っている人, 2軒目の家. */
export function phraseOf(entity: Entity, ctx: RenderContext): Phrase {
  if (isPositionRef(entity)) return { text: `${nth(entity.pos)}の家`, house: true };
  const word = valueWord(ctx.lexicon, "ja", entity.attr, entity.value) ?? String(entity.value);
  if (wordKind(word) === "adjective") return { text: `${wordText(word)}家`, house: true };
  if (wordForm(word, "attr") !== undefined) return { text: `${wordForm(word, "attr")}家`, house: true };
  const predicate = attributeWords(ctx.lexicon, "ja", entity.attr)?.predicate;
  if (predicate !== undefined) return { text: `${fillTemplate(predicate, { value: word })}人`, house: false };
  return { text: wordText(word), house: false };
}

/** A Japanese clause: its subject and its predicate (verb last in both modes). */
export interface Clause {
  readonly subject: string;
  readonly predicate: string;
}

/** Main: the subject is the topic (デンマーク人は…); embedded: it takes が (デンマーク人が…ので). */
export function write(clause: Clause, mode: ClauseMode): string {
  return `${clause.subject}${mode === "main" ? "は" : "が"}${clause.predicate}`;
}

/** A clause as a sentence, with the full-width full stop. */
export function sentence(text: string): string {
  return `${text}。`;
}

function place(phrase: Phrase): string {
  return phrase.house ? "にある" : "に住んでいる";
}

function relation(a: Entity, b: Entity, ctx: RenderContext, where: string): Clause {
  const A = phraseOf(a, ctx);
  return { subject: A.text, predicate: `${phraseOf(b, ctx).text}${where}${place(A)}` };
}

/** The relation clues and `same`/`at`, in Japanese (a whole locale words every clue type). */
export const clues: Pick<ClueClauses<Clause>, "same" | "at" | "next_to" | "not_next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right" | "between"> = {
  same: ({ a, b }, ctx) => {
    const A = phraseOf(a, ctx);
    const B = phraseOf(b, ctx);
    if (B.house) return { subject: A.text, predicate: `${B.text}に住んでいる` };
    const predicate = isPositionRef(b) ? undefined : attributeWords(ctx.lexicon, "ja", b.attr)?.predicate;
    if (predicate === undefined || isPositionRef(b)) return { subject: A.text, predicate: `${B.text}だ` };
    return { subject: A.text, predicate: fillTemplate(predicate, { value: valueWord(ctx.lexicon, "ja", b.attr, b.value) ?? String(b.value) }) };
  },
  at: ({ a, pos }, ctx) => ({ subject: phraseOf(a, ctx).text, predicate: `${nth(pos)}に住んでいる` }),
  next_to: ({ a, b }, ctx) => relation(a, b, ctx, "の隣"),
  not_next_to: ({ a, b }, ctx) => {
    const A = phraseOf(a, ctx);
    return { subject: A.text, predicate: `${phraseOf(b, ctx).text}の隣${A.house ? "にはない" : "には住んでいない"}` };
  },
  left_of: ({ a, b }, ctx) => relation(a, b, ctx, "より左のどこか"),
  right_of: ({ a, b }, ctx) => relation(a, b, ctx, "より右のどこか"),
  immediately_left: ({ a, b }, ctx) => relation(a, b, ctx, "のすぐ左"),
  immediately_right: ({ a, b }, ctx) => relation(a, b, ctx, "のすぐ右"),
  between: ({ a, b, c }, ctx) => {
    const B = phraseOf(b, ctx);
    return { subject: B.text, predicate: `${phraseOf(a, ctx).text}と${phraseOf(c, ctx).text}の間のどこか${place(B)}` };
  },
};

function houses(positions: readonly number[], joiner: string): string {
  return positions.map(nth).join(joiner);
}

/** Every fact kind in Japanese: 2軒目に住んでいる, 1軒目にも3軒目にも住んでいない, 2軒目か4軒目にしか住めない. */
export const facts: FactClauses<Clause> = {
  at: ({ entity, pos }, ctx) => ({ subject: phraseOf(entity, ctx).text, predicate: `${nth(pos)}に住んでいる` }),
  not_at: ({ entity, positions }, ctx) => ({
    subject: phraseOf(entity, ctx).text,
    predicate: positions.length === 1 ? `${nth(positions[0]!)}に住んでいない` : `${houses(positions, "にも")}にも住んでいない`,
  }),
  among: ({ entity, positions }, ctx) => ({ subject: phraseOf(entity, ctx).text, predicate: `${houses(positions, "か")}にしか住めない` }),
};

/** A clue step with a reason: "ヒント3より、…。…ので、…。" */
export function reasoned(clue: number, main: Clause, premise: Clause, conclusion: Clause): string {
  return `ヒント${clue}より、${sentence(write(main, "main"))}${write(premise, "embedded")}ので、${sentence(write(conclusion, "main"))}`;
}

/** The sample's lexicon for a puzzle of the classic theme. */
export function lexiconOf(puzzle: RenderContext["puzzle"]): RenderContext["lexicon"] {
  return lexiconFor(classicVocabulary, words, puzzle);
}
