// Input fuzzing of the puzzle parser: truncated and mutated files, huge inputs, values of the
// wrong type, positions that are not positions, hostile keys and exotic objects. Every case must
// end in a puzzle or in issues that each name a known code, a path and plain-data details (the
// locales write the messages: their tests render these inputs' issues); never an exception, and
// within a time limit. Each test says how many cases it ran.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueTypes, issueCodes, maxAnyOfDepth, maxAttributes, maxClues, maxSize, parsePuzzle, serializePuzzle } from "@zebra/model";
import type { Puzzle, Result } from "@zebra/model";

/* eslint-disable @typescript-eslint/no-explicit-any -- fuzzed documents are deliberately loose */
// biome-ignore lint/suspicious/noExplicitAny: a document under test may have any shape, broken ones included.
type Doc = any;

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");
const einstein: Doc = JSON.parse(einsteinText);

/**
 * A case slower than this is a hang, not a slow machine: the largest inputs here take well
 * under a second. (Speed itself is measured by the benchmarks, not here.)
 */
const hangLimitMs = 10_000;

/** What is wrong with a parse result, if anything: an empty list for a puzzle or for clear issues. */
function resultProblems(result: Result<Puzzle>): string[] {
  if (result.ok) return typeof result.value === "object" && result.value !== null ? [] : ["ok without a puzzle"];
  const problems: string[] = [];
  if (result.issues.length === 0) problems.push("no issues");
  for (const issue of result.issues.slice(0, 100)) {
    if (!(issueCodes as readonly string[]).includes(issue.code)) problems.push(`unknown code ${String(issue.code)}`);
    if (typeof issue.path !== "string") problems.push(`path is ${typeof issue.path}`);
    if (typeof issue.details !== "object" || issue.details === null) problems.push(`${issue.code}: no details`);
    try {
      JSON.stringify(issue.details);
    } catch (error) {
      problems.push(`${issue.code}: details cannot be serialized: ${String(error)}`);
    }
  }
  return problems;
}

/** Runs fuzz cases, collecting failures (exceptions, unclear results, hangs) instead of stopping at the first. */
class FuzzRun {
  cases = 0;
  readonly failures: string[] = [];

  constructor(readonly name: string) {}

