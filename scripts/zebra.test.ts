// The CLI from a clone, as the README shows it: `pnpm -s zebra …` prints only the command's
// own output (so it works in pipes), and relative paths are the user's, wherever they run it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
let outside: string;

function shell(command: string, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Without the test runner's npm variables: as a user's shell.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key) && key !== "INIT_CWD"));
    const child = spawn("bash", ["-c", `set -o pipefail; ${command}`], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(() => {
  if (!existsSync(join(root, "apps", "cli", "dist", "bin.js"))) throw new Error("The CLI is not built: run `pnpm build` (npm test builds first).");
  outside = mkdtempSync(join(tmpdir(), "zebra-pnpm-"));
});
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe("pnpm -s zebra", { timeout: 60_000 }, () => {
  it("pipes generate --format json into solve -", async () => {
    const result = await shell("pnpm -s zebra generate --format json --seed 42 --size 4x3 | pnpm -s zebra solve - --json", root);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ file: "<stdin>", status: "unique", count: 1 });
  });

  it("prints nothing but the command's output, where pnpm zebra adds its banner", async () => {
    const quiet = await shell("pnpm -s zebra --version", root);
    expect(quiet.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const loud = await shell("pnpm zebra --version", root);
    expect(loud.stdout).toMatch(/^> /m);
  });

  it("reads and writes relative paths from the directory it is run in", async () => {
    const solved = await shell("pnpm -s zebra solve einstein.json", join(root, "fixtures"));
    expect(solved).toMatchObject({ code: 0, stderr: "" });
    expect(solved.stdout).toMatch(/^Nationality +Norwegian +Dane/m);
    const made = await shell(`pnpm -C ${JSON.stringify(root)} -s zebra generate --seed 1 --size 3x3 --format json --out made.json --quiet`, outside);
    expect(made).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(JSON.parse(readFileSync(join(outside, "made.json"), "utf8"))).toMatchObject({ format: "zebra-puzzle/1", size: 3 });
    expect(existsSync(join(root, "made.json"))).toBe(false);
  });
});
