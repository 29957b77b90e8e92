// Beyond one machine, through the built binary: --shard env reads the shard from each batch
// engine's variables, and zebra merge joins shards into the unsharded run's bytes, refusing
// gaps, overlaps and shards of other runs.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, zebra } from "./helpers.js";

let dir: string;
const path = (name: string): string => join(dir, name);
const read = (name: string): string => readFileSync(path(name), "utf8");
const run = ["-n", "40", "-s", "9", "--size", "3x3", "-q", "-j", "1"];
/** The engines' variables for shard 2 of 4. */
const secondOfFour: readonly [string, Record<string, string>, readonly string[]][] = [
  ["ZEBRA_SHARD", { ZEBRA_SHARD: "2/4" }, []],
  ["a Slurm array --array=1-4", { SLURM_ARRAY_TASK_ID: "2", SLURM_ARRAY_TASK_MIN: "1", SLURM_ARRAY_TASK_MAX: "4", SLURM_ARRAY_TASK_COUNT: "4" }, []],
  [
    "a Slurm array --array=0-6:2",
    { SLURM_ARRAY_TASK_ID: "2", SLURM_ARRAY_TASK_MIN: "0", SLURM_ARRAY_TASK_MAX: "6", SLURM_ARRAY_TASK_STEP: "2", SLURM_ARRAY_TASK_COUNT: "4" },
    [],
  ],
  [
    "a Slurm task submitted on its own, with --shard-count",
    { SLURM_ARRAY_TASK_ID: "1", SLURM_ARRAY_TASK_MIN: "1", SLURM_ARRAY_TASK_MAX: "1", SLURM_ARRAY_TASK_COUNT: "1" },
    ["--shard-count", "4"],
  ],
  ["a Kubernetes Indexed Job", { JOB_COMPLETION_INDEX: "1" }, ["--shard-count", "4"]],
  ["an AWS Batch array job", { AWS_BATCH_JOB_ARRAY_INDEX: "1", AWS_BATCH_JOB_ARRAY_SIZE: "4" }, []],
  ["GitLab CI parallel", { CI_NODE_INDEX: "2", CI_NODE_TOTAL: "4" }, []],
  ["CircleCI parallelism", { CIRCLE_NODE_INDEX: "1", CIRCLE_NODE_TOTAL: "4" }, []],
  ["Buildkite parallel jobs", { BUILDKITE_PARALLEL_JOB: "1", BUILDKITE_PARALLEL_JOB_COUNT: "4" }, []],
];

async function generate(name: string, args: readonly string[], env: Record<string, string> = {}): Promise<void> {
  const result = await zebra(["generate", ...run, "-o", path(name), ...args], { env });
  expect(result).toMatchObject({ code: 0, stderr: "" });
}

async function merge(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const result = await zebra(["merge", ...args]);
  expect(hasStackTrace(result.stderr)).toBe(false);
  return result;
}

beforeAll(async () => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-shards-"));
  await generate("whole.jsonl", []);
  for (const i of [1, 2, 3, 4]) await generate(`part-${i}.jsonl`, ["--shard", `${i}/4`]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--shard env", () => {
  it.each(secondOfFour)("reads shard 2/4 from %s", async (_, env, extra) => {
    await generate("from-env.jsonl", ["--shard", "env", ...extra], env);
    expect(read("from-env.jsonl")).toBe(read("part-2.jsonl"));
  });

  it("says what is missing or wrong, in one line", async () => {
    const cases: [Record<string, string>, readonly string[], string][] = [
      [
        {},
        [],
        "zebra generate: --shard env: no shard in the environment: set ZEBRA_SHARD=i/N, or run as a Slurm array task, a Kubernetes Indexed Job (with --shard-count N), an AWS Batch array job, or a GitLab CI, CircleCI or Buildkite parallel job",
      ],
      [{ JOB_COMPLETION_INDEX: "1" }, [], "zebra generate: --shard env: a Kubernetes Indexed Job does not say how many shards there are; add --shard-count N"],
      [{ JOB_COMPLETION_INDEX: "4" }, ["--shard-count", "4"], "zebra generate: --shard env: JOB_COMPLETION_INDEX gives shard 5 of 4, which does not exist"],
      [{ CI_NODE_INDEX: "2", CI_NODE_TOTAL: "4" }, ["--shard-count", "3"], "zebra generate: --shard env: CI_NODE_TOTAL is 4, but --shard-count is 3"],
      [{ ZEBRA_SHARD: "5/4" }, [], "zebra generate: --shard env: ZEBRA_SHARD must be i/N with 1 ≤ i ≤ N (e.g. 2/4), got '5/4'"],
      [
        { SLURM_ARRAY_TASK_ID: "7", SLURM_ARRAY_TASK_MIN: "1", SLURM_ARRAY_TASK_MAX: "7", SLURM_ARRAY_TASK_COUNT: "3" },
        [],
        "zebra generate: --shard env: the Slurm array is not a range of 3 tasks (use --array=0-2, or a range with a step)",
      ],
      [{ AWS_BATCH_JOB_ARRAY_INDEX: "x" }, ["--shard-count", "2"], "zebra generate: --shard env: AWS_BATCH_JOB_ARRAY_INDEX is 'x', not a whole number"],
    ];
    for (const [env, extra, message] of cases) {
      const result = await zebra(["generate", ...run, "-f", "jsonl", "--shard", "env", ...extra], { env });
      expect(result.code).toBe(2);
      expect(lines(result.stderr)[0]).toBe(message);
    }
    const stray = await zebra(["generate", ...run, "--shard", "1/4", "--shard-count", "4"]);
    expect(lines(stray.stderr)[0]).toBe("zebra generate: --shard-count goes with --shard env");
  });
});

