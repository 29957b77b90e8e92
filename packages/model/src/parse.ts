import { clueTypes, isClueType, type Clue, type ClueType } from "./clue.js";
import type { Entity, Value } from "./entity.js";
import { formatTag, maxAnyOfDepth, maxAttributes, maxClues, maxSize } from "./format.js";
import type { Issue, IssueCode, Result } from "./issue.js";
import type { Attribute, Grid, Puzzle, Question } from "./puzzle.js";
import { checkPermutations } from "./internal/check-permutations.js";
import { describeType, listValues, showName, showValue, suggest } from "./internal/describe.js";
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
}

function report(ctx: Context, code: IssueCode, path: string, message: string, details?: Record<string, unknown>): void {
  ctx.issues.push(details === undefined ? { code, path, message } : { code, path, message, details });
}

/** A JSON-safe stand-in for any value, for `details`. */
function detail(value: unknown): unknown {
  if (typeof value === "string" || typeof value === "boolean" || value === null) return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return describeType(value);
}

/**
 * Parses and validates a `zebra-puzzle/1` document into a typed {@link Puzzle}.
 *
 * Use it on anything read from outside: a file's text, a request body, an object built by
 * hand. A string is read as JSON text; any other value is taken as the already-parsed
 * document. Every problem is collected (the parser does not stop at the first), each with a
 * code from {@link issueCatalogue}, a JavaScript-notation path such as `clues[7].b.value`, an
 * English message and `details` for renderers. It never throws, whatever the input: an object
 * whose getter or proxy trap throws is reported as `not-an-object`. Messages cut names and
 * values longer than 60 characters ("..."); paths and `details` keep them whole.
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
 * else for (const issue of result.issues) console.error(formatIssue(issue));
 * ```
 */
export function parsePuzzle(input: unknown): Result<Puzzle> {
  let document: unknown = input;
  if (typeof input === "string") {
    const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    try {
      document = JSON.parse(text);
    } catch (error) {
      return { ok: false, issues: [invalidJson(text, error)] };
    }
  }
  const ctx: Context = { issues: [], size: undefined, attributes: new Map(), attributesRead: false };
  let puzzle: Puzzle | undefined;
  try {
    puzzle = readDocument(document, ctx);
  } catch (error) {
    // Data from JSON never gets here; an object whose getter or proxy trap throws does.
    const reason = error instanceof Error ? error.message : String(error);
    const message = `The document cannot be read as JSON data (reading it failed: ${reason.split("\n")[0]!.slice(0, 200)}); pass JSON text or plain objects`;
    return { ok: false, issues: [...ctx.issues, { code: "not-an-object", path: "", message }] };
  }
  if (ctx.issues.length > 0 || puzzle === undefined) return { ok: false, issues: ctx.issues };
  return { ok: true, value: puzzle };
}

function invalidJson(text: string, error: unknown): Issue {
  const located = locateJsonError(text);
  if (located !== undefined) {
    const { line, column, offset, reason } = located;
    return {
      code: "invalid-json",
      path: "",
      message: `Invalid JSON at line ${line}, column ${column}: ${reason}`,
      details: { line, column, offset, reason },
    };
  }
  // The text is well-formed but the engine could not parse it (for example, out of memory).
  const reason = error instanceof Error ? error.message : String(error);
  return { code: "invalid-json", path: "", message: `Invalid JSON at line 1, column 1: ${reason}`, details: { line: 1, column: 1, offset: 0, reason } };
}

