import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempTrees } from "./temp-tree.js";
import { readWorkspace } from "./check-deps.mjs";
import { candidatesFor, cyclesOf, findCycles, formatCycle } from "./check-cycles.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts", "check-cycles.mjs");

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

describe("cyclesOf", () => {
  it("returns no cycle for a DAG", () => {
    expect(cyclesOf(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("returns one closed path per strongly connected component, and self-loops", () => {
    expect(cyclesOf(graph({ a: ["b"], b: ["c"], c: ["a", "d"], d: ["d"], e: ["a"] }))).toEqual([
      ["a", "b", "c", "a"],
      ["d", "d"],
    ]);
  });

  it("walks the shortest way back inside a component", () => {
    expect(cyclesOf(graph({ a: ["b", "x"], b: ["c"], c: ["d"], d: ["a"], x: ["a"] }))).toEqual([["a", "x", "a"]]);
  });

  it("copes with long chains without recursion", () => {
    const edges: Record<string, string[]> = {};
    const n = 20_000;
    const name = (i: number) => `n${String(i).padStart(5, "0")}`;
    for (let i = 0; i < n; i++) edges[name(i)] = [name((i + 1) % n)];
    const cycles = cyclesOf(graph(edges));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toHaveLength(n + 1);
  });
});

describe("candidatesFor", () => {
  it("maps .js specifiers to .ts files first, then folders and extensionless names", () => {
    expect(candidatesFor("packages/a/src/x/y.ts", "../z.js").slice(0, 2)).toEqual(["packages/a/src/z.ts", "packages/a/src/z.tsx"]);
    expect(candidatesFor("packages/a/src/y.ts", "./rules")).toContain("packages/a/src/rules/index.ts");
    expect(candidatesFor("packages/a/src/y.ts", "./rules")).toContain("packages/a/src/rules.ts");
  });
});

describe("findCycles", () => {
  const pkg = (name: string, files: Record<string, string>, dependencies: Record<string, string> = {}) => ({
    name,
    dir: `packages/${name.slice("@zebra/".length)}`,
    kind: "package",
    manifest: { name, dependencies },
    files: Object.entries(files).map(([path, text]) => ({ path: `packages/${name.slice("@zebra/".length)}/${path}`, text })),
  });

  it("finds a file cycle through .js specifiers and reports lines, marking type-only edges", () => {
    const model = pkg("@zebra/model", {
      "src/index.ts": 'export { a } from "./a.js";\n',
      "src/a.ts": 'import { b } from "./b.js";\nexport const a = () => b();\n',
      "src/b.ts": '// b\nimport type { C } from "./rules/c.js";\nexport const b = () => 1;\n',
      "src/rules/c.ts": 'import { a } from "../a.js";\nexport type C = typeof a;\n',
    });
    const cycles = findCycles({ members: [model] });
    expect(cycles.map(formatCycle)).toEqual([
      "import cycle in @zebra/model: packages/model/src/a.ts:1 -> packages/model/src/b.ts:2 (type) -> packages/model/src/rules/c.ts:1 -> packages/model/src/a.ts",
    ]);
  });

  it("ignores imports in comments and accepts an acyclic package", () => {
    const model = pkg("@zebra/model", {
      "src/a.ts": '/** @example import { b } from "./b.js" */\nexport const a = 1;\n',
      "src/b.ts": 'import { a } from "./a.js";\nexport const b = a;\n',
    });
    expect(findCycles({ members: [model] })).toEqual([]);
  });

  it("finds package cycles from manifests and from cross-package imports", () => {
    const a = pkg("@zebra/a", { "src/index.ts": 'export { b } from "@zebra/b";\n' }, { "@zebra/b": "workspace:^" });
    const b = pkg("@zebra/b", { "src/index.ts": 'export const b = await import("@zebra/a");\n' });
    expect(findCycles({ members: [a, b] }).map(formatCycle)).toEqual(["package cycle: @zebra/a -> @zebra/b -> @zebra/a"]);
  });
});

describe("on disk", () => {
  const writeWorkspace = tempTrees("zebra-check-cycles-");

  it("fails on a fixture workspace with a cycle, printing its path", () => {
    const dir = writeWorkspace({
      "packages/solver/package.json": JSON.stringify({ name: "@zebra/solver" }),
      "packages/solver/src/index.ts": 'export { solve } from "./solve.js";\n',
      "packages/solver/src/solve.ts": 'import { propagate } from "./propagate.js";\nexport const solve = () => propagate();\n',
      "packages/solver/src/propagate.ts": 'import { solve } from "./solve.js";\nexport const propagate = (): unknown => solve;\n',
    });
    expect(findCycles(readWorkspace(dir)).map(formatCycle)).toEqual([
      "import cycle in @zebra/solver: packages/solver/src/propagate.ts:1 -> packages/solver/src/solve.ts:1 -> packages/solver/src/propagate.ts",
    ]);
    const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "import cycle in @zebra/solver: packages/solver/src/propagate.ts:1 -> packages/solver/src/solve.ts:1 -> packages/solver/src/propagate.ts\ncheck-cycles: 1 cycle found\n",
    );
  });

  it("passes on the real repository, in process and as a child process", () => {
    expect(findCycles(readWorkspace(root)).map(formatCycle)).toEqual([]);
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^check-cycles: ok \(no cycles among \d+ workspace members and \d+ source files\)\n$/);
  });
});
