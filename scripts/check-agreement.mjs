#!/usr/bin/env node
// `node scripts/check-agreement.mjs [N]`: N records (default 200) of mixed sizes and levels in
// en, zh, de and ja, made by the built CLI, for each answer format; prints, per locale, how many
// of the final answers, explanations and answer labels grade 1.0. Every cell should be N.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const { score } = await import(new URL("../packages/dataset/dist/index.js", import.meta.url).href);
const count = Number(process.argv[2] ?? 200);
const locales = ["en", "zh", "de", "ja"];
const sizes = ["3x3", "4x4", "5x4", "6x4", "4x6", "5x5", "6x6", "3x5"];
let failed = false;

for (const format of ["json", "table", "question"]) {
  const records = [];
  sizes.forEach((size, k) => {
    const n = Math.floor(count / sizes.length) + (k < count % sizes.length ? 1 : 0);
    const args = [
      "apps/cli/dist/bin.js",
      "generate",
      "-n",
      String(n),
      "-s",
      String(100 + k),
      "--size",
      size,
      "-d",
      Number(size[0]) >= 5 ? "easy,medium,hard,expert" : "easy,medium,hard",
      "--locales",
      locales.join(","),
      "--answer-format",
      format,
      "-f",
      "jsonl",
      "-q",
    ];
    const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 30 });
    if (run.status !== 0) throw new Error(`generate ${size} failed: ${run.stderr}`);
    records.push(
      ...run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    );
  });
  console.log(`\n--answer-format ${format}: ${records.length} records of ${sizes.join(", ")}, levels easy to hard (and expert from 5 houses)`);
  console.log("locale  final_answer  explanation  explanation_concise  answer_label");
  for (const locale of locales) {
    const ones = { final_answer: 0, explanation: 0, explanation_concise: 0, answer_label: 0 };
    for (const record of records) {
      const texts = locale === "en" ? record : record.locales[locale];
      for (const field of ["final_answer", "explanation", "explanation_concise"]) if (score(record, texts[field]) === 1) ones[field]++;
      if (score(record, texts.answer_label, "question") === 1) ones.answer_label++;
    }
    if (Object.values(ones).some((n) => n !== records.length)) failed = true;
    console.log(
      `${locale.padEnd(6)}  ${String(ones.final_answer).padStart(12)}  ${String(ones.explanation).padStart(11)}  ${String(ones.explanation_concise).padStart(19)}  ${String(ones.answer_label).padStart(12)}`,
    );
  }
}
process.exit(failed ? 1 : 0);
