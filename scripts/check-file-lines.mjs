#!/usr/bin/env node
// File length check (`pnpm lint` runs it): no source file, tests included, runs over
// `maxLines` lines, so that every file stays one concept a reader can take in. Data tables
// (word lists, measured tables) are the exception, listed by name in `dataTables`. Each file
// over the limit is a line `path: N lines (at most M …)` and the exit code is 1.
//
// `node scripts/check-file-lines.mjs [ROOT]` checks the repository at ROOT instead.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const repoRoot = resolve(import.meta.dirname, "..");

/** The most lines a source file may have. */
export const maxLines = 600;

/** File names of data tables, which may run longer: a locale's theme words, the sampler's level table. */
export const dataTables = ["theme-words.ts", "level-table.ts"];

/** Whether a path names a source file: TypeScript or JavaScript. */
export const isSource = (path) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(path);

/** The number of lines of a text, counted as `wc -l` counts them with a last line that ends or not. */
export function lineCount(text) {
  if (text === "") return 0;
  const breaks = text.split("\n").length - 1;
  return text.endsWith("\n") ? breaks : breaks + 1;
}

/** The problems among `files` (paths relative to `root`): each source file over the limit that is not a data table (a file deleted but still tracked is passed over). */
export function lengthProblems(root, files) {
  return files
    .filter((file) => isSource(file) && !dataTables.includes(basename(file)) && existsSync(join(root, file)))
    .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), "utf8")) }))
    .filter(({ lines }) => lines > maxLines)
    .map(({ file, lines }) => `${file}: ${lines} lines (at most ${maxLines}: split it by concept, or list it in dataTables if it is a data table)`);
}

/** The files of the repository at `root` that git tracks or would track (ignored ones, as `node_modules` and `dist`, left out). */
export function repositoryFiles(root = repoRoot) {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });
  return [...new Set(out.split("\0").filter((path) => path !== ""))].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = process.argv[2] ? resolve(process.argv[2]) : repoRoot;
  const problems = lengthProblems(root, repositoryFiles(root));
  for (const problem of problems) console.error(problem);
  process.exit(problems.length === 0 ? 0 : 1);
}
