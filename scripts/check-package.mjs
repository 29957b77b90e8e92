#!/usr/bin/env node
// Checks what a package would publish (`lint:package` of each publishable package; `pnpm lint`
// runs them through turbo after a build). Run from the package's directory.
//
// 1. `pnpm pack` into a temporary folder, so the tarball is exactly what `pnpm publish` would
//    upload: publishConfig applied (the `@zebra/source` condition gone), `workspace:` ranges
//    rewritten, `files` honoured.
// 2. The tarball's file list: only dist/**, README.md, LICENSE, CHANGELOG.md and package.json
//    may ship, and never a test, a test's source map or a fixture. README.md, LICENSE and
//    CHANGELOG.md must be there, and the changelog must have an entry for the version packed.
// 3. The tarball's package.json: no `@zebra/source` condition, no `workspace:` range, and a
//    `types` condition on every export whose target ships.
// 4. `publint run <tarball> --strict` (warnings fail too).
// 5. `attw <tarball> --profile esm-only` (@arethetypeswrong/cli; we ship ESM only, so the
//    CommonJS-consumer checks do not apply).
// Every step runs even when an earlier one fails, so one run shows every problem.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

const scriptDir = dirname(fileURLToPath(import.meta.url));

/** Files a published package may hold (paths inside the tarball, without `package/`). */
const allowedFiles = [/^dist\//, /^README\.md$/, /^LICENSE$/, /^CHANGELOG\.md$/, /^package\.json$/];
/** Files that must never ship, wherever they are. */
const forbiddenFiles = [
  [/\.test(-d)?\.[cm]?[jt]sx?(\.map)?$/, "a test"],
  [/\.test(-d)?\.d\.[cm]?ts(\.map)?$/, "a test's declarations"],
  [/(^|\/)(__)?(fixtures?|tests?|__tests__|snapshots?|__snapshots__)(__)?\//, "test material"],
  [/\.(spec|bench)\.[cm]?[jt]sx?(\.map)?$/, "a test or benchmark"],
  [/\.tsbuildinfo$/, "build state"],
];
const requiredFiles = ["package.json", "README.md", "LICENSE", "CHANGELOG.md"];

/**
 * Lists the regular files of a gzipped tar archive (as npm and pnpm write them), with their
 * contents. Handles ustar name prefixes and pax `path` records.
 */
export function readTarball(gz) {
  const data = gunzipSync(gz);
  const files = [];
  let offset = 0;
  let paxPath = null;
  let longName = null;
  const text = (start, length) => {
    const raw = data.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
  };
  while (offset + 512 <= data.length) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text(offset + 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] || 48);
    const prefix = text(offset + 345, 155);
    let name = text(offset, 100);
    if (prefix) name = `${prefix}/${name}`;
    const body = data.subarray(offset + 512, offset + 512 + size);
    if (type === "x") {
      const match = /\d+ path=([^\n]*)\n/.exec(body.toString("utf8"));
      paxPath = match ? match[1] : null;
    } else if (type === "L") {
      longName = body.toString("utf8").replace(/\0+$/, "");
    } else {
      if (type === "0" || type === "7") files.push({ path: paxPath ?? longName ?? name, contents: Buffer.from(body) });
      paxPath = null;
      longName = null;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Problems with a tarball's file list (paths relative to the package root). */
export function checkFileList(paths) {
  const problems = [];
  for (const path of paths) {
    const forbidden = forbiddenFiles.find(([pattern]) => pattern.test(path));
    if (forbidden) problems.push(`${path}: ${forbidden[1]} must not be published`);
    else if (!allowedFiles.some((pattern) => pattern.test(path)))
      problems.push(`${path}: only dist/, README.md, LICENSE, CHANGELOG.md and package.json may be published`);
  }
  for (const required of requiredFiles) if (!paths.includes(required)) problems.push(`${required} is missing from the tarball`);
  return problems;
}

/**
 * Problems with a tarball's CHANGELOG.md: it is titled with the package's name and has an
 * entry (a `## <version>` heading) for the version being published. `pnpm version-packages`
 * writes both.
 */
export function checkChangelog(manifest, changelog) {
  if (changelog === undefined) return [];
  const problems = [];
  const firstLine = changelog.split(/\r?\n/, 1)[0].trim();
  if (firstLine !== `# ${manifest.name}`) problems.push(`CHANGELOG.md: the first line should be "# ${manifest.name}", not ${JSON.stringify(firstLine)}`);
  const headings = [...changelog.matchAll(/^##\s+(\S+)\s*$/gm)].map((m) => m[1]);
  if (!headings.includes(String(manifest.version)))
    problems.push(`CHANGELOG.md has no "## ${manifest.version}" entry for the version being published (run pnpm version-packages)`);
  return problems;
}

/** Problems with the package.json inside a tarball. */
export function checkPackedManifest(manifest) {
  const problems = [];
  const walk = (value, where) => {
    if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const path = `${where}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`;
        if (key === "@zebra/source") problems.push(`package.json ${path}: the source condition must not be published (publishConfig.exports should omit it)`);
        walk(inner, path);
      }
    }
  };
  for (const field of ["exports", "imports", "main", "module", "types", "typings", "browser"]) walk(manifest[field], field);
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith("workspace:")) problems.push(`package.json ${field}.${name}: "${range}" was not rewritten (publish with pnpm)`);
    }
  }
  return problems;
}

