import type { AmongFact, AtFact, Fact, NotAtFact } from "@zebra/model";
import { positionsOf, type Shape } from "./shape.js";

/** "entity is at pos". */
export function atFact(shape: Shape, id: number, pos: number): AtFact {
  return { kind: "at", entity: shape.refs[id]!, pos };
}

/** "entity is not at any of the positions in mask". */
export function notAtFact(shape: Shape, id: number, mask: number): NotAtFact {
  return { kind: "not_at", entity: shape.refs[id]!, positions: positionsOf(mask) };
}

/** The grid fact for a domain: `at` when it is one position, `among` otherwise. */
export function domainFact(shape: Shape, id: number, mask: number): AtFact | AmongFact {
  const positions = positionsOf(mask);
  if (positions.length === 1) return { kind: "at", entity: shape.refs[id]!, pos: positions[0]! };
  return { kind: "among", entity: shape.refs[id]!, positions };
}

/** The positions a fact allows for its entity, as a mask intersected into `full`. */
export function factMask(fact: Fact, full: number): number {
  let m = 0;
  switch (fact.kind) {
    case "at":
      return fact.pos >= 1 && fact.pos <= 31 ? (1 << (fact.pos - 1)) & full : 0;
    case "among":
      for (const p of fact.positions) if (p >= 1 && p <= 31) m |= 1 << (p - 1);
      return m & full;
    case "not_at":
      for (const p of fact.positions) if (p >= 1 && p <= 31) m |= 1 << (p - 1);
      return full & ~m;
  }
}
