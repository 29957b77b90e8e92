import type { Grid, Puzzle, Value } from "@zebra/model";
import { gridFromJson, textGrids, type Cells, type GridCandidate } from "./answer-grid.js";
import { readingOf, type AnswerLabels, type Reading } from "./answer-labels.js";
import { DatasetInputError } from "./input-error.js";
import { isObject } from "./internal/is-object.js";

/**
 * What {@link parseAnswer} read from an answer.
 *
 * - `grid`: a full or partial grid (attribute → values by position, position 1 first), with
 *   attribute names and values spelled as in the puzzle; a cell the answer left out or gave
 *   a value the puzzle does not have is `null`.
 * - `value`: the answer to the record's question alone (a number for a position-code
 *   question, a value of the asked attribute for a find question).
 * - `none`: nothing could be read; `reason` says why, for reports.
 *
 * A grid answer may also carry `value`, when the text states the question's answer apart
 * from the grid (a final "Answer:" line, `\boxed{…}`).
 */
export type ParsedAnswer =
  | { readonly kind: "grid"; readonly grid: Readonly<Record<string, readonly (Value | null)[]>>; readonly complete: boolean; readonly value?: Value }
  | { readonly kind: "value"; readonly value: Value }
  | { readonly kind: "none"; readonly reason: string };

/** The question an answer is read against: what kind of value a bare answer must be. */
export type AnswerQuestion =
  | { readonly kind: "position-code" }
  | { readonly kind: "find"; readonly attr: string }
  /** No question (a grid-only record, such as ZebraLogic's grid mode): only a grid is read. */
  | { readonly kind: "grid-only" };

/** Where a JSON text inside an answer starts and ends. */
interface JsonCandidate {
  readonly start: number;
  readonly end: number;
}

/** The contents of the Markdown code fences of a text, found with `indexOf` (a lazy regex for them backtracks on an unclosed fence). */
function fences(text: string): JsonCandidate[] {
  const found: JsonCandidate[] = [];
  let at = text.indexOf("```");
  while (at >= 0) {
    const close = text.indexOf("```", at + 3);
    if (close < 0) break;
    const newline = text.indexOf("\n", at + 3);
    // The language tag ("json") runs to the end of the opening line.
    const bodyStart = newline >= 0 && newline < close && /^[a-zA-Z]*\s*$/.test(text.slice(at + 3, newline)) ? newline + 1 : at + 3;
    found.push({ start: bodyStart, end: close + 3 });
    at = text.indexOf("```", close + 3);
  }
  // Only the last ones can be tried (see maxJsonTried).
  return found.slice(-maxJsonTried);
}

/**
 * The outermost balanced `{…}` and `[…]` spans of a text (strings inside respected), in one
 * pass with a stack: a bracket that never closes costs nothing more than its character.
 */
function bracketSpans(text: string): JsonCandidate[] {
  // Closed pairs in the order they close; a pair that closes removes the pairs inside it. A pair
  // with brackets nested deeper than any grid is kept out (parsing it would only fail, slowly).
  // Typed arrays, reused between calls: a text of a million brackets makes no million objects.
  if (stack.length < text.length) stack = new Int32Array(Math.max(text.length, 2 * stack.length));
  if (pairStarts.length < text.length) [pairStarts, pairEnds] = [new Int32Array(stack.length), new Int32Array(stack.length)];
  const open = stack;
  let depth = 0;
  let pairs = 0;
  // The open brackets below this many on the stack hold a bracket nested too deep.
  let deepBelow = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) inString = depth > 0;
    else if (c === openBrace || c === openBracket) {
      open[depth++] = i;
      if (depth > maxDepth) deepBelow = depth;
    } else if ((c === closeBrace || c === closeBracket) && depth > 0) {
      const start = open[--depth]!;
      const deep = depth < deepBelow;
      deepBelow = Math.min(deepBelow, depth);
      while (pairs > 0 && pairStarts[pairs - 1]! > start) pairs--;
      pairStarts[pairs] = start;
      // A deep pair is marked by a negative end.
      pairEnds[pairs++] = deep ? -1 : i + 1;
    }
  }
  const spans: JsonCandidate[] = [];
  // Only the last ones can be tried (see maxJsonTried).
  for (let k = pairs - 1; k >= 0 && spans.length < maxJsonTried; k--) if (pairEnds[k]! > 0) spans.push({ start: pairStarts[k]!, end: pairEnds[k]! });
  return spans;
}

