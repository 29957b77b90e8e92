// `zebra solve FILE --why STATEMENT`, through the built binary: the steps a statement depends
// on, in the chosen locale; one-line errors (exit 2) for statements that are false, not forced,
// or not understood.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lexiconFor, parsePuzzle } from "@zebra/model";
import { locale } from "@zebra/render-en";
import { deduce } from "@zebra/solver";
import { classicVocabulary } from "@zebra/vocab";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

const einstein = join(root, "fixtures/einstein.json");
let dir: string;

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-why-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The numbered steps of an explanation (their first lines). */
function stepLines(text: string): string[] {
  return lines(text).filter((line) => /^\d+\. /.test(line));
}

/** One error line on stderr with the exit code, nothing on stdout, no stack trace. */
function expectError(result: Awaited<ReturnType<typeof zebra>>, code: number, pattern: RegExp): void {
  expect(result.stdout).toBe("");
  expect(hasStackTrace(result.stderr)).toBe(false);
  expect(lines(result.stderr)).toEqual([expect.stringMatching(pattern)]);
  expect(result.code).toBe(code);
}

describe("zebra solve --why", () => {
  it('"Norwegian at 1" on the Einstein puzzle is one step: the clue that says so', async () => {
    const result = await zebra(["solve", einstein, "--why", "Norwegian at 1"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([expect.stringMatching(/^1\. By clue \d+, the Norwegian lives in house 1\.$/)]);
  });

  it('"zebra same German" is a chain of the solver\'s own steps, in its order, that ends on it', async () => {
    const result = await zebra(["solve", einstein, "--why", "zebra same German"]);
    expect(result.code).toBe(0);
    const json = JSON.parse((await zebra(["solve", einstein, "--why", "zebra same German", "--json"])).stdout) as { steps: number };
    const chain = stepLines(result.stdout).map((line) => line.replace(/^\d+\. /, ""));
    // The chain is a sub-trace of the solution: each of its steps is one of the solver's steps,
    // worded as the full style words that step, in the solver's order; after a step, a value it
    // leaves with one house is placed in a line of its own, as a solution does. (The full
    // solution leaves out eliminations that none of its later steps relies on; a chain may rely
    // on some of them, so it is compared with the solver's steps, not with that text.)
    const parsed = parsePuzzle(readFileSync(einstein, "utf8"));
    if (!parsed.ok) throw new Error("the Einstein fixture does not parse");
    const puzzle = parsed.value;
    const ctx = { puzzle, lexicon: lexiconFor(classicVocabulary, locale.words, puzzle) };
    const solverSteps = deduce(puzzle).steps.map((step) => locale.renderer.step(step, ctx));
    let from = 0;
    let fromSolver = 0;
    for (const line of chain) {
      const at = solverSteps.indexOf(line, from);
      if (at >= 0) {
        fromSolver++;
        from = at + 1;
      } else expect(line).toMatch(/^(Only house \d is left for the [\w ]+|The [\w ]+ can only be house \d)\.$/);
    }
    expect(fromSolver).toBe(json.steps);
    expect(json.steps).toBeGreaterThan(1);
    expect(json.steps).toBeLessThan(solverSteps.length);
    expect(chain.at(-1)).toBe("Only house 4 is left for the zebra owner.");
    expect(lines(result.stdout).at(-1)).toBe("The zebra owner is the German.");
  });

  it("speaks the chosen locale, and reads values in any case", async () => {
    const result = await zebra(["solve", einstein, "--why", "ZEBRA same german", "--locale", "zh"]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).at(-1)).toBe("养斑马的人是德国人。");
    // A clue's own statement, in any case and either order, is that clue.
    expect((await zebra(["solve", einstein, "--why", "TEA same dane", "--locale", "zh"])).stdout).toBe("丹麦人喝茶（线索3）。\n");
    expect(stepLines(result.stdout)[0]).toMatch(/^1\. 由线索\d+，/);
    expect(result.stdout).not.toMatch(/\b(clue|house|lives)\b/);
  });

  it("a false statement: one line, exit 2", async () => {
    expectError(
      await zebra(["solve", einstein, "--why", "Norwegian at 2"]),
      2,
      /^zebra solve: .*einstein\.json: "Norwegian at 2" is false: no solution of the puzzle has it$/,
    );
    expectError(await zebra(["solve", einstein, "--why", "zebra same Dane"]), 2, /"zebra same Dane" is false/);
  });

  it("says why there are no steps in the chosen locale", async () => {
    expectError(
      await zebra(["solve", einstein, "--why", "Norwegian at 2", "--locale", "zh"]),
      2,
      /^zebra solve: .*einstein\.json: “Norwegian at 2”不成立：谜题没有一个解符合这一说法$/,
    );
  });

  it("a statement the clues do not force: one line, exit 2", async () => {
    const loose = JSON.parse(readFileSync(einstein, "utf8")) as { clues: unknown[] };
    loose.clues = loose.clues.slice(0, 4);
    const file = join(dir, "loose.json");
    writeFileSync(file, JSON.stringify(loose));
    expectError(
      await zebra(["solve", file, "--why", "zebra at 4"]),
      2,
      /^zebra solve: .*loose\.json: "zebra at 4" does not follow from the clues: some solutions have it, others do not$/,
    );
  });

  it("a statement it cannot read: one line naming what is wrong, with the closest value", async () => {
    expectError(
      await zebra(["solve", einstein, "--why", "Norwegain at 1"]),
      2,
      /^zebra solve: --why "Norwegain at 1": no value "Norwegain" \(did you mean "Norwegian"\?\)$/,
    );
    expectError(
      await zebra(["solve", einstein, "--why", "Norwegian on 1"]),
      2,
      /^zebra solve: --why "Norwegian on 1": expected a statement such as "V at N" or "V same V"/,
    );
    expectError(await zebra(["solve", einstein, "--why", "Norwegian at 9"]), 2, /there is no house 9: the houses are 1 to 5$/);
    expectError(await zebra(["solve", einstein, "--why", "Colour=red at 3"]), 2, /no attribute "Colour" \(did you mean "Color"\?\)$/);
  });

  it("asks for Attribute=value when two attributes share a value", async () => {
    const file = join(dir, "shared.json");
    const puzzle = {
      format: "zebra-puzzle/1",
      size: 2,
      attributes: { Floor: [1, 2], Age: [1, 2] },
      clues: [
        { type: "at", a: { attr: "Age", value: 1 }, pos: 1 },
        { type: "same", a: { attr: "Floor", value: 2 }, b: { attr: "Age", value: 2 } },
      ],
    };
    writeFileSync(file, JSON.stringify(puzzle));
    expectError(await zebra(["solve", file, "--why", "1 at 1"]), 2, /"1" is a value of Floor and Age: write Floor=1 or Age=1$/);
    const result = await zebra(["solve", file, "--why", "Age=1 at 1"]);
    expect(result.code).toBe(0);
    expect(stepLines(result.stdout)[0]).toMatch(/^1\. By clue 1, /);
  });

  it("gives JSON with --json, and refuses --explain, --count and --all", async () => {
    const result = await zebra(["solve", einstein, "--why", "Norwegian at 1", "--json"]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { status: string; steps: number; explanation: string };
    expect(json).toMatchObject({ why: "Norwegian at 1", status: "derived", steps: 1 });
    expect(json.explanation).toMatch(/^1\. By clue/);
    const denied = await zebra(["solve", einstein, "--why", "Norwegian at 2", "--json"]);
    expect(denied.code).toBe(2);
    expect(JSON.parse(denied.stdout)).toMatchObject({ status: "contradicted", steps: 0, explanation: "" });
    expect(lines(denied.stderr)).toHaveLength(1);
    const both = await zebra(["solve", einstein, "--why", "Norwegian at 1", "--explain"]);
    expect(both.code).toBe(2);
    expect(lines(both.stderr)[0]).toMatch(/--why cannot be used with --explain/);
  });
  it("a statement a clue makes outright is answered by that clue, in every locale", async () => {
    const expected = {
      en: "The Dane drinks tea (clue 3).",
      de: "Der Däne trinkt Tee (Hinweis 3).",
      zh: "丹麦人喝茶（线索3）。",
      ja: "デンマーク人は紅茶を飲む（ヒント3）。",
    };
    for (const [locale, line] of Object.entries(expected)) {
      const result = await zebra(["solve", einstein, "--why", "Dane same tea", "--locale", locale]);
      expect(result.code).toBe(0);
      expect(lines(result.stdout)).toEqual([line]);
    }
  });

  it("ends on the step that says the asked fact", async () => {
    for (const [statement, last] of [
      ["Dane at 2", /the Dane|Dane lives in house 2/],
      ["Blue Master at 5", /Blue Master smoker/],
    ] as const) {
      const steps = stepLines((await zebra(["solve", einstein, "--why", statement])).stdout);
      expect(steps.at(-1), statement).toMatch(last);
      expect(steps.at(-1), statement).toMatch(/house (2|5)/);
    }
  });
});
