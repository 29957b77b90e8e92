#!/usr/bin/env node
// `pnpm bench [filter]`: runs every benchmark script of the workspace, one after another,
// each in its own process, and lets each print its tables. A filter keeps the scripts
// whose path contains it (`pnpm bench solver`).
import { spawnSync } from "node:child_process";
import { readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const filter = process.argv[2] ?? "";
const scripts = [];
for (const group of ["packages", "apps"]) {
  for (const pkg of readdirSync(join(root, group)).sort()) {
    const dir = join(root, group, pkg, "bench");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith(".bench.mjs")) scripts.push(join(dir, file));
    }
  }
}
const chosen = scripts.filter((s) => relative(root, s).includes(filter));
if (chosen.length === 0) {
  console.error(`bench: no benchmark matches "${filter}"`);
  process.exit(1);
}
let failed = 0;
for (const script of chosen) {
  console.log(`\n## ${relative(root, script)}`);
  const r = spawnSync(process.execPath, ["--expose-gc", script], { stdio: "inherit", cwd: join(script, "..", "..") });
  if (r.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
