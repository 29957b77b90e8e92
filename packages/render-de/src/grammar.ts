// German morphology: articles, adjective endings, noun forms by case and number, and the
// contraction of a preposition with the article. Every rule here can be run backwards: a
// reader enumerates the forms of every word with `inflect`.
import { wordForm, wordGender, wordKind, wordText } from "@zebra/model";
import type { ArticleKind, Gender, GrammaticalCase, Word, WordFeature } from "@zebra/model";
import type { Inflect } from "@zebra/locale-kit";

/** The four cases in the order tables list them. */
const cases = ["nom", "acc", "dat", "gen"] as const satisfies readonly GrammaticalCase[];

/** A gender or the plural, which German declines like a fourth gender. */
export type Declension = Exclude<Gender, "c"> | "pl";

type CaseTable = Readonly<Record<GrammaticalCase, string>>;

/** Articles by kind, gender (or plural) and case; the plural has no indefinite article. */
const articles: Readonly<Record<Exclude<ArticleKind, "bare">, Readonly<Record<Declension, CaseTable>>>> = {
  def: {
    m: { nom: "der", acc: "den", dat: "dem", gen: "des" },
    f: { nom: "die", acc: "die", dat: "der", gen: "der" },
    n: { nom: "das", acc: "das", dat: "dem", gen: "des" },
    pl: { nom: "die", acc: "die", dat: "den", gen: "der" },
  },
  indef: {
    m: { nom: "ein", acc: "einen", dat: "einem", gen: "eines" },
    f: { nom: "eine", acc: "eine", dat: "einer", gen: "einer" },
    n: { nom: "ein", acc: "ein", dat: "einem", gen: "eines" },
    pl: { nom: "", acc: "", dat: "", gen: "" },
  },
  neg: {
    m: { nom: "kein", acc: "keinen", dat: "keinem", gen: "keines" },
    f: { nom: "keine", acc: "keine", dat: "keiner", gen: "keiner" },
    n: { nom: "kein", acc: "kein", dat: "keinem", gen: "keines" },
    pl: { nom: "keine", acc: "keine", dat: "keinen", gen: "keiner" },
  },
};

/**
 * Adjective endings: weak after the definite article (der rote), mixed after ein and kein
 * (ein roter), strong without an article (roter Wein).
 */
const endings: Readonly<Record<"weak" | "mixed" | "strong", Readonly<Record<Declension, CaseTable>>>> = {
  weak: {
    m: { nom: "e", acc: "en", dat: "en", gen: "en" },
    f: { nom: "e", acc: "e", dat: "en", gen: "en" },
    n: { nom: "e", acc: "e", dat: "en", gen: "en" },
    pl: { nom: "en", acc: "en", dat: "en", gen: "en" },
  },
  mixed: {
    m: { nom: "er", acc: "en", dat: "en", gen: "en" },
    f: { nom: "e", acc: "e", dat: "en", gen: "en" },
    n: { nom: "es", acc: "es", dat: "en", gen: "en" },
    pl: { nom: "en", acc: "en", dat: "en", gen: "en" },
  },
  strong: {
    m: { nom: "er", acc: "en", dat: "em", gen: "en" },
    f: { nom: "e", acc: "e", dat: "er", gen: "er" },
    n: { nom: "es", acc: "es", dat: "em", gen: "en" },
    pl: { nom: "e", acc: "e", dat: "en", gen: "er" },
  },
};

/** The article of a kind, gender and case ("" for the bare phrase and the plural indefinite). */
export function article(kind: ArticleKind, declension: Declension, kase: GrammaticalCase): string {
  return kind === "bare" ? "" : articles[kind][declension][kase];
}

/** Which adjective endings follow an article of this kind. */
function endingsAfter(kind: ArticleKind, declension: Declension): "weak" | "mixed" | "strong" {
  if (kind === "def") return "weak";
  if (kind === "bare" || (kind === "indef" && declension === "pl")) return "strong";
  return declension === "pl" ? "weak" : "mixed";
}

/** The ending of an attributive adjective after an article of this kind: "e" (das rote Haus), "en" (dem roten Haus). */
export function adjectiveEnding(kind: ArticleKind, declension: Declension, kase: GrammaticalCase): string {
  return endings[endingsAfter(kind, declension)][declension][kase];
}

/** Joins an article and what follows it, dropping an empty article. */
function withArticle(art: string, rest: string): string {
  return art === "" ? rest : `${art} ${rest}`;
}

/** How a word declines: its gender, or the plural for words whose base form is plural ("Äpfel"). */
export function declensionOf(word: Word, number: "sg" | "pl" = "sg"): Declension {
  if (number === "pl" || (typeof word !== "string" && word.number === "pl")) return "pl";
  const gender = wordGender(word);
  return gender === "m" || gender === "f" ? gender : "n";
}

/**
 * A noun's form in a case, without its article: the form the word lists (`forms.dat`,
 * `forms["dat.pl"]`), else the rule: strong masculine and neuter nouns add -s in the genitive
 * singular, plurals add -n in the dative unless they end in -n or -s, anything else keeps its
 * base form. Weak nouns (der Däne, den Dänen) list their forms.
 */
