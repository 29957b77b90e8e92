import { clueTypes, isClueType, rowClueTypes, type Clue, type ClueType } from "./clue.js";
import type { Entity, Value } from "./entity.js";
import { formatTag, maxAnyOfDepth, maxAttributes, maxClues, maxSize } from "./format.js";
import type { Issue, IssueCode, IssueDetailsByCode, Result } from "./issue.js";
import type { Attribute, Grid, Puzzle, Question, Scale } from "./puzzle.js";
import { checkPermutations } from "./internal/check-permutations.js";
import { jsonType, shownValue, suggest } from "./internal/describe.js";
import { locateJsonError } from "./internal/json-error.js";
import { indexPath, keyPath } from "./internal/json-path.js";
import { getOwn, isRecord, setOwn } from "./internal/own.js";

/**
 * How deeply `meta` may nest: `meta` itself is level 1, an object inside it level 2, and so on.
 * Deeper documents are rejected with `invalid-meta`, so that every parsed puzzle serializes.
 */
export const maxMetaDepth = 64;

/** What the parser knows about one attribute while it checks the clues. */
interface AttributeInfo {
  readonly name: string;
  /** The values that are themselves valid, first occurrence only, in order. */
  readonly values: Value[];
  readonly index: Map<Value, number>;
  /** "string" or "number" when every valid value is of that kind. */
  kind: "string" | "number" | "mixed" | "none";
  /** False when the attribute's values could not be read at all (not an array). */
  readable: boolean;
  /** True when the attribute raised no issue. */
  clean: boolean;
}

interface Context {
  readonly issues: Issue[];
  /** The size, when it is valid and supported; otherwise size-dependent checks are skipped. */
  size: number | undefined;
  readonly attributes: Map<string, AttributeInfo>;
  /** The attribute names, in order, once the attributes are read (shared by every issue that lists them). */
  names?: string[];
  /** The names `unknown-attribute` details list: all of them, up to `maxAttributes`. */
  namesShown?: string[];
  /**
   * False when `attributes` is missing, malformed or empty: names used by clues then cannot be
   * checked, and are not reported one by one (the problem with `attributes` already is).
   */
  attributesRead: boolean;
  /** The document's `kind`: a logic grid has no row, so clues and entities of positions are refused. */
  kind: "row" | "logic-grid";
}

function report<K extends IssueCode>(ctx: Context, code: K, path: string, details: IssueDetailsByCode[K]): void {
  ctx.issues.push({ code, path, details } as Issue);
}

/**
 * Parses and validates a `zebra-puzzle/1` document into a typed {@link Puzzle}.
 *
 * Use it on anything read from outside: a file's text, a request body, an object built by
 * hand. A string is read as JSON text; any other value is taken as the already-parsed
 * document. Every problem is collected (the parser does not stop at the first), each with a
 * code from `issueCodes`, a JavaScript-notation path such as `clues[7].b.value` and typed
 * `details`, from which a locale writes the message (`renderer.issue(issue)` of
 * `@zebra/render-en`, or any other locale). It never throws, whatever the input: an object
 * whose getter or proxy trap throws is reported as `not-an-object`.
 *
 * Fields the format does not define are ignored, as the format's compatibility rules ask; an
 * unknown clue `type` is an error. A leading byte-order mark in JSON text is skipped.
 *
 * Cost: linear in the size of the document.
 *
 * @param input - JSON text, or a parsed JSON value.
 * @returns `{ ok: true, value }` with the puzzle, or `{ ok: false, issues }` with every issue found.
 *
 * @example
 * ```ts
 * const result = parsePuzzle(readFileSync("einstein.json", "utf8"));
 * if (result.ok) console.log(result.value.attributes.map((a) => a.name));
 * else for (const issue of result.issues) console.error(renderer.issue(issue)); // renderer of @zebra/render-en
 * ```
 */
export function parsePuzzle(input: unknown): Result<Puzzle> {
  let document: unknown = input;
  if (typeof input === "string") {
    const read = readJson(input);
    if (!read.ok) return read;
    document = read.value;
  }
  const ctx: Context = { issues: [], size: undefined, attributes: new Map(), attributesRead: false, kind: "row" };
  let puzzle: Puzzle | undefined;
  try {
    puzzle = readDocument(document, ctx);
  } catch (error) {
    // Data from JSON never gets here; an object whose getter or proxy trap throws does.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issues: [...ctx.issues, { code: "not-an-object", path: "", details: { part: "puzzle", unreadable: reason.split("\n")[0]!.slice(0, 200) } }],
    };
  }
  if (ctx.issues.length > 0 || puzzle === undefined) return { ok: false, issues: ctx.issues };
  return { ok: true, value: puzzle };
}

