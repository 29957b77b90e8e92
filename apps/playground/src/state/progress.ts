import type { SavedHistory } from "./marks.js";

/** What the page keeps of a game between visits, per puzzle. */
export interface Progress {
  /** The marks, as `MarkGrid.encode()` writes them. */
  readonly marks: string;
  /** 0-based indexes of the clues struck out. */
  readonly struck: readonly number[];
  readonly notes: string;
  /** Time played, in milliseconds. */
  readonly elapsedMs: number;
  /** Hints shown. */
  readonly hints: number;
  /** Whether the solution was revealed or the explanation stepped through before solving. */
  readonly revealed: boolean;
  /** Time played when it was solved. */
  readonly solvedMs?: number;
  /** Undo and redo, so that a reload can still take marks back (`MarkGrid.restoreHistory` checks it). */
  readonly history?: SavedHistory;
}

/** The part of the Web Storage API the store needs (tests pass their own). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const prefix = "zebra-playground.progress.";

function isProgress(v: unknown): v is Progress {
  if (!v || typeof v !== "object") return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.marks === "string" &&
    Array.isArray(p.struck) &&
    p.struck.every((i) => Number.isInteger(i) && (i as number) >= 0) &&
    typeof p.notes === "string" &&
    typeof p.elapsedMs === "number" &&
    Number.isFinite(p.elapsedMs) &&
    p.elapsedMs >= 0 &&
    typeof p.hints === "number" &&
    typeof p.revealed === "boolean" &&
    (p.solvedMs === undefined || typeof p.solvedMs === "number") &&
    (p.history === undefined ||
      (typeof p.history === "object" &&
        p.history !== null &&
        Array.isArray((p.history as Record<string, unknown>).undo) &&
        Array.isArray((p.history as Record<string, unknown>).redo)))
  );
}

/**
 * Saved games in the browser's storage, one entry per puzzle (named by `puzzleId`), the
 * oldest dropped beyond `keep`. Storage that is full or switched off only means nothing is
 * kept: `save` says so, and nothing throws.
 */
export class ProgressStore {
  constructor(
    private readonly storage: KeyValueStorage | undefined,
    private readonly keep = 100,
  ) {}

  /** The saved game of a puzzle, if any (and readable). */
  load(id: string): Progress | undefined {
    try {
      const raw = this.storage?.getItem(prefix + id);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as { progress?: unknown };
      return isProgress(parsed.progress) ? parsed.progress : undefined;
    } catch {
      return undefined;
    }
  }

  /** Saves a game; returns whether the browser kept it. */
  save(id: string, progress: Progress, now = Date.now()): boolean {
    if (!this.storage) return false;
    const entry = JSON.stringify({ saved: now, progress });
    try {
      this.storage.setItem(prefix + id, entry);
    } catch {
      // Full: make room by dropping the oldest games, then try once more.
      this.evict(Math.max(1, Math.floor(this.keep / 4)), id);
      try {
        this.storage.setItem(prefix + id, entry);
      } catch {
        return false;
      }
    }
    this.evict(0, id);
    return true;
  }

  /** Forgets a puzzle's game. */
  remove(id: string): void {
    try {
      this.storage?.removeItem(prefix + id);
    } catch {
      // Storage switched off: nothing was kept.
    }
  }

  /** Drops the oldest games beyond `keep`, and `extra` more (to make room), never `current`. */
  private evict(extra: number, current: string): void {
    const storage = this.storage!;
    try {
      const games: { key: string; saved: number }[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (!key?.startsWith(prefix) || key === prefix + current) continue;
        let saved = 0;
        try {
          saved = Number((JSON.parse(storage.getItem(key) ?? "{}") as { saved?: number }).saved) || 0;
        } catch {
          // An unreadable entry goes first.
        }
        games.push({ key, saved });
      }
      const allowed = Math.max(0, Math.min(this.keep - 1, games.length - extra));
      games.sort((a, b) => a.saved - b.saved);
      for (const g of games.slice(0, Math.max(0, games.length - allowed))) storage.removeItem(g.key);
    } catch {
      // Storage switched off between calls: nothing to do.
    }
  }
}

/** The browser's storage, or none where it is switched off. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
