#!/usr/bin/env node
// Layout check for the locales (`pnpm lint` runs it): every `packages/render-*` has the file map
// of the locale template (`templates/render-locale/src`), so that the same concept is in the same
// file in every language. Beyond the template's files a locale may add its own, in the same
// shape: in `src/` only the modules its index exports from and tests; everything else under
// `src/internal/`; helpers that only tests import under `src/testing/`; data files (the golden
// texts) anywhere. Each problem is a line
// `path: what` and the exit code is 1.
//
// `node scripts/check-locale-layout.mjs [ROOT]` checks the repository at ROOT instead.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const repoRoot = resolve(import.meta.dirname, "..");

const isTest = (file) => /\.test(-d)?\.ts$/.test(file);

/** The files under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir) {
  const walk = (d) =>
    readdirSync(d)
      .sort()
      .flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [relative(dir, join(d, name)).split("\\").join("/")]));
  return walk(dir);
}

/** The relative modules a source file imports or re-exports from, as paths under `src/`. */
function importsOf(src, file) {
  const text = readFileSync(join(src, file), "utf8");
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  return [...text.matchAll(/(?:from|import)\s*["'](\.\.?\/[^"']+)\.js["']/g)].map((m) => {
    const parts = [...(dir === "" ? [] : dir.split("/")), ...m[1].split("/")];
    const out = [];
    for (const part of parts) {
      if (part === "..") out.pop();
      else if (part !== ".") out.push(part);
    }
    return `${out.join("/")}.ts`;
  });
}

/** The problems of one locale package's `src/` against the template's file map. */
export function localeProblems(templateSrc, src, shown = src) {
  const problems = [];
  const files = filesUnder(src);
  for (const file of filesUnder(templateSrc)) {
    if (!files.includes(file)) problems.push(`${shown}/${file}: missing (the locale template has it)`);
  }
  const exported = existsSync(join(src, "index.ts")) ? new Set(importsOf(src, "index.ts")) : new Set();
  const fromSources = new Set(files.filter((f) => f.endsWith(".ts") && !isTest(f) && !f.startsWith("testing/")).flatMap((f) => importsOf(src, f)));
  for (const file of files.filter((f) => f.endsWith(".ts"))) {
    const top = !file.includes("/");
    if (top && (file === "index.ts" || isTest(file))) continue;
    if (top && !exported.has(file)) problems.push(`${shown}/${file}: not exported by the index: move it to src/internal/`);
    else if (!top && !/^(internal|testing)\//.test(file)) problems.push(`${shown}/${file}: only src/internal/ and src/testing/ hold folders of modules`);
    else if (file.startsWith("internal/") && isTest(file)) problems.push(`${shown}/${file}: tests stand in src/, beside the index`);
    else if (file.startsWith("testing/") && fromSources.has(file))
      problems.push(`${shown}/${file}: a module imports it, so it is not a test helper: move it to src/internal/`);
    if (file.startsWith("internal/") && exported.has(file)) problems.push(`${shown}/${file}: the index exports from it: move it to src/`);
  }
  return problems;
}

/** The problems of every `packages/render-*` under `root`. */
export function layoutProblems(root = repoRoot) {
  const templateSrc = join(root, "templates", "render-locale", "src");
  const packages = join(root, "packages");
  return readdirSync(packages)
    .filter((name) => name.startsWith("render-"))
    .sort()
    .flatMap((name) => localeProblems(templateSrc, join(packages, name, "src"), `packages/${name}/src`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = layoutProblems(process.argv[2] ? resolve(process.argv[2]) : repoRoot);
  for (const problem of problems) console.error(problem);
  process.exit(problems.length === 0 ? 0 : 1);
}