/**
 * Reads JSON text (a leading byte-order mark is skipped), or returns the `invalid-json` issue
 * that says where and why it is not JSON.
 *
 * Use it wherever a user's JSON file is read, so that every tool reports the same line, column
 * and reason on every engine. Cost: linear in the text.
 *
 * @param text - the JSON text.
 * @returns `{ ok: true, value }` with the parsed value, or `{ ok: false, issues }` with one `invalid-json` issue.
 *
 * @example
 * ```ts
 * readJson('{"a": 1,}'); // { ok: false, issues: [{ code: "invalid-json", path: "", details: { line: 1, column: 9, … } }] }
 * ```
 */
export function readJson(text: string): Result<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (error) {
    const located = locateJsonError(body);
    if (located !== undefined) {
      const { line, column, offset, problem } = located;
      return { ok: false, issues: [{ code: "invalid-json", path: "", details: { line, column, offset, problem } }] };
    }
    // The text is well-formed but the engine could not parse it (for example, out of memory).
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ code: "invalid-json", path: "", details: { line: 1, column: 1, offset: 0, problem: { kind: "engine", reason } } }] };
  }
}

function readDocument(doc: unknown, ctx: Context): Puzzle | undefined {
  if (!isRecord(doc)) {
    report(ctx, "not-an-object", "", { part: "puzzle", found: jsonType(doc) });
    return undefined;
  }

  const format = getOwn(doc, "format");
  if (format === undefined) {
    report(ctx, "wrong-format", "format", { expected: formatTag });
  } else if (format !== formatTag) {
    report(ctx, "wrong-format", "format", { expected: formatTag, found: shownValue(format) });
  }

  readKind(doc, ctx);
  const title = readOptionalString(doc, "title", "title", "puzzle", ctx);
  const preamble = readOptionalString(doc, "preamble", "preamble", "puzzle", ctx);
  readSize(doc, ctx);
  const read = readAttributes(doc, ctx);
  const attributes = read === undefined ? undefined : readScales(doc, read, ctx);
  const clues = readClues(doc, ctx);
  const question = readQuestion(doc, ctx);
  const solution = readSolution(doc, ctx);
  const meta = readMeta(doc, ctx);

  if (ctx.issues.length > 0 || ctx.size === undefined || attributes === undefined || clues === undefined) return undefined;
  const puzzle: {
    -readonly [K in keyof Puzzle]: Puzzle[K];
  } = { format: formatTag } as Puzzle;
  if (ctx.kind === "logic-grid") puzzle.kind = "logic-grid";
  if (title !== undefined) puzzle.title = title;
  if (preamble !== undefined) puzzle.preamble = preamble;
  puzzle.size = ctx.size;
  puzzle.attributes = attributes;
  puzzle.clues = clues;
  if (question !== undefined) puzzle.question = question;
  if (solution !== undefined) puzzle.solution = ctx.kind === "logic-grid" ? keyOrdered(solution, attributes) : solution;
  if (meta !== undefined) puzzle.meta = meta;
  return puzzle;
}

/** The kinds a document may name; `"row"` is the default and is not kept. */
const kinds = ["row", "logic-grid"] as const;

function readKind(doc: object, ctx: Context): void {
  const kind = getOwn(doc, "kind");
  if (kind === undefined) return;
  if (typeof kind !== "string") {
    report(ctx, "wrong-type", "kind", { part: "puzzle", field: "kind", expected: "string", found: jsonType(kind) });
  } else if (kind !== "row" && kind !== "logic-grid") {
    report(ctx, "invalid-choice", "kind", { field: "puzzle-kind", found: kind, allowed: kinds });
  } else {
    ctx.kind = kind;
  }
}

/**
 * A logic grid's solution with its columns in the order of the first attribute's values, the
 * order in which the solver numbers the people (person k has the key's value k).
 */
function keyOrdered(solution: Grid, attributes: readonly Attribute[]): Grid {
  const key = attributes[0]!;
  const row = solution[key.name]!;
  const order = key.values.map((v) => row.indexOf(v));
  const out: Record<string, readonly Value[]> = {};
  for (const attribute of attributes) {
    const values = solution[attribute.name]!;
    out[attribute.name] = order.map((i) => values[i]!);
  }
  return out;
}

