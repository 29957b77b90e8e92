#!/usr/bin/env node
// ReDoS check (`pnpm lint` runs it after check-cycles): every regular expression in the shipped
// sources (`packages/*/src`, `apps/*/src`, tests aside) is analysed by recheck, which finds the
// patterns whose matching time can grow faster than linearly in the input (polynomial or
// exponential backtracking), with an attack string. Each such pattern is one line naming the
// file, line, pattern and complexity, and the exit code is 1.
//
// Patterns are found with the TypeScript parser: regex literals, and `new RegExp("…")` /
// `RegExp("…")` with a literal source. A pattern built at run time cannot be checked here; build
// it from escaped words only (as the readers do).
//
// `node scripts/check-regex.mjs [DIR…]` checks the given folders instead (the tests plant a
// super-linear pattern in one).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkSync } from "recheck";
import ts from "typescript";

export const repoRoot = resolve(import.meta.dirname, "..");

/** The folders checked by default: every package's and app's `src`. */
function defaultRoots() {
  const roots = [];
  for (const group of ["packages", "apps"]) {
    const dir = join(repoRoot, group);
    for (const name of readdirSync(dir)) {
      const src = join(dir, name, "src");
      if (statSync(src, { throwIfNoEntry: false })?.isDirectory()) roots.push(src);
    }
  }
  return roots;
}

/** The TypeScript and JavaScript files under a folder, tests aside. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") out.push(...sourceFiles(path));
    } else if (/\.(?:[cm]?ts|tsx|[cm]?js)$/.test(entry.name) && !/\.test(?:-d)?\.[cm]?[tj]s$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(path);
    }
  }
  return out;
}

/** Every literal pattern of a source file: `{ line, source, flags }`. */
export function extractPatterns(file, text) {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const lineOf = (node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf("/");
      found.push({ line: lineOf(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp" &&
      node.arguments?.[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const flags = node.arguments[1] !== undefined && ts.isStringLiteralLike(node.arguments[1]) ? node.arguments[1].text : "";
      found.push({ line: lineOf(node), source: node.arguments[0].text, flags });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const recheckVersion = createRequire(import.meta.url)("recheck/package.json").version;

/** Verdicts of earlier runs, by recheck version, flags and pattern: a pattern takes recheck up to a second, so only new ones are analysed. */
const cacheFile = join(repoRoot, "node_modules", ".cache", "check-regex", "verdicts.json");

function readCache() {
  try {
    return JSON.parse(readFileSync(cacheFile, "utf8"));
  } catch {
    return {};
  }
}

/** recheck's verdict on one pattern: null when it is linear, else the complexity and an attack. */
export function superLinear(source, flags, cache = {}) {
  const key = `${recheckVersion}\u0000${flags}\u0000${source}`;
  if (key in cache) return cache[key];
  const result = checkSync(source, flags.replace(/[^dgimsuyv]/g, ""), { timeout: 10_000 });
  const verdict =
    result.status === "vulnerable"
      ? { complexity: result.complexity?.summary ?? result.complexity?.type ?? "super-linear", attack: result.attack?.pattern ?? "" }
      : null;
  // A pattern recheck could not decide in time is not cached: it is analysed again next run.
  if (result.status !== "unknown") cache[key] = verdict;
  return verdict;
}

/** One super-linear pattern as a line: file, line, pattern, complexity and attack. */
export function describe(found) {
  return `${found.file}:${found.line}: /${found.source}/${found.flags} can backtrack ${found.complexity} (attack: ${found.attack.slice(0, 80)})`;
}

/** Checks the folders; returns the super-linear patterns and how many patterns were checked. */
export function checkRegexes(roots = defaultRoots()) {
  const problems = [];
  const cache = readCache();
  let patterns = 0;
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const name = relative(repoRoot, file);
      for (const pattern of extractPatterns(file, readFileSync(file, "utf8"))) {
        patterns++;
        const verdict = superLinear(pattern.source, pattern.flags, cache);
        if (verdict === null) continue;
        problems.push({ file: name, line: pattern.line, source: pattern.source, flags: pattern.flags, ...verdict });
      }
    }
  }
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(cache));
  return { problems, patterns };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const { problems, patterns } = checkRegexes(args.length > 0 ? args.map((a) => resolve(a)) : undefined);
  if (problems.length > 0) {
    for (const found of problems) console.error(describe(found));
    console.error(`check-regex: ${problems.length} of ${patterns} patterns can backtrack super-linearly; rewrite them to run in linear time`);
    process.exit(1);
  }
  console.log(`check-regex: ${patterns} patterns, none super-linear`);
}
