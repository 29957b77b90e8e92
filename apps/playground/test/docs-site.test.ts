import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectPages, outputPath, renderMarkdown, rewriteHref, rootPrefix, sitePages, slug } from "../docs-site/pages.js";

describe("docs site pages", () => {
  it("maps Markdown sources to pages", () => {
    expect(outputPath("guide/playground.md")).toBe("guide/playground.html");
    expect(outputPath("README.md")).toBe("index.html");
    expect(outputPath("contributing/README.md")).toBe("contributing/index.html");
    expect(rewriteHref("../guide/solver.md#steps")).toBe("../guide/solver.html#steps");
    expect(rewriteHref("https://example.org/a.md")).toBe("https://example.org/a.md");
    expect(rewriteHref("api/index.html")).toBe("api/index.html");
    expect(rootPrefix("index.html")).toBe("../");
    expect(rootPrefix("guide/playground.html")).toBe("../../");
    expect(slug("The `zebra-puzzle/1` format")).toBe("the-zebra-puzzle1-format");
    expect(slug("推理步骤")).toBe("推理步骤");
  });

  it("renders headings with anchors and rewrites links", () => {
    const html = renderMarkdown("# Title\n\nSee [the CLI](cli.md#usage) and [API](api/index.html).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain('<h1 id="title">');
    expect(html).toContain('href="cli.html#usage"');
    expect(html).toContain('href="api/index.html"');
    expect(html).toContain("<table>");
  });

  it("builds every page, an index and an API stand-in from a docs folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "zebra-docs-"));
    mkdirSync(join(dir, "guide"));
    mkdirSync(join(dir, "api"));
    writeFileSync(join(dir, "guide", "playground.md"), "# The playground\n\nBack to [the start](../README.md).\n");
    writeFileSync(join(dir, "api", "ignored.md"), "# not a guide\n");
    const pages = collectPages(dir);
    expect(pages.map((p) => p.source)).toEqual(["guide/playground.md"]);
    expect(pages[0]!.title).toBe("The playground");
    const files = sitePages(dir, "body{}", false);
    expect([...files.keys()].sort()).toEqual(["docs/api/index.html", "docs/docs.css", "docs/guide/playground.html", "docs/index.html"]);
    const page = files.get("docs/guide/playground.html")!;
    expect(page).toContain('href="../index.html"');
    expect(page).toContain('href="../../index.html"');
    expect(page).toContain("<title>The playground · Zebra</title>");
    // `pnpm docs` alone would run npm's own docs command: the page names our script in full.
    expect(files.get("docs/api/index.html")).toContain("<code>pnpm run docs</code>");
    expect(files.get("docs/api/index.html")).not.toMatch(/pnpm docs(?!:)/);
    expect(sitePages(dir, "", true).has("docs/api/index.html")).toBe(false);
  });
});
