import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clueEntities,
  isNumericClue,
  numericRelation,
  positionalRelation,
  superlativeValue,
  type Attribute,
  type Clue,
  type ClueOf,
  type NumericClue,
  type PositionalClue,
} from "@zebra/model";
import { int, randomClue, randomDomains, randomEntity, randomShape, rng } from "../../testing/random.js";
import { compileClue } from "./compile.js";
import { propagate } from "./propagate.js";
import type { Prop } from "./types.js";
import { compileShape, entityId, isConstant, mustDiffer, type Shape } from "../shape.js";

/** Reference projection of a positional clue: enumerate every placement of its entities. */
function referencePositional(shape: Shape, clue: PositionalClue, dom: Int32Array, negated = false): Map<number, number> | null {
  const slots = clueEntities(clue).map((e) => entityId(shape, e));
  const vars = [...new Set(slots.filter((s) => !isConstant(shape, s)))];
  const holds = positionalRelation(clue, shape.size);
  const rel = negated ? (p: readonly number[]) => !holds(p) : holds;
  const out = new Map<number, number>(vars.map((v) => [v, 0]));
  let found = false;
  const assign = new Map<number, number>();
  const rec = (i: number): void => {
    if (i === vars.length) {
      const positions = slots.map((s) => (isConstant(shape, s) ? s - shape.valueCount + 1 : assign.get(s)!));
      if (rel(positions)) {
        found = true;
        for (const v of vars) out.set(v, out.get(v)! | (1 << (assign.get(v)! - 1)));
      }
      return;
    }
    const v = vars[i]!;
    for (let p = 1; p <= shape.size; p++) {
      if (((dom[v]! >>> (p - 1)) & 1) === 0) continue;
      if (vars.slice(0, i).some((w) => assign.get(w) === p && mustDiffer(shape, v, w))) continue;
      assign.set(v, p);
      rec(i + 1);
    }
  };
  rec(0);
  return found ? out : null;
}

/**
 * Reference projection of a numeric clue: tuples (pa, pb, x, y) with a at pa, b at pb, value x
 * of the attribute at pa and y at pb; each value of the attribute keeps the positions that
 * some tuple allows (its own pa/pb, or anywhere outside that tuple's pa and pb).
 */
function referenceNumeric(shape: Shape, clue: NumericClue, dom: Int32Array): Map<number, number> | null {
  const n = shape.size;
  const k = shape.attrIndex.get(clue.attr)!;
  const values = shape.attributes[k]!.values as number[];
  const a = entityId(shape, clue.a);
  const b = entityId(shape, clue.b);
  const rel = numericRelation(clue);
  const base = k * n;
  const vars = [...new Set([a, b, ...values.map((_, i) => base + i)].filter((s) => !isConstant(shape, s)))];
  const out = new Map<number, number>(vars.map((v) => [v, 0]));
  const add = (v: number, m: number) => {
    if (out.has(v)) out.set(v, out.get(v)! | m);
  };
  let found = false;
  for (let pa = 1; pa <= n; pa++) {
    if (!((dom[a]! >>> (pa - 1)) & 1)) continue;
    for (let pb = 1; pb <= n; pb++) {
      if (!((dom[b]! >>> (pb - 1)) & 1)) continue;
      if (pa === pb && mustDiffer(shape, a, b)) continue;
      if (a === b && pa !== pb) continue;
      for (let x = 0; x < n; x++) {
        if (!((dom[base + x]! >>> (pa - 1)) & 1)) continue;
        if (!isConstant(shape, a) && Math.floor(a / n) === k && a !== base + x) continue;
        for (let y = 0; y < n; y++) {
          if (!((dom[base + y]! >>> (pb - 1)) & 1)) continue;
          if (!isConstant(shape, b) && Math.floor(b / n) === k && b !== base + y) continue;
          if ((pa === pb) !== (x === y)) continue;
          if (!rel(values[x]!, values[y]!)) continue;
          found = true;
          add(a, 1 << (pa - 1));
          add(b, 1 << (pb - 1));
          for (let v = 0; v < n; v++) {
            const d = dom[base + v]!;
            if (v === x) add(base + v, 1 << (pa - 1));
            else if (v === y) add(base + v, 1 << (pb - 1));
            else add(base + v, d & ~(1 << (pa - 1)) & ~(1 << (pb - 1)));
          }
        }
      }
    }
  }
  if (!found) return null;
  for (const v of vars) out.set(v, out.get(v)! & dom[v]!);
  return out;
}

function run(shape: Shape, prop: Prop, dom: Int32Array): Map<number, number> | null {
  if (!propagate(shape, prop, dom)) return null;
  return new Map(Array.from(prop.vars, (v, i) => [v, prop.out[i]!]));
}

/** A superlative says its person is the one with the smallest (largest) value: a `same` clue, by the model's definition. */
function superlativeAsSame(attributes: readonly Attribute[], clue: ClueOf<"least" | "most">): PositionalClue {
  const values = attributes.find((a) => a.name === clue.attr)!.values as number[];
  return { type: "same", a: clue.a, b: { attr: clue.attr, value: superlativeValue(clue, values) } };
}

