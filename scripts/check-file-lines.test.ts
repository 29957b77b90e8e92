import { describe, expect, it } from "vitest";
import { lengthProblems, lineCount, maxLines, repoRoot, repositoryFiles } from "./check-file-lines.mjs";
import { tempTrees } from "./temp-tree.js";

const lines = (n: number): string => "x;\n".repeat(n);

describe("the file length check", () => {
  const tree = tempTrees("zebra-lines-");

  it("counts lines as wc -l does, a last line without its end included", () => {
    expect([lineCount(""), lineCount("a\n"), lineCount("a\nb"), lineCount("a\nb\n")]).toEqual([0, 1, 2, 2]);
  });

  it("names each source file over the limit, tests included, and passes data tables and other files", () => {
    const files = {
      "packages/a/src/short.ts": lines(maxLines),
      "packages/a/src/long.ts": lines(maxLines + 1),
      "packages/a/src/long.test.ts": lines(maxLines + 40),
      "scripts/long.mjs": lines(maxLines + 2),
      "packages/render-xx/src/theme-words.ts": lines(maxLines * 2),
      "packages/sampler/src/internal/level-table.ts": lines(maxLines * 2),
      "docs/long.md": lines(maxLines * 2),
    };
    const dir = tree(files);
    expect(lengthProblems(dir, [...Object.keys(files), "packages/a/src/deleted.ts"])).toEqual([
      `packages/a/src/long.ts: ${maxLines + 1} lines (at most ${maxLines}: split it by concept, or list it in dataTables if it is a data table)`,
      `packages/a/src/long.test.ts: ${maxLines + 40} lines (at most ${maxLines}: split it by concept, or list it in dataTables if it is a data table)`,
      `scripts/long.mjs: ${maxLines + 2} lines (at most ${maxLines}: split it by concept, or list it in dataTables if it is a data table)`,
    ]);
  });

  it("passes the repository", () => {
    const files = repositoryFiles(repoRoot);
    expect(files).toContain("scripts/check-file-lines.mjs");
    expect(lengthProblems(repoRoot, files)).toEqual([]);
  });
});
