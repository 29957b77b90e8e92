import { issueCodes } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { issueCases, puzzleIssueCodes } from "./issue-cases.js";
import { readingCases } from "./reading-cases.js";

describe("the shared issue cases", () => {
  it.each(issueCases.map((c) => [c.id, c] as const))("%s gives its code at its path", (_, c) => {
    const issues = c.issues();
    const hit = issues.find((issue) => issue.code === c.code && issue.path === c.path);
    expect(hit, `no ${c.code} at ${c.path} in ${JSON.stringify(issues)}`).toBeDefined();
    // Details are plain data, the same after a JSON round trip.
    expect(JSON.parse(JSON.stringify(hit!.details))).toEqual(hit!.details);
  });

  it("have unique ids and cover every issue code, with the reading cases", () => {
    expect(new Set(issueCases.map((c) => c.id)).size).toBe(issueCases.length);
    // What only readers report is covered by the reading cases, read by each locale's reader.
    const covered = (code: string) => issueCases.some((c) => c.code === code) || readingCases.some((c) => c.code === code);
    expect(issueCodes.filter((code) => !covered(code))).toEqual([]);
  });

  it("cover every code parsePuzzle reports with a puzzle document", () => {
    const fromPuzzles = new Set(issueCases.filter((c) => puzzleIssueCodes.includes(c.code)).map((c) => c.code));
    expect([...fromPuzzles].sort()).toEqual([...puzzleIssueCodes].sort());
  });
});
