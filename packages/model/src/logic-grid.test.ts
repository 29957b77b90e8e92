import { describe, expect, it } from "vitest";
import type { Clue } from "./clue.js";
import { parsePuzzle } from "./parse.js";
import { clueHolds, placementFromGrid, positionalRelation, superlativeValue, type PositionalClue } from "./semantics.js";
import { serializePuzzle } from "./serialize.js";

const amy = { attr: "Name", value: "Amy" };
const bob = { attr: "Name", value: "Bob" };
const cid = { attr: "Name", value: "Cid" };
const tart = { attr: "Dessert", value: "tart" };
const cake = { attr: "Dessert", value: "cake" };
const pie = { attr: "Dessert", value: "pie" };

/** A small logic grid: three friends, their desserts and the prices they paid. */
function doc(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: "zebra-puzzle/1",
    kind: "logic-grid",
    size: 3,
    attributes: { Name: ["Amy", "Bob", "Cid"], Dessert: ["tart", "cake", "pie"], Price: [1.5, 3, 4.5] },
    scales: { Price: { unit: "dollar", step: 1.5 } },
    clues: [
      { type: "either", a: tart, b: amy, c: { attr: "Price", value: 3 } },
      { type: "one_each", a: { attr: "Price", value: 4.5 }, b: cake, of: [bob, tart] },
      { type: "ratio", attr: "Price", a: cid, b: bob, factor: 2 },
      { type: "most", attr: "Price", a: pie },
      { type: "neither", a: cake, b: amy, c: cid },
      { type: "all_different", of: [amy, cake, { attr: "Price", value: 4.5 }] },
      { type: "least", attr: "Price", a: amy },
    ],
    ...extra,
  };
}

function codes(input: unknown): string[] {
  const result = parsePuzzle(input);
  return result.ok ? [] : result.issues.map((i) => `${i.code} ${i.path}`);
}

describe("logic-grid documents", () => {
  it("read the kind, the scales onto their attributes, and every clue of the genre", () => {
    const result = parsePuzzle(doc());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.kind).toBe("logic-grid");
    expect(result.value.attributes.map((a) => a.scale)).toEqual([undefined, undefined, { unit: "dollar", step: 1.5 }]);
    expect(result.value.clues.map((c) => c.type)).toEqual(["either", "one_each", "ratio", "most", "neither", "all_different", "least"]);
  });

  it("serialize canonically and read back as themselves", () => {
    const first = parsePuzzle(doc());
    if (!first.ok) throw new Error("invalid");
    const text = serializePuzzle(first.value);
    expect(Object.keys(JSON.parse(text))).toEqual(["format", "kind", "size", "attributes", "scales", "clues"]);
    expect(JSON.parse(text).clues[1]).toEqual({ type: "one_each", a: { attr: "Price", value: 4.5 }, b: cake, of: [bob, tart] });
    const again = parsePuzzle(text);
    expect(again.ok && again.value).toEqual(first.value);
    expect(again.ok && serializePuzzle(again.value)).toBe(text);
  });

  it('treat "row" as the default kind, which is not written back', () => {
    const result = parsePuzzle({ ...doc(), kind: "row", scales: undefined, clues: [] });
    expect(result.ok && result.value.kind).toBe(undefined);
    expect(result.ok && JSON.parse(serializePuzzle(result.value)).kind).toBe(undefined);
  });

  it("list a logic grid's solution in the order of its key's values", () => {
    const result = parsePuzzle(doc({ solution: { Name: ["Cid", "Amy", "Bob"], Dessert: ["pie", "tart", "cake"], Price: [4.5, 1.5, 3] } }));
    expect(result.ok && result.value.solution).toEqual({ Name: ["Amy", "Bob", "Cid"], Dessert: ["tart", "cake", "pie"], Price: [1.5, 3, 4.5] });
  });

  it("refuse clues and entities that need a row, with their own code", () => {
    expect(codes(doc({ clues: [{ type: "next_to", a: amy, b: tart }] }))).toEqual(["needs-row clues[0].type"]);
    expect(codes(doc({ clues: [{ type: "any_of", options: [[{ type: "at", a: amy, pos: 1 }]] }] }))).toEqual(["needs-row clues[0].options[0][0].type"]);
    expect(codes(doc({ clues: [{ type: "same", a: amy, b: { pos: 2 } }] }))).toEqual(["needs-row clues[0].b"]);
    expect(codes(doc({ question: { find: { attr: "Name" }, where: { pos: 1 } } }))).toEqual(["needs-row question.where"]);
    // The same clues are fine in a row of houses.
    expect(codes({ ...doc({ clues: [{ type: "next_to", a: amy, b: tart }] }), kind: undefined, scales: undefined })).toEqual([]);
  });

  it("refuse an unknown kind, bad scales, bad factors and lists of the wrong length", () => {
    expect(codes(doc({ kind: "grid" }))).toEqual(["invalid-choice kind"]);
    expect(codes(doc({ kind: 2 }))).toEqual(["wrong-type kind"]);
    expect(codes(doc({ scales: { Dessert: { unit: "dollar" } } }))).toEqual(["invalid-scale scales.Dessert"]);
    expect(codes(doc({ scales: { Price: { step: -1 } } }))).toEqual(["invalid-scale scales.Price.step"]);
    expect(codes(doc({ scales: { Price: { step: 1 } } }))).toEqual(["invalid-scale scales.Price.step"]);
    expect(codes(doc({ scales: { Price: { unit: "" } } }))).toEqual(["wrong-type scales.Price.unit"]);
    expect(codes(doc({ scales: { Prize: {} } }))).toEqual(["unknown-attribute scales.Prize"]);
    expect(codes(doc({ scales: [] }))).toEqual(["not-an-object scales"]);
    expect(codes(doc({ clues: [{ type: "ratio", attr: "Price", a: amy, b: bob, factor: 1 }] }))).toEqual(["factor-out-of-range clues[0].factor"]);
    expect(codes(doc({ clues: [{ type: "ratio", attr: "Dessert", a: amy, b: bob, factor: 2 }] }))).toEqual(["not-numeric clues[0].attr"]);
    expect(codes(doc({ clues: [{ type: "least", attr: "Name", a: amy }] }))).toEqual(["not-numeric clues[0].attr"]);
    expect(codes(doc({ clues: [{ type: "all_different", of: [amy] }] }))).toEqual(["entity-count clues[0].of"]);
    expect(codes(doc({ clues: [{ type: "one_each", a: amy, b: bob, of: [tart] }] }))).toEqual(["entity-count clues[0].of"]);
    expect(codes(doc({ clues: [{ type: "all_different", of: [amy, { attr: "Name", value: "Dan" }] }] }))).toEqual(["unknown-value clues[0].of[1].value"]);
    expect(codes(doc({ clues: [{ type: "either", a: amy, b: bob }] }))).toEqual(["missing-field clues[0].c"]);
  });
});

