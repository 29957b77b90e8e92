// One question, one answer format, one truth: in every locale, a record's prompt names every
// key and value its answer needs, and its final answer, both explanations and its
// answer_label grade 1.0 with the library's grader. `node scripts/check-agreement.mjs` runs the
// same check on 200 records per locale.
import { score } from "@zebra/dataset";
import { describe, expect, it } from "vitest";
import { lines, requireBuilt, zebra } from "./helpers.js";

const locales = ["en", "zh", "de", "ja"] as const;
const sizes = ["3x3", "4x4", "5x3", "6x4"];
const slow = 240_000;

interface Texts {
  prompt: string;
  explanation: string;
  explanation_concise: string;
  final_answer: string;
  answer_label: string;
  labels: { attributes: Record<string, string>; values: Record<string, Record<string, string>> };
}
type Record_ = Texts & { answer_format: string; locales: Record<string, Texts> };

async function records(size: string, format: string, count: number): Promise<Record_[]> {
  const result = await zebra([
    "generate",
    "-n",
    String(count),
    "-s",
    "29",
    "--size",
    size,
    "-d",
    "easy,medium,hard",
    "--locales",
    locales.join(","),
    "--answer-format",
    format,
    "-f",
    "jsonl",
    "-q",
  ]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  return lines(result.stdout).map((line) => JSON.parse(line) as Record_);
}

function textsOf(record: Record_, locale: string): Texts {
  return locale === "en" ? record : record.locales[locale]!;
}

describe.each(["json", "table", "question"])("--answer-format %s", (format) => {
  it.each(format === "json" ? sizes : ["4x4", "6x4"])(
    "%s: the final answer, both explanations and answer_label grade 1.0 in en, zh, de and ja",
    async (size) => {
      requireBuilt();
      for (const record of await records(size, format, format === "json" ? 3 : 2)) {
        expect(record.answer_format).toBe(format);
        for (const locale of locales) {
          const texts = textsOf(record, locale);
          const where = `${size} ${locale}`;
          expect(score(record, texts.final_answer), `${where} final_answer`).toBe(1);
          expect(score(record, texts.explanation), `${where} explanation`).toBe(1);
          expect(score(record, texts.explanation_concise), `${where} explanation_concise`).toBe(1);
          expect(score(record, texts.answer_label, "question"), `${where} answer_label`).toBe(1);
          // The prompt names every key and value spelling the answer needs.
          const named = format === "question" ? [] : Object.values(texts.labels.attributes);
          const spelled = Object.values(texts.labels.values).flatMap((byValue) => Object.values(byValue));
          for (const word of named) expect(texts.prompt, `${where}: key ${word}`).toContain(JSON.stringify(word));
          if (format !== "question") for (const word of spelled) expect(texts.prompt, `${where}: value ${word}`).toContain(JSON.stringify(word));
          else expect(texts.prompt).toContain(JSON.stringify(texts.answer_label));
        }
      }
    },
    slow,
  );
});

describe("a record by itself", () => {
  it("graded in its own language only (--locale zh), with full-width digits", async () => {
    const result = await zebra(["generate", "-n", "2", "-s", "3", "--size", "4x3", "--locale", "zh", "-f", "jsonl", "-q"]);
    for (const record of lines(result.stdout).map((line) => JSON.parse(line) as Record_)) {
      const wide = record.final_answer.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
      expect(score(record, wide)).toBe(1);
      expect(score(record, record.explanation)).toBe(1);
    }
  });
});
