import type { Difficulty } from "@zebra/model";

/** A date as the address writes it: `2026-12-07`. */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar date written `YYYY-MM-DD`. */
export function isDailyDate(text: string): boolean {
  const m = datePattern.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Today in the player's own calendar, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Monday 0 … Sunday 6, of a `YYYY-MM-DD` date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return (new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7;
}

/** Monday's puzzle is the gentlest; the level rises through the week to Sunday's. */
const week: readonly { readonly size: number; readonly attributes: number; readonly difficulty: Difficulty }[] = [
  { size: 4, attributes: 4, difficulty: "easy" },
  { size: 5, attributes: 4, difficulty: "easy" },
  { size: 5, attributes: 5, difficulty: "medium" },
  { size: 5, attributes: 5, difficulty: "medium" },
  { size: 5, attributes: 5, difficulty: "hard" },
  { size: 6, attributes: 5, difficulty: "hard" },
  { size: 6, attributes: 6, difficulty: "expert" },
];

/**
 * The daily puzzle's settings for a date: the same for everyone on that date (the seed comes
 * from the date alone, no server involved), its size and level by the day of the week.
 */
export function dailySettings(date: string): { size: number; attributes: number; difficulty: Difficulty; theme: string; seed: string } {
  return { ...week[weekday(date)]!, theme: "classic", seed: `daily-${date}` };
}
