// The renderer and the locale: the wordings of the other files, assembled with the shared
// helpers of @zebra/locale-kit (dispatch by clue type, step rule, query kind and issue code, the
// solution layout in both explanation styles, answers read from a grid, grids).
import { isPositionRef, wordText } from "@zebra/model";
import { assembleReader, assembleRenderer } from "@zebra/locale-kit";
import type { Query, Word } from "@zebra/model";
import type { Locale, PuzzleWords, Reader, RenderContext, Renderer, RendererOptions } from "@zebra/locale-kit";
import { capitalize, clause, part, sentence, write, writeClause, type Clause } from "./internal/clause.js";
import { clueClauses } from "./internal/clauses.js";
import { conciseSteps } from "./internal/concise-steps.js";
import { factClauses } from "./internal/facts.js";
import { article, adjectiveEnding, declensionOf, nounForm, withPreposition } from "./grammar.js";
import { issueLine, issueMessages } from "./internal/issues.js";
import { countWord } from "./internal/numbers.js";
import { predicateShape } from "./internal/predicate-shape.js";
import { answerClause, answerTexts, questionTexts } from "./internal/queries.js";
import { grammar } from "./reading.js";
import { singlesTexts } from "./internal/singles.js";
import { stepTexts } from "./internal/full-steps.js";
import { words } from "./theme-words.js";
import { ui } from "./ui.js";
import { and, fill, isNumeric, labelOf, nounOf, predicateOf, lexiconWords, wordOf, wordsOf } from "./internal/words.js";

const english = /\b(the|and|of|who|whom|which|there|is|are|owns|lives|drinks|houses?|puzzle|with|version)\b/i;
const german = /[äöüßÄÖÜ]|\b(der|die|das|und|ist|sind|wer|wem|ein|eine|nicht|mit|Haus|Häuser|Rätsel)\b/;

/**
 * Whether free text of the puzzle's author (its title, its preamble) can stand in a German
 * rendering: it reads as German, or at least shows no English. An English title is left out
 * rather than mixed into German text.
 */
export function readsAsGerman(text: string | undefined): text is string {
  if (text === undefined || text.trim() === "") return false;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text)) return false;
  return german.test(text) || !english.test(text);
}

/** "ein anderes Haustier", "einem anderen Verkehrsmittel": the attribute's noun after "ein anderer", in a case. */
function anotherOne(noun: Word, kase: "nom" | "acc" | "dat" | "gen"): string {
  const declension = declensionOf(noun);
  return `${article("indef", declension, kase)} ander${adjectiveEnding("indef", declension, kase)} ${nounForm(noun, kase)}`;
}

/** The values of a numeric attribute with their unit: "22, 25 und 30 Jahre", "3., 5. und 8. Stock". */
function numericList(ctx: RenderContext, attr: string, values: readonly (string | number)[]): string {
  const unit = wordsOf(ctx, attr)?.unit;
  if (unit === undefined || unit === "") return and(values.map(String));
  const ordinal = unit.includes("{value}.");
  return fill(ordinal ? unit.replace("{value}.", "{value}") : unit, and(values.map((v) => (ordinal ? `${v}.` : String(v)))));
}

/**
 * What every person (or house) has a different one of, as the start of an attribute's line:
 * "Jede Person hält ein anderes Haustier", "Jedes Haus hat eine andere Farbe", read off the
 * attribute's predicate. A measure is had ("Jede Person hat ein anderes Alter"): "Jede Person
 * ist unterschiedlich alt" says of one person what only several can be.
 */
function differentOne(ctx: RenderContext, attr: string): string {
  const noun = nounOf(ctx, attr);
  const own = wordsOf(ctx, attr);
  const owner = own?.family === "house" ? "jedes Haus" : "jede Person";
  if (typeof noun === "string") return `${owner} hat einen anderen Wert für ${noun}`;
  const generic = `${owner} hat ${anotherOne(noun, "acc")}`;
  if (own?.family === "house" || own?.family === "identity" || own?.predicate === undefined || own.predicate === "") return generic;
  const shape = predicateShape(own.predicate, isNumeric(ctx, attr));
  const rest = "rest" in shape && shape.rest.length > 0 ? ` ${shape.rest.join(" ")}` : "";
  switch (shape.kind) {
    case "object":
      return `${owner} ${shape.verb} ${anotherOne(noun, shape.kase)}${rest}`;
    case "prepositional":
      return `${owner} ${shape.verb} ${withPreposition(shape.preposition, anotherOne(noun, shape.kase))}${rest}`;
    case "ordinal":
      return `${owner} ${shape.verb} ${withPreposition(shape.preposition, anotherOne(noun, "dat"))}${rest}`;
    default:
      return generic;
  }
}

/** The line of an attribute: "Jede Person hält ein anderes Haustier: Hund, Vogel, Katze, Pferd und Zebra." */
function attributeLine(ctx: RenderContext, index: number): string {
  const attribute = ctx.puzzle.attributes[index]!;
  const numeric = attribute.values.some((v) => typeof v === "number");
  if (attribute.values.length === 1) {
    const only = { attr: attribute.name, value: attribute.values[0]! };
    const house = wordsOf(ctx, attribute.name)?.family === "house";
    if (house && !isPositionRef(only)) return sentence(`das Haus ist ${wordText(wordOf(ctx, only))}`);
    const predicate = predicateOf(only, ctx);
    return sentence(write(clause([part("die Person")], predicate.verb, predicate.middle), "main").text);
  }
  const list = numeric ? numericList(ctx, attribute.name, attribute.values) : and(attribute.values.map((v) => labelOf(ctx, attribute.name, v)));
  return sentence(`${differentOne(ctx, attribute.name)}: ${list}`);
}

