// The mistakes a German editor finds in generated text, as checks over any rendered sentence:
// the conformance suite runs them on every clue, step, puzzle and answer, and the package's
// own tests on generated puzzles. Lists of verbs, weak nouns and names come from the words,
// so that a new word is checked as soon as it is added. (Used by tests only.)
import { wordForm, wordText } from "@zebra/model";
import type { Lexeme } from "@zebra/model";
import { words } from "../theme-words.js";

const lexemes = Object.values(words.attributes)
  .flatMap((a) => Object.values(a.values ?? {}))
  .filter((w): w is Lexeme => typeof w !== "string");

/** Finite verbs our sentences end subordinate clauses with: the templates' verbs and the frames'. */
const finiteVerbs = new Set([
  "wohnt",
  "steht",
  "ist",
  "sind",
  "kann",
  "liegt",
  "liegen",
  "bleibt",
  "müsste",
  "scheidet",
  "gilt",
  "hat",
  "heißt",
  "trifft",
  "zutrifft",
  ...Object.values(words.attributes).flatMap((a) =>
    [a.predicate, a.less, a.greater, a.difference].flatMap((t) => {
      if (t === undefined) return [];
      const tokens = t.split(" ");
      const than = tokens.indexOf("als");
      return [tokens[(than < 0 ? tokens.length : than) - 1]!];
    }),
  ),
]);

/** The other cases of weak and adjectival nouns ("Dänen", "Deutschen"): after a dative preposition never with "den". */
const weakForms = lexemes.filter((w) => w.gender === "m" && wordForm(w, "dat") !== undefined && wordForm(w, "dat") !== w.text).map((w) => wordForm(w, "dat")!);

/** Weak nouns (their other cases end in -n): never "dem Däne". */
const weakNouns = lexemes
  .filter((w) => w.gender === "m" && wordForm(w, "acc") !== undefined && wordForm(w, "acc") !== w.text && wordForm(w, "nom") === undefined)
  .map((w) => w.text);

/** Names of women, and the masculine nouns of persons they must not be called. */
const womenNames = lexemes.filter((w) => w.kind === "name" && w.gender === "f").map(wordText);
const masculinePersons = lexemes.filter((w) => wordForm(w, "f") !== undefined).map((w) => w.text);

/** The heads of the compounds the words make with a value ("spieler" of "{value}spieler"): the compound is a noun, never small. */
const compoundHeads = Object.values(words.attributes).flatMap((a) => [...(a.subject ?? "").matchAll(/\{value[^{}]*\}(\p{Ll}+)/gu)].map((m) => m[1]!));

/** A person's phrase as a check can find it again: "der Däne", "die 160 cm große Person", "die Person, die Tee trinkt,", "Alice". */
const personPhrase = "(?:der|die) [^,.]+?(?:, die [^,.]+?,)?|\\p{Lu}\\p{Ll}+";

