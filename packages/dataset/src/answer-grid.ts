import type { Value } from "@zebra/model";
import type { Reading } from "./answer-labels.js";
import { isObject } from "./internal/is-object.js";
import { normaliseWord } from "./match-value.js";

/** A grid as an answer gives it: for each attribute, the value read at each position, or null. */
export type Cells = Record<string, (Value | null)[]>;

/** A grid read from one part of an answer, and where that part ends (the answer given last wins). */
export interface GridCandidate {
  readonly end: number;
  read(): Cells | undefined;
}

/** The most items of a JSON array or table that are looked at: a grid never has more, and a sparse array of 2³² − 1 items must not be walked. */
const maxItems = 1000;

function emptyCells(reading: Reading): Cells {
  const cells: Cells = {};
  for (const attribute of reading.puzzle.attributes) cells[attribute.name] = new Array<Value | null>(reading.puzzle.size).fill(null);
  return cells;
}

/** The first entries of an object, at most {@link maxItems}. */
function firstEntries(object: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(object);
  return entries.length > maxItems ? entries.slice(0, maxItems) : entries;
}

/** The first items of an array, at most {@link maxItems}, holes read as undefined. */
function firstItems(array: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < Math.min(array.length, maxItems); i++) out.push(array[i]);
  return out;
}

/** Words that may stand around a house's number in a key or label, in the languages Zebra writes. */
const houseWords = /house|position|pos|haus|h|房子|房屋|房|第|座|号|號|家|軒目|軒|番目|番|目|[#_\-.:：]/giu;

/** The numbers house keys name, remembered: a grader reads the same few keys ("House 1" …) in answer after answer. */
const keyNumbers = new Map<string, number | undefined>();

/** "House 1", "house_2", "3", "Position 4", "H5", "#2", "Haus 3", "第2座房子", "房子2", "3軒目" → the 1-based position, or undefined. */
function housePosition(key: string, size: number): number | undefined {
  if (key.length > 100) return undefined;
  let number = keyNumbers.get(key);
  if (number === undefined && !keyNumbers.has(key)) {
    const bare = key
      .normalize("NFKC")
      .replace(houseWords, "")
      .replace(/[\s*]+/g, "");
    number = /^\d+$/.test(bare) ? Number(bare) : undefined;
    // Bounded: answers full of distinct keys start it again rather than grow it.
    if (keyNumbers.size >= 4096) keyNumbers.clear();
    keyNumbers.set(key, number);
  }
  return number !== undefined && number >= 1 && number <= size ? number : undefined;
}

/** Whether a table heading names the house column ("House", "Haus", "房子", "家", "#"). */
function isHouseHeading(name: string): boolean {
  const bare = normaliseWord(name);
  return bare === "" || bare.replace(houseWords, "").trim() === "";
}

/** A grid from houses given as attribute → value maps, by position; undefined when no cell is read. */
function gridFromHouses(reading: Reading, houses: readonly (readonly [number, unknown])[]): Cells | undefined {
  let cells: Cells | undefined;
  for (const [position, house] of houses) {
    if (!isObject(house) || position < 1 || position > reading.puzzle.size) continue;
    for (const [key, value] of firstEntries(house)) {
      const attribute = reading.attribute(key);
      if (!attribute) continue;
      cells ??= emptyCells(reading);
      cells[attribute.name]![position - 1] = reading.value(attribute, value) ?? null;
    }
  }
  return cells;
}

/** A grid from attribute → values-by-position pairs; undefined when no attribute is named. */
function gridFromAttributeRows(reading: Reading, rows: readonly (readonly [string, readonly unknown[]])[]): Cells | undefined {
  let cells: Cells | undefined;
  for (const [name, values] of rows) {
    const attribute = reading.attribute(name);
    if (!attribute) continue;
    cells ??= emptyCells(reading);
    for (let i = 0; i < Math.min(values.length, reading.puzzle.size); i++) cells[attribute.name]![i] = reading.value(attribute, values[i]) ?? null;
  }
  return cells;
}

/**
 * A grid from a table of cells, either way round: a header of attributes with one row per
 * house (a "House" column, or the rows in house order), or a header of houses with one row per
 * attribute (as Zebra's own grids are printed).
 */
function gridFromTable(reading: Reading, fullHeader: readonly unknown[], allRows: readonly unknown[]): Cells | undefined {
  const { size } = reading.puzzle;
  const header = firstItems(fullHeader);
  const rows = firstItems(allRows).map((row) => (Array.isArray(row) ? firstItems(row) : undefined));
  const houseColumns = header.slice(1).map((h) => housePosition(String(h), size));
  if (header.length > 1 && houseColumns.every((p) => p !== undefined) && reading.attribute(String(header[0])) === undefined) {
    const attributeRows: [string, unknown[]][] = [];
    for (const row of rows) {
      if (!row || typeof row[0] !== "string") continue;
      const values: unknown[] = Array.from({ length: size }, () => undefined);
      houseColumns.forEach((p, k) => {
        values[p! - 1] = row[k + 1];
      });
      attributeRows.push([row[0], values]);
    }
    return gridFromAttributeRows(reading, attributeRows);
  }
  const houses: [number, Record<string, unknown>][] = [];
  rows.forEach((row, index) => {
    if (!row) return;
    const house: Record<string, unknown> = {};
    let position = index + 1;
    header.forEach((name, column) => {
      if (typeof name !== "string") return;
      if (isHouseHeading(name)) position = housePosition(String(row[column]), size) ?? position;
      else house[name] = row[column];
    });
    houses.push([position, house]);
  });
  return gridFromHouses(reading, houses);
}

/** Reads a JSON value as a grid in one of the accepted shapes; undefined when it is none of them. */
export function gridFromJson(reading: Reading, json: unknown): Cells | undefined {
  if (Array.isArray(json))
    return gridFromHouses(
      reading,
      firstItems(json).map((house, i) => [i + 1, house] as const),
    );
  if (!isObject(json)) return undefined;
  // ZebraLogic's solution table: {"header": ["House", "Name", …], "rows": [["1", "Arnold", …], …]}.
  if (Array.isArray(json["header"]) && Array.isArray(json["rows"])) return gridFromTable(reading, json["header"], json["rows"]);
  const entries = firstEntries(json);
  // Wrappers: {"solution": …}, {"grid": …}, {"answer": {…}}.
  for (const [key, inner] of entries) {
    if (!/solution|grid|answer/i.test(key)) continue;
    const name = normaliseWord(key);
    if ((name === "solution" || name === "grid" || name === "answer") && typeof inner === "object" && inner !== null) {
      const cells = gridFromJson(reading, inner);
      if (cells) return cells;
    }
  }
  const houses = entries.map(([key, house]) => [housePosition(key, reading.puzzle.size), house] as const);
  if (houses.length > 0 && houses.every(([position, house]) => position !== undefined && isObject(house))) {
    return gridFromHouses(reading, houses as (readonly [number, unknown])[]);
  }
  return gridFromAttributeRows(
    reading,
    entries.filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])),
  );
}

