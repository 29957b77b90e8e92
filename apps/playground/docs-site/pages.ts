import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { Marked, type Tokens } from "marked";

/** One guide of the site: a Markdown file of the repository's docs/ folder. */
export interface DocPage {
  /** Path of the source under docs/, with `/`: `guide/playground.md`. */
  readonly source: string;
  /** Path of the page in the site, under docs/: `guide/playground.html`. */
  readonly output: string;
  /** The first level-one heading, or the file name. */
  readonly title: string;
  readonly markdown: string;
}

/** Where a Markdown source lands in the site: `.md` → `.html`, `README.md` → `index.html`. */
export function outputPath(source: string): string {
  return source.replace(/(^|\/)README\.md$/i, "$1index.md").replace(/\.md$/i, ".html");
}

/**
 * Rewrites a link of a guide so that it works in the site: relative links to Markdown files
 * point at their pages; anything else (absolute URLs, anchors, other files) is left alone.
 */
export function rewriteHref(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("#") || href.startsWith("/")) return href;
  const hash = href.indexOf("#");
  const path = hash < 0 ? href : href.slice(0, hash);
  const rest = hash < 0 ? "" : href.slice(hash);
  if (!/\.md$/i.test(path)) return href;
  return outputPath(path) + rest;
}

/** A heading's anchor: lower case, words joined by dashes (letters of any script kept). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

function titleOf(markdown: string, source: string): string {
  const m = /^#\s+(.+?)\s*#*\s*$/m.exec(markdown);
  return m ? m[1]!.replace(/[`*_]/g, "") : source.replace(/\.md$/i, "");
}

/** Finds the guides under `docsDir` (Markdown files, any depth, except the API reference). */
export function collectPages(docsDir: string): DocPage[] {
  const out: DocPage[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const rel = relative(docsDir, full).split(sep).join("/");
      if (statSync(full).isDirectory()) {
        if (rel === "api" || name.startsWith(".") || name === "node_modules") continue;
        walk(full);
      } else if (/\.md$/i.test(name)) {
        const markdown = readFileSync(full, "utf8");
        out.push({ source: rel, output: outputPath(rel), title: titleOf(markdown, name), markdown });
      }
    }
  };
  walk(docsDir);
  return out;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** Renders a guide's Markdown to HTML, with anchors on headings and links rewritten for the site. */
export function renderMarkdown(markdown: string): string {
  const marked = new Marked({ gfm: true });
  marked.use({
    walkTokens(token) {
      if (token.type === "link" || token.type === "image") (token as Tokens.Link).href = rewriteHref((token as Tokens.Link).href);
    },
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slug(token.text);
        return `<h${token.depth} id="${escapeHtml(id)}"><a class="anchor" href="#${escapeHtml(id)}" aria-hidden="true">#</a>${inner}</h${token.depth}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false }) as string;
}

/** The relative prefix from a page under docs/ back to the site root: `guide/x.html` → `../../`. */
export function rootPrefix(output: string): string {
  const depth = output.split("/").length; // docs/ itself counts one level
  return "../".repeat(depth);
}

/** The Zebra mark, the same as the playground's. */
const logoSvg =
  '<svg class="logo" viewBox="0 0 32 32" width="26" height="26" aria-hidden="true"><rect width="32" height="32" rx="8" class="logo-bg"/><path class="logo-stripe" d="M-4 14C6 10 10 4 12-4M2 26C12 20 18 12 20-2M10 36C18 28 24 20 30 6M22 38C26 32 30 26 36 20"/></svg>';

interface Section {
  readonly title: string;
  readonly pages: readonly DocPage[];
}

function sections(pages: readonly DocPage[]): Section[] {
  const groups: [string, (p: DocPage) => boolean][] = [
    ["Docs", (p) => !p.source.includes("/")],
    ["Guides", (p) => p.source.startsWith("guide/")],
    ["Contributing", (p) => p.source.startsWith("contributing/")],
  ];
  const out: Section[] = groups.map(([title, test]) => ({ title, pages: pages.filter(test) }));
  const other = pages.filter((p) => !groups.some(([, test]) => test(p)));
  if (other.length) out.push({ title: "More", pages: other });
  return out.filter((s) => s.pages.length > 0);
}

/** A whole HTML page of the site for one guide (or the generated index when `page` is a stand-in). */
export function pageHtml(page: Pick<DocPage, "output" | "title">, body: string, pages: readonly DocPage[], hasApi: boolean): string {
  const root = rootPrefix(page.output);
  const docs = `${root}docs/`;
  const nav = sections(pages)
    .map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2><ul>${s.pages
          .map((p) => `<li><a href="${escapeHtml(docs + p.output)}"${p.output === page.output ? ' aria-current="page"' : ""}>${escapeHtml(p.title)}</a></li>`)
          .join("")}</ul>`,
    )
    .join("");
  const api = `<h2>Reference</h2><ul><li><a href="${docs}api/index.html">API reference${hasApi ? "" : " (not built)"}</a></li></ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(page.title)} · Zebra</title>
<link rel="stylesheet" href="${docs}docs.css">
</head>
<body>
<header class="top">
<a class="brand" href="${root}index.html">${logoSvg} Zebra</a>
<nav class="site-nav"><a href="${root}index.html">Playground</a><a href="${docs}index.html" aria-current="page">Guides</a><a href="${docs}api/index.html">API reference</a></nav>
</header>
<div class="docs">
<nav class="sidebar" aria-label="Guides">${nav}${api}</nav>
<main class="content">
${body}
</main>
</div>
</body>
</html>
`;
}

/** Body of the guides' index when docs/README.md does not exist. */
export function indexBody(pages: readonly DocPage[]): string {
  const items = pages.map((p) => `<li><a href="${escapeHtml(p.output)}">${escapeHtml(p.title)}</a></li>`).join("");
  return `<h1>Zebra documentation</h1><p>Guides for using and extending Zebra. Try things out in the <a href="../index.html">playground</a>; look up every export in the <a href="api/index.html">API reference</a>.</p><ul>${items}</ul>`;
}

/** Body of the stand-in API page when the reference has not been built. */
export const missingApiBody =
  "<h1>API reference</h1><p>The API reference is built by typedoc: run <code>pnpm run docs</code> at the repository root, then build the site again (<code>pnpm docs:build</code>).</p>";

/** Every file the guides add to the site, by path under the site root. */
export function sitePages(docsDir: string, css: string, hasApi: boolean): Map<string, string> {
  const pages = collectPages(docsDir);
  const files = new Map<string, string>();
  for (const page of pages) files.set(posix.join("docs", page.output), pageHtml(page, renderMarkdown(page.markdown), pages, hasApi));
  if (!pages.some((p) => p.output === "index.html"))
    files.set("docs/index.html", pageHtml({ output: "index.html", title: "Documentation" }, indexBody(pages), pages, hasApi));
  if (!hasApi) files.set("docs/api/index.html", pageHtml({ output: "api/index.html", title: "API reference" }, missingApiBody, pages, hasApi));
  files.set("docs/docs.css", css);
  return files;
}
