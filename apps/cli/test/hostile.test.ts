// Hostile and careless use of the built binary: endless and enormous inputs, a full disk, a pipe
// closed early, an output that is one of the inputs, two runs on one output, a run killed while
// it writes, numbers past 2^53. Each case ends as docs/guide/bounds.md says: one line on stderr,
// a documented exit code, bounded memory, and no file a user owns destroyed.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../src/run.js";
import { bin, collect, hasStackTrace, killWhenLarger, lines, memoryIo, requireBuilt, root, start, zebra } from "./helpers.js";

let dir: string;
const einstein = join(root, "fixtures/einstein.json");
const path = (name: string): string => join(dir, name);

beforeAll(() => {
  requireBuilt();
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-hostile-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a run under GNU time gave: exit code, stderr, peak memory (MiB) and CPU seconds. */
interface Measured {
  readonly code: number | null;
  readonly stderr: string;
  readonly peakMiB: number;
  readonly cpuSeconds: number;
}

const quote = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

/** The resident memory of a process and its descendants, in KiB (0 once it is gone). */
function treeRssKiB(pid: number): number {
  try {
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean).map(Number);
    return rss + children.reduce((sum, child) => sum + treeRssKiB(child), 0);
  } catch {
    return 0;
  }
}

/**
 * Runs `zebra ARGS` through `sh -c` (so that stdin can be `< /dev/zero` or `yes |`) under GNU
 * time. A run that holds more than 1 GiB, or lasts 30 s, is killed: an unbounded read would
 * otherwise take the machine's memory.
 */
function measured(args: readonly string[], input: { from?: string; pipe?: string; reader?: string }): Promise<Measured> {
  const times = path(`time-${Math.random().toString(36).slice(2)}`);
  const command = `/usr/bin/time -f '%M %U %S %x' -o ${quote(times)} ${quote(process.execPath)} ${quote(bin)} ${args.map(quote).join(" ")}`;
  const fed = input.pipe !== undefined ? `${input.pipe} | ${command}` : `${command} < ${quote(input.from ?? "/dev/null")}`;
  const line = input.reader !== undefined ? `${fed} | ${input.reader}` : `exec ${fed}`;
  const child = spawn("sh", ["-c", line], { cwd: dir, stdio: ["ignore", "ignore", "pipe"], detached: true });
  const kill = (): void => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  const watch = setInterval(() => treeRssKiB(child.pid!) > 1024 * 1024 && kill(), 100);
  const timer = setTimeout(kill, 30_000);
  const err: Buffer[] = [];
  child.stderr.on("data", (c: Buffer) => err.push(c));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      const [kib, user, system, status] = existsSync(times)
        ? readFileSync(times, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number)
        : [NaN, NaN, NaN, NaN];
      // Through a reader, the pipeline's status is the reader's: the command's is the one time saw.
      resolve({
        code: input.reader !== undefined ? status! : code,
        stderr: Buffer.concat(err).toString("utf8"),
        peakMiB: kib! / 1024,
        cpuSeconds: user! + system!,
      });
    });
  });
}

