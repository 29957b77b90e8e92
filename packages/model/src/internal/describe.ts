import type { JsonType, Shown } from "../issue.js";

/**
 * The JSON type of a value, for issue details: "string", "array", "null", "NaN"…
 *
 * @example
 * ```ts
 * jsonType([1]); // "array"
 * jsonType(Number.NaN); // "NaN"
 * ```
 */
export function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "number":
      return Number.isNaN(value) ? "NaN" : value === Infinity ? "Infinity" : value === -Infinity ? "-Infinity" : "number";
    case "string":
    case "boolean":
    case "object":
    case "undefined":
    case "bigint":
    case "symbol":
    case "function":
      return typeof value;
  }
  return "object";
}

/**
 * A value as issue details show it: strings, finite numbers (-0 as 0), booleans and `null` as
 * they are, anything else by its type.
 *
 * @example
 * ```ts
 * shownValue("zebu"); // "zebu"
 * shownValue([1, 2]); // { type: "array" }
 * ```
 */
export function shownValue(value: unknown): Shown {
  if (typeof value === "string" || typeof value === "boolean" || value === null) return value;
  if (typeof value === "number" && Number.isFinite(value)) return Object.is(value, -0) ? 0 : value;
  return { type: jsonType(value) as Exclude<JsonType, "string" | "boolean" | "null"> };
}

/** Levenshtein distance, for "did you mean" hints; both strings are short. */
function editDistance(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Math.max(a.length, b.length);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * The known name closest to `name` (ignoring case, spaces, `-` and `_`), when it is close enough
 * to be a likely typo; `undefined` otherwise.
 */
export function suggest<T extends string>(name: string, known: readonly T[]): T | undefined {
  // Hints are for typos among a handful of names; skip them for oversized inputs.
  if (known.length > 64) return undefined;
  const target = normalize(name);
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(target, normalize(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.floor(target.length / 3));
  return bestDistance <= allowed ? best : undefined;
}
