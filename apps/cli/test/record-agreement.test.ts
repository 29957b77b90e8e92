// One question, one answer format, one truth: in every locale, a record's prompt names every
// key and value its answer needs, and its final answer, both explanations and its
// answer_label grade 1.0 with the library's grader. The checks are those of
// scripts/record-agreement.mjs, which `node scripts/check-agreement.mjs` runs on 200 records
// per locale.
import { score } from "@zebra/dataset";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { agreementFailures, agreementLocales, agreementRecords } from "../../../scripts/record-agreement.mjs";
import { lines, requireBuilt, zebra } from "./helpers.js";

const sizes = ["3x3", "4x4", "5x3", "6x4"];
const slow = 240_000;

describe.each(["json", "table", "question"])("--answer-format %s", (format) => {
  it.each(format === "json" ? sizes : ["4x4", "6x4"])(
    "%s: the prompt names every key and value, and the final answer, both explanations and answer_label grade 1.0 in en, zh, de and ja",
    async (size) => {
      requireBuilt();
      const records = await agreementRecords({ size, count: format === "json" ? 3 : 2, seed: 29, format, levels: "easy,medium,hard" });
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        expect(record.answer_format).toBe(format);
        for (const locale of agreementLocales) expect(agreementFailures(score, record, locale), `${size} ${locale} ${record.id}`).toEqual([]);
      }
    },
    slow,
  );
});

describe("a record by itself", () => {
  it("graded in its own language only (--locale zh), with full-width digits", async () => {
    const result = await zebra(["generate", "-n", "2", "-s", "3", "--size", "4x3", "--locale", "zh", "-f", "jsonl", "-q"]);
    for (const record of lines(result.stdout).map((line) => JSON.parse(line) as { final_answer: string; explanation: string })) {
      const wide = record.final_answer.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
      expect(score(record, wide)).toBe(1);
      expect(score(record, record.explanation)).toBe(1);
    }
  });
});
