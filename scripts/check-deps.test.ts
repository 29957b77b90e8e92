import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempTrees } from "./temp-tree.js";
import { allowedFor, checkDependencies, extractImports, formatViolation, isTestFile, readWorkspace } from "./check-deps.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts", "check-deps.mjs");

type Files = Record<string, string>;
type Manifest = {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: unknown;
};

/** A member of an in-memory workspace description. */
function member(dir: string, manifest: Manifest, files: Files = {}) {
  return {
    name: manifest.name,
    dir,
    kind: dir.startsWith("apps/") ? "app" : "package",
    manifest: { exports: { ".": "./src/index.ts", "./package.json": "./package.json" }, ...manifest },
    files: Object.entries(files).map(([path, text]) => ({ path: `${dir}/${path}`, text })),
  };
}

const model = () => member("packages/model", { name: "@zebra/model" }, { "src/index.ts": "export const x = 1;\n" });
const renderEn = () =>
  member(
    "packages/render-en",
    { name: "@zebra/render-en", dependencies: { "@zebra/model": "workspace:^" } },
    { "src/index.ts": 'export { x } from "@zebra/model";\n' },
  );
const testkit = () =>
  member("packages/testkit", { name: "@zebra/testkit", dependencies: { "@zebra/model": "workspace:^" } }, { "src/index.ts": "export {};\n" });
const solver = (files: Files, extra: Partial<Manifest> = {}) =>
  member("packages/solver", { name: "@zebra/solver", dependencies: { "@zebra/model": "workspace:^" }, ...extra }, files);

function messages(members: ReturnType<typeof member>[]) {
  return checkDependencies({ members }).map(formatViolation);
}

describe("extractImports", () => {
  it("finds static, re-export, dynamic and type-position imports with their lines", () => {
    const text = [
      'import { a } from "one";',
      'import type { B } from "two";',
      'export { c } from "three";',
      'export * from "four";',
      "const d = await import(",
      '  "five"',
      ");",
      'type E = import("six").E;',
      'import "seven";',
    ].join("\n");
    expect(extractImports(text)).toEqual([
      { specifier: "one", line: 1, typeOnly: false },
      { specifier: "two", line: 2, typeOnly: true },
      { specifier: "three", line: 3, typeOnly: false },
      { specifier: "four", line: 4, typeOnly: false },
      { specifier: "five", line: 6, typeOnly: false },
      { specifier: "six", line: 8, typeOnly: true },
      { specifier: "seven", line: 9, typeOnly: false },
    ]);
  });

  it("ignores imports written in comments and strings", () => {
    const text = [
      "/**",
      " * @example",
      ' * import { render } from "@zebra/render-en";',
      " */",
      "const s = \"import x from 'y'\";",
      "// import z from 'z';",
    ].join("\n");
    expect(extractImports(text)).toEqual([]);
  });

  it("reports a dynamic import with a computed target as unknown", () => {
    expect(extractImports("const m = await import(`./${name}.js`);")).toEqual([{ specifier: null, line: 1, typeOnly: false }]);
  });
});

describe("isTestFile", () => {
  it("tells tests from shipped sources", () => {
    expect(isTestFile("packages/solver/src/solve.test.ts")).toBe(true);
    expect(isTestFile("packages/render-en/src/render.test-d.ts")).toBe(true);
    expect(isTestFile("apps/cli/test/e2e.test.ts")).toBe(true);
    expect(isTestFile("apps/cli/test/helpers.ts")).toBe(true);
    expect(isTestFile("packages/solver/src/solve.ts")).toBe(false);
    expect(isTestFile("packages/solver/src/testing.ts")).toBe(false);
    expect(isTestFile("packages/render-de/src/testing/einstein.ts")).toBe(true);
    expect(isTestFile("packages/render-de/src/internal/testing/words.ts")).toBe(false);
  });
});

