import { parsePuzzle, type Issue, type Puzzle, type Vocabulary } from "@zebra/model";
import { ambiguities, readingsOf, sentenceCounts, type CliStrings, type Locale, type Reading, type ReadingDefaults, type Renderer } from "@zebra/locale-kit";
import { formatIssue } from "@zebra/render-en";
import { getVocabulary, themes } from "@zebra/vocab";
import { extname } from "node:path";
import { stringOption, type ParsedArgs } from "./args.js";
import { CliError, OptionError } from "./cli-error.js";
import { languageEvidence } from "./text-language.js";
import { readInput, type CliIo } from "./io.js";
import { cliStrings, installedLocales, loadLocale } from "./locale.js";
import { parseLocale } from "./options.js";

/** The most issues printed for one file before "… and N more". */
const maxIssuesShown = 50;

/** How a puzzle file is read: as zebra-puzzle/1 JSON, as text, or as its name and first character say. */
type InputKind = "auto" | "json" | "text";

/** How the commands that take a puzzle read a text. */
export interface InputOptions {
  readonly input: InputKind;
  /** The locale the text is written in; found from the text when absent. */
  readonly textLocale?: string;
  readonly readings: ReadingDefaults;
  readonly lenient: boolean;
  /** Use the sentences that were read even when others were not. */
  readonly partial: boolean;
  /** A custom vocabulary (`--vocab`) whose words a text may use, besides the built-in themes. */
  readonly vocabulary?: Vocabulary;
}

/** Parses `--reading side=immediately,between=ordered`. */
export function parseReadings(text: string | undefined): ReadingDefaults {
  if (text === undefined) return {};
  const out: Record<string, string> = {};
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const [key, value] = part.split("=").map((s) => s.trim());
    const choices = (readingsOf as Record<string, readonly string[]>)[key ?? ""];
    if (choices === undefined) throw new OptionError(`--reading: unknown phrase '${key}' (phrases: ${ambiguities.join(", ")})`);
    if (value === undefined || !choices.includes(value)) throw new OptionError(`--reading: ${key} must be ${choices.join(" or ")}, got '${value ?? ""}'`);
    out[key!] = value;
  }
  return out as ReadingDefaults;
}

/** The text options of a command's arguments. */
export function inputOptions(args: ParsedArgs, vocabulary?: Vocabulary): InputOptions {
  const input = stringOption(args, "input") ?? "auto";
  if (input !== "auto" && input !== "json" && input !== "text") throw new OptionError(`--input must be json or text, got '${input}'`);
  const lang = stringOption(args, "lang");
  const older = stringOption(args, "text-locale");
  if (lang !== undefined && older !== undefined && lang !== older)
    throw new OptionError(`--lang ${lang} and --text-locale ${older} name two languages; give one`);
  const given = lang ?? older;
  const textLocale = given === undefined ? undefined : parseLocale(given, lang !== undefined ? "--lang" : "--text-locale");
  return {
    input,
    ...(textLocale !== undefined ? { textLocale } : {}),
    readings: parseReadings(stringOption(args, "reading")),
    lenient: args.values["lenient"] === true,
    partial: args.values["partial"] === true,
    ...(vocabulary !== undefined ? { vocabulary } : {}),
  };
}

/** What reading a text gave, and the locale that read it: named by `--lang` (`given`), or found from the text. */
export interface TextReading {
  readonly reading: Reading;
  readonly locale: Locale;
  readonly given: boolean;
}

/** A puzzle read from a file (or stdin), or the issues that make it invalid; for a text, its reading. */
export type PuzzleInput =
  | { readonly ok: true; readonly name: string; readonly puzzle: Puzzle; readonly text?: TextReading }
  | { readonly ok: false; readonly name: string; readonly issues: readonly Issue[]; readonly text?: TextReading };

