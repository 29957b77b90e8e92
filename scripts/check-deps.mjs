#!/usr/bin/env node
// Dependency-direction check for the workspace (`pnpm lint` runs it first).
//
// Every workspace package may depend only on the packages its row of `layers` allows, and
// nothing may depend on an app. The check reads both sides of each edge:
//   - package.json: dependencies, peerDependencies and devDependencies on workspace packages;
//   - sources: every `import … from`, `export … from`, `import("…")` call and `import("…").T` type in
//     src/**/* (and apps' test/**/*), parsed with the TypeScript compiler so that code in
//     comments (TSDoc `@example` blocks) is never mistaken for an import.
// Test files (`*.test.ts`, `*.test-d.ts`, anything under `test/`, and the helpers only tests
// import, under `src/testing/`) may also import @zebra/testkit and whatever the package lists in
// devDependencies.
//
// The core, `checkDependencies(workspace)`, is a pure function over a plain description of
// the workspace; `readWorkspace(root)` builds that description from disk. The rules are
// documented in docs/contributing/dependency-rules.md; change both together.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * The allowed-dependency table. `who` matches a package by name (`*` is a wildcard) or an
 * app by location (`apps/*`); `may` lists what it may depend on, where `packages/*` means
 * every package under packages/. The first matching row wins. A workspace member that no
 * row matches is itself a violation: each new package needs a deliberate row.
 */
export const layers = [
  { who: "@zebra/model", may: [] },
  { who: "@zebra/locale-kit", may: ["@zebra/model"] },
  { who: "@zebra/solver", may: ["@zebra/model"] },
  { who: "@zebra/vocab", may: ["@zebra/model", "@zebra/locale-kit"] },
  { who: "@zebra/render-*", may: ["@zebra/model", "@zebra/locale-kit"] },
  { who: "@zebra/sampler", may: ["@zebra/model", "@zebra/solver"] },
  { who: "@zebra/dataset", may: ["@zebra/model", "@zebra/solver"] },
  { who: "@zebra/testkit", may: ["packages/*"] },
  { who: "apps/*", may: ["packages/*"] },
];

/**
 * Code that belongs to another package, found by where it sits: `who` is a package name, `path`
 * a pattern over a source path relative to the package, `home` the package it belongs in.
 * Model is data (types, the format, validation, step data); the text engine (the locale
 * contract, the renderer assembly, solution layout, discourse planning and the reader) is
 * the locale kit's.
 */
export const homes = [
  {
    who: "@zebra/model",
    path: /^src\/((text|read|render|plan|contract)\/|internal\/read\/|(renderer|locale|reader|reader-grammar)\.ts$|.*(assemble-renderer|assemble-reader|solution-layout|solution-items)\.ts$)/,
    what: "renderer, layout or reader code",
    home: "@zebra/locale-kit",
  },
];

/** What test files may use besides the package's own allowed edges. */
export const testOnly = ["@zebra/testkit"];

const sourceExtensions = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const manifestFields = ["dependencies", "peerDependencies", "devDependencies"];
const builtins = new Set(builtinModules);

/** True for files that only tests run: `*.test.ts`, `*.test-d.ts`, files under `test/`, and test helpers under `src/testing/`. */
export function isTestFile(path) {
  const p = path.split(sep).join("/");
  const inPackage = p.replace(/^(packages|apps)\/[^/]+\//, "");
  return /\.test(-d)?\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(test|tests|__tests__)\//.test(inPackage) || inPackage.startsWith("src/testing/");
}

function globToRegExp(glob) {
  return new RegExp(
    `^${glob
      .split("*")
      .map((s) => s.replace(/[.+?^${}()|[\]\\/]/g, "\\$&"))
      .join(".*")}$`,
  );
}

function matches(pattern, member) {
  if (pattern === "packages/*") return member.kind === "package";
  if (pattern === "apps/*") return member.kind === "app";
  return globToRegExp(pattern).test(member.name);
}

/** The row of `layers` that governs `member`, or undefined when no row does. */
export function ruleFor(member, table = layers) {
  return table.find((row) => matches(row.who, member));
}

/** The names `member` may depend on (sorted), given the whole workspace. */
export function allowedFor(member, members, table = layers) {
  const row = ruleFor(member, table);
  if (!row) return [];
  const out = new Set();
  for (const target of members) {
    if (target.name === member.name || target.kind === "app") continue;
    if (row.may.some((pattern) => matches(pattern, target))) out.add(target.name);
  }
  return [...out].sort();
}

/** The package name a bare specifier refers to (`@a/b/c` → `@a/b`, `x/y` → `x`), or null. */
export function packageNameOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || /^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function isTypeOnlyImport(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // `import "x"` runs x
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return false;
    return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  return false;
}

/**
 * Every module specifier a source file names: static imports and re-exports, dynamic
 * `import()`, `import("x").T` types, `import x = require("x")` and `require("x")` calls.
 * Each entry has the specifier, its 1-based line, and whether it is erased at run time
 * (`typeOnly`). Dynamic imports whose argument is not a string literal are reported with
 * `specifier: null` so callers can flag them.
 */
export function extractImports(text, fileName = "file.ts") {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : fileName.match(/\.[cm]?js$/) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, literal, typeOnly) => {
    const at = source.getLineAndCharacterOfPosition((literal ?? node).getStart(source));
    found.push({ specifier: literal && ts.isStringLiteralLike(literal) ? literal.text : null, line: at.line + 1, typeOnly });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node, node.moduleSpecifier, isTypeOnlyImport(node));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "require" &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** 1-based line of `"name":` inside the `field` object of a package.json text, or 1. */
function manifestLine(text, field, name) {
  if (!text) return 1;
  const lines = text.split("\n");
  let inField = false;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].includes(`"${field}"`)) inField = true;
    else if (inField && lines[i].includes(`"${name}"`)) return i + 1;
    else if (inField && /^\s*}/.test(lines[i])) inField = false;
  }
  return 1;
}

