import { defaultClientConditions, defineConfig } from "vite";
import { docsSite } from "./docs-site/plugin.js";
import { offline } from "./offline/plugin.js";

// The docs site: the playground at the root, the guides and the API reference under docs/.
// Packages are read from their sources (the `@zebra/source` condition), so the site needs no
// prior package build; every path is relative so the site works from any folder.
export default defineConfig({
  base: "./",
  resolve: { conditions: ["@zebra/source", ...defaultClientConditions] },
  worker: { format: "es" },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true, reportCompressedSize: true, chunkSizeWarningLimit: 400 },
  server: { fs: { allow: ["../.."] } },
  plugins: [docsSite({ docsDir: new URL("../../docs", import.meta.url).pathname }), offline()],
});