/** How many houses there are and how they are numbered; after the author's preamble it does not say how many again. */
function introduction(size: number, afterPreamble: boolean): string {
  if (size === 1) return afterPreamble ? "Das Haus hat die Nummer 1; darin wohnt eine Person." : "Es gibt ein Haus mit der Nummer 1; darin wohnt eine Person.";
  const numbered = `von links nach rechts von 1 bis ${size} nummeriert`;
  const people = "In jedem Haus wohnt eine andere Person.";
  return afterPreamble ? `Die Häuser sind ${numbered}. ${people}` : `Es gibt ${countWord(size)} Häuser in einer Reihe, ${numbered}. ${people}`;
}

/** The words of the German puzzle text. */
const puzzleWords: PuzzleWords = {
  readsInLocale: readsAsGerman,
  untitled: "Zebrarätsel",
  introduction,
  attributeLine,
  cluesHeading: "Hinweise",
  questionHeading: "Frage",
  noClues: "Es gibt keine Hinweise.",
  colon: ": ",
};

/** An attribute as a table heading: its noun, else its name. */
function headingOf(attr: string, ctx: RenderContext): string {
  return capitalize(wordText(nounOf(ctx, attr)));
}

/** The closing line: "Also" and the answer, inverted ("Also hält der Deutsche das Zebra."). */
function closing(answer: string, query: Query, value: string | number, ctx: RenderContext): string {
  if (query.kind !== "find") return answer;
  return sentence(`also ${write(answerClause(query.find.attr, query.where, value, ctx), "inverted").text}`);
}

/** Options of {@link createGermanRenderer}: the kit's, the same in every locale. */
export type GermanRendererOptions = RendererOptions;

/**
 * Creates the German renderer, optionally printing clues in their authors' words.
 *
 * Use {@link renderer} unless you need an option. Cost: constant; rendering is linear in the
 * size of what is rendered.
 *
 * @param options - see {@link GermanRendererOptions}.
 * @returns a `Renderer` for locale `"de"`.
 *
 * @example
 * ```ts
 * const authored = createGermanRenderer({ clueText: "author" });
 * authored.clue({ type: "at", a: { pos: 1 }, pos: 1, text: "Haus eins steht ganz links." }, ctx); // "Haus eins steht ganz links."
 * ```
 */
export function createGermanRenderer(options: GermanRendererOptions = {}): Renderer {
  return assembleRenderer<Clause>(
    {
      locale: "de",
      language: "Deutsch",
      grammar: { clues: clueClauses, facts: factClauses, write: writeClause, sentence },
      steps: { full: stepTexts, concise: conciseSteps },
      singles: singlesTexts,
      house: ui.cli.house,
      heading: headingOf,
      words: lexiconWords,
      puzzle: puzzleWords,
      questions: questionTexts,
      answers: answerTexts,
      issues: issueMessages,
      issueLine,
      solution: {
        heading: ui.cli.solution,
        gridCaption: (n) => `Die Tabelle nach Schritt ${n}:`,
        finalCaption: (complete) => (complete ? "Die vollständige Tabelle:" : "Die Tabelle nach dem letzten Schritt (einige Felder sind noch offen):"),
        noSteps: "Es gibt keine Schritte.",
        closing: (answer, qa, ctx) => closing(answer, qa.query, qa.answer, ctx),
      },
    },
    options,
  );
}

/**
 * The German renderer: puzzles, clues, step-by-step solutions, grids, questions, answers and
 * issues in German, with the cases, articles and word orders German needs.
 *
 * Use it with a `RenderContext` holding the puzzle and, for natural wording, a German lexicon
 * (`lexiconFor(vocabulary, locale.words, puzzle)`); without one, clues use generic wording such
 * as "die Person, deren Pet „zebra“ ist". Cost: rendering is linear in the size of what is
 * rendered.
 *
 * @example
 * ```ts
 * import { renderer } from "@zebra/render-de";
 * console.log(renderer.puzzle({ puzzle, lexicon }));
 * ```
 */
export const renderer: Renderer = /* @__PURE__ */ createGermanRenderer();

/**
 * The German reader: puzzle texts in German, as our renderer writes them (recognised exactly)
 * and in the phrasings of its reading grammar (reading.ts), back to puzzles. Pass the built-in
 * themes as `vocabularies` to read texts written with their words.
 *
 * @example
 * ```ts
 * import { reader } from "@zebra/render-de";
 * const read = reader.readPuzzle("Es gibt zwei Häuser.\nHaustier: Hund, Katze\nDer Hundehalter wohnt im ersten Haus.");
 * ```
 */
export const reader: Reader = /* @__PURE__ */ assembleReader({ renderer, words, grammar });

/**
 * The German locale: the renderer, the reader, the German words of every built-in attribute, and the
 * strings of the command-line tool and the playground.
 *
 * @example
 * ```ts
 * import { locale } from "@zebra/render-de";
 * const lexicon = lexiconFor(getVocabulary("classic"), locale.words, puzzle);
 * locale.renderer.puzzle({ puzzle, lexicon });
 * ```
 */
export const locale: Locale = { code: "de", language: "Deutsch", htmlLang: "de", renderer, reader, words, ui };
