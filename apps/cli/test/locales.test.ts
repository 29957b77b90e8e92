// Parallel texts: generate --locales writes every record's texts in each language, from the
// same puzzle, through the built binary.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lines, requireBuilt, zebra } from "./helpers.js";

interface Texts {
  text: string;
  prompt: string;
  final_answer: string;
  labels: unknown;
  explanation: string;
  explanation_concise: string;
  question: string | null;
  answer_label: string | null;
  answer_text: string | null;
  qa: { question: string; answer_label: string; answer_text: string }[];
}
type Record = Texts & {
  id: string;
  fingerprint: string;
  puzzle: unknown;
  locales?: { [locale: string]: Texts };
  meta: { options: { locale: string; locales: string[] }; versions: { [name: string]: string } };
};

let dir: string;
// The workspace's locales, which the CLI lists when it cannot find one.
const workspaceLocales = readdirSync(new URL("../../../packages", import.meta.url))
  .filter((name) => name.startsWith("render-"))
  .map((name) => name.slice("render-".length))
  .sort();
const run = ["-n", "12", "-s", "41", "--size", "4x4", "-q"];

async function records(args: readonly string[]): Promise<Record[]> {
  const result = await zebra(["generate", ...run, "-f", "jsonl", ...args]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  return lines(result.stdout).map((line) => JSON.parse(line) as Record);
}

const textsOf = (r: Texts): Texts => ({
  text: r.text,
  prompt: r.prompt,
  final_answer: r.final_answer,
  labels: r.labels,
  explanation: r.explanation,
  explanation_concise: r.explanation_concise,
  question: r.question,
  answer_label: r.answer_label,
  answer_text: r.answer_text,
  qa: r.qa.map((q) => ({ question: q.question, answer_label: q.answer_label, answer_text: q.answer_text })),
});

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-locales-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("zebra generate --locales", () => {
  it("writes each record in the first language and the others under locales, each as a one-language run writes it", async () => {
    const [both, english, chinese] = await Promise.all([
      records(["--locales", "en,zh", "-j", "1"]),
      records(["--locale", "en", "-j", "1"]),
      records(["--locale", "zh", "-j", "1"]),
    ]);
    expect(both).toHaveLength(12);
    both.forEach((record, i) => {
      expect(Object.keys(record.locales!)).toEqual(["zh"]);
      expect([record.fingerprint, record.puzzle]).toEqual([english[i]!.fingerprint, english[i]!.puzzle]);
      expect(textsOf(record)).toEqual(textsOf(english[i]!));
      expect(record.locales!["zh"]).toEqual(textsOf(chinese[i]!));
      expect(record.locales!["zh"]!.text).toMatch(/^有\S+座房子/);
    });
    expect(both[0]!.meta.options).toMatchObject({ locale: "en", locales: ["en", "zh"] });
    expect(Object.keys(both[0]!.meta.versions)).toEqual(expect.arrayContaining(["@zebra/render-en", "@zebra/render-zh"]));
    // The first language listed writes the main texts.
    const reversed = await records(["--locales", "zh,en", "-j", "1"]);
    expect(textsOf(reversed[3]!)).toEqual(textsOf(chinese[3]!));
    expect(reversed[3]!.locales!["en"]).toEqual(textsOf(english[3]!));
  }, 120_000);

  it("gives the same bytes for 1 and 2 workers", async () => {
    const one = join(dir, "one.jsonl");
    const two = join(dir, "two.jsonl");
    expect((await zebra(["generate", ...run, "--locales", "en,zh", "-j", "1", "-o", one])).code).toBe(0);
    expect((await zebra(["generate", ...run, "--locales", "en,zh", "-j", "2", "-o", two])).code).toBe(0);
    expect(readFileSync(two, "utf8") === readFileSync(one, "utf8")).toBe(true);
  }, 120_000);

  it("refuses a list it cannot use, in one line", async () => {
    const cases: [readonly string[], string][] = [
      [
        ["--locales", "en,zh"],
        "zebra generate: --locales needs the jsonl or parquet format: each record holds every language (for one language, use --locale)",
      ],
      [["--locales", "en,en", "-f", "jsonl"], "zebra generate: --locales: 'en' is listed twice"],
      [["--locales", "en,z!", "-f", "jsonl"], "zebra generate: --locales: 'z!' is not a language code like en or zh"],
      [
        ["--locales", "en,fr", "-f", "jsonl"],
        `zebra generate: unknown locale 'fr': package @zebra/render-fr is not installed (installed: ${workspaceLocales.join(", ")})`,
      ],
      [["--locales", "en,zh", "--locale", "en", "-f", "jsonl"], "zebra generate: --locale and --locales cannot be used together"],
    ];
    for (const [args, message] of cases) {
      const result = await zebra(["generate", ...args]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)[0]).toBe(message);
    }
  });
});
