import { checkGrid, type Attribute, type Grid, type Issue, type Puzzle, type Value } from "@zebra/model";
import { countSolutions } from "@zebra/solver";
import { normaliseWord } from "./match-value.js";

/**
 * A ZebraLogic record's solution table, read: the attribute names of its header and, unless
 * the table is blanked (the public copies of the benchmark write `___` in every cell), the
 * grid it gives, in the table's own spelling.
 */
export interface SolutionTable {
  readonly size: number;
  readonly names: readonly string[];
  readonly grid: Readonly<Record<string, readonly string[]>> | undefined;
}

/** Why a prompt could not be graded against: the message, and the reader's issue when a sentence is behind it. */
export interface PromptProblem {
  readonly message: string;
  readonly issue?: Issue;
}

/** The puzzle a prompt gives, with the attribute names of the table, and its solution. */
export type PromptPuzzle = { readonly ok: true; readonly puzzle: Puzzle & { readonly solution: Grid } } | ({ readonly ok: false } & PromptProblem);

function problem(message: string, issue?: Issue): PromptPuzzle {
  return { ok: false, message, ...(issue !== undefined ? { issue } : {}) };
}

/** The same value set, spelled loosely: a table's column against an attribute's values. */
function sameValues(column: readonly string[], attribute: Attribute): boolean {
  const words = new Set(attribute.values.map((v) => normaliseWord(String(v))));
  return column.length === words.size && column.every((cell) => words.has(normaliseWord(cell)));
}

/**
 * For each header name, the read attribute it is: by its values when the table has them (the
 * column's values are exactly one attribute's), else by position (ZebraLogic lists the
 * characteristics in the header's order).
 */
function matchColumns(table: SolutionTable, attributes: readonly Attribute[]): Attribute[] | string {
  if (attributes.length !== table.names.length) return `the prompt lists ${attributes.length} attributes, the solution table ${table.names.length}`;
  const grid = table.grid;
  if (grid === undefined) return [...attributes];
  const matched: Attribute[] = [];
  for (const name of table.names) {
    const fits = attributes.filter((a) => sameValues(grid[name]!, a));
    if (fits.length !== 1) return `the solution table's column "${name}" is ${fits.length === 0 ? "none" : "more than one"} of the prompt's attributes`;
    matched.push(fits[0]!);
  }
  return new Set(matched).size === matched.length ? matched : "two columns of the solution table are the same attribute of the prompt";
}

/** A copy of a clue or question with every `attr` renamed. */
function renamed<T>(node: T, names: ReadonlyMap<string, string>): T {
  if (Array.isArray(node)) return node.map((n: unknown) => renamed(n, names)) as T;
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === "attr" && typeof value === "string" ? (names.get(value) ?? value) : renamed(value, names);
  return out as T;
}

/**
 * The puzzle a ZebraLogic prompt gives, checked against the record's solution table: read
 * completely, its attributes renamed to the table's header (so that answers keyed by the
 * header match), and its solution the table's (translated to the prompt's spelling of each
 * value) when the table satisfies every clue, or else, for a blanked table, the prompt's one
 * solution. Anything else (a sentence not read, a different size, a table that breaks a clue,
 * a prompt with no or several solutions) is a problem that names it.
 *
 * Cost: one solver search for a blanked table; a grid check otherwise.
 */
export function puzzleFromPrompt(reading: { readonly puzzle?: Puzzle; readonly issues: readonly Issue[] }, table: SolutionTable): PromptPuzzle {
  const read = reading.puzzle;
  if (read === undefined || reading.issues.length > 0) return problem("the prompt does not read", reading.issues[0]);
  if (read.size !== table.size) return problem(`the prompt has ${read.size} houses, the solution table ${table.size}`);
  const matched = matchColumns(table, read.attributes);
  if (typeof matched === "string") return problem(matched);
  const names = new Map(matched.map((a, i) => [a.name, table.names[i]!]));
  const attributes = table.names.map((name, i) => ({ ...matched[i]!, name }));
  const base: Puzzle = {
    ...read,
    attributes,
    clues: read.clues.map((c) => renamed(c, names)),
    ...(read.question !== undefined ? { question: renamed(read.question, names) } : {}),
  };
  if (table.grid !== undefined) {
    const grid = table.grid;
    const solution: Record<string, Value[]> = {};
    for (const attribute of attributes)
      solution[attribute.name] = grid[attribute.name]!.map((cell) => attribute.values.find((v) => normaliseWord(String(v)) === normaliseWord(cell))!);
    const check = checkGrid(base, solution);
    if (!check.ok) return problem("the solution table does not fit the prompt", check.issues[0]);
    const broken = check.value.violated.map((i) => i + 1);
    if (broken.length > 0) return problem(`the solution table breaks clue${broken.length > 1 ? "s" : ""} ${broken.join(", ")} of the prompt`);
    return { ok: true, puzzle: { ...base, solution } };
  }
  const found = countSolutions(base, { limit: 2 });
  if (found.count === 0) return problem("the prompt's clues have no solution (and the solution table is blank)");
  if (found.count > 1) return problem("the prompt's clues allow more than one solution (and the solution table is blank)");
  return { ok: true, puzzle: { ...base, solution: found.solutions[0]! } };
}
