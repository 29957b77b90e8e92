import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueTypes, formatIssue, issueCatalogue, issueCodes, maxAnyOfDepth, maxAttributes, maxClues, maxMetaDepth, parsePuzzle } from "@zebra/model";
import type { Issue, IssueCode, Puzzle } from "@zebra/model";

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");

/* eslint-disable @typescript-eslint/no-explicit-any -- test documents are deliberately loose */
type Doc = any;

/** A small valid document; every case below breaks one thing in a fresh copy. */
function baseDoc(): Doc {
  return {
    format: "zebra-puzzle/1",
    size: 3,
    attributes: { Pet: ["dog", "cat", "zebra"], Color: ["red", "green", "blue"], Age: [20, 30, 40] },
    clues: [
      { type: "next_to", a: { attr: "Pet", value: "dog" }, b: { attr: "Color", value: "red" } },
      { type: "at", a: { attr: "Pet", value: "zebra" }, pos: 3 },
    ],
  };
}

function parsed(input: unknown): Puzzle {
  const result = parsePuzzle(input);
  if (!result.ok) throw new Error(`expected a valid puzzle, got:\n${result.issues.map(formatIssue).join("\n")}`);
  return result.value;
}

function issuesOf(input: unknown): readonly Issue[] {
  const result = parsePuzzle(input);
  if (result.ok) throw new Error("expected issues, but the document parsed");
  return result.issues;
}

function clue(c: Doc): Doc {
  const doc = baseDoc();
  doc.clues = [c];
  return doc;
}

const dog = { attr: "Pet", value: "dog" };
const cat = { attr: "Pet", value: "cat" };

function nestAnyOf(levels: number): Doc {
  let inner: Doc = { type: "at", a: dog, pos: 1 };
  for (let i = 0; i < levels; i++) inner = { type: "any_of", options: [[inner]] };
  return inner;
}

interface Case {
  readonly name: string;
  /** The input, or a change to apply to a fresh base document. */
  readonly input?: unknown;
  readonly change?: (doc: Doc) => void;
  readonly path: string;
  /** The exact message, where a case pins it down. */
  readonly message?: string;
}

/** Every code parsePuzzle reports (checkGrid adds `invalid-grid`, tested in check-grid.test.ts). */
const parseCodes = [
  "invalid-json",
  "not-an-object",
  "wrong-format",
  "missing-field",
  "wrong-type",
  "invalid-size",
  "size-too-large",
  "no-attributes",
  "invalid-attribute-name",
  "too-many-attributes",
  "value-count",
  "invalid-value",
  "duplicate-value",
  "mixed-values",
  "too-many-clues",
  "unknown-clue-type",
  "unknown-attribute",
  "unknown-value",
  "invalid-entity",
  "position-out-of-range",
  "distance-out-of-range",
  "difference-out-of-range",
  "not-numeric",
  "empty-any-of",
  "too-deep",
  "invalid-solution",
  "invalid-question",
  "invalid-meta",
] as const satisfies readonly IssueCode[];

