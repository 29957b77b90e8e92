// Property tests of every parser and entry point that takes outside data, with generated hostile
// inputs: long runs of one delimiter, control characters, `__proto__` keys, deep nesting, numbers
// at and past 2^53, and about 1 MB of text, where a linear parser takes milliseconds and a
// quadratic one minutes. Each input must give a result or the documented error, within a
// generous time bound. A short run here; `pnpm fuzz` runs many more (ZEBRA_FUZZ_RUNS).
import { InvalidArgumentError, parsePuzzle, serializePuzzle, type Puzzle } from "@zebra/model";
import { countSolutions, explainFact, InvalidPuzzleError } from "@zebra/solver";
import { puzzleFingerprint } from "@zebra/dataset";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitLinesBounded } from "../src/bounded-read.js";
import { CliError } from "../src/cli-error.js";
import { parseByteSize } from "../src/input-limits.js";
import { decodeText } from "../src/io.js";
import { parseDifficultyMix, parseInteger, parseShard, parseSize, parseSplit, parseWeights, shardRange } from "../src/options.js";
import { parseReadings } from "../src/puzzle-input.js";
import { parseStatement } from "../src/statement.js";
import { root } from "./helpers.js";

/** Runs per property: a few in the normal suite, many under `pnpm fuzz`. */
const runs = Number(process.env["ZEBRA_FUZZ_RUNS"] ?? 4);
/** A linear pass over 1 MB takes milliseconds; a quadratic one takes minutes. The bound leaves room for a loaded machine. */
const boundMs = 3000;
const einstein = parsePuzzle(readFileSync(join(root, "fixtures/einstein.json"), "utf8")) as { ok: true; value: Puzzle };

/** Hostile text: a run of one piece (delimiters, brackets, spaces), with noise around it, up to `size` characters. */
function hostileText(size: number): fc.Arbitrary<string> {
  const pieces = [" ", "\t", "*", "[", "{", "\n", "\r\n", " at", "=", ",", ":", "x", "__proto__", "\u0000", "\u202e", "9007199254740993", "-", "/", "0", "é"];
  return fc
    .tuple(fc.constantFrom(...pieces), fc.integer({ min: 1, max: size }), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
    .map(([piece, length, before, after]) => `${before}${piece.repeat(Math.max(1, Math.floor(length / piece.length)))}${after}`);
}

/** Calls `f`, and returns how long it took; a throw that `expected` accepts counts as an outcome. */
function timed(f: () => unknown, expected: (error: unknown) => boolean): number {
  const started = performance.now();
  try {
    f();
  } catch (error) {
    if (!expected(error)) throw error;
  }
  return performance.now() - started;
}

const cliError = (error: unknown): boolean => error instanceof CliError;

describe("option and statement parsers: a value or one OptionError, in linear time", () => {
  it("every option parser", () => {
    const parsers: ((text: string) => unknown)[] = [
      parseSize,
      (t) => parseWeights(t),
      parseSplit,
      parseDifficultyMix,
      parseShard,
      (t) => parseInteger(t, "--count", 1),
      (t) => parseByteSize(t, "--max-input"),
      parseReadings,
    ];
    fc.assert(
      fc.property(hostileText(1 << 20), fc.nat(parsers.length - 1), (text, k) => {
        expect(timed(() => parsers[k]!(text), cliError)).toBeLessThan(boundMs);
      }),
      { numRuns: runs * 4, seed: 35 },
    );
  });

  it("--why statements of about 1 MB", () => {
    fc.assert(
      fc.property(hostileText(1 << 20), (text) => {
        expect(timed(() => parseStatement(text, einstein.value, 1 << 21), cliError)).toBeLessThan(boundMs);
      }),
      { numRuns: runs, seed: 36 },
    );
  });

  it("shard ranges are exact for runs of up to 2^53 − 1 puzzles", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 1000 }), (total, count) => {
        let previous = 0;
        for (const index of [1, 2, count]) {
          if (index > count) continue;
          const { start, end } = shardRange({ index, count }, total);
          expect(Number.isSafeInteger(start) && Number.isSafeInteger(end) && start <= end).toBe(true);
          if (index === 1) expect(start).toBe(0);
          if (index === count) expect(end).toBe(total);
          previous = end;
        }
        expect(previous).toBe(total);
      }),
      { numRuns: runs * 25, seed: 37 },
    );
  });
});

