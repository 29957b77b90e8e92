// Scaffolds a pseudo-locale from templates/render-locale into a temporary folder outside
// packages/, builds it with tsup (which type-checks it: every verbaliser map must be complete)
// and runs the renderer conformance suite on the built package.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Locale } from "@zebra/locale-kit";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script without type declarations
import { scaffoldLocale } from "../../../scripts/new-locale.mjs";
import { runLocaleConformance } from "./conformance.js";
import { scaffoldPseudoLocale, tsupCommand } from "../test/locale-workspace.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const workspace = mkdtempSync(join(tmpdir(), "zebra-locale-"));
const target = scaffoldPseudoLocale(root, workspace);
const [tsup, tsupArgs] = tsupCommand(root);
execFileSync(tsup, tsupArgs, { cwd: target, stdio: "pipe" });
const built = (await import(pathToFileURL(join(target, "dist", "index.js")).href)) as { locale: Locale };

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("scripts/new-locale.mjs", () => {
  it("fills the locale and language into names and contents", () => {
    const manifest = JSON.parse(readFileSync(join(target, "package.json"), "utf8")) as { name: string; description: string };
    expect(manifest.name).toBe("@zebra/render-xx");
    expect(manifest.description).toContain("Pseudo-English");
    expect(built.locale.renderer.locale).toBe("xx");
    expect(built.locale.renderer.language).toBe("Pseudo-English");
    expect(existsSync(join(target, "dist", "index.d.ts"))).toBe(true);
  });

  it("refuses bad locale codes, bad names and existing folders", () => {
    expect(() => scaffoldLocale("English", "English", join(workspace, "packages"))).toThrow(/locale code/);
    expect(() => scaffoldLocale("yy", 'Bad "name"', join(workspace, "packages"))).toThrow(/language/);
    expect(() => scaffoldLocale("xx", "Again", join(workspace, "packages"))).toThrow(/already exists/);
  });

  it("is used by the built CLI through --locale, with no change to the CLI", () => {
    // A user's project with the new locale installed: the CLI finds @zebra/render-xx from the
    // current directory. The CLI is run as a program (the root `pnpm test` builds it first).
    const cli = join(root, "apps", "cli", "dist", "bin.js");
    expect(existsSync(cli), "apps/cli is not built: run `pnpm build` first").toBe(true);
    const project = join(workspace, "project");
    mkdirSync(join(project, "node_modules", "@zebra"), { recursive: true });
    symlinkSync(target, join(project, "node_modules", "@zebra", "render-xx"), "dir");
    const einstein = join(root, "fixtures", "einstein.json");
    const run = (args: string[]) => execFileSync(process.execPath, [cli, ...args], { cwd: project, encoding: "utf8" });
    const rendered = run(["render", einstein, "--locale", "xx"]);
    expect(rendered).toMatch(/^\[.*\]/m);
    expect(rendered).toContain("1. [");
    const explained = run(["solve", einstein, "--explain", "--locale", "xx"]);
    expect(explained).toMatch(/Norwegian/);
    expect(explained).toMatch(/^\d+\. \[/m);
  });

  it("renders with the template's bracketed English", () => {
    const ctx = { puzzle: { format: "zebra-puzzle/1" as const, size: 2, attributes: [{ name: "Pet", values: ["cat", "dog"] }], clues: [] } };
    expect(built.locale.renderer.clue({ type: "at", a: { attr: "Pet", value: "cat" }, pos: 1 }, ctx)).toBe("[The person whose Pet is cat lives in house 1].");
  });
});

runLocaleConformance(built.locale, { puzzles: 300, traceEvery: 10, eitherWay: /^\[Either way, / });
