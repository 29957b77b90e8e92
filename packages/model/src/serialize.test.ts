import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxAnyOfDepth, parsePuzzle, serializePuzzle, toDocument } from "@zebra/model";
import type { Attribute, Clue, Entity, Grid, Puzzle, Value } from "@zebra/model";

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");

function parsed(input: unknown): Puzzle {
  const result = parsePuzzle(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

// ---------------------------------------------------------------------------------------------
// Valid puzzles, generated

const attributeNames = ["Color", "Pet", "Smoke brand", "__proto__", "constructor", "toString", "Âge", "颜色", "x"];

const finiteNumber = fc
  .oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }))
  .filter((n) => !Object.is(n, -0));

function valuesArb(size: number, numeric: boolean): fc.Arbitrary<Value[]> {
  return numeric
    ? fc.uniqueArray(finiteNumber, { minLength: size, maxLength: size })
    : fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8, unit: "grapheme" }), { minLength: size, maxLength: size });
}

const attributesArb = (size: number): fc.Arbitrary<Attribute[]> =>
  fc
    .uniqueArray(fc.constantFrom(...attributeNames), { minLength: 1, maxLength: 4 })
    .chain((names) => fc.tuple(...names.map((name) => fc.boolean().chain((numeric) => valuesArb(size, numeric).map((values) => ({ name, values }))))));

function entityArb(attributes: readonly Attribute[], size: number): fc.Arbitrary<Entity> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...attributes).chain((a) => fc.constantFrom(...a.values).map((value): Entity => ({ attr: a.name, value }))) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: size }).map((pos): Entity => ({ pos })) },
  );
}

const common = fc.record({ id: fc.string(), text: fc.string() }, { requiredKeys: [] });

function clueArb(attributes: readonly Attribute[], size: number, level: number): fc.Arbitrary<Clue> {
  const e = entityArb(attributes, size);
  const numeric = attributes.filter((a) => a.values.every((v) => typeof v === "number"));
  const pairTypes = ["same", "not_same", "next_to", "not_next_to", "left_of", "right_of", "immediately_left", "immediately_right"] as const;
  const arbs: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.record({ type: fc.constantFrom(...pairTypes), a: e, b: e }),
    fc.record({ type: fc.constantFrom("at", "not_at"), a: e, pos: fc.integer({ min: 1, max: size }) }),
    fc.record({ type: fc.constant("ends"), a: e }),
    fc.record({ type: fc.constant("between"), a: e, b: e, c: e }),
  ];
  if (size >= 2) arbs.push(fc.record({ type: fc.constant("distance"), a: e, b: e, d: fc.integer({ min: 1, max: size - 1 }) }));
  if (numeric.length > 0) {
    const attr = fc.constantFrom(...numeric.map((a) => a.name));
    arbs.push(fc.record({ type: fc.constantFrom("less_than", "greater_than"), attr, a: e, b: e }));
    arbs.push(fc.record({ type: fc.constant("difference"), attr, a: e, b: e, d: finiteNumber.filter((d) => d !== 0) }));
  }
  if (level < maxAnyOfDepth) {
    const inner = clueArb(attributes, size, level + 1);
    arbs.push(fc.record({ type: fc.constant("any_of"), options: fc.array(fc.array(inner, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }) }));
  }
  return fc.tuple(fc.oneof(...arbs), common).map(([clue, extra]) => ({ ...clue, ...extra }) as unknown as Clue);
}

function permutationGrid(attributes: readonly Attribute[]): fc.Arbitrary<Grid> {
  return fc.tuple(...attributes.map((a) => fc.shuffledSubarray([...a.values], { minLength: a.values.length, maxLength: a.values.length }))).map((rows) => {
    const grid: Record<string, Value[]> = {};
    attributes.forEach((a, i) => {
      Object.defineProperty(grid, a.name, { value: rows[i], enumerable: true, writable: true, configurable: true });
    });
    return grid;
  });
}

const metaArb = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }).map((m) => JSON.parse(JSON.stringify(m)) as Record<string, unknown>);

/** Valid puzzles: every field, every clue type, awkward names and values. */
const puzzleArb: fc.Arbitrary<Puzzle> = fc.integer({ min: 1, max: 6 }).chain((size) =>
  attributesArb(size).chain((attributes) =>
    fc
      .record(
        {
          title: fc.string(),
          preamble: fc.string(),
          clues: fc.array(clueArb(attributes, size, 0), { maxLength: 6 }),
          question: fc.record({ find: fc.constantFrom(...attributes).map((a) => ({ attr: a.name })), where: entityArb(attributes, size) }),
          solution: permutationGrid(attributes),
          meta: metaArb,
        },
        { requiredKeys: ["clues"] },
      )
      .map((rest) => ({ format: "zebra-puzzle/1" as const, size, attributes, ...rest })),
  ),
);

// ---------------------------------------------------------------------------------------------

