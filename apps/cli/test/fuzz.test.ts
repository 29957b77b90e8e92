// Input fuzzing of the command line: files in other encodings, binary data, truncated, mutated,
// huge, deeply nested and contradictory puzzles, a directory instead of a file. Every case must
// end with a documented exit code and, on failure, exactly one line on stderr naming the file
// and the problem; never a stack trace, an internal error or a hang. Most cases run in-process
// through `run()` (the same code as the binary, without the cost of a process each); a batch
// runs the built binary. Each test says how many cases it ran.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../src/run.js";
import { hasStackTrace, lines, memoryIo, requireBuilt, root, start } from "./helpers.js";

const einsteinText = readFileSync(join(root, "fixtures/einstein.json"), "utf8");
const einstein = JSON.parse(einsteinText) as Record<string, unknown> & { clues: Record<string, unknown>[]; attributes: Record<string, unknown[]> };

/** A run slower than this is a hang: the largest files here take a few seconds at most. */
const hangLimitMs = 30_000;

let dir: string;

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Runs `zebra ...args` in this process, with memory streams. */
async function runInProcess(args: readonly string[], stdin: Buffer = Buffer.alloc(0)): Promise<Outcome> {
  const { io, stdout, stderr } = memoryIo(dir, stdin);
  const started = performance.now();
  const code = await run(args, io);
  return { code, stdout: stdout(), stderr: stderr(), ms: performance.now() - started };
}

/** Runs the built binary with `input` (bytes) on stdin, killing it after the hang limit. */
async function runBinary(args: readonly string[], input: Buffer = Buffer.alloc(0)): Promise<Outcome> {
  const started = performance.now();
  const child = start(args, { cwd: dir });
  const timer = setTimeout(() => child.kill("SIGKILL"), hangLimitMs);
  const result = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr!.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }));
    child.stdin!.on("error", () => {});
    child.stdin!.end(input);
  });
  clearTimeout(timer);
  return { code: result.signal ? null : result.code, stdout: result.stdout, stderr: result.stderr, ms: performance.now() - started };
}

/** What a case must end in: an exit code and, for a failure, a pattern the one stderr line must match. */
interface Expected {
  readonly code: number | readonly number[];
  readonly line?: RegExp;
}

/** The problems of an outcome: wrong exit code, anything but one clean line on stderr, a stack trace, a hang. */
function outcomeProblems(command: string, file: string, outcome: Outcome, expected: Expected): string[] {
  const problems: string[] = [];
  const codes = typeof expected.code === "number" ? [expected.code] : expected.code;
  if (outcome.code === null) problems.push("killed (hang)");
  else if (!codes.includes(outcome.code)) problems.push(`exit ${outcome.code}, expected ${codes.join(" or ")}`);
  if (outcome.ms > hangLimitMs) problems.push(`took ${Math.round(outcome.ms)} ms`);
  if (hasStackTrace(outcome.stderr) || hasStackTrace(outcome.stdout)) problems.push("stack trace");
  if (/internal error/.test(outcome.stderr)) problems.push("internal error");
  const errorLines = lines(outcome.stderr);
  if (outcome.code === 0) {
    if (errorLines.length > 0) problems.push(`stderr on success: ${JSON.stringify(outcome.stderr.slice(0, 200))}`);
  } else {
    if (errorLines.length !== 1) problems.push(`${errorLines.length} lines on stderr: ${JSON.stringify(outcome.stderr.slice(0, 300))}`);
    const line = errorLines[0] ?? "";
    if (!line.startsWith(`zebra ${command}: ${file}: `)) problems.push(`stderr does not name the file: ${JSON.stringify(line.slice(0, 200))}`);
    if (expected.line && !expected.line.test(line)) problems.push(`stderr ${JSON.stringify(line.slice(0, 300))} does not match ${expected.line}`);
    if (line.length > 2_000) problems.push(`an error line of ${line.length} characters`);
    if (outcome.code === 2 && outcome.stdout !== "") problems.push("stdout on an input error");
  }
  return problems;
}

