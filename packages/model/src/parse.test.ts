import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueTypes, issueCodes, maxAnyOfDepth, parsePuzzle } from "@zebra/model";
import type { Issue, Puzzle } from "@zebra/model";

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");

/* eslint-disable @typescript-eslint/no-explicit-any -- test documents are deliberately loose */
// biome-ignore lint/suspicious/noExplicitAny: a document under test may have any shape, broken ones included.
type Doc = any;

// Every issue code's broken inputs, and the code and path each must give, are in the shared
// issue cases of @zebra/testkit (packages/testkit/src/issue-cases.ts), which the testkit's
// own tests run through parsePuzzle; the locales pin their messages from the same cases.

/** A small valid document; the tests below break it in a fresh copy. */
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
  if (!result.ok) throw new Error(`expected a valid puzzle, got:\n${JSON.stringify(result.issues)}`);
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
      details: { part: "entity", attr: "Pet", value: "zebu", values: ["dog", "cat", "zebra"] },
    });
    // Another attribute that has the value is named, for a locale's hint.
    const [red] = issuesOf(clue({ type: "same", a: { attr: "Pet", value: "red" }, b: dog }));
    expect(red!.details).toMatchObject({ owner: "Color" });
    // A close spelling of one of the values is suggested, as for attribute names.
    const [typo] = issuesOf(clue({ type: "same", a: { attr: "Pet", value: "Zebras" }, b: dog }));
    expect(typo!.details).toEqual({ part: "entity", attr: "Pet", value: "Zebras", values: ["dog", "cat", "zebra"], suggestion: "zebra" });
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
    expect(issue!.details).toEqual({
      line,
      column,
      offset: text.indexOf('"pos": 3,,') + '"pos": 3,'.length,
      problem: { kind: "expected", expected: "property-name", found: "," },
    });
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
      {
        type: "any_of",
        options: [
          [{ type: "at", a: cat, pos: 1 }],
          [
            { type: "ends", a: cat },
            { type: "not_same", a: cat, b: e },
          ],
        ],
      },
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
    // biome-ignore lint/suspicious/noProto: the test reads an own "__proto__" key that the parser must keep as data.
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
  if (Array.isArray(value))
    value.forEach((v, i) => {
      pathsOf(v, [...prefix, i], out);
    });
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function expectWellFormed(result: ReturnType<typeof parsePuzzle>): void {
  if (result.ok) return;
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(issueCodes).toContain(issue.code);
    expect(typeof issue.path).toBe("string");
    // Details are plain data, the same after a JSON round trip (a locale may run elsewhere).
    expect(JSON.parse(JSON.stringify(issue.details))).toEqual(issue.details);
  }
}

describe("parsePuzzle never throws", () => {
  it("on any value", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withNullPrototype: true,
          withObjectString: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withTypedArray: true,
          withSparseArray: true,
        }),
        (value) => {
          expectWellFormed(parsePuzzle(value));
        },
      ),
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
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => expectWellFormed(parsePuzzle(text))),
      { numRuns: 500 },
    );
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

describe("a list no puzzle can have", () => {
  it("gives its count and at most maxSize issues about its values, however long it is", () => {
    const values = Array.from({ length: 100_000 }, () => 1);
    const result = parsePuzzle({ format: "zebra-puzzle/1", size: 5, attributes: { A: values, B: [null, null, ...values] }, clues: [] });
    expect(result.ok).toBe(false);
    const codes = result.ok ? [] : result.issues.map((i) => `${i.code} ${i.path.split("[")[0]}`);
    expect(codes.filter((c) => c === "value-count attributes.A")).toHaveLength(1);
    expect(codes.filter((c) => c === "duplicate-value attributes.A")).toHaveLength(20);
    expect(codes.filter((c) => c.startsWith("invalid-value attributes.B"))).toHaveLength(2);
    expect(codes.filter((c) => c.startsWith("duplicate-value attributes.B"))).toHaveLength(18);
  });
});
