// How German names the people and houses of a puzzle, and what it says of them, from the
// lexicon's words (see the README for the conventions of the templates): "der Däne", "Alice",
// "das rote Haus", "die Person mit dem Hund", "der Pall-Mall-Raucher", "die Person, die Tee
// trinkt"; "hält einen Hund", "hält keinen Hund", "wohnt nicht im roten Haus".
import { isPositionRef, wordForm, wordKind, wordText } from "@zebra/model";
import { attributeNoun, fillTemplate, localeWords, joinList, oncePerLexicon, oncePerValue, valueWord } from "@zebra/locale-kit";
import type { Entity, GrammaticalCase, Lexeme, ValueRef, Word, WordFeature } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { capitalize, part, type Part } from "./clause.js";
import { adjectiveEnding, article, articleOf, caseOf, contractAll, declensionOf, inflect, nounPhrase, withPreposition } from "../grammar.js";
import { ordinalWord } from "./numbers.js";

/** This renderer's locale code; lexicons in another language are ignored. */
const locale = "de";

/** A value on its own (lists, grids) is written as the text says it; an adjective on its own is a noun: "Rot", "Grün" (in a clause it stays one: "das rote Haus"). */
export const lexiconWords = localeWords(locale, (label, word) => (word !== undefined && wordKind(word) === "adjective" ? capitalize(label) : label));
export const { wordsOf, labelOf } = lexiconWords;

/** The noun of houses, in a case: "Haus", "Hauses". */
function houseNoun(kase: GrammaticalCase): string {
  return kase === "gen" ? "Hauses" : "Haus";
}

/** The noun of people named by what they have or do. */
const person: Lexeme = { text: "Person", gender: "f" };

/**
 * How a phrase names its referent, best first: a name, a noun ("der Däne", "der
 * Dunhill-Raucher"), a person by a phrase ("die Person mit dem Hund"), by a relative clause
 * ("die Person, die Tee trinkt"), or generically. A `same` clue takes the best as its subject.
 */
type Style = "name" | "noun" | "with" | "relative" | "generic";

const styleRank: Readonly<Record<Style, number>> = { name: 0, noun: 1, with: 2, relative: 3, generic: 4 };

/** A person or a house named in a clause: its form in each case, and what kind of phrase it is. */
export interface Phrase {
  readonly kind: "person" | "house";
  readonly style: Style;
  readonly form: (kase: GrammaticalCase) => Part;
  /** The gender of the phrase's head noun, which a pronoun for it takes ("die Person …": "sie"). */
  readonly gender: "m" | "f" | "n";
  /** Whether the person is known to be a woman (a woman's name), so that nouns of persons take their feminine form. */
  readonly female: boolean;
  /** The finite verb of the relative clause that names the person, if any ("trinkt"). */
  readonly verb?: string;
  /** A house's resident, in a case: "die Person im roten Haus". */
  readonly resident?: (kase: GrammaticalCase) => Part;
}

/** The attribute as a noun with its gender: the lexicon's, or the attribute's own name (neuter, for want of a gender). */
export function nounOf(ctx: RenderContext, attr: string): Word {
  const noun = wordsOf(ctx, attr)?.noun;
  return noun !== undefined && wordText(noun) !== "" ? noun : attributeNoun(ctx.lexicon, locale, attr);
}

/** Whether the lexicon has a German word for the value (else the value is shown as the puzzle writes it). */
function hasWord(ctx: RenderContext, ref: ValueRef): boolean {
  const word = valueWord(ctx.lexicon, locale, ref.attr, ref.value);
  return word !== undefined && wordText(word) !== "";
}

/** The value's word: the lexicon's, or the value itself. */
export function wordOf(ctx: RenderContext, ref: ValueRef): Word {
  return hasWord(ctx, ref) ? valueWord(ctx.lexicon, locale, ref.attr, ref.value)! : String(ref.value);
}

/** A value the lexicon has no word for, as text quotes it: „zebra“ (numbers as they are). */
function quotedValue(ctx: RenderContext, ref: ValueRef): string {
  return typeof ref.value === "number" ? String(ref.value) : `„${labelOf(ctx, ref.attr, ref.value)}“`;
}

/** "Haus 3", "Haus 2, 3 oder 4". */
export function houses(positions: readonly number[]): string {
  return `Haus ${or(positions.map(String))}`;
}

/** "Nummer 3", "Nummer 2, 3 oder 4": a house named as a number ("das grüne Haus ist Nummer 4", never "ist Haus 4"). */
export function numbers(positions: readonly number[]): string {
  return `Nummer ${or(positions.map(String))}`;
}

