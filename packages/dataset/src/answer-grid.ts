import type { Puzzle, Value } from "@zebra/model";
import { isObject } from "./internal/is-object.js";
import { matchAttribute, matchValue, normaliseWord } from "./match-value.js";

/** A grid as an answer gives it: for each attribute, the value read at each position, or null. */
export type Cells = Record<string, (Value | null)[]>;

function emptyCells(puzzle: Puzzle): Cells {
  const cells: Cells = {};
  for (const attribute of puzzle.attributes) cells[attribute.name] = Array.from({ length: puzzle.size }, () => null);
  return cells;
}

/** "House 1", "house_2", "3", "Position 4", "H5", "#2" → the 1-based position, or undefined. */
export function housePosition(key: string, size: number): number | undefined {
  const match = /^\s*(?:house|position|pos|h)?[\s_#-]*(\d+)\s*$/i.exec(key.replace(/\*\*/g, ""));
  if (!match) return undefined;
  const position = Number(match[1]);
  return position >= 1 && position <= size ? position : undefined;
}

/** A grid from houses given as attribute → value maps, by position; undefined when no cell is read. */
function gridFromHouses(puzzle: Puzzle, houses: readonly (readonly [number, unknown])[]): Cells | undefined {
  const cells = emptyCells(puzzle);
  let matched = 0;
  for (const [position, house] of houses) {
    if (!isObject(house) || position < 1 || position > puzzle.size) continue;
    for (const [key, value] of Object.entries(house)) {
      const attribute = matchAttribute(puzzle, key);
      if (!attribute) continue;
      matched++;
      cells[attribute.name]![position - 1] = matchValue(attribute, value) ?? null;
    }
  }
  return matched > 0 ? cells : undefined;
}

/** A grid from attribute → values-by-position pairs; undefined when no attribute is named. */
function gridFromAttributeRows(puzzle: Puzzle, rows: readonly (readonly [string, readonly unknown[]])[]): Cells | undefined {
  const cells = emptyCells(puzzle);
  let matched = 0;
  for (const [name, values] of rows) {
    const attribute = matchAttribute(puzzle, name);
    if (!attribute) continue;
    matched++;
    values.slice(0, puzzle.size).forEach((v, i) => {
      cells[attribute.name]![i] = matchValue(attribute, v) ?? null;
    });
  }
  return matched > 0 ? cells : undefined;
}

/**
 * A grid from a table of cells, either way round: a header of attributes with one row per
 * house (a "House" column, or the rows in house order), or a header of houses with one row per
 * attribute (as Zebra's own grids are printed).
 */
export function gridFromTable(puzzle: Puzzle, header: readonly unknown[], rows: readonly unknown[]): Cells | undefined {
  const cellsOf = (row: unknown): unknown[] | undefined => (Array.isArray(row) ? row : undefined);
  const houseColumns = header.slice(1).map((h) => housePosition(String(h), puzzle.size));
  if (header.length > 1 && houseColumns.every((p) => p !== undefined) && matchAttribute(puzzle, String(header[0])) === undefined) {
    const attributeRows: [string, unknown[]][] = [];
    for (const row of rows.map(cellsOf)) {
      if (!row || typeof row[0] !== "string") continue;
      const values: unknown[] = Array.from({ length: puzzle.size }, () => undefined);
      houseColumns.forEach((p, k) => (values[p! - 1] = row[k + 1]));
      attributeRows.push([row[0], values]);
    }
    return gridFromAttributeRows(puzzle, attributeRows);
  }
  const houses: [number, Record<string, unknown>][] = [];
  rows.forEach((raw, index) => {
    const row = cellsOf(raw);
    if (!row) return;
    const house: Record<string, unknown> = {};
    let position = index + 1;
    header.forEach((name, column) => {
      if (typeof name !== "string") return;
      const bare = normaliseWord(name);
      if (bare === "house" || bare === "position" || bare === "#" || bare === "") position = housePosition(String(row[column]), puzzle.size) ?? position;
      else house[name] = row[column];
    });
    houses.push([position, house]);
  });
  return gridFromHouses(puzzle, houses);
}

/** Reads a JSON value as a grid in one of the accepted shapes; undefined when it is none of them. */
export function gridFromJson(puzzle: Puzzle, json: unknown): Cells | undefined {
  if (Array.isArray(json))
    return gridFromHouses(
      puzzle,
      json.map((house, i) => [i + 1, house] as const),
    );
  if (!isObject(json)) return undefined;
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
  if (houses.length > 0 && houses.every(([position, house]) => position !== undefined && isObject(house))) {
    return gridFromHouses(puzzle, houses as (readonly [number, unknown])[]);
  }
  return gridFromAttributeRows(
    puzzle,
    entries.filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])),
  );
}

