import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanDataset } from "./dataset-file.js";

const dir = mkdtempSync(join(tmpdir(), "zebra-scan-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scanDataset", () => {
  it("counts complete lines and returns the first and last", () => {
    const file = join(dir, "complete.jsonl");
    writeFileSync(file, '{"a":1}\n{"a":2}\n{"a":3}\n');
    expect(scanDataset(file)).toEqual({ records: 3, droppedBytes: 0, firstLine: '{"a":1}', lastLine: '{"a":3}' });
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\n{"a":2}\n{"a":3}\n');
  });

  it("cuts a torn last line off the file", () => {
    const file = join(dir, "torn.jsonl");
    writeFileSync(file, '{"a":1}\n{"a":2}\n{"a":');
    expect(scanDataset(file)).toEqual({ records: 2, droppedBytes: 5, firstLine: '{"a":1}', lastLine: '{"a":2}' });
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\n{"a":2}\n');
  });

  it("treats a missing file, an empty file and a lone torn line as no records", () => {
    expect(scanDataset(join(dir, "missing.jsonl"))).toEqual({ records: 0, droppedBytes: 0, firstLine: undefined, lastLine: undefined });
    const empty = join(dir, "empty.jsonl");
    writeFileSync(empty, "");
    expect(scanDataset(empty).records).toBe(0);
    const lone = join(dir, "lone.jsonl");
    writeFileSync(lone, '{"a"');
    expect(scanDataset(lone)).toMatchObject({ records: 0, droppedBytes: 4 });
    expect(readFileSync(lone, "utf8")).toBe("");
  });

  it("reads files larger than its buffer, with multi-byte text across chunk edges", () => {
    const file = join(dir, "large.jsonl");
    const line = `${JSON.stringify({ text: "斑马".repeat(5000) })}\n`;
    writeFileSync(file, `${line.repeat(200)}{"torn`);
    const scan = scanDataset(file);
    expect(scan.records).toBe(200);
    expect(scan.droppedBytes).toBe(6);
    expect(`${scan.lastLine}\n`).toBe(line);
  });
});
