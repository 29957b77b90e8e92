import { describe, expect, it } from "vitest";
import { difficulties } from "@zebra/model";
import { dailySettings, isDailyDate, today, weekday } from "./daily.js";

describe("the daily puzzle", () => {
  it("is the same for a date whoever asks, and another the next day", () => {
    expect(dailySettings("2026-12-07")).toEqual(dailySettings("2026-12-07"));
    expect(dailySettings("2026-12-08").seed).not.toBe(dailySettings("2026-12-07").seed);
  });

  it("rises in level from Monday to Sunday", () => {
    // 2026-12-07 is a Monday.
    expect(weekday("2026-12-07")).toBe(0);
    expect(weekday("2026-12-13")).toBe(6);
    const levels = ["07", "08", "09", "10", "11", "12", "13"].map((d) => dailySettings(`2026-12-${d}`));
    const rank = levels.map((s) => difficulties.indexOf(s.difficulty) * 100 + s.size * 10 + s.attributes);
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(levels[0]!.difficulty).toBe("easy");
    expect(levels[6]!.difficulty).toBe("expert");
  });

  it("knows a real date from a malformed or impossible one, and writes today in the local calendar", () => {
    expect(isDailyDate("2026-02-28")).toBe(true);
    expect(isDailyDate("2026-02-30")).toBe(false);
    expect(isDailyDate("2026-2-3")).toBe(false);
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
