// What the parser's fuzz tests share: the inputs they start from and a runner that collects
// failures (exceptions, unclear results, hangs) with the number of cases.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { issueCodes, parsePuzzle } from "@zebra/model";
import type { Puzzle, Result } from "@zebra/model";

// biome-ignore lint/suspicious/noExplicitAny: a document under test may have any shape, broken ones included.
export type Doc = any;

export const einsteinText = readFileSync(new URL("../../../../fixtures/einstein.json", import.meta.url), "utf8");
export const einstein: Doc = JSON.parse(einsteinText);

/**
 * A case slower than this is a hang, not a slow machine: the largest inputs here take well
 * under a second. (Speed itself is measured by the benchmarks, not here.)
 */
const hangLimitMs = 10_000;

/** What is wrong with a parse result, if anything: an empty list for a puzzle or for clear issues. */
function resultProblems(result: Result<Puzzle>): string[] {
  if (result.ok) return typeof result.value === "object" && result.value !== null ? [] : ["ok without a puzzle"];
  const problems: string[] = [];
  if (result.issues.length === 0) problems.push("no issues");
  for (const issue of result.issues.slice(0, 100)) {
    if (!(issueCodes as readonly string[]).includes(issue.code)) problems.push(`unknown code ${String(issue.code)}`);
    if (typeof issue.path !== "string") problems.push(`path is ${typeof issue.path}`);
    if (typeof issue.details !== "object" || issue.details === null) problems.push(`${issue.code}: no details`);
    try {
      JSON.stringify(issue.details);
    } catch (error) {
      problems.push(`${issue.code}: details cannot be serialized: ${String(error)}`);
    }
  }
  return problems;
}

/** Runs fuzz cases, collecting failures (exceptions, unclear results, hangs) instead of stopping at the first. */
export class FuzzRun {
  cases = 0;
  readonly failures: string[] = [];

  constructor(readonly name: string) {}

  /** Parses `input`; `expect` may add problems of its own about the result. */
  parse(label: string, input: unknown, expect?: (result: Result<Puzzle>) => string[]): Result<Puzzle> | undefined {
    this.cases++;
    const started = performance.now();
    let result: Result<Puzzle>;
    try {
      result = parsePuzzle(input);
    } catch (error) {
      this.fail(label, `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      return undefined;
    }
    const ms = performance.now() - started;
    const problems = [...resultProblems(result), ...(expect?.(result) ?? [])];
    if (ms > hangLimitMs) problems.push(`took ${Math.round(ms)} ms`);
    if (problems.length > 0) this.fail(label, problems.join("; "));
    return result;
  }

  fail(label: string, what: string): void {
    if (this.failures.length < 20) this.failures.push(`${label}: ${what}`);
    else if (this.failures.length === 20) this.failures.push("…");
  }

  /** Asserts no failure and reports the count. */
  finish(expectedCases?: number): void {
    expect(this.failures).toEqual([]);
    if (expectedCases !== undefined) expect(this.cases).toBe(expectedCases);
    console.log(`fuzz parser (${this.name}): ${this.cases.toLocaleString("en")} cases, 0 failures`);
  }
}

export const codes = (result: Result<Puzzle> | undefined): string[] => (result === undefined || result.ok ? [] : result.issues.map((i) => i.code));
export const located = (result: Result<Puzzle> | undefined): string[] =>
  result === undefined || result.ok ? [] : result.issues.map((i) => `${i.code}@${i.path}`);

/** Expects exactly these `code@path` issues. */
export function exactly(...wanted: string[]): (result: Result<Puzzle>) => string[] {
  return (result) => {
    const got = located(result);
    return JSON.stringify(got) === JSON.stringify(wanted)
      ? []
      : [`expected ${JSON.stringify(wanted)}, got ${JSON.stringify(got.slice(0, 5))}${got.length > 5 ? "…" : ""}`];
  };
}

export const valid = (result: Result<Puzzle>): string[] => (result.ok ? [] : [`expected a puzzle, got ${located(result).slice(0, 3).join(", ")}`]);

/** A small puzzle with non-ASCII names and values, so that byte cuts fall inside characters. */
export const unicodeDoc: Doc = {
  format: "zebra-puzzle/1",
  title: "三座房子 — Zoë's puzzle",
  size: 3,
  attributes: { 颜色: ["红", "绿", "蓝"], Pet: ["chien", "chat", "zèbre"], Âge: [20, 30, 40] },
  clues: [
    { type: "next_to", a: { attr: "颜色", value: "红" }, b: { attr: "Pet", value: "zèbre" }, text: "红房子挨着斑马 🦓" },
    { type: "less_than", attr: "Âge", a: { attr: "Pet", value: "chien" }, b: { pos: 3 } },
    { type: "any_of", options: [[{ type: "at", a: { attr: "颜色", value: "绿" }, pos: 1 }], [{ type: "ends", a: { attr: "Pet", value: "chat" } }]] },
  ],
};

/** Every path of a JSON value: arrays of keys and indexes. */
export function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value))
    value.forEach((v, i) => {
      pathsOf(v, [...prefix, i], out);
    });
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}