describe("zebra merge", () => {
  it("joins the shards, given in any order, into the unsharded run's bytes", async () => {
    const result = await merge([
      path("part-3.jsonl"),
      path("part-1.jsonl"),
      path("part-4.jsonl"),
      path("part-2.jsonl"),
      "--out",
      path("merged.jsonl"),
      "--count",
      "40",
    ]);
    expect(result.code).toBe(0);
    expect(lines(result.stderr)).toEqual([`zebra merge: wrote 40 records, puzzles 0..39 of seed 9, from 4 parts to ${path("merged.jsonl")}`]);
    expect(read("merged.jsonl") === read("whole.jsonl")).toBe(true);
  });

  it("refuses a gap, an overlap, a shard of another run and a missing last shard, and writes nothing", async () => {
    await generate("other-seed.jsonl", ["-s", "10", "--shard", "2/4"]);
    await generate("other-options.jsonl", ["--no-minimise", "--shard", "2/4"]);
    writeFileSync(
      path("overlap.jsonl"),
      `${lines(read("part-2.jsonl"))
        .slice(-3)
        .concat(lines(read("part-3.jsonl")))
        .join("\n")}\n`,
    );
    const parts = (...names: string[]) => names.map((n) => path(`${n}.jsonl`));
    const cases: [readonly string[], RegExp][] = [
      [
        [...parts("part-1", "part-3", "part-4")],
        /^zebra merge: puzzles 10\.\.19 are missing \(between .*part-1\.jsonl and .*part-3\.jsonl\): no part holds them; is a shard missing\?$/,
      ],
      [[...parts("part-2", "part-3", "part-4")], /^zebra merge: puzzles 0\.\.9 are missing \(before .*part-2\.jsonl begins\)/],
      [
        [...parts("part-1", "part-2", "overlap", "part-4")],
        /^zebra merge: .*(overlap\.jsonl and .*part-2|part-2\.jsonl and .*overlap)\.jsonl both hold puzzle #17: the parts overlap; merge each shard once$/,
      ],
      [
        [...parts("part-1", "other-seed", "part-3", "part-4")],
        /^zebra merge: .*other-seed\.jsonl is a shard of another run than .*part-1\.jsonl \(seed 10, not 9\); merge the shards of one run$/,
      ],
      [
        [...parts("part-1", "other-options", "part-3", "part-4")],
        /^zebra merge: .*other-options\.jsonl is a shard of another run than .*part-1\.jsonl \(other options: minimise false instead of true\)/,
      ],
      [
        [...parts("part-1", "part-2", "part-3"), "--count", "40"],
        /^zebra merge: the parts end at puzzle #29, but the run makes 40 \(to #39\): 10 are missing; is the last shard missing\?$/,
      ],
      [[path("part-1.jsonl"), path("whole.jsonl")], /both hold puzzle #0/],
    ];
    for (const [args, message] of cases) {
      const result = await merge([...args, "--out", path("refused.jsonl")]);
      expect(result.code, String(message)).toBe(2);
      expect(lines(result.stderr)).toEqual([expect.stringMatching(message)]);
      expect(existsSync(path("refused.jsonl"))).toBe(false);
    }
  });

  it("joins the shards of a split run into one file per part", async () => {
    const split = ["--split", "train=0.75,test=0.25"];
    await generate("split.jsonl", split);
    for (const i of [1, 2, 3]) await generate(`split-${i}.jsonl`, [...split, "--shard", `${i}/3`]);
    const files = [1, 2, 3].flatMap((i) => [path(`split-${i}.test.jsonl`), path(`split-${i}.train.jsonl`)]);
    const result = await merge([...files, "--out", path("split-merged.jsonl"), "--count", "40"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/wrote 40 records, .* to .*split-merged\.train\.jsonl \(\d+\) and .*split-merged\.test\.jsonl \(\d+\)/);
    for (const part of ["train", "test"]) expect(read(`split-merged.${part}.jsonl`) === read(`split.${part}.jsonl`)).toBe(true);
    // One part's files alone leave gaps.
    const trainOnly = await merge([...files.filter((f) => f.includes("train")), "--out", path("train-only.jsonl")]);
    expect(trainOnly.code).toBe(2);
    expect(trainOnly.stderr).toMatch(/are missing/);
  }, 120_000);
});