export function nounForm(word: Word, kase: GrammaticalCase, number: "sg" | "pl" = "sg"): string {
  if (kase === "nom" && number === "sg") return wordText(word);
  const plural = number === "pl" && !(typeof word !== "string" && word.number === "pl");
  const listed = plural ? wordForm(word, `${kase}.pl`) : wordForm(word, kase);
  if (listed !== undefined) return listed;
  const base = plural ? (wordForm(word, "pl") ?? wordText(word)) : wordText(word);
  const declension = declensionOf(word, number);
  if (declension === "pl") return kase === "dat" && !/[ns]$/.test(base) ? `${base}n` : base;
  if (kase === "gen" && declension !== "f" && !/[sßxz]$/.test(base)) return `${base}s`;
  return base;
}

/**
 * A noun phrase: the article and the noun in a case ("dem Dänen", "einen Hund", "Tee",
 * "keine Äpfel"). A name takes no article, and its negation is "nicht" ("nicht Dame"). After
 * the definite article a noun's listed nominative wins over its base form: an adjectival noun
 * gives its strong form as its base ("Deutscher": lists, "ist Deutscher", "kein Deutscher") and
 * its forms after "der" as its cases ("der Deutsche", "dem Deutschen").
 */
export function nounPhrase(word: Word, kase: GrammaticalCase, kind: ArticleKind, number: "sg" | "pl" = "sg"): string {
  if (wordKind(word) === "name") return kind === "neg" ? `nicht ${wordText(word)}` : wordText(word);
  const declension = declensionOf(word, number);
  const noun = kase === "nom" && kind === "def" && number === "sg" ? (wordForm(word, "nom") ?? wordText(word)) : nounForm(word, kase, number);
  return withArticle(article(kind, declension, kase), noun);
}

/**
 * An adjective before a noun, with its article: "das rote", "dem roten", "ein rotes". The
 * adjective's `forms.attr` is its stem before endings when it differs from the base
 * ("orange" → "orangefarben"); a case form it lists is its whole inflected form in that case
 * (indeclinable "rosa").
 */
function adjectivePhrase(word: Word, kase: GrammaticalCase, kind: ArticleKind, declension: Declension): string {
  const listed = wordForm(word, kase);
  const inflected = listed ?? `${stemOf(word)}${adjectiveEnding(kind, declension, kase)}`;
  return withArticle(article(kind, declension, kase), inflected);
}

/** An adjective's stem before its endings: "rot", "orangefarben"; a final -e is dropped ("beige" → "beig"). */
function stemOf(word: Word): string {
  const stem = wordForm(word, "attr") ?? wordText(word);
  return stem.endsWith("e") ? stem.slice(0, -1) : stem;
}

/** The case a slot asks for (the nominative when it names none). */
export function caseOf(features: readonly WordFeature[]): GrammaticalCase {
  return (features.find((f) => (cases as readonly string[]).includes(f)) as GrammaticalCase | undefined) ?? "nom";
}

/** The article a slot asks for (`def`, `indef`, `neg`, `bare`), or none. */
export function articleOf(features: readonly WordFeature[]): ArticleKind | undefined {
  return features.find((f): f is ArticleKind => f === "def" || f === "indef" || f === "neg" || f === "bare");
}

/**
 * How a word is written in a template slot (`{value:dat.def}`, `{value:acc.indef}`): the case,
 * number and article the slot asks for; the definite article when it names none. A noun
 * phrase ("dem Hund"), or an adjective with its article before the noun that follows the slot
 * ("dem roten" in "in {value:dat.def} Haus", the house being neuter).
 */
export const inflect: Inflect = (word, features) => {
  const kase = caseOf(features);
  const kind = articleOf(features) ?? "def";
  const number = features.includes("pl") ? "pl" : "sg";
  if (wordKind(word) === "adjective") return adjectivePhrase(word, kase, kind, number === "pl" ? "pl" : "n");
  return nounPhrase(word, kase, kind, number);
};

/** Preposition and article that German writes as one word in our sentences (unstressed article). */
const contractions: Readonly<Record<string, string>> = {
  "in dem": "im",
  "von dem": "vom",
  "an dem": "am",
  "zu dem": "zum",
  "zu der": "zur",
  "bei dem": "beim",
  "in das": "ins",
};

/**
 * A preposition before a phrase, contracted with the phrase's article where German must:
 * "von dem Dänen" → "vom Dänen", "in dem roten Haus" → "im roten Haus".
 */
export function withPreposition(preposition: string, phrase: string): string {
  const space = phrase.indexOf(" ");
  const first = space < 0 ? phrase : phrase.slice(0, space);
  const merged = contractions[`${preposition} ${first}`];
  return merged === undefined ? `${preposition} ${phrase}` : `${merged}${space < 0 ? "" : phrase.slice(space)}`;
}

/** Contracts every preposition and article that stand together in a filled template ("in dem Pullover" → "im Pullover"). */
export function contractAll(text: string): string {
  return text.replace(/\b(in|von|an|zu|bei) (dem|der|das)\b/g, (all, preposition: string, art: string) => contractions[`${preposition} ${art}`] ?? all);
}
