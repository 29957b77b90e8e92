// Every error path of the CLI: a documented exit code, one line naming the problem and where
// it is (plus the usage line for usage errors), and never a stack trace.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

let dir: string;
const einstein = JSON.parse(readFileSync(join(root, "fixtures/einstein.json"), "utf8")) as { clues: { b?: { value: string }; type: string }[] };

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-errors-"));
  writeFileSync(join(dir, "broken.json"), '{"format": "zebra-puzzle/1",\n  "size": 5,,\n}');
  const bad = structuredClone(einstein);
  bad.clues[3]!.b!.value = "zebu";
  bad.clues[5]!.type = "near";
  writeFileSync(join(dir, "invalid.json"), JSON.stringify(bad, null, 2));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Expects one error line (and the usage line when `usage`), the exit code, no stack trace, no stdout. */
function expectError(result: Awaited<ReturnType<typeof zebra>>, code: number, pattern: RegExp, usage = false): void {
  expect(result.code).toBe(code);
  expect(result.stdout).toBe("");
  expect(hasStackTrace(result.stderr)).toBe(false);
  const errorLines = lines(result.stderr);
  expect(errorLines).toHaveLength(usage ? 2 : 1);
  expect(errorLines[0]).toMatch(pattern);
  if (usage) expect(errorLines[1]).toMatch(/^usage: zebra /);
}

describe("error paths", () => {
  it("a missing file: exit 2, names the file", async () => {
    const result = await zebra(["solve", join(dir, "missing.json")]);
    expectError(result, 2, /^zebra solve: .*missing\.json: cannot read: no such file$/);
  });

  it("invalid JSON: exit 2, names the file, line and column", async () => {
    const result = await zebra(["solve", join(dir, "broken.json")]);
    expectError(result, 2, /^zebra solve: .*broken\.json: Invalid JSON at line 2, column 13: /);
  });

  it("an invalid puzzle: exit 2, the first issue with its JSON path, the others counted", async () => {
    const result = await zebra(["solve", join(dir, "invalid.json")]);
    expectError(result, 2, /^zebra solve: .*invalid\.json: clues\[3\]\.b\.value: Color has no value "zebu".*\(and 1 more/);
  });

  it("check lists every issue of an invalid puzzle, one line each with its path, exit 2", async () => {
    const file = join(dir, "invalid.json");
    const result = await zebra(["check", file]);
    expect(result.code).toBe(2);
    expect(hasStackTrace(result.stdout + result.stderr)).toBe(false);
    expect(lines(result.stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${escapeRegExp(file)}: clues\\[3\\]\\.b\\.value: Color has no value "zebu"`)),
      expect.stringMatching(new RegExp(`^${escapeRegExp(file)}: clues\\[5\\]\\.type: Unknown clue type "near"`)),
    ]);
  });

  it("an unknown option: exit 2, with a hint and the usage line", async () => {
    const result = await zebra(["generate", "--coutn", "3"]);
    expectError(result, 2, /^zebra generate: unknown option '--coutn' \(did you mean '--count'\?\)$/, true);
  });

  it("a bad --size: exit 2, with the usage line", async () => {
    const result = await zebra(["generate", "--size", "5by5"]);
    expectError(result, 2, /^zebra generate: --size must be HOUSESxATTRIBUTES like 5x5, got '5by5'$/, true);
    const tooBig = await zebra(["generate", "--size", "5x99"]);
    expectError(tooBig, 2, /^zebra generate: --size: the number of attributes must be from 1 to \d+, got 99$/, true);
  });

  it("an unknown locale: exit 2, lists the installed locales", async () => {
    const result = await zebra(["render", join(root, "fixtures/einstein.json"), "--locale", "fr"]);
    expectError(result, 2, /^zebra render: unknown locale 'fr': package @zebra\/render-fr is not installed \(installed: .*\ben\b.*\)$/);
    expect(result.stderr).toMatch(/\bzh\b/);
  });

  it("an unknown command: exit 2, with a hint and the usage line", async () => {
    const result = await zebra(["slove", "x.json"]);
    expectError(result, 2, /^zebra: unknown command 'slove' \(did you mean 'solve'\?\)$/, true);
  });

  it("a missing argument and a value for a flag: exit 2 with usage", async () => {
    expectError(await zebra(["solve"]), 2, /^zebra solve: missing FILE\|-$/, true);
    expectError(await zebra(["generate", "--resume=yes"]), 2, /^zebra generate: option '--resume' takes no value$/, true);
    expectError(await zebra(["generate", "--count", "0"]), 2, /^zebra generate: --count must be a whole number ≥ 1, got '0'$/, true);
  });

  it("a request the vocabulary cannot serve: exit 2, one line", async () => {
    const result = await zebra(["generate", "--size", "9x9", "--theme", "classic", "--seed", "1", "--workers", "2"]);
    expectError(result, 2, /^zebra generate: cannot generate 9x9 puzzles: .*classic/);
  });

  it("a mistyped value gets a hint, as a mistyped option or attribute does", async () => {
    expectError(
      await zebra(["generate", "--format", "jsnol"]),
      2,
      /^zebra generate: --format must be one of text, markdown, json, jsonl, zebralogic, parquet, got 'jsnol' \(did you mean 'jsonl'\?\)$/,
      true,
    );
    expectError(
      await zebra(["generate", "--theme", "clasic", "-q"]),
      2,
      /^zebra generate: --theme: unknown theme 'clasic' \(did you mean 'classic'\?\) \(themes: default, classic\)$/,
      true,
    );
    expectError(
      await zebra(["generate", "--difficulty", "easy,hrad"]),
      2,
      /^zebra generate: --difficulty: unknown level 'hrad' in 'easy,hrad' \(did you mean 'hard'\?\) \(levels: /,
      true,
    );
    expectError(
      await zebra(["render", join(root, "fixtures/einstein.json"), "--locale", "zhh"]),
      2,
      /^zebra render: unknown locale 'zhh': package @zebra\/render-zhh is not installed \(did you mean 'zh'\?\) \(installed: /,
    );
    const typo = structuredClone(einstein) as unknown as { clues: { a: { attr: string; value: string } }[] };
    typo.clues[1]!.a.value = "Sweede";
    writeFileSync(join(dir, "typo.json"), JSON.stringify(typo));
    expectError(await zebra(["solve", join(dir, "typo.json")]), 2, /: clues\[1\]\.a\.value: Nationality has no value "Sweede"; did you mean "Swede"\?$/);
  });

  it("a bad vocabulary file: every issue, one line each with its path", async () => {
    const vocabulary = join(dir, "bad-vocabulary.json");
    writeFileSync(
      vocabulary,
      JSON.stringify({
        id: "Bad Id",
        attributes: [
          { id: "pet", name: "Pet", values: ["cat"] },
          { id: "pet", name: "Pet", values: ["dog", "dog"] },
        ],
      }),
    );
    const result = await zebra(["generate", "--vocab", vocabulary]);
    expect(result.code).toBe(2);
    expect(hasStackTrace(result.stderr)).toBe(false);
    const errorLines = lines(result.stderr);
    expect(errorLines.length).toBeGreaterThan(2);
    for (const line of errorLines) expect(line).toMatch(new RegExp(`^zebra generate: ${escapeRegExp(vocabulary)}: \\S+: `));
    expect(result.stderr).not.toMatch(/more issues/);
  });

  it("--debug shows no stack for expected errors either", async () => {
    const result = await zebra(["solve", join(dir, "missing.json"), "--debug"]);
    expectError(result, 2, /no such file/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