describe("checkDependencies", () => {
  it("accepts the layering the table allows", () => {
    const sampler = member(
      "packages/sampler",
      { name: "@zebra/sampler", dependencies: { "@zebra/model": "workspace:^", "@zebra/solver": "workspace:^" } },
      {
        "src/index.ts": 'import { x } from "@zebra/model";\nimport { y } from "@zebra/solver";\nexport { x, y };\n',
      },
    );
    expect(messages([model(), solver({ "src/index.ts": 'export { x } from "@zebra/model";\n' }), renderEn(), sampler])).toEqual([]);
  });

  it("fails when the solver imports a renderer, naming the file, line and allowed edges", () => {
    const bad = solver(
      { "src/x.ts": '// the solver must not talk\n\n\n\n\n\n\n\n\n\n\nimport { render } from "@zebra/render-en";\n' },
      { dependencies: { "@zebra/model": "workspace:^", "@zebra/render-en": "workspace:^" } },
    );
    expect(messages([model(), renderEn(), bad])).toEqual([
      "packages/solver/package.json:1: @zebra/solver must not depend on @zebra/render-en in dependencies (allowed: @zebra/model)",
      "packages/solver/src/x.ts:12: @zebra/solver must not import @zebra/render-en (allowed: @zebra/model)",
    ]);
  });

  it("fails when a package imports an allowed sibling it does not declare", () => {
    const bad = solver({ "src/index.ts": 'export { x } from "@zebra/model";\n' }, { dependencies: {} });
    expect(messages([model(), bad])).toEqual(["packages/solver/src/index.ts:1: @zebra/solver imports @zebra/model but does not declare it in dependencies"]);
  });

  it("fails when shipped code uses a sibling declared only in devDependencies", () => {
    const bad = solver({ "src/index.ts": 'export { x } from "@zebra/model";\n' }, { dependencies: {}, devDependencies: { "@zebra/model": "workspace:^" } });
    expect(messages([model(), bad])).toEqual([
      "packages/solver/src/index.ts:1: @zebra/solver imports @zebra/model but does not declare it in dependencies (it is only in devDependencies, which consumers do not install)",
    ]);
  });

  it("counts type-only imports: they are part of the published .d.ts", () => {
    const bad = solver({ "src/x.ts": 'import type { Renderer } from "@zebra/render-en";\n' });
    expect(messages([model(), renderEn(), bad])).toEqual([
      "packages/solver/src/x.ts:1: @zebra/solver must not import @zebra/render-en (allowed: @zebra/model)",
    ]);
  });

  it("lets tests use testkit and devDependencies, but only through declared edges", () => {
    const ok = solver(
      { "src/solve.test.ts": 'import { t } from "@zebra/testkit";\nimport { it } from "vitest";\nimport { x } from "@zebra/solver";\n' },
      { devDependencies: { "@zebra/testkit": "workspace:^" } },
    );
    expect(messages([model(), testkit(), ok])).toEqual([]);

    const undeclared = solver({ "src/solve.test.ts": 'import { t } from "@zebra/testkit";\n' });
    expect(messages([model(), testkit(), undeclared])).toEqual([
      "packages/solver/src/solve.test.ts:1: @zebra/solver imports @zebra/testkit but does not declare it in dependencies or devDependencies",
    ]);

    const shipped = solver({ "src/helpers.ts": 'import { t } from "@zebra/testkit";\n' }, { devDependencies: { "@zebra/testkit": "workspace:^" } });
    expect(messages([model(), testkit(), shipped])).toEqual([
      "packages/solver/src/helpers.ts:1: @zebra/solver must not import @zebra/testkit (allowed: @zebra/model)",
    ]);
  });

  it("keeps tests inside the layering too", () => {
    const bad = solver({ "src/solve.test.ts": 'import { render } from "@zebra/render-en";\n' }, { devDependencies: { "@zebra/render-en": "workspace:^" } });
    expect(messages([model(), renderEn(), testkit(), bad])).toEqual([
      "packages/solver/package.json:1: @zebra/solver must not depend on @zebra/render-en in devDependencies (allowed: @zebra/model, @zebra/testkit)",
      "packages/solver/src/solve.test.ts:1: @zebra/solver must not import @zebra/render-en (allowed: @zebra/model, @zebra/testkit)",
    ]);
  });

  it("fails on relative imports that leave the package or reach into a sibling", () => {
    const bad = solver({
      "src/a.ts": 'import { x } from "../../model/src/index.js";\n',
      "src/b.ts": 'import data from "../../../fixtures/einstein.json";\n',
      "src/c.ts": 'import { y } from "./internal/y.js";\nimport pkg from "../package.json";\n',
      "src/d.test.ts": 'import data from "../../../fixtures/einstein.json";\n',
    });
    expect(messages([model(), bad])).toEqual([
      'packages/solver/src/a.ts:1: @zebra/solver must not reach into packages/model with a relative path ("../../model/src/index.js"); import @zebra/model by name',
      'packages/solver/src/b.ts:1: @zebra/solver must not import "../../../fixtures/einstein.json": it leaves packages/solver',
    ]);
  });

  it("flags computed dynamic imports where the layering is restricted, and only there", () => {
    const computed = "export const load = (name: string) => import(`@zebra/${name}`);\n";
    const cli = member("apps/cli", { name: "@zebra/cli" }, { "src/locale.ts": computed });
    const kit = member("packages/testkit", { name: "@zebra/testkit" }, { "src/index.ts": computed });
    const bad = solver({ "src/x.ts": computed, "src/x.test.ts": computed });
    expect(messages([model(), cli, kit, bad])).toEqual([
      "packages/solver/src/x.ts:1: @zebra/solver uses a dynamic import whose target is not a string literal; the layering cannot be checked",
    ]);
  });

  it("fails when anything depends on an app, and lets apps use any package", () => {
    const cli = member(
      "apps/cli",
      { name: "@zebra/cli", dependencies: { "@zebra/model": "workspace:^", "@zebra/render-en": "workspace:^" } },
      {
        "src/bin.ts": 'import { x } from "@zebra/model";\nimport { r } from "@zebra/render-en";\n',
      },
    );
    const playground = member(
      "apps/playground",
      { name: "@zebra/playground", dependencies: { "@zebra/cli": "workspace:^" } },
      { "src/main.ts": 'import "@zebra/cli";\n' },
    );
    const bad = solver({ "src/x.ts": 'import("@zebra/cli");\n' });
    expect(messages([model(), renderEn(), cli, playground, bad])).toEqual([
      "apps/playground/package.json:1: @zebra/playground must not depend on @zebra/cli: nothing may depend on an app",
      "apps/playground/src/main.ts:1: @zebra/playground must not import @zebra/cli: nothing may depend on an app",
      "packages/solver/src/x.ts:1: @zebra/solver must not import @zebra/cli: nothing may depend on an app",
    ]);
  });

  it("applies the render-* row to future renderers and rejects packages without a row", () => {
    const renderFr = member(
      "packages/render-fr",
      { name: "@zebra/render-fr", dependencies: { "@zebra/model": "workspace:^" } },
      { "src/index.ts": 'export { x } from "@zebra/model";\n' },
    );
    const stray = member("packages/stray", { name: "@zebra/stray" });
    expect(messages([model(), renderFr, stray])).toEqual([
      "packages/stray/package.json:1: @zebra/stray has no row in the dependency table (add one to scripts/check-deps.mjs and docs/contributing/dependency-rules.md)",
    ]);
  });

  it("fails on third-party imports the package does not declare, on deep imports and on unknown @zebra names", () => {
    const bad = solver({
      "src/a.ts": 'import Logic from "logic-solver";\nimport { readFileSync } from "node:fs";\n',
      "src/b.ts": 'import { y } from "@zebra/model/src/internal.js";\nimport { z } from "@zebra/nope";\n',
      "src/c.ts": 'import { me } from "@zebra/solver";\n',
    });
    expect(messages([model(), bad])).toEqual([
      "packages/solver/src/a.ts:1: @zebra/solver imports logic-solver but does not declare it in dependencies",
      "packages/solver/src/b.ts:1: @zebra/solver imports @zebra/model/src/internal.js, which @zebra/model does not export",
      "packages/solver/src/b.ts:2: @zebra/solver imports @zebra/nope, which is not a workspace package",
      "packages/solver/src/c.ts:1: @zebra/solver must not import itself by name; use a relative import",
    ]);
  });

  it("derives the allowed sets from the table", () => {
    const members = [model(), renderEn(), testkit(), solver({}), member("apps/cli", { name: "@zebra/cli" })];
    expect(allowedFor(members[1], members)).toEqual(["@zebra/model"]);
    expect(allowedFor(members[2], members)).toEqual(["@zebra/model", "@zebra/render-en", "@zebra/solver"]);
    expect(allowedFor(members[4], members)).toEqual(["@zebra/model", "@zebra/render-en", "@zebra/solver", "@zebra/testkit"]);
  });

  it("lets the dataset package use the model and the solver, and nothing else", () => {
    const sampler = member("packages/sampler", { name: "@zebra/sampler", dependencies: { "@zebra/model": "workspace:^", "@zebra/solver": "workspace:^" } });
    const dataset = (files: Files, dependencies: Record<string, string>) => member("packages/dataset", { name: "@zebra/dataset", dependencies }, files);
    const edges = { "@zebra/model": "workspace:^", "@zebra/solver": "workspace:^" };
    const ok = dataset({ "src/index.ts": 'import { x } from "@zebra/model";\nimport { y } from "@zebra/solver";\nexport { x, y };\n' }, edges);
    const members = [model(), solver({}), sampler, renderEn(), ok];
    expect(allowedFor(ok, members)).toEqual(["@zebra/model", "@zebra/solver"]);
    expect(messages(members)).toEqual([]);
    const bad = dataset(
      { "src/text.ts": 'import { render } from "@zebra/render-en";\nimport { generatePuzzle } from "@zebra/sampler";\n' },
      { ...edges, "@zebra/sampler": "workspace:^" },
    );
    expect(messages([model(), solver({}), sampler, renderEn(), bad])).toEqual([
      "packages/dataset/package.json:1: @zebra/dataset must not depend on @zebra/sampler in dependencies (allowed: @zebra/model, @zebra/solver)",
      "packages/dataset/src/text.ts:1: @zebra/dataset must not import @zebra/render-en (allowed: @zebra/model, @zebra/solver)",
      "packages/dataset/src/text.ts:2: @zebra/dataset must not import @zebra/sampler (allowed: @zebra/model, @zebra/solver)",
    ]);
  });
});

