/**
 * Thrown by an entry point called with an argument its types forbid (`null` for a puzzle,
 * `NaN` for a limit): programmer misuse, reported as the library's own error with a `code`
 * rather than as a `TypeError` from deep inside. It extends `TypeError`, so code that caught
 * those still catches it.
 *
 * @example
 * ```ts
 * try { serializePuzzle(null as never); } catch (e) { if (e instanceof InvalidArgumentError) console.log(e.code, e.argument); }
 * ```
 */
export class InvalidArgumentError extends TypeError {
  /** Always `"invalid-argument"`, to tell this error from others without `instanceof`. */
  readonly code = "invalid-argument";
  /** The argument at fault, as the entry point names it (`"puzzle"`, `"options.limit"`). */
  readonly argument: string;

  /**
   * @param entry - the function called, e.g. `"serializePuzzle"`.
   * @param argument - the argument at fault.
   * @param expected - what it must be, e.g. `"a puzzle object"`.
   * @param got - the value given (described by its type, never printed whole).
   */
  constructor(entry: string, argument: string, expected: string, got: unknown) {
    super(`${entry}: ${argument} must be ${expected}, got ${describeValue(got)}`);
    this.name = "InvalidArgumentError";
    this.argument = argument;
  }
}

/** A short description of a value for an error message: its type, and a number's value. */
function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);
  return typeof value === "object" ? "an object" : typeof value;
}

/**
 * Whether a value has the shape of a parsed puzzle (an object with `size`, and `attributes` and
 * `clues` lists), as entry points check before working on it. It does not validate the puzzle.
 *
 * @example
 * ```ts
 * isPuzzleShaped(null); // false
 * ```
 */
export function isPuzzleShaped(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const p = value as { size?: unknown; attributes?: unknown; clues?: unknown };
  return typeof p.size === "number" && Array.isArray(p.attributes) && Array.isArray(p.clues);
}
