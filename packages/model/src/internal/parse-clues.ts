import { clueTypes, isClueType, rowClueTypes, type Clue, type ClueType } from "../clue.js";
import type { Entity } from "../entity.js";
import { maxAnyOfDepth, maxClues, maxSize } from "../format.js";
import { jsonType, shownValue, suggest } from "./describe.js";
import { indexPath, keyPath } from "./json-path.js";
import { getOwn, isRecord } from "./own.js";
import { type Context, lookupAttribute, readOptionalString, report } from "./parse-context.js";
import { checkPosition, readEntity } from "./parse-entity.js";

export function readClues(doc: object, ctx: Context): Clue[] | undefined {
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
