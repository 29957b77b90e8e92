#!/usr/bin/env node
// `pnpm -s zebra …` from anywhere in the repository runs the built CLI. pnpm runs scripts in
// the repository's root; the user's own directory is INIT_CWD, and relative paths are theirs.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../apps/cli/dist/bin.js", import.meta.url));
if (!existsSync(bin)) {
  console.error("zebra: the CLI is not built yet; run `npm run setup` (or `pnpm build`) first.");
  process.exit(1);
}
if (process.env.npm_lifecycle_event === "zebra" && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(bin);
