import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { parsePuzzle, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { puzzleFragment, puzzleId, readFragment } from "./share.js";

const parsed = parsePuzzle(readFileSync(new URL("../../../../fixtures/einstein.json", import.meta.url), "utf8"));
if (!parsed.ok) throw new Error("the Einstein fixture does not parse");
const einstein: Puzzle = parsed.value;

describe("links that carry a puzzle", () => {
  it("deflate the puzzle without its solution into base64url, and read it back", async () => {
    expect(einstein.solution).toBeDefined();
    const fragment = await puzzleFragment(einstein);
    expect(fragment).toMatch(/^puzzle=[A-Za-z0-9_-]+$/);
    const doc = JSON.parse(inflateRawSync(Buffer.from(fragment.slice("puzzle=".length), "base64url")).toString("utf8"));
    expect(doc.solution).toBeUndefined();
    expect(doc.clues).toHaveLength(15);
    const read = await readFragment(`#${fragment}`);
    expect(read && "text" in read).toBe(true);
    const again = parsePuzzle((read as { text: string }).text);
    expect(again.ok && again.value.solution).toBe(undefined);
    expect(again.ok && puzzleId(again.value)).toBe(puzzleId(einstein));
    // Far shorter than the document: a link fits in a chat message.
    expect(fragment.length).toBeLessThan(JSON.stringify(doc).length / 2);
  });

  it("say what is wrong with a damaged link, and nothing of a fragment without a puzzle", async () => {
    const fragment = await puzzleFragment(einstein);
    expect(await readFragment("")).toBeUndefined();
    expect(await readFragment("#section-2")).toBeUndefined();
    expect(await readFragment("#puzzle=not*base64")).toEqual({ problem: "encoding" });
    expect(await readFragment(`#${fragment.slice(0, -10)}`)).toEqual({ problem: "compression" });
    expect(await readFragment(`#puzzle=${Buffer.from("plain text").toString("base64url")}`)).toEqual({ problem: "compression" });
  });

  it("refuse a link that unpacks to more than any puzzle", async () => {
    const huge = new Uint8Array(5 * 1024 * 1024).fill(32);
    const stream = new Blob([huge]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bomb = Buffer.from(await new Response(stream).arrayBuffer()).toString("base64url");
    expect(await readFragment(`#puzzle=${bomb}`)).toEqual({ problem: "too-large" });
  });

  it("name a puzzle by its clues and words, not by its solution", () => {
    const { solution: _solution, ...withoutSolution } = einstein;
    expect(puzzleId(withoutSolution as Puzzle)).toBe(puzzleId(einstein));
    expect(puzzleId({ ...einstein, clues: einstein.clues.slice(1) })).not.toBe(puzzleId(einstein));
    expect(puzzleId(einstein)).toMatch(/^[0-9a-f]{16}$/);
  });
});