describe("serializePuzzle", () => {
  it("writes the canonical form of a small puzzle", () => {
    const puzzle = parsed({
      meta: { z: 1, a: { y: [2, { d: 0, c: 1 }], b: null } },
      solution: { Age: [30, 20], Pet: ["cat", "dog"] },
      clues: [
        { text: "The dog is older.", b: { attr: "Pet", value: "cat" }, a: { value: "dog", attr: "Pet" }, attr: "Age", type: "greater_than", id: "c1" },
        { pos: 1, a: { pos: 2 }, type: "not_at" },
      ],
      attributes: { Pet: ["dog", "cat"], Age: [20, 30] },
      size: 2,
      format: "zebra-puzzle/1",
      title: "Tiny",
    });
    expect(serializePuzzle(puzzle)).toBe(`{
  "format": "zebra-puzzle/1",
  "title": "Tiny",
  "size": 2,
  "attributes": {
    "Pet": [
      "dog",
      "cat"
    ],
    "Age": [
      20,
      30
    ]
  },
  "clues": [
    {
      "type": "greater_than",
      "id": "c1",
      "a": {
        "attr": "Pet",
        "value": "dog"
      },
      "b": {
        "attr": "Pet",
        "value": "cat"
      },
      "attr": "Age",
      "text": "The dog is older."
    },
    {
      "type": "not_at",
      "a": {
        "pos": 2
      },
      "pos": 1
    }
  ],
  "solution": {
    "Pet": [
      "cat",
      "dog"
    ],
    "Age": [
      30,
      20
    ]
  },
  "meta": {
    "a": {
      "b": null,
      "y": [
        2,
        {
          "c": 1,
          "d": 0
        }
      ]
    },
    "z": 1
  }
}
`);
  });

  it("sorts meta keys by code units, whole-number keys included", () => {
    const puzzle = parsed({ format: "zebra-puzzle/1", size: 1, attributes: { A: ["a"] }, clues: [], meta: { b: 1, 9: 2, 10: 3, A: 4 } });
    const text = serializePuzzle(puzzle);
    expect(text.slice(text.indexOf('"meta"'))).toBe('"meta": {\n    "10": 3,\n    "9": 2,\n    "A": 4,\n    "b": 1\n  }\n}\n');
  });

  it("round-trips the Einstein fixture byte for byte", () => {
    const puzzle = parsed(einsteinText);
    const text = serializePuzzle(puzzle);
    expect(parsed(text)).toEqual(puzzle);
    expect(serializePuzzle(parsed(text))).toBe(text);
    // Same data as the fixture, in canonical order.
    expect(JSON.parse(text)).toEqual(JSON.parse(einsteinText));
    expect(Object.keys(JSON.parse(text))).toEqual(["format", "title", "preamble", "size", "attributes", "clues", "question", "solution", "meta"]);
  });

  it("ends with one newline and matches JSON.stringify's layout", () => {
    const puzzle = parsed(einsteinText);
    expect(serializePuzzle(puzzle)).toBe(`${JSON.stringify(toDocument(puzzle), null, 2)}\n`);
  });

  it("writes prototype names as plain keys", () => {
    const fromJson = parsed(
      '{"format":"zebra-puzzle/1","size":2,"attributes":{"__proto__":["a","b"],"constructor":[1,2]},"clues":[],"solution":{"__proto__":["b","a"],"constructor":[2,1]}}',
    );
    const doc = toDocument(fromJson);
    expect(Object.keys(doc.attributes)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(doc.attributes)).toBe(Object.prototype);
    expect(parsed(serializePuzzle(fromJson))).toEqual(fromJson);
  });

  it("throws on a meta with a cycle (programmer misuse)", () => {
    const meta: Record<string, unknown> = {};
    meta.self = meta;
    const puzzle: Puzzle = { format: "zebra-puzzle/1", size: 1, attributes: [{ name: "A", values: ["a"] }], clues: [], meta };
    expect(() => serializePuzzle(puzzle)).toThrow(TypeError);
  });
});

describe("toDocument", () => {
  it("maps attributes back to an object and keeps optional fields only when present", () => {
    const doc = toDocument({
      format: "zebra-puzzle/1",
      size: 2,
      attributes: [{ name: "Pet", values: ["dog", "cat"] }],
      clues: [{ type: "ends", a: { pos: 1 } }],
    });
    expect(doc).toEqual({ format: "zebra-puzzle/1", size: 2, attributes: { Pet: ["dog", "cat"] }, clues: [{ type: "ends", a: { pos: 1 } }] });
    expect(Object.keys(doc)).toEqual(["format", "size", "attributes", "clues"]);
  });

  it("shares no arrays with the puzzle", () => {
    const puzzle = parsed(einsteinText);
    const doc = toDocument(puzzle);
    expect(doc.attributes.Pet).not.toBe(puzzle.attributes[2]!.values);
    expect(doc.clues[0]).not.toBe(puzzle.clues[0]);
  });
});

describe("round trips (property)", () => {
  it("parsePuzzle(serializePuzzle(p)) equals p, and the bytes are stable", () => {
    fc.assert(
      fc.property(puzzleArb, (puzzle) => {
        const text = serializePuzzle(puzzle);
        const back = parsePuzzle(text);
        if (!back.ok) throw new Error(JSON.stringify(back.issues));
        expect(back.value).toEqual(puzzle);
        expect(serializePuzzle(back.value)).toBe(text);
        expect(parsePuzzle(toDocument(puzzle))).toEqual({ ok: true, value: puzzle });
      }),
      { numRuns: 300 },
    );
  });
});
