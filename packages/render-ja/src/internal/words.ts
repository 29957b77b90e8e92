// The building blocks every sentence uses: the clause, how a person, a house and a position
// are named, how lists, house numbers and clue numbers read. Japanese puts every modifier
// before its noun (赤い家, 犬を飼っている人, 3軒目の住人), marks the topic of a statement with は
// and the subject of a clause inside another with が, and counts houses with 軒目.
import { isPositionRef, wordForm, wordKind, wordText } from "@zebra/model";
import { attributeNoun, fillTemplate, localeWords, valueWord } from "@zebra/locale-kit";
import type { Entity, Word } from "@zebra/model";
import type { ClauseMode, Inflect, RenderContext } from "@zebra/locale-kit";
import type { JapaneseAttributeWords } from "../theme-words.js";

/** This renderer's locale code; lexicons in another language are ignored. */
const locale = "ja";

/** The kit's word accessors, bound to Japanese (`lexiconWords.valueText` is a value on its own). */
export const lexiconWords = localeWords<JapaneseAttributeWords>(locale);
export const { wordsOf, labelOf: label } = lexiconWords;

/**
 * Japanese does not inflect nouns: a slot that asks for a case or an article
 * (`{value:dat}`) gets the word's base form.
 */
export const inflect: Inflect = (word) => wordText(word);

/** The attribute as a noun (a table heading): the lexicon's, or the attribute's name. */
export function noun(ctx: RenderContext, attr: string): string {
  return attributeNoun(ctx.lexicon, locale, attr);
}

/** 3軒目: a house counted from the left. */
export function nth(pos: number | string): string {
  return `${pos}軒目`;
}

/**
 * Houses as a list, the counter repeated after every number (2、3軒目 would read "two or
 * three houses"): 1軒目か2軒目, 1軒目、3軒目、4軒目.
 */
export function houseList(positions: readonly number[], joiner: "、" | "か"): string {
  return positions.map(nth).join(joiner);
}

/**
 * Houses a value may be in, as a place before に or である: 2軒目か4軒目; every house but one or
 * two as 1軒目以外, 1軒目と5軒目以外 (not 2軒目、3軒目、4軒目、5軒目のいずれか); else 1軒目、2軒目、4軒目のいずれか.
 */
export function houseChoice(positions: readonly number[], size: number): string {
  if (positions.length <= 2) return houseList(positions, "か");
  const others: number[] = [];
  for (let p = 1; p <= size; p++) if (!positions.includes(p)) others.push(p);
  if (others.length > 0 && others.length <= 2 && others.length < positions.length) return `${others.map(nth).join("と")}以外`;
  return `${houseList(positions, "、")}のいずれか`;
}

/** ヒント4, ヒント10と13, ヒント2、5、9 (indexes are 0-based). */
export function clueList(indexes: readonly number[]): string {
  const numbers = indexes.map((i) => String(i + 1));
  return `ヒント${numbers.length === 2 ? numbers.join("と") : numbers.join("、")}`;
}

/**
 * What a clue or fact talks about:
 * - a person, named by a phrase (スウェーデン人, 犬を飼っている人), with what is said of them
 *   (`predicate`, `negative`) and how well the phrase serves as a topic (`rank`: 2 for a name,
 *   1 for a nationality or a job, 0 otherwise);
 * - a house, named by its colour (赤い家): houses ある, people 住んでいる;
 * - a position (3軒目).
 */
export type Referent =
  | { readonly kind: "person"; readonly text: string; readonly predicate: string; readonly negative: string | undefined; readonly rank: 0 | 1 | 2 }
  | { readonly kind: "house"; readonly text: string }
  | { readonly kind: "position"; readonly pos: number };

/** What an entity refers to, in this context's words. */
export function refer(entity: Entity, ctx: RenderContext): Referent {
  if (isPositionRef(entity)) return { kind: "position", pos: entity.pos };
  const { attr, value } = entity;
  const words = wordsOf(ctx, attr);
  const word: Word | undefined = valueWord(ctx.lexicon, locale, attr, value);
  const fill = (template: string) => fillTemplate(template, { value: word ?? value }, inflect);
  const home = houseOf(words, word, fill);
  if (home !== undefined) return { kind: "house", text: home };
  const own = words?.verbs !== undefined && Object.hasOwn(words.verbs, String(value)) ? words.verbs[String(value)] : undefined;
  const subject = nonEmpty(own?.subject ?? words?.subject);
  const predicate = nonEmpty(own?.predicate ?? words?.predicate);
  const negative = nonEmpty(own?.negative ?? words?.negative);
  const identity = words?.family === "identity" || (words?.family === undefined && subject === "{value}");
  const rank = word !== undefined && wordKind(word) === "name" ? 2 : identity ? 1 : 0;
  if (predicate !== undefined) {
    const said = fill(predicate);
    return {
      kind: "person",
      text: subject !== undefined ? fill(subject) : personOf(said),
      predicate: said,
      negative: negative !== undefined ? fill(negative) : negated(said),
      rank,
    };
  }
  if (identity || subject !== undefined) {
    const text = subject !== undefined ? fill(subject) : label(ctx, attr, value);
    return { kind: "person", text, predicate: `${text}である`, negative: `${text}ではない`, rank };
  }
  // No words for the attribute: ペットがzebraの人.
  const thing = `${noun(ctx, attr)}が${lexiconWords.valueText(ctx, attr, value)}`;
  return { kind: "person", text: `${thing}の人`, predicate: `${thing}である`, negative: `${thing}ではない`, rank };
}

