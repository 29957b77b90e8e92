import type { Clue } from "@zebra/model";
import { formatTag, maxClues, maxSize } from "@zebra/model";
import { maxSentences, maxTextLength, tooLongToRead } from "../limits.js";
import { issue, type Issue } from "@zebra/model";
import type { AttributeWords, Lexicon } from "@zebra/model";
import { parsePuzzle } from "@zebra/model";
import type { Attribute, Puzzle, Question } from "@zebra/model";
import type { ReadOptions, Reading, ReadingChoice, ReadSentence, SentenceRole } from "../../contract/reader.js";
import type { Renderer } from "../../contract/renderer.js";
import { toDocument } from "@zebra/model";
import type { Vocabulary } from "@zebra/model";
import { compileGrammar } from "./compiled-grammar.js";
import { splitLines, splitSentences, type Line } from "./document.js";
import { attributeLexicon, readExactLine } from "./exact-lines.js";
import { exact, framesOf } from "./frames.js";
import { fold } from "./fold.js";
import { inferAttributes, namesVocabularyValue, type Inferred } from "./infer-attributes.js";
import { learnAttributes } from "./learn-attributes.js";
import { leadList, sentenceList, tableLists } from "./lists.js";
import { isQuestion } from "./question-ends.js";
import { readQuestion } from "./question-reader.js";
import { looksLikeClue, readClueSentence, type SentenceEnv } from "./sentence-reader.js";
import { environment } from "./clue-environment.js";
import { housesIn } from "./house-count.js";
import type { ReaderSource } from "./reader-source.js";

/** A sentence being read. */
interface Sent {
  readonly line: number;
  readonly marker?: number;
  readonly text: string;
  role: SentenceRole;
  status: ReadSentence["status"];
  clues?: number[];
  exact?: boolean;
}

/** An attribute found in the text, with where it was listed. */
interface Found {
  readonly attribute: Attribute;
  readonly sentence: Sent;
  readonly vocabulary?: Vocabulary;
  readonly description: string;
}

/** An issue about a sentence, made once the sentences are numbered. */
type Pending = { readonly sent: Sent; readonly notice?: boolean; readonly make: (at: { sentence: number; line: number; marker?: number }) => Issue };

/**
 * Reads a puzzle text with a locale's renderer, words and grammar. A text that lists some
 * attributes and names values of one it does not list (in sentences that were not read) is
 * read again with that attribute, inferred from the vocabularies, when its values are certain
 * and the second reading reads more; when they are not, an issue says what is missing.
 */
export function readText(source: ReaderSource, text: string, options: ReadOptions = {}): Reading {
  const themed = readWith(source, text, options, undefined, false);
  const first = (source.grammar.slots ?? []).length > 0 ? bestOf(themed, () => readWith(source, text, options, undefined, true)) : themed;
  const puzzle = first.puzzle;
  if (puzzle === undefined || puzzle.attributes.length === 0 || first.notices.some((n) => n.code === "inferred-values")) return first;
  // Only a text with sentences not read is read again: one read completely pays nothing more.
  const unread = first.sentences.filter((s) => s.status === "unread" && s.role === "clue");
  if (unread.length === 0 && !first.notices.some((n) => n.code === "unread-question")) return first;
  // The sentences not read, and those set aside as free text (they may name the attribute's other values).
  const others = first.sentences.filter((s) => s.status === "ignored" && (s.role === "preamble" || s.role === "setup" || s.role === "question"));
  const inferred = inferAttributes(
    [...unread, ...others].map((s) => s.text),
    puzzle.size,
    options.vocabularies ?? [],
    source.words,
    compileGrammar(source.grammar),
    puzzle.attributes,
  );
  if (inferred === undefined) return first;
  if (inferred.attributes.length > 0) {
    const again = readWith(source, text, options, inferred, false);
    if (readScore(again) > readScore(first)) return again;
  }
  return inferred.issues.length > 0 ? { ...first, issues: [...first.issues, ...inferred.issues] } : first;
}

