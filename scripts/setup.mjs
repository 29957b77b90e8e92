#!/usr/bin/env node
// One-step set-up on a machine that has only Node 20 and npm: installs the pinned pnpm when
// it is missing, installs the workspace and builds it. Each step is one line on stderr; its
// own output is shown only when it fails (all of it with --verbose).
//
//   node scripts/setup.mjs [--verbose]
import { execSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs one step of the set-up: prints `label… done (N s)`, or, when the command fails, the
 * label, the command's whole output and a line saying which step failed. Returns whether it
 * succeeded. With `verbose`, the command's output is shown as it comes.
 */
export function runStep(label, command, { cwd = root, env = process.env, verbose = false, write = (text) => process.stderr.write(text) } = {}) {
  write(`${label}…${verbose ? "\n" : " "}`);
  const started = Date.now();
  const run = spawnSync(command, {
    cwd,
    env,
    shell: true,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status === 0) {
    write(`${verbose ? `${label}: ` : ""}done (${seconds} s)\n`);
    return true;
  }
  const why = run.error ? run.error.message : run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`;
  if (!verbose) write(`failed\n\n${run.stdout ?? ""}${run.stderr ?? ""}\n`);
  write(`set-up: ${label.toLowerCase()} failed (${why}): \`${command}\`${verbose ? "" : "; its output is above"}\n`);
  return false;
}

function pnpmVersion() {
  try {
    return execSync("pnpm --version", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function main(argv) {
  const verbose = argv.includes("--verbose");
  const pinned = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).packageManager.split("@")[1];
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
  const steps = [];
  if (pnpmVersion() !== pinned) steps.push([`Installing pnpm ${pinned} with npm`, `npm install --global --no-fund --no-audit pnpm@${pinned}`]);
  steps.push(["Installing the dependencies", "pnpm install"], ["Building the packages", "pnpm build"]);
  for (const [label, command] of steps) if (!runStep(label, command, { env, verbose })) return 1;
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