describe("endless and enormous inputs end at once with exit 2, in bounded memory", () => {
  it("every command that reads a document, a JSONL line or a vocabulary stops past its bound", async () => {
    writeFileSync(path("one.jsonl"), "");
    const cases: [readonly string[], { from?: string; pipe?: string }, RegExp][] = [
      [["solve", "-"], { from: "/dev/zero" }, /<stdin>: more than 16 MiB, the limit for a puzzle document or text \(--max-input SIZE raises it\)/],
      [["solve", "/dev/zero"], {}, /\/dev\/zero: more than 16 MiB/],
      [["check", "/dev/urandom"], {}, /\/dev\/urandom: more than 16 MiB/],
      [["render", "-"], { from: "/dev/urandom" }, /<stdin>: more than 16 MiB/],
      [["import", "-"], { pipe: "yes" }, /<stdin>: more than 16 MiB/],
      [["dedup", "-"], { from: "/dev/zero" }, /<stdin>: line 1: more than 16 MiB, the limit for one line of a JSONL file/],
      [["grade", "--dataset", "/dev/zero", "--answers", "one.jsonl"], {}, /\/dev\/zero: line 1: more than 16 MiB/],
      [["merge", "/dev/zero", "-o", "merged.jsonl"], {}, /\/dev\/zero: line 1: more than 16 MiB/],
      [["generate", "--exclude", "-"], { from: "/dev/zero" }, /<stdin>: line 1: more than 16 MiB/],
      [["generate", "--vocab", "/dev/zero"], {}, /\/dev\/zero: more than 4 MiB, the limit for a vocabulary file/],
    ];
    // Two at a time: each takes a core for under a second.
    const outcomes: Measured[] = [];
    for (let k = 0; k < cases.length; k += 2) outcomes.push(...(await Promise.all(cases.slice(k, k + 2).map(([args, input]) => measured(args, input)))));
    outcomes.forEach((outcome, k) => {
      const [args, , message] = cases[k]!;
      const label = `zebra ${args.join(" ")}`;
      expect(outcome.code, label).toBe(2);
      expect(lines(outcome.stderr), label).toEqual([expect.stringMatching(message)]);
      expect(outcome.peakMiB, label).toBeLessThan(200);
      // CPU time, not wall time: the bound holds on a loaded machine too.
      expect(outcome.cpuSeconds, label).toBeLessThan(2);
    });
    expect(existsSync(path("merged.jsonl"))).toBe(false);
  }, 120_000);

  it("an input of blank lines only is called empty, not invalid JSON", async () => {
    writeFileSync(path("blank.txt"), "\uFEFF \n\n\t\n");
    for (const [args, input, name] of [
      [["import", "-"], " \n\n\t\n", "<stdin>"],
      [["solve", "-"], "", "<stdin>"],
      [["check", path("blank.txt")], undefined, path("blank.txt")],
    ] as const) {
      const result = await zebra(args, input === undefined ? {} : { input });
      expect(result.code, args.join(" ")).toBe(2);
      expect(lines(result.stderr)).toEqual([`zebra ${args[0]}: ${name}: the input is empty: there is no puzzle to read`]);
    }
  });

  it("--max-input raises the bounds, and a bad size is a usage error", async () => {
    const big = path("big.json");
    writeFileSync(big, `{"format":"zebra-puzzle/1",${" ".repeat(17 * 1024 * 1024)}`);
    const raised = await zebra(["check", big, "--max-input", "32M"]);
    expect(raised.code).toBe(2);
    expect(raised.stderr).not.toMatch(/more than/);
    expect(raised.stdout).toMatch(/big\.json: .*JSON/i);
    const bad = await zebra(["check", big, "--max-input", "lots"]);
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)[0]).toBe("zebra check: --max-input must be a size such as 64M or 1G, got 'lots'");
  }, 60_000);

  it("a --why statement longer than its bound is refused, and a long repetitive one is read in linear time", async () => {
    const long = await zebra(["solve", einstein, "--why", `Norwegian${" at".repeat(2000)} 1`]);
    expect(long.code).toBe(2);
    expect(lines(long.stderr)).toEqual([expect.stringMatching(/^zebra solve: --why: more than 1,000 bytes, the limit for a --why statement/)]);
    // 20,000 repetitions, 60 KB: the matcher tries only the first words as the relation's place.
    const raised = await zebra(["solve", einstein, "--max-input", "1M", "--why", `Norwegian${" at".repeat(20_000)} 1`]);
    expect(raised.code).toBe(2);
    expect(lines(raised.stderr)).toEqual([expect.stringMatching(/expected a statement such as "V at N"/)]);
  }, 60_000);
});

