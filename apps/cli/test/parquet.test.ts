// `zebra generate --format parquet` through the built CLI, read back by an independent engine
// (DuckDB), not by the writer: one type per column, the values of the JSONL records of the same
// run, a dataset card whose YAML parses and matches the files, and clear refusals.
import { DuckDBInstance } from "@duckdb/node-api";
import { score } from "@zebra/dataset";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace, lines, requireBuilt, start, zebra } from "./helpers.js";

const slow = 240_000;
const dir = mkdtempSync(join(tmpdir(), "zebra-parquet-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new folder in the test's folder. */
function folderNamed(name: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  return folder;
}

/** The rows of a query, values as JSON (64-bit integers as strings). */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  const db = await DuckDBInstance.create(":memory:");
  const connection = await db.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
  } finally {
    connection.closeSync();
  }
}

/** Each column's DuckDB type. */
async function columnTypes(file: string): Promise<Record<string, string>> {
  const described = await query(`DESCRIBE SELECT * FROM '${file}'`);
  return Object.fromEntries(described.map((row) => [row["column_name"], row["column_type"]]));
}

const extraInfoType =
  'STRUCT(id VARCHAR, "index" BIGINT, locale VARCHAR, split VARCHAR, fingerprint VARCHAR, answer_format VARCHAR, question VARCHAR, answer VARCHAR, answer_label VARCHAR, size VARCHAR, "level" VARCHAR, rating BIGINT, score DOUBLE, steps BIGINT, difficulty DOUBLE, puzzle VARCHAR, grading VARCHAR)';
const messagesType = 'STRUCT("role" VARCHAR, "content" VARCHAR)[]';

// Sizes and levels mixed, so that answers are numbers in some records and words in others.
const run = ["generate", "-n", "12", "-s", "29", "--size", "4x4", "-d", "easy,hard", "--locales", "en,zh", "--split", "train=0.7,test=0.3"];
type Record_ = {
  id: string;
  split: string;
  answer: string | number;
  final_answer: string;
  prompt: string;
  explanation: string;
  question: string;
  labels: unknown;
  qa: { question: string; query: unknown }[];
  locales: { zh: Record<string, string> & { labels: unknown } };
};
let records: Record_[] = [];

beforeAll(async () => {
  requireBuilt();
  const jsonl = await zebra([...run, "-f", "jsonl", "-q"]);
  expect(jsonl).toMatchObject({ code: 0, stderr: "" });
  records = lines(jsonl.stdout).map((line) => JSON.parse(line) as Record_);
}, slow);

