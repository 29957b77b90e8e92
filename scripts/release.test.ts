// The release, end to end, as users get it: a real npm registry (Verdaccio, on 127.0.0.1 with
// a temporary storage folder), every public package published to it with `changeset publish`
// (through pnpm, so `workspace:^` becomes a real range), then installed with npm into fresh
// projects outside the workspace. A locale made from templates/render-locale is published too,
// and used by the installed CLI. The registry is stopped and its storage removed at the end,
// pass or fail; when this process dies, the registry sees its standard input close and stops.
//
// It publishes the BUILT packages of the working tree (`npm test` builds first). Run it alone:
//   pnpm build && npx vitest run scripts/release.test.ts
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFileList, checkPackedManifest, readTarball } from "./check-package.mjs";
import { scaffoldPseudoLocale, tsupCommand } from "../packages/testkit/test/locale-workspace.js";
import { checkExampleRun, readmeExamples, runExample } from "./readme-examples.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const fixture = join(root, "fixtures", "einstein.json");
const einstein = JSON.parse(readFileSync(fixture, "utf8")) as { solution: Record<string, unknown[]> };

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The file a built package must have: its library entry, or for a command only, its binary. */
const builtEntry = (manifest: Manifest): string => manifest.main ?? Object.values(manifest.bin ?? {})[0] ?? "dist/index.js";

const workspacePackages = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest })),
);
const publicPackages = workspacePackages.filter((p) => !p.manifest.private);
/** What a published locale depends on, at the versions being released: the model and the locale kit, nothing else. */
const localeDependencies = (): Record<string, string> =>
  Object.fromEntries(["@zebra/locale-kit", "@zebra/model"].map((name) => [name, `^${publicPackages.find((p) => p.manifest.name === name)!.manifest.version}`]));
const privatePackages = workspacePackages.filter((p) => p.manifest.private);
/** Runtime dependencies of published packages that are not ours: they must come from an upstream registry. */
const thirdParty = publicPackages.flatMap(({ manifest }) =>
  [manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies]
    .flatMap((deps) => Object.keys(deps ?? {}))
    .filter((name) => !name.startsWith("@zebra/")),
);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking the event loop; never throws on a non-zero exit. */
function run(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeout?: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeout ?? 110_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") });
    });
  });
}

/** The command's output, or an error that shows everything it printed. */
async function ok(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeout?: number }): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

interface Registry {
  url: string;
  folder: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts scripts/local-registry.mjs as a child process and waits for the line with its address. */
function startRegistry(args: readonly string[] = []): Promise<Registry> {
  return new Promise((resolve, reject) => {
    // In a process group of its own, so that a kill aimed at the test run's group (a CI timeout)
    // leaves it the moment it needs to notice its closed standard input and clean up.
    const child = spawn(process.execPath, [join(root, "scripts", "local-registry.mjs"), ...args], { stdio: ["pipe", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the local registry did not start within 60 s\n${stderr}`));
    }, 60_000);
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the local registry exited with ${code} before it listened\n${stderr}`));
    });
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf("\n");
      if (newline < 0) return;
      clearTimeout(timer);
      const { url, folder } = JSON.parse(stdout.slice(0, newline)) as { url: string; folder: string };
      const exited = new Promise<void>((done) => (child.exitCode !== null ? done() : child.once("exit", () => done())));
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
          await exited;
          clearTimeout(forced);
        }
        rmSync(folder, { recursive: true, force: true });
      };
      resolve({ url, folder, child, stop });
    });
  });
}

/** Whether something answers HTTP at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

let work = "";
let registry: Registry | undefined;
let env: NodeJS.ProcessEnv = {};
let locale: Promise<string> | undefined;

/** The environment of every npm and pnpm command: our registry, a token for it, a fresh cache; nothing of the user's npm configuration. */
function registryEnv(url: string): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_(config|package|lifecycle)_|^npm_execpath$|^npm_command$/i.test(key)),
  );
  const npmrc = join(work, "npmrc");
  writeFileSync(npmrc, `registry=${url}\n${url.replace(/^https?:/, "")}:_authToken=release-test\n`);
  return {
    ...clean,
    npm_config_userconfig: npmrc,
    npm_config_registry: url,
    npm_config_cache: join(work, "npm-cache"),
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    NO_COLOR: "1",
  };
}

