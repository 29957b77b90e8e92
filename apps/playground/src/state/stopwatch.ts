/** A stopwatch for the time played: it runs, pauses, and starts again from a saved time. */
export class Stopwatch {
  private base = 0;
  private since: number | undefined;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Milliseconds counted so far. */
  elapsed(): number {
    return this.base + (this.since === undefined ? 0 : this.now() - this.since);
  }

  get running(): boolean {
    return this.since !== undefined;
  }

  start(): void {
    this.since ??= this.now();
  }

  pause(): void {
    if (this.since === undefined) return;
    this.base += this.now() - this.since;
    this.since = undefined;
  }

  /** Stops and sets the time counted (a restored game's). */
  reset(elapsedMs = 0): void {
    this.base = Math.max(0, elapsedMs);
    this.since = undefined;
  }
}

/** A time played as a clock reads it: `4:12`, `1:02:03`. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  const pad = (x: number) => String(x).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
