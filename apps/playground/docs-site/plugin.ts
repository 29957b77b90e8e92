import { cpSync, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { Plugin } from "vite";
import { collectPages, sitePages } from "./pages.js";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * Adds the guides (the repository's docs/**\/*.md, rendered to HTML) and the typedoc API
 * reference (docs/api, when built) to the site under docs/. The dev server renders pages on
 * each request; the build writes them next to the playground.
 */
export function docsSite(options: { readonly docsDir: string }): Plugin {
  const docsDir = resolve(options.docsDir);
  const apiDir = join(docsDir, "api");
  const cssFile = new URL("./docs.css", import.meta.url);
  const hasApi = () => existsSync(join(apiDir, "index.html"));
  let outDir = "dist";
  return {
    name: "zebra-docs-site",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? "").split("?")[0]!);
        const m = /^\/docs\/(.*)$/.exec(url);
        if (!m) return next();
        let rel = m[1] || "index.html";
        if (rel.endsWith("/")) rel += "index.html";
        if (rel.startsWith("api/") && hasApi()) {
          const file = normalize(join(apiDir, rel.slice(4)));
          if (!file.startsWith(apiDir) || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader("Content-Type", types[extname(file)] ?? "application/octet-stream");
          res.end(readFileSync(file));
          return;
        }
        const files = sitePages(docsDir, readFileSync(cssFile, "utf8"), hasApi());
        const body = files.get(`docs/${rel}`);
        if (body === undefined) return next();
        res.setHeader("Content-Type", types[extname(rel)] ?? "text/plain; charset=utf-8");
        res.end(body);
      });
    },
    buildStart() {
      for (const page of collectPages(docsDir)) this.addWatchFile(join(docsDir, page.source));
    },
    generateBundle() {
      for (const [fileName, source] of sitePages(docsDir, readFileSync(cssFile, "utf8"), hasApi())) this.emitFile({ type: "asset", fileName, source });
    },
    writeBundle() {
      if (hasApi()) cpSync(apiDir, join(outDir, "docs", "api"), { recursive: true });
    },
  };
}