/**
 * A text that lists no values is read twice when the first reading leaves sentences unread:
 * with the attributes the themes give, and with those learned from the slots its values fill;
 * the reading that reads more wins (the themes' on a tie).
 */
function bestOf(first: Reading, learning: () => Reading): Reading {
  if (first.sentences.some((s) => s.role === "attribute")) return first;
  const incomplete =
    first.puzzle === undefined || first.sentences.some((s) => s.status === "unread") || first.notices.some((n) => n.code === "unread-question");
  if (!incomplete) return first;
  const learned = learning();
  return readScore(learned) > readScore(first) ? learned : first;
}

/** How much of a text a reading read: sentences read, less twice those not read (as the command line weighs two readings). */
function readScore(reading: Reading): number {
  return (
    reading.sentences.filter((s) => s.status === "read").length -
    2 * reading.sentences.filter((s) => s.status === "unread").length -
    reading.notices.filter((n) => n.code === "unread-question").length
  );
}

/** Reads a text, with the attributes inferred for it when a first reading found one the text does not list. */
function readWith(source: ReaderSource, text: string, options: ReadOptions, unlisted: Inferred | undefined, learn: boolean): Reading {
  const locale = source.renderer.locale;
  const none = (issues: Issue[]): Reading => ({ locale, sentences: [], issues, notices: [], choices: [] });
  if (text.length > maxTextLength) return none([issue("too-much-text", "", { what: "characters", count: text.length, max: maxTextLength })]);
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/.exec(text);
  if (control !== null) {
    const before = text.slice(0, control.index);
    const line = before.split("\n").length;
    const column = control.index - before.lastIndexOf("\n");
    return none([issue("not-text", "", { line, column, code: control[0].codePointAt(0)! })]);
  }
  const grammar = compileGrammar(source.grammar);
  const frames = framesOf(source.renderer);
  const vocabularies = options.vocabularies ?? [];
  const lines = splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const issues: Issue[] = [];
  const notices: Issue[] = [];
  const pending: Pending[] = [];
  const split = (t: string, protectedNames: readonly string[] = []): string[] =>
    splitSentences(t, grammar.source.sentenceEnds, grammar.abbreviations, protectedNames, grammar.ordinalNouns);

  // 1. Headings, the title, tables, and the part of the text each line is in.
  type Part = "top" | "clues" | "question" | "skipped";
  const perLine = new Map<number, Sent[]>();
  const partOf = new Map<number, Part>();
  const heading = (l: Line): Part | "other" | undefined => {
    const key = fold(l.text)
      .replace(/[:：]\s*$/, "")
      .trim();
    const marked = l.kind === "heading" ? exact(`${"#".repeat(l.level)} ${l.text}`) : exact(l.text);
    if (frames.clueHeadings.has(marked)) return "clues";
    if (frames.questionHeadings.has(marked)) return "question";
    if (grammar.headings.clues.has(key)) return "clues";
    if (grammar.headings.question.has(key)) return "question";
    if (grammar.headings.skipped.has(key)) return "skipped";
    if (grammar.headings.other.has(key) || l.kind === "heading") return "other";
    return undefined;
  };
  let part: Part = "top";
  let title: string | undefined;
  const content = lines.filter((l) => l.kind !== "blank");
  const tables: { rows: string[][]; sent: Sent }[] = [];
  let previous: Line | undefined;
  for (const l of content) {
    const h = l.kind === "table" ? undefined : heading(l);
    if (h !== undefined) {
      if (h === "other" && l.kind === "heading" && title === undefined && part === "top" && perLine.size === 0) title = l.text;
      if (h === "clues" || h === "question" || h === "skipped") part = h;
    } else if (part === "skipped") {
      // A solution or an answer the text gives is not read.
    } else if (l.kind === "table") {
      const last = tables[tables.length - 1];
      if (last !== undefined && previous?.kind === "table" && previous.block === l.block) last.rows.push([...l.cells!]);
      else {
        const sent: Sent = { line: l.number, text: l.text, role: "attribute", status: "read" };
        tables.push({ rows: [[...l.cells!]], sent });
        perLine.set(l.number, [sent]);
      }
    } else perLine.set(l.number, []);
    partOf.set(l.number, part);
    previous = l;
  }
  const first = content.find((l) => perLine.has(l.number));
  if (
    title === undefined &&
    first !== undefined &&
    first.kind === "plain" &&
    isLone(lines, first) &&
    !/[.!?。！？:：]$/.test(first.text) &&
    frames.intro.get(exact(first.text)) === undefined &&
    partOf.get(first.number) === "top"
  ) {
    title = first.text;
    perLine.delete(first.number);
  }

  // 2. The introduction and the attribute lists, at the top.
  const sizes: { size: number; sent: Sent }[] = [];
  const found: Found[] = [];
  const questions: Sent[] = [];
  let ours = false;
  const question = (l: Line, t: string): Sent => {
    const sent: Sent = { line: l.number, text: t, role: "question", status: "read" };
    questions.push(sent);
    return sent;
  };
  for (const l of content) {
    const sents = perLine.get(l.number);
    if (sents === undefined || l.kind === "table" || partOf.get(l.number) !== "top") continue;
    const introSize = frames.intro.get(exact(l.text));
    if (introSize !== undefined) {
      ours = true;
      split(l.text).forEach((t, i) => {
        const sent: Sent = { line: l.number, text: t, role: "houses", status: "read", exact: true };
        sents.push(sent);
        if (i === 0) sizes.push({ size: introSize, sent });
      });
      continue;
    }
    const exactLine = readExactLine(l.text, sizes[0]?.size, source.renderer, source.words, vocabularies);
    if (exactLine !== undefined) {
      const sent: Sent = { line: l.number, text: l.text, role: "attribute", status: "read", exact: true };
      sents.push(sent);
      found.push({ attribute: exactLine.attribute, sentence: sent, ...(exactLine.vocabulary ? { vocabulary: exactLine.vocabulary } : {}), description: "" });
      continue;
    }
    if (frames.questionPrefix !== "" && l.text.startsWith(frames.questionPrefix)) {
      sents.push(question(l, l.text.slice(frames.questionPrefix.length).trim()));
      continue;
    }
    const listed = leadList(l.text, grammar);
    if (listed !== undefined) {
      const sent: Sent = { line: l.number, text: l.text, role: "attribute", status: "read" };
      sents.push(sent);
      found.push({ attribute: { name: listed.name, values: listed.values }, sentence: sent, description: listed.description });
      continue;
    }
    for (const t of split(l.text)) {
      const scanned = !tooLongToRead(t);
      const list = scanned ? sentenceList(t, grammar) : undefined;
      const n = list === undefined && scanned ? housesIn(t, grammar) : undefined;
      if (list === undefined && n === undefined && isQuestion(t, source.grammar)) {
        sents.push(question(l, t));
        continue;
      }
      const sent: Sent = {
        line: l.number,
        ...(l.marker !== undefined ? { marker: l.marker } : {}),
        text: t,
        role: list ? "attribute" : n !== undefined ? "houses" : "clue",
        status: "read",
      };
      sents.push(sent);
      if (list !== undefined) found.push({ attribute: { name: list.name, values: list.values }, sentence: sent, description: list.description });
      if (n !== undefined) sizes.push({ size: n, sent });
    }
  }
  for (const table of tables) {
    for (const listed of tableLists(table.rows, grammar))
      found.push({ attribute: { name: listed.name, values: listed.values }, sentence: table.sent, description: listed.description });
  }

  // 3. How many houses.
  const later = content.filter((l) => perLine.has(l.number) && (partOf.get(l.number) === "clues" || partOf.get(l.number) === "question") && l.kind !== "table");
  const unlistedSentences = (): string[] => [
    ...orderedSentences(lines, perLine)
      .filter((s) => s.role === "clue" || s.role === "question")
      .map((s) => s.text),
    ...later.map((l) => l.text),
  ];
  const learned = learn && found.length === 0 ? learnAttributes(unlistedSentences(), sizes[0]?.size, grammar, vocabularies, source.words) : undefined;
  let size = sizes[0]?.size ?? learned?.size;
  for (const s of sizes.slice(1)) {
    if (size !== undefined && s.size !== size)
      pending.push({ sent: s.sent, make: (at) => issue("conflicting-houses", "", { ...at, size: s.size, other: size! }) });
  }
  if (size === undefined && found.length > 0) size = found[0]!.attribute.values.length;
  if (size === undefined || size < 1 || size > maxSize) {
    // Nothing was read against a puzzle: its would-be clues are not read, and no question is.
    for (const sent of orderedSentences(lines, perLine)) {
      if (sent.role === "clue") sent.status = "unread";
      else if (sent.role === "question") sent.status = "ignored";
    }
    const sentences = numbered(lines, perLine);
    issues.push(size === undefined ? issue("no-houses", "", { sentences: sentences.length }) : issue("size-too-large", "", { size, maxSize }));
    return { locale, sentences, issues, notices, choices: [] };
  }

  // 4. The attributes: listed, or found among the vocabularies by the values the clues name.
  const attributes: Attribute[] = [];
  const lexiconAttributes: Record<string, AttributeWords> = {};
  const descriptions = new Map<string, string>();
  for (const f of found) {
    if (f.attribute.values.length !== size) {
      const count = f.attribute.values.length;
      pending.push({ sent: f.sentence, make: (at) => issue("list-length", "", { ...at, attr: f.attribute.name, count, size: size! }) });
      f.sentence.status = "unread";
      continue;
    }
    const twice = attributes.findIndex((a) => a.name === f.attribute.name);
    if (twice >= 0) {
      issues.push(issue("duplicate-attribute", "", { field: "name", value: f.attribute.name, first: twice }));
      f.sentence.status = "unread";
      continue;
    }
    attributes.push(f.attribute);
    if (f.vocabulary !== undefined) Object.assign(lexiconAttributes, attributeLexicon(f.vocabulary, source.words, f.attribute).attributes);
    descriptions.set(f.attribute.name, f.description);
  }
  if (unlisted !== undefined) {
    attributes.push(...unlisted.attributes);
    notices.push(...unlisted.notices);
    issues.push(...unlisted.issues);
    for (const a of unlisted.attributes) Object.assign(lexiconAttributes, attributeLexicon(unlisted.vocabulary, source.words, a).attributes);
  }
  if (learned !== undefined) {
    attributes.push(...learned.attributes);
    notices.push(...learned.notices);
    issues.push(...learned.issues);
  } else if (attributes.length === 0 && found.length === 0) {
    const inferred = inferAttributes(unlistedSentences(), size, vocabularies, source.words, grammar);
    if (inferred !== undefined) {
      attributes.push(...inferred.attributes);
      notices.push(...inferred.notices);
      issues.push(...inferred.issues);
      for (const a of inferred.attributes) Object.assign(lexiconAttributes, attributeLexicon(inferred.vocabulary, source.words, a).attributes);
    }
  }
  if (attributes.length === 0) issues.push(issue("no-attributes", "", { part: "text" }));

  // 5. The sentences after the clue heading, and the question.
  const protectedNames = attributes.flatMap((a) => a.values.map((v) => fold(String(v))).filter((v) => /[.!?。！？]/.test(v)));
  for (const l of later) {
    const sents = perLine.get(l.number)!;
    if (frames.questionPrefix !== "" && l.text.startsWith(frames.questionPrefix)) {
      sents.push(question(l, l.text.slice(frames.questionPrefix.length).trim()));
      continue;
    }
    for (const t of split(l.text, protectedNames)) {
      if (partOf.get(l.number) === "question" || isQuestion(t, source.grammar)) sents.push(question(l, t));
      else sents.push({ line: l.number, ...(l.marker !== undefined ? { marker: l.marker } : {}), text: t, role: "clue", status: "read" });
    }
  }

  // 6. The clues.
  const lexicon: Lexicon | undefined = Object.keys(lexiconAttributes).length > 0 ? { locale: source.words.locale, attributes: lexiconAttributes } : undefined;
  const env = environment(source, grammar, frames, { format: formatTag, size, attributes, clues: [] }, lexicon, descriptions, options, ours);
  const clues: Clue[] = [];
  const choices: { sent: Sent; choice: Omit<ReadingChoice, "sentence" | "line" | "marker"> }[] = [];
  const ordered = orderedSentences(lines, perLine);
  if (ordered.length > maxSentences) {
    issues.push(issue("too-much-text", "", { what: "sentences", count: ordered.length, max: maxSentences }));
    // Past the cap nothing is looked at, so nothing there counts as read.
    for (const sent of ordered.slice(maxSentences)) sent.status = "unread";
  }
  let seenSetUp = false;
  for (const sent of ordered.slice(0, maxSentences)) {
    if (sent.role === "houses" || sent.role === "attribute") seenSetUp = true;
    if (sent.role !== "clue") continue;
    const inClues = partOf.get(sent.line) === "clues";
    // A sentence too long to read is reported as one, wherever it stands; so is a numbered one
    // (an item of a list of clues is read or reported, never set aside), and one that names a
    // value of the themes ("The Englishman lives in the red house." in a text that lists none).
    const setAside =
      !inClues &&
      clues.length === 0 &&
      sent.marker === undefined &&
      (attributes.length === 0 || (!tooLongToRead(sent.text) && !looksLikeClue(sent.text, env))) &&
      (attributes.length === 0 || !namesVocabularyValue(sent.text, vocabularies, source.words, grammar));
    if (setAside) {
      sent.role = seenSetUp ? "setup" : "preamble";
      sent.status = "ignored";
      continue;
    }
    const read = attributes.length === 0 ? ({ ok: false, reason: "no-attributes" } as const) : readClueSentence(sent.text, env);
    // A sentence counts as read only when it gave a clue.
    const result = read.ok && read.clues.length === 0 ? ({ ok: false, reason: "no-relation" } as const) : read;
    // A remark after the question that names nothing of the puzzle ("One other thing: in
    // statement 6, right means your right.") gives no clue: it is set aside and said so.
    const remark = !result.ok && result.reason === "no-values" && questions.length > 0 && isAfter(ordered, questions[0]!, sent);
    if (!result.ok) {
      sent.status = remark ? "ignored" : "unread";
      if (remark) sent.role = "setup";
      const say = (cs: readonly Clue[] | undefined): string | undefined =>
        cs === undefined ? undefined : cs.map((c) => safeClue(source.renderer, c, env.ctx)).join(" ");
      const closest = say(result.closest);
      pending.push({
        sent,
        ...(remark ? { notice: true } : {}),
        make: (at) =>
          issue("unread-sentence", "", {
            ...at,
            text: sent.text,
            reason: result.reason,
            ...(closest !== undefined ? { closest } : {}),
            ...(result.others ? { others: result.others.map((o) => say(o)!) } : {}),
            ...(result.unknown && result.unknown.length > 0 ? { unknown: result.unknown } : {}),
            ...(result.suggestions ? { suggestions: result.suggestions } : {}),
          }),
      });
      continue;
    }
    if (clues.length + result.clues.length > maxClues) {
      issues.push(issue("too-many-clues", "", { count: clues.length + result.clues.length, maxClues }));
      break;
    }
    sent.clues = result.clues.map((_, i) => clues.length + i);
    sent.exact = result.exact;
    if (result.choice) choices.push({ sent, choice: { clue: clues.length, ...result.choice } });
    for (const c of result.clues) clues.push({ ...c, text: sent.text });
  }

  // 7. The questions: each one read is kept, the last is the puzzle's.
  let asked: Question | undefined;
  const asking: Question[] = [];
  for (const q of questions) {
    const read = attributes.length > 0 ? readQuestion(q.text, env) : undefined;
    if (read === undefined) {
      q.status = "ignored";
      pending.push({ sent: q, make: (at) => issue("unread-question", "", { ...at, text: q.text }) });
      continue;
    }
    asked = read;
    asking.push(read);
  }

  // 8. Numbers, issues, the puzzle.
  const sentences = numbered(lines, perLine);
  const indexOf = new Map<Sent, number>();
  orderedSentences(lines, perLine).forEach((s, i) => {
    indexOf.set(s, i + 1);
  });
  const at = (s: Sent) => ({ sentence: indexOf.get(s) ?? 0, line: s.line, ...(s.marker !== undefined ? { marker: s.marker } : {}) });
  for (const p of pending) {
    const made = p.make(at(p.sent));
    (p.notice || made.code === "unread-question" ? notices : issues).push(made);
  }
  const preamble = sentences.filter((s) => s.role === "preamble").map((s) => s.text);
  const puzzle: Puzzle = {
    format: formatTag,
    // The renderer's heading of an untitled puzzle ("# Zebra puzzle") is no title of its own.
    ...(title !== undefined && exact(title) !== frames.untitled ? { title } : {}),
    size,
    attributes,
    clues,
    ...(preamble.length > 0 ? { preamble: preamble.join(" ") } : {}),
    ...(asked !== undefined ? { question: asked } : {}),
  };
  if (attributes.length > 0) {
    const checked = parsePuzzle(toDocument(puzzle));
    if (!checked.ok) issues.push(...checked.issues);
  }
  const readChoices: ReadingChoice[] = choices.map(({ sent, choice }) => ({ ...choice, ...at(sent) }));
  return {
    locale,
    ...(attributes.length > 0 ? { puzzle } : {}),
    ...(asking.length > 1 ? { questions: asking } : {}),
    sentences,
    issues,
    notices,
    choices: readChoices,
  };
}