describe("the locale kit", () => {
  const kit = (files: Files) => member("packages/locale-kit", { name: "@zebra/locale-kit", dependencies: { "@zebra/model": "workspace:^" } }, files);

  it("lets the kit use the model only, and renderers use the kit", () => {
    const renderer = member(
      "packages/render-xx",
      { name: "@zebra/render-xx", dependencies: { "@zebra/locale-kit": "workspace:^", "@zebra/model": "workspace:^" } },
      { "src/index.ts": 'import { assembleRenderer } from "@zebra/locale-kit";\nimport { x } from "@zebra/model";\n' },
    );
    const members = [model(), solver({}), kit({ "src/index.ts": 'export { x } from "@zebra/model";\n' }), renderer];
    expect(messages(members)).toEqual([]);
    const bad = kit({ "src/index.ts": 'import { deduce } from "@zebra/solver";\n' });
    expect(messages([model(), solver({}), bad])).toEqual([
      "packages/locale-kit/src/index.ts:1: @zebra/locale-kit must not import @zebra/solver (allowed: @zebra/model)",
    ]);
  });

  it("fails when renderer, layout or reader code sits in the model, and not for the model's own files", () => {
    const files = {
      "src/index.ts": "export {};\n",
      "src/clue.ts": "export {};\n",
      "src/position-code.ts": "export {};\n",
      "src/text/template.ts": "export {};\n",
      "src/renderer.ts": "export {};\n",
      "src/internal/read/tokens.ts": "export {};\n",
      "src/read/assemble-reader.ts": "export {};\n",
      "src/reader-grammar.ts": "export {};\n",
      "src/solution-layout.ts": "export {};\n",
    };
    expect(messages([member("packages/model", { name: "@zebra/model" }, files)])).toEqual(
      [
        "src/internal/read/tokens.ts",
        "src/read/assemble-reader.ts",
        "src/reader-grammar.ts",
        "src/renderer.ts",
        "src/solution-layout.ts",
        "src/text/template.ts",
      ].map((f) => `packages/model/${f}:1: @zebra/model must not hold renderer, layout or reader code: it belongs in @zebra/locale-kit`),
    );
  });
});

