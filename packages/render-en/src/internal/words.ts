import { entityKey, isPositionRef, wordForm, wordText } from "@zebra/model";
import { attributeNoun, fillTemplate, localeWords, joinList, oncePerValue, valueWord } from "@zebra/locale-kit";
import type { Entity, Value, ValueRef } from "@zebra/model";
import type { Inflect, RenderContext } from "@zebra/locale-kit";
import { ordinalWord } from "../numbers.js";

/** The locale code every lexicon lookup uses. */
const locale = "en";

/** The kit's word accessors, bound to this locale (`lexiconWords.valueText` is a value on its own). */
export const lexiconWords = localeWords(locale);
export const { wordsOf, labelOf } = lexiconWords;

/** Whether a phrase names a person ("the Dane") or a house ("the green house"); verbs follow it. */
export type Kind = "person" | "house";

/** A referring phrase and what it refers to. */
export interface Phrase {
  readonly text: string;
  readonly kind: Kind;
}

/**
 * A context in which some values carry a note after their phrase, "the cat owner (house 2 or
 * 3)": how a step says what it starts from inside the clue it cites. Notes are keyed by
 * `entityKey`; the keys of the notes a phrase used are collected in `used`.
 */
export interface NotedContext extends RenderContext {
  readonly notes: ReadonlyMap<string, string>;
  readonly used: Set<string>;
}

function isNoted(ctx: RenderContext): ctx is NotedContext {
  return (ctx as Partial<NotedContext>).notes !== undefined;
}

/** The note of a value in a noted context (" (house 2)"), marked as used; "" elsewhere. */
function noteOf(ref: ValueRef, ctx: RenderContext): string {
  if (!isNoted(ctx)) return "";
  const key = entityKey(ref);
  const note = ctx.notes.get(key);
  if (note === undefined) return "";
  ctx.used.add(key);
  return ` (${note})`;
}

/**
 * A value's label in a terse line: its text ("milk", "158 cm"), or the compound a lexicon's
 * subject makes of a number ("the {value}-year-old" gives "25-year-old", one word where "25
 * years old" is three).
 */
export function shortLabel(ctx: RenderContext, attr: string, value: Value): string {
  const compound = /^the (\{value\}-[\w-]+)$/.exec(wordsOf(ctx, attr)?.subject ?? "");
  return typeof value === "number" && compound !== null ? fillTemplate(compound[1]!, { value }) : lexiconWords.valueText(ctx, attr, value);
}

/**
 * A value as the subject of a sentence: a countable thing takes "the" ("The kilt is the only
 * piece of clothing left", "the zebra"), as the lexicon's own templates show where they put an
 * article right before the value ("wears the {value}", "keeps a {value}"); anything else is its
 * text ("Tea", "Red", "Alice", "160 cm"). A plural label with a singular form is one of them: "The
 * flamingo is the only bird left", not "Flamingos is".
 */
export function valueAsSubject(ctx: RenderContext, attr: string, value: Value): string {
  const words = wordsOf(ctx, attr);
  const word = valueWord(ctx.lexicon, locale, attr, value);
  const one = word !== undefined && typeof word !== "string" && word.number === "pl" ? wordForm(word, "sg") : undefined;
  if (one !== undefined) return `the ${one}`;
  // A unit that is the whole predicate ("is {value} years old") is an adjective phrase, not a
  // noun: the number alone names the value ("40 is the only age left", not "The 40 years old").
  if (typeof value === "number" && words?.unit !== undefined && words.predicate === `is ${words.unit}`) return String(value);
  const text = lexiconWords.valueText(ctx, attr, value);
  // "the {value}-year-old" is not an article before the value: the value is part of a compound.
  const countable = [words?.predicate, words?.subject].some((t) => t !== undefined && /\b(?:a|an|the) \{value(?::[\w.]+)?\}(?![\s-]*\w)/.test(t));
  return countable ? `the ${text}` : text;
}

/**
 * English forms of a word in a template slot: `{value:sg}` is the singular a plural label
 * lists (`thrillers` → `thriller`, for "the thriller reader"), `{value:pl}` the plural; the
 * cases and articles English does not mark read the base form.
 */
const inflect: Inflect = (word, features) => {
  for (const key of ["sg", "pl"] as const) if (features.includes(key)) return wordForm(word, key) ?? wordText(word);
  return wordText(word);
};

