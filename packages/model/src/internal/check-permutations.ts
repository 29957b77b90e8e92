import type { Attribute, Grid } from "../puzzle.js";
import type { Value } from "../entity.js";
import type { GridProblem, Issue } from "../issue.js";
import { jsonType, shownValue, suggest } from "./describe.js";
import { indexPath, keyPath } from "./json-path.js";
import { getOwn, isRecord, setOwn } from "./own.js";

/** Where the grid being checked is, and the code its issues carry. */
export interface PermutationTarget {
  /** Path of the grid in the document: "solution" or "grid". */
  readonly path: string;
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
  const { path, code } = target;
  const before = issues.length;
  const push = (at: string, details: GridProblem) => issues.push({ code, path: at, details } as Issue);
  if (!isRecord(input)) {
    push(path, { problem: "not-an-object", found: jsonType(input) });
    return undefined;
  }
  const knownNames = new Set(known);
  for (const key of Object.keys(input)) {
    if (knownNames.has(key) || getOwn(input, key) === undefined) continue;
    const hint = suggest(key, known);
    push(keyPath(path, key), hint ? { problem: "unknown-attribute", attr: key, suggestion: hint } : { problem: "unknown-attribute", attr: key });
  }
  const grid: Record<string, readonly Value[]> = {};
  for (const attribute of checked) {
    const attr = attribute.name;
    const attrPath = keyPath(path, attr);
    const row = getOwn(input, attr);
    if (row === undefined) {
      push(attrPath, { problem: "missing-row", attr });
      continue;
    }
    if (!Array.isArray(row)) {
      push(attrPath, { problem: "row-not-an-array", attr, found: jsonType(row), size });
      continue;
    }
    const rowStart = issues.length;
    if (row.length !== size) push(attrPath, { problem: "row-length", attr, count: row.length, size });
    const index = new Map<Value, number>(attribute.values.map((v, i) => [v, i]));
    const firstAt = new Map<Value, number>();
    const duplicates: { value: Value; first: number; at: number }[] = [];
    for (let i = 0; i < row.length; i++) {
      const value: unknown = row[i];
      if ((typeof value !== "string" && typeof value !== "number") || !index.has(value)) {
        push(indexPath(attrPath, i), { problem: "unknown-value", attr, value: shownValue(value), values: attribute.values });
        continue;
      }
      const first = firstAt.get(value);
      if (first === undefined) firstAt.set(value, i);
      else duplicates.push({ value, first, at: i });
    }
    if (duplicates.length > 0) {
      const missing = attribute.values.filter((v) => !firstAt.has(v));
      for (const { value, first, at } of duplicates) push(indexPath(attrPath, at), { problem: "duplicate", attr, value, first, at, missing });
    }
    if (issues.length === rowStart)
      setOwn(
        grid,
        attr,
        (row as Value[]).map((v) => (Object.is(v, -0) ? 0 : v)),
      );
  }
  return issues.length === before ? grid : undefined;
}