/** Scaffolds the pseudo-locale `xx` from the template outside the workspace and builds it (as packages/testkit/src/new-locale.test.ts does). */
async function buildLocale(): Promise<string> {
  const target = scaffoldPseudoLocale(root, join(work, "locale"));
  const [tsup, tsupArgs] = tsupCommand(root);
  await ok(tsup, tsupArgs, { cwd: target, env: process.env });
  return target;
}

/** A new, empty npm project outside the workspace. */
function newProject(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: `zebra-release-${name}`, private: true, type: "module" }, null, 2)}\n`);
  copyFileSync(fixture, join(dir, "einstein.json"));
  return dir;
}

/** The packages npm installed in a project, by name. */
type Lock = { packages: Record<string, { dependencies?: Record<string, string> }> };
const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as Lock;

function installed(dir: string): string[] {
  // By name: npm nests a second version where a dependency pins one exactly (the Parquet writer
  // pins its reader, which the CLI also uses with a caret range), and that is the same package.
  const names = Object.keys(lockOf(dir).packages)
    .filter((path) => path !== "")
    .map((path) => path.replace(/^.*node_modules\//, ""));
  return [...new Set(names)].sort();
}

/** The packages an install of `names` must bring: them, and what each needs by the lock, transitively. */
function neededBy(dir: string, names: readonly string[]): string[] {
  const lock = lockOf(dir);
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const dep of Object.keys(lock.packages[`node_modules/${name}`]?.dependencies ?? {})) visit(dep);
  };
  for (const name of names) visit(name);
  return [...needed].sort();
}

const gitTags = () => run("git", ["tag", "--list"], { cwd: root, env: process.env }).then((r) => r.stdout);
let tagsBefore = "";

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "zebra-release-"));
  for (const { dir, manifest } of publicPackages) {
    if (!existsSync(join(dir, builtEntry(manifest)))) throw new Error(`${manifest.name} is not built: run \`pnpm build\` first (npm test builds first)`);
  }
  const uplink = thirdParty.length > 0 ? (await ok("npm", ["config", "get", "registry"], { cwd: work, env: process.env })).trim() : undefined;
  registry = await startRegistry(uplink ? ["--uplink", uplink] : []);
  env = registryEnv(registry.url);
  locale = buildLocale();
  locale.catch(() => {}); // awaited (and reported) by its test
  tagsBefore = await gitTags();
  await ok(process.execPath, [join(root, "node_modules", "@changesets", "cli", "bin.js"), "publish", "--no-git-tag"], { cwd: root, env, timeout: 280_000 });
}, 300_000);