function readDocument(doc: unknown, ctx: Context): Puzzle | undefined {
  if (!isRecord(doc)) {
    report(ctx, "not-an-object", "", `The document must be a JSON object with "format", "size", "attributes" and "clues"; found ${describeType(doc)}`, {
      found: describeType(doc),
    });
    return undefined;
  }

  const format = getOwn(doc, "format");
  if (format === undefined) {
    report(ctx, "wrong-format", "format", `Missing "format"; a puzzle document declares "format": "${formatTag}"`, { expected: formatTag });
  } else if (format !== formatTag) {
    report(ctx, "wrong-format", "format", `format is ${showValue(format)}; this reader understands "${formatTag}"`, {
      found: detail(format),
      expected: formatTag,
    });
  }

  const title = readOptionalString(doc, "title", "title", ctx);
  const preamble = readOptionalString(doc, "preamble", "preamble", ctx);
  readSize(doc, ctx);
  const attributes = readAttributes(doc, ctx);
  const clues = readClues(doc, ctx);
  const question = readQuestion(doc, ctx);
  const solution = readSolution(doc, ctx);
  const meta = readMeta(doc, ctx);

  if (ctx.issues.length > 0 || ctx.size === undefined || attributes === undefined || clues === undefined) return undefined;
  const puzzle: {
    -readonly [K in keyof Puzzle]: Puzzle[K];
  } = { format: formatTag } as Puzzle;
  if (title !== undefined) puzzle.title = title;
  if (preamble !== undefined) puzzle.preamble = preamble;
  puzzle.size = ctx.size;
  puzzle.attributes = attributes;
  puzzle.clues = clues;
  if (question !== undefined) puzzle.question = question;
  if (solution !== undefined) puzzle.solution = solution;
  if (meta !== undefined) puzzle.meta = meta;
  return puzzle;
}

function readOptionalString(object: object, key: string, path: string, ctx: Context): string | undefined {
  const value = getOwn(object, key);
  if (value === undefined || typeof value === "string") return value;
  report(ctx, "wrong-type", path, `${key} must be a string; found ${describeType(value)}`, { expected: "string", found: describeType(value) });
  return undefined;
}

function readSize(doc: object, ctx: Context): void {
  const size = getOwn(doc, "size");
  if (size === undefined) {
    report(ctx, "missing-field", "size", 'Missing "size", the number of positions (houses)', { field: "size" });
  } else if (typeof size !== "number") {
    report(ctx, "wrong-type", "size", `size must be a number; found ${describeType(size)}`, { expected: "number", found: describeType(size) });
  } else if (!Number.isInteger(size) || size < 1) {
    report(ctx, "invalid-size", "size", `size must be a positive whole number; found ${showValue(size)}`, { size: detail(size) });
  } else if (size > maxSize) {
    report(ctx, "size-too-large", "size", `size is ${size}; the largest supported size is ${maxSize}`, { size, maxSize });
  } else {
    ctx.size = size;
  }
}

/** Names JavaScript objects would reorder (array indexes), so display order could not be kept. */
const wholeNumberName = /^(0|[1-9][0-9]*)$/;

function readAttributes(doc: object, ctx: Context): Attribute[] | undefined {
  const raw = getOwn(doc, "attributes");
  if (raw === undefined) {
    report(ctx, "missing-field", "attributes", 'Missing "attributes", the object mapping each attribute name to its values', { field: "attributes" });
    return undefined;
  }
  if (!isRecord(raw)) {
    report(ctx, "not-an-object", "attributes", `attributes must be an object mapping each attribute name to its values; found ${describeType(raw)}`, {
      found: describeType(raw),
    });
    return undefined;
  }
  const names = Object.keys(raw).filter((name) => getOwn(raw, name) !== undefined);
  if (names.length === 0) {
    report(ctx, "no-attributes", "attributes", "attributes is empty; a puzzle needs at least one attribute");
    return undefined;
  }
  if (names.length > maxAttributes) {
    report(ctx, "too-many-attributes", "attributes", `There are ${names.length} attributes; at most ${maxAttributes} are supported`, {
      count: names.length,
      maxAttributes,
    });
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
    report(ctx, "invalid-attribute-name", path, "An attribute name must not be empty", { attr: name });
  } else if (wholeNumberName.test(name)) {
    report(ctx, "invalid-attribute-name", path, `${JSON.stringify(showName(name))} cannot be an attribute name: JSON objects do not keep whole-number keys in order; use a word, e.g. "House ${showName(name)}"`, {
      attr: name,
    });
  }
  if (!Array.isArray(raw)) {
    report(ctx, "wrong-type", path, `${showName(name)} must be an array of values; found ${describeType(raw)}`, { attr: name, expected: "array", found: describeType(raw) });
    return info;
  }
  info.readable = true;
  if (ctx.size !== undefined && raw.length !== ctx.size) {
    report(ctx, "value-count", path, `${showName(name)} has ${raw.length} value${raw.length === 1 ? "" : "s"}; size is ${ctx.size}, so it needs ${ctx.size}`, {
      attr: name,
      count: raw.length,
      size: ctx.size,
    });
  }
  let firstNumber: number | undefined;
  let firstString: string | undefined;
  for (let i = 0; i < raw.length; i++) {
    const value: unknown = raw[i];
    const valuePath = indexPath(path, i);
    const problem = valueProblem(value);
    if (problem !== undefined) {
      report(ctx, "invalid-value", valuePath, `${showName(name)}[${i}] is ${problem}; a value must be a non-empty string or a finite number`, {
        attr: name,
        index: i,
        found: describeValueKind(value),
      });
      continue;
    }
    const v = normalizeValue(value as Value);
    const first = info.index.get(v);
    if (first !== undefined) {
      report(ctx, "duplicate-value", valuePath, `${showValue(v)} appears twice in ${showName(name)} (at [${first}] and [${i}])`, { attr: name, value: v, first, at: i });
      continue;
    }
    info.index.set(v, i);
    info.values.push(v);
    if (typeof v === "number") firstNumber ??= v;
    else firstString ??= v;
  }
  if (firstNumber !== undefined && firstString !== undefined) {
    info.kind = "mixed";
    report(ctx, "mixed-values", path, `${showName(name)} mixes numbers and strings (${firstNumber} and ${showValue(firstString)}); its values must all be numbers or all be strings`, {
      attr: name,
      number: firstNumber,
      string: firstString,
    });
  } else {
    info.kind = firstNumber !== undefined ? "number" : firstString !== undefined ? "string" : "none";
  }
  // Positions in the index refer to the cleaned value list.
  info.values.forEach((v, i) => info.index.set(v, i));
  info.clean = ctx.issues.length === start && ctx.size !== undefined;
  return info;
}

