import { clueEntities, isNumericClue, numericRelation, positionalRelation, type Clue, type Entity, type PositionalClue } from "@zebra/model";
import { attrOf, entityId, isConstant, type Shape } from "../shape.js";
import { makeAnyOf } from "./any-of.js";
import { makeBetween } from "./between.js";
import { makeBinary } from "./binary.js";
import { makeGeneric } from "./generic.js";
import { makeNumeric } from "./numeric.js";
import { makeAllDifferent, makePattern, maxPatternEntities } from "./pattern.js";
import type { Prop } from "./types.js";
import { makeVars } from "./vars.js";
import { superlativeAsSame } from "../superlative.js";

/**
 * Compiles a clue into a propagator.
 *
 * @param negated compile the clue's negation instead (used by entailment); `any_of` negations
 *   become several propagators, so this returns a list.
 */
export function compileClue(shape: Shape, clue: Clue, index: number, negated = false): Prop[] {
  if (clue.type === "any_of") {
    if (!negated) {
      const options = clue.options.map((option) => option.flatMap((inner) => compileClue(shape, inner, -1)));
      return [makeAnyOf(shape, index, options)];
    }
    // not (OR_o AND_c c) = AND_o OR_c not c
    return clue.options.map((option) =>
      makeAnyOf(
        shape,
        index,
        option.map((inner) => compileClue(shape, inner, -1, true)),
      ),
    );
  }
  if (clue.type === "least" || clue.type === "most") return compileClue(shape, superlativeAsSame(shape, clue), index, negated);
  if (isNumericClue(clue)) {
    const rel = numericRelation(clue);
    return [makeNumeric(shape, index, clue.attr, entityId(shape, clue.a), entityId(shape, clue.b), negated ? (x, y) => !rel(x, y) : rel)];
  }
  if (clue.type === "all_different" && negated && new Set(clue.of.map((e) => entityId(shape, e))).size > maxPatternEntities) {
    return [someTwoSame(shape, index, clue.of)];
  }
  const slots = clueEntities(clue).map((e) => entityId(shape, e));
  const base = positionalRelation(clue as PositionalClue, shape.size);
  const relation = negated ? (p: readonly number[]) => !base(p) : base;
  return [makePositional(shape, index, clue, slots, relation, negated)];
}

/**
 * "Two of these are the same person", for more entities than their patterns are listed for: one
 * option per pair, each with "different values of one attribute sit apart" over the entities, so
 * that the options together give the exact projection (each option's constraints form a tree).
 */
function someTwoSame(shape: Shape, index: number, of: readonly Entity[]): Prop {
  const ids = of.map((e) => entityId(shape, e));
  const vars = makeVars(shape, ids);
  const apart: Prop[] = [];
  for (let a = 0; a < shape.attrCount; a++) {
    const group = vars.filter((v) => attrOf(shape, v) === a);
    if (group.length > 1) apart.push(makeAllDifferent(-1, group, Array.from(group)));
  }
  const options = of.flatMap((a, i) => of.slice(i + 1).map((b) => [...compileClue(shape, { type: "same", a, b }, -1), ...apart]));
  return makeAnyOf(shape, index, options);
}

/** Clue types whose meaning only asks which of their entities share a position. */
const samePositionClueTypes = new Set<Clue["type"]>(["either", "neither", "one_each", "all_different"]);

/** A propagator restricting one value entity to a mask (for facts). */
export function unaryProp(id: number, mask: number, index: number): Prop {
  return { kind: "unary", clue: index, vars: Int32Array.of(id), out: new Int32Array(1), mask };
}

/**
 * Compiles a positional clue over its slots: a constant or unary mask when at most one entity is
 * free, else the binary or between fast paths when the entities are distinct, else enumeration.
 */
function makePositional(shape: Shape, index: number, clue: Clue, slots: number[], relation: (p: readonly number[]) => boolean, negated: boolean): Prop {
  const vars = makeVars(shape, slots);
  const n = shape.size;
  if (vars.length <= 1) {
    const out = new Int32Array(vars.length);
    // Evaluate over the single free entity (or none): a unary mask.
    let mask = 0;
    const positions = slots.map((s) => (isConstant(shape, s) ? s - shape.valueCount + 1 : 0));
    const range = vars.length === 0 ? 1 : n;
    for (let p = 1; p <= range; p++) {
      const pos = slots.map((s, i) => (isConstant(shape, s) ? positions[i]! : p));
      if (relation(pos)) mask |= 1 << (p - 1);
    }
    if (vars.length === 0) return { kind: "const", clue: index, vars, out, value: mask !== 0 };
    return { kind: "unary", clue: index, vars, out, mask };
  }
  let distinctSlots = true;
  for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) if (slots[i] === slots[j]) distinctSlots = false;
  if (slots.length === 2 && distinctSlots) return makeBinary(shape, index, clue, vars, slots[0]!, slots[1]!, relation, negated);
  if (clue.type === "between" && !negated && distinctSlots) return makeBetween(index, vars, slots[0]!, slots[1]!, slots[2]!);
  if (clue.type === "all_different" && !negated) return makeAllDifferent(index, vars, slots);
  if (samePositionClueTypes.has(clue.type)) {
    const pattern = makePattern(shape, index, vars, slots, relation);
    if (pattern !== null) return pattern;
  }
  return makeGeneric(index, vars, slots, relation);
}
