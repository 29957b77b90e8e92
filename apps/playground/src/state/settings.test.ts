import { describe, expect, it } from "vitest";
import { hasSeed, readSettings, seedNumber, settingIssues, writeSettings } from "./settings.js";

describe("settings in the URL", () => {
  it("round-trips through the query string", () => {
    const s = readSettings(new URLSearchParams("size=7&attrs=4&difficulty=hard&theme=classic&lang=zh&style=concise&seed=42"), "1");
    expect(s).toEqual({ kind: "zebra", size: 7, attributes: 4, difficulty: "hard", theme: "classic", locale: "zh", style: "concise", seed: "42" });
    expect(readSettings(writeSettings(s), "9")).toEqual(s);
    expect(writeSettings(s).toString()).toBe("size=7&attrs=4&difficulty=hard&theme=classic&lang=zh&style=concise&seed=42");
    // The default style is left out of the address, so that older links stay as they were.
    expect(writeSettings({ ...s, style: "full" }).toString()).toBe("size=7&attrs=4&difficulty=hard&theme=classic&lang=zh&seed=42");
  });

  it("names a logic grid's kind in the address, within the genre's sizes", () => {
    const s = readSettings(new URLSearchParams("kind=logic-grid&size=5&attrs=4&difficulty=easy&seed=3"), "1");
    expect(s).toMatchObject({ kind: "logic-grid", size: 5, attributes: 4 });
    expect(writeSettings(s).toString()).toBe("kind=logic-grid&size=5&attrs=4&difficulty=easy&lang=en&seed=3");
    expect(readSettings(writeSettings(s), "9")).toEqual(s);
    expect(readSettings(new URLSearchParams("kind=logic-grid&size=12&attrs=2"), "1")).toMatchObject({ size: 7, attributes: 3 });
    expect(readSettings(new URLSearchParams("kind=sudoku&size=12"), "1")).toMatchObject({ kind: "zebra", size: 12 });
    expect(settingIssues(new URLSearchParams("kind=sudoku"), readSettings(new URLSearchParams("kind=sudoku"), "1"))).toEqual([
      { key: "kind", value: "sudoku", used: "zebra" },
    ]);
  });

  it("clamps and defaults what is missing or wrong", () => {
    const s = readSettings(new URLSearchParams("size=99&attrs=x&difficulty=impossible&lang=fr"), "5", "en");
    expect(s).toMatchObject({ size: 12, attributes: 5, difficulty: "medium", locale: "en", style: "full", seed: "5" });
    expect(readSettings(new URLSearchParams("style=terse"), "5").style).toBe("full");
    expect(readSettings(new URLSearchParams("size=1"), "5").size).toBe(2);
    expect(hasSeed(new URLSearchParams("size=5"))).toBe(false);
    expect(hasSeed(new URLSearchParams("seed=abc"))).toBe(true);
  });

  it("turns any seed text into a stable whole number", () => {
    expect(seedNumber("12345")).toBe(12345);
    expect(seedNumber("zebra")).toBe(seedNumber("zebra"));
    expect(seedNumber("zebra")).not.toBe(seedNumber("zebrb"));
    expect(Number.isSafeInteger(seedNumber("long text seed"))).toBe(true);
  });
});