/** Reads `scales` (numeric attribute → unit and step) onto the attributes it names. */
function readScales(doc: object, attributes: Attribute[], ctx: Context): Attribute[] {
  const raw = getOwn(doc, "scales");
  if (raw === undefined) return attributes;
  if (!isRecord(raw)) {
    report(ctx, "not-an-object", "scales", { part: "scale", found: jsonType(raw) });
    return attributes;
  }
  const scales = new Map<string, Scale>();
  for (const name of Object.keys(raw)) {
    const path = keyPath("scales", name);
    const entry = getOwn(raw, name);
    const info = lookupAttribute(name, path, ctx);
    if (info === undefined) continue;
    if (info.kind === "string") {
      report(ctx, "invalid-scale", path, { attr: name, problem: "not-numeric" });
      continue;
    }
    if (!isRecord(entry)) {
      report(ctx, "not-an-object", path, { part: "scale", found: jsonType(entry) });
      continue;
    }
    const scale: { unit?: string; step?: number } = {};
    const unit = getOwn(entry, "unit");
    if (unit !== undefined) {
      if (typeof unit !== "string" || unit.trim() === "") {
        report(ctx, "wrong-type", keyPath(path, "unit"), {
          part: "scale",
          field: "unit",
          expected: "non-empty string",
          found: typeof unit === "string" ? "empty string" : jsonType(unit),
        });
      } else scale.unit = unit;
    }
    const step = getOwn(entry, "step");
    if (step !== undefined) {
      if (typeof step !== "number") {
        report(ctx, "wrong-type", keyPath(path, "step"), { part: "scale", field: "step", expected: "number", found: jsonType(step) });
      } else if (!Number.isFinite(step) || step <= 0) {
        report(ctx, "invalid-scale", keyPath(path, "step"), { attr: name, problem: "step", step: shownValue(step) });
      } else {
        const numbers = info.values.filter((v): v is number => typeof v === "number");
        const low = Math.min(...numbers);
        const off = numbers.find((v) => !onStep(v - low, step));
        if (off !== undefined) report(ctx, "invalid-scale", keyPath(path, "step"), { attr: name, problem: "off-step", step, value: off });
        else scale.step = step;
      }
    }
    scales.set(name, scale);
  }
  return attributes.map((attribute) => {
    const scale = scales.get(attribute.name);
    return scale === undefined ? attribute : { ...attribute, scale };
  });
}

/** Whether `span` is a whole number of `step`s, up to the rounding of decimal fractions. */
function onStep(span: number, step: number): boolean {
  const steps = span / step;
  return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps));
}

function readOptionalString(object: object, key: string, path: string, part: "puzzle" | "clue", ctx: Context): string | undefined {
  const value = getOwn(object, key);
  if (value === undefined || typeof value === "string") return value;
  report(ctx, "wrong-type", path, { part, field: key, expected: "string", found: jsonType(value) });
  return undefined;
}

function readSize(doc: object, ctx: Context): void {
  const size = getOwn(doc, "size");
  if (size === undefined) {
    report(ctx, "missing-field", "size", { part: "puzzle", field: "size" });
  } else if (typeof size !== "number") {
    report(ctx, "wrong-type", "size", { part: "puzzle", field: "size", expected: "number", found: jsonType(size) });
  } else if (!Number.isInteger(size) || size < 1) {
    report(ctx, "invalid-size", "size", { size: shownValue(size) });
  } else if (size > maxSize) {
    report(ctx, "size-too-large", "size", { size, maxSize });
  } else {
    ctx.size = size;
  }
}

/** Names JavaScript objects would reorder (array indexes), so display order could not be kept. */
const wholeNumberName = /^(0|[1-9][0-9]*)$/;

function readAttributes(doc: object, ctx: Context): Attribute[] | undefined {
  const raw = getOwn(doc, "attributes");
  if (raw === undefined) {
    report(ctx, "missing-field", "attributes", { part: "puzzle", field: "attributes" });
    return undefined;
  }
  if (!isRecord(raw)) {
    report(ctx, "not-an-object", "attributes", { part: "attributes", found: jsonType(raw) });
    return undefined;
  }
  const names = Object.keys(raw).filter((name) => getOwn(raw, name) !== undefined);
  if (names.length === 0) {
    report(ctx, "no-attributes", "attributes", { part: "puzzle" });
    return undefined;
  }
  if (names.length > maxAttributes) {
    report(ctx, "too-many-attributes", "attributes", { count: names.length, maxAttributes });
  }
  ctx.attributesRead = true;
  const attributes: Attribute[] = [];
  for (const name of names) {
    const info = readAttribute(name, getOwn(raw, name), ctx);
    ctx.attributes.set(name, info);
    attributes.push({ name, values: info.values });
  }
  return attributes;
}