/** One line of a text and where it ends. */
interface Line {
  readonly text: string;
  readonly end: number;
}

/** Longer than any line of a grid: a longer line is no row of one, and is not split. */
const maxLineLength = 20_000;

/** The lines of a text that may be rows of a grid, with where each ends. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    lines.push({ text: end - start > maxLineLength ? "" : text.slice(start, end), end });
    if (newline < 0) return lines;
    start = newline + 1;
  }
}

/** Runs of consecutive lines that each give the cells of a row, as tables with where each ends. */
function tables(lines: readonly Line[], cellsOf: (line: string) => string[] | undefined | "skip"): { rows: string[][]; end: number }[] {
  const found: { rows: string[][]; end: number }[] = [];
  let current: string[][] = [];
  let end = 0;
  for (let i = 0; i <= lines.length; i++) {
    const line = lines[i] ?? { text: "", end: 0 };
    const cells = line.text === "" ? undefined : cellsOf(line.text);
    if (cells === "skip") continue;
    if (cells !== undefined) {
      current.push(cells);
      end = line.end;
    } else if (current.length > 0) {
      found.push({ rows: current, end });
      current = [];
    }
  }
  return found;
}

/** The cells of a Markdown table row (`| a | b |`); "skip" for a separator row. */
function markdownRow(line: string): string[] | undefined | "skip" {
  if (!line.includes("|")) return undefined;
  const trimmed = line.trim();
  if (!trimmed.startsWith("|") || trimmed.length < 2) return undefined;
  const cells = trimmed
    .slice(1, trimmed.endsWith("|") ? -1 : undefined)
    .split("|")
    .map((c) => c.trim());
  return cells.every((c) => /^:?-{2,}:?$/.test(c)) ? "skip" : cells;
}

/** The cells of a text table row (cells apart by two spaces or more, or tabs); "skip" for a rule of dashes. */
function textRow(line: string): string[] | undefined | "skip" {
  if (!line.includes("  ") && !line.includes("\t") && !line.includes("\u3000") && !line.includes("---")) return undefined;
  const trimmed = line.trim();
  if (/^-{3,}$/.test(trimmed)) return "skip";
  if (trimmed.startsWith("|")) return undefined;
  const cells = trimmed.split(/ {2,}|\t+|\u3000+/).filter((c) => c !== "");
  return cells.length >= 2 ? cells : undefined;
}

