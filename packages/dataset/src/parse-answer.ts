import type { Grid, Puzzle, Value } from "@zebra/model";
import { gridFromJson, gridFromText, type Cells } from "./answer-grid.js";
import { isObject } from "./internal/is-object.js";
import { matchAttribute, matchValue, namedValue } from "./match-value.js";

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

/** The JSON texts inside an answer, most explicit first: fenced code blocks, the whole text, then balanced `{…}`/`[…]` spans, last first. */
function jsonCandidates(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) found.push(match[1]!.trim());
  found.push(text.trim());
  const spans: string[] = [];
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== "{" && open !== "[") continue;
    const end = balancedEnd(text, start);
    if (end > start) {
      spans.push(text.slice(start, end + 1));
      start = end;
    }
  }
  found.push(...spans.reverse());
  return found;
}

/** Index of the bracket that closes the one at `start` (strings respected), or -1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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

/** The text after the last "Answer:" (or "Final answer:", "the answer is …"), up to the end of its line. */
function answerLine(text: string): string | undefined {
  const matches = [...text.matchAll(/(?:final\s+)?answer\s*(?:is)?\s*[:：=]\s*([^\n]*)/gi)];
  const last = matches.at(-1);
  if (!last) {
    const sentence = [...text.matchAll(/\banswer is\s+([^\n]*)/gi)].at(-1);
    return sentence?.[1]?.trim() || undefined;
  }
  return last[1]!.trim() || undefined;
}

/** The last line with something on it. */
function lastLine(text: string): string | undefined {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .at(-1);
}

/** The answer to the question read from a short piece of text, or undefined. */
function valueFromText(puzzle: Puzzle, question: AnswerQuestion, text: string): Value | undefined {
  if (question.kind === "grid-only") return undefined;
  if (question.kind === "position-code") {
    const numbers = text.replace(/\*\*/g, "").match(/-?\d+/g);
    // A bare number, or the last number of an "Answer:"-like sentence.
    return numbers && numbers.length > 0 ? Number(numbers.at(-1)) : undefined;
  }
  const attribute = matchAttribute(puzzle, question.attr);
  if (!attribute) return undefined;
  return matchValue(attribute, text.replace(/\*\*/g, "")) ?? namedValue(attribute, text);
}

function completeCells(puzzle: Puzzle, cells: Cells): boolean {
  return puzzle.attributes.every((a) => cells[a.name]!.every((v) => v !== null));
}

/**
 * Reads a model's (or a person's) answer to a puzzle, leniently, the way benchmark users expect.
 *
 * Use it to grade free-form output. When the answer has `<solution>…</solution>` (or
 * `<answer>…</answer>`) tags, only the last tagged part is read. A grid may be JSON
 * (attribute → values by position, `{"House 1": {attr: value}}`, a list of houses, a
 * ZebraLogic `{"header", "rows"}` table, any of them under `solution`, `grid` or `answer`),
 * in a Markdown code fence or surrounded by prose; a Markdown table or a text table, with
 * houses as rows or as columns; "House 1: red, Englishman, dog" lines; or "Color: red, blue,
 * …" lines. The answer to the question alone is read from `\boxed{…}`, a final "Answer:"
 * line, `{"answer": …}`, or else the last line. Values and attribute names match after
 * normalising case, spaces, hyphens and underscores (and a plural "s" when only one value
 * fits), but only whole: "very short" never counts as "short". Whatever cannot be read is
 * `{ kind: "none" }`: it never throws.
 *
 * Cost: linear in the length of the answer times the number of JSON spans and tables in it.
 *
 * @param puzzle - the puzzle the answer is for (its attributes and values).
 * @param question - the question a bare answer answers.
 * @param answer - the answer: text, or an already parsed JSON value.
 * @returns the grid and/or value read, or `none` with the reason.
 * @example
 * ```ts
 * parseAnswer(puzzle, { kind: "position-code" }, "Some reasoning…\nAnswer: 9"); // { kind: "value", value: 9 }
 * ```
 */
export function parseAnswer(puzzle: Puzzle, question: AnswerQuestion, answer: unknown): ParsedAnswer {
  try {
    return parseUnsafe(puzzle, question, answer);
  } catch (error) {
    return { kind: "none", reason: `unreadable answer (${error instanceof Error ? error.message : String(error)})` };
  }
}

function parseUnsafe(puzzle: Puzzle, question: AnswerQuestion, answer: unknown): ParsedAnswer {
  if (answer === null || answer === undefined) return { kind: "none", reason: "empty answer" };
  if (typeof answer === "number") return valueAnswer(puzzle, question, String(answer));
  if (typeof answer !== "string") return jsonAnswer(puzzle, question, answer, undefined) ?? { kind: "none", reason: "not a grid or an answer to the question" };
  const text = taggedRegion(answer) ?? answer;
  if (text.trim() === "") return { kind: "none", reason: "empty answer" };
  const marked = boxed(text) ?? answerLine(text);
  const statedValue = marked === undefined ? undefined : valueFromText(puzzle, question, marked);
  for (const candidate of jsonCandidates(text)) {
    const json = tryJson(candidate);
    if (json === undefined) continue;
    const read = jsonAnswer(puzzle, question, json, statedValue);
    if (read) return read;
  }
  const cells = gridFromText(puzzle, text);
  if (cells) return gridAnswer(puzzle, cells, statedValue);
  if (statedValue !== undefined) return { kind: "value", value: statedValue };
  const final = lastLine(text);
  const value = final === undefined ? undefined : valueFromText(puzzle, question, final);
  if (value !== undefined) return { kind: "value", value };
  return {
    kind: "none",
    reason: question.kind === "grid-only" ? "no grid found" : text.trim().includes("\n") ? "no grid and no answer line found" : "not an answer to the question",
  };
}

function gridAnswer(puzzle: Puzzle, cells: Cells, value: Value | undefined): ParsedAnswer {
  return { kind: "grid", grid: cells, complete: completeCells(puzzle, cells), ...(value !== undefined ? { value } : {}) };
}

function valueAnswer(puzzle: Puzzle, question: AnswerQuestion, text: string): ParsedAnswer {
  const value = valueFromText(puzzle, question, text);
  return value === undefined ? { kind: "none", reason: "not an answer to the question" } : { kind: "value", value };
}

function jsonAnswer(puzzle: Puzzle, question: AnswerQuestion, json: unknown, statedValue: Value | undefined): ParsedAnswer | undefined {
  const cells = gridFromJson(puzzle, json);
  if (cells) return gridAnswer(puzzle, cells, statedValue ?? (isObject(json) ? scalarAnswer(puzzle, question, json) : undefined));
  if (typeof json === "number" || typeof json === "string") {
    const read = valueAnswer(puzzle, question, String(json));
    return read.kind === "value" ? read : undefined;
  }
  if (isObject(json)) {
    const value = scalarAnswer(puzzle, question, json);
    if (value !== undefined) return { kind: "value", value };
  }
  return undefined;
}

/** `{"answer": 9}` or `{"answer": "German"}`. */
function scalarAnswer(puzzle: Puzzle, question: AnswerQuestion, json: Record<string, unknown>): Value | undefined {
  for (const [key, value] of Object.entries(json)) {
    const name = key
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, " ");
    if (name !== "answer" && name !== "final answer") continue;
    if (typeof value === "number" || typeof value === "string") return valueFromText(puzzle, question, String(value));
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
