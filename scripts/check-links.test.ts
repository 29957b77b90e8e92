import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempTrees } from "./temp-tree.js";
import { anchorsOf, checkPages, slugOf } from "./check-links.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A throwaway repository of the given files. */
const tree = tempTrees("zebra-links-");

describe("slugOf and anchorsOf", () => {
  it("make GitHub's anchors, numbering repeated headings", () => {
    expect(slugOf("Soak run: 110,000 puzzles generated and verified")).toBe("soak-run-110000-puzzles-generated-and-verified");
    expect(slugOf("`pnpm soak` and [its options](x.md)")).toBe("pnpm-soak-and-its-options");
    expect([...anchorsOf("# Title\n## Tests\n```\n# not a heading\n```\n## Tests\n")]).toEqual(["title", "tests", "tests-1"]);
  });
});

describe("checkPages", () => {
  it("reports a missing file, a missing anchor and a path that is gone, with their lines", () => {
    const dir = tree({
      "docs/a.md": "# A\n\nSee [b](b.md#nowhere) and [c](c.md).\n\nThe code is in `packages/p/src/gone.ts`.\n",
      "docs/b.md": "# B\n\n## Somewhere\n",
      "packages/p/src/here.ts": "",
    });
    expect(checkPages(["docs/a.md"], dir)).toEqual([
      "docs/a.md:3: no heading for #nowhere in docs/b.md",
      "docs/a.md:3: link to a missing file: c.md",
      "docs/a.md:5: path not in the repository: packages/p/src/gone.ts",
    ]);
  });

  it("accepts good links, a package's own paths, code blocks, URLs, build outputs and the API pages made later", () => {
    const dir = tree({
      "docs/a.md":
        "# A\n\n[b](b.md#somewhere), [top](#a), [web](https://example.com/x.md), `packages/p/src/here.ts`, `dist/index.js`, [the API](api/index.html) in `docs/api/`\n\n```\n[x](nowhere.md)\n```\n",
      "docs/b.md": "# B\n\n## Somewhere\n",
      "packages/p/package.json": "{}",
      "packages/p/README.md": "Start at `src/here.ts`; `src/index.ts` is generic elsewhere.\n",
      "packages/p/src/here.ts": "",
      "packages/p/src/index.ts": "",
    });
    expect(checkPages(["docs/a.md", "packages/p/README.md"], dir)).toEqual([]);
  });

  it("reports a package README that describes a file its package lacks", () => {
    const dir = tree({
      "packages/p/package.json": "{}",
      "packages/p/README.md": "| `src/app.ts` | the shell |\n",
    });
    expect(checkPages(["packages/p/README.md"], dir)).toEqual(["packages/p/README.md:1: path not in the repository: src/app.ts"]);
  });
});

describe("the repository", () => {
  it("has no broken link or path in its pages", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts", "check-links.mjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
