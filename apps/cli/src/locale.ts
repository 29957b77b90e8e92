import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, parse } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type CliStrings, type Locale, type Renderer, uiStringsOf } from "@zebra/locale-kit";
import { locale as english } from "@zebra/render-en";
import { closest } from "./args.js";
import { CliError } from "./cli-error.js";

const rendererFunctions = [
  "puzzle",
  "title",
  "clue",
  "clause",
  "fact",
  "step",
  "solution",
  "grid",
  "candidateGrid",
  "heading",
  "value",
  "question",
  "answer",
  "issue",
] as const satisfies readonly (keyof Renderer)[];

const cliStringKeys = [
  "puzzleTitle",
  "puzzleDetails",
  "heading",
  "solution",
  "solutionNumber",
  "explanation",
  "completed",
  "answers",
  "house",
  "levels",
  "unique",
  "multiple",
  "unsatisfiable",
  "whyFalse",
  "whyOpen",
  "whyStuck",
  "statedByClue",
  "explanationHolds",
  "explanationViolation",
  "sentencesRead",
  "readingCounts",
  "partial",
  "textLanguage",
] as const satisfies readonly (keyof CliStrings)[];

// Every string the CLI prints is checked when a locale loads: a key missing here fails to compile.
const checksEveryKey: Exclude<keyof CliStrings, (typeof cliStringKeys)[number]> extends never ? true : never = true;
void checksEveryKey;

/**
 * The package that holds a locale: `@zebra/render-<locale>`.
 *
 * @param locale - a language code.
 * @returns the package name.
 * @example
 * ```ts
 * localePackage("fr"); // "@zebra/render-fr"
 * ```
 */
function localePackage(locale: string): string {
  return `@zebra/render-${locale}`;
}

/**
 * Loads a locale from its package `@zebra/render-<locale>`, found (in this order) from the
 * CLI's own dependencies, in the `node_modules` of the CLI's and `cwd`'s folders and their
 * parents (a locale installed in the user's project works with no change to the CLI), and
 * among the packages of the workspace the CLI is part of (`packages/*` next to a
 * `pnpm-workspace.yaml`, so a new locale of this repository works once it is built). The
 * package must export `locale`, with its renderer, words and strings.
 *
 * Cost: one dynamic import (cached by Node after the first).
 *
 * @param locale - a language code such as "en" or "zh" (already checked by `parseLocale`)
 * @param cwd - the directory to look for a locally installed locale package from
 * @returns the locale
 * @throws {@link CliError} naming the available locales when none is found
 * @example
 * ```ts
 * const en = await loadLocale("en", process.cwd());
 * en.renderer.puzzle(ctx);
 * ```
 */
export async function loadLocale(locale: string, cwd: string): Promise<Locale> {
  const name = localePackage(locale);
  const found = resolvePackage(name, cwd);
  if (found === undefined) {
    const installed = installedLocales(cwd);
    const hint = closest(locale, installed);
    throw new CliError(
      `unknown locale '${locale}': package ${name} is not installed${hint ? ` (did you mean '${hint}'?)` : ""} (installed: ${installed.length ? installed.join(", ") : "none"})`,
    );
  }
  if (!existsSync(fileURLToPath(found.url))) {
    throw new CliError(`locale '${locale}': ${name} is not built (${fileURLToPath(found.url)} is missing; run pnpm build)`, { exitCode: 1 });
  }
  let module: Record<string, unknown>;
  try {
    module = (await import(found.url)) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`locale '${locale}': cannot load ${name}: ${(error as Error).message.split("\n")[0]}`, { exitCode: 1 });
  }
  const loaded = module["locale"] as Partial<Locale> | undefined;
  if (!loaded || typeof loaded !== "object") throw new CliError(`locale '${locale}': ${name} does not export a \`locale\``);
  const renderer = loaded.renderer as Partial<Renderer> | undefined;
  const missing = rendererFunctions.filter((f) => typeof renderer?.[f] !== "function");
  if (missing.length > 0) throw new CliError(`locale '${locale}': the renderer of ${name} lacks ${missing.join(", ")}`);
  // A locale without strings for the apps is fine (the CLI speaks English around its text); one with them has them all.
  const cli = loaded.ui?.cli as Partial<CliStrings> | undefined;
  const strings = loaded.ui === undefined ? [] : cliStringKeys.filter((key) => cli?.[key] === undefined);
  if (strings.length > 0) throw new CliError(`locale '${locale}': the strings of ${name} lack ui.cli.${strings.join(", ui.cli.")}`);
  if (typeof loaded.words?.attributes !== "object" || loaded.words.attributes === null) throw new CliError(`locale '${locale}': ${name} has no \`words\``);
  return loaded as Locale;
}