/** Collects failures over many cases, and reports the count. */
class FuzzRun {
  cases = 0;
  readonly failures: string[] = [];

  constructor(readonly name: string) {}

  record(label: string, problems: readonly string[]): void {
    this.cases++;
    if (problems.length > 0 && this.failures.length < 20) this.failures.push(`${label}: ${problems.join("; ")}`);
  }

  finish(expectedCases?: number): void {
    expect(this.failures).toEqual([]);
    if (expectedCases !== undefined) expect(this.cases).toBe(expectedCases);
    console.log(`fuzz cli (${this.name}): ${this.cases.toLocaleString("en")} cases, 0 failures`);
  }
}

function write(name: string, data: string | Uint8Array): string {
  writeFileSync(join(dir, name), data);
  return name;
}

const invalidJson = /: Invalid JSON at line \d+, column \d+: /;
const notUtf8 = /: not UTF-8: byte 0x[0-9A-F]{2} at line \d+, column \d+ does not start a UTF-8 character \(Latin-1 or Windows-1252 text\? save it as UTF-8\)$/;

/** UTF-16 or UTF-32 bytes of a text (with a byte-order mark when `bom`). */
function wide(text: string, unit: 2 | 4, littleEndian: boolean, bom: boolean): Buffer {
  const chars = [...(bom ? "\ufeff" : ""), ...text];
  const parts: number[] = [];
  for (const ch of chars) {
    const cp = ch.codePointAt(0)!;
    const units = unit === 4 ? [cp] : cp > 0xffff ? [0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)] : [cp];
    for (const u of units) {
      const bytes = unit === 4 ? [u >>> 24, (u >>> 16) & 0xff, (u >>> 8) & 0xff, u & 0xff] : [u >> 8, u & 0xff];
      parts.push(...(littleEndian ? bytes.reverse() : bytes));
    }
  }
  return Buffer.from(parts);
}