function readAttribute(name: string, raw: unknown, ctx: Context): AttributeInfo {
  const path = keyPath("attributes", name);
  const info: AttributeInfo = { name, values: [], index: new Map(), kind: "none", readable: false, clean: false };
  const start = ctx.issues.length;
  if (name.trim() === "") {
    report(ctx, "invalid-attribute-name", path, { attr: name, reason: "empty" });
  } else if (wholeNumberName.test(name)) {
    report(ctx, "invalid-attribute-name", path, { attr: name, reason: "whole-number" });
  }
  if (!Array.isArray(raw)) {
    report(ctx, "wrong-type", path, { part: "attribute", field: "values", expected: "array", found: jsonType(raw), attr: name });
    return info;
  }
  info.readable = true;
  if (ctx.size !== undefined && raw.length !== ctx.size) {
    report(ctx, "value-count", path, { attr: name, count: raw.length, size: ctx.size });
  }
  let firstNumber: number | undefined;
  let firstString: string | undefined;
  // At most maxSize issues about single values of one attribute: a list of 200,000 equal values
  // would otherwise make 200,000 issues (seconds of work, for a list no puzzle can have).
  let valueIssues = 0;
  for (let i = 0; i < raw.length; i++) {
    const value: unknown = raw[i];
    if (!validValue(value)) {
      if (valueIssues++ < maxSize) report(ctx, "invalid-value", indexPath(path, i), { part: "attribute", attr: name, index: i, found: shownValue(value) });
      continue;
    }
    const v = normalizeValue(value as Value);
    const first = info.index.get(v);
    if (first !== undefined) {
      if (valueIssues++ < maxSize) report(ctx, "duplicate-value", indexPath(path, i), { attr: name, value: v, first, at: i });
      continue;
    }
    info.index.set(v, i);
    info.values.push(v);
    if (typeof v === "number") firstNumber ??= v;
    else firstString ??= v;
  }
  if (firstNumber !== undefined && firstString !== undefined) {
    info.kind = "mixed";
    report(ctx, "mixed-values", path, { attr: name, number: firstNumber, string: firstString });
  } else {
    info.kind = firstNumber !== undefined ? "number" : firstString !== undefined ? "string" : "none";
  }
  // Positions in the index refer to the cleaned value list.
  info.values.forEach((v, i) => {
    info.index.set(v, i);
  });
  info.clean = ctx.issues.length === start && ctx.size !== undefined;
  return info;
}

/** Whether a value is a valid attribute value: a non-empty string or a finite number. */
function validValue(value: unknown): value is Value {
  return typeof value === "string" ? value !== "" : typeof value === "number" && Number.isFinite(value);
}

function normalizeValue(value: Value): Value {
  return Object.is(value, -0) ? 0 : value;
}

function readClues(doc: object, ctx: Context): Clue[] | undefined {
  const raw = getOwn(doc, "clues");
  if (raw === undefined) {
    report(ctx, "missing-field", "clues", { part: "puzzle", field: "clues" });
    return undefined;
  }
  if (!Array.isArray(raw)) {
    report(ctx, "wrong-type", "clues", { part: "puzzle", field: "clues", expected: "array", found: jsonType(raw) });
    return undefined;
  }
  let count = raw.length;
  if (count > maxClues) {
    report(ctx, "too-many-clues", "clues", { count, maxClues });
    count = maxClues;
  }
  const clues: Clue[] = [];
  for (let i = 0; i < count; i++) {
    const clue = readClue(raw[i], indexPath("clues", i), 0, ctx);
    if (clue !== undefined) clues.push(clue);
  }
  return clues;
}

/** The entity fields each clue type has, in order. */
const entityFields: { readonly [T in ClueType]: readonly ("a" | "b" | "c")[] } = {
  same: ["a", "b"],
  not_same: ["a", "b"],
  at: ["a"],
  not_at: ["a"],
  next_to: ["a", "b"],
  not_next_to: ["a", "b"],
  left_of: ["a", "b"],
  right_of: ["a", "b"],
  immediately_left: ["a", "b"],
  immediately_right: ["a", "b"],
  ends: ["a"],
  between: ["a", "b", "c"],
  distance: ["a", "b"],
  any_of: [],
  less_than: ["a", "b"],
  greater_than: ["a", "b"],
  difference: ["a", "b"],
  either: ["a", "b", "c"],
  neither: ["a", "b", "c"],
  one_each: ["a", "b"],
  all_different: [],
  ratio: ["a", "b"],
  least: ["a"],
  most: ["a"],
};

