// Whether a record hangs together in every locale: its prompt names every key and value its
// answer needs, and its final answer, both explanations and answer_label grade 1.0. Shared by
// `node scripts/check-agreement.mjs` (200 records per locale, a table) and the CLI's
// record-agreement test.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The locales every record is made in. */
export const agreementLocales = ["en", "zh", "de", "ja"];

/** What is checked of each record in each locale, in table order. */
export const agreementChecks = ["prompt", "final_answer", "explanation", "explanation_concise", "answer_label"];

/**
 * Records of one size made by the built CLI in every locale of {@link agreementLocales}.
 * @param {{ size: string, count: number, seed: number, format: string, levels: string }} options
 * @returns {Promise<Record<string, any>[]>}
 */
export function agreementRecords({ size, count, seed, format, levels }) {
  const args = ["apps/cli/dist/bin.js", "generate", "-n", String(count), "-s", String(seed), "--size", size, "-d", levels];
  args.push("--locales", agreementLocales.join(","), "--answer-format", format, "-f", "jsonl", "-q");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root });
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`zebra ${args.slice(1).join(" ")} failed (${code}): ${Buffer.concat(err).toString("utf8")}`));
      else
        resolve(
          Buffer.concat(out)
            .toString("utf8")
            .split("\n")
            .filter((line) => line !== "")
            .map((line) => JSON.parse(line)),
        );
    });
  });
}

/**
 * Which of {@link agreementChecks} fail for one record in one locale, each with why.
 * @param {(record: object, answer: unknown, metric?: string) => number} score - the grader (`score` of @zebra/dataset).
 * @param {Record<string, any>} record
 * @param {string} locale
 * @returns {{ check: string, why: string }[]}
 */
export function agreementFailures(score, record, locale) {
  const texts = locale === "en" ? record : record.locales[locale];
  const failures = [];
  // The prompt names every key and value spelling the answer needs, as JSON strings; a prompt
  // that asks for the answer to the question alone names that answer's spelling.
  const needed =
    record.answer_format === "question"
      ? [texts.answer_label]
      : [...Object.values(texts.labels.attributes), ...Object.values(texts.labels.values).flatMap((byValue) => Object.values(byValue))];
  const missing = needed.filter((word) => !texts.prompt.includes(JSON.stringify(word)));
  if (missing.length > 0) failures.push({ check: "prompt", why: `does not name ${missing.map((w) => JSON.stringify(w)).join(", ")}` });
  for (const field of ["final_answer", "explanation", "explanation_concise"]) {
    const got = score(record, texts[field]);
    if (got !== 1) failures.push({ check: field, why: `scores ${got}` });
  }
  const label = score(record, texts.answer_label, "question");
  if (label !== 1) failures.push({ check: "answer_label", why: `${JSON.stringify(texts.answer_label)} scores ${label}` });
  return failures;
}
