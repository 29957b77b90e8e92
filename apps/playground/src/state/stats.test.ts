import { describe, expect, it } from "vitest";
import { dailyStreak, loadSolves, recordSolve, statsRows, type Solve } from "./stats.js";

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
  };
}

const solve = (id: string, ms: number, extra: Partial<Solve> = {}): Solve => ({
  id,
  on: "2026-12-07",
  size: 5,
  attributes: 5,
  difficulty: "easy",
  ms,
  hints: 0,
  ...extra,
});

describe("personal statistics", () => {
  it("keeps one solve per puzzle and groups them by size and level", () => {
    const storage = memory();
    recordSolve(storage, solve("a", 60_000));
    recordSolve(storage, solve("b", 120_000));
    recordSolve(storage, solve("b", 90_000));
    recordSolve(storage, solve("c", 30_000, { size: 4, attributes: 4 }));
    expect(loadSolves(storage)).toHaveLength(3);
    expect(statsRows(loadSolves(storage))).toEqual([
      { size: 4, attributes: 4, difficulty: "easy", solved: 1, bestMs: 30_000, averageMs: 30_000 },
      { size: 5, attributes: 5, difficulty: "easy", solved: 2, bestMs: 60_000, averageMs: 75_000 },
    ]);
  });

  it("counts the daily streak up to today, or yesterday while today's is open, and the best run", () => {
    const daily = (d: string) => solve(d, 1000, { daily: d });
    const solves = ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-05", "2026-12-06"].map(daily);
    expect(dailyStreak(solves, "2026-12-07")).toEqual({ current: 2, best: 4 });
    expect(dailyStreak([...solves, daily("2026-12-07")], "2026-12-07")).toEqual({ current: 3, best: 4 });
    expect(dailyStreak(solves, "2026-12-09")).toEqual({ current: 0, best: 4 });
  });

  it("reads nothing from damaged storage", () => {
    const storage = memory();
    storage.setItem("zebra-playground.stats", "{not json");
    expect(loadSolves(storage)).toEqual([]);
  });
});
