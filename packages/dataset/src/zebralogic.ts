import { formatTag, parsePuzzle, type Attribute, type Grid, type Issue, type Puzzle } from "@zebra/model";
import type { ItemProblem } from "./problem.js";
import { puzzleFromPrompt, type PromptProblem, type SolutionTable } from "./zebralogic-prompt.js";

/**
 * A record in the shape of the ZebraLogic benchmark's grid mode: `id`, `size` ("houses*attributes",
 * as that benchmark writes it, e.g. "5*6"), `puzzle` (the puzzle as text) and `solution`, a table
 * with a `header` (`["House", attribute…]`) and one row per house (the house number as a string,
 * then its values, all strings).
 */
export interface ZebraLogicRecord {
  readonly id: string;
  readonly size: string;
  readonly puzzle: string;
  readonly solution: { readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };
}

/**
 * Builds the ZebraLogic grid-mode record of a solved puzzle (`zebra generate --format zebralogic`).
 *
 * Use it to hand a Zebra dataset to evaluation pipelines written for that benchmark. Values are
 * written as strings, as the benchmark does. Cost: linear in the grid.
 *
 * @param id - the record's id.
 * @param puzzle - the puzzle; it must carry its solution.
 * @param text - the puzzle rendered as text (what a model is shown).
 * @returns the record, keys in the benchmark's order.
 * @example
 * ```ts
 * const record = zebraLogicRecord("7-0", puzzle, renderer.puzzle({ puzzle, lexicon }, "text"));
 * record.solution.header; // ["House", "Color", "Pet", …]
 * ```
 */
export function zebraLogicRecord(id: string, puzzle: Puzzle, text: string): ZebraLogicRecord {
  const solution = puzzle.solution;
  if (solution === undefined) throw new TypeError("zebraLogicRecord: the puzzle has no solution");
  const header = ["House", ...puzzle.attributes.map((a) => a.name)];
  const rows = Array.from({ length: puzzle.size }, (_, i) => [String(i + 1), ...puzzle.attributes.map((a) => String(solution[a.name]![i]))]);
  return { id, size: `${puzzle.size}*${puzzle.attributes.length}`, puzzle: text, solution: { header, rows } };
}

/** What {@link readZebraLogicRecord} read: the puzzle to grade against, and whether its clues are known. */
export interface ZebraLogicRead {
  readonly ok: true;
  readonly id: string;
  /** Our puzzle document when the record carries one, else the puzzle its prompt gives (when read), else a clue-less puzzle built from the table. */
  readonly puzzle: Puzzle & { readonly solution: Grid };
  readonly hasClues: boolean;
  /** Where the clues come from: a carried `zebra-puzzle/1` document, the prompt text, or nowhere (grid only). */
  readonly clues: "document" | "prompt" | "none";
  /** Why the prompt was not used, when a reader was given and the table alone is graded against. */
  readonly promptProblem?: PromptProblem;
}

/** Options of {@link readZebraLogicRecord}. */
export interface ZebraLogicReadOptions {
  /**
   * Reads the record's prompt (`puzzle`), e.g. `(text) => reader.read(text, { vocabularies })`
   * with the English reader of `@zebra/render-en`. With it, a record without a carried document
   * is graded against the clues of its prompt, and a record whose table is blanked (`___`) is
   * graded against the prompt's one solution. Of what it returns (a `Reading`), the puzzle read
   * and the issues are used.
   */
  readonly readPrompt?: (text: string) => { readonly puzzle?: Puzzle; readonly issues: readonly Issue[] };
}

/** Whether a record looks like a ZebraLogic grid-mode record (text `puzzle`, `solution` with `header` and `rows`). */
export function isZebraLogicRecord(record: Readonly<Record<string, unknown>>): boolean {
  const solution = record["solution"] as Record<string, unknown> | null | undefined;
  return (
    typeof record["puzzle"] === "string" &&
    typeof solution === "object" &&
    solution !== null &&
    Array.isArray(solution["header"]) &&
    Array.isArray(solution["rows"])
  );
}

/** A `zebra-puzzle/1` document with a solution among the record's top-level values, if any. */
export function carriedDocument(record: Readonly<Record<string, unknown>>): (Puzzle & { readonly solution: Grid }) | undefined {
  for (const value of Object.values(record)) {
    if (typeof value !== "object" || value === null || (value as Record<string, unknown>)["format"] !== formatTag) continue;
    const parsed = parsePuzzle(value);
    if (parsed.ok && parsed.value.solution !== undefined) return parsed.value as Puzzle & { readonly solution: Grid };
  }
  return undefined;
}

/** A cell the public copies of the benchmark leave blank: `___` (or nothing). */
function blankCell(value: unknown): boolean {
  return typeof value === "string" && /^[\s_]*$/.test(value);
}

