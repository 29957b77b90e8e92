#!/usr/bin/env node
// The playground's browser tests drive Debian's Chromium. This installs it with apt when it is
// missing and we are root (CI and fresh machines); otherwise it says what to do and fails.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

if (process.platform !== "linux" || typeof process.getuid !== "function" || process.getuid() !== 0 || !existsSync("/usr/bin/apt-get")) {
  console.error(`ensure-browser: Chromium is not at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log("Installing Chromium with apt for the browser tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq", { stdio: "inherit", env });
execSync("apt-get install -y -qq --no-install-recommends chromium", { stdio: "inherit", env });
if (!existsSync(path)) {
  console.error(`ensure-browser: apt installed chromium, but ${path} is still missing.`);
  process.exit(1);
}
