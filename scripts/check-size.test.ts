import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledSize, loadEsbuild, repoRoot } from "./check-size.mjs";

describe("bundle budgets", () => {
  it("a renderer imported alone leaves the reader out", async () => {
    const esbuild = loadEsbuild();
    for (const locale of ["en", "de", "zh", "ja"]) {
      const rendererOnly = await bundledSize(`render-${locale}`, "renderer", esbuild);
      const withReader = await bundledSize(`render-${locale}`, "reader", esbuild);
      // The reader is most of a locale: were the renderer's construction not pure, both would be the whole package.
      expect(rendererOnly, locale).toBeLessThan(withReader * 0.7);
    }
  });

  it("every budget holds on the built tree", () => {
    const run = spawnSync(process.execPath, [join(repoRoot, "scripts", "check-size.mjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('import { renderer } from "@zebra/render-en"');
  });
});
