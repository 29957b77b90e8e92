import { entityKey, isPositionRef, wordForm, wordText } from "@zebra/model";
import { attributeNoun, fillTemplate, localeWords, joinList, valueWord } from "@zebra/locale-kit";
import type { Entity, ValueRef } from "@zebra/model";
import type { Inflect, RenderContext } from "@zebra/locale-kit";

/** The locale code every lexicon lookup uses. */
const locale = "zh";

/** The kit's word accessors, bound to this locale (`lexiconWords.valueText` is a value on its own). */
export const lexiconWords = localeWords(locale);
export const { wordsOf } = lexiconWords;
const { labelOf } = lexiconWords;

/** Whether a phrase names a person (丹麦人) or a house (绿色房子); verbs follow it. */
type Kind = "person" | "house";

/** A referring phrase and what it refers to. */
export interface Phrase {
  readonly text: string;
  readonly kind: Kind;
}

/**
 * A context in which some values carry a note after their phrase, 养猫的人（第2或3座）: how a
 * step says what it starts from inside the clue it cites. Notes are keyed by `entityKey`; the
 * keys of the notes a phrase used are collected in `used`.
 */
export interface NotedContext extends RenderContext {
  readonly notes: ReadonlyMap<string, string>;
  readonly used: Set<string>;
}

/** The note of a value in a noted context (（第2座）), marked as used; "" elsewhere. */
function noteOf(ref: ValueRef, ctx: RenderContext): string {
  const notes = (ctx as Partial<NotedContext>).notes;
  if (notes === undefined) return "";
  const key = entityKey(ref);
  const note = notes.get(key);
  if (note === undefined) return "";
  (ctx as NotedContext).used.add(key);
  return `（${note}）`;
}

/**
 * Chinese forms of a word in a template slot: `{value:acc}` is the value with the verb that
 * takes it, from its `acc` form (钢琴 → 弹钢琴, 小提琴 → 拉小提琴), for attributes whose verb
 * changes from value to value; the base form when it lists none. Chinese marks no other feature.
 */
const inflect: Inflect = (word, features) => (features.includes("acc") ? (wordForm(word, "acc") ?? wordText(word)) : wordText(word));

/** A template of the lexicon filled with a value's word (its forms available to `{value:acc}`). */
function filled(template: string, ctx: RenderContext, ref: ValueRef): string {
  const word = valueWord(ctx.lexicon, locale, ref.attr, ref.value) ?? labelOf(ctx, ref.attr, ref.value);
  return fillTemplate(template, { value: word }, inflect);
}

/** The attribute as a noun: the lexicon's, else the attribute's own name. */
export function nounOf(ctx: RenderContext, attr: string): string {
  return attributeNoun(ctx.lexicon, locale, attr);
}

/** A phrase is about a house when it ends with 房子 (绿色房子), not with 的人. */
function kindOfPhrase(text: string): Kind {
  return /房子$/.test(text) && !/的人/.test(text) ? "house" : "person";
}

/** 第3座房子 */
export function house(pos: number | string): string {
  return `第${pos}座房子`;
}

/**
 * 第3座: a house by its number alone, as an explanation says it once the clues have named the
 * houses (丹麦人住在第3座, 绿色房子是第4座); clues keep the whole 第3座房子 the reader reads.
 */
export function houseNo(pos: number | string): string {
  return `第${pos}座`;
}

/** 丹麦人, 绿色房子, 第3座房子, Pet是zebra的人. A position is its house. */
export function subjectOf(entity: Entity, ctx: RenderContext): Phrase {
  if (isPositionRef(entity)) return { text: house(entity.pos), kind: "house" };
  const phrase = valueSubject(entity, ctx);
  const note = noteOf(entity, ctx);
  return note === "" ? phrase : { text: phrase.text + note, kind: phrase.kind };
}

/**
 * The phrase for a value. A value that places its owner in a house (住在红色房子里) is named by
 * that house (红色房子), which keeps clues short: 绿色房子紧挨在白色房子的左边. The attribute's
 * family says whether its values describe houses; words without a family are read for it.
 */
export function valueSubject(ref: ValueRef, ctx: RenderContext): Phrase {
  const words = wordsOf(ctx, ref.attr);
  const label = labelOf(ctx, ref.attr, ref.value);
  const family = words?.family;
  const mayBeHouse = family === undefined || family === "house";
  let subject: Phrase | undefined;
  if (words?.subject !== undefined && words.subject !== "") {
    const text = filled(words.subject, ctx, ref);
    subject = { text, kind: mayBeHouse ? kindOfPhrase(text) : "person" };
    if (subject.kind === "house") return subject;
  }
  if (mayBeHouse && words?.predicate !== undefined && words.predicate !== "") {
    const place = /^住在(.+房子)里?$/.exec(filled(words.predicate, ctx, ref))?.[1];
    if (place !== undefined) return { text: place, kind: "house" };
  }
  return subject ?? { text: `${nounOf(ctx, ref.attr)}是${label}的人`, kind: "person" };
}

/** Whether an attribute's values name the people themselves (丹麦人, 小明), so 谁 asks for it. */
export function namesPeople(ctx: RenderContext, attr: string): boolean {
  const words = wordsOf(ctx, attr);
  if (words?.family !== undefined) return words.family === "identity";
  return words?.subject !== undefined && /^\s*\{value\}\s*$/.test(words.subject);
}

/** What the person with the value does or has (养斑马), when the lexicon says. */
export function predicateOf(entity: Entity, ctx: RenderContext): string | undefined {
  if (isPositionRef(entity)) return `住在${house(entity.pos)}里`;
  const template = wordsOf(ctx, entity.attr)?.predicate;
  if (template === undefined || template === "") return undefined;
  return filled(template, ctx, entity) + noteOf(entity, ctx);
}

/** The phrase as a person: 住在绿色房子里的人 for a house. */
export function asPerson(phrase: Phrase): string {
  return phrase.kind === "house" ? `住在${phrase.text}里的人` : phrase.text;
}

/** The phrase as a house: 丹麦人住的房子, 喝茶的人住的房子（第2座）(人家 would read as "other people"); a house stays itself. */
export function asHouse(phrase: Phrase): string {
  if (phrase.kind === "house") return phrase.text;
  const [, text, note] = /^(.*?)(（[^（）]*）)?$/s.exec(phrase.text)!;
  return `${text!}住的房子${note ?? ""}`;
}

/** Positions by their numbers alone (see {@link houseNo}): 第3座, 第1、3、5座, 第2、4或5座. */
export function houseNos(positions: readonly number[], conjunction: "and" | "or"): string {
  const figures = positions.map(String);
  return houseNo(conjunction === "or" ? joinList(figures, "、", "或") : figures.join("、"));
}

/** A list in running text: 甲、乙和丙. */
function andList(items: readonly string[]): string {
  return joinList(items, "、", "和");
}

/** 线索4, 线索3和7, 线索2、5和9 (clue indexes are 0-based). */
export function clueList(indexes: readonly number[]): string {
  return `线索${andList(indexes.map((i) => String(i + 1)))}`;
}

/** A clause as a sentence, ending with 。 (unless it already ends a sentence). */
export function sentence(clause: string): string {
  const text = clause.trim();
  return /[。！？]$/.test(text) ? text : `${text}。`;
}