function isInside(child, parent) {
  const rel = posix.relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !posix.isAbsolute(rel));
}

/**
 * Checks a workspace description and returns its violations (empty when it is clean).
 *
 * `workspace.members` is a list of `{ name, dir, kind: "package" | "app", manifest,
 * manifestText?, files: [{ path, text }] }` with `dir` and `path` relative to the root,
 * written with `/`. Each violation is `{ file, line, message }`, sorted by file and line.
 */
export function checkDependencies(workspace, table = layers) {
  const members = workspace.members;
  const byName = new Map(members.map((m) => [m.name, m]));
  const violations = [];
  const report = (file, line, message) => violations.push({ file, line, message });
  const allowedText = (list) => (list.length ? list.join(", ") : "nothing");

  for (const member of members) {
    const manifestPath = `${member.dir}/package.json`;
    const row = ruleFor(member, table);
    if (!row) {
      report(
        manifestPath,
        1,
        `${member.name} has no row in the dependency table (add one to scripts/check-deps.mjs and docs/contributing/dependency-rules.md)`,
      );
      continue;
    }
    const allowed = allowedFor(member, members, table);
    const testAllowed = [...new Set([...allowed, ...testOnly])].filter((n) => n !== member.name && byName.has(n)).sort();
    const declared = {};
    for (const field of manifestFields) declared[field] = new Set(Object.keys(member.manifest[field] ?? {}));

    // 1. The manifest's edges.
    for (const field of manifestFields) {
      for (const dep of declared[field]) {
        const target = byName.get(dep);
        if (!target) continue; // not a workspace member: not a layering question
        const line = manifestLine(member.manifestText, field, dep);
        const ok = field === "devDependencies" ? testAllowed : allowed;
        if (dep === member.name) report(manifestPath, line, `${member.name} must not depend on itself (${field})`);
        else if (target.kind === "app") report(manifestPath, line, `${member.name} must not depend on ${dep}: nothing may depend on an app`);
        else if (!ok.includes(dep)) report(manifestPath, line, `${member.name} must not depend on ${dep} in ${field} (allowed: ${allowedText(ok)})`);
      }
    }

    // 2. The sources' edges.
    const runtimeDeclared = new Set([...declared.dependencies, ...declared.peerDependencies]);
    const anyDeclared = new Set([...runtimeDeclared, ...declared.devDependencies]);
    for (const file of member.files) {
      const inPackage = posix.relative(member.dir, file.path);
      for (const rule of homes)
        if (rule.who === member.name && rule.path.test(inPackage))
          report(file.path, 1, `${member.name} must not hold ${rule.what}: it belongs in ${rule.home}`);
      const test = isTestFile(file.path);
      const ok = test ? testAllowed : allowed;
      let imports;
      try {
        imports = extractImports(file.text, file.path);
      } catch (error) {
        report(file.path, 1, `cannot be parsed: ${error.message}`);
        continue;
      }
      for (const { specifier, line } of imports) {
        if (specifier === null) {
          // A computed `import(x)` may load anything. That is fine where any package is allowed
          // (apps load locale packages by name), and a hole in the layering anywhere else.
          if (!test && !row.may.includes("packages/*"))
            report(file.path, line, `${member.name} uses a dynamic import whose target is not a string literal; the layering cannot be checked`);
          continue;
        }
        if (specifier.startsWith(".") || specifier.startsWith("/")) {
          const resolved = posix.normalize(posix.join(posix.dirname(file.path), specifier));
          const owner = members.find((m) => m !== member && isInside(resolved, m.dir));
          if (owner)
            report(file.path, line, `${member.name} must not reach into ${owner.dir} with a relative path ("${specifier}"); import ${owner.name} by name`);
          else if (specifier.startsWith("/") || (!test && !isInside(resolved, member.dir)))
            report(file.path, line, `${member.name} must not import "${specifier}": it leaves ${member.dir}`);
          continue;
        }
        const name = packageNameOf(specifier);
        if (name === null || builtins.has(specifier) || builtins.has(name)) continue;
        const target = byName.get(name);
        if (!target) {
          if (name.startsWith("@zebra/")) report(file.path, line, `${member.name} imports ${name}, which is not a workspace package`);
          else if (!test && !runtimeDeclared.has(name)) report(file.path, line, `${member.name} imports ${name} but does not declare it in dependencies`);
          continue;
        }
        if (target === member) {
          if (!test) report(file.path, line, `${member.name} must not import itself by name; use a relative import`);
          continue;
        }
        if (target.kind === "app") {
          report(file.path, line, `${member.name} must not import ${name}: nothing may depend on an app`);
          continue;
        }
        if (!ok.includes(name)) {
          report(file.path, line, `${member.name} must not import ${name} (allowed: ${allowedText(ok)})`);
          continue;
        }
        if (test ? !anyDeclared.has(name) : !runtimeDeclared.has(name)) {
          const where = test
            ? "dependencies or devDependencies"
            : declared.devDependencies.has(name)
              ? "dependencies (it is only in devDependencies, which consumers do not install)"
              : "dependencies";
          report(file.path, line, `${member.name} imports ${name} but does not declare it in ${where}`);
          continue;
        }
        const subpath = specifier === name ? "." : `.${specifier.slice(name.length)}`;
        const exportsMap = target.manifest.exports;
        if (exportsMap && typeof exportsMap === "object" && !Array.isArray(exportsMap) && Object.keys(exportsMap).some((k) => k.startsWith("."))) {
          if (!(subpath in exportsMap)) report(file.path, line, `${member.name} imports ${specifier}, which ${name} does not export`);
        }
      }
    }
  }
  return violations.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/** One output line per violation: `path:line: message`. */
export function formatViolation(v) {
  return `${v.file}:${v.line}: ${v.message}`;
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (sourceExtensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/**
 * Reads the workspace under `root` (packages/* and apps/* that hold a package.json) into the
 * description `checkDependencies` takes. Source files are those under each member's src/
 * and test/ folders.
 */
export function readWorkspace(root) {
  const members = [];
  for (const [group, kind] of [
    ["packages", "package"],
    ["apps", "app"],
  ]) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir).sort()) {
      const dir = join(groupDir, entry);
      const manifestFile = join(dir, "package.json");
      if (!statSync(dir).isDirectory() || !existsSync(manifestFile)) continue;
      const manifestText = readFileSync(manifestFile, "utf8");
      const files = [...walk(join(dir, "src")), ...walk(join(dir, "test"))]
        .sort()
        .map((f) => ({ path: relative(root, f).split(sep).join("/"), text: readFileSync(f, "utf8") }));
      const manifest = JSON.parse(manifestText);
      members.push({ name: manifest.name ?? `${group}/${entry}`, dir: `${group}/${entry}`, kind, manifest, manifestText, files });
    }
  }
  return { members };
}

/** The repository root (the parent of this scripts/ folder). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function main(argv) {
  const root = argv[0] ? resolve(argv[0]) : repoRoot;
  const workspace = readWorkspace(root);
  const violations = checkDependencies(workspace);
  if (violations.length > 0) {
    for (const v of violations) console.error(formatViolation(v));
    console.error(
      `check-deps: ${violations.length} violation${violations.length === 1 ? "" : "s"} of the dependency rules (docs/contributing/dependency-rules.md)`,
    );
    return 1;
  }
  const edges = workspace.members.reduce(
    (n, m) => n + manifestFields.reduce((k, f) => k + Object.keys(m.manifest[f] ?? {}).filter((d) => workspace.members.some((t) => t.name === d)).length, 0),
    0,
  );
  const files = workspace.members.reduce((n, m) => n + m.files.length, 0);
  console.log(`check-deps: ok (${workspace.members.length} workspace members, ${edges} declared internal edges, ${files} source files)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