afterAll(async () => {
  await registry?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 30_000);

// Generous timeouts: npm and pnpm start slowly on a busy two-core machine.
describe("release to a local registry", { timeout: 120_000 }, () => {
  it("publishes every public package with changeset publish, and no private one, without tagging the repository", async () => {
    expect(publicPackages.map((p) => p.manifest.name)).toContain("@zebra/solver");
    for (const { manifest } of publicPackages) {
      const response = await fetch(`${registry!.url}${manifest.name.replace("/", "%2f")}`);
      expect(response.status, manifest.name).toBe(200);
      const packument = (await response.json()) as { "dist-tags": Record<string, string>; versions: Record<string, Manifest & { dist: { tarball: string } }> };
      expect(packument["dist-tags"].latest).toBe(manifest.version);
      const published = packument.versions[manifest.version]!;
      // workspace:^ became a real range, and the source condition is gone.
      expect(checkPackedManifest(published), manifest.name).toEqual([]);
      for (const [dep, range] of Object.entries(published.dependencies ?? {})) expect(range, `${manifest.name} → ${dep}`).toMatch(/^\^\d+\.\d+\.\d+$/);
      // The tarball users download holds only what they need.
      const tarball = readTarball(Buffer.from(await (await fetch(published.dist.tarball)).arrayBuffer())).map((f) => f.path.replace(/^package\//, ""));
      expect(checkFileList(tarball), manifest.name).toEqual([]);
    }
    for (const { manifest } of privatePackages) {
      expect((await fetch(`${registry!.url}${manifest.name.replace("/", "%2f")}`)).status, manifest.name).toBe(404);
    }
    expect(await gitTags()).toBe(tagsBefore);
  });

  it("npm install @zebra/solver installs @zebra/solver and @zebra/model only, and solves the Einstein puzzle", async () => {
    const dir = newProject("solver");
    await ok("npm", ["install", "@zebra/solver"], { cwd: dir, env });
    expect(installed(dir)).toEqual(["@zebra/model", "@zebra/solver"]);
    expect(readdirSync(join(dir, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["@zebra"]);

    writeFileSync(
      join(dir, "solve.mjs"),
      [
        'import { readFileSync } from "node:fs";',
        'import { parsePuzzle } from "@zebra/model";',
        'import { deduce, solve } from "@zebra/solver";',
        'const parsed = parsePuzzle(readFileSync("einstein.json", "utf8"));',
        'if (!parsed.ok) throw new Error("invalid puzzle");',
        "const result = solve(parsed.value, { limit: 10 });",
        "console.log(JSON.stringify({ status: result.status, count: result.count, solutions: result.solutions, deduced: deduce(parsed.value).status }));",
      ].join("\n"),
    );
    const solved = JSON.parse(await ok(process.execPath, ["solve.mjs"], { cwd: dir, env })) as {
      status: string;
      count: number;
      solutions: unknown[];
      deduced: string;
    };
    expect(solved.status).toBe("unique");
    expect(solved.count).toBe(1);
    expect(solved.solutions).toEqual([einstein.solution]);
    expect(solved.deduced).toBe("solved");

    // The solver README's examples work against the published packages too.
    const solverDir = publicPackages.find((p) => p.manifest.name === "@zebra/solver")!.dir;
    const examples = readmeExamples(readFileSync(join(solverDir, "README.md"), "utf8"), "packages/solver/README.md");
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.map((example) => checkExampleRun(example, runExample(example, { cwd: dir, env }))).filter((p) => p !== null)).toEqual([]);
  });

  it("npm install @zebra/dataset installs @zebra/dataset, @zebra/solver and @zebra/model only, and its README example grades an answer", async () => {
    const dir = newProject("dataset");
    await ok("npm", ["install", "@zebra/dataset"], { cwd: dir, env });
    expect(installed(dir)).toEqual(["@zebra/dataset", "@zebra/model", "@zebra/solver"]);
    expect(readdirSync(join(dir, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["@zebra"]);

    const datasetDir = publicPackages.find((p) => p.manifest.name === "@zebra/dataset")!.dir;
    const examples = readmeExamples(readFileSync(join(datasetDir, "README.md"), "utf8"), "packages/dataset/README.md");
    expect(examples.some((example) => /gradeAnswer|score\(/.test(example.code))).toBe(true);
    expect(examples.map((example) => checkExampleRun(example, runExample(example, { cwd: dir, env }))).filter((p) => p !== null)).toEqual([]);
  });

  it("npm install @zebra/cli gives a working npx zebra generate and npx zebra solve", async () => {
    const dir = newProject("cli");
    await ok("npm", ["install", "@zebra/cli"], { cwd: dir, env });
    const cli = publicPackages.find((p) => p.manifest.name === "@zebra/cli")!.manifest;
    // The CLI's own dependencies and theirs (the Parquet writer's reader), nothing else.
    expect(installed(dir)).toEqual(neededBy(dir, ["@zebra/cli", ...Object.keys(cli.dependencies ?? {})]));

    const generated = await ok("npx", ["zebra", "generate", "--seed", "42"], { cwd: dir, env });
    expect(generated.split("\n")[0]).toBe("Puzzle 1");
    expect(generated).toMatch(/^Clues:$/m);
    expect(generated).toMatch(/^Solution$/m);
    // The installed command prints exactly what the workspace's build prints for the same seed.
    const local = await ok(process.execPath, [join(root, "apps", "cli", "dist", "bin.js"), "generate", "--seed", "42"], { cwd: dir, env });
    expect(generated).toBe(local);
    // A puzzle records the version of the sampler that made it, as published.
    const samplerVersion = publicPackages.find((p) => p.manifest.name === "@zebra/sampler")!.manifest.version;
    const document = JSON.parse(await ok("npx", ["zebra", "generate", "--seed", "42", "--format", "json"], { cwd: dir, env })) as { meta: { version: string } };
    expect(document.meta.version).toBe(samplerVersion);

    const text = await ok("npx", ["zebra", "solve", "einstein.json"], { cwd: dir, env });
    expect(text).toMatch(/^Pet +cat +horse +bird +zebra +dog$/m);
    expect(text).toMatch(/The German keeps the zebra\./);
    const json = JSON.parse(await ok("npx", ["zebra", "solve", "einstein.json", "--json"], { cwd: dir, env })) as {
      status: string;
      count: number;
      solution: unknown;
    };
    expect(json).toMatchObject({ status: "unique", count: 1, solution: einstein.solution });
  });

  it("a locale made from the template is published, installed and used by the installed CLI with --locale", async () => {
    const target = await locale!;
    await ok("pnpm", ["publish", "--no-git-checks", "--access", "public"], { cwd: target, env });
    const dir = join(work, "cli");
    expect(existsSync(join(dir, "node_modules", "@zebra", "cli")), "runs after the @zebra/cli test").toBe(true);
    await ok("npm", ["install", "@zebra/render-xx"], { cwd: dir, env });
    expect(installed(dir)).toContain("@zebra/render-xx");
    expect(JSON.parse(readFileSync(join(dir, "node_modules", "@zebra", "render-xx", "package.json"), "utf8")).dependencies).toEqual(localeDependencies());

    const english = await ok("npx", ["zebra", "generate", "--seed", "42"], { cwd: dir, env });
    const pseudo = await ok("npx", ["zebra", "generate", "--seed", "42", "--locale", "xx"], { cwd: dir, env });
    // The template words every sentence in brackets: the same puzzle, every clue and step in the locale's words.
    const numbered = (text: string) => text.split("\n").filter((line) => /^\d+\. /.test(line));
    expect(numbered(pseudo).length).toBe(numbered(english).length);
    expect(numbered(pseudo).filter((line) => !/^\d+\. \[.+\]/.test(line))).toEqual([]);
    expect(pseudo).toMatch(/^\[There are 5 houses in a row.*\]\.$/m);
    expect(english).not.toMatch(/^\[/m);
    const solved = await ok("npx", ["zebra", "solve", "einstein.json", "--explain", "--locale", "xx"], { cwd: dir, env });
    expect(solved).toMatch(/^1\. \[/m);
    expect(solved).toMatch(/Norwegian/);

    // The scaffolded README's example runs against the published locale.
    const examples = readmeExamples(readFileSync(join(target, "README.md"), "utf8"), "render-xx/README.md");
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.map((example) => checkExampleRun(example, runExample(example, { cwd: dir, env }))).filter((p) => p !== null)).toEqual([]);
  });

  it("every published locale the CLI does not bring is installed beside it and spoken by the installed CLI, its README example included", async () => {
    const dir = join(work, "cli");
    expect(existsSync(join(dir, "node_modules", "@zebra", "cli")), "runs after the @zebra/cli test").toBe(true);
    const cli = publicPackages.find((p) => p.manifest.name === "@zebra/cli")!.manifest;
    const extra = publicPackages.filter((p) => /^@zebra\/render-/.test(p.manifest.name) && cli.dependencies?.[p.manifest.name] === undefined);
    expect(extra.map((p) => p.manifest.name)).toEqual(expect.arrayContaining(["@zebra/render-de", "@zebra/render-ja"]));
    await ok("npm", ["install", ...extra.map((p) => p.manifest.name)], { cwd: dir, env });
    const english = await ok("npx", ["zebra", "generate", "--seed", "42"], { cwd: dir, env });
    for (const { dir: source, manifest } of extra) {
      const code = manifest.name.slice("@zebra/render-".length);
      expect(installed(dir), manifest.name).toContain(manifest.name);
      // The installed command prints what the workspace's build prints, in the locale's words.
      const local = (args: readonly string[]) => ok(process.execPath, [join(root, "apps", "cli", "dist", "bin.js"), ...args], { cwd: root, env });
      const generated = await ok("npx", ["zebra", "generate", "--seed", "42", "--locale", code], { cwd: dir, env });
      expect(generated, manifest.name).toBe(await local(["generate", "--seed", "42", "--locale", code]));
      expect(generated.split("\n")[0], manifest.name).not.toBe(english.split("\n")[0]);
      const solved = await ok("npx", ["zebra", "solve", "einstein.json", "--explain", "--locale", code], { cwd: dir, env });
      expect(solved, manifest.name).toBe(await local(["solve", fixture, "--explain", "--locale", code]));
      const examples = readmeExamples(readFileSync(join(source, "README.md"), "utf8"), `${manifest.name}/README.md`);
      expect(examples.length, manifest.name).toBeGreaterThan(0);
      expect(examples.map((example) => checkExampleRun(example, runExample(example, { cwd: dir, env }))).filter((p) => p !== null)).toEqual([]);
    }
    const japanese = await ok("npx", ["zebra", "solve", "einstein.json", "--explain", "--locale", "ja"], { cwd: dir, env });
    expect(japanese.trimEnd().split("\n").at(-1)).toBe("以上より、シマウマを飼っているのはドイツ人である。");
    const german = await ok("npx", ["zebra", "solve", "einstein.json", "--explain", "--locale", "de"], { cwd: dir, env });
    expect(german.trimEnd().split("\n").at(-1)).toBe("Also hält der Deutsche das Zebra.");
    // A locale needs nothing but the model and the locale kit: installing German pulls in no other renderer.
    expect(JSON.parse(readFileSync(join(dir, "node_modules", "@zebra", "render-de", "package.json"), "utf8")).dependencies).toEqual(localeDependencies());
  });

  it("stops the registry and removes its storage", async () => {
    const { url, folder } = registry!;
    expect(existsSync(join(folder, "storage"))).toBe(true);
    await registry!.stop();
    expect(existsSync(folder)).toBe(false);
    expect(await answers(`${url}-/ping`)).toBe(false);
  });
});

describe("scripts/local-registry.mjs", { timeout: 60_000 }, () => {
  it("stops and removes its storage when its parent goes away (its standard input closes)", async () => {
    const other = await startRegistry();
    try {
      expect(await answers(`${other.url}-/ping`)).toBe(true);
      expect(existsSync(other.folder)).toBe(true);
      const exited = new Promise<number | null>((done) => other.child.once("exit", (code) => done(code)));
      other.child.stdin!.end();
      expect(await exited).toBe(0);
      expect(existsSync(other.folder)).toBe(false);
      expect(await answers(`${other.url}-/ping`)).toBe(false);
    } finally {
      await other.stop();
    }
  });

  it("with --until-killed, serves on after its standard input closes, until SIGTERM", async () => {
    const other = await startRegistry(["--until-killed"]);
    try {
      other.child.stdin!.end();
      await new Promise((done) => setTimeout(done, 1_000));
      expect(await answers(`${other.url}-/ping`)).toBe(true);
      await other.stop();
      expect(other.child.exitCode).toBe(0);
      expect(await answers(`${other.url}-/ping`)).toBe(false);
    } finally {
      await other.stop();
    }
  });
});
