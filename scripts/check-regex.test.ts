import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { extractPatterns } from "./check-regex.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts", "check-regex.mjs");
const dir = mkdtempSync(join(tmpdir(), "zebra-check-regex-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function plant(name: string, files: Record<string, string>): string {
  const src = join(dir, name, "src");
  mkdirSync(src, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(src, file), text);
  return src;
}

describe("check-regex", () => {
  it("finds regex literals and RegExp calls with literal sources, not patterns in strings or comments", () => {
    const found = extractPatterns(
      "x.ts",
      ["const a = /^(\\d+)x$/i;", "// const b = /not(a)+regex/;", 'const c = new RegExp("y+z", "g");', "const d = RegExp(`w*`);", 'const e = "/q+/";'].join(
        "\n",
      ),
    );
    expect(found).toEqual([
      { line: 1, source: "^(\\d+)x$", flags: "i" },
      { line: 3, source: "y+z", flags: "g" },
      { line: 4, source: "w*", flags: "" },
    ]);
  });

  it("fails on planted super-linear patterns, naming file, line and complexity; tests are not checked", () => {
    const src = plant("bad", {
      "parse.ts": 'export const nested = /^(a+)+$/;\nexport const trailing = (s: string) => s.replace(/\\s+$/, "");\n',
      "parse.test.ts": "const fine = /^(a+)+$/;\n",
    });
    const result = spawnSync(process.execPath, [script, src], { encoding: "utf8" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/bad\/src\/parse\.ts:1: \/\^\(a\+\)\+\$\/ can backtrack exponential/);
    expect(lines[1]).toMatch(/bad\/src\/parse\.ts:2: \/\\s\+\$\/ can backtrack 2nd degree polynomial/);
    expect(lines[2]).toBe("check-regex: 2 of 2 patterns can backtrack super-linearly; rewrite them to run in linear time");
  }, 60_000);

  it("passes linear patterns", () => {
    const src = plant("good", { "parse.ts": "export const size = /^(\\d+)\\s*[xX×]\\s*(\\d+)$/;\nexport const word = /\\b\\w+\\b/g;\n" });
    const result = spawnSync(process.execPath, [script, src], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe("check-regex: 2 patterns, none super-linear");
    expect(result.status).toBe(0);
  }, 60_000);
});