/** Why a value is not a valid attribute value, or `undefined` when it is. */
function valueProblem(value: unknown): string | undefined {
  if (typeof value === "string") return value === "" ? "an empty string" : undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : showValue(value);
  return describeType(value);
}

function describeValueKind(value: unknown): string {
  return value === "" ? "empty string" : describeType(value);
}

function normalizeValue(value: Value): Value {
  return Object.is(value, -0) ? 0 : value;
}

function readClues(doc: object, ctx: Context): Clue[] | undefined {
  const raw = getOwn(doc, "clues");
  if (raw === undefined) {
    report(ctx, "missing-field", "clues", 'Missing "clues", the array of clues', { field: "clues" });
    return undefined;
  }
  if (!Array.isArray(raw)) {
    report(ctx, "wrong-type", "clues", `clues must be an array; found ${describeType(raw)}`, { expected: "array", found: describeType(raw) });
    return undefined;
  }
  let count = raw.length;
  if (count > maxClues) {
    report(ctx, "too-many-clues", "clues", `There are ${count} clues; at most ${maxClues} are supported (only the first ${maxClues} were checked)`, {
      count,
      maxClues,
    });
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
};

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
    report(ctx, "not-an-object", path, `A clue must be an object with a "type"; found ${describeType(raw)}`, { found: describeType(raw) });
    return undefined;
  }
  const start = ctx.issues.length;
  const type = getOwn(raw, "type");
  const id = readOptionalString(raw, "id", keyPath(path, "id"), ctx);
  const text = readOptionalString(raw, "text", keyPath(path, "text"), ctx);
  if (type === undefined) {
    report(ctx, "missing-field", keyPath(path, "type"), 'The clue has no "type"', { field: "type" });
    return undefined;
  }
  if (typeof type !== "string") {
    report(ctx, "wrong-type", keyPath(path, "type"), `type must be a string naming a clue type; found ${describeType(type)}`, {
      expected: "string",
      found: describeType(type),
    });
    return undefined;
  }
  if (!isClueType(type)) {
    const hint = clueTypeSynonyms.get(type.trim().toLowerCase()) ?? suggest(type, clueTypes);
    const tail = hint !== undefined ? `did you mean "${hint}"?` : `the clue types are ${clueTypes.join(", ")}`;
    report(ctx, "unknown-clue-type", keyPath(path, "type"), `Unknown clue type ${showValue(type)}; ${tail}`, {
      type,
      ...(hint !== undefined ? { suggestion: hint } : {}),
    });
    return undefined;
  }

  const clue: Record<string, unknown> = { type };
  if (id !== undefined) clue.id = id;
  if (type === "any_of") {
    const options = readOptions(raw, path, depth + 1, ctx);
    if (options !== undefined) clue.options = options;
  } else {
    for (const field of entityFields[type]) {
      const entity = readEntityField(raw, field, path, type, ctx);
      if (entity !== undefined) clue[field] = entity;
    }
    if (type === "less_than" || type === "greater_than" || type === "difference") {
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
    if (type === "difference") {
      const d = readNumberField(raw, "d", path, type, ctx);
      if (d !== undefined) {
        if (!Number.isFinite(d) || d === 0) {
          report(ctx, "difference-out-of-range", keyPath(path, "d"), `The difference d is ${showValue(d)}; it must be a non-zero finite number`, { d: detail(d) });
        } else clue.d = d;
      }
    }
  }
  if (text !== undefined) clue.text = text;
  return ctx.issues.length === start ? (clue as unknown as Clue) : undefined;
}

