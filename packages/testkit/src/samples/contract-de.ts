// A small German sample on the locale contract: the classic theme's nationality, house colour,
// pet and drink, the relation clues, the fact kinds and a "because" reason. It exists to show
// that the contract carries German (cases after prepositions, articles by gender, adjective
// endings, verb-final subordinate clauses) and as a starting point for @zebra/render-de; it
// is not a locale. `samples.test.ts` holds it to the grammar.
import { isPositionRef, lexiconFor, valueWord, wordForm, wordGender, wordKind, wordText, attributeWords, fillTemplate } from "@zebra/model";
import type { ArticleKind, ClauseMode, ClueClauses, Entity, FactClauses, Gender, GrammaticalCase, Inflect, LocaleWords, RenderContext, Word } from "@zebra/model";
import { classicVocabulary } from "@zebra/vocab";

// ----- words: data, as a linguist writes them -----------------------------------------------

/**
 * The German words of four classic attributes. Conventions of this sample, which a German
 * locale documents in its README:
 * - a noun's `forms` list what differs from its base (weak nouns: `Däne` → `Dänen`);
 * - `predicate` is a verb phrase in verb-final order, the finite verb last ("{value:acc.indef} hält");
 * - `subject`, when given, is what follows the head noun "Person" ("mit {value:dat.def}"); without
 *   one, the person is named by a relative clause built from the predicate ("die Person, die Tee trinkt");
 * - house colours are adjectives: the locale declines them before "Haus".
 */
export const words: LocaleWords = {
  locale: "de",
  units: { year: "{value} Jahre", cm: "{value} cm", km: "{value} km", floor: "{value}. Stock" },
  attributes: {
    nationality: {
      noun: { text: "Nationalität", gender: "f" },
      values: {
        English: { text: "Engländer", gender: "m", forms: { gen: "Engländers" } },
        Swede: { text: "Schwede", gender: "m", forms: { acc: "Schweden", dat: "Schweden", gen: "Schweden" } },
        Dane: { text: "Däne", gender: "m", forms: { acc: "Dänen", dat: "Dänen", gen: "Dänen" } },
        Norwegian: { text: "Norweger", gender: "m", forms: { gen: "Norwegers" } },
        German: { text: "Deutsche", gender: "m", forms: { acc: "Deutschen", dat: "Deutschen", gen: "Deutschen" } },
      },
    },
    "house-color": {
      noun: { text: "Hausfarbe", gender: "f" },
      values: {
        red: { text: "rot", kind: "adjective" },
        green: { text: "grün", kind: "adjective" },
        white: { text: "weiß", kind: "adjective" },
        yellow: { text: "gelb", kind: "adjective" },
        blue: { text: "blau", kind: "adjective" },
      },
    },
    pet: {
      noun: { text: "Haustier", gender: "n" },
      subject: "mit {value:dat.def}",
      predicate: "{value:acc.indef} hält",
      values: {
        dog: { text: "Hund", gender: "m", forms: { gen: "Hundes" } },
        bird: { text: "Vogel", gender: "m", forms: { gen: "Vogels" } },
        cat: { text: "Katze", gender: "f" },
        horse: { text: "Pferd", gender: "n", forms: { gen: "Pferdes" } },
        zebra: { text: "Zebra", gender: "n", forms: { gen: "Zebras" } },
      },
    },
    drink: {
      noun: { text: "Getränk", gender: "n" },
      predicate: "{value:acc.bare} trinkt",
      values: {
        tea: { text: "Tee", gender: "m" },
        coffee: { text: "Kaffee", gender: "m" },
        milk: { text: "Milch", gender: "f" },
        beer: { text: "Bier", gender: "n" },
        water: { text: "Wasser", gender: "n" },
      },
    },
  },
};

// ----- grammar: the locale's code, interpreting the words -----------------------------------

const articles: Readonly<Record<Exclude<ArticleKind, "bare">, Readonly<Record<Gender, Readonly<Record<GrammaticalCase, string>>>>>> = {
  def: {
    m: { nom: "der", acc: "den", dat: "dem", gen: "des" },
    f: { nom: "die", acc: "die", dat: "der", gen: "der" },
    n: { nom: "das", acc: "das", dat: "dem", gen: "des" },
    c: { nom: "die", acc: "die", dat: "der", gen: "der" },
  },
  indef: {
    m: { nom: "ein", acc: "einen", dat: "einem", gen: "eines" },
    f: { nom: "eine", acc: "eine", dat: "einer", gen: "einer" },
    n: { nom: "ein", acc: "ein", dat: "einem", gen: "eines" },
    c: { nom: "eine", acc: "eine", dat: "einer", gen: "einer" },
  },
  neg: {
    m: { nom: "kein", acc: "keinen", dat: "keinem", gen: "keines" },
    f: { nom: "keine", acc: "keine", dat: "keiner", gen: "keiner" },
    n: { nom: "kein", acc: "kein", dat: "keinem", gen: "keines" },
    c: { nom: "keine", acc: "keine", dat: "keiner", gen: "keiner" },
  },
};