let stack = new Int32Array(4096);
let pairStarts = new Int32Array(4096);
let pairEnds = new Int32Array(4096);

/** The JSON texts read at most, the last ones first: an answer's final grid comes after its drafts, not before a thousand other brackets. */
const maxJsonTried = 1000;

/** Deeper than any grid's JSON (a wrapper, houses, attributes, a list of values). */
const maxDepth = 16;

const [backslash, quote, openBrace, openBracket, closeBrace, closeBracket] = [...'\\"{[}]'].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
];

/** The parsed JSON of a text, or undefined; a text that cannot start a JSON value is not tried (a thrown parse error is slow). */
function tryJson(text: string): unknown {
  if (!/^[{["\-\d]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const reasoningEnd = /<\/(?:think|thinking|reasoning|thought)>|<\|end_of_thought\|>/gi;
const reasoningStart = /<(?:think|thinking|reasoning|thought)>|<\|begin_of_thought\|>/i;

/**
 * An answer without its reasoning: what follows the last `</think>` (or `</thinking>`,
 * `</reasoning>`, `</thought>`, `<|end_of_thought|>`), so that drafts inside the reasoning are
 * never graded; when reasoning was opened and never closed, only what came before it.
 */
function withoutReasoning(text: string): string {
  const close = [...text.matchAll(reasoningEnd)].at(-1);
  if (close !== undefined) return text.slice(close.index + close[0].length);
  const open = reasoningStart.exec(text);
  return open === null ? text : text.slice(0, open.index);
}

/**
 * The part of an answer a model marked as final: the content of its last
 * `<solution>…</solution>` (or `<answer>…</answer>`) tags, to the end of the text when the
 * closing tag was cut off; undefined when there are none.
 */
function taggedRegion(text: string): string | undefined {
  const opening = [...text.matchAll(/<(solution|answer)>/gi)].at(-1);
  if (opening === undefined) return undefined;
  const rest = text.slice(opening.index + opening[0].length);
  const close = rest.search(new RegExp(`</${opening[1]}>`, "i"));
  return close < 0 ? rest : rest.slice(0, close);
}

/** The content of the last `\boxed{…}` (braces balanced, `\text{…}` and `$` removed), or undefined. */
function boxed(text: string): string | undefined {
  const start = text.lastIndexOf("\\boxed{");
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = start + 6; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0)
      return text
        .slice(start + 7, i)
        .replace(/\\(?:text|textbf|mathrm|mathbf)\s*\{([^{}]*)\}/g, "$1")
        .replace(/\$/g, "")
        .trim();
  }
  return undefined;
}

/** The words that introduce an answer, in the languages Zebra writes: "Answer:", "Final answer:", "Antwort:", "答案：", "答え：". */
const answerWord = /(?:answer|antwort|答案|答え|解答|回答)(?:\s*is)?\s*[:：=]([^\n]*)/gi;

/** The text after the last "Answer:" (or "Final answer:", "the answer is …", "答案："), up to the end of its line. */
function answerLine(text: string): string | undefined {
  const last = [...text.matchAll(answerWord)].at(-1);
  if (!last) {
    const sentence = [...text.matchAll(/\banswer is\s([^\n]*)/gi)].at(-1);
    return sentence?.[1]?.trim() || undefined;
  }
  return last[1]!.trim() || undefined;
}

/** The last line with something on it. */
function lastLine(text: string): string | undefined {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (line !== "") return line;
    end = start - 1;
  }
  return undefined;
}

const maxAnswerLine = 2000;

/** An answer to the question read from text; `loose` when a sentence named it, rather than the whole text being its name. */
interface TextValue {
  readonly value: Value;
  readonly loose: boolean;
}

/** Value answers that a sentence named (see {@link TextValue}): a weaker reading than a whole-text match, when locales disagree. */
const looseReads = new WeakSet<ParsedAnswer>();

function valueRead({ value, loose }: TextValue): ParsedAnswer {
  const read: ParsedAnswer = { kind: "value", value };
  if (loose) looseReads.add(read);
  return read;
}

/** The answer to the question read from a short piece of text, or undefined. */
function valueFromText(reading: Reading, question: AnswerQuestion, raw: string): TextValue | undefined {
  // A line longer than a long sentence is no answer to the question (and is not searched for one).
  if (question.kind === "grid-only" || raw.length > maxAnswerLine) return undefined;
  const text = raw.normalize("NFKC").replaceAll("**", "");
  if (question.kind === "position-code") {
    const numbers = text.match(/-?\d+/g);
    // A bare number, or the last number of an "Answer:"-like sentence.
    return numbers && numbers.length > 0 ? { value: Number(numbers.at(-1)), loose: false } : undefined;
  }
  const attribute = reading.attribute(question.attr);
  if (!attribute) return undefined;
  const whole = reading.value(attribute, text);
  if (whole !== undefined) return { value: whole, loose: false };
  const named = reading.named(attribute, text);
  return named === undefined ? undefined : { value: named, loose: true };
}

function completeCells(reading: Reading, cells: Cells): boolean {
  return reading.puzzle.attributes.every((a) => cells[a.name]!.every((v) => v !== null));
}

/**
 * Reads a model's (or a person's) answer to a puzzle, leniently, the way benchmark users expect.
 *
 * Use it to grade free-form output. Reasoning in `<think>…</think>` (or `<thinking>`,
 * `<reasoning>`, `<thought>`, `<|begin_of_thought|>`) is skipped; when the answer has
 * `<answer>…</answer>` (or `<solution>…</solution>`) tags, only the last tagged part is read;
 * otherwise the grid written last wins, so a draft followed by a correction is read as the
 * correction. A grid may be JSON (attribute → values by position, `{"House 1": {attr: value}}`,
 * a list of houses, a ZebraLogic `{"header", "rows"}` table, any of them under `solution`,
 * `grid` or `answer`), in a Markdown code fence or surrounded by prose; a Markdown table or a
 * text table, with houses as rows or as columns; "House 1: red, Englishman, dog" lines; or
 * "Color: red, blue, …" lines. The answer to the question alone is read from `\boxed{…}`, a
 * final "Answer:" line ("答案：", "Antwort:", "答え："), `{"answer": …}`, or else the last line.
 * Values and attribute names match after normalising case, width, spaces, hyphens and
 * underscores (and a plural "s" when only one value fits), but only whole: "very short" never
 * counts as "short". With `labels`, a locale's headings and value labels ("旅行目的地",
 * "58 years old") are read as the puzzle's own. Whatever cannot be read is `{ kind: "none" }`.
 *
 * Cost: linear in the length of the answer (each JSON span and table is read once).
 *
 * @param puzzle - the puzzle the answer is for (its attributes and values).
 * @param question - the question a bare answer answers.
 * @param answer - the answer: text, or an already parsed JSON value.
 * @param labels - the words of the locales the answer may be written in (a record's `labels`).
 * @returns the grid and/or value read, or `none` with the reason.
 * @throws {@link DatasetInputError} when `puzzle` is not a parsed puzzle.
 * @example
 * ```ts
 * parseAnswer(puzzle, { kind: "position-code" }, "Some reasoning…\nAnswer: 9"); // { kind: "value", value: 9 }
 * ```
 */
export function parseAnswer(puzzle: Puzzle, question: AnswerQuestion, answer: unknown, labels: readonly AnswerLabels[] = []): ParsedAnswer {
  if (!isObject(puzzle) || !Array.isArray(puzzle.attributes) || typeof puzzle.size !== "number")
    throw new DatasetInputError("invalid-puzzle", "parseAnswer: the puzzle is not a parsed puzzle (use parsePuzzle of @zebra/model)");
  return readAnswer(readingsOf(puzzle, labels), question, answer);
}

/** One reading per locale of the labels (the puzzle's own names alone when there are none). */
export function readingsOf(puzzle: Puzzle, labels: readonly AnswerLabels[] = []): Reading[] {
  return labels.length === 0 ? [readingOf(puzzle)] : labels.map((l) => readingOf(puzzle, l));
}

/**
 * {@link parseAnswer} with readings made once per record: the answer is read in each locale in
 * turn, until one reads a complete grid; otherwise the reading that read the most wins (an
 * answer is read in the language it is written in), and of two that read a value, the one
 * whose label is the whole answer beats one that found a label inside it (Japanese "中国将棋",
 * xiangqi, holds the Chinese "将棋", shogi).
 */
export function readAnswer(readings: readonly Reading[], question: AnswerQuestion, answer: unknown): ParsedAnswer {
  let best: ParsedAnswer | undefined;
  for (const reading of readings) {
    let read: ParsedAnswer;
    try {
      read = parseUnsafe(reading, question, answer);
    } catch (error) {
      read = { kind: "none", reason: `unreadable answer (${error instanceof Error ? error.message : String(error)})` };
    }
    if (read.kind === "grid" && read.complete) return read;
    if (best === undefined || weight(read) > weight(best)) best = read;
  }
  return best!;
}

/** How much an answer's reading read: the cells of a grid, then a value (named by the whole text, then by a sentence), then nothing. */
function weight(read: ParsedAnswer): number {
  if (read.kind === "none") return 0;
  if (read.kind === "value") return looseReads.has(read) ? 1 : 1.5;
  return 2 + Object.values(read.grid).reduce((n, values) => n + values.filter((v) => v !== null).length, 0);
}

function parseUnsafe(reading: Reading, question: AnswerQuestion, answer: unknown): ParsedAnswer {
  if (answer === null || answer === undefined) return { kind: "none", reason: "empty answer" };
  if (typeof answer === "number") return valueAnswer(reading, question, String(answer));
  if (typeof answer !== "string")
    return jsonAnswer(reading, question, answer, undefined) ?? { kind: "none", reason: "not a grid or an answer to the question" };
  const final = withoutReasoning(answer);
  const text = taggedRegion(final) ?? final;
  if (text.trim() === "") return { kind: "none", reason: final === answer ? "empty answer" : "no answer after the reasoning" };
  const marked = boxed(text) ?? answerLine(text);
  const statedValue = marked === undefined ? undefined : valueFromText(reading, question, marked);
  // A whole text of JSON: a scalar here, an object or array as a bracket span below.
  const whole = /^[{[]/.test(text.trim()) ? undefined : tryJson(text.trim());
  if (whole !== undefined) {
    const read = jsonAnswer(reading, question, whole, statedValue);
    if (read) return read;
  }
  const json = [...fences(text), ...bracketSpans(text)].sort((a, b) => b.end - a.end);
  // The common case, a JSON grid written last: when no line after it can be a row of a text grid,
  // no text grid ends after it, and the text before it need not be searched for tables.
  const lastJson = json[0];
  if (lastJson !== undefined && textGrids(reading, text.slice(linesAfter(text, lastJson.end))).length === 0) {
    const read = readJsonCandidate(reading, question, text, lastJson, statedValue);
    if (read?.kind === "grid") return read;
  }
  // Every grid the text writes, the one that ends last first: a model's final answer follows its drafts.
  // (The sort is stable: at the same end, JSON is tried before a text grid.)
  const candidates: (GridCandidate | JsonCandidate)[] = [...json, ...textGrids(reading, text)];
  candidates.sort((a, b) => b.end - a.end);
  let jsonValue: ParsedAnswer | undefined;
  let jsonTried = 0;
  for (const candidate of candidates) {
    if ("read" in candidate) {
      const cells = candidate.read();
      if (cells) return gridAnswer(reading, cells, statedValue?.value);
      continue;
    }
    if (++jsonTried > maxJsonTried) continue;
    const read = readJsonCandidate(reading, question, text, candidate, statedValue);
    if (read?.kind === "grid") return read;
    jsonValue ??= read;
  }
  if (jsonValue !== undefined) return jsonValue;
  if (statedValue !== undefined) return valueRead(statedValue);
  const last = lastLine(text);
  const value = last === undefined ? undefined : valueFromText(reading, question, last);
  if (value !== undefined) return valueRead(value);
  return {
    kind: "none",
    reason: question.kind === "grid-only" ? "no grid found" : text.trim().includes("\n") ? "no grid and no answer line found" : "not an answer to the question",
  };
}

/** Where the lines that end after `end` start: the line that `end` falls inside, else the next one. */
function linesAfter(text: string, end: number): number {
  if (end >= text.length) return text.length;
  return text[end] === "\n" ? end + 1 : text.lastIndexOf("\n", end - 1) + 1;
}

/** A JSON candidate read as an answer; undefined when it is not JSON or not an answer. */
function readJsonCandidate(
  reading: Reading,
  question: AnswerQuestion,
  text: string,
  candidate: JsonCandidate,
  statedValue: TextValue | undefined,
): ParsedAnswer | undefined {
  // A fence's closing backticks are not part of its JSON.
  const json = tryJson(text.slice(candidate.start, text.startsWith("```", candidate.end - 3) ? candidate.end - 3 : candidate.end).trim());
  return json === undefined ? undefined : jsonAnswer(reading, question, json, statedValue);
}

function gridAnswer(reading: Reading, cells: Cells, value: Value | undefined): ParsedAnswer {
  return { kind: "grid", grid: cells, complete: completeCells(reading, cells), ...(value !== undefined ? { value } : {}) };
}

function valueAnswer(reading: Reading, question: AnswerQuestion, text: string): ParsedAnswer {
  const value = valueFromText(reading, question, text);
  return value === undefined ? { kind: "none", reason: "not an answer to the question" } : valueRead(value);
}

function jsonAnswer(reading: Reading, question: AnswerQuestion, json: unknown, statedValue: TextValue | undefined): ParsedAnswer | undefined {
  const cells = gridFromJson(reading, json);
  if (cells) return gridAnswer(reading, cells, (statedValue ?? (isObject(json) ? scalarAnswer(reading, question, json) : undefined))?.value);
  if (typeof json === "number" || typeof json === "string") {
    const read = valueAnswer(reading, question, String(json));
    return read.kind === "value" ? read : undefined;
  }
  if (isObject(json)) {
    const value = scalarAnswer(reading, question, json);
    if (value !== undefined) return valueRead(value);
  }
  return undefined;
}

/** `{"answer": 9}` or `{"answer": "German"}`. */
function scalarAnswer(reading: Reading, question: AnswerQuestion, json: Record<string, unknown>): TextValue | undefined {
  for (const [key, value] of Object.entries(json).slice(0, 1000)) {
    const name = key
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, " ");
    if (name !== "answer" && name !== "final answer") continue;
    if (typeof value === "number" || typeof value === "string") return valueFromText(reading, question, String(value));
  }
  return undefined;
}

/** A grid with every cell filled, as `Grid`, or undefined (internal to grading; not exported from the package). */
export function fullGrid(grid: Readonly<Record<string, readonly (Value | null)[]>>): Grid | undefined {
  const out: Record<string, Value[]> = {};
  for (const [name, values] of Object.entries(grid)) {
    if (values.some((v) => v === null)) return undefined;
    out[name] = values as Value[];
  }
  return out;
}
