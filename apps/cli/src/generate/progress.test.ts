import { describe, expect, it } from "vitest";
import { formatDuration, formatProgress } from "./progress.js";

describe("progress line", () => {
  it("shows percentage, counts, rate and ETA within the width", () => {
    const line = formatProgress(250, 1000, 5000, 80, "generating");
    expect(line).toMatch(/^generating \[#+·+\] {2}25% 250\/1000 50\.0\/s ETA 0:15$/);
    expect(line.length).toBeLessThanOrEqual(80);
  });

  it("formats durations", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(NaN)).toBe("--:--");
  });
});
