// Input fuzzing of the puzzle parser field by field: numbers of the wrong kind, unknown clue
// types, values of the wrong type anywhere, any_of nested too deep (see fuzz.test.ts for what
// every case must end in).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueTypes, maxAnyOfDepth, maxSize } from "@zebra/model";
import type { Puzzle, Result } from "@zebra/model";
import { codes, einstein, einsteinText, exactly, FuzzRun, located, pathsOf, valid, type Doc } from "./testing/parse-fuzz.js";

describe("fuzz: the parser", () => {
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
});
