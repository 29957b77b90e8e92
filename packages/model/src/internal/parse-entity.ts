import type { Entity, Value } from "../entity.js";
import { maxAttributes, maxSize } from "../format.js";
import { jsonType, shownValue, suggest } from "./describe.js";
import { keyPath } from "./json-path.js";
import { getOwn, isRecord } from "./own.js";
import { normalizeValue, validValue } from "./parse-attributes.js";
import { type AttributeInfo, type Context, lookupAttribute, report } from "./parse-context.js";

/** Reads an entity, `{"attr", "value"}` or `{"pos"}`; returns it when it raised no issue. */
export function readEntity(raw: unknown, path: string, ctx: Context): Entity | undefined {
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

/** Checks a 1-based position; reports and returns false when it is out of range. */
export function checkPosition(pos: number, path: string, ctx: Context): boolean {
  const size = ctx.size;
  if (Number.isInteger(pos) && pos >= 1 && (size === undefined || pos <= size)) return true;
  report(ctx, "position-out-of-range", path, size !== undefined ? { pos: shownValue(pos), size } : { pos: shownValue(pos) });
  return false;
}
