/**
 * A one-line progress bar with rate and ETA, drawn on a terminal's stderr and redrawn at
 * most ten times a second. It is only created when stderr is a TTY and the output does not
 * go to the same terminal as machine-readable data.
 */
export class ProgressBar {
  readonly #stream: NodeJS.WritableStream;
  readonly #total: number;
  readonly #columns: number;
  readonly #start: number;
  readonly #label: string;
  #lastDraw = 0;
  #drawn = false;

  constructor(stream: NodeJS.WritableStream, total: number, options: { columns?: number; label?: string; now?: number } = {}) {
    this.#stream = stream;
    this.#total = total;
    this.#columns = Math.max(40, Math.min(options.columns ?? 80, 120));
    this.#label = options.label ?? "generating";
    this.#start = options.now ?? performance.now();
  }

  /** Reports that `done` of the total items are finished; redraws when due. */
  update(done: number, now = performance.now()): void {
    if (now - this.#lastDraw < 100 && done < this.#total) return;
    this.#lastDraw = now;
    this.#stream.write(`\r${formatProgress(done, this.#total, now - this.#start, this.#columns, this.#label)}\x1b[K`);
    this.#drawn = true;
  }

  /** Erases the bar. */
  clear(): void {
    if (this.#drawn) this.#stream.write("\r\x1b[K");
    this.#drawn = false;
  }
}

/**
 * The text of a progress line: `label [#####·····] 45% 450/1000 123/s ETA 0:04`.
 *
 * @example
 * ```ts
 * formatProgress(50, 100, 2000, 60, "generating");
 * ```
 */
export function formatProgress(done: number, total: number, elapsedMs: number, columns: number, label: string): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const eta = rate > 0 ? (total - done) / rate : NaN;
  const tail = ` ${String(Math.floor(fraction * 100)).padStart(3)}% ${done}/${total} ${formatRate(rate)}/s ETA ${formatDuration(eta)}`;
  const width = Math.max(10, columns - label.length - tail.length - 4);
  const filled = Math.round(fraction * width);
  return `${label} [${"#".repeat(filled)}${"·".repeat(width - filled)}]${tail}`;
}

function formatRate(rate: number): string {
  if (rate >= 100) return rate.toFixed(0);
  if (rate >= 10) return rate.toFixed(1);
  return rate.toFixed(2);
}

/** Seconds as m:ss or h:mm:ss; "--:--" when unknown. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "--:--";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
