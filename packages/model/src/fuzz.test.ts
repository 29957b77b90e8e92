// Input fuzzing of the puzzle parser: huge inputs, long names, sizes at the limits, hostile keys
// and exotic objects (whole texts: fuzz-text.test.ts; field by field: fuzz-fields.test.ts). Every case must
// end in a puzzle or in issues that each name a known code, a path and plain-data details (the
// locales write the messages: their tests render these inputs' issues); never an exception, and
// within a time limit. Each test says how many cases it ran.
import { describe, expect, it } from "vitest";
import { maxAttributes, maxClues, maxSize, parsePuzzle, serializePuzzle } from "@zebra/model";
import type { Puzzle, Result } from "@zebra/model";
import { codes, einstein, einsteinText, exactly, FuzzRun, located, valid, type Doc } from "./testing/parse-fuzz.js";

describe("fuzz: the parser", () => {
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
