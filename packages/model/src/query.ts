import type { Entity, Value, ValueRef } from "./entity.js";

/**
 * A question whose answer can be checked by machine.
 *
 * - `position-code`: "if X is at position x and Y at position y, what is (n+1)·y + x?"; the
 *   answer is a number from which both positions can be recovered.
 * - `find`: "which `find.attr` belongs to `where`?" ("who owns the zebra?"); the answer is a value.
 */
export type Query =
  | { readonly kind: "position-code"; readonly x: ValueRef; readonly y: ValueRef }
  | { readonly kind: "find"; readonly find: { readonly attr: string }; readonly where: Entity };

/** A query and its answer (a number for `position-code`, a value for `find`). */
export interface QuestionAnswer {
  readonly query: Query;
  readonly answer: Value;
}