/**
 * Problems with the types a tarball offers: every entry of `exports` (other than JSON files)
 * must carry a `types` condition, and every `types` target must be in the tarball. (attw
 * reports a package without any types as a success, so this is checked here.)
 */
export function checkTypes(manifest, paths) {
  const problems = [];
  const present = new Set(paths);
  const typeTargets = (value) => {
    if (!value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([key, inner]) => (key === "types" && typeof inner === "string" ? [inner] : typeTargets(inner)));
  };
  const requireFile = (target, where) => {
    const file = target.replace(/^\.\//, "");
    if (!present.has(file)) problems.push(`package.json ${where}: ${target} is not in the tarball`);
  };
  const exportsMap = manifest.exports;
  if (exportsMap === undefined) {
    problems.push("package.json has no exports map");
  } else {
    const entries =
      typeof exportsMap === "string" || Object.keys(exportsMap).every((k) => !k.startsWith(".")) ? [[".", exportsMap]] : Object.entries(exportsMap);
    for (const [subpath, target] of entries) {
      if (subpath.endsWith(".json") || (typeof target === "string" && target.endsWith(".json"))) continue;
      const targets = typeTargets(target);
      if (targets.length === 0) problems.push(`package.json exports[${JSON.stringify(subpath)}] has no types condition`);
      for (const t of targets) requireFile(t, `exports[${JSON.stringify(subpath)}].types`);
    }
  }
  for (const field of ["types", "typings"]) if (typeof manifest[field] === "string") requireFile(manifest[field], field);
  return problems;
}

/** Finds a root devDependency's executable and returns the path of its JavaScript entry. */
function binOf(packageName, binName) {
  for (let dir = scriptDir; ; dir = dirname(dir)) {
    const manifestPath = join(dir, "node_modules", packageName, "package.json");
    if (existsSync(manifestPath)) {
      const { bin } = JSON.parse(readFileSync(manifestPath, "utf8"));
      return join(dirname(manifestPath), typeof bin === "string" ? bin : bin[binName]);
    }
    if (dirname(dir) === dir) throw new Error(`check-package: ${packageName} is not installed; run pnpm install at the repository root`);
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", encoding: "utf8", ...options });
  if (result.error) throw result.error;
  return result;
}

function main() {
  const packageDir = process.cwd();
  const manifestPath = join(packageDir, "package.json");
  if (!existsSync(manifestPath)) {
    console.error("check-package: run it from a package directory (no package.json here)");
    return 2;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const label = manifest.name ?? packageDir;
  if (manifest.private) {
    console.log(`check-package: ${label} is private and is not published; nothing to check`);
    return 0;
  }
  const temp = mkdtempSync(join(tmpdir(), "zebra-pack-"));
  const failures = [];
  try {
    const tarball = join(temp, "package.tgz");
    const pack = run("pnpm", ["pack", "--out", tarball], { stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" });
    if (pack.status !== 0 || !existsSync(tarball)) {
      process.stderr.write(pack.stdout ?? "");
      process.stderr.write(pack.stderr ?? "");
      console.error(`check-package: ${label}: pnpm pack failed`);
      return 1;
    }

    const files = readTarball(readFileSync(tarball)).map((f) => ({ ...f, path: f.path.replace(/^package\//, "") }));
    const paths = files.map((f) => f.path).sort();
    console.log(`${label}: tarball holds ${paths.length} files: ${paths.join(", ")}`);
    const listProblems = checkFileList(paths);
    const packed = files.find((f) => f.path === "package.json");
    const packedManifest = packed ? JSON.parse(packed.contents.toString("utf8")) : {};
    const changelog = files.find((f) => f.path === "CHANGELOG.md")?.contents.toString("utf8");
    listProblems.push(...checkChangelog(packedManifest, changelog));
    const manifestProblems = packed ? [...checkPackedManifest(packedManifest), ...checkTypes(packedManifest, paths)] : [];
    for (const problem of [...listProblems, ...manifestProblems]) console.error(`${label}: ${problem}`);
    if (listProblems.length > 0) failures.push("contents");
    if (manifestProblems.length > 0) failures.push("manifest");

    console.log(`${label}: publint --strict`);
    if (run(process.execPath, [binOf("publint", "publint"), "run", tarball, "--strict"]).status !== 0) failures.push("publint");

    console.log(`${label}: attw --profile esm-only`);
    if (run(process.execPath, [binOf("@arethetypeswrong/cli", "attw"), tarball, "--profile", "esm-only"]).status !== 0) failures.push("attw");
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`check-package: ${label} failed: ${failures.join(", ")}`);
    return 1;
  }
  console.log(`check-package: ${label} ok (contents, manifest, publint --strict, attw --profile esm-only)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main();
}
