// The Japanese locale through the built binary, as a user runs it: generate, solve --explain,
// render and check with --locale ja, every heading and status line in Japanese.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

let dir: string;
const einsteinPath = join(root, "fixtures/einstein.json");
const einstein = JSON.parse(readFileSync(einsteinPath, "utf8")) as Record<string, unknown> & { clues: unknown[] };

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-japanese-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The prose of a text output: grids (their rule and the lines around it) and list numbers set aside. */
function prose(text: string): string[] {
  const blocks = text.split("\n\n").filter((block) => !/^-{3,}$|^\|/m.test(block));
  return blocks.flatMap((block) => block.split("\n")).map((line) => line.replace(/^\s*(?:\d+\. |- |#+ )?/, "").replace(/^・/, ""));
}

/** Half-width punctuation or a space in Japanese prose (the position-code formula has none here). */
const halfWidth = /[,.;:!?()[\]"'] ?|[^\x00-\x7f] | [^\x00-\x7f]/;

describe("zebra --locale ja", () => {
  it("generate writes the puzzle, its explanation and every heading in Japanese", async () => {
    const made = await zebra(["generate", "--seed", "5", "--size", "4x3", "--locale", "ja"]);
    expect(made.code).toBe(0);
    const out = lines(made.stdout);
    expect(out[0]).toBe("第1問");
    expect(made.stdout).toMatch(/^4軒の家が横一列に並んでいる。/m);
    expect(made.stdout).toMatch(/^ヒント：$/m);
    expect(made.stdout).toMatch(/^問題：.+？$/m);
    expect(made.stdout).toMatch(/^解答$/m);
    expect(made.stdout).toMatch(/^家 +1 +2 +3 +4$/m);
    expect(made.stdout).toMatch(/^以上より、.+。$/m);
    expect(prose(made.stdout).filter((line) => halfWidth.test(line) || /[A-Za-z]/.test(line))).toEqual([]);
  });

  it("generate numbers several puzzles in Japanese, in Markdown too", async () => {
    const made = await zebra(["generate", "--seed", "5", "--size", "4x3", "-n", "2", "--format", "markdown", "--locale", "ja", "-q"]);
    expect(made.code).toBe(0);
    expect(lines(made.stdout).filter((line) => line.startsWith("# "))).toEqual(["# 第1問", "# 第2問"]);
    expect(made.stdout).toMatch(/^## ヒント$/m);
    expect(made.stdout).toMatch(/^\| 家 +\| 1 +\|/m);
  });

  it("solve --explain explains the classic puzzle step by step and answers its question", async () => {
    const solved = await zebra(["solve", einsteinPath, "--explain", "--locale", "ja"]);
    expect(solved.code).toBe(0);
    expect(lines(solved.stdout)[0]).toBe("解答");
    expect(solved.stdout).toMatch(/^1\. ヒント8より、牛乳を飲む人は3軒目に住んでいる。$/m);
    expect(solved.stdout).toMatch(/^完成した表：$/m);
    expect(lines(solved.stdout).at(-1)).toBe("以上より、シマウマを飼っているのはドイツ人である。");
    const concise = await zebra(["solve", einsteinPath, "--explain", "--style", "concise", "--locale", "ja"]);
    expect(concise.code).toBe(0);
    expect(lines(concise.stdout)[0]).toBe("解答");
    expect(concise.stdout).toMatch(/^1\. ヒント8：牛乳は3軒目。$/m);
    expect(concise.stdout).toMatch(/ヒント3：デンマーク人＝紅茶（2軒目）。/);
  });

  it("solve --why in Markdown writes a proof's ・ sub-steps as list items, as the other locales write their bullets", async () => {
    const file = join(dir, "expert.json");
    const made = await zebra(["generate", "--size", "5x5", "--seed", "1", "--difficulty", "expert", "--format", "json"]);
    writeFileSync(file, made.stdout);
    const { solution } = JSON.parse(made.stdout) as { solution: Record<string, string[]> };
    // The first placement whose chain holds a proof by contradiction (an expert puzzle has some).
    let statement: string | undefined;
    let text = "";
    for (const value of Object.values(solution).flat()) {
      const house =
        Object.values(solution)
          .find((row) => row.includes(value))!
          .indexOf(value) + 1;
      const why = await zebra(["solve", file, "--why", `${value} at ${house}`, "--locale", "ja"]);
      if (why.code === 0 && /^ +・/m.test(why.stdout)) {
        statement = `${value} at ${house}`;
        text = why.stdout;
        break;
      }
    }
    expect(statement).toBeDefined();
    const bullets = (out: string, mark: RegExp) => lines(out).filter((line) => mark.test(line)).length;
    const markdown = await zebra(["solve", file, "--why", statement!, "--locale", "ja", "--format", "markdown"]);
    const english = await zebra(["solve", file, "--why", statement!, "--format", "markdown"]);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).not.toMatch(/^\s*・/m);
    expect(bullets(markdown.stdout, /^ +- \S/)).toBe(bullets(text, /^ +・\S/));
    expect(bullets(markdown.stdout, /^ +- \S/)).toBe(bullets(english.stdout, /^ +- \S/));
    expect(bullets(text, /^ +・\S/)).toBeGreaterThan(0);
  });

  it("solve lists several solutions under Japanese headings, and says why a puzzle has none", async () => {
    const open = join(dir, "open.json");
    writeFileSync(open, JSON.stringify({ ...einstein, clues: einstein.clues.slice(0, 10), solution: undefined }));
    const all = await zebra(["solve", open, "--all", "--limit", "2", "--locale", "ja"]);
    expect(all.code).toBe(3);
    expect(lines(all.stdout).filter((line) => line.startsWith("解答"))).toEqual(["解答1", "解答2"]);
    const unsat = join(dir, "unsat.json");
    writeFileSync(
      unsat,
      JSON.stringify({ ...einstein, clues: [...einstein.clues, { type: "at", a: { attr: "Nationality", value: "Norwegian" }, pos: 2 }], solution: undefined }),
    );
    const none = await zebra(["solve", unsat, "--locale", "ja"]);
    expect(none.code).toBe(4);
    expect(lines(none.stderr)).toEqual([
      `zebra solve: ${unsat}: 解がありません：すべてのヒントを満たす並べ方はありません（ヒント9と16は同時には成り立ちません）`,
    ]);
    const check = await zebra(["check", unsat, einsteinPath, "--locale", "ja"]);
    expect(lines(check.stdout)).toEqual([
      `${unsat}: 解がありません：すべてのヒントを満たす並べ方はありません（ヒント9と16は同時には成り立ちません）`,
      `${einsteinPath}: 有効です（家5軒、属性5種類、ヒント15個）：解はちょうど1つです`,
    ]);
  });

  it("render prints the puzzle, its solution under a Japanese heading, and a Japanese page", async () => {
    const text = await zebra(["render", einsteinPath, "--solution", "--locale", "ja"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^1\. イギリス人は赤い家に住んでいる。$/m);
    expect(text.stdout).toMatch(/^解答$/m);
    expect(text.stdout).toMatch(/^国籍 +ノルウェー人 +デンマーク人 +イギリス人 +ドイツ人 +スウェーデン人$/m);
    const html = await zebra(["render", einsteinPath, "--format", "html", "--solution", "--locale", "ja"]);
    expect(html.stdout).toMatch(/<html lang="ja">/);
    expect(html.stdout).toMatch(/<li>イギリス人は赤い家に住んでいる。<\/li>/);
  });

  it("reports a broken puzzle in Japanese, one line with its path, no stack trace", async () => {
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...einstein, clues: [{ type: "nextTo", a: { attr: "Pet", value: "zebra" }, b: { pos: 1 } }] }));
    const result = await zebra(["render", broken, "--locale", "ja"]);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)[0]).toMatch(/clues\[0\]\.type：ヒントの種類「nextTo」はありません（「next_to」のことですか？）。$/);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it("writes dataset records in English and Japanese from the same puzzle", async () => {
    const result = await zebra(["generate", "-n", "2", "-s", "3", "--size", "4x4", "-f", "jsonl", "--locales", "en,ja", "-q", "-j", "1"]);
    expect(result.code).toBe(0);
    const records = lines(result.stdout).map(
      (line) => JSON.parse(line) as { text: string; locales: { ja: { text: string; explanation: string; explanation_concise: string } } },
    );
    for (const record of records) {
      expect(record.text).toMatch(/^There are 4 houses/);
      expect(record.locales.ja.text).toMatch(/^4軒の家が横一列に並んでいる。/);
      expect(record.locales.ja.explanation).toMatch(/^解答\n\n1\. ヒント\d+より、/);
      expect(record.locales.ja.explanation_concise).toMatch(/^解答\n\n1\. ヒント[\d、と]+：/);
    }
  });
});