/** A list: "a, b und c" (German has no serial comma). */
export function and(items: readonly string[]): string {
  return joinList(items, ", ", " und ");
}

/** Alternatives: "a, b oder c". */
function or(items: readonly string[]): string {
  return joinList(items, ", ", " oder ");
}

/** "Hinweis 4", "Hinweisen 3 und 7" after a dative preposition ("nach den Hinweisen 3 und 7"): the clue numbers, 1-based. */
export function clueNumbers(indexes: readonly number[], kase: "nom" | "dat" = "nom"): string {
  const list = and(indexes.map((i) => String(i + 1)));
  if (indexes.length === 1) return `Hinweis ${list}`;
  return kase === "dat" ? `den Hinweisen ${list}` : `die Hinweise ${list}`;
}

/** A house by its position: "das dritte Haus", "dem 13. Haus". */
function ordinalHouse(pos: number, kase: GrammaticalCase): string {
  return `${article("def", "n", kase)} ${ordinalWord(pos, "def", "n", kase)} ${houseNoun(kase)}`;
}

/** "im dritten Haus": where a person lives, by the house's position. */
export function inOrdinalHouse(pos: number): string {
  return withPreposition("in", ordinalHouse(pos, "dat"));
}

/** Whether an attribute's values name houses: its family says so, or (without a family) its words are adjectives. */
function describesHouse(ctx: RenderContext, ref: ValueRef): boolean {
  const family = wordsOf(ctx, ref.attr)?.family;
  if (family !== undefined && family !== "house") return false;
  return hasWord(ctx, ref) && wordKind(wordOf(ctx, ref)) === "adjective";
}

/** The house a value names, in a case: "das rote Haus", "dem roten Haus". */
function housePhrase(word: Word, kase: GrammaticalCase): string {
  return `${inflect(word, [kase, "def"])} ${houseNoun(kase)}`;
}

/** A person as "die Person …" in a case, with a modifier after the noun ("mit dem Hund") or a relative clause. */
function personWith(modifier: string | undefined, relative: string | undefined): (kase: GrammaticalCase) => Part {
  return (kase) => {
    const head = nounPhrase(person, kase, "def");
    const text = modifier === undefined ? head : `${head} ${modifier}`;
    return relative === undefined ? { text } : { text, relative };
  };
}

/**
 * A value's word with the spaces of a compound's parts joined by hyphens, when the template
 * makes it part of one ("{value}-Raucher"); a compound that starts with it is a noun, with a
 * capital ("{value}spieler" with a value without German words: "Judospieler").
 */
