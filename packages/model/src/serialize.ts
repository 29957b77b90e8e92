import type { Clue } from "./clue.js";
import { isPositionRef, type Entity, type Value } from "./entity.js";
import type { FormatTag } from "./format.js";
import type { Grid, Puzzle, Question, Scale } from "./puzzle.js";
import { setOwn } from "./internal/own.js";
import { InvalidArgumentError, isPuzzleShaped } from "./invalid-argument.js";

/**
 * A puzzle in its JSON form, as written to a `zebra-puzzle/1` file: like {@link Puzzle}, except
 * that `attributes` is an object mapping each attribute name to its values, in display order.
 */
export interface PuzzleDocument {
  readonly format: FormatTag;
  readonly kind?: "logic-grid";
  readonly title?: string;
  readonly preamble?: string;
  readonly size: number;
  readonly attributes: Readonly<Record<string, readonly Value[]>>;
  readonly scales?: Readonly<Record<string, Scale>>;
  readonly clues: readonly Clue[];
  readonly question?: Question;
  readonly solution?: Grid;
  readonly meta?: Readonly<Record<string, unknown>>;
}

/**
 * Converts a puzzle to its plain JSON form, with keys in the canonical order.
 *
 * Use it to embed a puzzle in a larger JSON value (an API response, a bundle); to write a
 * file, use {@link serializePuzzle}, which also fixes the bytes. Keys follow the canonical
 * order (format, title, preamble, size, attributes, clues, question, solution, meta; clue keys
 * type, id, a, b, c, attr, pos, d, options, text); `meta` keys are sorted, recursively. The
 * result shares no objects with the puzzle except `meta`'s leaf values.
 *
 * Cost: linear in the size of the puzzle.
 *
 * @param puzzle - A valid puzzle, such as `parsePuzzle` returns.
 * @returns The JSON-form document; `JSON.stringify` accepts it.
 *
 * @example
 * ```ts
 * const doc = toDocument(puzzle);
 * doc.attributes.Color; // ["red", "green", "white", "yellow", "blue"]
 * ```
 */
export function toDocument(puzzle: Puzzle): PuzzleDocument {
  const doc: Record<string, unknown> = { format: puzzle.format };
  if (puzzle.kind === "logic-grid") doc.kind = puzzle.kind;
  if (puzzle.title !== undefined) doc.title = puzzle.title;
  if (puzzle.preamble !== undefined) doc.preamble = puzzle.preamble;
  doc.size = puzzle.size;
  const attributes: Record<string, readonly Value[]> = {};
  for (const attribute of puzzle.attributes) setOwn(attributes, attribute.name, [...attribute.values]);
  doc.attributes = attributes;
  const scales: Record<string, Scale> = {};
  for (const { name, scale } of puzzle.attributes) {
    if (scale === undefined) continue;
    setOwn(scales, name, { ...(scale.unit !== undefined ? { unit: scale.unit } : {}), ...(scale.step !== undefined ? { step: scale.step } : {}) });
  }
  if (Object.keys(scales).length > 0) doc.scales = scales;
  doc.clues = puzzle.clues.map(clueDocument);
  if (puzzle.question !== undefined) doc.question = { find: { attr: puzzle.question.find.attr }, where: entityDocument(puzzle.question.where) };
  if (puzzle.solution !== undefined) {
    const solution: Record<string, readonly Value[]> = {};
    const solutionGrid = puzzle.solution;
    const names = puzzle.attributes.map((a) => a.name).filter((name) => Object.hasOwn(solutionGrid, name));
    // Attributes first, in display order; then any other rows the grid has, sorted.
    const extra = Object.keys(solutionGrid)
      .filter((name) => !names.includes(name))
      .sort();
    for (const name of [...names, ...extra]) setOwn(solution, name, [...solutionGrid[name]!]);
    doc.solution = solution;
  }
  if (puzzle.meta !== undefined) doc.meta = sortKeys(puzzle.meta);
  return doc as unknown as PuzzleDocument;
}

function entityDocument(entity: Entity): Entity {
  return isPositionRef(entity) ? { pos: entity.pos } : { attr: entity.attr, value: entity.value };
}