/** How many entities the `of` list of a clue type holds: [fewest, most]. */
const entityLists: { readonly [T in ClueType]?: readonly [number, number] } = {
  one_each: [2, 2],
  all_different: [2, maxSize],
};

/** Clue types that compare values of the numeric attribute named by `attr`. */
const numericTypes: readonly ClueType[] = ["less_than", "greater_than", "difference", "ratio", "least", "most"];
const needsRow: readonly ClueType[] = rowClueTypes;

/** Names people often use for clue types, for "did you mean" hints. */
const clueTypeSynonyms = new Map<string, ClueType>([
  ["=", "same"],
  ["==", "same"],
  ["eq", "same"],
  ["equal", "same"],
  ["!=", "not_same"],
  ["ne", "not_same"],
  ["different", "not_same"],
  ["nbr", "next_to"],
  ["near", "next_to"],
  ["neighbor", "next_to"],
  ["neighbour", "next_to"],
  ["adjacent", "next_to"],
  ["left", "left_of"],
  ["right", "right_of"],
  ["end", "ends"],
  ["inbetween", "between"],
  ["or", "any_of"],
  ["either", "any_of"],
  ["<", "less_than"],
  [">", "greater_than"],
]);

/**
 * Reads one clue at `path`. `depth` is the number of `any_of` clues around it.
 * Returns the clue when it raised no issue.
 */
function readClue(raw: unknown, path: string, depth: number, ctx: Context): Clue | undefined {
  if (!isRecord(raw)) {
    report(ctx, "not-an-object", path, { part: "clue", found: jsonType(raw) });
    return undefined;
  }
  const start = ctx.issues.length;
  const type = getOwn(raw, "type");
  const id = readOptionalString(raw, "id", keyPath(path, "id"), "clue", ctx);
  const text = readOptionalString(raw, "text", keyPath(path, "text"), "clue", ctx);
  if (type === undefined) {
    report(ctx, "missing-field", keyPath(path, "type"), { part: "clue", field: "type" });
    return undefined;
  }
  if (typeof type !== "string") {
    report(ctx, "wrong-type", keyPath(path, "type"), { part: "clue", field: "type", expected: "string", found: jsonType(type) });
    return undefined;
  }
  if (!isClueType(type)) {
    const hint = clueTypeSynonyms.get(type.trim().toLowerCase()) ?? suggest(type, clueTypes);
    report(ctx, "unknown-clue-type", keyPath(path, "type"), hint !== undefined ? { type, suggestion: hint } : { type });
    return undefined;
  }

  const clue: Record<string, unknown> = { type };
  if (id !== undefined) clue.id = id;
  if (ctx.kind === "logic-grid" && needsRow.includes(type)) {
    report(ctx, "needs-row", keyPath(path, "type"), { type });
    return undefined;
  }
  if (type === "any_of") {
    const options = readOptions(raw, path, depth + 1, ctx);
    if (options !== undefined) clue.options = options;
  } else {
    for (const field of entityFields[type]) {
      const entity = readEntityField(raw, field, path, type, ctx);
      if (entity !== undefined) clue[field] = entity;
    }
    const list = entityLists[type];
    if (list !== undefined) {
      const of = readEntityList(raw, path, type, list, ctx);
      if (of !== undefined) clue.of = of;
    }
    if (numericTypes.includes(type)) {
      const attr = readNumericAttribute(raw, path, type, ctx);
      if (attr !== undefined) clue.attr = attr;
    }
    if (type === "at" || type === "not_at") {
      const pos = readNumberField(raw, "pos", path, type, ctx);
      if (pos !== undefined && checkPosition(pos, keyPath(path, "pos"), ctx)) clue.pos = pos;
    }
    if (type === "distance") {
      const d = readNumberField(raw, "d", path, type, ctx);
      if (d !== undefined && checkDistance(d, keyPath(path, "d"), ctx)) clue.d = d;
    }
    if (type === "ratio") {
      const factor = readNumberField(raw, "factor", path, type, ctx);
      if (factor !== undefined) {
        if (!Number.isFinite(factor) || factor <= 0 || factor === 1) {
          report(ctx, "factor-out-of-range", keyPath(path, "factor"), { factor: shownValue(factor) });
        } else clue.factor = factor;
      }
    }
    if (type === "difference") {
      const d = readNumberField(raw, "d", path, type, ctx);
      if (d !== undefined) {
        if (!Number.isFinite(d) || d === 0) {
          report(ctx, "difference-out-of-range", keyPath(path, "d"), { d: shownValue(d) });
        } else clue.d = d;
      }
    }
  }
  if (text !== undefined) clue.text = text;
  return ctx.issues.length === start ? (clue as unknown as Clue) : undefined;
}