const alternation = (items: readonly string[]) => items.map((i) => i.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/** The full stops of ordinals ("im 8. Stock", "8., 15. und 31. Stock") taken out, so that they do not read as the ends of sentences. */
function withoutOrdinalStops(text: string): string {
  return text.replace(/\b((?:im|dem|der|den|am|vom|zum|des) \d+)\. /g, "$1 ").replace(/(\d)\.(?=,| und | oder )/g, "$1");
}

/**
 * Relative clauses ("…, die Tee trinkt") and the commas of number lists taken out, so that
 * what surrounds them can be read in one piece. A relative clause's closing comma goes with
 * it, unless the clause stands after a verb (then the comma also ends the subordinate clause).
 */
function withoutRelatives(text: string): string {
  return withoutOrdinalStops(text)
    .replace(/(\d), (?=\d)/g, "$1 ")
    .replace(
      // The word before the comma starts after a space: a match tried from inside a word would rescan it.
      /(?<!\S)(\S+), (?:die(?! Person\b| \d+ cm\b)|deren|in dem) [^,.;:?!()]*(,?)(?=[\s.;:?!]|$)/g,
      (_all, before: string, comma: string) => `${before}${finiteVerbs.has(before) ? comma : ""}`,
    )
    .replace(/ \(oder beides\)/g, "");
}

/** Words that open a question's main clause ("…, welchen Wert hat …?"). */
const interrogatives = new Set(["welchen", "welche", "welches", "welcher", "was", "wer", "wie", "wo"]);

/**
 * Whether a subordinate clause (after weil, da, dass, wenn, ob) keeps a verb anywhere but last:
 * its conjuncts, separated by commas, each end with the finite verb (or the verb and "als …"),
 * until a segment starts with a finite verb or a question word, which is the main clause after it.
 */
function subordinateClauseProblem(text: string): boolean {
  // A colon ends the clause too: "Wenn der Däne in Haus 2 wohnt:" heads a case.
  for (const sentenceText of withoutRelatives(text).split(/(?<=[.!?:])\s+/)) {
    // The clause runs from the first conjunction of the sentence's last line to its end.
    const lastLine = sentenceText.slice(Math.max(...["\n", "\r", "\u2028", "\u2029"].map((c) => sentenceText.lastIndexOf(c))) + 1);
    const conjunction = /\b(?:weil|da|dass|wenn|ob|sodass|Da|Wenn)\b/.exec(lastLine);
    if (conjunction !== null) {
      const segments = lastLine
        .slice(conjunction.index + conjunction[0].length)
        .replace(/[.!?:]$/, "")
        .split(/, |; /);
      for (const [i, segment] of segments.entries()) {
        const words = segment.trim().split(/\s+/);
        if (i > 0 && (finiteVerbs.has(words[0]!) || interrogatives.has(words[0]!))) break;
        const than = words.lastIndexOf("als");
        const verb = than > 0 ? words[than - 1]! : words.at(-1)!;
        if (!finiteVerbs.has(verb)) return true;
      }
    }
  }
  return false;
}

const checks: readonly { readonly name: string; readonly test: (text: string) => boolean }[] = [
  {
    name: "dative preposition before a nominative or accusative article",
    test: (t) => /\b(?:[Vv]on|[Mm]it|[Nn]eben|[Zz]wischen|[Bb]ei|[Aa]us|[Nn]ach|vom|zum|zur)\s+(?:die|das|des|ein|eine|einen|kein|keine|keinen)\b/.test(t),
  },
  {
    name: "dative preposition before 'den' and a singular noun",
    test: (t) => /\b(?:[Vv]on|[Mm]it|[Nn]eben|[Zz]wischen|[Bb]ei|[Aa]us|[Nn]ach)\s+den\s+\p{L}*[^n\s,.;:]\b/u.test(t),
  },
  {
    name: "dative preposition before 'den' and a weak noun",
    test: (t) => new RegExp(`\\b(?:[Vv]on|[Mm]it|[Nn]eben|[Zz]wischen|[Bb]ei|[Aa]us|[Nn]ach)\\s+den\\s+(?:${alternation(weakForms)})\\b`).test(t),
  },
  {
    name: "second member of 'zwischen' not in the dative",
    // The phrase after "zwischen dem" runs to the first punctuation or "liegt": the mistake is an
    // accusative "und die" in it, and "liegt" or "liegen" where it ends. Found in one pass.
    test: (t) =>
      [...t.matchAll(/\b[Zz]wischen (?:dem|der|den) ((?:(?!\bliegen?\b|\bliegt\b)[^,.;:])*)/g)].some(
        (m) => / und (?:die|das|ein|eine|einen) /.test(m[1]!) && /^(?:liegt|liegen)\b/.test(t.slice(m.index + m[0].length)),
      ),
  },
  { name: "'in' with the accusative where a place is meant", test: (t) => /\b[Ii]n (?:die|das|den|ein|eine|einen|ins)\b/.test(t) },
  {
    name: "accusative preposition before a dative article",
    test: (t) => /\b(?:[Ff]ür|[Oo]hne|[Gg]egen|[Dd]urch|[Uu]m)\s+(?:dem|der|einem|einer|keinem|keiner)\b/.test(t),
  },
  { name: "'als' before a dative", test: (t) => /\bals (?:dem|einem|einer|der Person)\b/.test(t) },
  {
    name: "weak adjective ending after a dative article",
    test: (t) => /\b(?:dem|der|den|im|vom|zum|am|beim|einem|einer)\s+(?:\d+ cm )?(?!die\b)\p{Ll}+e\s+(?:Haus|Person)\b/u.test(t),
  },
  { name: "adjective ending -en after a nominative neuter article", test: (t) => /\b(?:[Dd]as|[Ee]in)\s+\p{Ll}+en\s+Haus\b/u.test(t) },
  { name: "preposition and article not contracted", test: (t) => /(?<!, )\b(?:[Vv]on|[Ii]n|[Aa]n|[Zz]u|[Bb]ei) dem\b|\b[Zz]u der\b|\b[Ii]n das\b/.test(t) },
  { name: "weak noun without its ending", test: (t) => new RegExp(`\\b(?:den|dem|des|einen|einem|keinen|keinem)\\s+(?:${alternation(weakNouns)})\\b`).test(t) },
  {
    name: "adjectival noun with the wrong ending",
    test: (t) => /\b(?:[Dd]er|[Dd]ie|den|dem) Deutscher\b|\b(?:[Ee]in|[Kk]ein) Deutsche\b|\b(?:den|dem|des|einen|einem) \d+-Jährige\b/.test(t),
  },
  { name: "relative pronoun of 'Person' not 'die'", test: (t) => /Person, (?:der|den|dem)\b/.test(t) },
  { name: "'nicht' before an indefinite article (kein)", test: (t) => /\bnicht (?:ein|eine|einen|einem|einer)\b/.test(t) },
  { name: "verb not last in a subordinate clause", test: (t) => subordinateClauseProblem(t) },
  // A reader takes the reason before what follows from it: "Da …, …" or "A …, also …".
  { name: "a reason after what follows from it ('…, weil …')", test: (t) => /, weil /.test(t) },
  {
    name: "main-clause order after 'weil', 'da' or 'dass' (… kann … wohnen)",
    // Clause by clause, so that the search stays linear in the text.
    test: (t) =>
      t.split(/[,.;:?!]/).some((clause) => {
        const opener = /\b(?:weil|da|dass|Da)\b/.exec(clause);
        return opener !== null && /\bkann (?:nur|nicht|noch|in|Nummer)\b/.test(clause.slice(opener.index));
      }),
  },
  {
    name: "relative clause with its verb not last",
    test: (t) =>
      // "die" before a woman's noun is her article, not a relative pronoun ("Angenommen, die Köchin wohnt …").
      [...withoutOrdinalStops(t).matchAll(/, die (?!Person\b|\d+ cm\b|\d+-Jährige\b|\p{Lu}[\p{L}-]*(?:in|frau)\b)([^,.;:?!()]*)/gu)].some((m) => {
        // A relative clause has its verb last; words after it without a comma show it was not closed ("…, die Tee trinkt wohnt …").
        const words = m[1]!.trim().split(/\s+/);
        return words.slice(0, -1).some((w) => finiteVerbs.has(w)) && !finiteVerbs.has(words.at(-1)!);
      }),
  },
  {
    name: "no inversion after a fronted element",
    test: (t) =>
      [...withoutRelatives(t).matchAll(/\b(?:Nach (?:Hinweis \d+|den Hinweisen [\d, und]*\d)|(?:^|[.,:] )[Aa]lso) (\S+)/g)].some(
        // After a comma, "also" may open an ellipsis that takes the verb before it: "…, also in Haus 1 oder 5", "…, also auch der Koch".
        (m) => !finiteVerbs.has(m[1]!) && m[1] !== "gilt:" && !(m[0].startsWith(", also") && (m[1] === "in" || m[1] === "auch" || m[1] === "nicht")),
      ),
  },
  {
    name: "the verb of a reason said again right after it ('Da …, in Haus 1 wohnt, wohnt …')",
    test: reasonVerbSaidAgain,
  },
  {
    name: "a person said again where 'er' or 'sie' is clear",
    test: (t) =>
      new RegExp(`\\bDa (${personPhrase}) (?:nur )?in Haus [\\d, oder]+ (?:wohnen kann|wohnt), \\p{Ll}+ \\1[ ,.]`, "u").test(t) ||
      new RegExp(
        `\\bwohnt (${personPhrase}) (?:an einem Ende der Reihe|(?:irgendwo|direkt) (?:links|rechts) vom \\p{Ll}+ Haus|neben dem \\p{Ll}+ Haus)\\. Also wohnt \\1[ ,]`,
        "u",
      ).test(t),
  },
  { name: "'jede' with 'unterschiedlich' (one person cannot differ)", test: (t) => /\b[Jj]ede[rs]? \p{L}+ (?:ist|wohnt|sind) unterschiedlich\b/u.test(t) },
  // "denn" joins main clauses: its clause keeps the verb second ("…, denn der Däne wohnt in Haus 2").
  {
    name: "verb last after 'denn'",
    test: verbLastAfterDenn,
  },
  {
    name: "compound noun with a small letter ('der judospieler')",
    test: (t) =>
      compoundHeads.length > 0 && new RegExp(`\\b(?:[Dd]er|[Dd]ie|den|dem|des) \\p{Ll}[\\p{L}-]*(?:${alternation(compoundHeads)})\\p{Ll}*\\b`, "u").test(t),
  },
  { name: "doubled word", test: doubledWord },
  { name: "house named 'Haus' after a house ('ist Haus 4')", test: (t) => /\bHaus (?:ist|sein) (?:nicht )?Haus \d|\bHaus (?:nur (?:noch )?)?Haus \d/.test(t) },
  { name: "serial comma", test: (t) => /\d, (?:und|oder) \d/.test(t) },
  {
    name: "inclusive 'oder beides' after an exclusive 'entweder'",
    // Sentence by sentence (up to a full stop), so that the search stays linear in the text.
    test: (t) =>
      t.split(".").some((part) => {
        const either = /\b[Ee]ntweder\b/.exec(part);
        return either !== null && part.includes("(oder beides)", either.index);
      }),
  },
  { name: "small letter after a colon that starts a sentence", test: (t) => /(?:zusammen|zu|gilt): \p{Ll}/u.test(t) },
  { name: "number glued to its unit", test: (t) => /\d(?:cm|km|Jahre)\b/.test(t) },
  {
    name: "a woman's name with a masculine noun",
    test: (t) =>
      womenNames.length > 0 &&
      (new RegExp(`\\b(?:${alternation(womenNames)}) ist (?:kein |der )?(?:${alternation(masculinePersons)})\\b`).test(t) ||
        new RegExp(`\\b(?:${alternation(masculinePersons)}) heißt (?:${alternation(womenNames)})\\b`).test(t)),
  },
  {
    name: "count and noun disagree",
    test: (t) => /\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf) Haus\b|\bliegen genau ein\b|\bliegt genau (?!ein\b)\S+/.test(t),
  },
  { name: "English word", test: (t) => /\b(?:the|and|lives|house|clue|person|who|since|because)\b/.test(t.replace(/„[^„“]*“/g, "")) },
];

