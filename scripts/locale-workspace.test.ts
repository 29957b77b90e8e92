// Adding a locale to the workspace, as a contributor does it, in a copy of this checkout:
// scaffold it with scripts/new-locale.mjs, pnpm install, build it, and use it with --locale
// through the built CLI (`pnpm zebra …` runs scripts/zebra.mjs). Git must then show nothing
// changed outside the new package's folder but the lockfile: no shared file needs an edit.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "zebra-workspace-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Runs a command in the copy; its output, or an error with its output. */
function run(command: string, args: readonly string[], cwd = copy): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" } });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw Object.assign(new Error(`${command} ${args.join(" ")} failed:\n${stdout}${stderr}`), { stdout, stderr });
  }
}

/**
 * Copies this checkout as git sees it (tracked files and untracked ones git does not ignore),
 * plus the built `dist` folders, which git ignores, so the copy needs no full build; then
 * commits it, so that `git status` shows what the steps below change.
 */
function copyCheckout(): void {
  const files = run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], root)
    .split("\0")
    .filter((f) => f !== "" && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const group of ["packages", "apps"]) {
    for (const pkg of readdirSync(join(root, group))) {
      const dist = join(root, group, pkg, "dist");
      if (existsSync(dist)) cpSync(dist, join(copy, group, pkg, "dist"), { recursive: true });
    }
  }
  run("git", ["init", "-q"]);
  run("git", ["add", "-A"]);
  run("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "copy"]);
}

describe("a new locale in the workspace", () => {
  it("is scaffolded, installed, built and used with --locale, changing nothing outside its folder but the lockfile", () => {
    expect(existsSync(join(root, "apps", "cli", "dist", "bin.js")), "apps/cli is not built: run `pnpm build` first").toBe(true);
    copyCheckout();
    run(process.execPath, ["scripts/new-locale.mjs", "xx", "Pseudo-English"]);
    // Not --offline: a fresh machine's frozen install leaves no registry metadata in pnpm's
    // cache, and resolving the new package's dependencies needs it. --no-frozen-lockfile: with
    // CI set (as in CI), pnpm freezes the lockfile by default, and a new package must enter it.
    run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"]);
    run("pnpm", ["--filter", "@zebra/render-xx", "build"]);

    const einstein = join("fixtures", "einstein.json");
    const rendered = run(process.execPath, ["scripts/zebra.mjs", "render", einstein, "--locale", "xx"]);
    expect(rendered).toContain("1. [The person whose nationality is English is the person whose house color is red].");
    const generated = run(process.execPath, ["scripts/zebra.mjs", "generate", "--size", "4x3", "--seed", "7", "--locale", "xx"]);
    expect(generated).toMatch(/^\[Puzzle 1\]$/m);
    expect(generated).toMatch(/^\d+\. \[/m);
    // From a folder below the root, too, and listed among the locales when one is missing.
    const below = run(process.execPath, [join(copy, "scripts", "zebra.mjs"), "solve", join(copy, einstein), "--explain", "--locale", "xx"], join(copy, "docs"));
    expect(below).toMatch(/^1\. \[/m);
    let missing = "";
    try {
      run(process.execPath, ["scripts/zebra.mjs", "render", einstein, "--locale", "yy"]);
    } catch (error) {
      missing = String((error as { stderr?: string }).stderr);
    }
    const locales = [
      ...readdirSync(join(root, "packages"))
        .filter((name) => name.startsWith("render-"))
        .map((name) => name.slice("render-".length)),
      "xx",
    ].sort();
    expect(missing).toContain(`installed: ${locales.join(", ")})`);

    const changed = run("git", ["status", "--porcelain", "--untracked-files=all"])
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => line.slice(3));
    expect(changed.filter((file) => !file.startsWith("packages/render-xx/") && file !== "pnpm-lock.yaml")).toEqual([]);
    expect(changed.some((file) => file.startsWith("packages/render-xx/src/"))).toBe(true);
  }, 180_000); // a copy of the checkout, pnpm install and a build: about 25 s alone, more on a busy machine
});