function readOptions(raw: object, path: string, depth: number, ctx: Context): Clue[][] | undefined {
  if (depth > maxAnyOfDepth) {
    report(ctx, "too-deep", path, { depth, maxAnyOfDepth });
    return undefined;
  }
  const optionsPath = keyPath(path, "options");
  const options = getOwn(raw, "options");
  if (options === undefined) {
    report(ctx, "missing-field", optionsPath, { part: "clue", field: "options", type: "any_of" });
    return undefined;
  }
  if (!Array.isArray(options)) {
    report(ctx, "wrong-type", optionsPath, { part: "clue", field: "options", expected: "array", found: jsonType(options) });
    return undefined;
  }
  if (options.length === 0) {
    report(ctx, "empty-any-of", optionsPath, { option: null });
    return undefined;
  }
  const result: Clue[][] = [];
  for (let j = 0; j < options.length; j++) {
    const option: unknown = options[j];
    const optionPath = indexPath(optionsPath, j);
    if (!Array.isArray(option)) {
      report(ctx, "wrong-type", optionPath, { part: "option", field: "options", expected: "array", found: jsonType(option) });
      continue;
    }
    if (option.length === 0) {
      report(ctx, "empty-any-of", optionPath, { option: j });
      continue;
    }
    const clues: Clue[] = [];
    for (let k = 0; k < option.length; k++) {
      const clue = readClue(option[k], indexPath(optionPath, k), depth, ctx);
      if (clue !== undefined) clues.push(clue);
    }
    result.push(clues);
  }
  return result;
}

function readNumberField(raw: object, field: "pos" | "d" | "factor", path: string, type: ClueType, ctx: Context): number | undefined {
  const value = getOwn(raw, field);
  const fieldPath = keyPath(path, field);
  if (value === undefined) {
    report(ctx, "missing-field", fieldPath, { part: "clue", field, type });
    return undefined;
  }
  if (typeof value !== "number") {
    report(ctx, "wrong-type", fieldPath, { part: "clue", field, expected: "number", found: jsonType(value) });
    return undefined;
  }
  return value;
}

/** Checks a 1-based position; reports and returns false when it is out of range. */
function checkPosition(pos: number, path: string, ctx: Context): boolean {
  const size = ctx.size;
  if (Number.isInteger(pos) && pos >= 1 && (size === undefined || pos <= size)) return true;
  report(ctx, "position-out-of-range", path, size !== undefined ? { pos: shownValue(pos), size } : { pos: shownValue(pos) });
  return false;
}

function checkDistance(d: number, path: string, ctx: Context): boolean {
  const size = ctx.size;
  if (Number.isInteger(d) && d >= 1 && (size === undefined || d <= size - 1)) return true;
  report(ctx, "distance-out-of-range", path, size !== undefined ? { d: shownValue(d), size } : { d: shownValue(d) });
  return false;
}

function readNumericAttribute(raw: object, path: string, type: ClueType, ctx: Context): string | undefined {
  const attrPath = keyPath(path, "attr");
  const attr = getOwn(raw, "attr");
  if (attr === undefined) {
    report(ctx, "missing-field", attrPath, { part: "clue", field: "attr", type });
    return undefined;
  }
  if (typeof attr !== "string") {
    report(ctx, "wrong-type", attrPath, { part: "clue", field: "attr", expected: "string", found: jsonType(attr) });
    return undefined;
  }
  const info = lookupAttribute(attr, attrPath, ctx);
  if (info === undefined) return undefined;
  if (info.kind === "string") {
    report(ctx, "not-numeric", attrPath, { attr, type, values: info.values.length > maxSize ? info.values.slice(0, maxSize) : info.values });
    return undefined;
  }
  return attr;
}

/** Finds an attribute by name, reporting `unknown-attribute` when there is none. */
function lookupAttribute(attr: string, path: string, ctx: Context): AttributeInfo | undefined {
  const info = ctx.attributes.get(attr);
  if (info !== undefined || !ctx.attributesRead) return info;
  ctx.names ??= [...ctx.attributes.keys()];
  const names = ctx.names;
  const hint = suggest(attr, names);
  // A real puzzle has at most maxAttributes names; an oversized document's list is cut there.
  ctx.namesShown ??= names.length > maxAttributes ? names.slice(0, maxAttributes) : names;
  report(ctx, "unknown-attribute", path, hint !== undefined ? { attr, attributes: ctx.namesShown, suggestion: hint } : { attr, attributes: ctx.namesShown });
  return undefined;
}

