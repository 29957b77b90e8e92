#!/usr/bin/env node
// `pnpm zebra …` from the repository root runs the built CLI.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../apps/cli/dist/bin.js", import.meta.url));
if (!existsSync(bin)) {
  console.error("zebra: the CLI is not built yet; run `npm run setup` (or `pnpm build`) first.");
  process.exit(1);
}
await import(bin);