/** At least one case per code parsePuzzle reports. */
const cases: { readonly [K in (typeof parseCodes)[number]]: readonly Case[] } = {
  "invalid-json": [
    { name: "trailing comma", input: '{\n  "size": 3,\n}', path: "", message: 'Invalid JSON at line 3, column 1: expected a double-quoted property name, found "}" (is there a trailing comma?)' },
    { name: "unterminated", input: '{"a": "b', path: "", message: "Invalid JSON at line 1, column 7: a string is not closed" },
    { name: "empty text", input: "", path: "", message: "Invalid JSON at line 1, column 1: expected a value, found the end of the text" },
    { name: "single quotes", input: "{'a': 1}", path: "" },
  ],
  "not-an-object": [
    { name: "null document", input: null, path: "", message: 'The document must be a JSON object with "format", "size", "attributes" and "clues"; found null' },
    { name: "array document", input: [1, 2], path: "" },
    { name: "JSON text of a number", input: "42", path: "" },
    { name: "clue that is a string", change: (d) => (d.clues[1] = "the dog is first"), path: "clues[1]", message: 'A clue must be an object with a "type"; found a string' },
    { name: "attributes as an array", change: (d) => (d.attributes = [["dog"]]), path: "attributes" },
  ],
  "wrong-format": [
    { name: "missing", change: (d) => delete d.format, path: "format", message: 'Missing "format"; a puzzle document declares "format": "zebra-puzzle/1"' },
    { name: "other version", change: (d) => (d.format = "zebra-puzzle/2"), path: "format", message: 'format is "zebra-puzzle/2"; this reader understands "zebra-puzzle/1"' },
  ],
  "missing-field": [
    { name: "size", change: (d) => delete d.size, path: "size", message: 'Missing "size", the number of positions (houses)' },
    { name: "attributes", change: (d) => delete d.attributes, path: "attributes" },
    { name: "clues", change: (d) => delete d.clues, path: "clues" },
    { name: "clue type", change: (d) => delete d.clues[0].type, path: "clues[0].type" },
    { name: "entity b", change: (d) => delete d.clues[0].b, path: "clues[0].b", message: 'A next_to clue needs "b", an entity' },
    { name: "entity value", change: (d) => delete d.clues[0].a.value, path: "clues[0].a.value", message: 'The entity names Pet but no "value"' },
    { name: "entity attr", change: (d) => delete d.clues[0].a.attr, path: "clues[0].a.attr" },
    { name: "at without pos", change: (d) => delete d.clues[1].pos, path: "clues[1].pos" },
    { name: "distance without d", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat }]), path: "clues[0].d" },
    { name: "difference without attr", change: (d) => (d.clues = [{ type: "difference", a: dog, b: cat, d: 10 }]), path: "clues[0].attr" },
    { name: "any_of without options", change: (d) => (d.clues = [{ type: "any_of" }]), path: "clues[0].options" },
  ],
  "wrong-type": [
    { name: "title", change: (d) => (d.title = 5), path: "title", message: "title must be a string; found a number" },
    { name: "preamble", change: (d) => (d.preamble = ["x"]), path: "preamble" },
    { name: "size as text", change: (d) => (d.size = "3"), path: "size", message: "size must be a number; found a string" },
    { name: "values not an array", change: (d) => (d.attributes.Pet = "dog"), path: "attributes.Pet", message: "Pet must be an array of values; found a string" },
    { name: "clues not an array", change: (d) => (d.clues = {}), path: "clues" },
    { name: "clue id", change: (d) => (d.clues[0].id = 7), path: "clues[0].id", message: "id must be a string; found a number" },
    { name: "clue text", change: (d) => (d.clues[0].text = null), path: "clues[0].text" },
    { name: "clue type", change: (d) => (d.clues[0].type = 3), path: "clues[0].type" },
    { name: "pos as text", change: (d) => (d.clues[1].pos = "3"), path: "clues[1].pos" },
    { name: "entity attr", change: (d) => (d.clues[0].a.attr = 1), path: "clues[0].a.attr" },
    { name: "options", change: (d) => (d.clues = [{ type: "any_of", options: "either" }]), path: "clues[0].options" },
    { name: "option", change: (d) => (d.clues = [{ type: "any_of", options: [{ type: "at", a: dog, pos: 1 }] }]), path: "clues[0].options[0]", message: "An option of any_of must be an array of clues; found an object" },
  ],
  "invalid-size": [
    { name: "zero", change: (d) => (d.size = 0), path: "size", message: "size must be a positive whole number; found 0" },
    { name: "negative", change: (d) => (d.size = -2), path: "size" },
    { name: "fraction", change: (d) => (d.size = 2.5), path: "size" },
    { name: "NaN", change: (d) => (d.size = Number.NaN), path: "size", message: "size must be a positive whole number; found NaN" },
  ],
  "size-too-large": [{ name: "21", change: (d) => (d.size = 21), path: "size", message: "size is 21; the largest supported size is 20" }],
  "no-attributes": [{ name: "empty object", change: (d) => (d.attributes = {}), path: "attributes", message: "attributes is empty; a puzzle needs at least one attribute" }],
  "invalid-attribute-name": [
    { name: "empty", change: (d) => (d.attributes[""] = ["a", "b", "c"]), path: 'attributes[""]', message: "An attribute name must not be empty" },
    {
      name: "whole number",
      change: (d) => (d.attributes["2"] = ["a", "b", "c"]),
      path: 'attributes["2"]',
      message: '"2" cannot be an attribute name: JSON objects do not keep whole-number keys in order; use a word, e.g. "House 2"',
    },
  ],
  "too-many-attributes": [
    {
      name: "one too many",
      change: (d) => {
        for (let i = 0; i < maxAttributes; i++) d.attributes[`A${i}`] = [`a${i}`, `b${i}`, `c${i}`];
      },
      path: "attributes",
      message: `There are ${maxAttributes + 3} attributes; at most ${maxAttributes} are supported`,
    },
  ],
  "value-count": [
    { name: "too few", change: (d) => (d.attributes.Color = ["red", "green"]), path: "attributes.Color", message: "Color has 2 values; size is 3, so it needs 3" },
    { name: "too many", change: (d) => d.attributes.Color.push("white"), path: "attributes.Color" },
  ],
  "invalid-value": [
    { name: "empty string", change: (d) => (d.attributes.Color[1] = ""), path: "attributes.Color[1]", message: "Color[1] is an empty string; a value must be a non-empty string or a finite number" },
    { name: "boolean", change: (d) => (d.attributes.Color[2] = true), path: "attributes.Color[2]" },
    { name: "null", change: (d) => (d.attributes.Color[0] = null), path: "attributes.Color[0]" },
    { name: "NaN", change: (d) => (d.attributes.Age[0] = Number.NaN), path: "attributes.Age[0]", message: "Age[0] is NaN; a value must be a non-empty string or a finite number" },
    { name: "Infinity", change: (d) => (d.attributes.Age[2] = Number.POSITIVE_INFINITY), path: "attributes.Age[2]" },
    { name: "entity value", change: (d) => (d.clues[0].a.value = ""), path: "clues[0].a.value" },
    { name: "entity value object", change: (d) => (d.clues[0].b.value = { name: "red" }), path: "clues[0].b.value" },
  ],
  "duplicate-value": [
    { name: "string", change: (d) => (d.attributes.Pet = ["dog", "cat", "dog"]), path: "attributes.Pet[2]", message: '"dog" appears twice in Pet (at [0] and [2])' },
    { name: "zero and minus zero", change: (d) => (d.attributes.Age = [0, -0, 40]), path: "attributes.Age[1]" },
  ],
  "mixed-values": [
    {
      name: "number and string",
      change: (d) => (d.attributes.Age = [20, "thirty", 40]),
      path: "attributes.Age",
      message: 'Age mixes numbers and strings (20 and "thirty"); its values must all be numbers or all be strings',
    },
  ],
  "too-many-clues": [
    {
      name: "one too many",
      change: (d) => (d.clues = Array.from({ length: maxClues + 1 }, () => ({ type: "at", a: dog, pos: 1 }))),
      path: "clues",
      message: `There are ${maxClues + 1} clues; at most ${maxClues} are supported (only the first ${maxClues} were checked)`,
    },
  ],
  "unknown-clue-type": [
    { name: "typo", change: (d) => (d.clues[0].type = "nextTo"), path: "clues[0].type", message: 'Unknown clue type "nextTo"; did you mean "next_to"?' },
    { name: "unrelated", change: (d) => (d.clues[0].type = "telepathy"), path: "clues[0].type" },
    { name: "a common synonym", change: (d) => (d.clues[0].type = "nbr"), path: "clues[0].type", message: 'Unknown clue type "nbr"; did you mean "next_to"?' },
    { name: "hyphens for underscores", change: (d) => (d.clues[0].type = "left-of"), path: "clues[0].type", message: 'Unknown clue type "left-of"; did you mean "left_of"?' },
    { name: "inside any_of", change: (d) => (d.clues = [{ type: "any_of", options: [[{ type: "near", a: dog, b: cat }]] }]), path: "clues[0].options[0][0].type" },
  ],
  "unknown-attribute": [
    { name: "typo", change: (d) => (d.clues[0].b.attr = "Colour"), path: "clues[0].b.attr", message: 'There is no attribute "Colour"; did you mean "Color"?' },
    { name: "unrelated", change: (d) => (d.clues[0].b.attr = "Drink"), path: "clues[0].b.attr", message: 'There is no attribute "Drink"; the attributes are Pet, Color, Age' },
    { name: "prototype name", change: (d) => (d.clues[0].b.attr = "constructor"), path: "clues[0].b.attr" },
    { name: "numeric clue", change: (d) => (d.clues = [{ type: "less_than", attr: "Height", a: dog, b: cat }]), path: "clues[0].attr" },
    { name: "question", change: (d) => (d.question = { find: { attr: "Nationality" }, where: dog }), path: "question.find.attr" },
  ],
  "unknown-value": [
    { name: "typo", change: (d) => (d.clues[0].a.value = "zebu"), path: "clues[0].a.value", message: 'Pet has no value "zebu"; its values are dog, cat, zebra' },
    { name: "number as text", change: (d) => (d.clues[0].a = { attr: "Age", value: "30" }), path: "clues[0].a.value", message: 'Age has no value "30"; its values are 20, 30, 40 (numbers: write 30 without quotes)' },
    { name: "value of another attribute", change: (d) => (d.clues[0].a.value = "red"), path: "clues[0].a.value", message: 'Pet has no value "red"; its values are dog, cat, zebra (Color has "red")' },
    { name: "prototype name", change: (d) => (d.clues[0].a.value = "toString"), path: "clues[0].a.value" },
  ],
  "invalid-entity": [
    {
      name: "string",
      change: (d) => (d.clues[0].a = "dog"),
      path: "clues[0].a",
      message: 'Expected an entity; found a string (an entity is {"attr": …, "value": …} or {"pos": …})',
    },
    { name: "empty object", change: (d) => (d.clues[0].a = {}), path: "clues[0].a" },
    { name: "both forms", change: (d) => (d.clues[0].a = { attr: "Pet", value: "dog", pos: 1 }), path: "clues[0].a" },
    { name: "question where", change: (d) => (d.question = { find: { attr: "Pet" }, where: [1] }), path: "question.where" },
  ],
  "position-out-of-range": [
    { name: "zero", change: (d) => (d.clues[1].pos = 0), path: "clues[1].pos", message: "Position 0 is out of range; positions are whole numbers from 1 to 3" },
    { name: "negative", change: (d) => (d.clues[1].pos = -1), path: "clues[1].pos" },
    { name: "fraction", change: (d) => (d.clues[1].pos = 1.5), path: "clues[1].pos" },
    { name: "NaN", change: (d) => (d.clues[1].pos = Number.NaN), path: "clues[1].pos" },
    { name: "beyond size", change: (d) => (d.clues[1].pos = 4), path: "clues[1].pos" },
    { name: "not_at", change: (d) => (d.clues = [{ type: "not_at", a: dog, pos: 9 }]), path: "clues[0].pos" },
    { name: "position entity", change: (d) => (d.clues[0].b = { pos: 4 }), path: "clues[0].b.pos" },
    { name: "position entity zero", change: (d) => (d.clues = [{ type: "ends", a: { pos: 0 } }]), path: "clues[0].a.pos" },
  ],
  "distance-out-of-range": [
    { name: "zero", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 0 }]), path: "clues[0].d", message: "Distance 0 is out of range; with 3 positions a distance is a whole number from 1 to 2" },
    { name: "size", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 3 }]), path: "clues[0].d" },
    { name: "fraction", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 1.5 }]), path: "clues[0].d" },
  ],
  "difference-out-of-range": [
    { name: "zero", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: 0 }]), path: "clues[0].d", message: "The difference d is 0; it must be a non-zero finite number" },
    { name: "minus zero", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: -0 }]), path: "clues[0].d" },
    { name: "infinite", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: Number.POSITIVE_INFINITY }]), path: "clues[0].d" },
  ],
  "not-numeric": [
    {
      name: "less_than on strings",
      change: (d) => (d.clues = [{ type: "less_than", attr: "Pet", a: dog, b: cat }]),
      path: "clues[0].attr",
      message: "A less_than clue compares numbers, but the values of Pet are not numbers (dog, cat, zebra)",
    },
    { name: "greater_than", change: (d) => (d.clues = [{ type: "greater_than", attr: "Color", a: dog, b: cat }]), path: "clues[0].attr" },
    { name: "difference", change: (d) => (d.clues = [{ type: "difference", attr: "Color", a: dog, b: cat, d: 1 }]), path: "clues[0].attr" },
  ],
  "empty-any-of": [
    { name: "no options", change: (d) => (d.clues = [{ type: "any_of", options: [] }]), path: "clues[0].options", message: "The any_of clue has no options; it needs at least one" },
    { name: "empty option", change: (d) => (d.clues = [{ type: "any_of", options: [[{ type: "at", a: dog, pos: 1 }], []] }]), path: "clues[0].options[1]" },
  ],
  "too-deep": [
    {
      name: "one level too many",
      change: (d) => (d.clues = [nestAnyOf(maxAnyOfDepth + 1)]),
      path: `clues[0]${".options[0][0]".repeat(maxAnyOfDepth)}`,
      message: `any_of clues are nested ${maxAnyOfDepth + 1} deep here; at most ${maxAnyOfDepth} levels are supported`,
    },
  ],
  "invalid-solution": [
    { name: "not an object", change: (d) => (d.solution = [["dog"]]), path: "solution" },
    { name: "missing attribute", change: (d) => (d.solution = { Pet: ["dog", "cat", "zebra"], Color: ["red", "green", "blue"] }), path: "solution.Age", message: "The solution gives no values for Age" },
    {
      name: "wrong length",
      change: (d) => (d.solution = { Pet: ["dog", "cat"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Pet",
      message: "The solution gives Pet 2 values; it needs 3, one per position",
    },
    { name: "unknown value", change: (d) => (d.solution = { Pet: ["dog", "cat", "zebu"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }), path: "solution.Pet[2]" },
    {
      name: "duplicate value",
      change: (d) => (d.solution = { Pet: ["dog", "cat", "dog"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Pet[2]",
      message: '"dog" appears twice in the solution\'s Pet (at [0] and [2]); missing: zebra',
    },
    {
      name: "unknown attribute",
      change: (d) => (d.solution = { Pet: ["dog", "cat", "zebra"], Colour: ["red", "green", "blue"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Colour",
      message: 'The solution names "Colour", which is not an attribute; did you mean "Color"?',
    },
  ],
  "invalid-question": [
    { name: "not an object", change: (d) => (d.question = "who owns the zebra?"), path: "question" },
    { name: "no find", change: (d) => (d.question = { where: dog }), path: "question.find" },
    { name: "find.attr not a string", change: (d) => (d.question = { find: { attr: 1 }, where: dog }), path: "question.find.attr" },
    { name: "find without attr", change: (d) => (d.question = { find: {}, where: dog }), path: "question.find.attr", message: 'The question\'s "find" has no "attr" naming the attribute asked for' },
    { name: "no where", change: (d) => (d.question = { find: { attr: "Color" } }), path: "question.where" },
  ],
  "invalid-meta": [
    { name: "array", change: (d) => (d.meta = ["seed", 1]), path: "meta", message: "meta must be an object; found an array" },
    { name: "NaN inside", change: (d) => (d.meta = { stats: { score: Number.NaN } }), path: "meta.stats.score", message: "meta.stats.score is NaN, which JSON cannot hold" },
    { name: "bigint", change: (d) => (d.meta = { seed: 12n }), path: "meta.seed" },
    { name: "function", change: (d) => (d.meta = { list: [() => 1] }), path: "meta.list[0]" },
    { name: "a Date", change: (d) => (d.meta = { when: new Date(0) }), path: "meta.when" },
    {
      name: "a cycle",
      change: (d) => {
        const meta: Doc = { name: "loop" };
        meta.self = meta;
        d.meta = meta;
      },
      path: "meta.self",
    },
    {
      name: "too deep",
      change: (d) => {
        let meta: Doc = {};
        for (let i = 0; i < maxMetaDepth; i++) meta = { x: meta };
        d.meta = meta;
      },
      path: `meta${".x".repeat(maxMetaDepth)}`,
      message: `meta is nested more than ${maxMetaDepth} levels deep here`,
    },
  ],
};

describe("parsePuzzle: the Einstein fixture", () => {
  it("parses into the typed form, attributes in display order", () => {
    const puzzle = parsed(einsteinText);
    expect(puzzle.format).toBe("zebra-puzzle/1");
    expect(puzzle.size).toBe(5);
    expect(puzzle.attributes.map((a) => a.name)).toEqual(["Nationality", "Color", "Pet", "Drink", "Smoke"]);
    expect(puzzle.attributes[2]).toEqual({ name: "Pet", values: ["dog", "bird", "cat", "horse", "zebra"] });
    expect(puzzle.clues).toHaveLength(15);
    expect(puzzle.clues[3]).toEqual({
      type: "immediately_left",
      a: { attr: "Color", value: "green" },
      b: { attr: "Color", value: "white" },
      text: "The green house is immediately to the left of the white house.",
    });
    expect(puzzle.clues[7]).toEqual({ type: "at", a: { attr: "Drink", value: "milk" }, pos: 3, text: "In the middle house they drink milk." });
    expect(puzzle.question).toEqual({ find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } });
    expect(puzzle.solution?.Pet).toEqual(["cat", "horse", "bird", "zebra", "dog"]);
    expect(puzzle.title).toBe("The zebra puzzle (classic five-house version)");
    expect(puzzle.meta?.source).toMatch(/Life International/);
  });

  it("reads the parsed document the same as its text, and skips a byte-order mark", () => {
    const fromText = parsed(einsteinText);
    expect(parsed(JSON.parse(einsteinText))).toEqual(fromText);
    expect(parsed(`\uFEFF${einsteinText}`)).toEqual(fromText);
  });
});

describe("parsePuzzle: one issue code at a time", () => {
  it("accepts the base document", () => {
    expect(parsePuzzle(baseDoc()).ok).toBe(true);
  });

  for (const code of Object.keys(cases) as (keyof typeof cases)[]) {
    describe(code, () => {
      for (const c of cases[code]) {
        it(c.name, () => {
          let input = c.input;
          if (c.change) {
            input = baseDoc();
            c.change(input);
          }
          const issues = issuesOf(input);
          const hit = issues.find((issue) => issue.code === code && issue.path === c.path);
          expect(hit, `no ${code} at ${c.path} in ${JSON.stringify(issues)}`).toBeDefined();
          if (c.message !== undefined) expect(hit!.message).toBe(c.message);
          expect(hit!.message.length).toBeGreaterThan(0);
          expect(hit!.message).not.toContain("\n");
        });
      }
    });
  }

  it("has a case for every code parsePuzzle reports", () => {
    expect(Object.keys(cases)).toEqual([...parseCodes]);
  });
});

describe("parsePuzzle: reporting", () => {
  it("collects every issue rather than stopping at the first", () => {
    const doc = baseDoc();
    doc.format = "zebra/1";
    doc.attributes.Color = ["red", "red", "blue"];
    doc.clues.push({ type: "near", a: dog, b: cat }, { type: "at", a: { attr: "Pet", value: "zebu" }, pos: 7 }, 12);
    const issues = issuesOf(doc);
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual([
      "wrong-format format",
      "duplicate-value attributes.Color[1]",
      "unknown-clue-type clues[2].type",
      "unknown-value clues[3].a.value",
      "position-out-of-range clues[3].pos",
      "not-an-object clues[4]",
    ]);
  });

  it("does not repeat a problem with attributes as one issue per clue", () => {
    for (const attributes of [undefined, {}, [["dog"]]]) {
      const doc = baseDoc();
      doc.attributes = attributes;
      doc.solution = { Pet: ["dog", "cat", "zebra"] };
      doc.question = { find: { attr: "Pet" }, where: dog };
      expect(issuesOf(doc)).toHaveLength(1);
    }
  });

  it("gives details a renderer can use", () => {
    const [issue] = issuesOf(clue({ type: "same", a: { attr: "Pet", value: "zebu" }, b: dog }));
    expect(issue).toEqual({
      code: "unknown-value",
      path: "clues[0].a.value",
      message: 'Pet has no value "zebu"; its values are dog, cat, zebra',
      details: { attr: "Pet", value: "zebu", values: ["dog", "cat", "zebra"] },
    });
    expect(formatIssue(issue!)).toBe('clues[0].a.value: Pet has no value "zebu"; its values are dog, cat, zebra');
  });

  it("uses bracket notation for names that are not identifiers", () => {
    const doc = baseDoc();
    doc.attributes["Smoke brand"] = ["Blend", "Blend", "Prince"];
    doc.clues.push({ type: "same", a: { attr: "Smoke brand", value: "Dunhill" }, b: dog });
    const issues = issuesOf(doc);
    expect(issues.map((i) => i.path)).toEqual(['attributes["Smoke brand"][1]', "clues[2].a.value"]);
  });

  it("reports invalid JSON on later lines with the right line and column", () => {
    const text = einsteinText.replace('"pos": 3,', '"pos": 3,,');
    const [issue] = issuesOf(text);
    const lines = einsteinText.split("\n");
    const line = lines.findIndex((l) => l.includes('"pos": 3,')) + 1;
    const column = lines[line - 1]!.indexOf('"pos": 3,') + '"pos": 3,'.length + 1;
    expect(issue!.message).toBe(`Invalid JSON at line ${line}, column ${column}: expected a double-quoted property name, found ","`);
    expect(issue!.details).toMatchObject({ line, column });
  });
});

describe("parsePuzzle: what stays valid", () => {
  it("keeps clue ids and texts, and ignores fields it does not know", () => {
    const doc = baseDoc();
    doc.generatorVersion = 7;
    doc.clues[0] = { ...doc.clues[0], id: "c1", text: "The dog lives next to the red house.", weight: 3, a: { ...dog, note: "x" } };
    const puzzle = parsed(doc);
    expect(puzzle.clues[0]).toEqual({ type: "next_to", id: "c1", a: dog, b: { attr: "Color", value: "red" }, text: "The dog lives next to the red house." });
    expect(Object.keys(puzzle)).toEqual(["format", "size", "attributes", "clues"]);
  });

  it("accepts clues whose entities are all positions (they are simply true or false)", () => {
    const doc = baseDoc();
    doc.clues = [
      { type: "next_to", a: { pos: 1 }, b: { pos: 2 } },
      { type: "same", a: { pos: 1 }, b: { pos: 3 } },
      { type: "at", a: { pos: 2 }, pos: 2 },
      { type: "between", a: { pos: 1 }, b: cat, c: { pos: 3 } },
    ];
    expect(parsed(doc).clues).toEqual(doc.clues);
  });

  it("accepts every clue type", () => {
    const doc = baseDoc();
    const e = { attr: "Color", value: "blue" };
    doc.clues = [
      { type: "same", a: dog, b: e },
      { type: "not_same", a: dog, b: e },
      { type: "at", a: dog, pos: 1 },
      { type: "not_at", a: dog, pos: 2 },
      { type: "next_to", a: dog, b: e },
      { type: "not_next_to", a: dog, b: e },
      { type: "left_of", a: dog, b: e },
      { type: "right_of", a: dog, b: e },
      { type: "immediately_left", a: dog, b: e },
      { type: "immediately_right", a: dog, b: e },
      { type: "ends", a: dog },
      { type: "between", a: dog, b: cat, c: e },
      { type: "distance", a: dog, b: e, d: 2 },
      { type: "any_of", options: [[{ type: "at", a: cat, pos: 1 }], [{ type: "ends", a: cat }, { type: "not_same", a: cat, b: e }]] },
      { type: "less_than", attr: "Age", a: dog, b: cat },
      { type: "greater_than", attr: "Age", a: { attr: "Age", value: 40 }, b: { pos: 1 } },
      { type: "difference", attr: "Age", a: dog, b: cat, d: -10 },
    ];
    expect(parsed(doc).clues).toEqual(doc.clues);
    expect(parsed(doc).clues.map((c) => c.type)).toEqual(doc.clues.map((c: Doc) => c.type));
  });

  it("allows any_of nesting up to the limit", () => {
    expect(parsed(clue(nestAnyOf(maxAnyOfDepth))).clues).toHaveLength(1);
  });

  it("treats prototype names as plain attribute names", () => {
    const doc = JSON.parse(
      '{"format":"zebra-puzzle/1","size":2,"attributes":{"__proto__":["a","b"],"constructor":["toString","hasOwnProperty"]},' +
        '"clues":[{"type":"same","a":{"attr":"__proto__","value":"a"},"b":{"attr":"constructor","value":"toString"}}],' +
        '"solution":{"__proto__":["a","b"],"constructor":["toString","hasOwnProperty"]},"meta":{"__proto__":{"x":1}}}',
    );
    const puzzle = parsed(doc);
    expect(puzzle.attributes.map((a) => a.name)).toEqual(["__proto__", "constructor"]);
    expect(Object.keys(puzzle.solution!)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(puzzle.solution)).toBe(Object.prototype);
    expect(puzzle.solution!["__proto__"]).toEqual(["a", "b"]);
    expect(Object.keys(puzzle.meta!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(puzzle.meta)).toBe(Object.prototype);
  });

  it("does not take inherited properties for fields", () => {
    const doc = Object.create({ format: "zebra-puzzle/1", size: 3 });
    Object.assign(doc, { attributes: baseDoc().attributes, clues: [] });
    expect(issuesOf(doc).map((i) => i.path)).toEqual(["format", "size"]);
  });

  it("treats properties set to undefined as absent, and minus zero as zero", () => {
    const doc = baseDoc();
    doc.title = undefined;
    doc.clues[0].id = undefined;
    doc.attributes.Age = [-0, 30, 40];
    doc.clues.push({ type: "same", a: { attr: "Age", value: 0 }, b: dog });
    const puzzle = parsed(doc);
    expect("title" in puzzle).toBe(false);
    expect("id" in puzzle.clues[0]!).toBe(false);
    expect(Object.is(puzzle.attributes[2]!.values[0], 0)).toBe(true);
  });

  it("keeps numeric attributes' values as numbers", () => {
    const puzzle = parsed(baseDoc());
    expect(puzzle.attributes[2]).toEqual({ name: "Age", values: [20, 30, 40] });
  });
});

/** Every path of a JSON value: arrays of keys and indexes. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function expectWellFormed(result: ReturnType<typeof parsePuzzle>): void {
  if (result.ok) return;
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(issue.code in issueCatalogue).toBe(true);
    expect(typeof issue.path).toBe("string");
    expect(issue.message.length).toBeGreaterThan(0);
    expect(issue.message).not.toContain("\n");
    if (issue.details !== undefined) expect(() => JSON.stringify(issue.details)).not.toThrow();
  }
}

describe("parsePuzzle never throws", () => {
  it("on any value", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true }), (value) => {
        expectWellFormed(parsePuzzle(value));
      }),
      { numRuns: 500 },
    );
  });

  it("on any JSON value and its text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectWellFormed(parsePuzzle(value));
        expectWellFormed(parsePuzzle(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it("on any text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => expectWellFormed(parsePuzzle(text))), { numRuns: 500 });
  });

  it("on the Einstein document with one part replaced or removed", () => {
    const einstein = JSON.parse(einsteinText);
    const paths = pathsOf(einstein).filter((p) => p.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.option(fc.anything(), { nil: undefined }), fc.boolean(), (path, replacement, remove) => {
        const doc = structuredClone(einstein);
        let parent = doc;
        for (const key of path.slice(0, -1)) parent = parent[key];
        const last = path[path.length - 1]!;
        if (remove && !Array.isArray(parent)) delete parent[last];
        else parent[last] = replacement;
        const result = parsePuzzle(doc);
        expectWellFormed(result);
        // The text form goes through the same checks.
        if (!remove) expectWellFormed(parsePuzzle(JSON.stringify(doc) ?? ""));
      }),
      { numRuns: 1000 },
    );
  });

  it("on the Einstein text with characters cut or changed", () => {
    fc.assert(
      fc.property(fc.nat(einsteinText.length - 1), fc.nat(20), fc.string({ maxLength: 3 }), (at, cut, insert) => {
        const text = einsteinText.slice(0, at) + insert + einsteinText.slice(at + cut);
        const result = parsePuzzle(text);
        expectWellFormed(result);
        let jsonValid = true;
        try {
          JSON.parse(text);
        } catch {
          jsonValid = false;
        }
        expect(!result.ok && result.issues[0]!.code === "invalid-json").toBe(!jsonValid);
      }),
      { numRuns: 1000 },
    );
  });

  it("on deep nesting", () => {
    const depth = 100_000;
    expectWellFormed(parsePuzzle("[".repeat(depth) + "]".repeat(depth)));
    const unclosed = parsePuzzle("[".repeat(depth));
    expect(!unclosed.ok && unclosed.issues[0]!.code).toBe("invalid-json");
    let anyOf: Doc = { type: "ends", a: dog };
    for (let i = 0; i < depth; i++) anyOf = { type: "any_of", options: [[anyOf]] };
    const deepClue = issuesOf(clue(anyOf));
    expect(deepClue.map((i) => i.code)).toEqual(["too-deep"]);
    let meta: Doc = {};
    for (let i = 0; i < depth; i++) meta = { x: [meta] };
    const doc = baseDoc();
    doc.meta = meta;
    expect(issuesOf(doc).map((i) => i.code)).toEqual(["invalid-meta"]);
    const text = `{"format":"zebra-puzzle/1","size":1,"attributes":{"A":["a"]},"clues":[],"meta":${'{"x":'.repeat(depth)}1${"}".repeat(depth)}}`;
    expect(issuesOf(text).map((i) => i.code)).toEqual(["invalid-meta"]);
  });
});

describe("the format guide", () => {
  const guide = readFileSync(new URL("../../../docs/guide/format.md", import.meta.url), "utf8");
  const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Doc);
  const example = blocks.find((b) => b.format !== undefined);

  it("has a complete example that parses, whose solution is its only answer to its question", () => {
    const puzzle = parsed(example);
    expect(puzzle.question).toEqual({ find: { attr: "Name" }, where: { attr: "Pet", value: "fish" } });
    const solution = puzzle.solution!;
    expect(solution.Name![solution.Pet!.indexOf("fish")]).toBe("Ben");
  });

  it("has clue and question examples that are valid against the example's attributes", () => {
    const clues = blocks.filter((b) => typeof b.type === "string");
    const questions = blocks.filter((b) => b.find !== undefined);
    expect(new Set(clues.map((c) => c.type))).toEqual(new Set(clueTypes));
    for (const c of clues) parsed({ ...example, clues: [c] });
    for (const q of questions) parsed({ ...example, question: q });
    expect(questions.length).toBeGreaterThan(0);
  });

  it("documents every issue code", () => {
    const missing = issueCodes.filter((code) => !guide.includes(`| \`${code}\` |`));
    expect(missing).toEqual([]);
  });
});

