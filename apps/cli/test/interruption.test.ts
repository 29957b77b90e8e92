// A dataset survives being killed again and again: `zebra generate --out FILE` is killed with
// SIGKILL at several moments chosen by a seeded random generator (before its first record, and
// at random byte counts), sometimes its last record is then cut in half as a crash in the middle
// of a write would leave it, and each time the run is resumed with --resume (with one or two
// workers). The final file must equal an uninterrupted run byte for byte. dataset.test.ts has the
// single-kill and torn-line cases on their own.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRng } from "@zebra/sampler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, lines, requireBuilt, start, zebra } from "./helpers.js";

const count = 300;
const common = ["generate", "--seed", "31", "--size", "4x4", "--count", String(count), "--quiet"];
let dir: string;
let reference: string;

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-interruption-"));
  const file = join(dir, "reference.jsonl");
  const result = await zebra([...common, "--workers", "2", "--out", file]);
  expect(result).toMatchObject({ code: 0, stderr: "" });
  reference = readFileSync(file, "utf8");
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The size of a file, 0 when it does not exist yet. */
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/**
 * Runs `args` and kills it with SIGKILL once `file` holds at least `bytes` bytes (or after
 * `afterMs` milliseconds, when given). Resolves to whether the kill happened before the run ended.
 */
async function killAt(args: string[], file: string, when: { bytes?: number; afterMs?: number }): Promise<boolean> {
  const child = start(args);
  const done = collect(child);
  let killed = false;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) killed = child.kill("SIGKILL");
  };
  const timer =
    when.afterMs !== undefined
      ? setTimeout(kill, when.afterMs)
      : setInterval(() => {
          if (sizeOf(file) >= when.bytes!) kill();
        }, 1);
  const result = await done;
  clearTimeout(timer);
  clearInterval(timer);
  if (killed) expect(result.signal).toBe("SIGKILL");
  else expect(result).toMatchObject({ code: 0, stderr: "" });
  return killed;
}

describe("generate --out, killed with SIGKILL at random moments and resumed", () => {
  it("ends with the same bytes as an uninterrupted run: no duplicate, missing or torn record", async () => {
    const file = join(dir, "killed.jsonl");
    // A run writes beside its output and renames at the end: what a kill leaves is the partial file.
    const partialFile = join(dir, ".killed.jsonl.partial");
    const generator = createRng(20240611);
    const random = (): number => generator.float();
    const referenceLines = lines(reference);
    const total = Buffer.byteLength(reference);
    // Six kills: one right after the start (usually before any record), then at growing byte counts.
    const thresholds = Array.from({ length: 5 }, () => Math.floor(random() * total * 0.9)).sort((a, b) => a - b);
    const moments: { bytes?: number; afterMs?: number }[] = [{ afterMs: Math.floor(random() * 40) }, ...thresholds.map((bytes) => ({ bytes }))];
    let kills = 0;
    let torn = 0;
    for (const [k, moment] of moments.entries()) {
      const workers = random() < 0.5 ? "1" : "2";
      const args = [...common, "--workers", workers, "--out", file, ...(k === 0 ? [] : ["--resume"])];
      if (!(await killAt(args, partialFile, moment))) break;
      kills++;
      expect(existsSync(file)).toBe(false);
      // What a kill leaves: complete records, each exactly the reference's record at its line.
      const partial = existsSync(partialFile) ? readFileSync(partialFile, "utf8") : "";
      const complete = partial.endsWith("\n") || partial === "" ? partial : partial.slice(0, partial.lastIndexOf("\n") + 1);
      expect(reference.startsWith(complete)).toBe(true);
      // Sometimes cut the last record in half, as a crash in the middle of a write would.
      const last = lines(complete).at(-1);
      if (last !== undefined && random() < 0.5) {
        const length = Buffer.byteLength(last);
        const startOfLast = Buffer.byteLength(complete) - length - 1;
        truncateSync(partialFile, startOfLast + 1 + Math.floor(random() * length)); // 1..length bytes of it, no newline
        torn++;
      }
    }
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(torn).toBeGreaterThanOrEqual(1);

    const finished = await zebra([...common, "--workers", "2", "--out", file, "--resume"]);
    expect(finished.code).toBe(0);
    const final = readFileSync(file, "utf8");
    expect(final === reference).toBe(true);
    const records = lines(final).map((line) => JSON.parse(line) as { id: string; meta: { index: number } });
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.id)).size).toBe(count);
    expect(records.map((r) => r.meta.index)).toEqual(referenceLines.map((_, i) => i));
  }, 120_000);
});