describe("--format parquet --layout rl (verl)", () => {
  const folder = folderNamed("rl");
  const out = join(folder, "data.parquet");

  it(
    "writes one row per record and language, every column of one type, with the records' values",
    async () => {
      const result = await zebra([...run, "-o", out, "-q"]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      for (const part of ["train", "test"]) {
        const file = join(folder, `data.${part}.parquet`);
        expect(await columnTypes(file)).toEqual({
          data_source: "VARCHAR",
          prompt: messagesType,
          ability: "VARCHAR",
          reward_model: "STRUCT(style VARCHAR, ground_truth VARCHAR)",
          extra_info: extraInfoType,
        });
        const rows = await query(`SELECT * FROM '${file}'`);
        const expected = records.filter((r) => r.split === part);
        expect(rows).toHaveLength(expected.length * 2);
        expected.forEach((record, k) => {
          for (const [j, locale] of ["en", "zh"].entries()) {
            const row = rows[2 * k + j] as {
              data_source: string;
              prompt: { role: string; content: string }[];
              ability: string;
              reward_model: { style: string; ground_truth: string };
              extra_info: Record<string, string | null>;
            };
            const texts = locale === "en" ? (record as unknown as Record<string, string>) : record.locales.zh;
            expect(row.data_source).toBe("zebra");
            expect(row.ability).toBe("logic");
            expect(row.prompt).toEqual([{ role: "user", content: texts["prompt"] }]);
            expect(row.reward_model).toEqual({ style: "rule", ground_truth: texts["final_answer"] });
            expect(row.extra_info).toMatchObject({
              id: record.id,
              index: record.id.split("-")[1],
              locale,
              split: part,
              answer: String(record.answer),
              size: "4x4",
            });
            // The gold answer a trainer sees grades 1.0 against the JSONL record of the same id.
            expect(score(record, row.reward_model.ground_truth)).toBe(1);
            expect(JSON.parse(row.extra_info["puzzle"]!)).toEqual((record as unknown as { puzzle: unknown }).puzzle);
            expect(JSON.parse(row.extra_info["grading"]!)).toEqual({
              query: record.qa.find((q) => q.question === record.question)!.query,
              answer: record.answer,
              labels: locale === "en" ? record.labels : record.locales.zh.labels,
            });
          }
        });
      }
    },
    slow,
  );

  it("writes a dataset card whose YAML front matter parses and describes the files", async () => {
    const card = readFileSync(join(folder, "README.md"), "utf8");
    const front = /^---\n([\s\S]*?)\n---\n/.exec(card);
    expect(front).not.toBeNull();
    const meta = parse(front![1]!) as {
      configs: { config_name: string; data_files: { split: string; path: string }[] }[];
      dataset_info: { features: { name: string }[]; splits: { name: string; num_examples: number }[] };
      language: string[];
    };
    expect(meta.language).toEqual(["en", "zh"]);
    expect(meta.configs[0]!.data_files).toEqual([
      { split: "train", path: "data.train.parquet" },
      { split: "test", path: "data.test.parquet" },
    ]);
    expect(meta.dataset_info.features.map((f) => f.name)).toEqual(["data_source", "prompt", "ability", "reward_model", "extra_info"]);
    for (const { name, num_examples } of meta.dataset_info.splits) {
      const [count] = await query(`SELECT count(*) AS n FROM '${join(folder, `data.${name}.parquet`)}'`);
      expect(Number(count!["n"])).toBe(num_examples);
    }
  });

  it(
    "gives the same bytes on the same run, and rewrites its own card",
    async () => {
      const again = join(folderNamed("again"), "data.parquet");
      expect(await zebra([...run, "-o", again, "-q"])).toMatchObject({ code: 0 });
      for (const name of ["data.train.parquet", "data.test.parquet", "README.md"]) {
        expect(readFileSync(join(dir, "again", name)).equals(readFileSync(join(folder, name))), name).toBe(true);
      }
      expect(await zebra([...run, "-o", again, "-q"])).toMatchObject({ code: 0, stderr: "" });
    },
    slow,
  );
});

describe("a Parquet dataset served and graded", () => {
  it(
    "zebra serve grades against the Parquet file as against the JSONL of the same run, in every language",
    async () => {
      const file = join(dir, "rl", "data.train.parquet");
      const train = records.filter((r) => r.split === "train");
      const server = start(["serve", "--dataset", file, "--port", "0", "--workers", "0"]);
      try {
        const url = await new Promise<string>((resolve, reject) => {
          server.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8").trim().replace("listening on ", "")));
          server.on("exit", (code) => reject(new Error(`zebra serve exited with ${code}`)));
        });
        const texts = (r: Record_): Record<string, string>[] => [r as unknown as Record<string, string>, r.locales.zh];
        const items = train.flatMap((r) =>
          texts(r).flatMap((t) => [t["final_answer"]!, t["explanation"]!, "no idea"].map((completion) => ({ id: r.id, completion }))),
        );
        const graded = (await (await fetch(`${url}/grade`, { method: "POST", body: JSON.stringify(items) })).json()) as { results: { score: number }[] };
        const byId = new Map(train.map((r) => [r.id, r]));
        expect(graded.results.map((r) => r.score)).toEqual(items.map(({ id, completion }) => score(byId.get(id)!, completion)));
        expect(graded.results.filter((r) => r.score === 1)).toHaveLength(train.length * 4);
        // OpenRLHF finds the record by the prompt of either language.
        const prompts = train.flatMap((r) => texts(r).map((t) => `<|user|>${t["prompt"]}<|assistant|>`));
        const answers = train.flatMap((r) => texts(r).map((t) => t["final_answer"]!));
        const reward = await fetch(`${url}/get_reward`, {
          method: "POST",
          body: JSON.stringify({ query: prompts.map((p, k) => p + answers[k]), prompts }),
        });
        expect(await reward.json()).toEqual({ rewards: prompts.map(() => 1) });
      } finally {
        server.kill("SIGKILL");
      }
    },
    slow,
  );

  it("refuses a Parquet file it cannot grade against, in one line", async () => {
    const folder = folderNamed("foreign");
    const foreign = join(folder, "other.parquet");
    await query(`COPY (SELECT 1 AS a, {'id': 'x'} AS extra_info) TO '${foreign}' (FORMAT parquet)`);
    const garbage = join(folder, "garbage.parquet");
    writeFileSync(garbage, "not parquet at all\n");
    for (const [file, message] of [
      [foreign, `zebra serve: ${foreign}: row 1: not a row of zebra generate --format parquet: extra_info.grading is missing`],
      [garbage, `zebra serve: ${garbage}: not a Parquet file: `],
    ] as const) {
      const result = await zebra(["serve", "--dataset", file, "--port", "0"]);
      expect(result.code).toBe(2);
      expect(lines(result.stderr)).toEqual([expect.stringContaining(message)]);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
  });
});

describe("zebra merge --out FILE.parquet: a JSONL run made Parquet", () => {
  it(
    "turns the shards of a split JSONL run into the bytes and card of the direct Parquet run",
    async () => {
      const plan = [
        "generate",
        "-n",
        "16",
        "-s",
        "8",
        "--size",
        "3x3..4x4",
        "-d",
        "easy,medium",
        "--locales",
        "en,zh",
        "--split",
        "train=0.75,test=0.25",
        "-q",
      ];
      const direct = folderNamed("direct");
      const shards = folderNamed("shards");
      const merged = folderNamed("merged");
      expect(await zebra([...plan, "-o", join(direct, "data.parquet")])).toMatchObject({ code: 0, stderr: "" });
      for (const shard of ["1/2", "2/2"]) expect(await zebra([...plan, "-o", join(shards, `${shard[0]}.jsonl`), "--shard", shard])).toMatchObject({ code: 0 });
      const parts = ["1.train", "2.train", "1.test", "2.test"].map((name) => join(shards, `${name}.jsonl`));
      const result = await zebra(["merge", ...parts, "-o", join(merged, "data.parquet"), "--count", "16"]);
      expect(result.code).toBe(0);
      expect(lines(result.stderr)).toEqual([expect.stringMatching(/^zebra merge: wrote 16 records, puzzles 0\.\.15 of seed 8, from 4 parts to /)]);
      for (const name of ["data.train.parquet", "data.test.parquet", "README.md"]) {
        expect(readFileSync(join(merged, name)).equals(readFileSync(join(direct, name))), name).toBe(true);
      }
      const [count] = await query(`SELECT count(*) AS n FROM '${join(merged, "data.*.parquet")}'`);
      expect(Number(count!["n"])).toBe(32);
    },
    slow,
  );

  it(
    "turns one JSONL file into the SFT layout's bytes",
    async () => {
      const run = ["generate", "-n", "3", "-s", "29", "--size", "4x4", "-q"];
      const direct = join(folderNamed("direct-sft"), "data.parquet");
      const folder = folderNamed("jsonl-sft");
      expect(await zebra([...run, "--layout", "sft", "-o", direct])).toMatchObject({ code: 0 });
      expect(await zebra([...run, "-o", join(folder, "data.jsonl")])).toMatchObject({ code: 0 });
      expect(await zebra(["merge", join(folder, "data.jsonl"), "-o", join(folder, "data.parquet"), "--layout", "sft", "-q"])).toMatchObject({
        code: 0,
        stderr: "",
      });
      expect(readFileSync(join(folder, "data.parquet")).equals(readFileSync(direct))).toBe(true);
      expect(await columnTypes(join(folder, "data.parquet"))).toEqual({ messages: messagesType, extra_info: extraInfoType });
    },
    slow,
  );

  it("refuses --layout without a Parquet --out, and a README.md it did not write", async () => {
    const folder = folderNamed("merge-refusals");
    const data = join(folder, "data.jsonl");
    await zebra(["generate", "-n", "2", "-s", "1", "--size", "3x3", "-o", data, "-q"]);
    const layout = await zebra(["merge", data, "-o", join(folder, "all.jsonl"), "--layout", "sft"]);
    expect(layout.code).toBe(2);
    expect(layout.stderr).toContain("--layout needs --out FILE.parquet");
    writeFileSync(join(folder, "README.md"), "# Mine\n");
    const readme = await zebra(["merge", data, "-o", join(folder, "data.parquet")]);
    expect(readme.code).toBe(2);
    expect(lines(readme.stderr)).toEqual([expect.stringContaining("README.md: already there, and not a card zebra generate wrote")]);
    expect(readFileSync(join(folder, "README.md"), "utf8")).toBe("# Mine\n");
    expect(existsSync(join(folder, "data.parquet"))).toBe(false);
  });
});

describe("--format parquet --layout sft", () => {
  it(
    "writes chat messages: the prompt, then the explanation",
    async () => {
      const out = join(folderNamed("sft"), "data.parquet");
      const result = await zebra(["generate", "-n", "3", "-s", "29", "--size", "4x4", "--layout", "sft", "-o", out, "-q"]);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(await columnTypes(out)).toEqual({ messages: messagesType, extra_info: extraInfoType });
      const rows = (await query(`SELECT messages FROM '${out}'`)) as { messages: { role: string; content: string }[] }[];
      const jsonl = await zebra(["generate", "-n", "3", "-s", "29", "--size", "4x4", "-f", "jsonl", "-q"]);
      const expected = lines(jsonl.stdout).map((line) => JSON.parse(line) as Record_);
      expect(rows.map((r) => r.messages)).toEqual(
        expected.map((r) => [
          { role: "user", content: r.prompt },
          { role: "assistant", content: r.explanation },
        ]),
      );
      const meta = parse(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(dir, "sft", "README.md"), "utf8"))![1]!);
      expect(meta.configs[0].data_files).toEqual([{ split: "train", path: "data.parquet" }]);
    },
    slow,
  );
});