/** The clue's keys in canonical order; optional ones only when present. */
function clueDocument(clue: Clue): Clue {
  const c = clue as Partial<Record<string, unknown>> & Clue;
  const out: Record<string, unknown> = { type: clue.type };
  if (c.id !== undefined) out.id = c.id;
  for (const field of ["a", "b", "c"] as const) {
    const entity = c[field] as Entity | undefined;
    if (entity !== undefined) out[field] = entityDocument(entity);
  }
  if (clue.type === "one_each" || clue.type === "all_different") out.of = clue.of.map(entityDocument);
  if (c.attr !== undefined) out.attr = c.attr;
  if (c.pos !== undefined) out.pos = c.pos;
  if (c.d !== undefined) out.d = c.d;
  if (c.factor !== undefined) out.factor = c.factor;
  if (clue.type === "any_of") out.options = clue.options.map((option) => option.map(clueDocument));
  if (c.text !== undefined) out.text = c.text;
  return out as unknown as Clue;
}

/** A deep copy of a JSON value with every object's keys sorted (by UTF-16 code units). */
function sortKeys(value: unknown, ancestors: object[] = []): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (ancestors.includes(value)) throw new TypeError("serializePuzzle: meta holds a cycle");
  ancestors.push(value);
  let out: unknown;
  if (Array.isArray(value)) out = value.map((item: unknown) => sortKeys(item, ancestors));
  else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) setOwn(record, key, sortKeys((value as Record<string, unknown>)[key], ancestors));
    out = record;
  }
  ancestors.pop();
  return out;
}

/**
 * Writes a puzzle as canonical `zebra-puzzle/1` JSON text: the same puzzle always gives the
 * same bytes.
 *
 * Use it to save a puzzle, to compare two puzzles byte for byte, or to hash one. The text is
 * {@link toDocument}'s object, indented by two spaces like `JSON.stringify(doc, null, 2)`, with a
 * trailing newline; `meta` keys are written sorted at every level. `parsePuzzle` reads it back
 * into an equal puzzle.
 *
 * Cost: linear in the size of the puzzle.
 *
 * @param puzzle - A valid puzzle, such as `parsePuzzle` returns.
 * @returns The JSON text, ending with a newline.
 * @throws {@link @zebra/model!InvalidArgumentError} when `puzzle` is not a puzzle object (`null`, a document's JSON text).
 * @throws TypeError when `meta` holds a cycle or a bigint (a puzzle from `parsePuzzle` never does).
 *
 * @example
 * ```ts
 * writeFileSync("puzzle.json", serializePuzzle(puzzle));
 * ```
 */
export function serializePuzzle(puzzle: Puzzle): string {
  if (!isPuzzleShaped(puzzle)) throw new InvalidArgumentError("serializePuzzle", "puzzle", "a puzzle (from parsePuzzle)", puzzle);
  return `${writeJson(toDocument(puzzle), "", false, [])}\n`;
}

/**
 * JSON text for a value, exactly as `JSON.stringify(value, null, 2)` writes it, except that
 * `meta`'s keys are sorted at every level (JavaScript objects list whole-number keys such as
 * "2" first whatever the insertion order, so sorting has to happen while writing).
 */
function writeJson(value: unknown, indent: string, sorted: boolean, ancestors: object[]): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      throw new TypeError("serializePuzzle: meta holds a bigint, which JSON cannot represent");
    case "object":
      break;
    default:
      return "null";
  }
  const object = value as object;
  if (ancestors.includes(object)) throw new TypeError("serializePuzzle: meta holds a cycle");
  ancestors.push(object);
  const inner = `${indent}  `;
  let text: string;
  if (Array.isArray(object)) {
    const items = object.map((item: unknown) => (isSkipped(item) ? "null" : writeJson(item, inner, sorted, ancestors)));
    text = items.length === 0 ? "[]" : `[\n${inner}${items.join(`,\n${inner}`)}\n${indent}]`;
  } else {
    const record = object as Record<string, unknown>;
    const keys = Object.keys(record);
    if (sorted) keys.sort();
    const entries: string[] = [];
    for (const key of keys) {
      const item = record[key];
      if (isSkipped(item)) continue;
      const sortInside = sorted || (indent === "" && key === "meta");
      entries.push(`${JSON.stringify(key)}: ${writeJson(item, inner, sortInside, ancestors)}`);
    }
    text = entries.length === 0 ? "{}" : `{\n${inner}${entries.join(`,\n${inner}`)}\n${indent}}`;
  }
  ancestors.pop();
  return text;
}

/** Values JSON leaves out of objects (and writes as null in arrays). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}
