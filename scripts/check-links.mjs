#!/usr/bin/env node
// Link and path check for the Markdown pages (`pnpm lint` runs it): every relative link in the
// docs, READMEs and guides names a file or folder of the repository, every `#anchor` names a
// heading of its page, and every repository path written in backticks (`src/app.ts`,
// `packages/model/src/`) exists. Each broken one is a line `file:line: what` and the exit code
// is 1.
//
// A backticked path is looked up beside the page, in the page's package and at the root, so a
// package README may say `src/index.ts`. Only tokens that look like paths are checked: a slash
// and a file extension or a trailing slash, no spaces, globs, placeholders or URLs, nothing a
// build makes (`dist/`). On a page outside any package, a path is checked only when it starts
// at the root (`packages/…`): there `src/index.ts` means any package's.
//
// `node scripts/check-links.mjs [FILE…]` checks the given pages instead of the repository's.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const repoRoot = resolve(import.meta.dirname, "..");

/** Pages not checked: generated API pages, verbatim published texts, release notes of the past. */
const skipped = [/^docs\/api\//, /^fixtures\/published\//, /(^|\/)CHANGELOG\.md$/, /^\.changeset\//];

/** The Markdown files git tracks, minus the skipped ones. */
export function trackedPages(root = repoRoot) {
  const out = execFileSync("git", ["ls-files", "-z", "*.md"], { cwd: root, encoding: "utf8" });
  return out
    .split("\0")
    .filter((f) => f !== "" && !skipped.some((s) => s.test(f)))
    .filter((f) => existsSync(join(root, f)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading) {
  const text = heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase();
  let slug = "";
  for (const ch of text) {
    if (ch === " ") slug += "-";
    else if (ch === "-" || ch === "_" || /[\p{L}\p{N}]/u.test(ch)) slug += ch;
  }
  return slug;
}

/** The anchors of a page's headings, numbered as GitHub numbers repeated ones. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const { text } of lines(markdown)) {
    const m = /^#{1,6}\s(.*)$/.exec(text);
    if (!m) continue;
    const base = slugOf(m[1].replace(/\s#+\s*$/, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The page's lines outside fenced code blocks, with their numbers. */
function lines(markdown) {
  const out = [];
  let fence = null;
  markdown.split("\n").forEach((text, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ text, line: i + 1 });
  });
  return out;
}

const linkPattern = /\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g;
const definitionPattern = /^\s{0,3}\[[^\]]+\]:\s+(\S+)/;
const codePattern = /`([^`\n]+)`/g;

/** Folders a build or a test run makes; not in a clone. */
const buildOutputs = new Set(["dist", "node_modules", "test-artifacts", "coverage", ".turbo"]);
/** Generated pages: `pnpm run docs` writes the API reference after the lint has run. */
const generatedPages = ["docs/api"];

/** Whether a repository path (relative, with `/`) is something a build makes. */
function isGenerated(path) {
  return path.split("/").some((segment) => buildOutputs.has(segment)) || generatedPages.some((g) => path === g || path.startsWith(`${g}/`));
}

/** Looks like a path of this repository, not a command, glob, placeholder or URL. */
function isRepoPath(token) {
  if (!token.includes("/") || /[\s*<>{}$…|]/.test(token)) return false;
  if (/^(?:[a-z]+:|\/|~|@|-)/.test(token)) return false;
  if (/\b(?:xx|fr|x|NAME|FILE|DIR|PKG)\b/.test(token)) return false;
  if (isGenerated(token.replace(/^\.\//, "").replace(/\/$/, ""))) return false;
  return /\.[a-z]{1,5}$/.test(token) || token.endsWith("/");
}

/** The nearest folder above a page that holds a package.json (the page's package). */
function packageRootOf(root, page) {
  let dir = dirname(join(root, page));
  while (dir.startsWith(root) && dir !== root) {
    if (existsSync(join(dir, "package.json"))) return dir;
    dir = dirname(dir);
  }
  return root;
}

/** Every broken link, anchor and path of the given pages, as `file:line: what`. */
export function checkPages(pages, root = repoRoot) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsAt = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, "utf8")));
    return anchorCache.get(file);
  };
  for (const page of pages) {
    const file = join(root, page);
    const here = dirname(file);
    const markdown = readFileSync(file, "utf8");
    for (const { text, line } of lines(markdown)) {
      const targets = [...text.matchAll(linkPattern)].map((m) => m[1]);
      const def = definitionPattern.exec(text);
      if (def) targets.push(def[1]);
      for (const target of targets) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
        const [path, anchor] = target.split("#", 2);
        const resolved = path === "" ? file : resolve(here, decodeURI(path));
        if (isGenerated(relative(root, resolved).split("\\").join("/"))) continue;
        if (!existsSync(resolved)) {
          problems.push(`${page}:${line}: link to a missing file: ${target}`);
          continue;
        }
        if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile() && !anchorsAt(resolved).has(anchor)) {
          problems.push(`${page}:${line}: no heading for #${anchor} in ${relative(root, resolved)}`);
        }
      }
      const withoutLinks = text.replace(linkPattern, "]()");
      for (const m of withoutLinks.matchAll(codePattern)) {
        const token = m[1].replace(/[:,.]$/, "");
        if (!isRepoPath(token)) continue;
        const clean = token.replace(/#.*$/, "");
        const pkg = packageRootOf(root, page);
        if (pkg === root && !existsSync(join(root, clean.split("/")[0]))) continue;
        const places = [here, pkg, root];
        if (!places.some((dir) => existsSync(join(dir, clean)))) {
          problems.push(`${page}:${line}: path not in the repository: ${token}`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const pages = args.length > 0 ? args.map((a) => relative(repoRoot, resolve(a))) : trackedPages();
  const problems = checkPages(pages);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} broken link(s) or path(s) in ${pages.length} pages`);
    process.exit(1);
  }
  console.log(`check-links: ${pages.length} pages, every link, anchor and path found`);
}