describe("what --format parquet refuses", () => {
  it("never replaces a README.md it did not write", async () => {
    const folder = folderNamed("theirs");
    const readme = join(folder, "README.md");
    await zebra(["generate", "-n", "1", "-s", "1", "--size", "3x3", "-o", join(folder, "x.jsonl"), "-q"]);
    writeFileSync(readme, "# My notes\n");
    const result = await zebra(["generate", "-n", "2", "-s", "1", "--size", "3x3", "-o", join(folder, "data.parquet"), "-q"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("README.md: already there, and not a card zebra generate wrote");
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(readFileSync(readme, "utf8")).toBe("# My notes\n");
    expect(existsSync(join(folder, "data.parquet"))).toBe(false);
  });

  it("writes to /dev/null with no card (there is no folder to hold one)", async () => {
    const result = await zebra(["generate", "-n", "2", "-s", "1", "--size", "3x3", "-f", "parquet", "-o", "/dev/null", "-q"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(existsSync("/dev/README.md")).toBe(false);
  });

  it.each([
    [["-f", "parquet"], "--format parquet needs --out FILE.parquet"],
    [["-o", "d.parquet", "--resume"], "--format parquet cannot be resumed"],
    [["-o", "d.parquet", "--shard", "1/2"], "--format parquet cannot be sharded"],
    [["-f", "jsonl", "--layout", "sft"], "--layout needs --format parquet"],
    [["-o", "d.parquet", "--layout", "chat"], "--layout"],
  ])("zebra generate %j", async (args, message) => {
    const result = await zebra(["generate", "-n", "2", ...args], { cwd: dir });
    expect(result.code).toBe(2);
    expect(lines(result.stderr)[0]).toContain(message);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });
});