/** A function's result, computed once (the cases below build megabytes of text). */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The encoding cases: file name, bytes, what must happen. */
const encodingCases = once((): (readonly [string, Uint8Array | string, Expected])[] => {
  const utf8 = Buffer.from(einsteinText, "utf8");
  const withValue = (bytes: number[]) =>
    Buffer.concat([
      Buffer.from(einsteinText.slice(0, einsteinText.indexOf('"dog"') + 2)),
      Buffer.from(bytes),
      Buffer.from(einsteinText.slice(einsteinText.indexOf('"dog"') + 2)),
    ]);
  const dogLine = einsteinText.slice(0, einsteinText.indexOf('"dog"')).split("\n").length;
  const at = new RegExp(`at line ${dogLine}, column \\d+ `);
  const garbage = (seed: number, length: number) => Buffer.from(fc.sample(fc.uint8Array({ minLength: length, maxLength: length }), { seed, numRuns: 1 })[0]!);
  const cases: (readonly [string, Uint8Array | string, Expected])[] = [
    ["utf8-bom.json", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), { code: 0 }],
    ["utf16le-bom.json", wide(einsteinText, 2, true, true), { code: 2, line: /: not UTF-8: the file is UTF-16 \(little-endian\) text; save it as UTF-8$/ }],
    ["utf16le.json", wide(einsteinText, 2, true, false), { code: 2, line: /: not UTF-8: the file is UTF-16 \(little-endian\) text; save it as UTF-8$/ }],
    ["utf16be-bom.json", wide(einsteinText, 2, false, true), { code: 2, line: /: not UTF-8: the file is UTF-16 \(big-endian\) text; save it as UTF-8$/ }],
    ["utf16be.json", wide(einsteinText, 2, false, false), { code: 2, line: /: not UTF-8: the file is UTF-16 \(big-endian\) text; save it as UTF-8$/ }],
    ["utf32le-bom.json", wide(einsteinText, 4, true, true), { code: 2, line: /: not UTF-8: the file is UTF-32 \(little-endian\) text; save it as UTF-8$/ }],
    ["utf32be-bom.json", wide(einsteinText, 4, false, true), { code: 2, line: /: not UTF-8: the file is UTF-32 \(big-endian\) text; save it as UTF-8$/ }],
    [
      "latin1.json",
      withValue([0xe9]),
      {
        code: 2,
        line: new RegExp(
          `: not UTF-8: byte 0xE9 at line ${dogLine}, column \\d+ does not start a UTF-8 character \\(Latin-1 or Windows-1252 text\\? save it as UTF-8\\)$`,
        ),
      },
    ],
    ["cp1252.json", withValue([0x92]), { code: 2, line: /: not UTF-8: byte 0x92 at line \d+, column \d+ / }],
    ["lone-continuation.json", withValue([0x80]), { code: 2, line: at }],
    ["overlong.json", withValue([0xc0, 0xaf]), { code: 2, line: /: not UTF-8: byte 0xC0 / }],
    ["surrogate.json", withValue([0xed, 0xa0, 0x80]), { code: 2, line: /: not UTF-8: byte 0xED / }],
    ["cut-character.json", Buffer.concat([utf8, Buffer.from([0xe4, 0xb8])]), { code: 2, line: /: not UTF-8: byte 0xE4 at line \d+, column \d+ / }],
    ["nul.json", withValue([0x00]), { code: 2, line: new RegExp(`: not a text file: a zero byte at line ${dogLine}, column \\d+$`) }],
    ["garbage-1.bin", garbage(1, 3000), { code: 2, line: /: not (a text file|UTF-8): / }],
    ["garbage-2.bin", garbage(2, 100_000), { code: 2, line: /: not (a text file|UTF-8): / }],
    [
      "garbage-ascii.bin",
      Buffer.from(
        fc.sample(fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 500, maxLength: 500 }), {
          seed: 3,
          numRuns: 1,
        })[0]!,
      ),
      { code: 2, line: invalidJson },
    ],
    ["png-header.bin", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), { code: 2, line: /: not (a text file|UTF-8): / }],
    ["empty.json", "", { code: 2, line: /: the input is empty: there is no puzzle to read$/ }],
    ["blank.json", " \n\t\n", { code: 2, line: /: the input is empty: there is no puzzle to read$/ }],
    ["bom-only.json", Buffer.from([0xef, 0xbb, 0xbf]), { code: 2, line: /: the input is empty: there is no puzzle to read$/ }],
    ["null.json", "null", { code: 2, line: /: The document must be a JSON object/ }],
    ["array.json", "[]", { code: 2, line: /: The document must be a JSON object/ }],
    ["crlf.json", einsteinText.replace(/\n/g, "\r\n"), { code: 0 }],
    ["non-ascii.json", JSON.stringify({ ...einstein, title: "五座房子 — Zoë 🦓", preamble: "\u2028 line separator" }), { code: 0 }],
  ];
  return cases;
});