/** Splits at `,`, `;`, `|` and the Chinese and Japanese commas, trimming each part (a split regex with `\s*` around the comma is quadratic on spaces). */
function listParts(text: string): string[] {
  return text
    .split(/[,;|，；、]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** "name: rest" or "name = rest" at the first separator, or undefined. */
function namedPart(part: string, separators: readonly string[]): [string, string] | undefined {
  let at = -1;
  let length = 0;
  for (const separator of separators) {
    const i = part.indexOf(separator);
    if (i > 0 && (at < 0 || i < at)) [at, length] = [i, separator.length];
  }
  if (at < 0) return undefined;
  const name = part.slice(0, at).trim();
  const rest = part.slice(at + length).trim();
  return name === "" || rest === "" ? undefined : [name, rest];
}

/**
 * Values listed on one line, to be spread over attributes: "Color = red; Pet: dog" names
 * them; "red, Englishman, dog" gives them in the puzzle's attribute order, or, when that does
 * not fit, each to the one attribute that has it.
 */
function houseFromParts(reading: Reading, parts: readonly string[]): Record<string, unknown> {
  const { attributes } = reading.puzzle;
  const house: Record<string, unknown> = {};
  const bare: string[] = [];
  for (const part of parts) {
    const named = namedPart(part, [":", "=", "："]);
    const attribute = named ? reading.attribute(named[0]) : undefined;
    if (attribute && named) house[attribute.name] = named[1];
    else bare.push(part);
  }
  if (bare.length === 0) return house;
  const inOrder = bare.length === attributes.length && bare.every((part, i) => reading.value(attributes[i]!, part) !== undefined);
  bare.forEach((part, i) => {
    if (inOrder) house[attributes[i]!.name] = part;
    else {
      const owners = attributes.filter((a) => house[a.name] === undefined && reading.value(a, part) !== undefined);
      if (owners.length === 1) house[owners[0]!.name] = part;
    }
  });
  return house;
}

/** A line with Markdown emphasis, a list bullet and surrounding space removed (without a regex that could backtrack). */
function plainLine(line: string, separators: readonly string[]): string {
  if (!separators.some((s) => line.includes(s))) return "";
  let text = line.replaceAll("*", "").trim();
  if (text.startsWith("- ") || text.startsWith("• ")) text = text.slice(2).trim();
  return text;
}

const houseSeparators = [":", "：", ")", " - ", " – ", " — "];
const attributeSeparators = [":", "："];

/** "House 1: red, Englishman, dog" lines (a later line for the same house wins), as one candidate ending at the last. */
function houseLines(reading: Reading, lines: readonly Line[]): GridCandidate[] {
  const houses: [number, string][] = [];
  let end = -1;
  for (const line of lines) {
    const named = namedPart(plainLine(line.text, houseSeparators), houseSeparators);
    // A house word is needed ("House 1:", "Haus 1:", "第1座房子："): a bare "1:" starts a numbered list as often.
    if (named === undefined || !/\d/.test(named[0]) || /^[\d\s]+$/.test(named[0])) continue;
    const position = housePosition(named[0], reading.puzzle.size);
    if (position === undefined) continue;
    houses.push([position, named[1]]);
    end = line.end;
  }
  if (houses.length === 0) return [];
  return [
    {
      end,
      read: () =>
        gridFromHouses(
          reading,
          houses.map(([position, rest]) => [position, houseFromParts(reading, listParts(rest))]),
        ),
    },
  ];
}

/** "Color: yellow, blue, red" lines: an attribute's values, house by house, as one candidate ending at the last. */
function attributeLines(reading: Reading, lines: readonly Line[]): GridCandidate[] {
  const rows: [string, string[]][] = [];
  let end = -1;
  for (const line of lines) {
    const named = namedPart(plainLine(line.text, attributeSeparators), attributeSeparators);
    if (named === undefined || reading.attribute(named[0]) === undefined) continue;
    const values = named[1]
      .split(/[,;|，；、]| {2,}/)
      .map((p) => p.trim())
      .filter((p) => p !== "");
    if (values.length !== reading.puzzle.size) continue;
    rows.push([named[0], values]);
    end = line.end;
  }
  return rows.length === 0 ? [] : [{ end, read: () => gridFromAttributeRows(reading, rows) }];
}

/**
 * The grids written as text in an answer: Markdown tables, text tables (as `zebra solve` and
 * the explanations print them), "House 1: …" lines and "Color: …" lines, each with where it ends.
 */
export function textGrids(reading: Reading, text: string): GridCandidate[] {
  const lines = linesOf(text);
  const fromTable = ({ rows, end }: { rows: string[][]; end: number }): GridCandidate => ({
    end,
    read: () => (rows.length < 2 ? undefined : gridFromTable(reading, rows[0]!, rows.slice(1))),
  });
  return [
    ...tables(lines, markdownRow).map(fromTable),
    ...tables(lines, textRow).map(fromTable),
    ...houseLines(reading, lines),
    ...attributeLines(reading, lines),
  ];
}