/**
 * The German mistakes a text shows, by name; empty when it reads clean.
 *
 * @example
 * ```ts
 * germanProblems("Der Däne wohnt links von die Person, die Tee trinkt."); // ["dative preposition before a nominative or accusative article"]
 * ```
 */
export function germanProblems(text: string): string[] {
  return checks.filter((c) => c.test(text)).map((c) => c.name);
}

// The three checks below compare a word with a later one. A pattern with a back-reference
// would backtrack on long texts, so they scan instead, in time linear in the sentence.

const wordChar = /[\p{L}\p{N}_]/u;

/** Whether `t` has `word` at `at`, ending there (no letter, digit or _ after it). */
function wordAt(t: string, at: number, word: string): boolean {
  return t.startsWith(word, at) && !wordChar.test(t.charAt(at + word.length));
}

/** "Da …, in Haus 1 wohnt, wohnt …": a finite verb said twice across the comma that ends a reason. */
function reasonVerbSaidAgain(t: string): boolean {
  return t.split(".").some((sentence) => {
    const words = sentence.split(" ");
    const da = words.indexOf("Da");
    if (da < 0) return false;
    for (let i = da + 1; i + 1 < words.length; i++) {
      const verb = words[i]!.endsWith(",") ? words[i]!.slice(0, -1) : "";
      if (finiteVerbs.has(verb) && wordAt(words[i + 1]!, 0, verb)) return true;
    }
    return false;
  });
}

