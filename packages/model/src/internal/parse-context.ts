import type { Value } from "../entity.js";
import { maxAttributes } from "../format.js";
import type { Issue, IssueCode, IssueDetailsByCode } from "../issue.js";
import { jsonType, suggest } from "./describe.js";
import { getOwn } from "./own.js";

/** What the parser knows about one attribute while it checks the clues. */
export interface AttributeInfo {
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

export interface Context {
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

export function report<K extends IssueCode>(ctx: Context, code: K, path: string, details: IssueDetailsByCode[K]): void {
  ctx.issues.push({ code, path, details } as Issue);
}

export function readOptionalString(object: object, key: string, path: string, part: "puzzle" | "clue", ctx: Context): string | undefined {
  const value = getOwn(object, key);
  if (value === undefined || typeof value === "string") return value;
  report(ctx, "wrong-type", path, { part, field: key, expected: "string", found: jsonType(value) });
  return undefined;
}

/** Finds an attribute by name, reporting `unknown-attribute` when there is none. */
export function lookupAttribute(attr: string, path: string, ctx: Context): AttributeInfo | undefined {
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
