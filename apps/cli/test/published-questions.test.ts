// The most famous published text, verbatim, through the built binary: it lists no values, so
// its attributes are learned from the sentences; it asks two questions and both are answered.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { requireBuilt, root, zebra } from "./helpers.js";

const life = readFileSync(join(root, "fixtures/published/en/life-international-1962.txt"), "utf8").split("\n---\n")[1]!;

describe("zebra solve on the Life International text (1962), verbatim", () => {
  beforeAll(requireBuilt);

  it("solves it to the published grid and answers both questions, in text", async () => {
    const result = await zebra(["solve", "-"], { input: life });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Nationality +Norwegian +Ukrainian +Englishman +Spaniard +Japanese *$/m);
    expect(result.stdout).toMatch(/^Pet +fox +horse +snails +dog +zebra *$/m);
    const answers = result.stdout.trim().split("\n").slice(-2);
    expect(answers[0]).toMatch(/water.*Norwegian/);
    expect(answers[1]).toMatch(/zebra.*Japanese/);
    // What the reader learned, and the remark it set aside, are said on stderr.
    expect(result.stderr).toContain(
      '"Smoke" is not listed, so its values are the ones the clues name: Old Gold, Kools, Chesterfields, Lucky Strike and Parliaments.',
    );
    expect(result.stderr).toContain("One other thing");
  });

  it("gives each answer with --json, the last as the puzzle's own", async () => {
    const result = await zebra(["solve", "-", "--json"], { input: life });
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as { status: string; answer: { answer: string }; answers: { query: { where: unknown }; answer: string }[] };
    expect(json.status).toBe("unique");
    expect(json.answers.map((a) => [a.query.where, a.answer])).toEqual([
      [{ attr: "Drink", value: "water" }, "Norwegian"],
      [{ attr: "Pet", value: "zebra" }, "Japanese"],
    ]);
    expect(json.answer.answer).toBe("Japanese");
  });
});