/** "…, denn der Däne in Haus 2 wohnt": the verb at the end of a clause after "denn", which keeps it second. */
function verbLastAfterDenn(t: string): boolean {
  const listChars = "0123456789, oder";
  for (let at = t.indexOf("denn "); at >= 0; at = t.indexOf("denn ", at + 1)) {
    if (at > 0 && wordChar.test(t[at - 1]!)) continue;
    let end = at + 5;
    while (end < t.length && /\p{L}/u.test(t[end]!)) end++;
    const subject = t.slice(at + 5, end);
    if (subject !== "der" && subject !== "die" && subject !== "das" && !/^\p{Lu}\p{Ll}+$/u.test(subject)) continue;
    let stop = end;
    while (stop < t.length && !",.;:".includes(t[stop]!)) stop++;
    for (let h = t.indexOf(" in Haus ", end); h >= 0 && h < stop; h = t.indexOf(" in Haus ", h + 1)) {
      const from = h + " in Haus ".length;
      let k = from;
      while (k < t.length && listChars.includes(t[k]!)) k++;
      if (k - 1 > from && t[k - 1] === " " && (wordAt(t, k, "wohnt") || wordAt(t, k, "wohnen kann"))) return true;
    }
  }
  return false;
}

/** "die die", "Haus Haus": a word of two letters or more said twice in a row (in any case). */
function doubledWord(t: string): boolean {
  for (let space = t.indexOf(" "); space >= 0; space = t.indexOf(" ", space + 1)) {
    let start = space;
    while (start > 0 && /\p{L}/u.test(t[start - 1]!)) start--;
    if (space - start < 2 || (start > 0 && wordChar.test(t[start - 1]!))) continue;
    const word = t.slice(start, space).toLowerCase();
    const next = space + 1;
    if (t.slice(next, next + word.length).toLowerCase() === word && !wordChar.test(t.charAt(next + word.length))) return true;
  }
  return false;
}
