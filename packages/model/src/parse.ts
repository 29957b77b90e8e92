import type { Entity, Value } from "./entity.js";
import { formatTag, maxSize } from "./format.js";
import type { Result } from "./issue.js";
import type { Attribute, Grid, Puzzle, Question } from "./puzzle.js";
import { checkPermutations } from "./internal/check-permutations.js";
import { jsonType, shownValue } from "./internal/describe.js";
import { locateJsonError } from "./internal/json-error.js";
import { getOwn, isRecord } from "./internal/own.js";
import { readAttributes, readScales } from "./internal/parse-attributes.js";
import { readClues } from "./internal/parse-clues.js";
import { type Context, lookupAttribute, readOptionalString, report } from "./internal/parse-context.js";
import { readEntity } from "./internal/parse-entity.js";
import { readMeta } from "./internal/parse-meta.js";

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
