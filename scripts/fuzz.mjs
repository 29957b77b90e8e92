#!/usr/bin/env node
// `pnpm fuzz [RUNS]`: the property tests of hostile input (apps/cli/test/hostile-properties.test.ts)
// with many more generated inputs than the normal suite runs (default 200 per property; the suite
// runs 4). Long: minutes. It needs no build: the tests read the sources.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const runs = process.argv[2] ?? process.env["ZEBRA_FUZZ_RUNS"] ?? "200";
if (!/^\d+$/.test(runs)) {
  console.error(`fuzz: RUNS must be a whole number, got '${runs}'`);
  process.exit(2);
}
const result = spawnSync("pnpm", ["exec", "vitest", "run", "apps/cli/test/hostile-properties.test.ts", "--testTimeout", "0"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ZEBRA_FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
