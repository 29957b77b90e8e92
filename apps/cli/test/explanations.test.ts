// Explanations and pages through the built binary: --style, --grid and --grid-every on solve,
// generate and render, both styles in dataset records, page titles and headings.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

const einsteinPath = join(root, "fixtures/einstein.json");

beforeAll(() => requireBuilt());

/** The numbered items of a solution text. */
const items = (text: string): string[] => lines(text).filter((line) => /^\d+\. /.test(line));

describe("--style", () => {
  it("solve --explain --style concise prints puzzle-book lines, fewer than the items of the full style", async () => {
    const [full, concise] = await Promise.all([zebra(["solve", einsteinPath, "--explain"]), zebra(["solve", einsteinPath, "--explain", "--style", "concise"])]);
    expect([full.code, concise.code]).toEqual([0, 0]);
    expect(lines(concise.stdout)[0]).toBe("Solution");
    expect(concise.stdout).toMatch(/^1\. Clue 8: milk in 3\.$/m);
    expect(concise.stdout).toMatch(/Clue 3: Dane = tea \(2\)\./);
    // Both styles fold what a placement forces into its item; concise lines also gather eliminations.
    expect(items(concise.stdout).length).toBeLessThan(items(full.stdout).length);
    expect(concise.stdout.split(/\s+/).length).toBeLessThan(full.stdout.split(/\s+/).length / 2);
    expect(concise.stdout).toMatch(/So the German keeps the zebra\.\n$/);
  });

  it("shows a candidate grid every K items when asked", async () => {
    const result = await zebra(["solve", einsteinPath, "--explain", "--style", "concise", "--grid", "candidates", "--grid-every", "2"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^After step 2:$/m);
    expect(result.stdout).toMatch(/^ {2}Norwegian +✓ +✗ +✗ +✗ +✗$/m);
  });

  it("keeps an 8×8 solution's grids within 100 columns, candidate grids too", async () => {
    for (const grid of ["values", "candidates"]) {
      const made = await zebra(["generate", "--seed", "2", "--size", "8x8", "--difficulty", "easy", "--grid", grid, "--grid-every", "5"]);
      expect(made.code).toBe(0);
      const tables = made.stdout.split("\n\n").filter((block) => block.startsWith("House "));
      expect(tables.length, grid).toBeGreaterThan(1);
      for (const table of tables)
        expect(
          lines(table).filter((line) => [...line].length > 100),
          grid,
        ).toEqual([]);
    }
  });

  it("works in generate's text and Markdown, and says why not in a dataset's formats", async () => {
    const made = await zebra(["generate", "--seed", "3", "--size", "4x4", "--style", "concise"]);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^1\. Clues? \d+/m);
    const jsonl = await zebra(["generate", "--seed", "3", "--format", "jsonl", "--style", "concise"]);
    expect(jsonl.code).toBe(2);
    expect(lines(jsonl.stderr)[0]).toMatch(/--style goes with the text and markdown formats \(dataset records hold both styles/);
  });

  it("is a one-line usage error without --explain, or with a style that does not exist", async () => {
    const alone = await zebra(["solve", einsteinPath, "--style", "concise"]);
    expect(alone.code).toBe(2);
    expect(lines(alone.stderr)[0]).toBe("zebra solve: --style goes with --explain");
    const unknown = await zebra(["solve", einsteinPath, "--explain", "--style", "terse"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--style must be one of full, concise, got 'terse'/);
    const grid = await zebra(["render", einsteinPath, "--grid", "candidates"]);
    expect(grid.code).toBe(2);
    expect(grid.stderr).toMatch(/--grid goes with --explain/);
    for (const r of [alone, unknown, grid]) expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it("render --explain adds the step-by-step solution to text, Markdown and HTML", async () => {
    const text = await zebra(["render", einsteinPath, "--explain", "--style", "concise"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Clues:$/m);
    expect(text.stdout).toMatch(/^1\. Clue 8: milk in 3\.$/m);
    const html = await zebra(["render", einsteinPath, "--explain", "--format", "html"]);
    expect(html.code).toBe(0);
    expect(html.stdout).toMatch(/<h2>Solution<\/h2>\n<ol>\n {2}<li>By clue 8, the milk drinker lives in house 3\.<\/li>/);
    expect(html.stdout).toMatch(/<pre>House {2,}1/);
    const both = await zebra(["render", einsteinPath, "--explain", "--solution"]);
    expect(both.code).toBe(2);
  });
});

describe("pages", () => {
  it("give HTML a real title in the page's language, and head tables with the houses", async () => {
    const en = await zebra(["render", einsteinPath, "--format", "html", "--solution"]);
    expect(en.stdout).toContain("<title>The zebra puzzle (classic five-house version)</title>");
    expect(en.stdout).toContain('<th scope="col">House</th>');
    const zh = await zebra(["render", einsteinPath, "--format", "html", "--solution", "--locale", "zh"]);
    expect(zh.stdout).toContain("<title>斑马谜题</title>");
    expect(zh.stdout).toContain("<h1>斑马谜题</h1>");
    expect(zh.stdout).toContain('<th scope="col">房子</th>');
    expect(zh.stdout).toContain("<h2>解答</h2>");
    expect(zh.stdout).not.toMatch(/classic five-house/);
    const generated = await zebra(["generate", "--seed", "9", "--size", "4x3", "--format", "json"]);
    const page = await zebra(["render", "-", "--format", "html"], { input: generated.stdout });
    expect(page.stdout).toContain("<title>Zebra puzzle</title>");
    expect(page.stdout).not.toMatch(/<title>There are/);
  });

  it("give Markdown a title, and every solution one heading", async () => {
    const md = await zebra(["render", einsteinPath, "--format", "markdown", "--solution"]);
    expect(lines(md.stdout)[0]).toBe("# The zebra puzzle (classic five-house version)");
    expect(md.stdout).toMatch(/^## Solution$/m);
    const zh = await zebra(["generate", "--seed", "4", "--size", "4x3", "--format", "markdown", "--locale", "zh"]);
    expect(lines(zh.stdout)[0]).toBe("# 谜题1");
    expect(zh.stdout.match(/^# /gm)).toHaveLength(1);
    expect(zh.stdout).toMatch(/^## 解答$/m);
    const solved = await zebra(["solve", einsteinPath, "--locale", "zh", "--all"]);
    expect(lines(solved.stdout)[0]).toBe("解答 1");
  });

  it("write the cases of one split in Markdown as one list, no blank line between two bullets", async () => {
    const md = await zebra(["generate", "--seed", "401", "--size", "6x6", "--difficulty", "hard", "--format", "markdown"]);
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^ +- If in house \d+:$/m);
    // A blank line followed by a bullet would split a case list into loose paragraphs.
    expect(md.stdout).not.toMatch(/\n\n +- /);
    expect(md.stdout).toMatch(/\n\n {3,}Either way, /);
  });
});

describe("dataset records", () => {
  it("hold both styles and the answer in the record's language", async () => {
    const made = await zebra(["generate", "--seed", "11", "--count", "4", "--size", "4x4", "--format", "jsonl", "--locales", "zh,en", "-q"]);
    expect(made.code).toBe(0);
    for (const line of lines(made.stdout)) {
      const record = JSON.parse(line) as {
        explanation: string;
        explanation_concise: string;
        qa: { kind: string; answer: unknown; answer_label: string }[];
        locales: { en: { explanation_concise: string; qa: { answer_label: string }[] } };
      };
      expect(record.explanation.startsWith("解答\n\n1. ")).toBe(true);
      expect(record.explanation_concise.startsWith("解答\n\n1. 线索")).toBe(true);
      expect(record.explanation_concise.length).toBeLessThan(record.explanation.length);
      expect(record.locales.en.explanation_concise).toMatch(/^Solution\n\n1\. Clues? \d+/);
      record.qa.forEach((q, i) => {
        if (q.kind !== "find") {
          expect(q.answer_label).toBe(String(q.answer));
          return;
        }
        expect(q.answer_label).toMatch(/\p{Script=Han}/u);
        expect(record.locales.en.qa[i]!.answer_label).not.toMatch(/\p{Script=Han}/u);
      });
    }
  });
});