describe("numbers are checked as a whole", () => {
  it("--start with --count past 2^53 − 1 is refused before any record is made", async () => {
    for (const workers of ["1", "2"]) {
      const result = await zebra(["generate", "--seed", "1", "--start", "9007199254740990", "-n", "5", "-j", workers, "-f", "jsonl"]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(lines(result.stderr)[0]).toMatch(/--start 9007199254740990 with --count 5 goes past puzzle #9007199254740991/);
    }
    const last = await zebra(["generate", "--seed", "1", "--start", "9007199254740991", "-n", "1", "-f", "jsonl", "--size", "3x2"]);
    expect(last.code).toBe(0);
    expect((JSON.parse(last.stdout) as { meta: { index: number } }).meta.index).toBe(9007199254740991);
  }, 60_000);
});

describe("output never destroys what a user owns", () => {
  it("refuses an output that is one of the inputs, also through a link, and leaves it as it was", async () => {
    const puzzle = path("p.json");
    writeFileSync(puzzle, readFileSync(einstein));
    symlinkSync(puzzle, path("link.json"));
    const text = path("t.txt");
    const rendered = await zebra(["render", puzzle, "--format", "text"]);
    writeFileSync(text, rendered.stdout);
    const before = readFileSync(puzzle);
    for (const args of [
      ["render", puzzle, "-o", puzzle],
      ["render", puzzle, "-o", path("link.json")],
      ["import", text, "-o", text],
    ]) {
      const result = await zebra(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(lines(result.stderr)).toEqual([expect.stringMatching(/--out .* is the input .*; writing it would destroy the input, so choose another file$/)]);
    }
    expect(readFileSync(puzzle).equals(before)).toBe(true);
    expect(readFileSync(text, "utf8")).toBe(rendered.stdout);

    const data = path("d.jsonl");
    expect((await zebra(["generate", "-n", "2", "--size", "3x2", "-s", "4", "-o", data, "-q", "-j", "1"])).code).toBe(0);
    const dataset = readFileSync(data);
    const graded = await zebra(["grade", "--dataset", data, "--answers", data, "--json-out", data]);
    expect(graded.code).toBe(2);
    expect(graded.stderr).toMatch(/--json-out .*d\.jsonl is the input .*d\.jsonl/);
    expect(readFileSync(data).equals(dataset)).toBe(true);
  }, 60_000);

  it("a full disk is one line naming the system's error, exit 5; a full stderr never fails a finished run", async () => {
    const runTo = (args: readonly string[], stdout: string, stderr: string | "pipe") =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const out = openSync(stdout, "w");
        const err = stderr === "pipe" ? "pipe" : openSync(stderr, "w");
        const child = spawn(process.execPath, [bin, ...args], { cwd: dir, stdio: ["ignore", out, err] });
        const chunks: Buffer[] = [];
        child.stderr?.on("data", (c: Buffer) => chunks.push(c));
        child.on("close", (code) => {
          closeSync(out);
          if (typeof err === "number") closeSync(err);
          resolve({ code, stderr: Buffer.concat(chunks).toString("utf8") });
        });
      });
    for (const args of [["--help"], ["solve", einstein], ["generate", "-n", "3", "--size", "3x2", "-j", "1"]]) {
      const result = await runTo(args, "/dev/full", "pipe");
      expect(result.code, args.join(" ")).toBe(5);
      expect(lines(result.stderr)).toEqual([expect.stringMatching(/stdout: cannot write: no space left on the device \(ENOSPC\)$/)]);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
    const toFile = await zebra(["render", einstein, "-o", "/dev/full"]);
    expect(toFile.code).toBe(5);
    expect(lines(toFile.stderr)).toEqual([expect.stringMatching(/\/dev\/full: cannot write: no space left on the device \(ENOSPC\)$/)]);

    const out = path("stderr-full.jsonl");
    const finished = await runTo(["generate", "-n", "3", "--size", "3x2", "-s", "2", "-j", "1", "-o", out], "/dev/null", "/dev/full");
    expect(finished.code).toBe(0);
    expect(lines(readFileSync(out, "utf8"))).toHaveLength(3);
  }, 60_000);

  it("a pipe closed after 10 bytes ends the run quietly", async () => {
    for (const args of [
      ["generate", "-n", "500", "--size", "4x3", "-f", "jsonl", "-j", "1", "--seed", "1"],
      ["solve", einstein, "--explain"],
    ]) {
      const child = start(args);
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const err: Buffer[] = [];
        let taken = 0;
        child.stdout!.on("data", (c: Buffer) => {
          taken += c.length;
          if (taken >= 10) child.stdout!.destroy();
        });
        child.stderr!.on("data", (c: Buffer) => err.push(c));
        child.on("close", (code) => resolve({ code, stderr: Buffer.concat(err).toString("utf8") }));
        child.stdin!.end();
      });
      expect(result, args.join(" ")).toEqual({ code: 0, stderr: "" });
    }
  }, 60_000);

  it("two runs on one output: one complete run or a clear error, never a mixture", async () => {
    const out = path("shared.jsonl");
    const runs = ["1", "2"].map((seed) => collect(start(["generate", "-n", "60", "--size", "4x3", "-s", seed, "-j", "1", "-q", "-o", out])));
    const results = await Promise.all(runs);
    expect(results.some((r) => r.code === 0)).toBe(true);
    for (const r of results) {
      if (r.code !== 0) {
        expect(r.code).toBe(2);
        expect(lines(r.stderr)).toEqual([
          expect.stringMatching(/shared\.jsonl: another run \(process \d+\) is writing this file; wait for it to end, or choose another --out$/),
        ]);
      }
    }
    const bytes = readFileSync(out);
    expect(bytes.includes(0)).toBe(false);
    const records = lines(bytes.toString("utf8")).map((l) => JSON.parse(l) as { meta: { seed: number; index: number } });
    expect(records.map((r) => r.meta.index)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(new Set(records.map((r) => r.meta.seed)).size).toBe(1);
    expect(existsSync(path(".shared.jsonl.lock"))).toBe(false);
  }, 120_000);

  it("kill -9 while a JSON array is written leaves the earlier file byte for byte; --resume refuses JSON clearly", async () => {
    const out = path("existing.json");
    writeFileSync(out, '{"mine": "keep me"}\n');
    const partial = path(".existing.json.partial");
    const child = start(["generate", "-n", "400", "--size", "4x4", "-s", "3", "-j", "1", "-q", "-o", out]);
    const done = collect(child);
    await killWhenLarger(child, partial, 20_000);
    expect((await done).signal).toBe("SIGKILL");
    expect(readFileSync(out, "utf8")).toBe('{"mine": "keep me"}\n');
    const resumed = await zebra(["generate", "-n", "400", "-s", "3", "-o", out, "--resume"]);
    expect(resumed.code).toBe(2);
    expect(lines(resumed.stderr)[0]).toBe("zebra generate: --resume needs --out FILE with the jsonl format");
    // The next complete run replaces the file and leaves nothing beside it.
    expect((await zebra(["generate", "-n", "2", "--size", "3x2", "-s", "3", "-j", "1", "-q", "-o", out])).code).toBe(0);
    expect((JSON.parse(readFileSync(out, "utf8")) as unknown[]).length).toBe(2);
    expect(existsSync(partial)).toBe(false);
  }, 120_000);
});

describe("nonsense is never read, nor dropped silently", () => {
  const header = "There are three houses in a row.\n\nName: Alice, Bob, Carol\nBook: poetry, comics, romance\n\n";

  it("a nonsense sentence among the clues counts as not read: check says so, import refuses it, --partial names it", async () => {
    writeFileSync(
      path("nonsense.txt"),
      `${header}Alice reads poetry.\nThe glorp zinks the frobble.\nBob lives in the first house.\nCarol reads romance.\nXyzzy plugh.\n`,
    );
    const checked = await zebra(["check", path("nonsense.txt")]);
    expect(checked.code).toBe(2);
    expect(lines(checked.stdout)).toEqual([
      `${path("nonsense.txt")}: 6 of 8 sentences read; language: English (found from the text; --lang sets another)`,
      `${path("nonsense.txt")}: Sentence 5 (line 7) names no value of the puzzle: "The glorp zinks the frobble.".`,
      `${path("nonsense.txt")}: Sentence 8 (line 10) names no value of the puzzle: "Xyzzy plugh.".`,
    ]);
    const imported = await zebra(["import", path("nonsense.txt")]);
    expect(imported.code).toBe(2);
    expect(imported.stdout).toBe("");
    expect(lines(imported.stderr)).toEqual([
      expect.stringMatching(
        /^zebra import: .*nonsense\.txt: 6 of 8 sentences read; language: English \(found from the text; --lang sets another\); Sentence 5 .* Add --partial/,
      ),
    ]);
    const partial = await zebra(["import", path("nonsense.txt"), "--partial"]);
    expect(partial.code).toBe(0);
    expect(lines(partial.stderr)).toEqual([`zebra import: ${path("nonsense.txt")}: solving what was read; left out: sentences 5 and 8`]);
  });

  it("two values joined by 'and' inside a list are two values, never one", async () => {
    const text = `${header.replace("poetry, comics, romance", "poetry, comics and westerns, romance")}1. Alice reads poetry.\n2. Bob lives in the first house.\n3. Carol reads romance.\n`;
    writeFileSync(path("joined.txt"), text);
    const imported = await zebra(["import", path("joined.txt")]);
    expect(imported.code).toBe(2);
    expect(imported.stdout).not.toContain("comics and westerns");
    expect(lines(imported.stderr)).toEqual([expect.stringContaining('Sentence 3 (line 4) lists 4 values of "Book" for 3 houses.')]);
  });
});

describe("long results", () => {
  const open = () => {
    const values = (p: string) => Array.from({ length: 8 }, (_, i) => `${p}${i}`);
    writeFileSync(path("open.json"), JSON.stringify({ format: "zebra-puzzle/1", size: 8, attributes: { A: values("a"), B: values("b") }, clues: [] }));
    return path("open.json");
  };

  it("a long count shows its progress on a terminal, and only there", async () => {
    const file = open();
    const counted = async (tty: boolean) => {
      const { io, stdout, stderr } = memoryIo(dir, Buffer.alloc(0), tty);
      const code = await run(["solve", file, "--count", "--limit", "300000"], io);
      return { code, stdout: stdout(), stderr: stderr() };
    };
    const onTerminal = await counted(true);
    expect(onTerminal.code).toBe(3);
    expect(onTerminal.stdout).toBe("300000\n");
    expect(onTerminal.stderr).toMatch(/^\rcounting: [\d,]+ solutions so far\x1b\[K/);
    expect(onTerminal.stderr).toContain("\r\x1b[K");
    const piped = await counted(false);
    expect(piped.stderr).toBe("zebra solve: stopped counting at --limit 300000; there may be more\n");
  }, 60_000);

  it("--all on an open 20×32 puzzle writes each solution as it is found, in bounded memory, however slowly it is read", async () => {
    const attributes = Object.fromEntries(Array.from({ length: 32 }, (_, a) => [`A${a}`, Array.from({ length: 20 }, (_, v) => `v${a}_${v}`)]));
    writeFileSync(path("open-20x32.json"), JSON.stringify({ format: "zebra-puzzle/1", size: 20, attributes, clues: [] }));
    // The reader waits two seconds before it reads: the solver waits for it, and holds nothing.
    // Keeping the 10,000 grids instead takes about 150 MiB (`pnpm bench hostile` runs 100,000).
    const outcome = await measured(["solve", "open-20x32.json", "--all", "--limit", "10000"], { reader: `(sleep 2; cat > all.txt)` });
    expect(outcome.code).toBe(3);
    expect(lines(outcome.stderr)).toEqual(["zebra solve: stopped at --limit 10000; there may be more solutions"]);
    expect(outcome.peakMiB).toBeLessThan(120);
    const text = readFileSync(path("all.txt"), "utf8");
    expect(text.match(/^Solution \d+$/gm)).toHaveLength(10_000);
    // The last solution is whole: its grid ends with the last attribute's row.
    expect(text.split("\nSolution 10000\n")[1]).toMatch(/\nA31 +v31_\d+(?: +v31_\d+)+\n$/);
  }, 120_000);

  it("--all writes solution after solution, and --json --all is one valid line", async () => {
    const file = open();
    const text = await zebra(["solve", file, "--all", "--limit", "3000"]);
    expect(text.code).toBe(3);
    expect(text.stdout.match(/^Solution \d+$/gm)).toHaveLength(3000);
    const json = await zebra(["solve", file, "--all", "--limit", "3000", "--json"]);
    expect(lines(json.stdout)).toHaveLength(1);
    const result = JSON.parse(json.stdout) as { count: number; solutions: unknown[]; status: string };
    expect(result).toMatchObject({ count: 3000, status: "multiple" });
    expect(result.solutions).toHaveLength(3000);
  }, 60_000);
});
