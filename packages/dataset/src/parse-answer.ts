import type { Attribute, Grid, Puzzle, Value } from "@zebra/model";

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
 * from the grid (a final "Answer:" line).
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

/**
 * Normalises text for lenient comparison: lower case, whitespace collapsed, surrounding
 * quotes, backticks, asterisks and trailing punctuation removed.
 *
 * Use it to compare an answer's words with a puzzle's values the way {@link parseAnswer}
 * does. Cost: linear in the text.
 *
 * @param text - any text.
 * @returns the normalised text.
 * @example
 * ```ts
 * normaliseWord("  **Pall  Mall**. "); // "pall mall"
 * ```
 */
export function normaliseWord(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'`*_\s]+|["'`*_.,;:!?\s]+$/g, "")
    .trim();
}

/** Finds the puzzle's spelling of a value given loosely (case, spaces, a plural "s"), or undefined. */
function matchValue(attribute: Attribute, given: unknown): Value | undefined {
  if (typeof given === "number") return attribute.values.find((v) => v === given || String(v) === String(given));
  if (typeof given !== "string") return undefined;
  const word = normaliseWord(given);
  const exact = attribute.values.find((v) => normaliseWord(String(v)) === word);
  if (exact !== undefined) return exact;
  // "thrillers" for "thriller", "the thriller" for "thriller": accepted only when one value fits.
  const loose = word.replace(/^(the|a|an) /, "");
  const fits = attribute.values.filter((v) => {
    const name = normaliseWord(String(v));
    return loose === name || loose === `${name}s` || loose === `${name}es` || `${loose}s` === name;
  });
  return fits.length === 1 ? fits[0] : undefined;
}

function matchAttribute(puzzle: Puzzle, given: string): Attribute | undefined {
  const word = normaliseWord(given);
  return puzzle.attributes.find((a) => normaliseWord(a.name) === word);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "House 1", "house_2", "3", "Position 4", "H5" → the 1-based position, or undefined. */
function housePosition(key: string, size: number): number | undefined {
  const match = /^\s*(?:house|position|pos|h)?[\s_#-]*(\d+)\s*$/i.exec(key);
  if (!match) return undefined;
  const position = Number(match[1]);
  return position >= 1 && position <= size ? position : undefined;
}

type Cells = Record<string, (Value | null)[]>;

function emptyCells(puzzle: Puzzle): Cells {
  const cells: Cells = {};
  for (const attribute of puzzle.attributes) cells[attribute.name] = Array.from({ length: puzzle.size }, () => null);
  return cells;
}

/** Reads a JSON value as a grid in one of the accepted shapes; undefined when it is none of them. */
function gridFromJson(puzzle: Puzzle, json: unknown): Cells | undefined {
  if (Array.isArray(json)) return gridFromHouses(puzzle, json.map((house, i) => [i + 1, house] as const));
  if (!isRecord(json)) return undefined;
  // ZebraLogic's solution table: {"header": ["House", "Name", …], "rows": [["1", "Arnold", …], …]}.
  if (Array.isArray(json["header"]) && Array.isArray(json["rows"])) return gridFromTable(puzzle, json["header"], json["rows"]);
  // Wrappers: {"solution": …}, {"grid": …}, {"answer": {…}}.
  for (const key of Object.keys(json)) {
    const name = normaliseWord(key);
    if ((name === "solution" || name === "grid" || name === "answer") && typeof json[key] === "object" && json[key] !== null) {
      const inner = gridFromJson(puzzle, json[key]);
      if (inner) return inner;
    }
  }
  const entries = Object.entries(json);
  const houses = entries.map(([key, house]) => [housePosition(key, puzzle.size), house] as const);
  if (houses.length > 0 && houses.every(([position, house]) => position !== undefined && isRecord(house))) {
    return gridFromHouses(puzzle, houses as (readonly [number, unknown])[]);
  }
  // Attribute → values by position.
  const cells = emptyCells(puzzle);
  let matched = 0;
  for (const [key, values] of entries) {
    const attribute = matchAttribute(puzzle, key);
    if (!attribute || !Array.isArray(values)) continue;
    matched++;
    values.slice(0, puzzle.size).forEach((v, i) => {
      cells[attribute.name]![i] = matchValue(attribute, v) ?? null;
    });
  }
  return matched > 0 ? cells : undefined;
}

function gridFromHouses(puzzle: Puzzle, houses: readonly (readonly [number, unknown])[]): Cells | undefined {
  const cells = emptyCells(puzzle);
  let matched = 0;
  for (const [position, house] of houses) {
    if (!isRecord(house) || position < 1 || position > puzzle.size) continue;
    for (const [key, value] of Object.entries(house)) {
      const attribute = matchAttribute(puzzle, key);
      if (!attribute) continue;
      matched++;
      cells[attribute.name]![position - 1] = matchValue(attribute, value) ?? null;
    }
  }
  return matched > 0 ? cells : undefined;
}

function gridFromTable(puzzle: Puzzle, header: readonly unknown[], rows: readonly unknown[]): Cells | undefined {
  const houses: [number, Record<string, unknown>][] = [];
  rows.forEach((row, index) => {
    if (!Array.isArray(row)) return;
    const house: Record<string, unknown> = {};
    let position = index + 1;
    header.forEach((name, column) => {
      if (typeof name !== "string") return;
      if (normaliseWord(name) === "house") position = housePosition(String(row[column]), puzzle.size) ?? position;
      else house[name] = row[column];
    });
    houses.push([position, house]);
  });
  return gridFromHouses(puzzle, houses);
}

/** The JSON texts inside an answer, most explicit first: fenced code blocks, then balanced `{…}`/`[…]` spans, last first. */
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

/** The answer to the question read from a short piece of text, or undefined. */
function valueFromText(puzzle: Puzzle, question: AnswerQuestion, text: string): Value | undefined {
  if (question.kind === "grid-only") return undefined;
  const clean = normaliseWord(text.replace(/\*\*/g, ""));
  if (question.kind === "position-code") {
    const numbers = clean.match(/-?\d+/g);
    // A bare number, or the last number of an "Answer:"-like sentence.
    return numbers && numbers.length > 0 ? Number(numbers.at(-1)) : undefined;
  }
  const attribute = matchAttribute(puzzle, question.attr);
  if (!attribute) return undefined;
  const whole = matchValue(attribute, clean);
  if (whole !== undefined) return whole;
  // The one value of the asked attribute the sentence names ("The German owns the zebra.").
  const named = attribute.values.filter((v) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(normaliseWord(String(v)))}(e?s)?($|[^\\p{L}\\p{N}])`, "u").test(clean));
  return named.length === 1 ? named[0] : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text after the last "Answer:" (or "Final answer:"), up to the end of its line. */
