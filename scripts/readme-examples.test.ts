// Every published package's README: install instructions, a licence, a changelog, and usage
// examples that run. Each ```ts example block runs against the BUILT packages (as a user's
// project would load them) and must print exactly its ```text output block; the TypeScript
// examples are also type-checked, strictly, against the published declarations.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkExampleRun, readmeExamples, runExample, typecheckExamples } from "./readme-examples.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  bin?: Record<string, string>;
}

/** The file a built package must have: its library entry, or for a command only, its binary. */
const builtEntry = (manifest: Manifest): string => manifest.main ?? Object.values(manifest.bin ?? {})[0] ?? "dist/index.js";

/** The workspace's public packages, by folder. */
const published = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest }))
    .filter(({ manifest }) => !manifest.private),
);

// A user's project: node_modules/@zebra/* are the workspace packages, resolved as published
// (without the `@zebra/source` condition, so from dist/), and einstein.json beside the scripts.
const project = mkdtempSync(join(tmpdir(), "zebra-readme-"));
mkdirSync(join(project, "node_modules", "@zebra"), { recursive: true });
for (const { dir, manifest } of published) symlinkSync(dir, join(project, "node_modules", manifest.name), "dir");
copyFileSync(join(root, "fixtures", "einstein.json"), join(project, "einstein.json"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const readme = (dir: string) => readFileSync(join(dir, "README.md"), "utf8");
const relative = (dir: string) => dir.slice(root.length);

describe("readme-examples.mjs", () => {
  const markdown = [
    "# x",
    "```sh",
    "npm install x",
    "```",
    "```ts example",
    "const n: number = 6 * 7;",
    "console.log(n);",
    "```",
    "",
    "```text output",
    "42",
    "```",
    "```js example",
    "console.log('no output block');",
    "```",
  ].join("\n");

  it("finds examples and their output blocks, and ignores other code", () => {
    const examples = readmeExamples(markdown, "x.md");
    expect(examples.map((e) => [e.line, e.lang, e.output])).toEqual([
      [5, "ts", "42\n"],
      [13, "js", ""],
    ]);
  });

  it("fails an example whose output differs from its block, or that prints without one", () => {
    const [good, bare] = readmeExamples(markdown, "x.md");
    expect(checkExampleRun(good!, runExample(good!, { cwd: project }))).toBeNull();
    expect(checkExampleRun({ ...good!, output: "41\n" }, runExample(good!, { cwd: project }))).toMatch(
      /^x\.md:5: the example printed\n42\n\nbut its output block says\n41/,
    );
    expect(checkExampleRun(bare!, runExample(bare!, { cwd: project }))).toMatch(/^x\.md:13: the example printed output but has no ```text output block/);
  });

  it("fails an example that throws, and one that does not type-check", () => {
    const [broken] = readmeExamples('```ts example\nimport { nope } from "@zebra/model";\nconsole.log(nope.length);\n```\n', "y.md");
    expect(checkExampleRun(broken!, runExample(broken!, { cwd: project }))).toMatch(/^y\.md:1: the example failed: .*SyntaxError.*nope/s);
    expect(typecheckExamples([broken!], { cwd: project })).toEqual([`y.md:2: Module '"@zebra/model"' has no exported member 'nope'.`]);
  });

  it("rejects an output block that follows no example", () => {
    expect(() => readmeExamples("```ts\nx\n```\n```text output\n1\n```\n", "z.md")).toThrow("z.md:4: this output block does not follow an example");
  });
});

describe.each(published.map((p) => [p.manifest.name, p] as const))("%s README", (name, { dir, manifest }) => {
  it("says how to install the package, and ships a licence and a changelog for this version", () => {
    expect(readme(dir)).toMatch(/^# /);
    expect(readme(dir)).toMatch(/^## Install\n/m);
    expect(readme(dir)).toMatch(new RegExp(`^npm install (--global )?${name.replace("/", "\\/")}\\b`, "m"));
    expect(existsSync(join(dir, "LICENSE")), `${relative(dir)}/LICENSE`).toBe(true);
    const changelog = readFileSync(join(dir, "CHANGELOG.md"), "utf8");
    expect(changelog.split("\n", 1)[0]).toBe(`# ${name}`);
    expect(changelog).toMatch(new RegExp(`^## ${manifest.version.replaceAll(".", "\\.")}$`, "m"));
  });

  it("has usage examples that print what the README shows", () => {
    expect(existsSync(join(dir, builtEntry(manifest))), `${name} is not built: run \`pnpm build\` (npm test builds first)`).toBe(true);
    const examples = readmeExamples(readme(dir), `${relative(dir)}/README.md`);
    expect(examples.length, "a README needs at least one ```ts example block").toBeGreaterThan(0);
    const problems = examples.map((example) => checkExampleRun(example, runExample(example, { cwd: project }))).filter((p) => p !== null);
    expect(problems).toEqual([]);
  }, 60_000);
});

it("the README examples type-check against the published declarations", () => {
  const examples = published.flatMap(({ dir }) => readmeExamples(readme(dir), `${relative(dir)}/README.md`));
  expect(typecheckExamples(examples, { cwd: project })).toEqual([]);
}, 60_000);
