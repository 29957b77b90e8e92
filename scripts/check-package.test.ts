import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkChangelog, checkFileList, checkPackedManifest, checkTypes, readTarball } from "./check-package.mjs";

const script = join(dirname(fileURLToPath(import.meta.url)), "check-package.mjs");

describe("checkFileList", () => {
  it("accepts what a package should ship", () => {
    expect(checkFileList(["CHANGELOG.md", "LICENSE", "README.md", "dist/index.d.ts", "dist/index.js", "dist/rules/x.js", "package.json"])).toEqual([]);
  });

  it("rejects tests, their maps, fixtures and anything outside the allowed set", () => {
    expect(
      checkFileList([
        "CHANGELOG.md",
        "LICENSE",
        "README.md",
        "package.json",
        "dist/index.js",
        "dist/solve.test.js",
        "dist/solve.test.js.map",
        "dist/solve.test-d.d.ts",
        "dist/fixtures/einstein.json",
        "src/index.ts",
        "tsup.config.ts",
      ]),
    ).toEqual([
      "dist/solve.test.js: a test must not be published",
      "dist/solve.test.js.map: a test must not be published",
      "dist/solve.test-d.d.ts: a test's declarations must not be published",
      "dist/fixtures/einstein.json: test material must not be published",
      "src/index.ts: only dist/, README.md, LICENSE, CHANGELOG.md and package.json may be published",
      "tsup.config.ts: only dist/, README.md, LICENSE, CHANGELOG.md and package.json may be published",
    ]);
  });

  it("requires the readme, the licence and the changelog", () => {
    expect(checkFileList(["package.json", "dist/index.js"])).toEqual([
      "README.md is missing from the tarball",
      "LICENSE is missing from the tarball",
      "CHANGELOG.md is missing from the tarball",
    ]);
  });
});

describe("checkChangelog", () => {
  const manifest = { name: "@zebra/model", version: "0.2.0" };
  it("accepts a changelog with an entry for the version being published", () => {
    expect(checkChangelog(manifest, "# @zebra/model\n\n## 0.2.0\n\n### Minor Changes\n\n- New clue type.\n\n## 0.1.0\n\n- First release.\n")).toEqual([]);
  });

  it("rejects a changelog without that entry, or titled for another package", () => {
    expect(checkChangelog(manifest, "# @zebra/solver\n\n## 0.1.0\n\n- First release.\n")).toEqual([
      'CHANGELOG.md: the first line should be "# @zebra/model", not "# @zebra/solver"',
      'CHANGELOG.md has no "## 0.2.0" entry for the version being published (run pnpm version-packages)',
    ]);
  });
});

describe("checkPackedManifest", () => {
  it("rejects the source condition and unrewritten workspace ranges", () => {
    const manifest = {
      exports: { ".": { "@zebra/source": "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" } },
      dependencies: { "@zebra/model": "workspace:^", other: "^1.0.0" },
    };
    expect(checkPackedManifest(manifest)).toEqual([
      'package.json exports["."]["@zebra/source"]: the source condition must not be published (publishConfig.exports should omit it)',
      'package.json dependencies.@zebra/model: "workspace:^" was not rewritten (publish with pnpm)',
    ]);
  });

  it("accepts a clean manifest", () => {
    expect(
      checkPackedManifest({ exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } }, dependencies: { "@zebra/model": "^0.1.0" } }),
    ).toEqual([]);
  });
});

describe("checkTypes", () => {
  const paths = ["package.json", "dist/index.js", "dist/index.d.ts"];
  it("accepts typed exports whose declarations ship", () => {
    const manifest = {
      types: "./dist/index.d.ts",
      exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" }, "./package.json": "./package.json" },
    };
    expect(checkTypes(manifest, paths)).toEqual([]);
  });

  it("rejects untyped exports, missing declarations and a missing exports map", () => {
    const manifest = { types: "./dist/gone.d.ts", exports: { ".": { default: "./dist/index.js" }, "./x": { types: "./dist/x.d.ts", default: "./dist/x.js" } } };
    expect(checkTypes(manifest, paths)).toEqual([
      'package.json exports["."] has no types condition',
      'package.json exports["./x"].types: ./dist/x.d.ts is not in the tarball',
      "package.json types: ./dist/gone.d.ts is not in the tarball",
    ]);
    expect(checkTypes({}, paths)).toEqual(["package.json has no exports map"]);
  });
});