describe("on disk", () => {
  const writeWorkspace = tempTrees("zebra-check-deps-");

  const fixture = (solverSource: string) =>
    writeWorkspace({
      "packages/model/package.json": JSON.stringify({ name: "@zebra/model" }, null, 2),
      "packages/model/src/index.ts": "export const x = 1;\n",
      "packages/render-en/package.json": JSON.stringify({ name: "@zebra/render-en", dependencies: { "@zebra/model": "workspace:^" } }, null, 2),
      "packages/render-en/src/index.ts": 'export { x as render } from "@zebra/model";\n',
      "packages/solver/package.json": JSON.stringify({ name: "@zebra/solver", dependencies: { "@zebra/model": "workspace:^" } }, null, 2),
      "packages/solver/src/index.ts": 'export { solve } from "./solve.js";\n',
      "packages/solver/src/solve.ts": solverSource,
      "packages/solver/dist/index.js": 'import "@zebra/render-en";\n', // build output is not checked
    });

  it("reads a fixture workspace where the solver imports a renderer, and fails on it", () => {
    const dir = fixture('import { x } from "@zebra/model";\nimport { render } from "@zebra/render-en";\nexport const solve = () => render ?? x;\n');
    const workspace = readWorkspace(dir);
    expect(workspace.members.map((m) => m.name)).toEqual(["@zebra/model", "@zebra/render-en", "@zebra/solver"]);
    expect(checkDependencies(workspace).map(formatViolation)).toEqual([
      "packages/solver/src/solve.ts:2: @zebra/solver must not import @zebra/render-en (allowed: @zebra/model)",
    ]);

    const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("packages/solver/src/solve.ts:2: @zebra/solver must not import @zebra/render-en (allowed: @zebra/model)\n");
    expect(run.stderr).toContain("check-deps: 1 violation");
  });

  it("passes the same fixture once the edge is removed", () => {
    const dir = fixture('import { x } from "@zebra/model";\nexport const solve = () => x;\n');
    const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^check-deps: ok \(3 workspace members, 2 declared internal edges, 4 source files\)\n$/);
  });

  it("passes on the real repository, in process and as a child process", () => {
    expect(checkDependencies(readWorkspace(root)).map(formatViolation)).toEqual([]);
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^check-deps: ok \(/);
  });
});
