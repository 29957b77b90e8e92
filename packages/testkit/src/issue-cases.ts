import type { Issue, IssueCode } from "@zebra/model";
import { checkGrid, issueCodes, maxAnyOfDepth, maxAttributes, maxClues, maxMetaDepth, parsePuzzle } from "@zebra/model";
import { parseVocabulary } from "@zebra/vocab";
import { readingCodes } from "./reading-cases.js";

// Broken inputs that make Zebra report every issue code, in each of the ways it reports it:
// puzzle documents, proposed grids and vocabularies, and the issues the command-line tool
// makes itself. Locales render every one (the conformance suite), and their tests pin their
// wording by case name (`"unknown-value/typo"`).

/** One broken input and the issue it must give. */
export interface IssueCase {
  /** `code/name`, unique, e.g. `"unknown-value/typo"`. */
  readonly id: string;
  readonly code: IssueCode;
  /** Where the issue must be reported. */
  readonly path: string;
  /** Runs the input through the code that checks it and returns every issue found. */
  readonly issues: () => readonly Issue[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- test documents are deliberately loose */
// biome-ignore lint/suspicious/noExplicitAny: a document under test may have any shape, broken ones included.
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
}

/** The codes only vocabularies, grids and tools report; `parsePuzzle` reports every other one. */
const notFromPuzzles = [
  "invalid-grid",
  "invalid-id",
  "duplicate-attribute",
  "too-few-values",
  "duplicate-label",
  "ambiguous-phrase",
  "invalid-template",
  "invalid-locale",
  "invalid-choice",
  // readers report these (see reading-cases.ts)
  ...readingCodes,
] as const;

/** A code `parsePuzzle` reports. */
type PuzzleCode = Exclude<IssueCode, (typeof notFromPuzzles)[number]>;

const parseCodes = issueCodes.filter((code): code is PuzzleCode => !(notFromPuzzles as readonly string[]).includes(code));

/** At least one case per code parsePuzzle reports, and one per way of reporting it. */
const puzzleCases: { readonly [K in PuzzleCode]: readonly Case[] } = {
  "invalid-json": [
    { name: "trailing comma", input: '{\n  "size": 3,\n}', path: "" },
    { name: "unterminated", input: '{"a": "b', path: "" },
    { name: "empty text", input: "", path: "" },
    { name: "single quotes", input: "{'a': 1}", path: "" },
  ],
  "not-an-object": [
    { name: "null document", input: null, path: "" },
    { name: "array document", input: [1, 2], path: "" },
    { name: "JSON text of a number", input: "42", path: "" },
    { name: "clue that is a string", change: (d) => (d.clues[1] = "the dog is first"), path: "clues[1]" },
    { name: "attributes as an array", change: (d) => (d.attributes = [["dog"]]), path: "attributes" },
  ],
  "wrong-format": [
    { name: "missing", change: (d) => delete d.format, path: "format" },
    { name: "other version", change: (d) => (d.format = "zebra-puzzle/2"), path: "format" },
  ],
  "missing-field": [
    { name: "size", change: (d) => delete d.size, path: "size" },
    { name: "attributes", change: (d) => delete d.attributes, path: "attributes" },
    { name: "clues", change: (d) => delete d.clues, path: "clues" },
    { name: "clue type", change: (d) => delete d.clues[0].type, path: "clues[0].type" },
    { name: "entity b", change: (d) => delete d.clues[0].b, path: "clues[0].b" },
    { name: "entity value", change: (d) => delete d.clues[0].a.value, path: "clues[0].a.value" },
    { name: "entity attr", change: (d) => delete d.clues[0].a.attr, path: "clues[0].a.attr" },
    { name: "at without pos", change: (d) => delete d.clues[1].pos, path: "clues[1].pos" },
    { name: "distance without d", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat }]), path: "clues[0].d" },
    { name: "difference without attr", change: (d) => (d.clues = [{ type: "difference", a: dog, b: cat, d: 10 }]), path: "clues[0].attr" },
    { name: "any_of without options", change: (d) => (d.clues = [{ type: "any_of" }]), path: "clues[0].options" },
  ],
  "wrong-type": [
    { name: "title", change: (d) => (d.title = 5), path: "title" },
    { name: "preamble", change: (d) => (d.preamble = ["x"]), path: "preamble" },
    { name: "size as text", change: (d) => (d.size = "3"), path: "size" },
    { name: "values not an array", change: (d) => (d.attributes.Pet = "dog"), path: "attributes.Pet" },
    { name: "clues not an array", change: (d) => (d.clues = {}), path: "clues" },
    { name: "clue id", change: (d) => (d.clues[0].id = 7), path: "clues[0].id" },
    { name: "clue text", change: (d) => (d.clues[0].text = null), path: "clues[0].text" },
    { name: "clue type", change: (d) => (d.clues[0].type = 3), path: "clues[0].type" },
    { name: "pos as text", change: (d) => (d.clues[1].pos = "3"), path: "clues[1].pos" },
    { name: "entity attr", change: (d) => (d.clues[0].a.attr = 1), path: "clues[0].a.attr" },
    { name: "options", change: (d) => (d.clues = [{ type: "any_of", options: "either" }]), path: "clues[0].options" },
    { name: "option", change: (d) => (d.clues = [{ type: "any_of", options: [{ type: "at", a: dog, pos: 1 }] }]), path: "clues[0].options[0]" },
  ],
  "invalid-size": [
    { name: "zero", change: (d) => (d.size = 0), path: "size" },
    { name: "negative", change: (d) => (d.size = -2), path: "size" },
    { name: "fraction", change: (d) => (d.size = 2.5), path: "size" },
    { name: "NaN", change: (d) => (d.size = Number.NaN), path: "size" },
  ],
  "size-too-large": [{ name: "21", change: (d) => (d.size = 21), path: "size" }],
  "no-attributes": [{ name: "empty object", change: (d) => (d.attributes = {}), path: "attributes" }],
  "invalid-attribute-name": [
    { name: "empty", change: (d) => (d.attributes[""] = ["a", "b", "c"]), path: 'attributes[""]' },
    {
      name: "whole number",
      change: (d) => (d.attributes["2"] = ["a", "b", "c"]),
      path: 'attributes["2"]',
    },
  ],
  "too-many-attributes": [
    {
      name: "one too many",
      change: (d) => {
        for (let i = 0; i < maxAttributes; i++) d.attributes[`A${i}`] = [`a${i}`, `b${i}`, `c${i}`];
      },
      path: "attributes",
    },
  ],
  "value-count": [
    { name: "too few", change: (d) => (d.attributes.Color = ["red", "green"]), path: "attributes.Color" },
    { name: "too many", change: (d) => d.attributes.Color.push("white"), path: "attributes.Color" },
  ],
  "invalid-value": [
    { name: "empty string", change: (d) => (d.attributes.Color[1] = ""), path: "attributes.Color[1]" },
    { name: "boolean", change: (d) => (d.attributes.Color[2] = true), path: "attributes.Color[2]" },
    { name: "null", change: (d) => (d.attributes.Color[0] = null), path: "attributes.Color[0]" },
    { name: "NaN", change: (d) => (d.attributes.Age[0] = Number.NaN), path: "attributes.Age[0]" },
    { name: "Infinity", change: (d) => (d.attributes.Age[2] = Number.POSITIVE_INFINITY), path: "attributes.Age[2]" },
    { name: "entity value", change: (d) => (d.clues[0].a.value = ""), path: "clues[0].a.value" },
    { name: "entity value object", change: (d) => (d.clues[0].b.value = { name: "red" }), path: "clues[0].b.value" },
  ],
  "duplicate-value": [
    { name: "string", change: (d) => (d.attributes.Pet = ["dog", "cat", "dog"]), path: "attributes.Pet[2]" },
    { name: "zero and minus zero", change: (d) => (d.attributes.Age = [0, -0, 40]), path: "attributes.Age[1]" },
  ],
  "mixed-values": [
    {
      name: "number and string",
      change: (d) => (d.attributes.Age = [20, "thirty", 40]),
      path: "attributes.Age",
    },
  ],
  "too-many-clues": [
    {
      name: "one too many",
      change: (d) => (d.clues = Array.from({ length: maxClues + 1 }, () => ({ type: "at", a: dog, pos: 1 }))),
      path: "clues",
    },
  ],
  "unknown-clue-type": [
    { name: "typo", change: (d) => (d.clues[0].type = "nextTo"), path: "clues[0].type" },
    { name: "unrelated", change: (d) => (d.clues[0].type = "telepathy"), path: "clues[0].type" },
    { name: "a common synonym", change: (d) => (d.clues[0].type = "nbr"), path: "clues[0].type" },
    { name: "hyphens for underscores", change: (d) => (d.clues[0].type = "left-of"), path: "clues[0].type" },
    {
      name: "inside any_of",
      change: (d) => (d.clues = [{ type: "any_of", options: [[{ type: "near", a: dog, b: cat }]] }]),
      path: "clues[0].options[0][0].type",
    },
  ],
  "unknown-attribute": [
    { name: "typo", change: (d) => (d.clues[0].b.attr = "Colour"), path: "clues[0].b.attr" },
    { name: "unrelated", change: (d) => (d.clues[0].b.attr = "Drink"), path: "clues[0].b.attr" },
    { name: "prototype name", change: (d) => (d.clues[0].b.attr = "constructor"), path: "clues[0].b.attr" },
    { name: "numeric clue", change: (d) => (d.clues = [{ type: "less_than", attr: "Height", a: dog, b: cat }]), path: "clues[0].attr" },
    { name: "question", change: (d) => (d.question = { find: { attr: "Nationality" }, where: dog }), path: "question.find.attr" },
  ],
  "unknown-value": [
    { name: "typo", change: (d) => (d.clues[0].a.value = "zebu"), path: "clues[0].a.value" },
    { name: "close typo", change: (d) => (d.clues[0].a.value = "Zebras"), path: "clues[0].a.value" },
    { name: "number as text", change: (d) => (d.clues[0].a = { attr: "Age", value: "30" }), path: "clues[0].a.value" },
    { name: "value of another attribute", change: (d) => (d.clues[0].a.value = "red"), path: "clues[0].a.value" },
    { name: "prototype name", change: (d) => (d.clues[0].a.value = "toString"), path: "clues[0].a.value" },
  ],
  "invalid-entity": [
    {
      name: "string",
      change: (d) => (d.clues[0].a = "dog"),
      path: "clues[0].a",
    },
    { name: "empty object", change: (d) => (d.clues[0].a = {}), path: "clues[0].a" },
    { name: "both forms", change: (d) => (d.clues[0].a = { attr: "Pet", value: "dog", pos: 1 }), path: "clues[0].a" },
    { name: "question where", change: (d) => (d.question = { find: { attr: "Pet" }, where: [1] }), path: "question.where" },
  ],
  "position-out-of-range": [
    { name: "zero", change: (d) => (d.clues[1].pos = 0), path: "clues[1].pos" },
    { name: "negative", change: (d) => (d.clues[1].pos = -1), path: "clues[1].pos" },
    { name: "fraction", change: (d) => (d.clues[1].pos = 1.5), path: "clues[1].pos" },
    { name: "NaN", change: (d) => (d.clues[1].pos = Number.NaN), path: "clues[1].pos" },
    { name: "beyond size", change: (d) => (d.clues[1].pos = 4), path: "clues[1].pos" },
    { name: "not_at", change: (d) => (d.clues = [{ type: "not_at", a: dog, pos: 9 }]), path: "clues[0].pos" },
    { name: "position entity", change: (d) => (d.clues[0].b = { pos: 4 }), path: "clues[0].b.pos" },
    { name: "position entity zero", change: (d) => (d.clues = [{ type: "ends", a: { pos: 0 } }]), path: "clues[0].a.pos" },
  ],
  "distance-out-of-range": [
    { name: "zero", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 0 }]), path: "clues[0].d" },
    { name: "size", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 3 }]), path: "clues[0].d" },
    { name: "fraction", change: (d) => (d.clues = [{ type: "distance", a: dog, b: cat, d: 1.5 }]), path: "clues[0].d" },
  ],
  "difference-out-of-range": [
    { name: "zero", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: 0 }]), path: "clues[0].d" },
    { name: "minus zero", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: -0 }]), path: "clues[0].d" },
    { name: "infinite", change: (d) => (d.clues = [{ type: "difference", attr: "Age", a: dog, b: cat, d: Number.POSITIVE_INFINITY }]), path: "clues[0].d" },
  ],
  "not-numeric": [
    {
      name: "less_than on strings",
      change: (d) => (d.clues = [{ type: "less_than", attr: "Pet", a: dog, b: cat }]),
      path: "clues[0].attr",
    },
    { name: "greater_than", change: (d) => (d.clues = [{ type: "greater_than", attr: "Color", a: dog, b: cat }]), path: "clues[0].attr" },
    { name: "difference", change: (d) => (d.clues = [{ type: "difference", attr: "Color", a: dog, b: cat, d: 1 }]), path: "clues[0].attr" },
  ],
  "factor-out-of-range": [
    { name: "one", change: (d) => (d.clues = [{ type: "ratio", attr: "Age", a: dog, b: cat, factor: 1 }]), path: "clues[0].factor" },
    { name: "negative", change: (d) => (d.clues = [{ type: "ratio", attr: "Age", a: dog, b: cat, factor: -2 }]), path: "clues[0].factor" },
  ],
  "entity-count": [
    { name: "one_each of three", change: (d) => (d.clues = [{ type: "one_each", a: dog, b: cat, of: [dog, cat, dog] }]), path: "clues[0].of" },
    { name: "all_different of one", change: (d) => (d.clues = [{ type: "all_different", of: [dog] }]), path: "clues[0].of" },
  ],
  "needs-row": [
    {
      name: "next_to in a logic grid",
      change: (d) => {
        d.kind = "logic-grid";
        d.clues = [{ type: "next_to", a: dog, b: cat }];
      },
      path: "clues[0].type",
    },
    {
      name: "position in a logic grid",
      change: (d) => {
        d.kind = "logic-grid";
        d.clues = [{ type: "same", a: dog, b: { pos: 2 } }];
      },
      path: "clues[0].b",
    },
  ],
  "invalid-scale": [
    { name: "not numeric", change: (d) => (d.scales = { Pet: { unit: "year" } }), path: "scales.Pet" },
    { name: "step zero", change: (d) => (d.scales = { Age: { step: 0 } }), path: "scales.Age.step" },
    { name: "off the step", change: (d) => (d.scales = { Age: { step: 15 } }), path: "scales.Age.step" },
  ],
  "empty-any-of": [
    { name: "no options", change: (d) => (d.clues = [{ type: "any_of", options: [] }]), path: "clues[0].options" },
    { name: "empty option", change: (d) => (d.clues = [{ type: "any_of", options: [[{ type: "at", a: dog, pos: 1 }], []] }]), path: "clues[0].options[1]" },
  ],
  "too-deep": [
    {
      name: "one level too many",
      change: (d) => (d.clues = [nestAnyOf(maxAnyOfDepth + 1)]),
      path: `clues[0]${".options[0][0]".repeat(maxAnyOfDepth)}`,
    },
  ],
  "invalid-solution": [
    { name: "not an object", change: (d) => (d.solution = [["dog"]]), path: "solution" },
    { name: "missing attribute", change: (d) => (d.solution = { Pet: ["dog", "cat", "zebra"], Color: ["red", "green", "blue"] }), path: "solution.Age" },
    {
      name: "wrong length",
      change: (d) => (d.solution = { Pet: ["dog", "cat"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Pet",
    },
    {
      name: "unknown value",
      change: (d) => (d.solution = { Pet: ["dog", "cat", "zebu"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Pet[2]",
    },
    {
      name: "duplicate value",
      change: (d) => (d.solution = { Pet: ["dog", "cat", "dog"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Pet[2]",
    },
    {
      name: "unknown attribute",
      change: (d) => (d.solution = { Pet: ["dog", "cat", "zebra"], Colour: ["red", "green", "blue"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }),
      path: "solution.Colour",
    },
  ],
  "invalid-question": [
    { name: "not an object", change: (d) => (d.question = "who owns the zebra?"), path: "question" },
    { name: "no find", change: (d) => (d.question = { where: dog }), path: "question.find" },
    { name: "find.attr not a string", change: (d) => (d.question = { find: { attr: 1 }, where: dog }), path: "question.find.attr" },
    { name: "find without attr", change: (d) => (d.question = { find: {}, where: dog }), path: "question.find.attr" },
    { name: "no where", change: (d) => (d.question = { find: { attr: "Color" } }), path: "question.where" },
  ],
  "invalid-meta": [
    { name: "array", change: (d) => (d.meta = ["seed", 1]), path: "meta" },
    { name: "NaN inside", change: (d) => (d.meta = { stats: { score: Number.NaN } }), path: "meta.stats.score" },
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
    },
  ],
};

function issuesOfPuzzle(c: Case): readonly Issue[] {
  let input = c.input;
  if (c.change) {
    input = baseDoc();
    c.change(input);
  }
  const result = parsePuzzle(input);
  return result.ok ? [] : result.issues;
}

/** A vocabulary that passes; each vocabulary case breaks one thing in a fresh copy. */
function baseVocabulary(): Doc {
  return {
    id: "garden",
    attributes: [
      {
        id: "pet",
        name: "Pet",
        values: ["dog", "cat", "zebra"],
        words: {
          en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" },
          de: { noun: { text: "Haustier", gender: "n" }, values: { dog: { text: "Hund", gender: "m" } } },
        },
      },
      { id: "age", name: "Age", values: [20, 30, 40], unit: "year", words: { en: { less: "{a} is younger than {b}" } } },
    ],
  };
}

const vocabularyCases: readonly (Case & { readonly code: IssueCode })[] = [
  { code: "invalid-json", name: "vocabulary text", input: '{"id": "x",]', path: "" },
  { code: "not-an-object", name: "vocabulary", input: "[]", path: "" },
  { code: "not-an-object", name: "vocabulary attribute", change: (d) => (d.attributes[1] = 7), path: "attributes[1]" },
  { code: "not-an-object", name: "words", change: (d) => (d.attributes[0].words = []), path: "attributes[0].words" },
  { code: "not-an-object", name: "locale words", change: (d) => (d.attributes[0].words.en = "pet"), path: "attributes[0].words.en" },
  { code: "not-an-object", name: "labels", change: (d) => (d.attributes[0].words.en.values = ["dog"]), path: "attributes[0].words.en.values" },
  {
    code: "not-an-object",
    name: "forms",
    change: (d) => (d.attributes[0].words.de.values.dog.forms = "Hunde"),
    path: "attributes[0].words.de.values.dog.forms",
  },
  { code: "missing-field", name: "vocabulary id", change: (d) => delete d.id, path: "id" },
  { code: "missing-field", name: "vocabulary attributes", change: (d) => delete d.attributes, path: "attributes" },
  { code: "missing-field", name: "attribute name", change: (d) => delete d.attributes[0].name, path: "attributes[0].name" },
  {
    code: "missing-field",
    name: "word text",
    change: (d) => (d.attributes[0].words.de.values.dog = { gender: "m" }),
    path: "attributes[0].words.de.values.dog.text",
  },
  { code: "wrong-type", name: "vocabulary id", change: (d) => (d.id = 7), path: "id" },
  { code: "wrong-type", name: "vocabulary description", change: (d) => (d.description = ["x"]), path: "description" },
  { code: "wrong-type", name: "vocabulary attributes", change: (d) => (d.attributes = {}), path: "attributes" },
  { code: "wrong-type", name: "attribute values", change: (d) => (d.attributes[0].values = "dog"), path: "attributes[0].values" },
  { code: "wrong-type", name: "numeric flag", change: (d) => (d.attributes[0].numeric = "no"), path: "attributes[0].numeric" },
  { code: "wrong-type", name: "numeric with strings", change: (d) => (d.attributes[0].numeric = true), path: "attributes[0].values" },
  { code: "wrong-type", name: "numbers not numeric", change: (d) => (d.attributes[1].numeric = false), path: "attributes[1].numeric" },
  { code: "wrong-type", name: "empty template", change: (d) => (d.attributes[0].words.en.subject = ""), path: "attributes[0].words.en.subject" },
  { code: "wrong-type", name: "label", change: (d) => (d.attributes[0].words.en.values = { cat: 3 }), path: "attributes[0].words.en.values.cat" },
  {
    code: "wrong-type",
    name: "form",
    change: (d) => (d.attributes[0].words.de.values.dog.forms = { dat: "" }),
    path: "attributes[0].words.de.values.dog.forms.dat",
  },
  { code: "no-attributes", name: "vocabulary", change: (d) => (d.attributes = []), path: "attributes" },
  { code: "invalid-value", name: "vocabulary value", change: (d) => (d.attributes[0].values[1] = ""), path: "attributes[0].values[1]" },
  { code: "duplicate-value", name: "vocabulary value", change: (d) => (d.attributes[0].values[2] = "dog"), path: "attributes[0].values[2]" },
  { code: "mixed-values", name: "vocabulary values", change: (d) => (d.attributes[1].values = [20, "thirty", 40]), path: "attributes[1].values" },
  { code: "unknown-value", name: "label", change: (d) => (d.attributes[0].words.en.values = { zebu: "zebu" }), path: "attributes[0].words.en.values.zebu" },
  { code: "invalid-id", name: "vocabulary id", change: (d) => (d.id = "My Garden"), path: "id" },
  { code: "duplicate-attribute", name: "id", change: (d) => (d.attributes[1].id = "pet"), path: "attributes[1].id" },
  { code: "duplicate-attribute", name: "name", change: (d) => (d.attributes[1].name = "Pet"), path: "attributes[1].name" },
  { code: "too-few-values", name: "one value", change: (d) => (d.attributes[0].values = ["dog"]), path: "attributes[0].values" },
  { code: "duplicate-label", name: "two values", change: (d) => (d.attributes[0].words.en.values = { cat: "dog" }), path: "attributes[0].words.en.values.cat" },
  {
    code: "ambiguous-phrase",
    name: "two attributes",
    change: (d) => d.attributes.push({ id: "toy", name: "Toy", values: ["ball", "zebra"], words: { en: { subject: "the {value} owner" } } }),
    path: "attributes[2].values[1]",
  },
  {
    code: "invalid-template",
    name: "unknown placeholder",
    change: (d) => (d.attributes[0].words.en.subject = "the {pet} owner"),
    path: "attributes[0].words.en.subject",
  },
  {
    code: "invalid-template",
    name: "missing placeholder",
    change: (d) => (d.attributes[0].words.en.predicate = "keeps a pet"),
    path: "attributes[0].words.en.predicate",
  },
  {
    code: "invalid-template",
    name: "malformed",
    change: (d) => (d.attributes[0].words.en.subject = "the {value owner"),
    path: "attributes[0].words.en.subject",
  },
  {
    code: "invalid-template",
    name: "unmatched brace",
    change: (d) => (d.attributes[0].words.en.subject = "the value} owner"),
    path: "attributes[0].words.en.subject",
  },
  {
    code: "invalid-template",
    name: "unknown feature",
    change: (d) => (d.attributes[0].words.de.predicate = "{value:akk} hält"),
    path: "attributes[0].words.de.predicate",
  },
  { code: "invalid-template", name: "noun", change: (d) => (d.attributes[0].words.en.noun = "{value}"), path: "attributes[0].words.en.noun" },
  { code: "invalid-locale", name: "upper case", change: (d) => (d.attributes[0].words.EN = {}), path: "attributes[0].words.EN" },
  {
    code: "invalid-choice",
    name: "gender",
    change: (d) => (d.attributes[0].words.de.values.dog.gender = "x"),
    path: "attributes[0].words.de.values.dog.gender",
  },
  {
    code: "invalid-choice",
    name: "word kind",
    change: (d) => (d.attributes[0].words.de.values.dog.kind = "verb"),
    path: "attributes[0].words.de.values.dog.kind",
  },
  {
    code: "invalid-choice",
    name: "form key",
    change: (d) => (d.attributes[0].words.de.values.dog.forms = { dative: "Hund" }),
    path: "attributes[0].words.de.values.dog.forms.dative",
  },
  { code: "invalid-choice", name: "family", change: (d) => (d.attributes[0].family = "pets"), path: "attributes[0].family" },
  { code: "invalid-choice", name: "unit", change: (d) => (d.attributes[1].unit = "years"), path: "attributes[1].unit" },
];

function issuesOfVocabulary(c: Case): readonly Issue[] {
  let input = c.input;
  if (c.change) {
    input = baseVocabulary();
    c.change(input);
  }
  const result = parseVocabulary(input);
  return result.ok ? [] : result.issues;
}

const puzzleForGrids = parsePuzzle(baseDoc());
if (!puzzleForGrids.ok) throw new Error("the base document of the issue cases does not parse");

const gridCases: readonly (Omit<Case, "input" | "change"> & { readonly grid: unknown })[] = [
  { name: "not an object", grid: "dog, cat, zebra", path: "grid" },
  {
    name: "unknown attribute",
    grid: { Pet: ["dog", "cat", "zebra"], Colour: ["red", "green", "blue"], Color: ["red", "green", "blue"], Age: [20, 30, 40] },
    path: "grid.Colour",
  },
  { name: "missing row", grid: { Pet: ["dog", "cat", "zebra"], Color: ["red", "green", "blue"] }, path: "grid.Age" },
  { name: "row not an array", grid: { Pet: "dog", Color: ["red", "green", "blue"], Age: [20, 30, 40] }, path: "grid.Pet" },
  { name: "row length", grid: { Pet: ["dog"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }, path: "grid.Pet" },
  { name: "unknown value", grid: { Pet: ["dog", "cat", "zebu"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }, path: "grid.Pet[2]" },
  { name: "duplicate", grid: { Pet: ["dog", "dog", "zebra"], Color: ["red", "green", "blue"], Age: [20, 30, 40] }, path: "grid.Pet[1]" },
];

/** The issues the command-line tool makes itself, about a document's own solution. */
const madeCases: readonly { readonly name: string; readonly issue: Issue }[] = [
  { name: "violates a clue", issue: { code: "invalid-solution", path: "clues[1]", details: { problem: "violates-clue", clue: 1 } } },
  { name: "not unique", issue: { code: "invalid-solution", path: "solution", details: { problem: "not-unique" } } },
];

/**
 * Broken inputs for every issue code, each with the issue it must give: every case of the
 * parser's, the grid checker's and the vocabulary parser's, and the issues tools make
 * themselves. Cost: building the list is free; each case runs its checker when asked.
 *
 * @example
 * ```ts
 * for (const c of issueCases) for (const issue of c.issues()) renderer.issue(issue);
 * ```
 */
export const issueCases: readonly IssueCase[] = [
  ...Object.entries(puzzleCases).flatMap(([code, list]) =>
    list.map((c: Case) => ({ id: `${code}/${c.name}`, code: code as IssueCode, path: c.path, issues: () => issuesOfPuzzle(c) })),
  ),
  ...vocabularyCases.map((c) => ({ id: `${c.code}/${c.name}`, code: c.code, path: c.path, issues: () => issuesOfVocabulary(c) })),
  ...gridCases.map((c) => ({
    id: `invalid-grid/${c.name}`,
    code: "invalid-grid" as const,
    path: c.path,
    issues: () => {
      const result = checkGrid(puzzleForGrids.value, c.grid);
      return result.ok ? [] : result.issues;
    },
  })),
  ...madeCases.map((c) => ({ id: `${c.issue.code}/${c.name}`, code: c.issue.code, path: c.issue.path, issues: () => [c.issue] })),
];

/** The codes `parsePuzzle` reports, each with at least one case in {@link issueCases}. */
export const puzzleIssueCodes: readonly IssueCode[] = parseCodes;
