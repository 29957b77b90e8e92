import { describe, expect, it } from "vitest";
import type { Puzzle } from "@zebra/model";
import type { Step } from "@zebra/model";
import { layoutSolution, numberedStep, type SolutionWording } from "./solution-layout.js";

const puzzle: Pick<Puzzle, "size" | "attributes"> = {
  size: 4,
  attributes: [{ name: "Pet", values: ["dog", "cat", "fox", "owl"] }],
};
const at = (value: string, pos: number): Step => ({
  rule: "clue",
  tier: 1,
  clues: [0],
  premises: [],
  conclusions: [{ kind: "at", entity: { attr: "Pet", value }, pos }],
});
/** A step that starts from what an earlier one concluded (so that the earlier one is worded). */
const relying = (step: Step, on: Step): Step => ({ ...step, premises: [...step.premises, ...on.conclusions] });
const wording: SolutionWording = {
  heading: "Solution",
  step: (s) => (s.rule === "contradiction" ? "Suppose.\n  - inner *a*\nSo." : `place ${JSON.stringify(s.conclusions[0])}`),
  grid: (g) => `[${(g.Pet ?? []).map((v) => v ?? "_").join(" ")}]`,
  candidateGrid: (c, placed) => `{${(c.Pet ?? []).map((values, i) => (placed.Pet?.[i] ? `${placed.Pet[i]}!` : values.join("|"))).join(" ")}}`,
  gridCaption: (n) => `After ${n}:`,
  finalCaption: (done) => (done ? "Done:" : "Open:"),
  noSteps: "Nothing to do.",
  closing: (g) => (g.Pet?.[0] === "dog" ? "The dog is first." : undefined),
};