/** Puzzles that are valid JSON but extreme: huge, deep, contradictory, under-constrained, out of range. */
const documentCases = once((): (readonly [string, string, Expected])[] => {
  const doc = (change: (d: Record<string, unknown> & typeof einstein) => void): string => {
    const d = structuredClone(einstein);
    change(d);
    return JSON.stringify(d);
  };
  let deep = '{"type":"at","a":{"attr":"Pet","value":"dog"},"pos":1}';
  for (let i = 0; i < 10_000; i++) deep = `{"type":"any_of","options":[[${deep}]]}`;
  const maxShape: Record<string, string[]> = {};
  for (let a = 0; a < 32; a++) maxShape[`A${a}`] = Array.from({ length: 20 }, (_, i) => `a${a}v${i}`);
  return [
    ["size-0.json", doc((d) => (d["size"] = 0)), { code: 2, line: /: size: size must be a positive whole number; found 0/ }],
    ["size-21.json", doc((d) => (d["size"] = 21)), { code: 2, line: /: size: size is 21; the largest supported size is 20/ }],
    ["size-string.json", doc((d) => (d["size"] = "5")), { code: 2, line: /: size: size must be a number; found a string\.$/ }],
    [
      "pos-zero.json",
      doc((d) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: 0 })),
      { code: 2, line: /: clues\[0\]\.pos: Position 0 is out of range/ },
    ],
    [
      "pos-negative.json",
      doc((d) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: -3 })),
      { code: 2, line: /: clues\[0\]\.pos: Position -3 is out of range/ },
    ],
    [
      "pos-fraction.json",
      doc((d) => (d.clues[0] = { type: "next_to", a: { pos: 2.5 }, b: { attr: "Pet", value: "dog" } })),
      { code: 2, line: /: clues\[0\]\.a\.pos: Position 2\.5 is out of range/ },
    ],
    [
      "pos-huge.json",
      doc((d) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: 1e300 })),
      { code: 2, line: /: clues\[0\]\.pos: Position 1e\+300 is out of range/ },
    ],
    [
      "pos-string.json",
      doc((d) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: "1" })),
      { code: 2, line: /: clues\[0\]\.pos: pos must be a number; found a string\.$/ },
    ],
    [
      "pos-infinity.json",
      doc((d) => (d.clues[0] = { type: "at", a: { attr: "Pet", value: "dog" }, pos: "INF" })).replace('"INF"', "1e400"),
      { code: 2, line: /: clues\[0\]\.pos: Position Infinity is out of range/ },
    ],
    [
      "unknown-type.json",
      doc((d) => (d.clues[3]!["type"] = "adjacent")),
      { code: 2, line: /: clues\[3\]\.type: Unknown clue type "adjacent"; did you mean "next_to"\?$/ },
    ],
    [
      "deep-any-of.json",
      einsteinText.replace('"clues": [', `"clues": [${deep},`),
      { code: 2, line: /: clues\[0\](\.options\[0\]\[0\])+: any_of clues are nested 5 deep here; at most 4 levels are supported\.$/ },
    ],
    ["deep-arrays.json", einsteinText.replace(/\}\s*$/, `,"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`), { code: 0 }],
    ["unclosed.json", "[".repeat(100_000), { code: 2, line: /: Invalid JSON at line 1, column 100001: expected a value, found the end of the text\.$/ }],
    // Past the 16 MiB bound on a document (docs/guide/bounds.md): refused before it is parsed.
    [
      "huge-title.json",
      doc((d) => (d["title"] = "x".repeat(20_000_000))),
      { code: 2, line: /huge-title\.json: more than 16 MiB, the limit for a puzzle document or text/ },
    ],
    [
      "100k-clues.json",
      doc((d) => (d.clues = Array.from({ length: 100_000 }, (_, i) => einstein.clues[i % einstein.clues.length]!))),
      { code: 2, line: /: clues: There are 100000 clues; at most 5000 are supported/ },
    ],
    [
      "long-name.json",
      doc((d) => (d.clues[0]!["a"] = { attr: "N".repeat(1_000_000), value: "x" })),
      { code: 2, line: /: clues\[0\]\.a\.attr: There is no attribute "N{57}\.\.\."; the attributes are / },
    ],
    [
      "duplicate-keys.json",
      einsteinText.replace('"size": 5', '"size": 5, "size": 4'),
      { code: 2, line: /: attributes\.Nationality: Nationality has 5 values; size is 4/ },
    ],
    ["proto.json", einsteinText.replace('"size": 5,', '"__proto__": {"size": 5},'), { code: 2, line: /: size: Missing "size"/ }],
    [
      "contradiction.json",
      doc((d) => d.clues.push({ type: "at", a: { attr: "Nationality", value: "Norwegian" }, pos: 2 })),
      { code: 4, line: /: unsatisfiable: no arrangement satisfies every clue; clues 9 and 16 cannot all hold$/ },
    ],
    ["under-constrained.json", doc((d) => (d.clues = [])), { code: 3, line: /: not unique: the clues allow more than one solution/ }],
    ["max-no-clues.json", JSON.stringify({ format: "zebra-puzzle/1", size: 20, attributes: maxShape, clues: [] }), { code: 3, line: /: not unique: / }],
    [
      "size-1.json",
      JSON.stringify({
        format: "zebra-puzzle/1",
        size: 1,
        attributes: { A: ["a"] },
        clues: [{ type: "next_to", a: { attr: "A", value: "a" }, b: { pos: 1 } }],
      }),
      { code: 4, line: /: unsatisfiable: / },
    ],
  ];
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "zebra-cli-fuzz-"));
  mkdirSync(join(dir, "a-directory.json"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Hostile puzzle texts: each ends in one clear line within seconds, or in a bounded read. */
function textCases(): [name: string, data: string | Uint8Array, expected: Expected][] {
  const book = readFileSync(join(root, "fixtures/text/puzzle-book.txt"), "utf8").replace("Who keeps the fish?", "");
  return [
    ["10mb.txt", `${book}${"x ".repeat(5_000_000)}`, { code: 2, line: /: The text has 10,00\d,\d{3} characters; a puzzle text has at most 1,000,000\.$/ }],
    ["binary.txt", Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256), { code: 2, line: /: not (a text file|UTF-8): / }],
    [
      "100k-sentences.txt",
      `${book}${"Tea. ".repeat(100_000)}`,
      {
        code: 2,
        line: /: 26 of 100\d{3} sentences read; language: English \(found from the text; --lang sets another\); The text has 100,\d{3} sentences; only the first 6,000 were read\./,
      },
    ],
    [
      "1mb-sentence.txt",
      `${book}21. The ${"very ".repeat(199_000)}old Brit lives in the red house.\n`,
      {
        code: 2,
        line: /: 26 of 27 sentences read; language: English \(found from the text; --lang sets another\); Sentence 28 \(line \d+, numbered 21\) is too long to be a clue \(995,\d{3} characters\)\. Add --partial/,
      },
    ],
    [
      "nested-either.txt",
      `${book}21. ${"either the Dane drinks tea or (".repeat(60)}the Brit lives in the red house${")".repeat(60)}.\n`,
      {
        code: 2,
        line: /: 26 of 27 sentences read; language: English \(found from the text; --lang sets another\); Sentence 28 \(line \d+, numbered 21\) names values but no relation the reader knows: /,
      },
    ],
    [
      "either-300.txt",
      `${book}21. ${"Either ".repeat(300)}the Brit lives in the red house${" or the Dane drinks tea".repeat(300)}.\n`,
      { code: 2, line: /: 26 of 27 sentences read; language: English \(found from the text; --lang sets another\); Sentence 28 .* is too long to be a clue/ },
    ],
    [
      "one-unread.txt",
      book.replace("6. Milk is drunk in the middle house.", "6. Milk is sipped in the middle house."),
      {
        code: 2,
        line: /: 25 of 26 sentences read; language: English \(found from the text; --lang sets another\); Sentence 13 \(line 17, numbered 6\) was not read: the word "sipped" is not known/,
      },
    ],
  ];
}

describe("fuzz: puzzle texts (in-process)", () => {
  // One test per text, so that each is held to the time limit on its own (together they took over 20 s on a loaded machine).
  describe("reads a 10 MB text, binary data, 100,000 sentences, a 1 MB sentence and deep either/or as one clear line each, within seconds", () => {
    for (const [name, data, expected] of textCases())
      it(name, async () => {
        expect(outcomeProblems("solve", name, await runInProcess(["solve", write(name, data)]), expected)).toEqual([]);
      });
  });
});

describe("fuzz: the command line (in-process)", () => {
  it("reads files in other encodings, binary data and empty files as one clear error each (UTF-8 with or without BOM is read)", async () => {
    const fuzz = new FuzzRun("encodings");
    const plain = await runInProcess(["solve", write("plain.json", einsteinText)]);
    expect(plain.code).toBe(0);
    for (const [name, bytes, expected] of encodingCases()) {
      const outcome = await runInProcess(["solve", write(name, bytes)]);
      const problems = outcomeProblems("solve", name, outcome, expected);
      if (name === "utf8-bom.json" && outcome.stdout !== plain.stdout) problems.push("a byte-order mark changes the output");
      fuzz.record(name, problems);
    }
    // stdin goes through the same checks.
    const fromStdin = await runInProcess(["solve", "-"], wide(einsteinText, 2, true, true));
    fuzz.record("stdin", outcomeProblems("solve", "<stdin>", fromStdin, { code: 2, line: /: not (UTF-8|a text file): / }));
    fuzz.record(
      "a directory",
      outcomeProblems("solve", "a-directory.json", await runInProcess(["solve", "a-directory.json"]), { code: 2, line: /: cannot read: is a directory$/ }),
    );
    fuzz.record(
      "a missing file",
      outcomeProblems("solve", "missing.json", await runInProcess(["solve", "missing.json"]), { code: 2, line: /: cannot read: no such file$/ }),
    );
    fuzz.finish(encodingCases().length + 3);
  });

  it("reports extreme documents (huge, deep, out of range, contradictory, under-constrained) with the right exit code", async () => {
    const fuzz = new FuzzRun("documents");
    for (const [name, text, expected] of documentCases()) {
      fuzz.record(name, outcomeProblems("solve", name, await runInProcess(["solve", write(name, text)]), expected));
    }
    fuzz.finish(documentCases().length);
  });

  const prefixes = Math.ceil(einsteinText.length / 16);
  it(`reads truncated files as invalid JSON at a line and column (${prefixes} prefixes)`, async () => {
    const fuzz = new FuzzRun("truncated files");
    const bytes = Buffer.from(einsteinText);
    for (let n = 0; n < bytes.length; n += 16) {
      const name = write("truncated.json", bytes.subarray(0, n));
      // The first prefix is no bytes at all: an empty input, said so.
      fuzz.record(
        `first ${n} bytes`,
        outcomeProblems("solve", name, await runInProcess(["solve", name]), {
          code: 2,
          line: n === 0 ? /: the input is empty: there is no puzzle to read$/ : invalidJson,
        }),
      );
    }
    fuzz.finish(prefixes);
  });

  it("survives byte mutations of a real file: every outcome is a result or one clear line (300 cases)", async () => {
    const fuzz = new FuzzRun("byte mutations");
    const bytes = Buffer.from(einsteinText);
    const edits = fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.nat(255), fc.integer({ min: 0, max: 8 })), { minLength: 1, maxLength: 6 });
    for (const [i, list] of fc.sample(edits, { seed: 404, numRuns: 300 }).entries()) {
      let b = Buffer.from(bytes);
      for (const [at, byte, cut] of list) b = Buffer.concat([b.subarray(0, at), Buffer.from([byte]), b.subarray(Math.min(b.length, at + cut))]);
      const name = write(`mutated-${i % 4}.json`, b);
      fuzz.record(`mutation ${i} ${JSON.stringify(list)}`, outcomeProblems("solve", name, await runInProcess(["solve", name]), { code: [0, 2, 3, 4] }));
    }
    fuzz.finish(300);
  });

  it("check reports every file of a batch, the unreadable ones as one line each on stderr", async () => {
    const names = [...encodingCases().map(([name, bytes]) => write(name, bytes)), "a-directory.json", "missing.json"];
    const outcome = await runInProcess(["check", ...names]);
    expect(outcome.code).toBe(2);
    expect(hasStackTrace(outcome.stderr + outcome.stdout)).toBe(false);
    for (const name of names) expect(`${outcome.stdout}${outcome.stderr}`).toContain(`${name}: `);
    for (const line of lines(outcome.stderr)) expect(line).toMatch(/^zebra check: [^:]+: (cannot read|not UTF-8|not a text file|the input is empty)/);
    console.log(`fuzz cli (check batch): ${names.length} files in one run, 0 failures`);
  });
});