function readOptions(raw: object, path: string, depth: number, ctx: Context): Clue[][] | undefined {
  if (depth > maxAnyOfDepth) {
    report(ctx, "too-deep", path, `any_of clues are nested ${depth} deep here; at most ${maxAnyOfDepth} levels are supported`, { depth, maxAnyOfDepth });
    return undefined;
  }
  const optionsPath = keyPath(path, "options");
  const options = getOwn(raw, "options");
  if (options === undefined) {
    report(ctx, "missing-field", optionsPath, 'An any_of clue needs "options", an array of options (each an array of clues)', { field: "options" });
    return undefined;
  }
  if (!Array.isArray(options)) {
    report(ctx, "wrong-type", optionsPath, `options must be an array of options (each an array of clues); found ${describeType(options)}`, {
      expected: "array",
      found: describeType(options),
    });
    return undefined;
  }
  if (options.length === 0) {
    report(ctx, "empty-any-of", optionsPath, "The any_of clue has no options; it needs at least one", { option: null });
    return undefined;
  }
  const result: Clue[][] = [];
  for (let j = 0; j < options.length; j++) {
    const option: unknown = options[j];
    const optionPath = indexPath(optionsPath, j);
    if (!Array.isArray(option)) {
      report(ctx, "wrong-type", optionPath, `An option of any_of must be an array of clues; found ${describeType(option)}`, {
        expected: "array",
        found: describeType(option),
      });
      continue;
    }
    if (option.length === 0) {
      report(ctx, "empty-any-of", optionPath, `Option ${j} of the any_of clue is empty; every option needs at least one clue`, { option: j });
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

function readNumberField(raw: object, field: "pos" | "d", path: string, type: ClueType, ctx: Context): number | undefined {
  const value = getOwn(raw, field);
  const fieldPath = keyPath(path, field);
  if (value === undefined) {
    report(ctx, "missing-field", fieldPath, `A ${type} clue needs "${field}"`, { field, type });
    return undefined;
  }
  if (typeof value !== "number") {
    report(ctx, "wrong-type", fieldPath, `${field} must be a number; found ${describeType(value)}`, { expected: "number", found: describeType(value) });
    return undefined;
  }
  return value;
}

/** Checks a 1-based position; reports and returns false when it is out of range. */
function checkPosition(pos: number, path: string, ctx: Context): boolean {
  const size = ctx.size;
  if (Number.isInteger(pos) && pos >= 1 && (size === undefined || pos <= size)) return true;
  const range = size === undefined ? "whole numbers from 1" : `whole numbers from 1 to ${size}`;
  report(ctx, "position-out-of-range", path, `Position ${showValue(pos)} is out of range; positions are ${range}`, {
    pos: detail(pos),
    ...(size !== undefined ? { size } : {}),
  });
  return false;
}

function checkDistance(d: number, path: string, ctx: Context): boolean {
  const size = ctx.size;
  if (Number.isInteger(d) && d >= 1 && (size === undefined || d <= size - 1)) return true;
  const range =
    size === undefined ? "a whole number from 1" : size === 1 ? "impossible with a single position" : `a whole number from 1 to ${size - 1}`;
  report(ctx, "distance-out-of-range", path, `Distance ${showValue(d)} is out of range; with ${size ?? "these"} positions a distance is ${range}`, {
    d: detail(d),
    ...(size !== undefined ? { size } : {}),
  });
  return false;
}

function readNumericAttribute(raw: object, path: string, type: ClueType, ctx: Context): string | undefined {
  const attrPath = keyPath(path, "attr");
  const attr = getOwn(raw, "attr");
  if (attr === undefined) {
    report(ctx, "missing-field", attrPath, `A ${type} clue needs "attr", the numeric attribute it compares`, { field: "attr", type });
    return undefined;
  }
  if (typeof attr !== "string") {
    report(ctx, "wrong-type", attrPath, `attr must be a string naming an attribute; found ${describeType(attr)}`, { expected: "string", found: describeType(attr) });
    return undefined;
  }
  const info = lookupAttribute(attr, attrPath, ctx);
  if (info === undefined) return undefined;
  if (info.kind === "string") {
    report(ctx, "not-numeric", attrPath, `A ${type} clue compares numbers, but the values of ${showName(attr)} are not numbers (${listValues(info.values)})`, {
      attr,
      type,
    });
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
  const tail = hint !== undefined ? `did you mean ${JSON.stringify(showName(hint))}?` : names.length > 0 ? `the attributes are ${listValues(names)}` : "the puzzle has no attributes";
  // A real puzzle has at most maxAttributes names; an oversized document's list is cut there.
  ctx.namesShown ??= names.length > maxAttributes ? names.slice(0, maxAttributes) : names;
  report(ctx, "unknown-attribute", path, `There is no attribute ${JSON.stringify(showName(attr))}; ${tail}`, {
    attr,
    attributes: ctx.namesShown,
    ...(hint !== undefined ? { suggestion: hint } : {}),
  });
  return undefined;
}

function readEntityField(raw: object, field: "a" | "b" | "c", path: string, type: ClueType, ctx: Context): Entity | undefined {
  const value = getOwn(raw, field);
  if (value === undefined) {
    report(ctx, "missing-field", keyPath(path, field), `A ${type} clue needs "${field}", an entity`, { field, type });
    return undefined;
  }
  return readEntity(value, keyPath(path, field), ctx);
}

/** Reads an entity, `{"attr", "value"}` or `{"pos"}`; returns it when it raised no issue. */
function readEntity(raw: unknown, path: string, ctx: Context): Entity | undefined {
  const shape = 'an entity is {"attr": …, "value": …} or {"pos": …}';
  if (!isRecord(raw)) {
    report(ctx, "invalid-entity", path, `Expected an entity; found ${describeType(raw)} (${shape})`, { found: describeType(raw) });
    return undefined;
  }
  const pos = getOwn(raw, "pos");
  const attr = getOwn(raw, "attr");
  const value = getOwn(raw, "value");
  if (pos !== undefined) {
    if (attr !== undefined || value !== undefined) {
      report(ctx, "invalid-entity", path, `The entity has both "pos" and "attr"/"value"; ${shape}, not both`, { found: "both" });
      return undefined;
    }
    if (typeof pos !== "number") {
      report(ctx, "wrong-type", keyPath(path, "pos"), `pos must be a number; found ${describeType(pos)}`, { expected: "number", found: describeType(pos) });
      return undefined;
    }
    return checkPosition(pos, keyPath(path, "pos"), ctx) ? { pos } : undefined;
  }
  if (attr === undefined && value === undefined) {
    report(ctx, "invalid-entity", path, `The entity has neither "attr" and "value" nor "pos"; ${shape}`, { found: "neither" });
    return undefined;
  }
  if (attr === undefined) {
    report(ctx, "missing-field", keyPath(path, "attr"), `The entity has a "value" but no "attr" naming its attribute`, { field: "attr" });
    return undefined;
  }
  if (typeof attr !== "string") {
    report(ctx, "wrong-type", keyPath(path, "attr"), `attr must be a string naming an attribute; found ${describeType(attr)}`, {
      expected: "string",
      found: describeType(attr),
    });
    return undefined;
  }
  const info = lookupAttribute(attr, keyPath(path, "attr"), ctx);
  const valuePath = keyPath(path, "value");
  if (value === undefined) {
    report(ctx, "missing-field", valuePath, `The entity names ${showName(attr)} but no "value"`, { field: "value", attr });
    return undefined;
  }
  const problem = valueProblem(value);
  if (problem !== undefined) {
    report(ctx, "invalid-value", valuePath, `The value is ${problem}; a value must be a non-empty string or a finite number`, { attr, found: describeValueKind(value) });
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
  let message = `${showName(name)} has no value ${showValue(value)}; its values are ${listValues(values)}`;
  if (typeof value === "string" && info.kind === "number" && value.trim() !== "" && info.index.has(Number(value))) {
    message += ` (numbers: write ${Number(value)} without quotes)`;
  } else if (typeof value === "number" && info.kind === "string" && info.index.has(String(value))) {
    message += ` (strings: write "${value}" in quotes)`;
  } else {
    // Looking through every attribute is cheap for real puzzles; skip it for oversized ones.
    const owner = ctx.attributes.size <= maxAttributes ? [...ctx.attributes.values()].find((other) => other !== info && other.index.has(value)) : undefined;
    if (owner !== undefined) message += ` (${showName(owner.name)} has ${showValue(value)})`;
  }
  report(ctx, "unknown-value", path, message, { attr: name, value, values: values.length > maxSize ? values.slice(0, maxSize) : values });
}

function readQuestion(doc: object, ctx: Context): Question | undefined {
  const raw = getOwn(doc, "question");
  if (raw === undefined) return undefined;
  const shape = '{"find": {"attr": …}, "where": entity}';
  if (!isRecord(raw)) {
    report(ctx, "invalid-question", "question", `The question must be an object ${shape}; found ${describeType(raw)}`, { found: describeType(raw) });
    return undefined;
  }
  const start = ctx.issues.length;
  const find = getOwn(raw, "find");
  let findAttr: string | undefined;
  if (find === undefined) {
    report(ctx, "invalid-question", "question.find", `The question has no "find"; a question is ${shape}`, { field: "find" });
  } else if (!isRecord(find)) {
    report(ctx, "invalid-question", "question.find", `find must be an object {"attr": …} naming the attribute asked for; found ${describeType(find)}`, {
      field: "find",
      found: describeType(find),
    });
  } else {
    const attr = getOwn(find, "attr");
    if (attr === undefined) {
      report(ctx, "invalid-question", "question.find.attr", 'The question\'s "find" has no "attr" naming the attribute asked for', { field: "find.attr" });
    } else if (typeof attr !== "string") {
      report(ctx, "invalid-question", "question.find.attr", `find.attr must be a string naming the attribute asked for; found ${describeType(attr)}`, {
        field: "find.attr",
        found: describeType(attr),
      });
    } else if (lookupAttribute(attr, "question.find.attr", ctx) !== undefined) {
      findAttr = attr;
    }
  }
  const whereRaw = getOwn(raw, "where");
  let where: Entity | undefined;
  if (whereRaw === undefined) {
    report(ctx, "invalid-question", "question.where", `The question has no "where", the entity it asks about; a question is ${shape}`, { field: "where" });
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
    { path: "solution", noun: "The solution", code: "invalid-solution" },
    ctx.issues,
  );
}

function readMeta(doc: object, ctx: Context): Record<string, unknown> | undefined {
  const raw = getOwn(doc, "meta");
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    report(ctx, "invalid-meta", "meta", `meta must be an object; found ${describeType(raw)}`, { found: describeType(raw) });
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
    report(ctx, "invalid-meta", path, `${path} is ${showValue(value)}, which JSON cannot hold`, { found: showValue(value) });
    return undefined;
  }
  if (typeof value !== "object") {
    report(ctx, "invalid-meta", path, `${path} is ${describeType(value)}, which JSON cannot hold`, { found: describeType(value) });
    return undefined;
  }
  if (depth > maxMetaDepth) {
    report(ctx, "invalid-meta", path, `meta is nested more than ${maxMetaDepth} levels deep here`, { maxMetaDepth });
    return undefined;
  }
  if (ancestors.has(value)) {
    report(ctx, "invalid-meta", path, `${path} refers back to an object that contains it`, { found: "cycle" });
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
      report(ctx, "invalid-meta", path, `${path} is ${typeof name === "string" ? `a ${name}` : "an object"}, not a plain JSON object`, {
        found: typeof name === "string" ? name : "object",
      });
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
