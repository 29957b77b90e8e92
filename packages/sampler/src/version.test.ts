import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatePuzzle } from "./generate-puzzle.js";
import { testVocabulary } from "./internal/test-vocabulary.js";
import { samplerVersion } from "./version.js";

describe("samplerVersion", () => {
  it("is the package's version, and every generated puzzle records it", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(samplerVersion).toBe(manifest.version);
    const result = generatePuzzle({ size: 4, attributes: 3, vocabulary: testVocabulary, seed: 1 });
    expect(result.ok && result.puzzle.meta?.version).toBe(manifest.version);
  });
});
