import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parsePuzzle, formatTag, type Clue, type Entity, type Puzzle } from "@zebra/model";
import {
  allMaps,
  comparisons,
  createTestRng,
  generateCase,
  mirror,
  randomPuzzle,
  renameAttributes,
  renameValues,
  reorderClues,
  respellClues,
} from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { canonicalise, puzzleFingerprint } from "./fingerprint.js";
import { sha256Ascii } from "./internal/sha256.js";

const parsed = parsePuzzle(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8"));
if (!parsed.ok) throw new Error("fixtures/einstein.json is invalid");
const einstein = parsed.value;

// 10,000 random puzzles with every clue type (any_of nested, numeric comparisons, position
// entities), 1 to 8 houses and 1 to 5 attributes, each with the hidden grid its clues hold in;
// and puzzles from the generator itself, with default and with every clue type.
const rng = createTestRng(20_240_517);
const randomPuzzles: Puzzle[] = Array.from({ length: 10_000 }, () => randomPuzzle(rng, { size: 1 + rng.int(8), attributes: 1 + rng.int(5) }).puzzle);
const generated: Puzzle[] = [];
for (let seed = 0; generated.length < 300; seed++) {
  const made = generateCase({ theme: "default", size: 3 + (seed % 4), attributes: 2 + (seed % 4), seed, allTypes: seed % 2 === 1 }).result;
  if (made.ok) generated.push(made.puzzle);
}

const maps = [
  ["renaming values (numeric ones by an order-keeping map, or a shift when differences are compared)", renameValues],
  ["renaming and reordering attributes", renameAttributes],
  ["reordering clues, any_of options and the clues inside options", reorderClues],
  ["swapping symmetric operands and writing clues in their converse form", respellClues],
  ["mirroring the row", (p: Puzzle) => mirror(p)],
  ["all of them at once", allMaps],
] as const;

describe("puzzleFingerprint is invariant", () => {
  it.each(maps)("under %s, over 10,000 random and 300 generated puzzles", (_, map) => {
    const mapRng = createTestRng(7);
    const broken = [...randomPuzzles, ...generated].filter((p) => puzzleFingerprint(map(p, mapRng)) !== puzzleFingerprint(p));
    expect(broken.slice(0, 1)).toEqual([]);
  });

  it("takes no notice of the title, preamble, clue ids and texts, the question or meta", () => {
    const dressed: Puzzle = {
      ...einstein,
      title: "Another title",
      preamble: "Another preamble.",
      clues: einstein.clues.map((c, i) => ({ ...c, id: `c${i}`, text: "A sentence." })),
      question: { find: { attr: "Drink" }, where: { pos: 1 } },
      meta: { source: "elsewhere" },
    };
    expect(puzzleFingerprint(dressed)).toBe(puzzleFingerprint(einstein));
  });

  it("has the documented shape, and is the same on every run", () => {
    expect(puzzleFingerprint(einstein)).toMatch(/^zf1-[0-9a-f]{32}$/);
    expect(puzzleFingerprint(einstein)).toBe("zf1-b81ad478ceeb79bf0573fab8113f2961");
    expect(generated.every((p) => /^zf1-/.test(puzzleFingerprint(p)))).toBe(true);
  });
});

// -------------------------------------------------------------------------------------------
// Separation: an independent, brute-force definition of "the same puzzle up to the maps".

const converse: Partial<Record<Clue["type"], Clue["type"]>> = { right_of: "left_of", immediately_right: "immediately_left", greater_than: "less_than" };
const mirrored: Partial<Record<Clue["type"], Clue["type"]>> = {
  left_of: "right_of",
  right_of: "left_of",
  immediately_left: "immediately_right",
  immediately_right: "immediately_left",
};
const symmetricTypes = new Set(["same", "not_same", "next_to", "not_next_to", "distance"]);

/** The puzzle written out with attributes renumbered by `perm`, in one orientation, values named by solution position. */
function naiveForm(p: Puzzle, perm: readonly number[], flip: boolean): string {
  const n = p.size;
  const index = new Map(p.attributes.map((a, i) => [a.name, i]));
  const pos = (q: number): number => (flip ? n + 1 - q : q);
  const entity = (e: Entity): string => ("pos" in e ? `P${pos(e.pos)}` : `A${perm[index.get(e.attr)!]}@${pos(p.solution![e.attr]!.indexOf(e.value) + 1)}`);
  const clue = (c: Clue): string => {
    if (c.type === "any_of")
      return `any${c.options
        .map((o) => `[${o.map(clue).sort().join(",")}]`)
        .sort()
        .join("")}`;
    let type: string = c.type;
    // (The generated row puzzles this reference reads have no clue without an `a`.)
    let [a, b, third] = ["a" in c ? c.a : undefined, "b" in c ? c.b : undefined, "c" in c ? c.c : undefined];
    let d = "d" in c ? c.d : undefined;
    if (flip) {
      type = mirrored[c.type] ?? type;
      if (type === "between") [a, third] = [third!, a];
    }
    const base = converse[type as Clue["type"]];
    if (base !== undefined) [type, a, b] = [base, b!, a];
    if (type === "difference" && d! < 0) [a, b, d] = [b!, a, -d!];
    const entities = [a, b, third].filter((e): e is Entity => e !== undefined).map(entity);
    if (symmetricTypes.has(type)) entities.sort();
    const at = c.type === "at" || c.type === "not_at" ? pos(c.pos) : null;
    const attr = "attr" in c ? perm[index.get(c.attr)!] : null;
    return JSON.stringify([type, entities, at, d ?? null, attr]);
  };
  const how = comparisons(p);
  const descriptions: string[] = [];
  p.attributes.forEach((attribute, i) => {
    const row = flip ? [...p.solution![attribute.name]!].reverse() : p.solution![attribute.name]!;
    const kind = how.get(attribute.name);
    const numbers = row as readonly number[];
    descriptions[perm[i]!] =
      kind === undefined
        ? "c"
        : kind === "order"
          ? `o${numbers.map((v) => [...numbers].sort((x, y) => x - y).indexOf(v))}`
          : `d${numbers.map((v) => v - Math.min(...numbers))}`;
  });
  return JSON.stringify([n, p.attributes.length, descriptions, p.clues.map(clue).sort()]);
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((perm) => Array.from({ length: n }, (_, k) => [...perm.slice(0, k), n - 1, ...perm.slice(k)]));
}

/** Whether some renumbering of attributes and orientation turns one puzzle into the other. */
function equivalent(p: Puzzle, q: Puzzle): boolean {
  if (p.size !== q.size || p.attributes.length !== q.attributes.length) return false;
  const m = p.attributes.length;
  const target = naiveForm(p, [...Array(m).keys()], false);
  return permutations(m).some((perm) => naiveForm(q, perm, false) === target || naiveForm(q, perm, true) === target);
}

describe("puzzleFingerprint separates", () => {
  it("exactly the puzzles that are not the same up to the maps (checked by brute force on small puzzles)", () => {
    const small = createTestRng(99);
    const tiny = (size: number, attributes: number): Puzzle => randomPuzzle(small, { size, attributes, clues: 1 + small.int(3) }).puzzle;
    let same = 0;
    let different = 0;
    const wrong: string[] = [];
    for (let k = 0; k < 4000; k++) {
      const size = 1 + small.int(4);
      const attributes = 1 + small.int(3);
      const p = tiny(size, attributes);
      // The other puzzle is a disguised copy of p, a disguised random puzzle of the same shape, or
      // a plain one: so that copies, chance coincidences and true differences all come up often.
      const pick = small.int(3);
      const q = pick === 0 ? allMaps(p, small) : pick === 1 ? allMaps(tiny(size, attributes), small) : tiny(size, attributes);
      const expected = equivalent(p, q);
      if (expected) same++;
      else different++;
      if ((puzzleFingerprint(p) === puzzleFingerprint(q)) !== expected) wrong.push(`${JSON.stringify(p)}\n${JSON.stringify(q)}\nequivalent: ${expected}`);
    }
    expect(wrong.slice(0, 1)).toEqual([]);
    expect(same).toBeGreaterThan(200);
    expect(different).toBeGreaterThan(200);
  });

  it("a puzzle from the same puzzle with one clue changed, dropped or repeated", () => {
    const changes: Puzzle[] = [
      { ...einstein, clues: einstein.clues.slice(1) },
      { ...einstein, clues: [...einstein.clues, einstein.clues[0]!] },
      { ...einstein, clues: einstein.clues.map((c) => (c.type === "next_to" ? { ...c, type: "not_next_to" as const } : c)) },
      { ...einstein, clues: einstein.clues.map((c) => (c.type === "immediately_left" ? { ...c, type: "immediately_right" as const } : c)) },
    ];
    const prints = new Set([einstein, ...changes].map((p) => puzzleFingerprint(p, einstein.solution)));
    expect(prints.size).toBe(changes.length + 1);
  });
});

// -------------------------------------------------------------------------------------------
// Numeric attributes, solutions and the weak form.

/** Two houses, an Age compared by `clues`. */
function aged(ages: readonly number[], clues: readonly Clue[]): Puzzle {
  return {
    format: formatTag,
    size: ages.length,
    attributes: [
      { name: "Name", values: ["Ann", "Ben", "Cid"].slice(0, ages.length) },
      { name: "Age", values: [...ages] },
    ],
    clues,
    solution: { Name: ["Ann", "Ben", "Cid"].slice(0, ages.length), Age: [...ages] },
  };
}

describe("numeric attributes", () => {
  const older: Clue = { type: "greater_than", attr: "Age", a: { attr: "Name", value: "Ben" }, b: { attr: "Name", value: "Ann" } };
  const tenOlder = (d: number): Clue => ({ type: "difference", attr: "Age", a: { attr: "Name", value: "Cid" }, b: { attr: "Name", value: "Ann" }, d });

  it("compared by order only: any renaming that keeps the order changes nothing; one that reverses it does", () => {
    expect(puzzleFingerprint(aged([20, 30, 40], [older]))).toBe(puzzleFingerprint(aged([1, 2, 99], [older])));
    expect(puzzleFingerprint(aged([20, 30, 40], [older]))).not.toBe(puzzleFingerprint(aged([40, 30, 20], [older])));
  });

  it("compared by difference: a shift of every value changes nothing; a scaling does", () => {
    expect(puzzleFingerprint(aged([20, 25, 30], [tenOlder(10)]))).toBe(puzzleFingerprint(aged([61, 66, 71], [tenOlder(10)])));
    expect(puzzleFingerprint(aged([20, 25, 30], [tenOlder(10)]))).not.toBe(puzzleFingerprint(aged([40, 50, 60], [tenOlder(20)])));
    // Values that are not whole numbers count as they are.
    expect(puzzleFingerprint(aged([1.5, 2, 2.5], [tenOlder(1)]))).toBe(
      puzzleFingerprint(renameAttributes(mirror(aged([1.5, 2, 2.5], [tenOlder(1)])), createTestRng(1))),
    );
    expect(puzzleFingerprint(aged([1.5, 2, 2.5], [tenOlder(1)]))).not.toBe(puzzleFingerprint(aged([2.5, 3, 3.5], [tenOlder(1)])));
  });

  it("never compared: the numbers are names like any other", () => {
    const plain = aged([20, 30, 40], [{ type: "at", a: { attr: "Age", value: 30 }, pos: 2 }]);
    expect(puzzleFingerprint(plain)).toBe(puzzleFingerprint(aged([7, 5, 3], [{ type: "at", a: { attr: "Age", value: 5 }, pos: 2 }])));
  });
});

describe("the solution", () => {
  it("is found with the complete solver when the puzzle does not carry it; a puzzle without exactly one cannot be fingerprinted", () => {
    const { solution, ...bare } = einstein;
    expect(puzzleFingerprint(bare)).toBe(puzzleFingerprint(einstein));
    const open = { ...bare, clues: bare.clues.slice(1) };
    expect(() => puzzleFingerprint(open)).toThrow(
      "the puzzle has more than one solution; a fingerprint is defined for a puzzle with exactly one (or pass the solution)",
    );
    expect(puzzleFingerprint(open, solution)).toMatch(/^zf1-/);
    expect(() => puzzleFingerprint(einstein, { ...solution!, Pet: ["dog", "dog", "dog", "dog", "dog"] })).toThrow(
      `the solution's "Pet" is not a permutation of the attribute's values`,
    );
  });
});

describe("highly symmetric puzzles", () => {
  // Cycles of "not the same person" links between attributes, in two houses: each attribute's
  // house-1 value is not the same person as the next attribute's house-2 value.
  const rings = (lengths: readonly number[]): Puzzle => {
    const names = lengths.flatMap((length, r) => Array.from({ length }, (_, i) => `R${r}-${i}`));
    const links: Clue[] = lengths.flatMap((length, r) =>
      Array.from(
        { length },
        (_, i): Clue => ({ type: "not_same", a: { attr: `R${r}-${i}`, value: "x" }, b: { attr: `R${r}-${(i + 1) % length}`, value: "y" } }),
      ),
    );
    return {
      format: formatTag,
      size: 2,
      attributes: names.map((name) => ({ name, values: ["x", "y"] })),
      clues: links,
      solution: Object.fromEntries(names.map((n) => [n, ["x", "y"]])),
    };
  };

  it("with attributes that refinement cannot tell apart are told apart by the search", () => {
    // Every attribute of a 6-cycle and of a 3-cycle looks alike to colour refinement, so only
    // individualising them shows which is which.
    const mixed = rings([6, 3, 3]);
    const print = puzzleFingerprint(mixed);
    expect(print).toMatch(/^zf1-/);
    for (let seed = 0; seed < 20; seed++)
      expect(puzzleFingerprint(renameAttributes(reorderClues(mixed, createTestRng(seed)), createTestRng(seed + 100)))).toBe(print);
    expect(new Set([print, puzzleFingerprint(rings([12])), puzzleFingerprint(rings([3, 3, 3, 3])), puzzleFingerprint(rings([6, 6]))]).size).toBe(4);
  });

  it("with many automorphisms stay exact and fast: the search skips what an automorphism repeats", () => {
    // Sixteen pairs and thirty attributes in three rings: millions of labellings without pruning.
    for (const lengths of [Array.from({ length: 16 }, () => 2), [10, 10, 10], [5, 5, 5, 5, 5, 5]]) {
      const puzzle = rings(lengths);
      const started = performance.now();
      const print = puzzleFingerprint(puzzle);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(print).toMatch(/^zf1-/);
      expect(puzzleFingerprint(allMaps(puzzle, createTestRng(lengths.length)))).toBe(print);
    }
    // Every attribute but the first tied to it the same way: any two of them are interchangeable.
    const attributes = Array.from({ length: 32 }, (_, i) => ({ name: `A${i}`, values: ["x", "y"] }));
    const star: Puzzle = {
      format: formatTag,
      size: 2,
      attributes,
      clues: [
        { type: "at", a: { attr: "A0", value: "x" }, pos: 1 },
        ...attributes.slice(1).map((a): Clue => ({ type: "same", a: { attr: "A0", value: "x" }, b: { attr: a.name, value: "x" } })),
      ],
      solution: Object.fromEntries(attributes.map((a) => [a.name, ["x", "y"]])),
    };
    expect(puzzleFingerprint(star)).toMatch(/^zf1-/);
  });

  it("get the weak form when the search would take too long, and it is still invariant", () => {
    const mixed = rings([6, 3, 3]);
    const weak = canonicalise(mixed, undefined, 3);
    expect(weak.weak).toBe(true);
    expect(weak.text.startsWith("w")).toBe(true);
    for (let seed = 0; seed < 10; seed++) expect(canonicalise(allMaps(mixed, createTestRng(seed)), undefined, 3)).toEqual(weak);
    expect(canonicalise(mixed, undefined).weak).toBe(false);
  });
});

describe("sha256Ascii", () => {
  it("gives the FIPS 180-4 digests, and node:crypto's for texts of every length around the block size", () => {
    expect(sha256Ascii("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Ascii("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Ascii("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    for (let length = 0; length < 200; length++) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * 7 + length) % 95))).join("");
      expect(sha256Ascii(text)).toBe(createHash("sha256").update(text).digest("hex"));
    }
    expect(() => sha256Ascii("é")).toThrow(TypeError);
  });
});
