import { maxMetaDepth } from "../format.js";
import { jsonType, shownValue } from "./describe.js";
import { indexPath, keyPath } from "./json-path.js";
import { getOwn, isRecord, setOwn } from "./own.js";
import { type Context, report } from "./parse-context.js";

export function readMeta(doc: object, ctx: Context): Record<string, unknown> | undefined {
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
