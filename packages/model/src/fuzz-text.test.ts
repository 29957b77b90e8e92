// Input fuzzing of the puzzle parser on whole texts: every prefix of real files, cuts inside
// characters and random byte mutations (see fuzz.test.ts for what every case must end in).
import fc from "fast-check";
import { describe, it } from "vitest";
import { codes, einsteinText, FuzzRun, unicodeDoc, valid } from "./testing/parse-fuzz.js";

/** The texts every prefix of which is fuzzed: the classic puzzle as written and with CRLF line ends, and a non-ASCII puzzle. */
const wholeTexts: readonly (readonly [string, string])[] = [
  ["einstein.json", einsteinText],
  ["einstein, CRLF", einsteinText.replace(/\n/g, "\r\n")],
  ["non-ASCII", `${JSON.stringify(unicodeDoc, null, 2)}\n`],
];
const prefixCount = wholeTexts.reduce((n, [, text]) => n + text.length + 1, 0);

describe("fuzz: the parser", () => {
  it(`reads every prefix of real puzzle files as invalid JSON at the right place (${prefixCount.toLocaleString("en")} cases)`, () => {
    const run = new FuzzRun("prefixes");
    for (const [name, text] of wholeTexts) {
      run.parse(`${name}, whole`, text, valid);
      for (let n = 0; n < text.length; n++) {
        const prefix = text.slice(0, n);
        // Only the trailing white space of a whole document may be cut and leave valid JSON.
        if (prefix.trimEnd() === text.trimEnd()) {
          run.parse(`${name}, first ${n} characters`, prefix, valid);
          continue;
        }
        run.parse(`${name}, first ${n} characters`, prefix, (result) => {
          if (result.ok || result.issues.length !== 1 || result.issues[0]!.code !== "invalid-json")
            return [`expected one invalid-json issue, got ${codes(result).join(", ")}`];
          const { line, column, offset } = result.issues[0]!.details as { line: number; column: number; offset: number };
          const before = prefix.slice(0, offset);
          const wantLine = before.split("\n").length;
          const problems: string[] = [];
          if (offset > prefix.length) problems.push(`offset ${offset} is past the end (${prefix.length})`);
          if (line !== wantLine) problems.push(`line ${line}, expected ${wantLine}`);
          if (column !== Array.from(before.slice(before.lastIndexOf("\n") + 1)).length + 1) problems.push(`column ${column} does not match offset ${offset}`);
          return problems;
        });
      }
    }
    run.finish(prefixCount);
  });

  it("reads every byte prefix of a non-ASCII file (cut inside characters) without an exception", () => {
    const bytes = Buffer.from(wholeTexts[2]![1], "utf8");
    const run = new FuzzRun("byte prefixes");
    for (let n = 0; n <= bytes.length; n++) {
      run.parse(`first ${n} bytes`, new TextDecoder().decode(bytes.subarray(0, n)), (result) =>
        n < bytes.length - 1 && result.ok ? ["a cut file parsed"] : [],
      );
    }
    run.finish(bytes.length + 1);
  });

  it("survives random byte mutations of a real file (2,000 cases)", () => {
    const bytes = Buffer.from(einsteinText, "utf8");
    const run = new FuzzRun("byte mutations");
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("flip" as const), at: fc.nat(bytes.length - 1), bit: fc.nat(7) }),
      fc.record({ kind: fc.constant("set" as const), at: fc.nat(bytes.length - 1), byte: fc.nat(255) }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(bytes.length), insert: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(bytes.length - 1), length: fc.integer({ min: 1, max: 64 }) }),
      fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat(bytes.length - 1), length: fc.integer({ min: 1, max: 256 }) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let b = Buffer.from(bytes);
        for (const e of edits) {
          const at = Math.min(e.at, b.length);
          if (e.kind === "flip" && at < b.length) b[at]! ^= 1 << e.bit;
          else if (e.kind === "set" && at < b.length) b[at] = e.byte;
          else if (e.kind === "insert") b = Buffer.concat([b.subarray(0, at), Buffer.from(e.insert), b.subarray(at)]);
          else if (e.kind === "delete") b = Buffer.concat([b.subarray(0, at), b.subarray(at + e.length)]);
          else if (e.kind === "duplicate") b = Buffer.concat([b.subarray(0, at + e.length), b.subarray(at)]);
        }
        const text = new TextDecoder().decode(b);
        let json = true;
        try {
          JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
        } catch {
          json = false;
        }
        run.parse(`edits ${JSON.stringify(edits)}`, text, (result) => {
          const invalidJson = !result.ok && result.issues[0]!.code === "invalid-json";
          return invalidJson === !json ? [] : [`invalid-json is ${invalidJson}, JSON.parse ${json ? "accepts" : "rejects"} the text`];
        });
      }),
      { seed: 1789, numRuns: 2_000 },
    );
    run.finish(2_000);
  });
});
