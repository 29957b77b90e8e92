import type { KeyValueStorage } from "./progress.js";

/** One puzzle solved without seeing the solution. */
export interface Solve {
  /** The puzzle, as `puzzleId` names it. */
  readonly id: string;
  /** The day it was solved, in the player's calendar (`YYYY-MM-DD`). */
  readonly on: string;
  readonly size: number;
  readonly attributes: number;
  /** The generator's level; absent for a pasted or shared puzzle. */
  readonly difficulty?: string;
  readonly ms: number;
  readonly hints: number;
  /** The date of the daily puzzle it was. */
  readonly daily?: string;
}

/** Solves of one size and level. */
export interface StatsRow {
  readonly size: number;
  readonly attributes: number;
  readonly difficulty: string;
  readonly solved: number;
  readonly bestMs: number;
  readonly averageMs: number;
}

const key = "zebra-playground.stats";
/** The newest solves kept. */
const keep = 1000;

function isSolve(v: unknown): v is Solve {
  const s = v as Record<string, unknown> | null;
  return (
    !!s &&
    typeof s.id === "string" &&
    typeof s.on === "string" &&
    Number.isInteger(s.size) &&
    Number.isInteger(s.attributes) &&
    typeof s.ms === "number" &&
    Number.isFinite(s.ms) &&
    typeof s.hints === "number"
  );
}

/** The player's solves, kept in this browser only. */
export function loadSolves(storage: KeyValueStorage | undefined): Solve[] {
  try {
    const raw = JSON.parse(storage?.getItem(key) ?? "[]") as unknown;
    return Array.isArray(raw) ? raw.filter(isSolve) : [];
  } catch {
    return [];
  }
}

/** Adds a solve, once per puzzle. */
export function recordSolve(storage: KeyValueStorage | undefined, solve: Solve): void {
  const solves = loadSolves(storage).filter((s) => s.id !== solve.id);
  solves.push(solve);
  try {
    storage?.setItem(key, JSON.stringify(solves.slice(-keep)));
  } catch {
    // Storage full or off: the solve is not kept.
  }
}

/** Solves by size and level: how many, the best and the average time. */
export function statsRows(solves: readonly Solve[]): StatsRow[] {
  const groups = new Map<string, Solve[]>();
  for (const s of solves) {
    const k = `${s.size}×${s.attributes}:${s.difficulty ?? ""}`;
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  return [...groups.values()]
    .map((group) => ({
      size: group[0]!.size,
      attributes: group[0]!.attributes,
      difficulty: group[0]!.difficulty ?? "",
      solved: group.length,
      bestMs: Math.min(...group.map((s) => s.ms)),
      averageMs: group.reduce((n, s) => n + s.ms, 0) / group.length,
    }))
    .sort((a, b) => a.size - b.size || a.attributes - b.attributes || a.difficulty.localeCompare(b.difficulty));
}

const dayBefore = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
};

/**
 * The daily streak: days in a row, up to today (or yesterday, while today's is still open),
 * whose daily puzzle was solved; and the longest such run.
 */
export function dailyStreak(solves: readonly Solve[], today: string): { readonly current: number; readonly best: number } {
  const days = new Set(solves.flatMap((s) => (s.daily ? [s.daily] : [])));
  let current = 0;
  for (let day = days.has(today) ? today : dayBefore(today); days.has(day); day = dayBefore(day)) current++;
  let best = 0;
  for (const day of days) {
    if (days.has(dayBefore(day))) continue;
    let run = 0;
    for (let d = day; days.has(d); d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) run++;
    best = Math.max(best, run);
  }
  return { current, best };
}