/**
 * The house a value names: for an attribute of the `house` family, the value's form before a
 * noun and 家 (赤い + 家, 緑の + 家; a word without that form takes の: ベージュの家), or the house
 * its predicate lives in (瓦屋根の家に住んでいる).
 */
function houseOf(words: JapaneseAttributeWords | undefined, word: Word | undefined, fill: (template: string) => string): string | undefined {
  const family = words?.family;
  if (family !== undefined && family !== "house") return undefined;
  const predicate = nonEmpty(words?.predicate);
  const lived = predicate === undefined ? undefined : /^(.+家)に住んでいる$/.exec(fill(predicate))?.[1];
  if (lived !== undefined) return lived;
  if (family !== "house" || word === undefined) return undefined;
  const before = wordForm(word, "attr") ?? (wordKind(word) === "adjective" ? wordText(word) : `${wordText(word)}の`);
  return `${before}家`;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === "" ? undefined : text;
}

/** The person a predicate describes: 40歳である → 40歳の人, 犬を飼っている → 犬を飼っている人. */
function personOf(predicate: string): string {
  return predicate.endsWith("である") ? `${predicate.slice(0, -3)}の人` : `${predicate}人`;
}

/**
 * A predicate negated, where a rule can do it: である → ではない, 〜ている → 〜ていない,
 * する → しない. Other verbs need their negative as data (飲む → 飲まない); without it the
 * clause says "is not the person who …" instead.
 */
function negated(predicate: string): string | undefined {
  if (predicate.endsWith("である")) return `${predicate.slice(0, -3)}ではない`;
  if (predicate.endsWith("ている")) return `${predicate.slice(0, -1)}ない`;
  if (predicate.endsWith("する")) return `${predicate.slice(0, -2)}しない`;
  return undefined;
}

/** The referent as a person: 赤い家の住人, 3軒目の住人. */
export function person(r: Referent): string {
  if (r.kind === "person") return r.text;
  return r.kind === "house" ? `${r.text}の住人` : `${nth(r.pos)}の住人`;
}

/** The referent as a subject: a person or a house as it is, a position by its resident. */
export function subject(r: Referent): string {
  return r.kind === "house" ? r.text : person(r);
}

/** The referent as a landmark ("…の隣", "…より左"): a person, a house, or the position itself (3軒目の隣). */
export function landmark(r: Referent): string {
  return r.kind === "position" ? nth(r.pos) : r.text;
}

/** Whether the subject of a clause is a house, which ある (or である) where a person 住んでいる. */
export function isHouse(r: Referent): boolean {
  return r.kind === "house";
}

/** What is said of a referent in a clause about the same person: 犬を飼っている, 赤い家に住んでいる, 3軒目に住んでいる. */
export function predicateOf(r: Referent): string {
  if (r.kind === "person") return r.predicate;
  return `${r.kind === "house" ? r.text : nth(r.pos)}に住んでいる`;
}

/**
 * A Japanese clause. `subject` is marked with は in a main clause and with が in an embedded
 * one (デンマーク人は紅茶を飲む / デンマーク人が…と仮定する); a clause about a `place` marks it
 * with には、 and に (AとBの間には、家が2軒ある / AとBの間に家が2軒ある). The predicate is in
 * its plain form and ends the clause in both modes.
 */
export interface Clause {
  readonly subject?: string;
  readonly place?: string;
  readonly predicate: string;
}

/** Writes a clause as a statement or inside another sentence (no final 。). */
export function write(c: Clause, mode: ClauseMode): string {
  if (c.subject !== undefined) return `${c.subject}${mode === "main" ? "は" : "が"}${c.predicate}`;
  if (c.place !== undefined) return `${c.place}${mode === "main" ? "には、" : "に"}${c.predicate}`;
  return c.predicate;
}

/**
 * The forms a predicate takes before another clause, by its ending: `conjunctive` joins it to
 * a following clause with 、 (住んでおり, であり, ではなく), `reason` gives a reason (住んでいるので,
 * なので). Fact predicates end in one of these; any other predicate takes ので as it is.
 */
const endings: readonly { readonly plain: string; readonly conjunctive: string; readonly reason: string }[] = [
  { plain: "住んでいない", conjunctive: "住んでおらず", reason: "住んでいないので" },
  { plain: "住んでいる", conjunctive: "住んでおり", reason: "住んでいるので" },
  { plain: "ではない", conjunctive: "ではなく", reason: "ではないので" },
  { plain: "でもない", conjunctive: "でもなく", reason: "でもないので" },
  { plain: "である", conjunctive: "であり", reason: "なので" },
];

/** A clause that another clause follows: joined with 、 (`conjunctive`) or giving the reason for it (`reason`, ending in ので). */
export function writeBefore(c: Clause, form: "conjunctive" | "reason"): string {
  const ending = endings.find((e) => c.predicate.endsWith(e.plain));
  const stem = ending === undefined ? c.predicate : c.predicate.slice(0, -ending.plain.length);
  const predicate = ending === undefined ? `${c.predicate}${form === "reason" ? "ので" : "し"}` : `${stem}${ending[form]}`;
  return write({ ...c, predicate }, "main");
}

/** A clause as a sentence: full-width full stop (a question keeps its ？). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[。？！]$/.test(trimmed) ? trimmed : `${trimmed}。`;
}
