#!/usr/bin/env node
// The playground's browser tests drive Debian's Chromium, and draw Chinese and Japanese text,
// which needs a CJK font (Chromium otherwise draws empty boxes). This installs what is missing
// with apt when we are root (CI and fresh machines); otherwise it says what to do and fails.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Whether fontconfig knows a font with Japanese glyphs (fc-list is part of fontconfig, which Chromium needs). */
function hasJapaneseFont() {
  try {
    return execSync("fc-list :lang=ja family", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
  } catch {
    return false;
  }
}

const missing = [...(existsSync(path) ? [] : ["chromium"]), ...(hasJapaneseFont() ? [] : ["fonts-noto-cjk"])];
if (missing.length === 0) process.exit(0);

if (process.platform !== "linux" || typeof process.getuid !== "function" || process.getuid() !== 0 || !existsSync("/usr/bin/apt-get")) {
  const what = missing.includes("chromium") ? `Chromium is not at ${path}` : "no font draws Japanese text";
  console.error(`ensure-browser: ${what}. Install ${missing.join(" and ")} (Debian: apt-get install ${missing.join(" ")}) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log(`Installing ${missing.join(" and ")} with apt for the browser tests…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq", { stdio: "inherit", env });
execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(" ")}`, { stdio: "inherit", env });
if (!existsSync(path)) {
  console.error(`ensure-browser: apt installed chromium, but ${path} is still missing.`);
  process.exit(1);
}
if (!hasJapaneseFont()) {
  console.error("ensure-browser: apt installed fonts-noto-cjk, but fontconfig finds no Japanese font (fc-list :lang=ja).");
  process.exit(1);
}