describe("fuzz: the built binary", () => {
  beforeAll(() => requireBuilt());

  it("ends every fuzzed run with a documented exit code and one clear line, within the time limit", async () => {
    const fuzz = new FuzzRun("binary");
    const runs: (readonly [string, readonly string[], string, Expected, Buffer?])[] = [];
    // Every kind of encoding problem once (the in-process test runs all of them).
    const encodings = new Set([
      "utf8-bom.json",
      "utf16le-bom.json",
      "utf16le.json",
      "utf16be-bom.json",
      "utf16be.json",
      "utf32le-bom.json",
      "latin1.json",
      "lone-continuation.json",
      "nul.json",
      "garbage-1.bin",
      "garbage-2.bin",
      "empty.json",
    ]);
    for (const [name, bytes, expected] of encodingCases()) if (encodings.has(name)) runs.push([name, ["solve", write(name, bytes)], "solve", expected]);
    const picked = new Set([
      "size-0.json",
      "pos-fraction.json",
      "deep-any-of.json",
      "unclosed.json",
      "huge-title.json",
      "100k-clues.json",
      "long-name.json",
      "contradiction.json",
      "max-no-clues.json",
    ]);
    for (const [name, text, expected] of documentCases()) if (picked.has(name)) runs.push([name, ["solve", write(name, text)], "solve", expected]);
    write("truncated.json", einsteinText.slice(0, 2000));
    runs.push(["truncated.json", ["solve", "truncated.json"], "solve", { code: 2, line: invalidJson }]);
    runs.push(["a-directory.json", ["solve", "a-directory.json"], "solve", { code: 2, line: /: cannot read: is a directory$/ }]);
    runs.push(["latin1.json", ["render", "latin1.json"], "render", { code: 2, line: notUtf8 }]);
    runs.push(["utf16le.json", ["render", "utf16le.json", "--locale", "zh"], "render", { code: 2, line: /UTF-16 \(little-endian\)/ }]);
    runs.push([
      "<stdin>",
      ["solve", "-"],
      "solve",
      { code: 2, line: /: not UTF-8: the file is UTF-16 \(big-endian\) text/ },
      wide(einsteinText, 2, false, true),
    ]);
    runs.push(["<stdin>", ["solve", "-"], "solve", { code: 0 }, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(einsteinText)])]);
    // A vocabulary file goes through the same reading.
    write("vocab-latin1.json", Buffer.from('{"id":"caf\xe9","attributes":[]}', "latin1"));
    runs.push([
      "vocab-latin1.json",
      ["render", "plain.json", "--vocab", "vocab-latin1.json"],
      "render",
      { code: 2, line: /: not UTF-8: byte 0xE9 at line 1, column 11 / },
    ]);
    write("plain.json", einsteinText);
    // Counting far on the largest puzzle without clues stays quick and small.
    runs.push([
      "max-no-clues.json",
      ["solve", "max-no-clues.json", "--count", "--limit", "200000"],
      "solve",
      { code: 3, line: /^zebra solve: stopped counting at --limit 200000; there may be more$/ },
    ]);
    const pending = [...runs];
    const worker = async (): Promise<void> => {
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
        const [name, args, command, expected, input] = next;
        const outcome = await runBinary(args, input);
        let problems = outcomeProblems(command, name, outcome, expected);
        // `--count` prints the count; its note names the limit, not the file.
        if (args.includes("--count"))
          problems = problems
            .filter((p) => !p.startsWith("stderr does not name the file"))
            .concat(outcome.stdout === "200000\n" ? [] : [`stdout ${JSON.stringify(outcome.stdout)}`]);
        fuzz.record(`zebra ${args.join(" ")}`.slice(0, 120), problems);
      }
    };
    await Promise.all([worker(), worker()]);
    fuzz.finish(runs.length);
  }, 300_000);
});
