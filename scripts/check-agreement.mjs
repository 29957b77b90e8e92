#!/usr/bin/env node
// `node scripts/check-agreement.mjs [N]`: N records (default 200) of mixed sizes and levels in
// en, zh, de and ja, made by the built CLI, for each answer format; prints, per locale, how many
// records pass each check of scripts/record-agreement.mjs (every cell should be N), then each
// failure with its record and why. Exits with 1 when any check fails.
import { agreementChecks, agreementFailures, agreementLocales, agreementRecords } from "./record-agreement.mjs";

const { score } = await import(new URL("../packages/dataset/dist/index.js", import.meta.url).href);
const count = Number(process.argv[2] ?? 200);
const sizes = ["3x3", "4x4", "5x4", "6x4", "4x6", "5x5", "6x6", "3x5"];
const failures = [];

for (const format of ["json", "table", "question"]) {
  const records = [];
  for (const [k, size] of sizes.entries()) {
    const n = Math.floor(count / sizes.length) + (k < count % sizes.length ? 1 : 0);
    const levels = Number(size[0]) >= 5 ? "easy,medium,hard,expert" : "easy,medium,hard";
    records.push(...(await agreementRecords({ size, count: n, seed: 100 + k, format, levels })));
  }
  console.log(`\n--answer-format ${format}: ${records.length} records of ${sizes.join(", ")}, levels easy to hard (and expert from 5 houses)`);
  console.log(["locale", ...agreementChecks].join("  "));
  for (const locale of agreementLocales) {
    const passed = Object.fromEntries(agreementChecks.map((check) => [check, records.length]));
    for (const record of records) {
      for (const { check, why } of agreementFailures(score, record, locale)) {
        passed[check]--;
        failures.push(`${format} ${locale} ${record.id}: ${check} ${why}`);
      }
    }
    console.log([locale.padEnd(6), ...agreementChecks.map((check) => String(passed[check]).padStart(check.length))].join("  "));
  }
}
if (failures.length > 0) console.log(`\n${failures.join("\n")}`);
process.exit(failures.length > 0 ? 1 : 0);
