// The published puzzles of fixtures/published through the CLI's own `run` (in this process, the
// same code the binary runs): the corpus is well formed, and the CLI never misreads a published
// text with confidence, never reads one as a language it is not written in, and keeps solving
// what it solves. `pnpm bench published` prints the per-language table.
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { corpusLanguages, judgeAll, loadCorpus } from "../../../scripts/published-corpus.mjs";
import { run } from "../src/run.js";
import { root } from "./helpers.js";

interface Verdict {
  readonly puzzle: { readonly file: string; readonly language: string; readonly kind: string };
  readonly locale: string | undefined;
  readonly complete: boolean;
  readonly solved: boolean;
  readonly misread: boolean;
  readonly note: string;
}

/** Runs `zebra ...args` in this process with `input` on stdin. */
async function cli(args: readonly string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const stdout = new PassThrough().on("data", (c: Buffer) => out.push(c));
  const stderr = new PassThrough().on("data", (c: Buffer) => err.push(c));
  const code = await run(args, { stdin: Readable.from([input]), stdout, stderr, cwd: root, stdoutIsTTY: false, stderrIsTTY: false, env: {} });
  return { code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") };
}

const corpus = loadCorpus(root) as { file: string; language: string; kind: string; meta: Record<string, string> }[];

describe("the corpus of published puzzles (fixtures/published)", () => {
  it("has at least 60 texts, ten or more in German, Chinese and Japanese, each with its source, licence and answer", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    for (const language of ["de", "zh", "ja"]) expect(corpus.filter((p) => p.language === language).length).toBeGreaterThanOrEqual(10);
    expect(corpusLanguages).toEqual(["en", "de", "zh", "ja"]);
    for (const p of corpus) {
      expect(p.meta.source, p.file).not.toBe("");
      expect(p.meta.licence, p.file).not.toBe("");
    }
  });

  it("is never misread with confidence, never read as a language it is not written in, and what solves keeps solving", { timeout: 600_000 }, async () => {
    const verdicts = (await judgeAll(corpus, { cli }, 1)) as Verdict[];
    const misread = verdicts.filter((v) => v.misread).map((v) => `${v.puzzle.file}: ${v.note}`);
    expect(misread).toEqual([]);
    // Each text is read in its own language (one translated only in part is read as its main one).
    const crossed = verdicts.filter((v) => v.locale !== v.puzzle.language).map((v) => `${v.puzzle.file} read as ${v.locale}`);
    expect(crossed).toEqual([]);
    const solved = verdicts.filter((v) => v.solved).map((v) => v.puzzle.file);
    expect(solved).toEqual(
      expect.arrayContaining([
        "fixtures/published/en/zebralogic-4x4-occupation-phone.txt",
        "fixtures/published/en/zebralogic-5x2-sports.txt",
        "fixtures/published/en/zebralogic-5x6-food-animals.txt",
      ]),
    );
  });
});