/** How a file is read: by `--input`, else by its name, else by its first character ("guess"). */
function kindOf(name: string, text: string, kind: InputKind): "json" | "text" | "guess-json" | "guess-text" {
  if (kind !== "auto") return kind;
  const ext = extname(name).toLowerCase();
  if (ext === ".json") return "json";
  if (ext === ".txt" || ext === ".md" || ext === ".markdown" || ext === ".text") return "text";
  return /^\uFEFF?\s*[{[]/.test(text) ? "guess-json" : "guess-text";
}

/** JSON's issues for a document, or its puzzle. */
function jsonInput(name: string, text: string): PuzzleInput {
  const result = parsePuzzle(text);
  return result.ok ? { ok: true, name, puzzle: result.value } : { ok: false, name, issues: result.issues };
}

/** Locales written in scripts other than the Latin alphabet, by the script a text in them uses. */
const scriptLocales: Readonly<Record<string, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
};

/**
 * The locales to try a text with. `preferred`: those of the script most of the text is written
 * in (Chinese characters and kana, Hangul, or words in the Latin alphabet), the likeliest first; `others`:
 * the installed locales of another script the text also uses (a Chinese text naming "Pall Mall"),
 * taken only when they read the text completely, so that a text is never read as a language it
 * is not written in.
 */
function localesFor(text: string, installed: readonly string[]): { readonly preferred: string[]; readonly others: string[] } {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const cjk = count(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu);
  // A Chinese character or a kana says about as much as a word in Latin letters.
  const latin = count(/\p{Script=Latin}+/gu);
  const first: string[] = [];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) first.push("ja", "zh");
  // Japanese is written with kana: Chinese characters alone are Chinese (or Japanese read completely).
  else if (/\p{Script=Han}/u.test(text)) first.push("zh");
  else if (/\p{Script=Hangul}/u.test(text)) first.push("ko");
  const latinLocales = ["en", ...installed.filter((c) => scriptLocales[c] === undefined)];
  const byScript = cjk > latin ? first : latinLocales;
  const preferred = [...new Set(byScript.filter((c) => installed.includes(c)))];
  const written = (code: string) => (scriptLocales[code]?.test(text) ?? latin > 0) && !preferred.includes(code);
  return { preferred, others: installed.filter(written) };
}

/** Reads a text with the locale it names, or with the installed locale that reads the most of it. */
async function readText(text: string, options: InputOptions, io: CliIo): Promise<TextReading> {
  const vocabularies = [...(options.vocabulary ? [options.vocabulary] : []), ...themes.map(getVocabulary)];
  const read = (locale: Locale): Reading => locale.reader.read(text, { vocabularies, readings: options.readings, lenient: options.lenient });
  if (options.textLocale !== undefined) {
    const locale = await loadLocale(options.textLocale, io.cwd);
    if (!hasReader(locale)) throw new CliError(`locale '${locale.code}' has no reader for puzzle texts (its package does not export \`locale.reader\`)`);
    return { reading: read(locale), locale, given: true };
  }
  let best: { reading: Reading; locale: Locale; score: number; evidence: number } | undefined;
  const { preferred, others } = localesFor(text, installedLocales(io.cwd));
  for (const code of [...preferred, ...others]) {
    let locale: Locale;
    try {
      locale = await loadLocale(code, io.cwd);
    } catch {
      continue;
    }
    if (!hasReader(locale)) continue;
    const reading = read(locale);
    const unread = reading.sentences.filter((s) => s.status === "unread").length;
    const score = reading.sentences.filter((s) => s.status === "read").length - 2 * unread - (reading.puzzle === undefined ? 1000 : 0);
    const complete = reading.puzzle !== undefined && reading.issues.length === 0;
    if (complete) {
      best = { reading, locale, score, evidence: 0 };
      break;
    }
    if (best !== undefined && !preferred.includes(code)) continue;
    // Of readings that are not complete, the one in the text's language: the words it shares with the locale's own.
    const evidence = languageEvidence(text, locale);
    if (best === undefined || evidence > best.evidence || (evidence === best.evidence && score > best.score)) best = { reading, locale, score, evidence };
  }
  if (best === undefined) throw new CliError("no locale is installed to read a puzzle text (install @zebra/render-en)");
  return { reading: best.reading, locale: best.locale, given: false };
}

/** Whether a locale can read texts: one made for an older contract may have no reader. */
function hasReader(locale: Locale): boolean {
  return typeof (locale as Partial<Locale>).reader?.read === "function";
}

/** Issues that leave a text's puzzle usable with `--partial`: sentences not read, and an attribute whose values the text does not make certain (its sentences are not read). */
function partialOk(issue: Issue): boolean {
  return issue.code === "unread-sentence" || issue.code === "unlisted-values";
}

/**
 * Reads a puzzle: a `zebra-puzzle/1` JSON file, or a text in any installed locale (its
 * sentences read back to clues). Unreadable files throw a one-line CliError.
 */