/** The rows of the Markdown tables of a text (`| a | b |` lines, separator rows dropped), last table first. */
function markdownTables(text: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] = [];
  for (const line of [...text.split("\n"), ""]) {
    const trimmed = line.trim();
    if (trimmed.startsWith("|") && trimmed.length > 1) {
      const cells = trimmed
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (!cells.every((c) => /^:?-{2,}:?$/.test(c))) current.push(cells);
    } else if (current.length > 0) {
      tables.push(current);
      current = [];
    }
  }
  return tables.reverse();
}

/** The rows of the text tables of a text (cells apart by two spaces or more, or tabs), last table first. */
function textTables(text: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] = [];
  for (const line of [...text.split("\n"), ""]) {
    if (/^\s*-{3,}\s*$/.test(line)) continue;
    const cells = line
      .trim()
      .split(/\s{2,}|\t+/)
      .filter((c) => c !== "");
    if (cells.length >= 2 && !line.trim().startsWith("|")) current.push(cells);
    else if (current.length > 0) {
      tables.push(current);
      current = [];
    }
  }
  return tables.reverse();
}

/**
 * Values listed on one line, to be spread over attributes: "Color = red; Pet: dog" names
 * them; "red, Englishman, dog" gives them in the puzzle's attribute order, or, when that does
 * not fit, each to the one attribute that has it.
 */
function houseFromParts(puzzle: Puzzle, parts: readonly string[]): Record<string, unknown> {
  const house: Record<string, unknown> = {};
  const bare: string[] = [];
  for (const part of parts) {
    const named = /^(.+?)\s*[:=]\s*(.+)$/.exec(part);
    const attribute = named ? matchAttribute(puzzle, named[1]!) : undefined;
    if (attribute && named) house[attribute.name] = named[2];
    else bare.push(part);
  }
  if (bare.length === 0) return house;
  const inOrder = bare.length === puzzle.attributes.length && bare.every((part, i) => matchValue(puzzle.attributes[i]!, part) !== undefined);
  bare.forEach((part, i) => {
    if (inOrder) house[puzzle.attributes[i]!.name] = part;
    else {
      const owners = puzzle.attributes.filter((a) => house[a.name] === undefined && matchValue(a, part) !== undefined);
      if (owners.length === 1) house[owners[0]!.name] = part;
    }
  });
  return house;
}

/** "House 1: red, Englishman, dog" lines (a later line for the same house wins). */
function gridFromHouseLines(puzzle: Puzzle, text: string): Cells | undefined {
  const houses: [number, Record<string, unknown>][] = [];
  for (const line of text.split("\n")) {
    const match = /^\s*(?:[-*•]\s*)?\**\s*(?:house|position)\s*#?\s*(\d+)\s*\**\s*[:：\-–—)]\s*(.+)$/i.exec(line);
    if (!match) continue;
    const position = Number(match[1]);
    if (position < 1 || position > puzzle.size) continue;
    houses.push([
      position,
      houseFromParts(
        puzzle,
        match[2]!.split(/\s*[,;|]\s*/).filter((p) => p !== ""),
      ),
    ]);
  }
  return houses.length === 0 ? undefined : gridFromHouses(puzzle, houses);
}

/** "Color: yellow, blue, red" lines: an attribute's values, house by house. */
function gridFromAttributeLines(puzzle: Puzzle, text: string): Cells | undefined {
  const rows: [string, string[]][] = [];
  for (const line of text.split("\n")) {
    const match = /^\s*(?:[-*•]\s*)?\**([^:：]+?)\**\s*[:：]\s*(.+)$/.exec(line);
    if (!match || matchAttribute(puzzle, match[1]!) === undefined) continue;
    const values = match[2]!.split(/\s*[,;|]\s*|\s{2,}/).filter((p) => p !== "");
    if (values.length === puzzle.size) rows.push([match[1]!, values]);
  }
  return rows.length === 0 ? undefined : gridFromAttributeRows(puzzle, rows);
}

/**
 * A grid written as text: a Markdown table, a text table (as `zebra solve` prints), "House 1:
 * …" lines or "Color: …" lines, in that order of preference; the last table of a kind wins.
 */
export function gridFromText(puzzle: Puzzle, text: string): Cells | undefined {
  for (const table of [...markdownTables(text), ...textTables(text)]) {
    if (table.length < 2) continue;
    const grid = gridFromTable(puzzle, table[0]!, table.slice(1));
    if (grid) return grid;
  }
  return gridFromHouseLines(puzzle, text) ?? gridFromAttributeLines(puzzle, text);
}