/**
 * The words the CLI prints around a locale's text: the locale's own, or English's when it has
 * no strings for the apps.
 *
 * @param locale - the locale of the text.
 * @returns the CLI's strings.
 * @example
 * ```ts
 * cliStrings(locale).solution; // "Solution" for a locale without `ui`
 * ```
 */
export function cliStrings(locale: Locale): CliStrings {
  return uiStringsOf(locale, english).cli;
}

/**
 * The locales whose packages (`@zebra/render-*`) can be found from the CLI's location, from
 * `cwd`, or in the CLI's workspace, sorted. Use it to tell a user which `--locale` values work.
 * Cost: a directory listing per `node_modules/@zebra` folder on the way up, and one of the
 * workspace's packages.
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
  for (const name of workspacePackages().keys()) found.add(name.slice("@zebra/render-".length));
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
    for (const dir of ancestors(start)) if (!roots.includes(dir)) roots.push(dir);
  }
  return roots;
}

function ancestors(start: string): string[] {
  const out: string[] = [];
  let dir = start;
  for (;;) {
    out.push(dir);
    const parent = dirname(dir);
    if (parent === dir || dir === parse(dir).root) return out;
    dir = parent;
  }
}

let workspaceMemo: Map<string, string> | undefined;

/**
 * The locale packages of the workspace the CLI belongs to: `@zebra/render-*` under
 * `packages/` of the nearest folder above the CLI that has a `pnpm-workspace.yaml`, by
 * package name → folder. Empty for an installed CLI outside a workspace.
 */
function workspacePackages(): Map<string, string> {
  if (workspaceMemo !== undefined) return workspaceMemo;
  workspaceMemo = new Map();
  const root = ancestors(dirname(fileURLToPath(import.meta.url))).find((dir) => existsSync(join(dir, "pnpm-workspace.yaml")));
  if (root === undefined) return workspaceMemo;
  const packages = join(root, "packages");
  for (const entry of safeReaddir(packages).sort()) {
    if (!entry.startsWith("render-")) continue;
    const manifest = readManifest(join(packages, entry));
    if (manifest?.name?.startsWith("@zebra/render-")) workspaceMemo.set(manifest.name, join(packages, entry));
  }
  return workspaceMemo;
}

interface Manifest {
  readonly name?: string;
  readonly exports?: unknown;
  readonly main?: string;
  readonly module?: string;
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** The file URL of a package folder's ESM entry (its `exports`, else `module`, `main`, `index.js`). */
function entryOf(root: string, manifest: Manifest): string {
  const entry = exportsEntry(manifest.exports) ?? manifest.module ?? manifest.main ?? "index.js";
  return pathToFileURL(join(root, entry)).href;
}

/** Where a package's ESM entry is, or undefined when it cannot be found. */
function resolvePackage(name: string, cwd: string): { readonly url: string } | undefined {
  try {
    return { url: import.meta.resolve(name) };
  } catch {
    // not reachable from the CLI's own location; try the user's project, then the workspace
  }
  for (const dir of searchRoots(cwd)) {
    const root = join(dir, "node_modules", ...name.split("/"));
    if (!existsSync(join(root, "package.json"))) continue;
    const manifest = readManifest(root);
    return manifest === undefined ? undefined : { url: entryOf(root, manifest) };
  }
  const folder = workspacePackages().get(name);
  const manifest = folder === undefined ? undefined : readManifest(folder);
  return folder === undefined || manifest === undefined ? undefined : { url: entryOf(folder, manifest) };
}

/** The "." entry of an `exports` map for an ESM import under Node (the source condition skipped). */
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