describe("reading: lines and bytes", () => {
  it("the line splitter gives the lines of any chunking, and stays linear on a 1 MB line in 64-byte chunks", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(1 << 20), fc.integer({ min: 1, max: 4096 }), async (text, chunk) => {
        const bytes = Buffer.from(text, "utf8");
        // Chunks of 64 bytes for the long inputs: a splitter that re-copies the pending line per chunk is quadratic here.
        const size = bytes.length > 100_000 ? 64 : chunk;
        const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.subarray(k * size, (k + 1) * size));
        const started = performance.now();
        const got: string[] = [];
        for await (const line of splitLinesBounded(Readable.from(chunks), 1 << 23, () => new Error("too long"))) got.push(line.bytes.toString("utf8"));
        expect(performance.now() - started).toBeLessThan(boundMs);
        const expected = text.split("\n");
        if (expected.at(-1) === "") expected.pop();
        // Compared as one string: a deep comparison of a million one-character lines is the slow part otherwise.
        expect(got.length).toBe(expected.length);
        expect(got.join("\n") === expected.join("\n")).toBe(true);
      }),
      { numRuns: runs, seed: 38 },
    );
  });

  it("a line past the bound is refused as soon as it passes it", async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024, 0x61);
      }
    }
    const read = async () => {
      for await (const _ of splitLinesBounded(endless(), 10_000, (n) => new Error(`line ${n} too long`))) void _;
    };
    await expect(read()).rejects.toThrow("line 1 too long");
    expect(pulled).toBe(10);
  });

  it("decoding any bytes gives text or one CliError", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
        expect(timed(() => decodeText("x", bytes), cliError)).toBeLessThan(boundMs);
      }),
      { numRuns: runs * 25, seed: 39 },
    );
  });
});

describe("library entry points: a result or the library's own error, never a raw TypeError", () => {
  const junk = fc.oneof(
    fc.constantFrom(null, undefined, 0, NaN, "", "{}", [], {}, { __proto__: null }, new Array(2 ** 32 - 1), { size: 5, attributes: null, clues: [] }),
    fc.jsonValue({ maxDepth: 4 }),
  );
  const own = (error: unknown): boolean => error instanceof InvalidArgumentError || error instanceof InvalidPuzzleError;

  it("serializePuzzle, puzzleFingerprint, explainFact and countSolutions on junk", () => {
    fc.assert(
      fc.property(junk, junk, (a, b) => {
        for (const call of [
          () => serializePuzzle(a as never),
          () => puzzleFingerprint(a as never),
          () => explainFact(a as never, b as never),
          () => explainFact(einstein.value, b as never),
          () => countSolutions(einstein.value, { limit: a as never }),
        ]) {
          try {
            call();
          } catch (error) {
            // A statement object of the right kind may still name an unknown value: a RangeError, as documented.
            if (!(own(error) || error instanceof RangeError)) throw error;
          }
        }
      }),
      { numRuns: runs * 25, seed: 40 },
    );
  });

  it("the cases of the report", () => {
    expect(() => explainFact(einstein.value, null as never)).toThrow(InvalidArgumentError);
    expect(() => puzzleFingerprint(null as never)).toThrow(InvalidArgumentError);
    expect(() => serializePuzzle(null as never)).toThrow(InvalidArgumentError);
    expect(() => countSolutions(einstein.value, { limit: NaN })).toThrow(/options\.limit must be a whole number ≥ 1/);
    expect(() => countSolutions(einstein.value, { keep: -1 })).toThrow(InvalidArgumentError);
  });

  it("parsePuzzle on hostile JSON: deep nesting, __proto__, huge arrays, big numbers", () => {
    const documents = fc.oneof(
      fc.nat(200_000).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
      fc.nat(200_000).map((n) => `{"format":"zebra-puzzle/1","size":5,"attributes":{"__proto__":[${"1,".repeat(n)}1]},"clues":[]}`),
      fc.nat(20_000).map((n) => `{"format":"zebra-puzzle/1","size":9007199254740993,"attributes":{},"clues":[${'{"type":"at"},'.repeat(n)}{}]}`),
      hostileText(1 << 20),
    );
    fc.assert(
      fc.property(documents, (text) => {
        let result: ReturnType<typeof parsePuzzle> | undefined;
        const ms = timed(
          () => (result = parsePuzzle(text)),
          () => false,
        );
        expect(ms).toBeLessThan(boundMs);
        expect(result?.ok).toBe(false);
        expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
      }),
      { numRuns: runs * 2, seed: 41 },
    );
  });
});