describe("the genre's clues", () => {
  // Every placement of three entities at three positions, as the meaning's reference.
  const triples: [number, number, number][] = [];
  for (let x = 1; x <= 3; x++) for (let y = 1; y <= 3; y++) for (let z = 1; z <= 3; z++) triples.push([x, y, z]);
  const e = { pos: 1 };

  it("either: a is b or c, and b and c are different people", () => {
    const holds = positionalRelation({ type: "either", a: e, b: e, c: e }, 3);
    for (const [a, b, c] of triples) expect(holds([a, b, c]), `${a}${b}${c}`).toBe((a === b) !== (a === c));
  });

  it("neither: a is neither b nor c", () => {
    const holds = positionalRelation({ type: "neither", a: e, b: e, c: e }, 3);
    for (const [a, b, c] of triples) expect(holds([a, b, c])).toBe(a !== b && a !== c);
  });

  it("one_each: of the two people, one is a and the other b", () => {
    const holds = positionalRelation({ type: "one_each", a: e, b: e, of: [e, e] }, 3);
    expect(holds([1, 2, 1, 2])).toBe(true);
    expect(holds([1, 2, 2, 1])).toBe(true);
    expect(holds([1, 1, 1, 1])).toBe(false);
    expect(holds([1, 2, 1, 3])).toBe(false);
    expect(holds([1, 2, 2, 2])).toBe(false);
  });

  it("all_different: no two of them are one person", () => {
    const holds = positionalRelation({ type: "all_different", of: [e, e, e] } as PositionalClue, 3);
    for (const [a, b, c] of triples) expect(holds([a, b, c])).toBe(a !== b && b !== c && a !== c);
  });

  it("ratio, least and most read the values at the people's places", () => {
    const placement = placementFromGrid({ Name: ["Amy", "Bob", "Cid"], Price: [1.5, 3, 6] }, 3);
    const clue = (c: Clue) => clueHolds(c, placement);
    expect(clue({ type: "ratio", attr: "Price", a: cid, b: bob, factor: 2 })).toBe(true);
    expect(clue({ type: "ratio", attr: "Price", a: amy, b: bob, factor: 0.5 })).toBe(true);
    expect(clue({ type: "ratio", attr: "Price", a: bob, b: cid, factor: 2 })).toBe(false);
    expect(clue({ type: "least", attr: "Price", a: amy })).toBe(true);
    expect(clue({ type: "most", attr: "Price", a: amy })).toBe(false);
    expect(clue({ type: "most", attr: "Price", a: cid })).toBe(true);
    // Unknown while a price is not known.
    expect(clueHolds({ type: "least", attr: "Price", a: amy }, placementFromGrid({ Name: ["Amy", "Bob", "Cid"], Price: [1.5, null, 6] }, 3))).toBe(undefined);
    expect(superlativeValue({ type: "most", attr: "Price", a: amy }, [3, 6, 1.5])).toBe(6);
  });

  it("either, neither and one_each hold of the example's answer and fail elsewhere", () => {
    const answer = placementFromGrid({ Name: ["Amy", "Bob", "Cid"], Dessert: ["tart", "cake", "pie"] }, 3);
    expect(clueHolds({ type: "either", a: tart, b: amy, c: bob }, answer)).toBe(true);
    expect(clueHolds({ type: "either", a: pie, b: amy, c: bob }, answer)).toBe(false);
    expect(clueHolds({ type: "neither", a: pie, b: amy, c: bob }, answer)).toBe(true);
    expect(clueHolds({ type: "one_each", a: cake, b: tart, of: [amy, bob] }, answer)).toBe(true);
    expect(clueHolds({ type: "one_each", a: cake, b: pie, of: [amy, bob] }, answer)).toBe(false);
  });
});
