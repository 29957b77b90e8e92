// Same seed and options, same bytes: whatever the worker count, from one process to the next,
// and whatever the time zone and locale of the machine. dataset.test.ts compares one and two
// workers on 1,000 4x4 JSONL records; this file covers other sizes, a tier-3 difficulty, both
// locales, the ZebraLogic and Markdown formats, a repeated run and a foreign environment.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { lines, requireBuilt, zebra } from "./helpers.js";

/** A time zone with a 45-minute offset and a locale with its own number and case rules. */
const foreign = { TZ: "Pacific/Chatham", LANG: "tr_TR.UTF-8", LC_ALL: "tr_TR.UTF-8" };

/** Each case's seed is 2024 unless it gives one (the expert case needs a seed whose puzzles reach the level). */
const cases: { name: string; args: string[]; records?: number; tier?: number }[] = [
  { name: "5x5 JSONL records with explanations", args: ["--size", "5x5", "--count", "24", "--format", "jsonl"], records: 24 },
  { name: "8x6 JSONL records", args: ["--size", "8x6", "--count", "3", "--format", "jsonl"], records: 3 },
  {
    name: "5x4 expert (proofs by contradiction) JSONL records",
    args: ["--seed", "2", "--size", "5x4", "--difficulty", "expert", "--count", "4", "--format", "jsonl"],
    records: 4,
    tier: 3,
  },
  { name: "3x3 JSONL records in Chinese", args: ["--size", "3x3", "--locale", "zh", "--count", "60", "--format", "jsonl"], records: 60 },
  { name: "4x4 ZebraLogic records", args: ["--size", "4x4", "--count", "30", "--format", "zebralogic"] },
  { name: "5x5 Markdown", args: ["--size", "5x5", "--count", "4", "--format", "markdown"] },
];

describe("generate: same seed and options, same bytes", () => {
  it("the foreign environment really changes Node's defaults (so the comparison below means something)", () => {
    const probe = "console.log(Intl.DateTimeFormat().resolvedOptions().timeZone, (1234.5).toLocaleString(), new Date(0).getHours())";
    const plain = spawnSync(process.execPath, ["-e", probe], { encoding: "utf8", env: { ...process.env, TZ: "UTC", LANG: "C.UTF-8", LC_ALL: "C.UTF-8" } });
    const moved = spawnSync(process.execPath, ["-e", probe], { encoding: "utf8", env: { ...process.env, ...foreign } });
    expect(plain.stdout).toBe("UTC 1,234.5 0\n");
    expect(moved.stdout).not.toBe(plain.stdout);
    expect(moved.stdout).toMatch(/^Pacific\/Chatham /);
  });

  for (const [k, { name, args, records, tier }] of cases.entries()) {
    // Every case: one worker, and two workers in a foreign environment, in separate processes.
    // The first case also repeats the two-worker run as it is, in a process of its own.
    const repeat = k === 0;
    it(`${name}: --workers 1 and --workers 2${repeat ? " (twice)" : ""} in separate processes, and under TZ/LANG changes`, async () => {
      requireBuilt();
      const all = ["generate", ...(args.includes("--seed") ? [] : ["--seed", "2024"]), "--quiet", ...args];
      const runs = await Promise.all([
        zebra([...all, "--workers", "1"]),
        zebra([...all, "--workers", "2"], { env: foreign }),
        ...(repeat ? [zebra([...all, "--workers", "2"])] : []),
      ]);
      for (const run of runs) expect(run).toMatchObject({ code: 0, stderr: "" });
      const [one, ...others] = runs.map((run) => run.stdout);
      expect(one!.length).toBeGreaterThan(0);
      for (const other of others) expect(other === one).toBe(true);
      if (records !== undefined) {
        const parsed = lines(one!).map((line) => JSON.parse(line) as { explanation: string; grade: { tier: number }; meta: { index: number } });
        expect(parsed.map((r) => r.meta.index)).toEqual(Array.from({ length: records }, (_, i) => i));
        for (const record of parsed) expect(record.explanation.length).toBeGreaterThan(0);
        if (tier !== undefined) for (const record of parsed) expect(record.grade.tier).toBe(tier);
      }
    }, 120_000);
  }
});
