// The commands end to end, through the built binary: generate → check → solve round trips,
// solve's statuses and JSON, render's formats, locales loaded from the user's project.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

let dir: string;
const einsteinPath = join(root, "fixtures/einstein.json");
const einstein = JSON.parse(readFileSync(einsteinPath, "utf8")) as Record<string, unknown> & { clues: unknown[]; solution: Record<string, string[]> };

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-commands-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--help and --version", () => {
  it("prints the version of the package", async () => {
    const pkg = JSON.parse(readFileSync(join(root, "apps/cli/package.json"), "utf8")) as { version: string };
    const result = await zebra(["--version"]);
    expect(result).toMatchObject({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
  });

  it("lists the commands and exit codes", async () => {
    const result = await zebra(["--help"]);
    expect(result.code).toBe(0);
    for (const command of ["generate", "solve", "check", "render"]) expect(result.stdout).toMatch(new RegExp(`^  ${command} `, "m"));
    expect(result.stdout).toMatch(/^Exit codes:$/m);
    expect(result.stdout).toMatch(/^ {2}3 {2}solve, check: more than one solution$/m);
  });

  it.each(["generate", "solve", "check", "render"])("%s --help has usage, options, examples and exit codes", async (command) => {
    const result = await zebra([command, "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^usage: zebra ${command} `, "m"));
    expect(result.stdout).toMatch(/^Options:$/m);
    expect(result.stdout).toMatch(/^Examples:$/m);
    expect(result.stdout).toMatch(/^Exit codes:$/m);
  });
});

describe("generate", () => {
  it("with no options prints a 5x5 English puzzle with its solution grid and explanation, and its random seed on stderr", async () => {
    const result = await zebra(["generate"]);
    expect(result.code).toBe(0);
    const seed = /^zebra generate: seed (\d+) \(--seed \1 makes the same puzzles again\)\n$/.exec(result.stderr)?.[1];
    expect(seed).toBeDefined();
    // The reader's heading names the puzzle; the seed is not part of the text.
    expect(result.stdout.split("\n").slice(0, 2)).toEqual(["Puzzle 1", ""]);
    expect(result.stdout).toMatch(/^There are 5 houses/m);
    expect(result.stdout).toMatch(/^1\. /m);
    // A rule sets the solution apart from the question, so that a reader can stop there.
    expect(result.stdout).toMatch(/^Question: .+\n\n-{60}\n\nSolution$/m);
    expect(result.stdout).toMatch(/^The completed grid:$/m);
    // The printed seed reproduces the puzzle byte for byte.
    const again = await zebra(["generate", "--seed", seed!]);
    expect(again.stdout).toBe(result.stdout);
  });

  it("the same seed gives the same bytes; another seed another puzzle", async () => {
    const [a, b, c] = await Promise.all([
      zebra(["generate", "-s", "11", "--size", "4x4", "-n", "3", "-f", "markdown", "-j", "1"]),
      zebra(["generate", "-s", "11", "--size", "4x4", "-n", "3", "-f", "markdown", "-j", "2"]),
      zebra(["generate", "-s", "12", "--size", "4x4", "-n", "3", "-f", "markdown", "-j", "1"]),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
    expect(a.stdout.match(/^# Puzzle \d$/gm)).toEqual(["# Puzzle 1", "# Puzzle 2", "# Puzzle 3"]);
  });

  it("numbers a run's puzzles from 1 by their place in the run, and prints where each comes from only with --verbose", async () => {
    const [plain, verbose, markdown] = await Promise.all([
      zebra(["generate", "-s", "11", "--size", "4x4", "-n", "2", "--start", "3", "-j", "1", "-q"]),
      zebra(["generate", "-s", "11", "--size", "4x4", "-n", "2", "--start", "3", "-j", "1", "-q", "--verbose"]),
      zebra(["generate", "-s", "11", "--size", "4x4", "--start", "3", "-f", "markdown", "--verbose", "--locale", "de"]),
    ]);
    expect(plain.stdout.match(/^Puzzle \d+$/gm)).toEqual(["Puzzle 4", "Puzzle 5"]);
    expect(plain.stdout).not.toMatch(/seed|4×4/);
    const details = verbose.stdout.match(/^Puzzle \d+\nseed .*$/gm);
    expect(details).toEqual([
      expect.stringMatching(/^Puzzle 4\nseed 11 · #3 · 4×4 · (easy|medium|hard|expert)$/),
      expect.stringMatching(/^Puzzle 5\nseed 11 · #4 · 4×4 · \w+$/),
    ]);
    // Apart from those lines, the same text.
    expect(verbose.stdout.replace(/^seed .*\n/gm, "")).toBe(plain.stdout);
    expect(markdown.stdout).toMatch(/^# Rätsel 4\n\nSeed 11 · \\#3 · 4×4 · (leicht|mittel|schwer|Experte)\n\n/);
  });

  it("--start remakes one puzzle of a run", async () => {
    const run = await zebra(["generate", "-s", "5", "--size", "4x3", "-n", "3", "-f", "jsonl"]);
    const third = await zebra(["generate", "-s", "5", "--size", "4x3", "--start", "2", "-f", "jsonl"]);
    expect(lines(run.stdout)[2]).toBe(lines(third.stdout)[0]);
  });

  it("honours --weights, --difficulty and --no-minimise in the recorded options", async () => {
    const result = await zebra([
      "generate",
      "-s",
      "3",
      "--size",
      "4x4",
      "-f",
      "jsonl",
      "--weights",
      "same=4,next_to=2,distance=1,between=0",
      "--no-minimise",
      "-d",
      "easy",
    ]);
    expect(result.code).toBe(0);
    const record = JSON.parse(result.stdout) as { meta: { options: Record<string, unknown> }; grade: { level: string }; puzzle: { clues: { type: string }[] } };
    expect(record.meta.options).toMatchObject({ houses: 4, attributes: 4, difficulty: "easy", minimise: false });
    expect(record.meta.options["weights"]).toMatchObject({ same: 4, next_to: 2, distance: 1, between: 0 });
    expect(record.grade.level).toBe("easy");
    expect(record.puzzle.clues.every((c) => c.type !== "between")).toBe(true);
  });
});

describe("generate → check → solve round trip", () => {
  it("a generated puzzle checks as valid and unique, and solves to its own solution", async () => {
    const file = join(dir, "round-trip.json");
    const made = await zebra(["generate", "--seed", "2024", "--size", "5x4", "--format", "json", "--out", file, "--quiet"]);
    expect(made).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const doc = JSON.parse(readFileSync(file, "utf8")) as { format: string; size: number; solution: Record<string, unknown[]>; meta: { seed: number } };
    expect(doc.format).toBe("zebra-puzzle/1");
    expect(doc.size).toBe(5);

    const checked = await zebra(["check", file]);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toBe(`${file}: ok (5 houses, 4 attributes, ${(doc as unknown as { clues: unknown[] }).clues.length} clues): exactly one solution\n`);

    const solved = await zebra(["solve", file, "--json"]);
    expect(solved.code).toBe(0);
    const result = JSON.parse(solved.stdout) as Record<string, unknown>;
    expect(result).toMatchObject({ status: "unique", count: 1, capped: false, solution: doc.solution });
    expect(result["deduction"]).toMatchObject({ solved: true });
    expect((result["deduction"] as { steps: number }).steps).toBeGreaterThan(0);
    expect(Object.keys(result)).toEqual(["file", "status", "count", "capped", "solution", "deduction", "answer"]);

    // The same document through stdin.
    const piped = await zebra(["solve", "-", "--json"], { input: readFileSync(file, "utf8") });
    expect(JSON.parse(piped.stdout)).toMatchObject({ file: "<stdin>", status: "unique", solution: doc.solution });
  });

  it("a JSONL record's puzzle checks and solves to its solution", async () => {
    const made = await zebra(["generate", "-s", "99", "--size", "4x4", "-f", "jsonl"]);
    const record = JSON.parse(made.stdout) as { puzzle: { solution: unknown } };
    const solved = await zebra(["solve", "-", "--json"], { input: JSON.stringify(record.puzzle) });
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: "unique", solution: record.puzzle.solution });
  });
});

describe("solve", () => {
  it("prints the Einstein solution grid and the answer to its question", async () => {
    const result = await zebra(["solve", einsteinPath]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Nationality +Norwegian +Dane +Englishman +German +Swede *$/m);
    expect(result.stdout).toMatch(/German keeps the zebra/);
  });

  it("--explain gives numbered steps that end with the completed grid", async () => {
    const result = await zebra(["solve", einsteinPath, "--explain"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^1\. /m);
    expect(result.stdout).toMatch(/^The completed grid:$/m);
  });

  it("an ambiguous puzzle exits 3; --count and --all count and list its solutions", async () => {
    const file = join(dir, "ambiguous.json");
    // Without its last clues the Einstein puzzle has several solutions.
    writeFileSync(file, JSON.stringify({ ...einstein, clues: einstein.clues.slice(0, 8), solution: undefined, question: undefined }));
    const plain = await zebra(["solve", file]);
    expect(plain.code).toBe(3);
    expect(plain.stdout).toBe("");
    expect(lines(plain.stderr)).toEqual([expect.stringMatching(/^zebra solve: .*ambiguous\.json: not unique: /)]);

    const counted = await zebra(["solve", file, "--count", "--limit", "5000"]);
    expect(counted.code).toBe(3);
    const count = Number(counted.stdout.trim());
    expect(count).toBeGreaterThan(1);

    const capped = await zebra(["solve", file, "--count", "--limit", "3"]);
    expect(capped).toMatchObject({ code: 3, stdout: "3\n" });
    expect(capped.stderr).toMatch(/stopped counting at --limit 3/);

    const listed = await zebra(["solve", file, "--all", "--limit", "4", "--json"]);
    const json = JSON.parse(listed.stdout) as { status: string; count: number; solution: unknown; solutions: unknown[] };
    expect(json).toMatchObject({ status: "multiple", count: Math.min(4, count), solution: null });
    expect(json.solutions).toHaveLength(Math.min(4, count));
    expect(new Set(json.solutions.map((s) => JSON.stringify(s))).size).toBe(json.solutions.length);

    const check = await zebra(["check", file]);
    expect(check.code).toBe(3);
    expect(check.stdout).toMatch(/not unique/);
  });

  it("an unsatisfiable puzzle exits 4, and solve and check name the clues that conflict", async () => {
    const file = join(dir, "unsat.json");
    // Clue 16 puts the Norwegian in house 2; clue 9 has him in house 1.
    const clues = [...einstein.clues, { type: "at", a: { attr: "Nationality", value: "Norwegian" }, pos: 2 }];
    writeFileSync(file, JSON.stringify({ ...einstein, clues, solution: undefined }));
    const result = await zebra(["solve", file, "--json"]);
    expect(result.code).toBe(4);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: "unsatisfiable", count: 0, solution: null, conflict: [9, 16] });
    const plain = await zebra(["solve", file]);
    expect(lines(plain.stderr)).toEqual([`zebra solve: ${file}: unsatisfiable: no arrangement satisfies every clue; clues 9 and 16 cannot all hold`]);
    const check = await zebra(["check", file]);
    expect(check.code).toBe(4);
    expect(lines(check.stdout)).toEqual([`${file}: unsatisfiable: no arrangement satisfies every clue; clues 9 and 16 cannot all hold`]);
    const json = await zebra(["check", file, "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: "unsatisfiable", solutions: 0, fingerprint: null, conflict: [9, 16] });
  });

  it("check reports a document whose solution breaks a clue, with the clue's path", async () => {
    const file = join(dir, "wrong-solution.json");
    const solution = { ...einstein.solution, Pet: [...einstein.solution["Pet"]!].reverse() };
    writeFileSync(file, JSON.stringify({ ...einstein, solution }));
    const result = await zebra(["check", file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/: clues\[\d+\]: The document's solution does not satisfy clue \d+\./);
  });
});

describe("check", () => {
  it("--json gives the same fingerprint to a puzzle and to its copy with renamed values, shuffled clues and the row mirrored", async () => {
    const copy = join(dir, "einstein-disguised.json");
    const rename = (v: string | number): string | number => (typeof v === "string" ? `${v}!` : v);
    const entity = (e: { attr?: string; value?: string | number; pos?: number }) =>
      e.pos !== undefined ? { pos: 6 - e.pos } : { attr: e.attr, value: rename(e.value!) };
    const flipped: Record<string, string> = {
      immediately_left: "immediately_right",
      immediately_right: "immediately_left",
      left_of: "right_of",
      right_of: "left_of",
    };
    const clues = (einstein.clues as Record<string, unknown>[]).map((c) => ({
      ...c,
      type: flipped[c["type"] as string] ?? c["type"],
      a: entity(c["a"] as object),
      ...(c["b"] ? { b: entity(c["b"] as object) } : {}),
      ...(c["pos"] !== undefined ? { pos: 6 - (c["pos"] as number) } : {}),
    }));
    const attributes = Object.fromEntries(
      Object.entries(einstein.attributes as Record<string, string[]>)
        .reverse()
        .map(([name, values]) => [name, values.map(rename)]),
    );
    const solution = Object.fromEntries(Object.entries(einstein.solution).map(([name, row]) => [name, [...row].reverse().map(rename)]));
    writeFileSync(copy, JSON.stringify({ format: "zebra-puzzle/1", size: 5, attributes, clues: clues.reverse(), solution }));
    const result = await zebra(["check", einsteinPath, copy, "--json"]);
    expect(result.code).toBe(0);
    const [original, disguised] = lines(result.stdout).map((line) => JSON.parse(line) as { fingerprint: string });
    expect(disguised!.fingerprint).toBe(original!.fingerprint);
  });

  it("checks several files, --json gives one object per file, the exit code is the worst", async () => {
    const bad = join(dir, "check-bad.json");
    writeFileSync(bad, JSON.stringify({ ...einstein, size: 0 }));
    const result = await zebra(["check", einsteinPath, bad, "--json"]);
    expect(result.code).toBe(2);
    const reports = lines(result.stdout).map(
      (line) => JSON.parse(line) as { file: string; valid: boolean; status: string; issues: { code: string; path: string }[] },
    );
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({
      file: einsteinPath,
      valid: true,
      status: "unique",
      issues: [],
      fingerprint: expect.stringMatching(/^zf1-[0-9a-f]{32}$/),
      conflict: null,
    });
    expect(reports[1]).toMatchObject({ file: bad, valid: false, status: "invalid" });
    expect(reports[1]).not.toHaveProperty("fingerprint");
    expect(reports[1]!.issues[0]).toMatchObject({ path: "size" });
  });
});

describe("render", () => {
  it("text and markdown from the renderer, with --solution from the document", async () => {
    const text = await zebra(["render", einsteinPath, "--solution"]);
    expect(text.code).toBe(0);
    // The same heading as the step-by-step solutions.
    expect(text.stdout).toMatch(/^Solution$/m);
    expect(text.stdout).toMatch(/Norwegian/);
    const md = await zebra(["render", einsteinPath, "--format", "markdown"]);
    expect(md.code).toBe(0);
    expect(md.stdout).not.toBe(text.stdout);
  });

  it("html is a standalone document with every piece of text escaped", async () => {
    const file = join(dir, "html.json");
    const nasty = '<script>alert("x")</script> & co';
    writeFileSync(file, JSON.stringify({ ...einstein, title: nasty }));
    const result = await zebra(["render", file, "--format", "html", "--solution"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(result.stdout).not.toContain("<script>");
    expect(result.stdout).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(result.stdout).toMatch(/<table>[\s\S]*<td>Norwegian<\/td>/);
    expect(result.stdout.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("--solution on a document without one is an error naming the field", async () => {
    const file = join(dir, "no-solution.json");
    writeFileSync(file, JSON.stringify({ ...einstein, solution: undefined }));
    const result = await zebra(["render", file, "--solution"]);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/no-solution\.json: solution: the document has no solution/)]);
  });
});

describe("locales", () => {
  it("--locale zh writes the puzzle, the solution and the explanation in Chinese", async () => {
    const made = await zebra(["generate", "--seed", "5", "--size", "4x3", "--locale", "zh"]);
    expect(made.code).toBe(0);
    expect(lines(made.stdout)[0]).toBe("谜题1");
    expect(made.stdout).toMatch(/^1\. .*[\u4e00-\u9fff]/m);
    expect(made.stdout).not.toMatch(/\bthe person\b/);
    const solved = await zebra(["solve", einsteinPath, "--explain", "--locale", "zh"]);
    expect(solved.code).toBe(0);
    expect(solved.stdout).toMatch(/^1\. .*[\u4e00-\u9fff]/m);
    expect(solved.stdout).toMatch(/斑马/);
  });

  it("loads @zebra/render-<code> installed in the user's project, with no change to the CLI", async () => {
    const project = join(dir, "project");
    installTestLocale(project, "xx", true);
    const result = await zebra(["render", einsteinPath, "--locale", "xx"], { cwd: project });
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[0]).toBe("XX 1 same");
    const solved = await zebra(["solve", einsteinPath, "--locale", "xx"], { cwd: project });
    expect(solved.stdout).toMatch(/^XX Nationality: Norwegian Dane English German Swede$/m);
    // The unknown-locale message lists it too, from that directory.
    const missing = await zebra(["render", einsteinPath, "--locale", "yy"], { cwd: project });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/installed: .*\bxx\b/);
    expect(hasStackTrace(missing.stderr)).toBe(false);
  });

  it("speaks English around the text of an installed locale without strings for the apps", async () => {
    const project = join(dir, "project-no-ui");
    installTestLocale(project, "yy", false);
    const rendered = await zebra(["render", einsteinPath, "--locale", "yy"], { cwd: project });
    expect(rendered.code).toBe(0);
    expect(lines(rendered.stdout)[0]).toBe("XX 1 same");
    const checked = await zebra(["check", einsteinPath, "--locale", "yy"], { cwd: project });
    expect(checked.code).toBe(0);
    expect(checked.stdout).toMatch(/: ok \(5 houses, 5 attributes, 15 clues\): exactly one solution$/m);
    const solved = await zebra(["solve", einsteinPath, "--all", "--locale", "yy"], { cwd: project });
    expect(solved.code).toBe(0);
    expect(lines(solved.stdout)[0]).toBe("Solution 1");
    expect(solved.stdout).toMatch(/^XX Nationality: Norwegian Dane English German Swede$/m);
    expect(hasStackTrace(solved.stderr)).toBe(false);
  });
});

/**
 * Installs a stand-in locale `@zebra/render-<code>` in a project's `node_modules`: its renderer
 * prefixes every line with "XX"; with `ui`, its CLI strings are one-letter stand-ins.
 */
function installTestLocale(project: string, code: string, ui: boolean): void {
  const pkg = join(project, "node_modules", "@zebra", `render-${code}`);
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, "package.json"),
    JSON.stringify({ name: `@zebra/render-${code}`, version: "1.0.0", type: "module", exports: { ".": { import: "./index.js" } } }),
  );
  writeFileSync(
    join(pkg, "index.js"),
    [
      "const line = (s) => `XX ${s}`;",
      "const renderer = {",
      `  locale: "${code}", language: "Test",`,
      "  puzzle: (ctx) => ctx.puzzle.clues.map((c, i) => line(`${i + 1} ${c.type}`)).join('\\n'),",
      "  clue: (c) => line(c.type), clause: (c) => c.type, fact: (f) => f.kind, step: (s) => line(s.rule),",
      "  solution: (steps) => steps.map((s) => line(s.rule)).join('\\n'),",
      "  grid: (g) => Object.entries(g).map(([k, v]) => line(`${k}: ${v.join(' ')}`)).join('\\n'), candidateGrid: () => line('grid'), title: () => 'XX',",
      "  heading: (a) => a, value: (a, v) => String(v),",
      "  question: () => line('?'), answer: (qa) => line(String(qa.answer)), issue: (i) => line(i.code),",
      "};",
      "const cli = { puzzleTitle: () => 'P', puzzleDetails: () => 'D', heading: (t) => t, solution: 'S', solutionNumber: (n) => `S${n}`, explanation: 'E', completed: 'C', answers: 'A', house: 'H',",
      "  levels: { easy: 'e', medium: 'm', hard: 'h', expert: 'x' }, unique: () => 'ok', multiple: 'many', unsatisfiable: () => 'none',",
      "  whyFalse: (s) => `${s}: false`, whyOpen: (s) => `${s}: open`, whyStuck: (s) => `${s}: stuck`, statedByClue: (s, n) => `${s} ${n}`, explanationHolds: () => 'h', explanationViolation: () => 'v',",
      "  sentencesRead: (r, t) => `${r}/${t}`, readingCounts: () => 'counts', partial: () => 'partial', textLanguage: (l) => l };",
      `export const locale = { code: '${code}', language: 'Test', htmlLang: '${code}', renderer, words: { locale: '${code}', attributes: {}, units: {} }${ui ? ", ui: { cli, playground: {} }" : ""} };`,
    ].join("\n"),
  );
}