  /** Parses `input`; `expect` may add problems of its own about the result. */
  parse(label: string, input: unknown, expect?: (result: Result<Puzzle>) => string[]): Result<Puzzle> | undefined {
    this.cases++;
    const started = performance.now();
    let result: Result<Puzzle>;
    try {
      result = parsePuzzle(input);
    } catch (error) {
      this.fail(label, `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      return undefined;
    }
    const ms = performance.now() - started;
    const problems = [...resultProblems(result), ...(expect?.(result) ?? [])];
    if (ms > hangLimitMs) problems.push(`took ${Math.round(ms)} ms`);
    if (problems.length > 0) this.fail(label, problems.join("; "));
    return result;
  }

  fail(label: string, what: string): void {
    if (this.failures.length < 20) this.failures.push(`${label}: ${what}`);
    else if (this.failures.length === 20) this.failures.push("…");
  }

  /** Asserts no failure and reports the count. */
  finish(expectedCases?: number): void {
    expect(this.failures).toEqual([]);
    if (expectedCases !== undefined) expect(this.cases).toBe(expectedCases);
    console.log(`fuzz parser (${this.name}): ${this.cases.toLocaleString("en")} cases, 0 failures`);
  }
}

const codes = (result: Result<Puzzle> | undefined): string[] => (result === undefined || result.ok ? [] : result.issues.map((i) => i.code));
const located = (result: Result<Puzzle> | undefined): string[] => (result === undefined || result.ok ? [] : result.issues.map((i) => `${i.code}@${i.path}`));

/** Expects exactly these `code@path` issues. */
function exactly(...wanted: string[]): (result: Result<Puzzle>) => string[] {
  return (result) => {
    const got = located(result);
    return JSON.stringify(got) === JSON.stringify(wanted)
      ? []
      : [`expected ${JSON.stringify(wanted)}, got ${JSON.stringify(got.slice(0, 5))}${got.length > 5 ? "…" : ""}`];
  };
}

const valid = (result: Result<Puzzle>): string[] => (result.ok ? [] : [`expected a puzzle, got ${located(result).slice(0, 3).join(", ")}`]);

/** A small puzzle with non-ASCII names and values, so that byte cuts fall inside characters. */
const unicodeDoc: Doc = {
  format: "zebra-puzzle/1",
  title: "三座房子 — Zoë's puzzle",
  size: 3,
  attributes: { 颜色: ["红", "绿", "蓝"], Pet: ["chien", "chat", "zèbre"], Âge: [20, 30, 40] },
  clues: [
    { type: "next_to", a: { attr: "颜色", value: "红" }, b: { attr: "Pet", value: "zèbre" }, text: "红房子挨着斑马 🦓" },
    { type: "less_than", attr: "Âge", a: { attr: "Pet", value: "chien" }, b: { pos: 3 } },
    { type: "any_of", options: [[{ type: "at", a: { attr: "颜色", value: "绿" }, pos: 1 }], [{ type: "ends", a: { attr: "Pet", value: "chat" } }]] },
  ],
};

/** The texts every prefix of which is fuzzed: the classic puzzle as written and with CRLF line ends, and a non-ASCII puzzle. */
const wholeTexts: readonly (readonly [string, string])[] = [
  ["einstein.json", einsteinText],
  ["einstein, CRLF", einsteinText.replace(/\n/g, "\r\n")],
  ["non-ASCII", `${JSON.stringify(unicodeDoc, null, 2)}\n`],
];
const prefixCount = wholeTexts.reduce((n, [, text]) => n + text.length + 1, 0);

describe("fuzz: the parser", () => {
  it(`reads every prefix of real puzzle files as invalid JSON at the right place (${prefixCount.toLocaleString("en")} cases)`, () => {
    const run = new FuzzRun("prefixes");
    for (const [name, text] of wholeTexts) {
      run.parse(`${name}, whole`, text, valid);
      for (let n = 0; n < text.length; n++) {
        const prefix = text.slice(0, n);
        // Only the trailing white space of a whole document may be cut and leave valid JSON.
        if (prefix.trimEnd() === text.trimEnd()) {
          run.parse(`${name}, first ${n} characters`, prefix, valid);
          continue;
        }
        run.parse(`${name}, first ${n} characters`, prefix, (result) => {
          if (result.ok || result.issues.length !== 1 || result.issues[0]!.code !== "invalid-json")
            return [`expected one invalid-json issue, got ${codes(result).join(", ")}`];
          const { line, column, offset } = result.issues[0]!.details as { line: number; column: number; offset: number };
          const before = prefix.slice(0, offset);
          const wantLine = before.split("\n").length;
          const problems: string[] = [];
          if (offset > prefix.length) problems.push(`offset ${offset} is past the end (${prefix.length})`);
          if (line !== wantLine) problems.push(`line ${line}, expected ${wantLine}`);
          if (column !== Array.from(before.slice(before.lastIndexOf("\n") + 1)).length + 1) problems.push(`column ${column} does not match offset ${offset}`);
          return problems;
        });
      }
    }
    run.finish(prefixCount);
  });

  it("reads every byte prefix of a non-ASCII file (cut inside characters) without an exception", () => {
    const bytes = Buffer.from(wholeTexts[2]![1], "utf8");
    const run = new FuzzRun("byte prefixes");
    for (let n = 0; n <= bytes.length; n++) {
      run.parse(`first ${n} bytes`, new TextDecoder().decode(bytes.subarray(0, n)), (result) =>
        n < bytes.length - 1 && result.ok ? ["a cut file parsed"] : [],
      );
    }
    run.finish(bytes.length + 1);
  });

  it("survives random byte mutations of a real file (2,000 cases)", () => {
    const bytes = Buffer.from(einsteinText, "utf8");
    const run = new FuzzRun("byte mutations");
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("flip" as const), at: fc.nat(bytes.length - 1), bit: fc.nat(7) }),
      fc.record({ kind: fc.constant("set" as const), at: fc.nat(bytes.length - 1), byte: fc.nat(255) }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(bytes.length), insert: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(bytes.length - 1), length: fc.integer({ min: 1, max: 64 }) }),
      fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat(bytes.length - 1), length: fc.integer({ min: 1, max: 256 }) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let b = Buffer.from(bytes);
        for (const e of edits) {
          const at = Math.min(e.at, b.length);
          if (e.kind === "flip" && at < b.length) b[at]! ^= 1 << e.bit;
          else if (e.kind === "set" && at < b.length) b[at] = e.byte;
          else if (e.kind === "insert") b = Buffer.concat([b.subarray(0, at), Buffer.from(e.insert), b.subarray(at)]);
          else if (e.kind === "delete") b = Buffer.concat([b.subarray(0, at), b.subarray(at + e.length)]);
          else if (e.kind === "duplicate") b = Buffer.concat([b.subarray(0, at + e.length), b.subarray(at)]);
        }
        const text = new TextDecoder().decode(b);
        let json = true;
        try {
          JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
        } catch {
          json = false;
        }
        run.parse(`edits ${JSON.stringify(edits)}`, text, (result) => {
          const invalidJson = !result.ok && result.issues[0]!.code === "invalid-json";
          return invalidJson === !json ? [] : [`invalid-json is ${invalidJson}, JSON.parse ${json ? "accepts" : "rejects"} the text`];
        });
      }),
      { seed: 1789, numRuns: 2_000 },
    );
    run.finish(2_000);
  });

  it("reports numbers of the wrong kind in every numeric field, with the field's code and path", () => {
    const run = new FuzzRun("numbers and positions");
    const hostile: readonly unknown[] = [
      0,
      -0,
      -1,
      -5,
      1.5,
      0.5,
      2.000001,
      Number.NaN,
      Infinity,
      -Infinity,
      1e308,
      2 ** 53,
      2 ** 31,
      21,
      5,
      4,
      1,
      2,
      "1",
      "",
      "NaN",
      null,
      true,
      [],
      [1],
      {},
      { pos: 1 },
    ];
    const size = 5;
    /** Each numeric field: where it goes in a fresh document, its path, and which numbers it accepts. */
    const fields: readonly { name: string; path: string; put: (doc: Doc, v: unknown) => void; accepts: (n: number) => boolean; range: string }[] = [
      { name: "size", path: "size", put: (d, v) => (d.size = v), accepts: (n) => n === size, range: "invalid-size" },
      {
        name: "at.pos",
        path: "clues[0].pos",
        put: (d, v) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: v }),
        accepts: (n) => Number.isInteger(n) && n >= 1 && n <= size,
        range: "position-out-of-range",
      },
      {
        name: "not_at.pos",
        path: "clues[0].pos",
        put: (d, v) => (d.clues[0] = { type: "not_at", a: { attr: "Pet", value: "dog" }, pos: v }),
        accepts: (n) => Number.isInteger(n) && n >= 1 && n <= size,
        range: "position-out-of-range",
      },
      {
        name: "entity pos",
        path: "clues[0].a.pos",
        put: (d, v) => (d.clues[0] = { type: "next_to", a: { pos: v }, b: { attr: "Pet", value: "dog" } }),
        accepts: (n) => Number.isInteger(n) && n >= 1 && n <= size,
        range: "position-out-of-range",
      },
      {
        name: "question where pos",
        path: "question.where.pos",
        put: (d, v) => (d.question = { find: { attr: "Pet" }, where: { pos: v } }),
        accepts: (n) => Number.isInteger(n) && n >= 1 && n <= size,
        range: "position-out-of-range",
      },
      {
        name: "distance.d",
        path: "clues[0].d",
        put: (d, v) => (d.clues[0] = { type: "distance", a: { attr: "Pet", value: "dog" }, b: { pos: 1 }, d: v }),
        accepts: (n) => Number.isInteger(n) && n >= 1 && n <= size - 1,
        range: "distance-out-of-range",
      },
      {
        name: "difference.d",
        path: "clues[0].d",
        put: (d, v) => (d.clues[0] = { type: "difference", attr: "Age", a: { attr: "Pet", value: "dog" }, b: { pos: 1 }, d: v }),
        accepts: (n) => Number.isFinite(n) && n !== 0,
        range: "difference-out-of-range",
      },
    ];
    const base = (): Doc => ({
      format: "zebra-puzzle/1",
      size,
      attributes: { Pet: ["dog", "cat", "fox", "owl", "eel"], Age: [1, 2, 3, 4, 5] },
      clues: [],
    });
    /** The issues a value in a field must raise (`value-count` issues of a wrong size aside). */
    const expected = (field: (typeof fields)[number], value: unknown): string[] => {
      if (typeof value !== "number") return [`wrong-type@${field.path}`];
      if (field.name === "size") return Number.isInteger(value) && value >= 1 ? (value > maxSize ? ["size-too-large@size"] : []) : ["invalid-size@size"];
      return field.accepts(value) ? [] : [`${field.range}@${field.path}`];
    };
    const check =
      (want: string[]) =>
      (result: Result<Puzzle>): string[] => {
        const got = located(result).filter((l) => !l.startsWith("value-count@"));
        return JSON.stringify(got) === JSON.stringify(want) ? [] : [`expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];
      };
    for (const field of fields) {
      for (const value of hostile) {
        const doc = base();
        field.put(doc, value);
        run.parse(`${field.name} = ${String(value)} (object)`, doc, check(expected(field, value)));
        // Through JSON text, NaN and ±Infinity become null and -0 becomes 0.
        const text = JSON.stringify(doc);
        run.parse(`${field.name} = ${String(value)} (text)`, text, check(expected(field, JSON.parse(JSON.stringify([value]))[0])));
      }
      // Infinity written as JSON text: 1e400.
      const doc = base();
      field.put(doc, "__INF__");
      run.parse(`${field.name} = 1e400 (text)`, JSON.stringify(doc).replace('"__INF__"', "1e400"), check(expected(field, Infinity)));
    }
    run.finish(fields.length * (hostile.length * 2 + 1));
  });

  it("reports unknown and ill-typed clue types on the clue's type (1,000 cases)", () => {
    const run = new FuzzRun("clue types");
    const known = new Set<string>(clueTypes);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }), fc.jsonValue({ maxDepth: 2 })),
        fc.nat(einstein.clues.length - 1),
        (type, at) => {
          if (typeof type === "string" && known.has(type)) return;
          const doc = structuredClone(einstein);
          doc.clues[at].type = type;
          const want = typeof type === "string" ? "unknown-clue-type" : "wrong-type";
          run.parse(`clues[${at}].type = ${JSON.stringify(type)}`, doc, exactly(`${want}@clues[${at}].type`));
        },
      ),
      { seed: 42, numRuns: 1_000 },
    );
    expect(run.cases).toBeGreaterThan(950);
    run.finish();
  });

  it("reports values of the wrong type wherever a value, a name or a list goes (property, 2,000 cases)", () => {
    const run = new FuzzRun("wrong types");
    const einsteinPaths = pathsOf(einstein).filter((p) => p.length > 0);
    const hostile = fc.oneof(
      fc.constantFrom<unknown>(
        0,
        -1,
        1.5,
        1e308,
        "",
        " ",
        "\u0000",
        "undefined",
        "__proto__",
        null,
        true,
        false,
        [],
        {},
        [[]],
        [null],
        { pos: 1 },
        { attr: "Pet" },
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...einsteinPaths), hostile, fc.constantFrom("replace", "remove", "add key"), (path, value, how) => {
        const doc = structuredClone(einstein);
        let parent = doc;
        for (const key of path.slice(0, -1)) parent = parent[key];
        const last = path[path.length - 1]!;
        if (how === "remove") {
          if (Array.isArray(parent)) parent.splice(Number(last), 1);
          else delete parent[last];
        } else if (how === "add key" && parent[last] !== null && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
          parent[last][typeof value === "string" ? value || "extra" : "extra"] = value;
        } else parent[last] = value;
        const label = `${how} ${path.join(".")} with ${JSON.stringify(value)?.slice(0, 60)}`;
        run.parse(`${label} (object)`, doc);
        run.parse(`${label} (text)`, JSON.stringify(doc));
      }),
      { seed: 7, numRuns: 1_000 },
    );
    run.finish(2_000);
  });

  it("rejects any_of nested beyond the limit in one issue, at any depth, without overflowing the stack", () => {
    const run = new FuzzRun("nesting");
    const nested = (levels: number): string => {
      let inner = '{"type":"at","a":{"attr":"Pet","value":"dog"},"pos":1}';
      for (let i = 0; i < levels; i++) inner = `{"type":"any_of","options":[[${inner}]]}`;
      return inner;
    };
    const withClue = (clue: string): string => einsteinText.replace('"clues": [', `"clues": [${clue},`);
    for (const depth of [1, maxAnyOfDepth, maxAnyOfDepth + 1, 10, 100, 1_000, 10_000, 100_000]) {
      const result = run.parse(
        `any_of ${depth} deep (text)`,
        withClue(nested(depth)),
        depth <= maxAnyOfDepth ? valid : (r) => (codes(r).join() === "too-deep" ? [] : [`expected too-deep, got ${codes(r).join(", ")}`]),
      );
      if (depth > maxAnyOfDepth && result && !result.ok) expect(result.issues[0]!.path.startsWith("clues[0].options[0][0]")).toBe(true);
    }
    // Deep arrays and objects in fields the format does not define, in meta, and unclosed.
    for (const depth of [1_000, 100_000]) {
      run.parse(`unknown field ${depth} deep`, einsteinText.replace(/\}\s*$/, `,"extra":${"[".repeat(depth)}${"]".repeat(depth)}}`), valid);
      run.parse(`meta ${depth} deep`, einsteinText.replace(/\}\s*$/, `,"meta":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`), (r) =>
        codes(r).join() === "invalid-meta" ? [] : [`expected invalid-meta, got ${codes(r).join(", ")}`],
      );
      run.parse(`${depth} unclosed brackets`, "[".repeat(depth), (r) =>
        codes(r).join() === "invalid-json" ? [] : [`expected invalid-json, got ${codes(r).join(", ")}`],
      );
      run.parse(
        `${depth} nested options arrays`,
        einsteinText.replace('"clues": [', `"clues": [{"type":"any_of","options":${"[".repeat(depth)}${"]".repeat(depth)}},`),
        (r) => (codes(r).length > 0 && !r.ok ? [] : ["expected issues"]),
      );
    }
    run.finish(8 + 2 * 4);
  });

  it("handles huge inputs within the time limit, with bounded memory", () => {
    const run = new FuzzRun("huge inputs");
    const big = (n: number, c = "x") => c.repeat(n);
    const longName = big(1_000_000, "N");
    const heapBefore = process.memoryUsage().heapUsed;
    const cases: readonly (readonly [string, () => unknown, ((r: Result<Puzzle>) => string[])?])[] = [
      ["a 10 MB title", () => JSON.stringify({ ...einstein, title: big(10_000_000) }), valid],
      ["a 1 MB clue text", () => JSON.stringify({ ...einstein, clues: [{ ...einstein.clues[0], text: big(1_000_000) }, ...einstein.clues.slice(1)] }), valid],
      ["10 MB of white space", () => einsteinText + big(10_000_000, " "), valid],
      ["a 1 MB format string", () => JSON.stringify({ ...einstein, format: big(1_000_000) }), exactly("wrong-format@format")],
      [
        "a 1 MB value",
        () => JSON.stringify({ ...einstein, attributes: { ...einstein.attributes, Pet: [big(1_000_000), "cat", "dog", "zebra", "horse"] } }),
        (r) => (codes(r).includes("unknown-value") ? [] : ["expected unknown-value"]),
      ],
      [
        "100,000 clues",
        () => JSON.stringify({ ...einstein, clues: Array.from({ length: 100_000 }, (_, i) => einstein.clues[i % einstein.clues.length]) }),
        exactly("too-many-clues@clues"),
      ],
      [
        `${maxClues} clues, all wrong`,
        () =>
          JSON.stringify({
            ...einstein,
            clues: Array.from({ length: maxClues }, () => ({ type: "same", a: { attr: "Pet", value: "zebu" }, b: { attr: "Pett", value: "dog" } })),
          }),
        (r) => (codes(r).length === 2 * maxClues ? [] : [`expected ${2 * maxClues} issues, got ${codes(r).length}`]),
      ],
      [
        "a 1 MB attribute name",
        () => JSON.stringify({ ...einstein, attributes: { ...einstein.attributes, [longName]: ["a", "b", "c", "d", "e"] } }),
        (r) => (codes(r).join() === "invalid-solution" ? [] : [`expected invalid-solution, got ${codes(r).join(", ")}`]),
      ],
      [
        "a 1 MB attribute name of the wrong type",
        () => JSON.stringify({ ...einstein, attributes: { ...einstein.attributes, [longName]: 5 } }),
        (r) => (codes(r).includes("wrong-type") ? [] : ["expected wrong-type"]),
      ],
      [
        "a 1 MB unknown attribute in a clue",
        () => JSON.stringify({ ...einstein, clues: [{ ...einstein.clues[0], a: { attr: longName, value: "x" } }] }),
        exactly("unknown-attribute@clues[0].a.attr"),
      ],
      [
        "a 1 MB unknown clue type",
        () => JSON.stringify({ ...einstein, clues: [{ ...einstein.clues[0], type: longName }] }),
        exactly("unknown-clue-type@clues[0].type"),
      ],
      [
        "100,000 values",
        () => JSON.stringify({ ...einstein, attributes: { ...einstein.attributes, Pet: Array.from({ length: 100_000 }, (_, i) => `p${i}`) } }),
        (r) => (codes(r)[0] === "value-count" ? [] : ["expected value-count first"]),
      ],
      [
        "10,000 attributes",
        () => JSON.stringify({ ...einstein, attributes: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`A${i}`, ["a", "b", "c", "d", "e"]])) }),
        (r) => (codes(r)[0] === "too-many-attributes" ? [] : ["expected too-many-attributes first"]),
      ],
      [
        "10,000 solution keys",
        () => JSON.stringify({ ...einstein, solution: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`S${i}`, []])) }),
        (r) => (codes(r).every((c) => c === "invalid-solution") ? [] : ["expected invalid-solution only"]),
      ],
      [
        "10,000 any_of options",
        () => JSON.stringify({ ...einstein, clues: [{ type: "any_of", options: Array.from({ length: 10_000 }, () => [einstein.clues[0]]) }] }),
        valid,
      ],
    ];
    for (const [name, make, want] of cases) {
      const input = make();
      run.parse(name, input, want);
      // The input as a parsed object goes the same way.
      run.parse(`${name} (object)`, JSON.parse(input as string), want);
    }
    // Retained memory: the inputs are garbage by now; what the parser kept must be small.
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    expect(grownMb).toBeLessThan(512);
    run.finish(cases.length * 2);
  });

  it("keeps long names whole in paths and details (locales cut them in messages)", () => {
    const name = "N".repeat(100_000);
    const doc = structuredClone(einstein);
    doc.attributes[name] = 5;
    doc.clues[0].a = { attr: `M${name}`, value: "x" };
    const result = parsePuzzle(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byCode = new Map(result.issues.map((i) => [i.code, i] as const));
    for (const issue of [byCode.get("wrong-type")!, byCode.get("unknown-attribute")!]) {
      expect((issue.details as { attr: string }).attr).toMatch(/^M?N{100000}$/);
    }
    expect(byCode.get("wrong-type")!.path).toBe(`attributes.${name}`);
  });

  it("sizes 0, 1, the maximum and above", () => {
    const run = new FuzzRun("sizes");
    const shape = (size: number, attributes: number): Doc => ({
      format: "zebra-puzzle/1",
      size,
      attributes: Object.fromEntries(
        Array.from({ length: attributes }, (_, a) => [`A${a}`, Array.from({ length: Math.max(size, 0) }, (_, i) => `v${a}-${i}`)]),
      ),
      clues: [],
    });
    run.parse("size 0", shape(0, 1), (r) => (codes(r).includes("invalid-size") ? [] : ["expected invalid-size"]));
    run.parse("size -1", shape(-1, 1), (r) => (codes(r)[0] === "invalid-size" ? [] : ["expected invalid-size"]));
    for (const attributes of [1, 2, maxAttributes]) {
      for (const size of [1, 2, maxSize]) {
        const result = run.parse(`size ${size}, ${attributes} attributes`, shape(size, attributes), valid);
        if (result?.ok) expect(parsePuzzle(serializePuzzle(result.value))).toEqual(result);
      }
      run.parse(`size ${maxSize + 1}, ${attributes} attributes`, shape(maxSize + 1, attributes), exactly("size-too-large@size"));
    }
    run.parse(`${maxAttributes + 1} attributes`, shape(3, maxAttributes + 1), exactly("too-many-attributes@attributes"));
    run.parse("size 2**53 as text", '{"format":"zebra-puzzle/1","size":9007199254740993,"attributes":{"A":["a"]},"clues":[]}', (r) =>
      codes(r)[0] === "size-too-large" ? [] : ["expected size-too-large"],
    );
    run.parse("size 1e-400 as text", '{"format":"zebra-puzzle/1","size":1e-400,"attributes":{"A":["a"]},"clues":[]}', (r) =>
      codes(r)[0] === "invalid-size" ? [] : ["expected invalid-size"],
    );
    run.parse(
      "size 1 with two-position clues",
      {
        ...shape(1, 1),
        clues: [
          { type: "next_to", a: { pos: 1 }, b: { attr: "A0", value: "v0-0" } },
          { type: "distance", a: { pos: 1 }, b: { pos: 1 }, d: 1 },
        ],
      },
      exactly("distance-out-of-range@clues[1].d"),
    );
    run.finish(2 + 3 * 4 + 4);
  });

  it("reads duplicate keys as JSON.parse does (the last one counts) and never takes __proto__ for a prototype", () => {
    const run = new FuzzRun("duplicate and __proto__ keys");
    run.parse("duplicate size", einsteinText.replace('"size": 5', '"size": 5, "size": 3'), (r) =>
      codes(r).every((c) => c === "value-count") && codes(r).length === 5 ? [] : [`got ${codes(r).join(", ")}`],
    );
    run.parse("duplicate size, last right", einsteinText.replace('"size": 5', '"size": 3, "size": 5'), valid);
    run.parse("duplicate clue type", einsteinText.replace(/"type": "same"/, '"type": "same", "type": "nope"'), (r) =>
      codes(r).join() === "unknown-clue-type" ? [] : [`got ${codes(r).join(", ")}`],
    );
    const proto = (where: string, text: string, want: (r: Result<Puzzle>) => string[]) => run.parse(`__proto__ ${where}`, text, want);
    proto("supplying size", einsteinText.replace('"size": 5,', '"__proto__": {"size": 5},'), exactly("missing-field@size"));
    proto("supplying a clue's type", einsteinText.replace(/"type": "same",/, '"__proto__": {"type": "same"},'), (r) =>
      located(r)[0]?.startsWith("missing-field@clues[") ? [] : [`got ${located(r).join(", ")}`],
    );
    proto("supplying an entity's value", einsteinText.replace(/"value": "red"/, '"__proto__": {"value": "red"}'), (r) =>
      codes(r)[0] === "missing-field" ? [] : [`got ${located(r).join(", ")}`],
    );
    proto(
      "as an attribute",
      einsteinText.replace('"attributes": {', '"attributes": {"__proto__": ["a", "b", "c", "d", "e"],'),
      exactly("invalid-solution@solution.__proto__"),
    );
    proto("as a meta key", einsteinText.replace(/\}\s*$/, ',"meta":{"__proto__":{"polluted":true}}}'), valid);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    // A JavaScript object whose prototype holds the fields: inherited fields do not count.
    run.parse(
      "fields inherited through the prototype",
      Object.assign(Object.create(structuredClone(einstein)), {}),
      exactly("wrong-format@format", "missing-field@size", "missing-field@attributes", "missing-field@clues"),
    );
    run.finish(9);
  });

  it("reports exotic objects (throwing getters, revoked proxies) as issues instead of throwing", () => {
    const run = new FuzzRun("exotic objects");
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const throwingClue = structuredClone(einstein);
    Object.defineProperty(throwingClue.clues, 2, {
      get() {
        throw new Error("no clue here");
      },
    });
    const inputs: readonly (readonly [string, unknown])[] = [
      [
        "a getter that throws",
        {
          get format(): string {
            throw new Error("boom");
          },
        },
      ],
      ["a revoked proxy", revoked.proxy],
      [
        "a proxy whose traps throw",
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error("no keys");
            },
            getOwnPropertyDescriptor() {
              throw new Error("no descriptor");
            },
          },
        ),
      ],
      ["a clue behind a throwing getter", throwingClue],
      ["a revoked proxy for the clues", { ...einstein, clues: revoked.proxy }],
    ];
    for (const [name, input] of inputs) {
      run.parse(name, input, (r) => {
        const last = r.ok ? undefined : r.issues.at(-1);
        return last?.code === "not-an-object" && last.path === "" && "unreadable" in last.details ? [] : [`got ${located(r).join(", ")}`];
      });
    }
    run.finish(inputs.length);
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