/** The record's solution table: header names, and the grid unless every cell is blank. */
function solutionTable(record: Readonly<Record<string, unknown>>): SolutionTable | { readonly ok: false; readonly message: string } {
  const { header, rows } = record["solution"] as { header: unknown[]; rows: unknown[] };
  if (header.length < 2 || !header.every((h) => typeof h === "string" && h.trim() !== ""))
    return { ok: false, message: 'solution.header: must be ["House", attribute, …], all strings' };
  if (header[0]!.toString().trim().toLowerCase() !== "house") return { ok: false, message: 'solution.header: the first column must be "House"' };
  const names = (header as string[]).slice(1);
  if (new Set(names).size !== names.length) return { ok: false, message: "solution.header: an attribute appears twice" };
  if (rows.length < 1) return { ok: false, message: "solution.rows: empty" };
  const grid: Record<string, string[]> = Object.fromEntries(names.map((n) => [n, Array.from({ length: rows.length }, () => "")]));
  const placed = new Set<number>();
  let blank = 0;
  for (const [index, row] of rows.entries()) {
    if (!Array.isArray(row) || row.length !== header.length) return { ok: false, message: `solution.rows[${index}]: must have ${header.length} cells` };
    const house = Number(String(row[0]).trim());
    if (!Number.isInteger(house) || house < 1 || house > rows.length || placed.has(house))
      return { ok: false, message: `solution.rows[${index}][0]: not a house number from 1 to ${rows.length} (or repeated)` };
    placed.add(house);
    for (const [column, name] of names.entries()) {
      const value = row[column + 1];
      if (typeof value !== "string" && typeof value !== "number") return { ok: false, message: `solution.rows[${index}][${column + 1}]: not a value` };
      if (blankCell(value)) blank++;
      grid[name]![house - 1] = String(value);
    }
  }
  if (blank === rows.length * names.length) return { size: rows.length, names, grid: undefined };
  if (blank > 0) return { ok: false, message: "solution.rows: some cells are blank, others not" };
  for (const name of names) if (new Set(grid[name]).size !== rows.length) return { ok: false, message: `solution.rows: "${name}" repeats a value` };
  return { size: rows.length, names, grid };
}

/**
 * Reads a ZebraLogic grid-mode record for grading. When the record also carries a
 * `zebra-puzzle/1` document (under any top-level key), that document is used, so wrong grids
 * are checked against its clues. Otherwise, given `readPrompt`, the prompt text is read and
 * its puzzle used (see `puzzleFromPrompt`): its clues check wrong grids, and it solves a
 * record whose table is blanked. Failing that, the puzzle is built from the solution table
 * alone (attributes from the header, values from the rows) and no clue check is possible;
 * `promptProblem` then says why the prompt was not used.
 *
 * Cost: linear in the table (plus one puzzle validation when a document is carried, and one
 * reading and grid check, or solver search for a blanked table, with `readPrompt`).
 *
 * @param record - a parsed record for which {@link isZebraLogicRecord} holds.
 * @param options - `readPrompt`, to read the prompt text.
 * @returns the puzzle and id, or `{ ok: false, message }` naming the bad field; for a
 *   well-formed record with a blanked table whose prompt gives no puzzle, `ungradable` says why.
 * @example
 * ```ts
 * const read = readZebraLogicRecord({ id: "a", size: "2*1", puzzle: "…", solution: { header: ["House", "Pet"], rows: [["1", "cat"], ["2", "dog"]] } });
 * ```
 */
export function readZebraLogicRecord(record: Readonly<Record<string, unknown>>, options: ZebraLogicReadOptions = {}): ZebraLogicRead | ItemProblem {
  if (typeof record["id"] !== "string" && typeof record["id"] !== "number") return { ok: false, message: "id: missing" };
  const id = String(record["id"]);
  const document = carriedDocument(record);
  if (document !== undefined) return { ok: true, id, puzzle: document, hasClues: true, clues: "document" };
  const table = solutionTable(record);
  if ("ok" in table) return table;
  let promptProblem: PromptProblem | undefined;
  if (options.readPrompt !== undefined) {
    const prompt = puzzleFromPrompt(options.readPrompt(record["puzzle"] as string), table);
    if (prompt.ok) return { ok: true, id, puzzle: prompt.puzzle, hasClues: true, clues: "prompt" };
    promptProblem = { message: prompt.message, ...(prompt.issue !== undefined ? { issue: prompt.issue } : {}) };
  }
  const grid = table.grid;
  if (grid === undefined) {
    if (promptProblem === undefined) return { ok: false, message: "solution: the table is blank (___) and no reader was given for the prompt" };
    return { ok: false, message: `puzzle: ${promptProblem.message}, and the solution table is blank`, ungradable: promptProblem };
  }
  const attributes: Attribute[] = table.names.map((name) => ({ name, values: [...grid[name]!] }));
  const puzzle = { format: formatTag, size: table.size, attributes, clues: [], solution: grid };
  return { ok: true, id, puzzle, hasClues: false, clues: "none", ...(promptProblem !== undefined ? { promptProblem } : {}) };
}
