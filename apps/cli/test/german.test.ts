// The German locale through the built binary, as a user runs it: generate, solve --explain,
// render and check speak German, with the same words as the locale's golden texts.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lines, requireBuilt, root, zebra } from "./helpers.js";

const golden = readFileSync(join(root, "packages", "render-de", "src", "__golden__", "einstein.txt"), "utf8");
const einstein = join(root, "fixtures", "einstein.json");
/** English words that must not show in German text made with a lexicon. */
const english = /\b(the|and|lives|house|clue|person|who|since|Puzzle|Solution|Question)\b/;

beforeAll(() => requireBuilt());

describe("zebra --locale de", () => {
  it("generate writes the puzzle, its solution and its question in German", async () => {
    const result = await zebra(["generate", "--locale", "de", "--seed", "42", "--size", "5x4"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const out = result.stdout;
    expect(out.split("\n")[0]).toBe("Rätsel 1");
    expect(out).toMatch(/^Es gibt fünf Häuser in einer Reihe, von links nach rechts von 1 bis 5 nummeriert\. In jedem Haus wohnt eine andere Person\.$/m);
    expect(out).toMatch(/^Hinweise:$/m);
    expect(out).toMatch(/^Frage: .+\?$/m);
    expect(out).toMatch(/^Lösung$/m);
    expect(out).toMatch(/^1\. Nach Hinweis \d+ /m);
    expect(out).toMatch(/^Haus +1 +2 +3 +4 +5$/m);
    expect(out).toMatch(/^Also .+\.$/m);
    expect(out).not.toMatch(english);
    // The same seed makes the same puzzle in every language.
    const en = await zebra(["generate", "--seed", "42", "--size", "5x4", "--format", "json"]);
    const de = await zebra(["generate", "--locale", "de", "--seed", "42", "--size", "5x4", "--format", "json"]);
    expect(de.stdout).toBe(en.stdout);
  });

  it("solve --explain gives the golden German solution of the classic puzzle", async () => {
    const result = await zebra(["solve", einstein, "--explain", "--locale", "de"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toBe(golden.slice(golden.indexOf("Lösung\n")));
    expect(lines(result.stdout).at(-1)).toBe("Also hält der Deutsche das Zebra.");
  });

  it("render gives the golden German puzzle text, in text and Markdown", async () => {
    const text = await zebra(["render", einstein, "--locale", "de"]);
    expect(text).toMatchObject({ code: 0, stderr: "" });
    expect(text.stdout.startsWith(golden.slice(0, golden.indexOf("\n\nLösung\n")))).toBe(true);
    const markdown = await zebra(["render", einstein, "--locale", "de", "--format", "markdown"]);
    expect(markdown.stdout).toMatch(/^## Hinweise$/m);
    expect(markdown.stdout).toMatch(/^## Frage\n\nWer hält das Zebra\?$/m);
  });

  it("check says its verdict and a broken puzzle's problem in German, one line each", async () => {
    const ok = await zebra(["check", einstein, "--locale", "de"]);
    expect(ok).toMatchObject({ code: 0, stderr: "" });
    expect(ok.stdout.trim()).toBe(`${einstein}: ok (5 Häuser, 5 Attribute, 15 Hinweise): genau eine Lösung`);
    const broken = JSON.stringify({
      format: "zebra-puzzle/1",
      size: 2,
      attributes: { Pet: ["dog", "cat"] },
      clues: [{ type: "at", a: { attr: "Pet", value: "zebu" }, pos: 1 }],
    });
    const bad = await zebra(["check", "-", "--locale", "de"], { input: broken });
    expect(bad.code).toBe(2);
    expect(lines(bad.stdout + bad.stderr)).toContain("<stdin>: clues[0].a.value: „Pet“ hat keinen Wert „zebu“; seine Werte sind dog, cat.");
  });

  it("generate --locales en,de writes each record in both languages from one puzzle", async () => {
    const result = await zebra(["generate", "-n", "3", "-s", "5", "--size", "4x4", "-q", "-f", "jsonl", "--locales", "en,de", "-j", "1"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    for (const line of lines(result.stdout)) {
      const record = JSON.parse(line) as { text: string; locales: { de: { text: string; explanation: string } } };
      expect(record.text).toMatch(/^There are 4 houses/);
      expect(record.locales.de.text).toMatch(/^Es gibt vier Häuser/);
      expect(record.locales.de.explanation).toMatch(/^Lösung\n/);
    }
  });

  it("lists German among the installed locales", async () => {
    const result = await zebra(["generate", "--locale", "xx"]);
    expect(result.code).toBe(2);
    const installed = readdirSync(join(root, "packages"))
      .filter((n) => n.startsWith("render-"))
      .map((n) => n.slice("render-".length))
      .sort();
    expect(installed).toContain("de");
    expect(lines(result.stderr)[0]).toBe(`zebra generate: unknown locale 'xx': package @zebra/render-xx is not installed (installed: ${installed.join(", ")})`);
  });
});

// The defects puzzle editors found in German explanations (issue 28), each on the puzzle they found it in.
describe("zebra --locale de: what editors found", () => {
  const generate = async (seed: number, size: string, difficulty: string, style = "full") => {
    const result = await zebra(["generate", "--locale", "de", "--seed", String(seed), "--size", size, "--difficulty", difficulty, "--style", style]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    return result.stdout;
  };

  it("gives a woman's role its feminine noun everywhere: clues, question, steps", async () => {
    // Clue 7: "Nina ist Mechanikerin"; clue 13: "Carol ist Bibliothekarin".
    const out = await generate(110, "6x6", "hard");
    expect(out).toMatch(/^Frage: Welches Reiseziel hat die Bibliothekarin\?$/m);
    expect(out).toMatch(/wohnt (?:dort auch )?die Mechanikerin\b/);
    expect(out).not.toMatch(/\b(?:der|den|dem|des) (?:Mechaniker|Bibliothekar|Volleyballspieler)s?\b/);
  });

  it("says 'sie' only for the one person the sentence before named", async () => {
    const out = await generate(103, "4x4", "hard");
    expect(out).not.toContain("im 31. Stock. Also wohnt sie");
    // The step that rules house 1 out names the person again instead of a pronoun.
    expect(out).toContain("Nach Hinweis 9 wohnt die Person mit dem Büro im 31. Stock nicht in Haus 1.");
  });

  it("lists the houses left when they are fewer than those ruled out", async () => {
    const out = await generate(110, "6x6", "hard");
    expect(out).toContain("wohnt die Person, die nach Nairobi reist, an einem Ende der Reihe, also in Haus 1 oder 6.");
    for (const m of out.matchAll(/nicht in Haus ([\d, oder]+)/g)) expect(m[1]!.split(/, | oder /).length).toBeLessThanOrEqual(3);
  });

  it("writes the concise style without colon chains, with numbers apart and colours as nouns", async () => {
    const out = await generate(103, "4x4", "hard", "concise");
    for (const line of lines(out))
      expect(
        line.split(". ").every((sentence) => (sentence.match(/:/g) ?? []).length <= 1),
        line,
      ).toBe(true);
    expect(out).not.toMatch(/Hinweis \d+ \d/);
    const classic = await zebra(["solve", einstein, "--explain", "--locale", "de", "--style", "concise"]);
    expect(classic.stdout).toContain("Engländer = Rot (Haus 3)");
    expect(classic.stdout).not.toMatch(/= (?:rot|grün|weiß|gelb|blau)\b/);
  });
});
