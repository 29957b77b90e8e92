// ZebraLogic prompts, verbatim, through the built binary: a clue may put a noun after the listed
// value ("an associate's degree" for `associate`, "camping trips" for `camping`). The noun is
// read as describing that value only when no other word of the puzzle could be meant.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { requireBuilt, root, zebra } from "./helpers.js";

const prompt = (name: string): string => readFileSync(join(root, `fixtures/published/en/${name}.txt`), "utf8").split("\n---\n")[1]!;
const degree = prompt("zebralogic-2x3-13");
const vacation = prompt("zebralogic-6x5-mother-vacation");

describe("a noun after a listed value, in ZebraLogic prompts", () => {
  beforeAll(requireBuilt);

  it("reads 'an associate's degree' as the value associate and solves the 2x3 prompt to its gold grid", async () => {
    const result = await zebra(["solve", "-"], { input: degree });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Name +Arnold +Eric *$/m);
    expect(result.stdout).toMatch(/^Level of education +associate +high school *$/m);
    expect(result.stdout).toMatch(/ +Holly +Aniya *$/m);
  });

  it("reads 'city breaks', 'camping trips' and 'cultural tours' in the 6x5 prompt", async () => {
    const result = await zebra(["check", "-"], { input: vacation });
    expect(result.stdout).toContain("29 of 31 sentences read");
    expect(result.stdout).not.toMatch(/the word "(breaks|trips|tours)" is not known/);
  });

  it("still reports a noun that is a word of another value ('school' of 'high school')", async () => {
    const misleading = degree.replace(
      "The person with an associate's degree is in the first house.",
      "The person with an associate school is in the first house.",
    );
    const result = await zebra(["check", "-"], { input: misleading });
    expect(result.code).not.toBe(0);
    expect(result.stdout).toContain('the word "school" is not known');
  });

  it("still reports a noun after a person's name: Arnold's sister is someone else", async () => {
    const misleading = degree.replace("is Arnold.", "is Arnold's sister.");
    const result = await zebra(["check", "-"], { input: misleading });
    expect(result.code).not.toBe(0);
    expect(result.stdout).toContain('the word "sister" is not known');
  });
});
