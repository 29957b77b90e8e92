import type { Clue } from "./clue.js";
import { entityKey, isPositionRef, type Entity } from "./entity.js";

function sorted(a: Entity, b: Entity): [Entity, Entity] {
  return entityKey(a) <= entityKey(b) ? [a, b] : [b, a];
}

/**
 * A clue rewritten to one canonical form of its meaning: `same` with a position becomes
 * `at` (and `not_same` `not_at`; "house 9 is not house 4" either way round), `distance` 1 becomes `next_to`, `right_of` and
 * `immediately_right` become their left forms with the entities swapped, `greater_than`
 * becomes `less_than`, a negative `difference` is turned round, symmetric clues list their
 * entities in a fixed order, an either/or with one option of one clue is that clue, and `id`
 * and `text` are dropped. Two clues mean the same when their canonical forms are equal.
 *
 * Use it to compare clues read from text with the clues they were written from, or to find
 * clues repeated in other words. Cost: linear in the clue (either/or options are sorted).
 *
 * @param clue - any clue.
 * @returns a clue of the same meaning in canonical form.
 *
 * @example
 * ```ts
 * canonicalClue({ type: "same", a: { attr: "Pet", value: "dog" }, b: { pos: 2 } }); // { type: "at", a: { attr: "Pet", value: "dog" }, pos: 2 }
 * ```
 */
export function canonicalClue(clue: Clue): Clue {
  switch (clue.type) {
    case "same":
    case "not_same": {
      const at = clue.type === "same" ? "at" : "not_at";
      if (isPositionRef(clue.b) && !isPositionRef(clue.a)) return { type: at, a: clue.a, pos: clue.b.pos };
      if (isPositionRef(clue.a) && !isPositionRef(clue.b)) return { type: at, a: clue.b, pos: clue.a.pos };
      if (isPositionRef(clue.a) && isPositionRef(clue.b)) return housesAt(at, clue.a.pos, clue.b.pos);
      const [a, b] = sorted(clue.a, clue.b);
      return { type: clue.type, a, b };
    }
    case "next_to":
    case "not_next_to": {
      const [a, b] = sorted(clue.a, clue.b);
      return { type: clue.type, a, b };
    }
    case "distance": {
      const [a, b] = sorted(clue.a, clue.b);
      return clue.d === 1 ? { type: "next_to", a, b } : { type: "distance", a, b, d: clue.d };
    }
    case "right_of":
      return { type: "left_of", a: clue.b, b: clue.a };
    case "immediately_right":
      return { type: "immediately_left", a: clue.b, b: clue.a };
    case "greater_than":
      return { type: "less_than", attr: clue.attr, a: clue.b, b: clue.a };
    case "difference":
      return clue.d < 0
        ? { type: "difference", attr: clue.attr, a: clue.b, b: clue.a, d: -clue.d }
        : { type: "difference", attr: clue.attr, a: clue.a, b: clue.b, d: clue.d };
    case "any_of": {
      const options = clue.options.map((o) => o.map(canonicalClue).sort(byKey)).sort((x, y) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));
      if (options.length === 1 && options[0]!.length === 1) return options[0]![0]!;
      return { type: "any_of", options };
    }
    case "at":
    case "not_at":
      return isPositionRef(clue.a) ? housesAt(clue.type, clue.a.pos, clue.pos) : { type: clue.type, a: clue.a, pos: clue.pos };
    case "ends":
      return { type: "ends", a: clue.a };
    case "left_of":
    case "immediately_left":
      return { type: clue.type, a: clue.a, b: clue.b };
    case "between":
      return { type: "between", a: clue.a, b: clue.b, c: clue.c };
    case "less_than":
      return { type: "less_than", attr: clue.attr, a: clue.a, b: clue.b };
    case "either":
    case "neither": {
      const [b, c] = sorted(clue.b, clue.c);
      return { type: clue.type, a: clue.a, b, c };
    }
    case "one_each": {
      const [a, b] = sorted(clue.a, clue.b);
      return { type: "one_each", a, b, of: sorted(clue.of[0], clue.of[1]) };
    }
    case "all_different":
      return { type: "all_different", of: [...clue.of].sort((x, y) => (entityKey(x) < entityKey(y) ? -1 : entityKey(x) > entityKey(y) ? 1 : 0)) };
    case "ratio":
      return clue.factor < 1
        ? { type: "ratio", attr: clue.attr, a: clue.b, b: clue.a, factor: 1 / clue.factor }
        : { type: "ratio", attr: clue.attr, a: clue.a, b: clue.b, factor: clue.factor };
    case "least":
    case "most":
      return { type: clue.type, attr: clue.attr, a: clue.a };
  }
}

/** "House p is (not) house q", one way round: the higher number as the entity. */
function housesAt(type: "at" | "not_at", p: number, q: number): Clue {
  return { type, a: { pos: Math.max(p, q) }, pos: Math.min(p, q) };
}

function byKey(x: Clue, y: Clue): number {
  const a = JSON.stringify(x);
  const b = JSON.stringify(y);
  return a < b ? -1 : a > b ? 1 : 0;
}
