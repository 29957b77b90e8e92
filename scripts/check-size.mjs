#!/usr/bin/env node
// Bundle budgets (`pnpm lint` runs it, after the packages are built): what an application pays,
// minified, for one import of a published package. Each entry bundles an import from the
// package's built `dist/` with its dependencies, as an application's bundler would (esbuild,
// the one tsup builds with, tree-shaking on, `sideEffects: false` honoured), and fails when the
// bundle outgrows its budget. A renderer alone must not pull in the reader, nor the model the
// text engine.
//
// `node scripts/check-size.mjs` prints the table; exit code 1 when a budget is exceeded or a
// package is not built.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const repoRoot = resolve(import.meta.dirname, "..");

/** Minified bytes allowed per import (about 15 % above today's size, so growth is a choice). */
export const budgets = [
  // The model grew by the logic-grid kind (its parsing, seven clue types, four issue codes, scales).
  { pkg: "model", names: "*", limit: 42_000 },
  { pkg: "solver", names: "*", limit: 90_000 },
  { pkg: "render-en", names: "renderer", limit: 100_000 },
  { pkg: "render-de", names: "renderer", limit: 110_000 },
  { pkg: "render-zh", names: "renderer", limit: 100_000 },
  // Japanese full explanations in one written register carry more sentence forms of their own.
  { pkg: "render-ja", names: "renderer", limit: 115_000 },
];

/** esbuild, as tsup (a root dev dependency) resolves it. */
export function loadEsbuild() {
  const fromRoot = createRequire(join(repoRoot, "package.json"));
  return createRequire(fromRoot.resolve("tsup"))("esbuild");
}

/** The minified size in bytes of `import { names } from "@zebra/pkg"` (or of all of it). */
export async function bundledSize(pkg, names, esbuild = loadEsbuild()) {
  const dir = join(repoRoot, "packages", pkg);
  const entry = join(dir, "dist", "index.js");
  if (!existsSync(entry)) throw new Error(`packages/${pkg} is not built (no dist/index.js): run pnpm build`);
  const contents = names === "*" ? `export * from "./dist/index.js";` : `export { ${names} } from "./dist/index.js";`;
  const result = await esbuild.build({
    stdin: { contents, resolveDir: dir, sourcefile: `${pkg}-size.js` },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    logLevel: "silent",
  });
  return result.outputFiles[0].contents.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const esbuild = loadEsbuild();
  let over = 0;
  const rows = [];
  for (const { pkg, names, limit } of budgets) {
    try {
      const size = await bundledSize(pkg, names, esbuild);
      const ok = size <= limit;
      if (!ok) over++;
      const what = names === "*" ? "import *" : `import { ${names} }`;
      rows.push(`${ok ? "ok  " : "OVER"}  ${what} from "@zebra/${pkg}": ${size.toLocaleString("en")} bytes (budget ${limit.toLocaleString("en")})`);
    } catch (error) {
      over++;
      rows.push(`FAIL  @zebra/${pkg}: ${error.message.split("\n")[0]}`);
    }
  }
  console.log(rows.join("\n"));
  if (over > 0) {
    console.error(`check-size: ${over} import(s) over budget or not bundled`);
    process.exit(1);
  }
}
