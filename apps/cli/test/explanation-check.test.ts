// `zebra check --explanation` through the built binary: the explanations of the Einstein puzzle
// and of the puzzles the editors' report names (seeds 103, 110, 201, 401) hold sentence by
// sentence in every locale and both styles; a broken explanation is reported.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, root, zebra } from "./helpers.js";

const einstein = join(root, "fixtures/einstein.json");
const locales = ["en", "de", "zh", "ja"] as const;
/** How each locale says that a style's explanation holds. */
const holds = {
  en: (style: "full" | "concise") => new RegExp(`einstein\\.json: ${style} explanation: every one of its \\d+ sentences holds$`),
  de: (style: "full" | "concise") => new RegExp(`einstein\\.json: ${style === "full" ? "ausführliche" : "knappe"} Erklärung: alle \\d+ Sätze stimmen$`),
  zh: (style: "full" | "concise") => new RegExp(`einstein\\.json: ${style === "full" ? "完整" : "简要"}解答：全部\\d+句都成立$`),
  ja: (style: "full" | "concise") => new RegExp(`einstein\\.json: ${style === "full" ? "詳しい" : "簡潔な"}解説：\\d+文すべてが成り立ちます$`),
};
let dir: string;

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-explanation-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The reported puzzles: seed, size and level of `zebra generate`. */
const reported = [
  ["103", "4x4", "hard"],
  ["110", "6x6", "hard"],
  ["201", "5x5", "easy"],
  ["401", "8x8", "hard"],
] as const;

describe("zebra check --explanation", () => {
  it("finds every sentence of the Einstein explanation true, in every locale and both styles, and says so in the locale", async () => {
    for (const locale of locales) {
      const result = await zebra(["check", einstein, "--explanation", "--locale", locale]);
      expect(result.stderr).toBe("");
      const out = lines(result.stdout);
      expect(out.slice(1), locale).toEqual([expect.stringMatching(holds[locale]("full")), expect.stringMatching(holds[locale]("concise"))]);
      expect(result.code).toBe(0);
    }
  });

  it.each(reported)("finds the reported puzzle of seed %s (%s, %s) explained without a violation in every locale", async (seed, size, level) => {
    const made = await zebra(["generate", "--seed", seed, "--size", size, "--difficulty", level, "--format", "json"]);
    expect(made.code).toBe(0);
    const file = join(dir, `${seed}.json`);
    writeFileSync(file, made.stdout);
    for (const locale of locales) {
      const result = await zebra(["check", file, "--explanation", "--locale", locale, "--json"]);
      const report = JSON.parse(result.stdout) as { explanation: { style: string; sentences: number; violations: unknown[] }[] };
      expect(
        report.explanation.map((e) => [e.style, e.violations]),
        locale,
      ).toEqual([
        ["full", []],
        ["concise", []],
      ]);
      expect(result.code).toBe(0);
    }
  });

  it("checks one style when asked, and --style without --explanation is a one-line usage error", async () => {
    const one = await zebra(["check", einstein, "--explanation", "--style", "concise"]);
    expect(lines(one.stdout).slice(1)).toEqual([expect.stringMatching(/: concise explanation: every one of its \d+ sentences holds$/)]);
    const alone = await zebra(["check", einstein, "--style", "concise"]);
    expect(alone.code).toBe(2);
    expect(hasStackTrace(alone.stderr)).toBe(false);
    expect(lines(alone.stderr)[0]).toBe("zebra check: --style goes with --explanation");
  });
});