/** A template of the lexicon filled with a value's word (its forms available to `{value:sg}`). */
function filled(template: string, ctx: RenderContext, ref: ValueRef): string {
  const word = valueWord(ctx.lexicon, locale, ref.attr, ref.value) ?? labelOf(ctx, ref.attr, ref.value);
  return fillTemplate(template, { value: word }, inflect);
}

/**
 * The attribute as a noun: the lexicon's, else the attribute's own name, in lower case inside a
 * sentence as English writes a common noun ("the nationality of the person whose drink is tea";
 * a word in capitals, "TV", stays as it is).
 */
export function nounOf(ctx: RenderContext, attr: string): string {
  const noun = attributeNoun(ctx.lexicon, locale, attr);
  return noun === attr ? noun.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase()) : noun;
}

const personWords = /\b(who|whose|that|of|in|with|person|owner|resident|occupant|people)\b/i;

/** A phrase is about a house when its head noun is "house" ("the green house"), not a person ("the owner of the green house"). */
function kindOfPhrase(text: string): Kind {
  return /\bhouse$/i.test(text) && !personWords.test(text) ? "house" : "person";
}

/** "the third house", "the 12th house". */
function ordinalHouse(pos: number): string {
  return `the ${ordinalWord(pos)} house`;
}

/** "the Dane", "the green house", "the third house", "the person whose Pet is zebra". A position is its house. */
export function subjectOf(entity: Entity, ctx: RenderContext): Phrase {
  if (isPositionRef(entity)) return { text: ordinalHouse(entity.pos), kind: "house" };
  const phrase = valueSubject(entity, ctx);
  const note = noteOf(entity, ctx);
  return note === "" ? phrase : { text: phrase.text + note, kind: phrase.kind };
}

/**
 * The phrase for a value. A value that places its owner in a house ("lives in the red house")
 * is named by that house ("the red house"), which keeps clues short: "the green house is
 * immediately to the left of the white house". The attribute's family says whether its values
 * describe houses; words without a family (a user's vocabulary) are read for it.
 */
export function valueSubject(ref: ValueRef, ctx: RenderContext): Phrase {
  // An explanation names the same few values hundreds of times; a phrase costs a template fill and two regular expressions.
  return oncePerValue(ctx, "subject", ref, () => phraseOf(ref, ctx));
}

function phraseOf(ref: ValueRef, ctx: RenderContext): Phrase {
  const words = wordsOf(ctx, ref.attr);
  const family = words?.family;
  let subject: Phrase | undefined;
  // A value may name its person its own way, where the attribute's pattern reads badly or
  // ambiguously ("the stamp collector", not "the stamp collecting fan"): its `subject` form.
  const own = wordForm(valueWord(ctx.lexicon, locale, ref.attr, ref.value) ?? "", "subject");
  if (own !== undefined) return { text: own, kind: family === undefined || family === "house" ? kindOfPhrase(own) : "person" };
  if (words?.subject !== undefined && words.subject !== "") {
    const text = filled(words.subject, ctx, ref);
    subject = { text, kind: family === undefined || family === "house" ? kindOfPhrase(text) : "person" };
    if (subject.kind === "house") return subject;
  }
  if ((family === undefined || family === "house") && words?.predicate !== undefined && words.predicate !== "") {
    const place = /^lives in (the .+)$/.exec(filled(words.predicate, ctx, ref))?.[1];
    if (place !== undefined && kindOfPhrase(place) === "house") return { text: place, kind: "house" };
  }
  return subject ?? { text: `the person whose ${nounOf(ctx, ref.attr)} is ${labelOf(ctx, ref.attr, ref.value)}`, kind: "person" };
}

/** Whether an attribute's values name the people themselves ("the Dane", "Alice"), so "who" asks for it. */
export function namesPeople(ctx: RenderContext, attr: string): boolean {
  const words = wordsOf(ctx, attr);
  if (words?.family !== undefined) return words.family === "identity";
  return words?.subject !== undefined && /^\s*(the\s+)?\{value\}\s*$/i.test(words.subject);
}

/**
 * What the person with the value does or has ("keeps a zebra"), when the lexicon says.
 * `definite` reads "a {value}" as "the {value}", for questions and answers about the one
 * person who has it ("who keeps the zebra?").
 */
