import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One test run for the whole workspace. Tests read sibling packages' sources
// through the `@zebra/source` export condition, so they need no build; the
// CLI's end-to-end tests run the built binary (`pnpm test` builds first).
export default defineConfig({
  resolve: {
    conditions: ["@zebra/source", "module", "node", "import", "default"],
  },
  ssr: {
    resolve: {
      conditions: ["@zebra/source", "module", "node", "import", "default"],
      externalConditions: ["@zebra/source"],
    },
  },
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts", "scripts/**/*.test.ts"],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // A timeout catches a hang, not slowness (benchmarks measure speed): a minute leaves room
    // for the heaviest tests on a slow, shared machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest keeps one core for itself by default, which on a 2-core machine runs one file at
    // a time; its main process is idle while the files run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
