import type { Value } from "../entity.js";

/** Names the JSON type of a value for messages: "a string", "an array", "null", "NaN"… */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return "a string";
    case "number":
      return Number.isNaN(value) ? "NaN" : Number.isFinite(value) ? "a number" : String(value);
    case "boolean":
      return "a boolean";
    case "object":
      return "an object";
    case "undefined":
      return "undefined";
    case "bigint":
      return "a bigint";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
  }
  return typeof value;
}

/** The longest name or string value a message shows whole; longer ones are cut with "...". */
const shownLength = 60;

/** Cuts a long name or value for a message (issue paths and details keep it whole). */
export function showName(name: string): string {
  return name.length > shownLength ? `${name.slice(0, shownLength - 3)}...` : name;
}

/** Shows a value in a message: strings quoted as JSON, numbers plain, others by type. */
export function showValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(showName(value));
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "boolean" || value === null) return String(value);
  return describeType(value);
}

/** Lists values (or names) for a message, unquoted: `dog, cat, zebra`; long lists end with `…`. */
export function listValues(values: readonly Value[], limit = 20): string {
  const shown = values.slice(0, limit).map((v) => showName(String(v)));
  return values.length > limit ? `${shown.join(", ")}, …` : shown.join(", ");
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
export function suggest(name: string, known: readonly string[]): string | undefined {
  // Hints are for typos among a handful of names; skip them for oversized inputs.
  if (known.length > 64) return undefined;
  const target = normalize(name);
  let best: string | undefined;
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