function readEntityList(raw: object, path: string, type: ClueType, [fewest, most]: readonly [number, number], ctx: Context): Entity[] | undefined {
  const value = getOwn(raw, "of");
  const listPath = keyPath(path, "of");
  if (value === undefined) {
    report(ctx, "missing-field", listPath, { part: "clue", field: "of", type });
    return undefined;
  }
  if (!Array.isArray(value)) {
    report(ctx, "wrong-type", listPath, { part: "clue", field: "of", expected: "array", found: jsonType(value) });
    return undefined;
  }
  if (value.length < fewest || value.length > most) {
    report(ctx, "entity-count", listPath, { type, count: value.length, fewest, most });
    return undefined;
  }
  const start = ctx.issues.length;
  const entities: Entity[] = [];
  for (let i = 0; i < value.length; i++) {
    const entity = readEntity(value[i], indexPath(listPath, i), ctx);
    if (entity !== undefined) entities.push(entity);
  }
  return ctx.issues.length === start ? entities : undefined;
}

function readEntityField(raw: object, field: "a" | "b" | "c", path: string, type: ClueType, ctx: Context): Entity | undefined {
  const value = getOwn(raw, field);
  if (value === undefined) {
    report(ctx, "missing-field", keyPath(path, field), { part: "clue", field, type });
    return undefined;
  }
  return readEntity(value, keyPath(path, field), ctx);
}

/** Reads an entity, `{"attr", "value"}` or `{"pos"}`; returns it when it raised no issue. */
function readEntity(raw: unknown, path: string, ctx: Context): Entity | undefined {
  if (!isRecord(raw)) {
    report(ctx, "invalid-entity", path, { found: jsonType(raw) });
    return undefined;
  }
  const pos = getOwn(raw, "pos");
  const attr = getOwn(raw, "attr");
  const value = getOwn(raw, "value");
  if (pos !== undefined) {
    if (attr !== undefined || value !== undefined) {
      report(ctx, "invalid-entity", path, { found: "both" });
      return undefined;
    }
    if (typeof pos !== "number") {
      report(ctx, "wrong-type", keyPath(path, "pos"), { part: "entity", field: "pos", expected: "number", found: jsonType(pos) });
      return undefined;
    }
    if (ctx.kind === "logic-grid") {
      report(ctx, "needs-row", path, { pos: shownValue(pos) });
      return undefined;
    }
    return checkPosition(pos, keyPath(path, "pos"), ctx) ? { pos } : undefined;
  }
  if (attr === undefined && value === undefined) {
    report(ctx, "invalid-entity", path, { found: "neither" });
    return undefined;
  }
  if (attr === undefined) {
    report(ctx, "missing-field", keyPath(path, "attr"), { part: "entity", field: "attr" });
    return undefined;
  }
  if (typeof attr !== "string") {
    report(ctx, "wrong-type", keyPath(path, "attr"), { part: "entity", field: "attr", expected: "string", found: jsonType(attr) });
    return undefined;
  }
  const info = lookupAttribute(attr, keyPath(path, "attr"), ctx);
  const valuePath = keyPath(path, "value");
  if (value === undefined) {
    report(ctx, "missing-field", valuePath, { part: "entity", field: "value", attr });
    return undefined;
  }
  if (!validValue(value)) {
    report(ctx, "invalid-value", valuePath, { part: "entity", attr, found: shownValue(value) });
    return undefined;
  }
  if (info === undefined) return undefined;
  const v = normalizeValue(value as Value);
  if (!info.index.has(v)) {
    if (info.readable) reportUnknownValue(info, v, valuePath, ctx);
    return undefined;
  }
  return { attr, value: v };
}

function reportUnknownValue(info: AttributeInfo, value: Value, path: string, ctx: Context): void {
  const { name, values } = info;
  // Looking through every attribute is cheap for real puzzles; skip it for oversized ones.
  const owner = ctx.attributes.size <= maxAttributes ? [...ctx.attributes.values()].find((other) => other !== info && other.index.has(value)) : undefined;
  const shownValues = values.length > maxSize ? values.slice(0, maxSize) : values;
  // Otherwise a close spelling of one of the values is the likely intent, as for attribute names.
  const hint = owner === undefined && typeof value === "string" && info.kind === "string" ? suggest(value, values.map(String)) : undefined;
  report(ctx, "unknown-value", path, {
    part: "entity",
    attr: name,
    value,
    values: shownValues,
    ...(owner !== undefined ? { owner: owner.name } : {}),
    ...(hint !== undefined ? { suggestion: hint } : {}),
  });
}