/** Whether sentence `later` comes after sentence `first` in the text. */
function isAfter(ordered: readonly Sent[], first: Sent, later: Sent): boolean {
  return ordered.indexOf(first) < ordered.indexOf(later);
}

function isLone(lines: readonly Line[], l: Line): boolean {
  return lines.filter((x) => x.block === l.block && x.kind !== "blank").length === 1;
}

/** The sentences of the text in order. */
function orderedSentences(lines: readonly Line[], perLine: ReadonlyMap<number, readonly Sent[]>): Sent[] {
  const out: Sent[] = [];
  for (const l of lines) out.push(...(perLine.get(l.number) ?? []));
  return out;
}

/** The sentences as the reading reports them, numbered from 1. */
function numbered(lines: readonly Line[], perLine: ReadonlyMap<number, readonly Sent[]>): ReadSentence[] {
  return orderedSentences(lines, perLine).map((s, i) => ({
    index: i + 1,
    line: s.line,
    text: s.text,
    role: s.role,
    status: s.status,
    ...(s.clues !== undefined ? { clues: s.clues } : {}),
    ...(s.exact !== undefined ? { exact: s.exact } : {}),
  }));
}

/** A clue in the reader's words, or its JSON when the renderer cannot word it. */
function safeClue(renderer: Renderer, clue: Clue, ctx: SentenceEnv["ctx"]): string {
  try {
    return renderer.clue(clue, ctx);
  } catch {
    return JSON.stringify(clue);
  }
}
