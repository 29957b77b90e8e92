import type { Value } from "../entity.js";
import { maxAttributes, maxSize } from "../format.js";
import type { Attribute, Scale } from "../puzzle.js";
import { jsonType, shownValue } from "./describe.js";
import { indexPath, keyPath } from "./json-path.js";
import { getOwn, isRecord } from "./own.js";
import { type AttributeInfo, type Context, lookupAttribute, report } from "./parse-context.js";

export function readAttributes(doc: object, ctx: Context): Attribute[] | undefined {
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

/** Names JavaScript objects would reorder (array indexes), so display order could not be kept. */
const wholeNumberName = /^(0|[1-9][0-9]*)$/;

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
export function validValue(value: unknown): value is Value {
  return typeof value === "string" ? value !== "" : typeof value === "number" && Number.isFinite(value);
}

export function normalizeValue(value: Value): Value {
  return Object.is(value, -0) ? 0 : value;
}

/** Reads `scales` (numeric attribute → unit and step) onto the attributes it names. */
export function readScales(doc: object, attributes: Attribute[], ctx: Context): Attribute[] {
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
