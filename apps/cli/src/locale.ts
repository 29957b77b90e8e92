import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, parse } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Renderer } from "@zebra/model";
import { CliError } from "./cli-error.js";

const rendererFunctions = ["puzzle", "clue", "step", "solution", "grid", "question", "answer", "issue"] as const;

/**
 * The package that holds the renderer of a locale: `@zebra/render-<locale>`.
 *
 * @param locale - a language code.
 * @returns the package name.
 * @example
 * ```ts
 * localePackage("fr"); // "@zebra/render-fr"
 * ```
 */
export function localePackage(locale: string): string {
  return `@zebra/render-${locale}`;
}

/**
 * Loads the renderer of a locale from the installed package `@zebra/render-<locale>`, looked
 * up first from the CLI's own location, then from `cwd` (so a locale package installed in the
 * user's project works with no change to the CLI). The package must export `renderer`.
 *
 * Cost: one dynamic import (cached by Node after the first).
 *
 * @param locale - a language code such as "en" or "zh" (already checked by `parseLocale`)
 * @param cwd - the directory to look for a locally installed locale package from
 * @returns the locale's renderer
 * @throws {@link CliError} naming the installed locales when none is found
 * @example
 * ```ts
 * const en = await loadRenderer("en", process.cwd());
 * ```
 */
export async function loadRenderer(locale: string, cwd: string): Promise<Renderer> {
  const name = localePackage(locale);
  const url = resolvePackage(name, cwd);
  if (!url) {
    const installed = installedLocales(cwd);
    throw new CliError(
      `unknown locale '${locale}': package ${name} is not installed (installed: ${installed.length ? installed.join(", ") : "none"})`,
    );
  }
  let module: Record<string, unknown>;
  try {
    module = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`locale '${locale}': cannot load ${name}: ${(error as Error).message.split("\n")[0]}`, { exitCode: 1 });
  }
  const renderer = module["renderer"] as Partial<Renderer> | undefined;
  if (!renderer || typeof renderer !== "object") throw new CliError(`locale '${locale}': ${name} does not export a \`renderer\``);
  const missing = rendererFunctions.filter((f) => typeof renderer[f] !== "function");
  if (missing.length > 0) throw new CliError(`locale '${locale}': the renderer of ${name} lacks ${missing.join(", ")}`);
  return renderer as Renderer;
}

/**
 * The locales whose packages (`@zebra/render-*`) can be found from the CLI's location or from
 * `cwd`, sorted. Use it to tell a user which `--locale` values work. Cost: a directory listing
 * per `node_modules/@zebra` folder on the way up.
 *
 * @param cwd - the directory whose project is searched too.
 * @returns the locale codes, e.g. `["en", "zh"]`.
 * @example
 * ```ts
 * installedLocales(process.cwd()); // ["en", "zh"]
 * ```
 */
export function installedLocales(cwd: string): string[] {
  const found = new Set<string>();
  for (const dir of searchRoots(cwd)) {
    const scope = join(dir, "node_modules", "@zebra");
    if (!existsSync(scope)) continue;
    for (const entry of safeReaddir(scope)) {
      const match = /^render-([a-z0-9-]+)$/i.exec(entry);
      if (match && existsSync(join(scope, entry, "package.json"))) found.add(match[1]!);
    }
  }
  return [...found].sort();
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Directories whose `node_modules` are searched: the CLI's ancestors, then cwd's. */
function searchRoots(cwd: string): string[] {
  const roots: string[] = [];
  for (const start of [dirname(fileURLToPath(import.meta.url)), cwd]) {
    let dir = start;
    for (;;) {
      if (!roots.includes(dir)) roots.push(dir);
      const parent = dirname(dir);
      if (parent === dir || dir === parse(dir).root) break;
      dir = parent;
    }
  }
  return roots;
}

/** The file URL of a package's ESM entry, or undefined when it cannot be found. */
function resolvePackage(name: string, cwd: string): string | undefined {
  try {
    return import.meta.resolve(name);
  } catch {
    // not reachable from the CLI's own location; try the user's project
  }
  for (const dir of searchRoots(cwd)) {
    const root = join(dir, "node_modules", ...name.split("/"));
    const manifest = join(root, "package.json");
    if (!existsSync(manifest)) continue;
    try {
      const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { exports?: unknown; main?: string; module?: string };
      const entry = exportsEntry(pkg.exports) ?? pkg.module ?? pkg.main ?? "index.js";
      return pathToFileURL(join(root, entry)).href;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The "." entry of an `exports` map for an ESM import under Node. */
function exportsEntry(exports: unknown): string | undefined {
  if (typeof exports === "string") return exports;
  if (!exports || typeof exports !== "object") return undefined;
  const map = exports as Record<string, unknown>;
  if ("." in map) return exportsEntry(map["."]);
  for (const condition of ["import", "node", "default"]) {
    if (condition in map) {
      const found = exportsEntry(map[condition]);
      if (found) return found;
    }
  }
  return undefined;
}
