import type { Clue } from "./clue.js";
import type { Entity, Value } from "./entity.js";
import type { FormatTag } from "./format.js";

/**
 * One attribute (a row of the logic grid): its name and its `size` distinct values.
 *
 * An attribute is numeric when its values are numbers (ages, heights…); numeric
 * attributes can be compared by `less_than`, `greater_than` and `difference` clues.
 */
export interface Attribute {
  readonly name: string;
  readonly values: readonly Value[];
  /** For a numeric attribute, the unit and spacing of its values, when the document gives them. */
  readonly scale?: Scale;
}

/**
 * What a numeric attribute measures: its unit ("year", "dollar", "minute"…) and the step its
 * values are spaced by (0.5 for prices in half dollars, 15 for times every quarter hour).
 * Both are optional; a text says "$1 more" or "15 minutes later" from them.
 */
export interface Scale {
  readonly unit?: string;
  /** Every value differs from the smallest by a whole number of steps. */
  readonly step?: number;
}

/**
 * A full answer: for every attribute, its values by position (position 1 first).
 *
 * @example
 * ```ts
 * const grid: Grid = { Color: ["yellow", "blue", "red", "ivory", "green"] };
 * ```
 */
export type Grid = Readonly<Record<string, readonly Value[]>>;

/**
 * A question asked of the reader: which value of `find.attr` belongs to the person `where`?
 *
 * @example
 * ```ts
 * // "Who owns the zebra?"
 * const q: Question = { find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } };
 * ```
 */
export interface Question {
  readonly find: { readonly attr: string };
  readonly where: Entity;
}

/** A typed, validated `zebra-puzzle/1` document, as returned by `parsePuzzle`. */
export interface Puzzle {
  readonly format: FormatTag;
  /**
   * `"logic-grid"`: no row, the solution matches the values of every attribute to those of the
   * first (its key), whose value k is the person at position k. Absent: people in a row of houses.
   */
  readonly kind?: "logic-grid";
  /** Number of positions (houses), numbered 1..size from the left; in a logic grid, the values per attribute. */
  readonly size: number;
  /** The attributes, in display order. */
  readonly attributes: readonly Attribute[];
  /** The clues, in order: clue k of the text is `clues[k - 1]`. */
  readonly clues: readonly Clue[];
  /** The answer, when known. */
  readonly solution?: Grid;
  readonly title?: string;
  readonly preamble?: string;
  readonly question?: Question;
  /** Free data: generator, seed, difficulty, vocabulary, locale… */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/**
 * Whether an attribute is numeric (its values are numbers).
 *
 * @example
 * ```ts
 * isNumericAttribute({ name: "Age", values: [20, 30, 40] }); // true
 * ```
 */
export function isNumericAttribute(attribute: Attribute): boolean {
  return attribute.values.length > 0 && attribute.values.every((v) => typeof v === "number");
}

/**
 * A grid being solved: for every attribute, the value known at each position, or `null`.
 *
 * @example
 * ```ts
 * const partial: PartialGrid = { Color: [null, "blue", null, null, null] };
 * ```
 */
export type PartialGrid = Readonly<Record<string, readonly (Value | null)[]>>;

/**
 * The candidates of a grid being solved: for every attribute and position (index `pos − 1`),
 * the values still possible there, in the attribute's value order.
 */
export type CandidateGrid = Readonly<Record<string, readonly (readonly Value[])[]>>;