function readQuestion(doc: object, ctx: Context): Question | undefined {
  const raw = getOwn(doc, "question");
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    report(ctx, "invalid-question", "question", { problem: "not-an-object", found: jsonType(raw) });
    return undefined;
  }
  const start = ctx.issues.length;
  const find = getOwn(raw, "find");
  let findAttr: string | undefined;
  if (find === undefined) {
    report(ctx, "invalid-question", "question.find", { problem: "missing", field: "find" });
  } else if (!isRecord(find)) {
    report(ctx, "invalid-question", "question.find", { problem: "wrong-type", field: "find", found: jsonType(find) });
  } else {
    const attr = getOwn(find, "attr");
    if (attr === undefined) {
      report(ctx, "invalid-question", "question.find.attr", { problem: "missing", field: "find.attr" });
    } else if (typeof attr !== "string") {
      report(ctx, "invalid-question", "question.find.attr", { problem: "wrong-type", field: "find.attr", found: jsonType(attr) });
    } else if (lookupAttribute(attr, "question.find.attr", ctx) !== undefined) {
      findAttr = attr;
    }
  }
  const whereRaw = getOwn(raw, "where");
  let where: Entity | undefined;
  if (whereRaw === undefined) {
    report(ctx, "invalid-question", "question.where", { problem: "missing", field: "where" });
  } else {
    where = readEntity(whereRaw, "question.where", ctx);
  }
  if (ctx.issues.length > start || findAttr === undefined || where === undefined) return undefined;
  return { find: { attr: findAttr }, where };
}

function readSolution(doc: object, ctx: Context): Grid | undefined {
  const raw = getOwn(doc, "solution");
  if (raw === undefined || !ctx.attributesRead) return undefined;
  const infos = [...ctx.attributes.values()];
  const checked = infos.filter((info) => info.clean).map((info) => ({ name: info.name, values: info.values }));
  return checkPermutations(
    raw,
    checked,
    infos.map((info) => info.name),
    ctx.size ?? 0,
    { path: "solution", code: "invalid-solution" },
    ctx.issues,
  );
}

function readMeta(doc: object, ctx: Context): Record<string, unknown> | undefined {
  const raw = getOwn(doc, "meta");
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    report(ctx, "invalid-meta", "meta", { problem: "not-an-object", found: jsonType(raw) });
    return undefined;
  }
  const start = ctx.issues.length;
  const copy = copyJson(raw, "meta", 1, new Set(), ctx);
  return ctx.issues.length === start ? (copy as Record<string, unknown>) : undefined;
}

/**
 * Copies a JSON value (plain objects, arrays, strings, finite numbers, booleans, null),
 * reporting anything else. Properties whose value is `undefined` are left out, as JSON does.
 */
function copyJson(value: unknown, path: string, depth: number, ancestors: Set<object>, ctx: Context): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (Number.isFinite(value)) return Object.is(value, -0) ? 0 : value;
    report(ctx, "invalid-meta", path, { problem: "not-json", found: shownValue(value) });
    return undefined;
  }
  if (typeof value !== "object") {
    report(ctx, "invalid-meta", path, { problem: "not-json", found: shownValue(value) });
    return undefined;
  }
  if (depth > maxMetaDepth) {
    report(ctx, "invalid-meta", path, { problem: "too-deep", maxMetaDepth });
    return undefined;
  }
  if (ancestors.has(value)) {
    report(ctx, "invalid-meta", path, { problem: "cycle" });
    return undefined;
  }
  ancestors.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    const array: unknown[] = [];
    for (let i = 0; i < value.length; i++) array.push(copyJson(value[i], indexPath(path, i), depth + 1, ancestors, ctx));
    copy = array;
  } else {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
      report(ctx, "invalid-meta", path, { problem: "class", className: typeof name === "string" ? name : "" });
    } else {
      const object: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        const v = getOwn(value, key);
        if (v !== undefined) setOwn(object, key, copyJson(v, keyPath(path, key), depth + 1, ancestors, ctx));
      }
      copy = object;
    }
  }
  ancestors.delete(value);
  return copy;
}