describe("propagators", () => {
  it("give exactly the placement-enumeration projection, on random clues and states", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        const size = int(r, 2, 8);
        const attributes = randomShape(r, size, int(r, 1, 4), 0.4);
        const shape = compileShape({ size, attributes });
        for (let t = 0; t < 20; t++) {
          const clue = randomClue(r, size, attributes, 1, 0.25);
          if (clue.type === "any_of") continue;
          const [prop] = compileClue(shape, clue, 0);
          const dom = randomDomains(r, shape);
          const expected = isNumericClue(clue)
            ? referenceNumeric(shape, clue, dom)
            : referencePositional(shape, clue.type === "least" || clue.type === "most" ? superlativeAsSame(attributes, clue) : (clue as PositionalClue), dom);
          const actual = run(shape, prop!, dom);
          if (expected === null) expect(actual, JSON.stringify(clue)).toBeNull();
          else expect(actual, JSON.stringify(clue)).toEqual(expected);
        }
      }),
      { seed: 20240601, numRuns: 400 },
    );
  });

  it("give the exact projection of the clues that only ask who is whom, and of their negations (entailment compiles them)", () => {
    const matching = new Set(["either", "neither", "one_each", "all_different"]);
    let cases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        const size = int(r, 2, 7);
        const attributes = randomShape(r, size, int(r, 1, 4), 0.4);
        const shape = compileShape({ size, attributes });
        const e = () => randomEntity(r, size, attributes, 0.25);
        // all_different with more entities than its patterns are listed for, and more blocks than Hall's condition is tried for
        const wide: PositionalClue = { type: "all_different", of: Array.from({ length: 5 + int(r, 0, 3) }, e) };
        const [plain] = compileClue(shape, wide, 0);
        const dom = randomDomains(r, shape);
        const expected = referencePositional(shape, wide, dom);
        const actual = run(shape, plain!, dom);
        if (expected === null) expect(actual, JSON.stringify(wide)).toBeNull();
        else expect(actual, JSON.stringify(wide)).toEqual(expected);
        const clues = [wide, ...Array.from({ length: 30 }, () => randomClue(r, size, attributes, 1, 0.25)).filter((c) => matching.has(c.type))];
        for (const clue of clues as PositionalClue[]) {
          cases++;
          const props = compileClue(shape, clue, 0, true);
          expect(props).toHaveLength(1);
          const dom = randomDomains(r, shape);
          const expected = referencePositional(shape, clue, dom, true);
          const actual = run(shape, props[0]!, dom);
          if (expected === null) expect(actual, JSON.stringify(clue)).toBeNull();
          else expect(actual, JSON.stringify(clue)).toEqual(expected);
        }
      }),
      { seed: 7, numRuns: 150 },
    );
    expect(cases).toBeGreaterThan(600);
  });

  it("cover every fast path of binary clues", () => {
    const attributes = randomShape(rng(1), 9, 2, 0);
    const shape = compileShape({ size: 9, attributes });
    const a = { attr: "A0", value: "a0v1" };
    const b = { attr: "A1", value: "a1v2" };
    const c = { attr: "A0", value: "a0v3" };
    const clues: Clue[] = [
      { type: "same", a, b },
      { type: "same", a, b: c },
      { type: "not_same", a, b },
      { type: "next_to", a, b },
      { type: "not_next_to", a, b: c },
      { type: "not_next_to", a, b },
      { type: "not_next_to", a: { pos: 4 }, b },
      { type: "left_of", a, b },
      { type: "right_of", a, b },
      { type: "immediately_left", a, b },
      { type: "immediately_right", a, b },
      { type: "distance", a, b, d: 3 },
      { type: "between", a, b, c },
    ];
    const kinds = new Set<string>();
    const r = rng(7);
    for (const clue of clues) {
      const [prop] = compileClue(shape, clue, 0);
      kinds.add(prop!.kind === "binary" ? prop!.fast : prop!.kind);
      for (let t = 0; t < 300; t++) {
        const dom = randomDomains(r, shape);
        expect(run(shape, prop!, dom)).toEqual(referencePositional(shape, clue as PositionalClue, dom));
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        "between",
        "distance",
        "immediately_left",
        "immediately_right",
        "left_of",
        "next_to",
        "not_next_to",
        "not_same",
        "right_of",
        "same",
        "table",
        "unary",
      ].sort(),
    );
  });

  it("are idempotent (a second run removes nothing), including any_of", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        const size = int(r, 2, 7);
        const attributes = randomShape(r, size, int(r, 1, 4), 0.4);
        const shape = compileShape({ size, attributes });
        for (let t = 0; t < 20; t++) {
          const clue = randomClue(r, size, attributes, 0, 0.2);
          const [prop] = compileClue(shape, clue, 0);
          const dom = randomDomains(r, shape);
          if (!propagate(shape, prop!, dom)) continue;
          prop!.vars.forEach((v, i) => {
            dom[v] = prop!.out[i]!;
          });
          const once = Array.from(prop!.vars, (v) => dom[v]!);
          expect(propagate(shape, prop!, dom)).toBe(true);
          expect(Array.from(prop!.out), JSON.stringify(clue)).toEqual(once);
        }
      }),
      { seed: 77, numRuns: 300 },
    );
  });
});