/** A noun with its article in a case: "dem Dänen", "einen Hund", "Tee". */
function nounPhrase(word: Word, kase: GrammaticalCase, article: ArticleKind): string {
  const noun = wordForm(word, kase) ?? wordText(word);
  if (article === "bare") return noun;
  return `${articles[article][wordGender(word) ?? "n"][kase]} ${noun}`;
}

/** Reads a slot's features (`dat.def`, `acc.indef`) and writes the word in that form. */
export const inflect: Inflect = (word, features) => {
  const kase = (features.find((f) => f === "nom" || f === "acc" || f === "dat" || f === "gen") ?? "nom") as GrammaticalCase;
  const article = (features.find((f) => f === "def" || f === "indef" || f === "neg" || f === "bare") ?? "def") as ArticleKind;
  return nounPhrase(word, kase, article);
};

/** The weak ending of an adjective after a definite article: "das rote Haus", "dem roten Haus". */
function weakEnding(gender: Gender, kase: GrammaticalCase): string {
  if (kase === "nom") return "e";
  if (kase === "acc") return gender === "m" ? "en" : "e";
  return "en";
}

/** A person or a house named in a clause, declined by case; a relative clause needs commas around it. */
interface Phrase {
  readonly kind: "person" | "house";
  readonly form: (kase: GrammaticalCase) => string;
  readonly relative: boolean;
}

const person = { text: "Person", gender: "f" } as const;

/** How a value's owner is named: the Dane, the red house, the person with the dog, the person who drinks tea. */
export function phraseOf(entity: Entity, ctx: RenderContext): Phrase {
  if (isPositionRef(entity)) return { kind: "house", form: (k) => `${articles.def.n[k]} ${entity.pos}. Haus`, relative: false };
  const word = valueWord(ctx.lexicon, "de", entity.attr, entity.value) ?? String(entity.value);
  const own = attributeWords(ctx.lexicon, "de", entity.attr);
  if (wordKind(word) === "adjective") return { kind: "house", form: (k) => `${articles.def.n[k]} ${wordText(word)}${weakEnding("n", k)} Haus`, relative: false };
  if (own?.subject !== undefined) {
    const modifier = fillTemplate(own.subject, { value: word }, inflect);
    return { kind: "person", form: (k) => `${nounPhrase(person, k, "def")} ${modifier}`, relative: false };
  }
  if (own?.predicate !== undefined) {
    const relative = fillTemplate(own.predicate, { value: word }, inflect);
    return { kind: "person", form: (k) => `${nounPhrase(person, k, "def")}, die ${relative}`, relative: true };
  }
  return { kind: "person", form: (k) => nounPhrase(word, k, "def"), relative: false };
}

/** Prepositions that merge with the dative article: "in dem" → "im", "von dem" → "vom". */
function after(preposition: string, phrase: string): string {
  const merged = /^(in|von|zu|an) dem (.*)$/.exec(`${preposition} ${phrase}`);
  return merged === null ? `${preposition} ${phrase}` : `${{ in: "im", von: "vom", zu: "zum", an: "am" }[merged[1] as "in"]} ${merged[2]}`;
}

/**
 * A German clause: its subject, its finite verb, and what comes between them in a subordinate
 * clause, in order. A relative clause inside the subject or at the end of the middle needs
 * its closing comma when more words follow.
 */
export interface Clause {
  readonly subject: Phrase;
  readonly verb: string;
  /** The middle field, in order; the last part may be a phrase with a relative clause. */
  readonly middle: readonly (string | { readonly phrase: Phrase; readonly kase: GrammaticalCase; readonly preposition?: string })[];
}

function middleText(part: Clause["middle"][number]): { text: string; relative: boolean } {
  if (typeof part === "string") return { text: part, relative: false };
  const text = part.phrase.form(part.kase);
  return { text: part.preposition === undefined ? text : after(part.preposition, text), relative: part.phrase.relative };
}

/** Main clause: verb second ("Der Däne wohnt in Haus 2"); embedded: verb last ("der Däne in Haus 2 wohnt"). */
export function write(clause: Clause, mode: ClauseMode): string {
  const parts = [{ text: clause.subject.form("nom"), relative: clause.subject.relative }, ...clause.middle.map(middleText)];
  if (mode === "main") parts.splice(1, 0, { text: clause.verb, relative: false });
  else parts.push({ text: clause.verb, relative: false });
  return parts.map((p, i) => (p.relative && i < parts.length - 1 ? `${p.text},` : p.text)).join(" ");
}

