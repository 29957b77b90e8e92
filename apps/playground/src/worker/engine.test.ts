import { readFileSync } from "node:fs";
import { parsePuzzle, serializePuzzle, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { analyze, generate, themes } from "./engine.js";

function parse(doc: unknown): Puzzle {
  const r = parsePuzzle(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const einstein = parse(readFileSync(new URL("../../../../fixtures/einstein.json", import.meta.url), "utf8"));

describe("the engine worker's work", () => {
  it("lists the themes with what they can fill", () => {
    const list = themes();
    expect(list.map((t) => t.id)).toContain("classic");
    for (const t of list) {
      expect(t.attributes).toBeGreaterThan(1);
      expect(t.maxSize).toBeGreaterThan(1);
    }
  });

  it("generates the same puzzle for the same settings, with a trace and its answer", () => {
    const req = { size: 4, attributes: 3, difficulty: "easy", theme: "classic", seed: 11 } as const;
    const a = generate(req);
    const b = generate(req);
    expect(serializePuzzle(a.puzzle)).toBe(serializePuzzle(b.puzzle));
    expect(a.puzzle.size).toBe(4);
    expect(a.puzzle.attributes).toHaveLength(3);
    expect(a.analysis.status).toBe("unique");
    expect(a.analysis.steps.length).toBeGreaterThan(0);
    expect(a.analysis.solution).toEqual(a.puzzle.solution);
    expect(serializePuzzle(generate({ ...req, seed: 12 }).puzzle)).not.toBe(serializePuzzle(a.puzzle));
  });

  it("finds Einstein's unique solution and a full deduction", () => {
    const a = analyze(einstein);
    expect(a.status).toBe("unique");
    expect(a.complete).toBe(true);
    expect(a.solution).toEqual(einstein.solution);
  });

  it("tells several solutions from none, and names clues that conflict", () => {
    const base = { format: "zebra-puzzle/1", size: 2, attributes: { Pet: ["dog", "cat"], Color: ["red", "blue"] } };
    expect(analyze(parse({ ...base, clues: [{ type: "at", a: { attr: "Pet", value: "dog" }, pos: 1 }] })).status).toBe("several");
    const none = analyze(
      parse({
        ...base,
        clues: [
          { type: "at", a: { attr: "Color", value: "red" }, pos: 2 },
          { type: "at", a: { attr: "Pet", value: "dog" }, pos: 1 },
          { type: "same", a: { attr: "Pet", value: "dog" }, b: { attr: "Color", value: "red" } },
        ],
      }),
    );
    expect(none.status).toBe("none");
    expect(none.conflict).toEqual([0, 1, 2]);
    expect(none.solution).toBeUndefined();
  });
});
