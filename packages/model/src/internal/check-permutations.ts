import type { Attribute, Grid } from "../puzzle.js";
import type { Value } from "../entity.js";
import type { Issue } from "../issue.js";
import { describeType, listValues, showName, showValue, suggest } from "./describe.js";
import { indexPath, keyPath } from "./json-path.js";
import { getOwn, isRecord, setOwn } from "./own.js";

/** What the grid being checked is called in messages, and the code its issues carry. */
export interface PermutationTarget {
  /** Path of the grid in the document: "solution" or "grid". */
  readonly path: string;
  /** How messages name it: "The solution", "The grid". */
  readonly noun: string;
  readonly code: "invalid-solution" | "invalid-grid";
}

/**
 * Checks that `input` gives every attribute a permutation of its values (by position) and
 * pushes one issue per problem. `checked` are the attributes to check; `known` are every name
 * the puzzle has (a key outside it is reported as unknown). Returns the grid when no issue
 * was found.
 */
export function checkPermutations(
  input: unknown,
  checked: readonly Attribute[],
  known: readonly string[],
  size: number,
  target: PermutationTarget,
  issues: Issue[],
): Grid | undefined {
  const { path, noun, code } = target;
  const before = issues.length;
  if (!isRecord(input)) {
    issues.push({
      code,
      path,
      message: `${noun} must be an object giving each attribute its values by position; found ${describeType(input)}`,
      details: { found: describeType(input) },
    });
    return undefined;
  }
  const knownNames = new Set(known);
  for (const key of Object.keys(input)) {
    if (knownNames.has(key) || getOwn(input, key) === undefined) continue;
    const hint = suggest(key, known);
    issues.push({
      code,
      path: keyPath(path, key),
      message: `${noun} names ${JSON.stringify(showName(key))}, which is not an attribute${hint ? `; did you mean ${JSON.stringify(showName(hint))}?` : ""}`,
      details: { attr: key, ...(hint ? { suggestion: hint } : {}) },
    });
  }
  const grid: Record<string, readonly Value[]> = {};
  for (const attribute of checked) {
    const attrPath = keyPath(path, attribute.name);
    const row = getOwn(input, attribute.name);
    if (row === undefined) {
      issues.push({ code, path: attrPath, message: `${noun} gives no values for ${showName(attribute.name)}`, details: { attr: attribute.name } });
      continue;
    }
    if (!Array.isArray(row)) {
      issues.push({
        code,
        path: attrPath,
        message: `${noun} must give ${showName(attribute.name)} an array of ${size} values; found ${describeType(row)}`,
        details: { attr: attribute.name, found: describeType(row) },
      });
      continue;
    }
    const rowStart = issues.length;
    if (row.length !== size) {
      issues.push({
        code,
        path: attrPath,
        message: `${noun} gives ${showName(attribute.name)} ${row.length} value${row.length === 1 ? "" : "s"}; it needs ${size}, one per position`,
        details: { attr: attribute.name, count: row.length, size },
      });
    }
    const index = new Map<Value, number>(attribute.values.map((v, i) => [v, i]));
    const firstAt = new Map<Value, number>();
    const duplicates: { value: Value; first: number; at: number }[] = [];
    for (let i = 0; i < row.length; i++) {
      const value: unknown = row[i];
      if ((typeof value !== "string" && typeof value !== "number") || !index.has(value)) {
        issues.push({
          code,
          path: indexPath(attrPath, i),
          message: `${showName(attribute.name)} has no value ${showValue(value)}; its values are ${listValues(attribute.values)}`,
          details: { attr: attribute.name, value: typeof value === "string" || typeof value === "number" ? value : describeType(value), values: attribute.values },
        });
        continue;
      }
      const first = firstAt.get(value);
      if (first === undefined) firstAt.set(value, i);
      else duplicates.push({ value, first, at: i });
    }
    if (duplicates.length > 0) {
      const missing = attribute.values.filter((v) => !firstAt.has(v));
      for (const { value, first, at } of duplicates) {
        const tail = missing.length > 0 ? `; missing: ${listValues(missing)}` : "";
        issues.push({
          code,
          path: indexPath(attrPath, at),
          message: `${showValue(value)} appears twice in ${noun.replace(/^The /, "the ")}'s ${showName(attribute.name)} (at [${first}] and [${at}])${tail}`,
          details: { attr: attribute.name, value, first, at, missing },
        });
      }
    }
    if (issues.length === rowStart) setOwn(grid, attribute.name, (row as Value[]).map((v) => (Object.is(v, -0) ? 0 : v)));
  }
  return issues.length === before ? grid : undefined;
}