export async function readPuzzle(file: string, io: CliIo, options: InputOptions): Promise<PuzzleInput> {
  const input = await readInput(file, io);
  // Nothing but blank lines (or a byte order mark) is neither JSON nor a text: say so, rather than "invalid JSON".
  if (input.text.replace(/^\uFEFF/, "").trim() === "") throw new CliError(`${input.name}: the input is empty: there is no puzzle to read`);
  const kind = kindOf(input.name, input.text, options.input);
  if (kind === "json" || kind === "guess-json") return jsonInput(input.name, input.text);
  const text = await readText(input.text, options, io);
  const { reading } = text;
  // A file neither named nor written like a text, of which no sentence reads, was meant as JSON.
  if (kind === "guess-text" && !reading.sentences.some((s) => s.status === "read")) return jsonInput(input.name, input.text);
  const blocking = reading.issues.filter((i) => !(options.partial && partialOk(i)));
  if (reading.puzzle !== undefined && blocking.length === 0) return { ok: true, name: input.name, puzzle: reading.puzzle, text };
  return {
    ok: false,
    name: input.name,
    issues: reading.issues.length > 0 ? reading.issues : [{ code: "no-attributes", path: "", details: { part: "text" } }],
    text,
  };
}

/** One line per issue, in the renderer's language: `FILE: path: message`. */
export function issueLines(name: string, issues: readonly Issue[], renderer: Renderer): string[] {
  const lines = issues.slice(0, maxIssuesShown).map((issue) => `${name}: ${renderer.issue(issue)}`);
  if (issues.length > maxIssuesShown) lines.push(`${name}: … and ${issues.length - maxIssuesShown} more issues`);
  return lines;
}

/** "14 of 15 sentences read", counting the sentences a reader must read (headings and titles aside). */
export function sentencesLine(reading: Reading, words: CliStrings): string {
  const { read, total } = sentenceCounts(reading);
  return words.sentencesRead(read, total);
}

/**
 * The locale a command speaks in about a puzzle: `--locale` when it was given (`chosen`), else
 * the language of the text it read, whose words and house count its messages quote, else the default.
 */
export function voiceOf(fallback: Locale, chosen: boolean, text: TextReading | undefined): Locale {
  return chosen || text === undefined ? fallback : text.locale;
}

/** "14 of 15 sentences read, language: Deutsch (found from the text; --lang sets another)". */
export function textSummary(text: TextReading, words: CliStrings): string {
  const counts = sentenceCounts(text.reading).total > 0 ? `${sentencesLine(text.reading, words)}; ` : "";
  return `${counts}${words.textLanguage(text.locale.language, text.given)}`;
}

/**
 * Reads a puzzle that must be valid: an invalid one becomes a CliError whose message is the
 * first issue in the renderer's language (`FILE: clues[3].b.value: …`), with the others
 * counted; for a text, after how many of its sentences were read and the language it was read
 * as. What a text's reader inferred, and the sentences `--partial` left out, are written to
 * stderr. Without `--locale` (`chosen`), a text's messages are in its own language.
 */
export async function readValidPuzzle(
  file: string,
  io: CliIo,
  fallback: Locale,
  options: InputOptions,
  command: string,
  chosen = true,
): Promise<{ readonly name: string; readonly puzzle: Puzzle; readonly text?: TextReading; readonly voice: Locale }> {
  const input = await readPuzzle(file, io, options);
  const locale = voiceOf(fallback, chosen, input.text);
  const { renderer } = locale;
  const words = cliStrings(locale);
  const shown = file === "-" ? "-" : file;
  if (input.ok) {
    if (input.text !== undefined) writeNotes(io, `zebra ${command}: ${input.name}`, input.text.reading, locale);
    return { ...input, voice: locale };
  }
  const [first] = input.issues;
  // A text refused whole (too long, binary) has no sentences to count.
  const read = input.text === undefined || sentenceCounts(input.text.reading).total === 0 ? "" : `${textSummary(input.text, words)}; `;
  const more = input.issues.length > 1 ? ` (and ${input.issues.length - 1} more; run zebra check ${shown} to list them)` : "";
  const partial =
    input.text !== undefined && input.text.reading.puzzle !== undefined && input.issues.every(partialOk)
      ? " Add --partial to use the sentences that were read."
      : "";
  throw new CliError(`${input.name}: ${read}${first ? renderer.issue(first) : "invalid puzzle"}${more}${partial}`);
}

/** What a reader inferred, and the sentences `--partial` left out, on stderr. */
function writeNotes(io: CliIo, prefix: string, reading: Reading, locale: Locale): void {
  for (const notice of reading.notices) io.stderr.write(`${prefix}: ${locale.renderer.issue(notice)}\n`);
  const left = reading.sentences.filter((s) => s.status === "unread").map((s) => s.index);
  if (left.length > 0) io.stderr.write(`${prefix}: ${cliStrings(locale).partial(left)}\n`);
}

/** A record's problem (from `@zebra/dataset`) as text: an invalid puzzle is worded in English from its issue. */
export function problemText(problem: { readonly message: string; readonly issue?: Issue }): string {
  return problem.issue === undefined ? problem.message : `puzzle: ${formatIssue(problem.issue)}`;
}
