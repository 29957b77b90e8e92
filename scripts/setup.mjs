#!/usr/bin/env node
// One-step set-up on a machine that has only Node 20 and npm:
// installs the pinned pnpm when it is missing, installs the workspace and builds it.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const root = new URL("..", import.meta.url);
const pinned = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).packageManager.split("@")[1];

function run(cmd) {
  execSync(cmd, { stdio: "inherit", cwd: root, env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } });
}

function pnpmVersion() {
  try {
    return execSync("pnpm --version", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return null;
  }
}

if (pnpmVersion() !== pinned) {
  console.log(`Installing pnpm ${pinned} with npm…`);
  run(`npm install --global --no-fund --no-audit pnpm@${pinned}`);
}
run("pnpm install");
run("pnpm build");