describe("running in a package directory", () => {
  const temps: string[] = [];
  afterEach(() => {
    for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A small publishable package shaped like ours: source condition removed by publishConfig. */
  function writePackage(extra: Record<string, string> = {}, manifestPatch: Record<string, unknown> = {}): string {
    const dir = mkdtempSync(join(tmpdir(), "zebra-check-package-"));
    temps.push(dir);
    const exportsWithTypes = { types: "./dist/index.d.ts", default: "./dist/index.js" };
    const manifest = {
      name: "@zebra/fixture",
      version: "0.1.0",
      description: "A fixture package.",
      license: "MIT",
      type: "module",
      sideEffects: false,
      exports: { ".": { "@zebra/source": "./src/index.ts", ...exportsWithTypes }, "./package.json": "./package.json" },
      main: "./dist/index.js",
      types: "./dist/index.d.ts",
      files: ["dist", "README.md", "LICENSE", "CHANGELOG.md"],
      publishConfig: { access: "public", exports: { ".": exportsWithTypes, "./package.json": "./package.json" } },
      ...manifestPatch,
    };
    const files: Record<string, string> = {
      "package.json": JSON.stringify(manifest, null, 2),
      "README.md": "# @zebra/fixture\n",
      LICENSE: "MIT\n",
      "CHANGELOG.md": "# @zebra/fixture\n\n## 0.1.0\n\n- First release.\n",
      "src/index.ts": "export const answer: number = 42;\n",
      "dist/index.js": "const answer = 42;\nexport { answer };\n",
      "dist/index.d.ts": "declare const answer: number;\nexport { answer };\n",
      ...extra,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  const runIn = (cwd: string) => spawnSync(process.execPath, [script], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });

  it("passes a well-formed package, packing it with publishConfig applied", () => {
    const dir = writePackage();
    const run = runIn(dir);
    expect(run.stdout).toContain("@zebra/fixture: tarball holds 6 files: CHANGELOG.md, LICENSE, README.md, dist/index.d.ts, dist/index.js, package.json");
    expect(run.stdout).toContain("check-package: @zebra/fixture ok");
    expect(run.status).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tgz"))).toEqual([]); // packed elsewhere
  });

  it("fails when the packed changelog has no entry for the version", () => {
    const stale = runIn(writePackage({ "CHANGELOG.md": "# @zebra/fixture\n\n## 0.0.9\n\n- Earlier.\n" }));
    expect(stale.stderr).toContain('@zebra/fixture: CHANGELOG.md has no "## 0.1.0" entry for the version being published');
    expect(stale.stderr).toContain("check-package: @zebra/fixture failed: contents\n");
    expect(stale.status).toBe(1);
  });

  it("fails when a test or fixture would ship", () => {
    const dir = writePackage({ "dist/index.test.js": "export {};\n", "dist/fixtures/einstein.json": "{}\n" });
    const run = runIn(dir);
    expect(run.stderr).toContain("@zebra/fixture: dist/index.test.js: a test must not be published");
    expect(run.stderr).toContain("@zebra/fixture: dist/fixtures/einstein.json: test material must not be published");
    expect(run.stderr).toContain("check-package: @zebra/fixture failed: contents");
    expect(run.status).toBe(1);
  });

  it("fails when the source condition would be published (no publishConfig.exports)", () => {
    const dir = writePackage({}, { publishConfig: { access: "public" } });
    const run = runIn(dir);
    expect(run.stderr).toContain('@zebra/fixture: package.json exports["."]["@zebra/source"]: the source condition must not be published');
    expect(run.stderr).toContain("check-package: @zebra/fixture failed: manifest\n");
    expect(run.status).toBe(1);
  });

  it("fails when publint and attw object: CommonJS declarations for an ES module", () => {
    const cts = { types: "./dist/index.d.cts", default: "./dist/index.js" };
    const dir = writePackage(
      { "dist/index.d.cts": "export declare const answer: number;\n" },
      { types: "./dist/index.d.cts", exports: { ".": cts }, publishConfig: { access: "public", exports: { ".": cts } } },
    );
    rmSync(join(dir, "dist/index.d.ts"));
    const run = runIn(dir);
    expect(run.stdout).toContain('pkg.exports["."].types types is interpreted as CJS');
    expect(run.stdout).toContain("FalseCJS");
    expect(run.stderr).toContain("check-package: @zebra/fixture failed: publint, attw\n");
    expect(run.status).toBe(1);
  });

  it("fails when an entry point ships no types (attw alone lets that pass)", () => {
    const bare = { ".": { default: "./dist/index.js" }, "./package.json": "./package.json" };
    const dir = writePackage({}, { types: undefined, exports: bare, publishConfig: { access: "public", exports: bare } });
    rmSync(join(dir, "dist/index.d.ts"));
    const run = runIn(dir);
    expect(run.stderr).toContain('@zebra/fixture: package.json exports["."] has no types condition');
    expect(run.stderr).toContain("check-package: @zebra/fixture failed: manifest");
    expect(run.status).toBe(1);
  });

  it("skips private packages", () => {
    const dir = writePackage({}, { private: true });
    const run = runIn(dir);
    expect(run.stdout).toBe("check-package: @zebra/fixture is private and is not published; nothing to check\n");
    expect(run.status).toBe(0);
  });
});

describe("readTarball", () => {
  it("lists the files of a pnpm tarball with their contents", () => {
    const dir = mkdtempSync(join(tmpdir(), "zebra-tarball-"));
    try {
      const long = `dist/${"deeply/".repeat(20)}nested.js`;
      mkdirSync(dirname(join(dir, long)), { recursive: true });
      writeFileSync(join(dir, long), "export {};\n");
      writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "t", version: "1.0.0", files: ["dist"] }));
      const pack = spawnSync("pnpm", ["pack", "--out", join(dir, "t.tgz")], { cwd: dir, encoding: "utf8" });
      expect(pack.status).toBe(0);
      const files = readTarball(readFileSync(join(dir, "t.tgz")));
      expect(files.map((f) => f.path).sort()).toEqual([`package/${long}`, "package/package.json"]);
      expect(files.find((f) => f.path === `package/${long}`)?.contents.toString()).toBe("export {};\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