export function predicateOf(entity: Entity, ctx: RenderContext, definite = false): string | undefined {
  if (isPositionRef(entity)) return `lives in ${ordinalHouse(entity.pos)}`;
  let template = wordsOf(ctx, entity.attr)?.predicate;
  if (template === undefined || template === "") return undefined;
  if (definite) template = template.replace(/\b(a|an) \{value\}/, "the {value}");
  return filled(template, ctx, entity) + noteOf(entity, ctx);
}

/** The phrase as a person: "the person in the green house" for a house. */
export function asPerson(phrase: Phrase): string {
  return phrase.kind === "house" ? `the person in ${phrase.text}` : phrase.text;
}

/** The phrase as a house: "the Dane's house (house 2)", "the house of the person in the vest"; a house stays itself. */
export function asHouse(phrase: Phrase): string {
  if (phrase.kind === "house") return phrase.text;
  const [, text, note] = /^(.*?)( \([^()]*\))?$/s.exec(phrase.text)!;
  return `${/^the person\b/.test(text!) || /s$/.test(text!) ? `the house of ${text!}` : `${text!}'s house`}${note ?? ""}`;
}

/** "lives" for people, "is" for houses. */
export function live(kind: Kind): string {
  return kind === "house" ? "is" : "lives";
}

/** "does not live" for people, "is not" for houses. */
export function notLive(kind: Kind): string {
  return kind === "house" ? "is not" : "does not live";
}

/** "lives in the third house" / "is the third house". */
export function inOrdinalHouse(kind: Kind, pos: number, negated = false): string {
  const where = ordinalHouse(pos);
  if (kind === "house") return `${negated ? "is not" : "is"} ${where}`;
  return `${negated ? "does not live" : "lives"} in ${where}`;
}

/**
 * The person at a position of a logic grid (`kind: "logic-grid"`, no houses), named by the
 * puzzle's first attribute, whose values stand in the positions' order: "Amy", "the Dane".
 */
export function personAt(pos: number, ctx: RenderContext): string {
  const key = ctx.puzzle.attributes[0]!;
  return asPerson(subjectOf({ attr: key.name, value: key.values[pos - 1]! }, ctx));
}

/** Whether the puzzle is a logic grid and the value one of its people's own (its first attribute's): facts about it go without saying. */
export function isPersonOfGrid(ref: ValueRef, ctx: RenderContext): boolean {
  return ctx.puzzle.kind === "logic-grid" && ref.attr === ctx.puzzle.attributes[0]!.name;
}

/** A position as the place a value is left for: "house 3" in a row, the person in a logic grid ("Carl"). */
export function placeAt(pos: number, ctx: RenderContext): string {
  return ctx.puzzle.kind === "logic-grid" ? personAt(pos, ctx) : `house ${pos}`;
}

/** The people at positions of a logic grid: "Amy", "Amy or Carl", "Amy, Bob and Carl". */
export function people(positions: readonly number[], conjunction: "and" | "or", ctx: RenderContext): string {
  return joinList(
    positions.map((p) => personAt(p, ctx)),
    ", ",
    ` ${conjunction} `,
  );
}

/** Positions as "house 3", "house 1 or 3", "houses 1, 3 and 5" (with "and"). */
export function houses(positions: readonly number[], conjunction: "and" | "or"): string {
  const figures = positions.map(String);
  if (conjunction === "or" || figures.length === 1) return `house ${joinList(figures, ", ", ` ${conjunction} `)}`;
  return `houses ${joinList(figures, ", ", " and ")}`;
}

/** A list in running text, without the Oxford comma: "a, b and c". */
export function andList(items: readonly string[]): string {
  return joinList(items, ", ", " and ");
}

/** "clue 4", "clues 3 and 7", "clues 2, 5 and 9" (clue indexes are 0-based). */
export function clueList(indexes: readonly number[]): string {
  const numbers = indexes.map((i) => String(i + 1));
  return `${numbers.length === 1 ? "clue" : "clues"} ${andList(numbers)}`;
}

/** Capitalises the first letter of a sentence. */
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** A clause as a sentence: capitalised, ending with a full stop (unless it already ends a sentence). */
export function sentence(clause: string): string {
  const text = capitalize(clause.trim());
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A number as written in running text. */
export function figure(n: number): string {
  return String(n);
}