describe("layoutSolution", () => {
  it("numbers steps, shows the grid every N steps and at the end, and closes", () => {
    const text = layoutSolution(puzzle, [at("dog", 1), at("cat", 2), at("fox", 3)], { gridEvery: 2 }, wording);
    const blocks = text.split("\n\n");
    expect(blocks[0]).toBe("Solution");
    expect(blocks[1]).toMatch(/^1\. place .*\n2\. place /);
    expect(blocks[2]).toBe("After 2:");
    expect(blocks[3]).toBe("[dog cat _ _]");
    expect(blocks[4]).toMatch(/^3\. place /);
    expect(blocks.slice(5)).toEqual(["Done:", "[dog cat fox owl]", "The dog is first."]);
  });
  it("places in words a value that a step leaves with one house without placing it", () => {
    const text = layoutSolution(puzzle, [at("dog", 1), at("cat", 2), at("fox", 3)], { gridEvery: 0 }, wording);
    expect(text).toContain(
      '3. place {"kind":"at","entity":{"attr":"Pet","value":"fox"},"pos":3} place {"kind":"at","entity":{"attr":"Pet","value":"owl"},"pos":4}',
    );
    expect(text).not.toMatch(/^[12]\. .*owl/m);
  });
  it("leaves out a later step that places again what the text has placed", () => {
    const text = layoutSolution(puzzle, [at("dog", 1), at("cat", 2), at("fox", 3), at("owl", 4)], { gridEvery: 0 }, wording);
    // The fox's step leaves the owl one house and says so; the owl's own step would tell nothing new.
    expect(text.match(/owl/g)).toHaveLength(2);
    expect(text).toMatch(/^3\. place .*fox.* place .*owl/m);
    expect(text).not.toMatch(/^4\. /m);
  });
  it("passes what the sentence before said about a value as all the text knows of it", () => {
    const notAt = (value: string, positions: number[], premises: Step["premises"] = []): Step => ({
      rule: "clue",
      tier: 1,
      clues: [0],
      premises,
      conclusions: [{ kind: "not_at", entity: { attr: "Pet", value }, positions }],
    });
    const first = notAt("dog", [3, 4]);
    const second = notAt("dog", [1], first.conclusions);
    const third = notAt("cat", [2], [{ kind: "among", entity: { attr: "Pet", value: "dog" }, positions: [2] }]);
    const seen: unknown[] = [];
    layoutSolution(
      puzzle,
      [first, second, third],
      { gridEvery: 0 },
      {
        ...wording,
        step: (_step, _, justSaid) => {
          seen.push(justSaid);
          return "x";
        },
      },
    );
    // The second step said "not in house 1"; with "not in house 3 or 4" before it, the dog is in house 2.
    expect(seen[1]).toEqual([{ kind: "among", entity: { attr: "Pet", value: "dog" }, positions: [1, 2] }]);
    expect(seen[2]).toEqual([{ kind: "among", entity: { attr: "Pet", value: "dog" }, positions: [2] }]);
  });
  it("marks a complete grid as done", () => {
    const text = layoutSolution(puzzle, [at("dog", 1), at("cat", 2), at("fox", 3), at("owl", 4)], { gridEvery: 0 }, wording);
    expect(text).not.toContain("After");
    expect(text).toContain("Done:\n\n[dog cat fox owl]");
  });
  it("skips a part-way grid that did not change, and marks an unfinished grid", () => {
    const stay: Step = { ...at("dog", 1), conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "cat" }, positions: [1] }] };
    const text = layoutSolution(puzzle, [stay, stay, stay], { gridEvery: 1 }, wording);
    expect(text).not.toContain("After");
    expect(text).toContain("Open:\n\n[_ _ _ _]");
  });
  it("says so when there are no steps", () => {
    expect(layoutSolution(puzzle, [], {}, wording).split("\n\n")).toEqual(["Solution", "Nothing to do.", "Open:", "[_ _ _ _]"]);
  });
  it("does not replay the sub-steps of a proof by contradiction", () => {
    const contradiction: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "dog" }, positions: [2] }],
      assumption: { kind: "at", entity: { attr: "Pet", value: "dog" }, pos: 2 },
      subSteps: [at("cat", 1)],
      clash: { conflict: { kind: "clue", clue: 0 }, facts: [] },
    };
    const text = layoutSolution(puzzle, [contradiction, relying(at("dog", 1), contradiction)], {}, wording);
    // The cat placed inside the proof is not in the grid: only the proof's conclusion and the dog are.
    expect(text).toContain("[dog _ _ _]");
    expect(text).toContain("1. Suppose.\n     - inner *a*\n   So.");
  });
  it("shows a candidate grid when asked: what the stated conclusions leave, and what they place", () => {
    const notCat: Step = { ...at("dog", 1), conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "cat" }, positions: [3, 4] }] };
    const text = layoutSolution(puzzle, [notCat, at("dog", 1)], { gridEvery: 1, grid: "candidates" }, wording);
    expect(text).toContain("After 1:\n\n{dog|cat|fox|owl dog|cat|fox|owl dog|fox|owl dog|fox|owl}");
    // Once the dog is placed, the cat has one house left: the text says so, and the grid shows it.
    expect(text).toContain("Open:\n\n{dog! cat! fox|owl fox|owl}");
  });
  it("shows in a grid a value left with one house once the text has placed it, and not before", () => {
    // The first step leaves the owl one house: its item says so, and the grid after it shows it.
    const ruleOut: Step = { ...at("dog", 1), conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "owl" }, positions: [1, 2, 3] }] };
    const text = layoutSolution(puzzle, [ruleOut, at("dog", 1), relying(at("owl", 4), ruleOut)], { gridEvery: 1 }, wording);
    expect(text).toMatch(/^1\. place .*not_at.* place .*owl.*"pos":4\}$/m);
    expect(text).toContain("After 1:\n\n[_ _ _ owl]");
    expect(text).not.toMatch(/^3\. /m);
  });
  it("folds into a full item what its placement forces, pulled forward past the steps between", () => {
    const after = (value: string, pos: number, known: string, knownPos: number): Step => ({
      ...at(value, pos),
      premises: [{ kind: "at", entity: { attr: "Pet", value: known }, pos: knownPos }],
    });
    const ruleOut: Step = { ...at("dog", 1), conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "owl" }, positions: [3] }] };
    const text = layoutSolution(puzzle, [at("dog", 1), ruleOut, after("cat", 2, "dog", 1)], { gridEvery: 0 }, wording);
    // The cat follows from the dog's placement: it joins the dog's item, and the elimination comes after.
    expect(text).toMatch(/^1\. place .*dog[^\n]* place .*cat[^\n]*$/m);
    expect(text).toMatch(/^2\. place .*not_at.* place .*owl.* place .*fox.*$/m);
    expect(text).not.toMatch(/^3\. /m);
  });
  it("tells each step the clues the steps before it cite, its own not among them", () => {
    const seen: number[][] = [];
    const cited = {
      ...wording,
      step: (_step: Step, stated: ReadonlySet<number>) => {
        seen.push([...stated].sort());
        return "said";
      },
    };
    layoutSolution(
      puzzle,
      [
        { ...at("dog", 1), clues: [2] },
        { ...at("cat", 2), clues: [0, 1] },
        { ...at("fox", 3), clues: [2] },
      ],
      { gridEvery: 0 },
      cited,
    );
    expect(seen.slice(0, 3)).toEqual([[], [2], [0, 1, 2]]);
  });
  it("words singles in a row as one sentence where the locale can, and places them all in the grid", () => {
    const single = (value: string, pos: number): Step => ({ ...at(value, pos), rule: "hidden-single", clues: [] });
    const steps = [at("dog", 1), single("cat", 2), single("fox", 3), single("owl", 4)];
    const together = { ...wording, singles: (run: readonly Step[]) => `${run.length} singles` };
    const text = layoutSolution(puzzle, steps, { style: "concise", gridEvery: 0 }, together);
    expect(text).toContain("1. place");
    expect(text).toMatch(/ 3 singles$/m);
    expect(text).toContain("[dog cat fox owl]");
    // A locale that cannot word the run as one words each step.
    expect(layoutSolution(puzzle, steps, { style: "concise", gridEvery: 0 }, { ...wording, singles: () => undefined })).not.toContain("singles");
  });
  it("leaves out of the full style a step that only rules out what no later step relies on", () => {
    const idle: Step = { ...at("dog", 1), clues: [1], conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "cat" }, positions: [1] }] };
    const used: Step = { ...at("dog", 1), clues: [2], conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "fox" }, positions: [1, 2] }] };
    const text = layoutSolution(puzzle, [idle, used, at("dog", 1), relying(at("fox", 3), used)], { gridEvery: 0 }, wording);
    expect(text).not.toContain('"cat"');
    expect(text).toMatch(/^1\. place .*"fox"\},"positions":\[1,2\]/m);
    expect(text).toMatch(/^3\. place .*"fox".*"pos":3/m);
  });
  it("numbers the lines of the concise style, each with the placements it forces", () => {
    const after = (value: string, pos: number, known: string, knownPos: number): Step => ({
      ...at(value, pos),
      premises: [{ kind: "at", entity: { attr: "Pet", value: known }, pos: knownPos }],
    });
    const ruleOut: Step = { ...at("dog", 1), conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "fox" }, positions: [1] }] };
    const text = layoutSolution(puzzle, [at("dog", 1), ruleOut, after("cat", 2, "dog", 1), after("fox", 3, "cat", 2)], { style: "concise" }, wording);
    // One line: the placement, then what it forces (pulled forward past the elimination), and the owl left one house.
    expect(text.split("\n\n")[1]).toMatch(/^1\. place .*dog.* place .*cat.* place .*fox.* place .*owl[^\n]*$/);
    // The elimination tells nothing new by then, so it is left out.
    expect(text).not.toContain("not_at");
    expect(text).not.toContain("After");
  });
  it("writes Markdown: a heading, escaped data and a blank line after nested bullets", () => {
    const contradiction: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "dog" }, positions: [2] }],
      assumption: { kind: "at", entity: { attr: "Pet", value: "dog" }, pos: 2 },
      subSteps: [],
      clash: { conflict: { kind: "clue", clue: 0 }, facts: [] },
    };
    const text = layoutSolution(puzzle, [contradiction, relying(at("dog", 1), contradiction)], { format: "markdown" }, wording);
    expect(text.startsWith("## Solution\n\n1. Suppose.\n     - inner \\*a\\*\n\n   So.")).toBe(true);
  });
  it("writes the cases of one split in Markdown as one list, without blank lines between them", () => {
    const split =
      "Consider clue 4.\n  - If the cat lives in house 3:\n      - The dog is in house 4.\n  - If in house 4:\n      - The dog is in house 5.\n      But then clue 2 fails.\n  - If in house 5:\n      - The dog is in house 1.\nEither way, the dog is not in house 2.";
    expect(numberedStep(7, split, "markdown")).toBe(
      [
        "7. Consider clue 4.",
        "     - If the cat lives in house 3:",
        "         - The dog is in house 4.",
        "     - If in house 4:",
        "         - The dog is in house 5.",
        "         But then clue 2 fails.",
        "     - If in house 5:",
        "         - The dog is in house 1.",
        "",
        "   Either way, the dog is not in house 2.",
      ].join("\n"),
    );
  });
  it("takes a locale's own sub-step bullet, and writes it in Markdown as a list item", () => {
    const contradiction: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      conclusions: [{ kind: "not_at", entity: { attr: "Pet", value: "dog" }, positions: [2] }],
      assumption: { kind: "at", entity: { attr: "Pet", value: "dog" }, pos: 2 },
      subSteps: [],
      clash: { conflict: { kind: "clue", clue: 0 }, facts: [] },
    };
    const japanese: SolutionWording = {
      ...wording,
      step: (s) => (s.rule === "contradiction" ? "仮定する。\n  ・内側の*a*\nしたがって。" : "置く。"),
      subStepBullet: "・",
    };
    const steps = [contradiction, relying(at("dog", 1), contradiction)];
    expect(layoutSolution(puzzle, steps, {}, japanese)).toContain("1. 仮定する。\n     ・内側の*a*\n   したがって。");
    expect(layoutSolution(puzzle, steps, { format: "markdown" }, japanese)).toContain("1. 仮定する。\n     - 内側の\\*a\\*\n\n   したがって。");
  });
});