/** A clause as a sentence. */
export function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function houses(positions: readonly number[]): string {
  return `Haus ${positions.length === 1 ? positions[0] : `${positions.slice(0, -1).join(", ")} oder ${positions.at(-1)}`}`;
}

function lives(subject: Phrase): string {
  return subject.kind === "house" ? "steht" : "wohnt";
}

/** A relation: "X wohnt <words> <preposition> Y(dative)". */
function relation(a: Entity, b: Entity, ctx: RenderContext, words: string, preposition: string): Clause {
  const subject = phraseOf(a, ctx);
  const middle = words === "" ? [] : [words];
  return { subject, verb: lives(subject), middle: [...middle, { phrase: phraseOf(b, ctx), kase: "dat", preposition }] };
}

/** The relation clues and `same`/`at`, in German (a whole locale words every clue type). */
export const clues: Pick<ClueClauses<Clause>, "same" | "at" | "next_to" | "not_next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right" | "between"> = {
  same: ({ a, b }, ctx) => {
    const A = phraseOf(a, ctx);
    const B = phraseOf(b, ctx);
    if (B.kind === "house") return { subject: A, verb: "wohnt", middle: [{ phrase: B, kase: "dat", preposition: "in" }] };
    const predicate = isPositionRef(b) ? undefined : attributeWords(ctx.lexicon, "de", b.attr)?.predicate;
    if (predicate === undefined || isPositionRef(b)) return { subject: A, verb: "ist", middle: [{ phrase: B, kase: "nom" }] };
    // "{value:acc.indef} hält": the verb is the template's last word.
    const filled = fillTemplate(predicate, { value: valueWord(ctx.lexicon, "de", b.attr, b.value) ?? String(b.value) }, inflect);
    const at = filled.lastIndexOf(" ");
    return { subject: A, verb: filled.slice(at + 1), middle: at < 0 ? [] : [filled.slice(0, at)] };
  },
  at: ({ a, pos }, ctx) => ({ subject: phraseOf(a, ctx), verb: "wohnt", middle: [`in ${houses([pos])}`] }),
  next_to: ({ a, b }, ctx) => relation(a, b, ctx, "", "neben"),
  not_next_to: ({ a, b }, ctx) => relation(a, b, ctx, "nicht", "neben"),
  left_of: ({ a, b }, ctx) => relation(a, b, ctx, "irgendwo links", "von"),
  right_of: ({ a, b }, ctx) => relation(a, b, ctx, "irgendwo rechts", "von"),
  immediately_left: ({ a, b }, ctx) => relation(a, b, ctx, "direkt links", "neben"),
  immediately_right: ({ a, b }, ctx) => relation(a, b, ctx, "direkt rechts", "neben"),
  between: ({ a, b, c }, ctx) => {
    const subject = phraseOf(b, ctx);
    return { subject, verb: lives(subject), middle: ["irgendwo", { phrase: phraseOf(a, ctx), kase: "dat", preposition: "zwischen" }, "und", { phrase: phraseOf(c, ctx), kase: "dat" }] };
  },
};

/** Every fact kind in German: "wohnt in Haus 2", "wohnt nicht in Haus 1 oder 3", "kann nur in Haus 2 oder 4 wohnen". */
export const facts: FactClauses<Clause> = {
  at: ({ entity, pos }, ctx) => ({ subject: phraseOf(entity, ctx), verb: "wohnt", middle: [`in ${houses([pos])}`] }),
  not_at: ({ entity, positions }, ctx) => ({ subject: phraseOf(entity, ctx), verb: "wohnt", middle: [`nicht in ${houses(positions)}`] }),
  among: ({ entity, positions }, ctx) => ({ subject: phraseOf(entity, ctx), verb: "kann", middle: [`nur in ${houses(positions)} wohnen`] }),
};

/** A clue step with a reason: "Hinweis 3: Der Däne trinkt Tee. Da …, folgt, dass … ." */
export function reasoned(clue: number, main: Clause, premise: Clause, conclusion: Clause): string {
  return `Hinweis ${clue}: ${sentence(write(main, "main"))} Da ${write(premise, "embedded")}, folgt, dass ${write(conclusion, "embedded")}.`;
}

/** The sample's lexicon for a puzzle of the classic theme. */
export function lexiconOf(puzzle: RenderContext["puzzle"]): RenderContext["lexicon"] {
  return lexiconFor(classicVocabulary, words, puzzle);
}