function forCompound(template: string, word: Word): Word {
  if (!/\{value[^{}]*\}[\p{L}-]|[\p{L}-]\{value/u.test(template)) return word;
  const joined = wordText(word).replace(/ /g, "-");
  const text = /(?:^|\s)\{value[^{}]*\}[\p{L}-]/u.test(template) ? capitalize(joined) : joined;
  return typeof word === "string" ? text : { ...word, text };
}

/** Fills a template of this locale with a value's word, contracting prepositions with articles. */
export function fill(template: string, word: Word | number, inflection = inflect): string {
  const value = typeof word === "number" ? word : forCompound(template, word);
  return contractAll(fillTemplate(template, { value }, inflection));
}

const articleGenders: Readonly<Record<string, "m" | "f" | "n">> = { der: "m", die: "f", das: "n" };

/**
 * A noun phrase written as a template with its article ("der {value}-Raucher", "die {value} cm
 * große Person"), declined: the article by case, adjectives before the noun (lower-case words
 * ending in -e) with their endings, a masculine noun ending in -e as a weak or adjectival noun
 * ("dem 40-Jährigen"); with the gender of its article.
 */
function declinedPhrase(text: string): { readonly form: (kase: GrammaticalCase) => Part; readonly gender: "m" | "f" | "n" } | undefined {
  const words = text.split(" ");
  const declension = articleGenders[words[0]!];
  if (declension === undefined || words.length < 2) return undefined;
  const form = (kase: GrammaticalCase): Part => {
    const out = [article("def", declension, kase)];
    words.slice(1).forEach((w, i) => {
      const last = i === words.length - 2;
      if (!last && /^\p{Ll}+e$/u.test(w)) out.push(w.slice(0, -1) + adjectiveEnding("def", declension, kase));
      else if (last && declension === "m" && w.endsWith("e")) out.push(w.slice(0, -1) + adjectiveEnding("def", "m", kase));
      else if (last && declension !== "f" && kase === "gen" && !/[sßxz]$/.test(w)) out.push(`${w}s`);
      else out.push(w);
    });
    return part(out.join(" "));
  };
  return { form, gender: declension };
}

/**
 * A masculine noun phrase of a template as a woman's: "der Tennisspieler" → "die
 * Tennisspielerin", "der 40-Jährige" → "die 40-Jährige"; any other is left as it is.
 */
function feminineNoun(text: string): string {
  const words = text.split(" ");
  const last = words.at(-1)!;
  if (words[0] !== "der" || words.length < 2) return text;
  if (last.endsWith("er")) return ["die", ...words.slice(1, -1), `${last}in`].join(" ");
  if (last.endsWith("e")) return ["die", ...words.slice(1)].join(" ");
  return text;
}

function refKey(ref: ValueRef): string {
  return `${ref.attr}\u0000${typeof ref.value}\u0000${ref.value}`;
}

/** A phrase's form in each case, each written once. */
function memoForms(form: (kase: GrammaticalCase) => Part): (kase: GrammaticalCase) => Part {
  const forms = new Map<GrammaticalCase, Part>();
  return (kase) => {
    let known = forms.get(kase);
    if (known === undefined) forms.set(kase, (known = form(kase)));
    return known;
  };
}

/** The phrase of a value's owner: the house, a name, a noun, a person with something, or a person by a relative clause. */
export function valuePhrase(ref: ValueRef, ctx: RenderContext): Phrase {
  const female = isWoman(ref, ctx);
  return oncePerValue(ctx, female ? "phrase-f" : "phrase", ref, () => {
    const phrase = makeValuePhrase(ref, ctx, female);
    return { ...phrase, form: memoForms(phrase.form), ...(phrase.resident !== undefined ? { resident: memoForms(phrase.resident) } : {}) };
  });
}

const women = new WeakMap<object, ReadonlySet<string>>();

/**
 * Whether the clues say that a value's person is a woman: a "same" clue ties it, directly or
 * through other values, to a woman's name ("Nina ist Mechanikerin"), so that every noun about
 * her is feminine ("die Mechanikerin"). Only the clues count: the solution would tell the reader
 * more than they know.
 */
function isWoman(ref: ValueRef, ctx: RenderContext): boolean {
  let found = women.get(ctx.puzzle.clues);
  if (found === undefined) women.set(ctx.puzzle.clues, (found = womenOf(ctx)));
  return found.has(refKey(ref));
}

function womenOf(ctx: RenderContext): ReadonlySet<string> {
  const ties = ctx.puzzle.clues.flatMap((c) => (c.type === "same" && !isPositionRef(c.a) && !isPositionRef(c.b) ? [[c.a, c.b] as const] : []));
  const female = (ref: ValueRef) => {
    const word = hasWord(ctx, ref) ? wordOf(ctx, ref) : undefined;
    return typeof word === "object" && word.kind === "name" && word.gender === "f";
  };
  const out = new Set<string>();
  const queue = ties.flatMap((t) => t.filter(female));
  for (const ref of queue) out.add(refKey(ref));
  for (let i = 0; i < queue.length; i++) {
    const at = refKey(queue[i]!);
    for (const [a, b] of ties) {
      const other = refKey(a) === at ? b : refKey(b) === at ? a : undefined;
      if (other !== undefined && !out.has(refKey(other))) {
        out.add(refKey(other));
        queue.push(other);
      }
    }
  }
  return out;
}

function makeValuePhrase(ref: ValueRef, ctx: RenderContext, woman: boolean): Phrase {
  const words = wordsOf(ctx, ref.attr);
  const word = wordOf(ctx, ref);
  if (describesHouse(ctx, ref)) {
    const subject = words?.subject;
    const modifier = subject !== undefined && subject !== "" ? fill(subject, word) : withPreposition("in", housePhrase(word, "dat"));
    return { kind: "house", style: "with", form: (k) => part(housePhrase(word, k)), gender: "n", female: false, resident: personWith(modifier, undefined) };
  }
  const family = words?.family;
  const lexeme = hasWord(ctx, ref) && typeof word !== "string" ? word : undefined;
  // A value names its person when its family says so; without a family (a user's words), when there is no template to name the person otherwise.
  const identity = family === "identity" || (family === undefined && !words?.subject && !words?.predicate);
  if (lexeme !== undefined && identity && (lexeme.kind === "name" || (lexeme.gender !== undefined && lexeme.kind !== "verb-phrase"))) {
    const style: Style = lexeme.kind === "name" ? "name" : "noun";
    // A woman's noun in its feminine form where the lexicon has one: "die Mechanikerin".
    const noun = woman && lexeme.kind !== "name" ? feminine(lexeme) : lexeme;
    const own = typeof noun === "string" ? undefined : noun.gender;
    const gender = own === "f" || own === "n" ? own : "m";
    return { kind: "person", style, form: (k) => part(nounPhrase(noun, k, "def")), gender, female: woman || (lexeme.kind === "name" && lexeme.gender === "f") };
  }
  const subject = words?.subject;
  if (subject !== undefined && subject !== "") {
    const filled = fill(subject, typeof ref.value === "number" && !hasWord(ctx, ref) ? ref.value : word);
    const declined = declinedPhrase(woman ? feminineNoun(filled) : filled);
    if (declined !== undefined) return { kind: "person", style: "noun", form: declined.form, gender: declined.gender, female: woman };
    return { kind: "person", style: "with", form: personWith(filled, undefined), gender: "f", female: false };
  }
  const predicate = predicateWords(ref, ctx, {});
  if (predicate !== undefined) {
    const relative = `die ${joinParts(predicate.middle)} ${predicate.verb}`.replace(/ {2,}/g, " ");
    return { kind: "person", style: "relative", form: personWith(undefined, relative), gender: "f", female: false, verb: predicate.verb };
  }
  return {
    kind: "person",
    style: "generic",
    form: personWith(undefined, `deren ${wordText(nounOf(ctx, ref.attr))} ${quotedValue(ctx, ref)} ist`),
    gender: "f",
    female: false,
  };
}

/** A position's house ("das dritte Haus"), or a value's phrase. */
export function phraseOf(entity: Entity, ctx: RenderContext): Phrase {
  if (!isPositionRef(entity)) return valuePhrase(entity, ctx);
  const pos = entity.pos;
  return {
    kind: "house",
    style: "with",
    form: (k) => part(ordinalHouse(pos, k)),
    gender: "n",
    female: false,
    resident: personWith(inOrdinalHouse(pos), undefined),
  };
}

/** The phrase as a person: a house becomes the person who lives in it ("die Person im roten Haus"). */
export function asPerson(phrase: Phrase): Phrase {
  if (phrase.kind === "person" || phrase.resident === undefined) return phrase;
  return { kind: "person", style: "with", form: phrase.resident, gender: "f", female: false };
}

/**
 * The phrase as a house: a person becomes the house they live in ("das Haus des Schweden",
 * "dem Haus der Person, die Tee trinkt", "das Haus von Alice": a name takes no genitive
 * article); a house stays itself.
 */
export function asHouse(phrase: Phrase): Phrase {
  if (phrase.kind === "house") return phrase;
  const owner = (): Part => (phrase.style === "name" ? { ...phrase.form("dat"), text: `von ${phrase.form("dat").text}` } : phrase.form("gen"));
  return {
    kind: "house",
    style: "with",
    form: (k) => {
      const of = owner();
      return { ...of, text: `${article("def", "n", k)} ${houseNoun(k)} ${of.text}` };
    },
    gender: "n",
    female: false,
    resident: phrase.form,
  };
}

/** Whether one phrase makes a better subject than another (a name before a noun before a phrase). */
export function betterSubject(a: Phrase, b: Phrase): boolean {
  return styleRank[a.style] < styleRank[b.style];
}

/** A verb phrase: the finite verb and the middle field ("hält" + "einen Hund"). */
export interface VerbPhrase {
  readonly verb: string;
  readonly middle: readonly Part[];
}

/** How a predicate is said: negated ("hält keinen Hund"), definite ("hält den Hund", for the one person who has it), of a woman ("ist Dänin"). */
export interface PredicateOptions {
  readonly negated?: boolean;
  readonly definite?: boolean;
  readonly female?: boolean;
}

function joinParts(parts: readonly Part[]): string {
  return parts.map((p) => (p.relative === undefined ? p.text : `${p.text}, ${p.relative}`)).join(" ");
}

/** The feminine of a noun of persons, when it lists one (Däne → Dänin, Deutscher → Deutsche). */
function feminine(word: Word): Word {
  const f = wordForm(word, "f");
  return f === undefined ? word : { text: f, gender: "f" };
}

/**
 * Splits a filled verb-final predicate into its verb (the last word) and its middle field. A
 * predicate written verb first ("hält einen Hund": its last word is a noun) is read that way.
 */
function splitPredicate(filled: string): VerbPhrase {
  const words = filled.split(" ");
  const last = words.at(-1)!;
  if (words.length > 1 && /^\p{Lu}/u.test(last) && /^\p{Ll}/u.test(words[0]!)) return { verb: words[0]!, middle: [part(words.slice(1).join(" "))] };
  return { verb: last, middle: words.length > 1 ? [part(words.slice(0, -1).join(" "))] : [] };
}

/** The lexicon's predicate of a value, as a verb phrase, when it has one; negation is "kein" for slots with an indefinite or no article, "nicht" otherwise. */
function predicateWords(ref: ValueRef, ctx: RenderContext, options: PredicateOptions): VerbPhrase | undefined {
  const key = `predicate\u0000${refKey(ref)}\u0000${options.negated === true}\u0000${options.definite === true}\u0000${options.female === true}`;
  return oncePerLexicon(ctx, key, () => makePredicateWords(ref, ctx, options));
}

function makePredicateWords(ref: ValueRef, ctx: RenderContext, options: PredicateOptions): VerbPhrase | undefined {
  const template = wordsOf(ctx, ref.attr)?.predicate;
  if (template === undefined || template === "") return undefined;
  const base = hasWord(ctx, ref) ? wordOf(ctx, ref) : typeof ref.value === "number" ? ref.value : String(ref.value);
  const word = options.female === true && typeof base !== "number" ? feminine(base) : base;
  let negatedSlot = false;
  const inflection = (w: Word, features: readonly WordFeature[]): string => {
    const kind = articleOf(features);
    let wanted = features;
    if (options.negated === true && (kind === "indef" || kind === "bare")) {
      negatedSlot = true;
      wanted = [...features.filter((f) => f !== kind), "neg"];
    } else if (options.definite === true && (kind === "indef" || (kind === "bare" && caseOf(features) === "nom"))) {
      wanted = [...features.filter((f) => f !== kind), "def"];
    }
    return inflect(w, wanted);
  };
  const phrase = splitPredicate(fill(template, word, inflection));
  if (options.negated !== true || negatedSlot) return phrase;
  return { verb: phrase.verb, middle: [part("nicht"), ...phrase.middle] };
}

/**
 * What a sentence says of the owner of a value: the lexicon's predicate, or where they live
 * for a house ("wohnt im roten Haus"), or who they are ("ist der Däne", "heißt Alice"), or
 * generically ("hat als Pet „zebra“").
 */
export function predicateOf(entity: Entity, ctx: RenderContext, options: PredicateOptions = {}): VerbPhrase {
  const not = options.negated === true ? [part("nicht")] : [];
  if (isPositionRef(entity)) return { verb: "wohnt", middle: [...not, part(inOrdinalHouse(entity.pos))] };
  const own = predicateWords(entity, ctx, options);
  if (own !== undefined) return own;
  const phrase = valuePhrase(entity, ctx);
  if (phrase.kind === "house") return { verb: "wohnt", middle: [...not, part(withPreposition("in", phrase.form("dat").text))] };
  if (phrase.style === "name") return { verb: "heißt", middle: [...not, phrase.form("nom")] };
  if (phrase.style !== "generic" && phrase.style !== "relative") return { verb: "ist", middle: [...not, phrase.form("nom")] };
  return { verb: "hat", middle: [part(`als ${wordText(nounOf(ctx, entity.attr))}`), ...not, part(quotedValue(ctx, entity))] };
}

/** Whether an attribute's values name the people themselves ("der Däne", "Alice"), so that questions ask "wer". */
export function namesPeople(ctx: RenderContext, attr: string): boolean {
  return wordsOf(ctx, attr)?.family === "identity";
}

/** The verb a phrase's subject takes for where it is: people "wohnen", houses "stehen". */
export function lives(phrase: Phrase): string {
  return phrase.kind === "house" ? "steht" : "wohnt";
}

/** "jedes andere Getränk", "jede andere Farbe": the attribute's noun after "jeder andere". */
export function everyOther(ctx: RenderContext, attr: string): string {
  const noun = nounOf(ctx, attr);
  const declension = declensionOf(noun);
  const every = { m: "jeder", f: "jede", n: "jedes", pl: "alle" }[declension];
  return `${every} ${`ander${adjectiveEnding("def", declension, "nom")}`} ${wordText(noun)}`;
}

/** "kein Getränk", "keine Farbe": no value of the attribute. */
export function noValue(ctx: RenderContext, attr: string): string {
  return nounPhrase(nounOf(ctx, attr), "nom", "neg");
}

/** Whether an attribute's values are numbers. */
export function isNumeric(ctx: RenderContext, attr: string): boolean {
  return ctx.puzzle.attributes.find((a) => a.name === attr)?.values.some((v) => typeof v === "number") ?? false;
}