function answerLine(text: string): string | undefined {
  const matches = [...text.matchAll(/(?:final\s+)?answer\s*(?:is)?\s*[:：=]\s*([^\n]*)/gi)];
  const last = matches.at(-1);
  if (!last) {
    const sentence = [...text.matchAll(/\banswer is\s+([^\n]*)/gi)].at(-1);
    return sentence?.[1]?.trim() || undefined;
  }
  return last[1]!.trim() || undefined;
}

function completeCells(puzzle: Puzzle, cells: Cells): boolean {
  return puzzle.attributes.every((a) => cells[a.name]!.every((v) => v !== null));
}

/**
 * Reads a model's (or a person's) answer to a puzzle, leniently, the way benchmark users expect.
 *
 * Use it to grade free-form output. It accepts a full grid as JSON (attribute → values by
 * position, `{"House 1": {attr: value}}`, a list of houses, a ZebraLogic `{"header", "rows"}`
 * table, any of them wrapped in `{"solution": …}`), inside Markdown code fences or surrounded
 * by prose; or the answer to the question alone, as a bare value, JSON `{"answer": …}`, or a
 * final "Answer:" line. Attribute names and values match regardless of case and whitespace
 * (and a plural "s"). Whatever cannot be read is `{ kind: "none" }`: it never throws.
 *
 * Cost: linear in the length of the answer times the number of JSON spans in it.
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
  if (answer.trim() === "") return { kind: "none", reason: "empty answer" };
  const line = answerLine(answer);
  const lineValue = line === undefined ? undefined : valueFromText(puzzle, question, line);
  for (const candidate of jsonCandidates(answer)) {
    const json = tryJson(candidate);
    if (json === undefined) continue;
    const read = jsonAnswer(puzzle, question, json, lineValue);
    if (read) return read;
  }
  if (lineValue !== undefined) return { kind: "value", value: lineValue };
  // A short answer with no "Answer:" line: the whole text is the value ("9", "The German.").
  if (answer.trim().split("\n").length <= 2 && answer.length <= 200) return valueAnswer(puzzle, question, answer);
  return { kind: "none", reason: "no grid and no answer line found" };
}

function valueAnswer(puzzle: Puzzle, question: AnswerQuestion, text: string): ParsedAnswer {
  const value = valueFromText(puzzle, question, text);
  return value === undefined ? { kind: "none", reason: "not an answer to the question" } : { kind: "value", value };
}

function jsonAnswer(puzzle: Puzzle, question: AnswerQuestion, json: unknown, lineValue: Value | undefined): ParsedAnswer | undefined {
  const cells = gridFromJson(puzzle, json);
  if (cells) {
    const explicit = lineValue ?? (isRecord(json) ? scalarAnswer(puzzle, question, json) : undefined);
    return { kind: "grid", grid: cells, complete: completeCells(puzzle, cells), ...(explicit !== undefined ? { value: explicit } : {}) };
  }
  if (typeof json === "number" || typeof json === "string") return valueAnswer(puzzle, question, String(json)).kind === "value" ? valueAnswer(puzzle, question, String(json)) : undefined;
  if (isRecord(json)) {
    const value = scalarAnswer(puzzle, question, json);
    if (value !== undefined) return { kind: "value", value };
  }
  return undefined;
}

/** `{"answer": 9}` or `{"answer": "German"}`. */
function scalarAnswer(puzzle: Puzzle, question: AnswerQuestion, json: Record<string, unknown>): Value | undefined {
  for (const [key, value] of Object.entries(json)) {
    if (normaliseWord(key) !== "answer" && normaliseWord(key) !== "final answer") continue;
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
