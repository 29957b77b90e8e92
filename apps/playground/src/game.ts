import type { MarkGrid } from "./state/marks.js";
import type { Progress } from "./state/progress.js";
import { Stopwatch } from "./state/stopwatch.js";

/**
 * One game of one puzzle, apart from its marks: struck clues, notes, hints taken, the clock,
 * and how it ended. What `Progress` saves between visits.
 */
export class Game {
  readonly clock = new Stopwatch();
  struck = new Set<number>();
  notes = "";
  hints = 0;
  /** The solution was revealed, or the explanation stepped through, before it was solved. */
  revealed = false;
  solvedMs: number | undefined;
  /** Paused by the player. */
  paused = false;
  /** Paused because the page was hidden; it runs again when the page is seen. */
  private hiddenPause = false;

  /** Solved or given up: the clock has stopped for good. */
  get over(): boolean {
    return this.solvedMs !== undefined || this.revealed;
  }

  /** Time played so far, or when it was solved. */
  elapsed(): number {
    return this.solvedMs ?? this.clock.elapsed();
  }

  /** Takes up a saved game (or starts a new one) whose marks are `marks`; the clock starts unless the page is hidden. */
  restore(saved: Progress | undefined, marks: MarkGrid, clues: number, pageHidden: boolean): void {
    if (saved && !marks.decode(saved.marks)) saved = { ...saved, marks: "" };
    if (saved?.history) marks.restoreHistory(saved.history);
    this.struck = new Set((saved?.struck ?? []).filter((i) => i < clues));
    this.notes = saved?.notes ?? "";
    this.hints = saved?.hints ?? 0;
    this.revealed = saved?.revealed ?? false;
    this.solvedMs = saved?.solvedMs;
    this.clock.reset(saved?.elapsedMs ?? 0);
    this.paused = false;
    this.hiddenPause = false;
    if (!this.over) {
      if (pageHidden) this.hiddenPause = true;
      else this.clock.start();
    }
  }

  /** What is saved of the game with these marks. */
  progress(marks: MarkGrid): Progress {
    return {
      marks: marks.encode(),
      struck: [...this.struck].sort((a, b) => a - b),
      notes: this.notes,
      elapsedMs: Math.round(this.elapsed()),
      hints: this.hints,
      revealed: this.revealed,
      history: marks.history(),
      ...(this.solvedMs !== undefined ? { solvedMs: Math.round(this.solvedMs) } : {}),
    };
  }

  /** The page was hidden (`true`) or shown again: the clock stops while nobody can see it. */
  pageHidden(hidden: boolean): void {
    if (hidden) {
      if (this.clock.running) {
        this.clock.pause();
        this.hiddenPause = true;
      }
    } else if (this.hiddenPause) {
      this.hiddenPause = false;
      if (!this.paused && !this.over) this.clock.start();
    }
  }

  /** Pauses or resumes; `false` when the game is over and cannot be paused. */
  togglePause(): boolean {
    if (this.over) return false;
    this.paused = !this.paused;
    if (this.paused) this.clock.pause();
    else this.clock.start();
    return true;
  }

  /** The last mark solved it: the clock stops at the time it shows. */
  solve(): void {
    if (this.solvedMs !== undefined) return;
    this.clock.pause();
    this.solvedMs = this.clock.elapsed();
    this.paused = false;
  }

  /** The player has seen the solution (or a step of it) before solving: the clock stops for good. */
  giveUp(): void {
    this.revealed = true;
    this.clock.pause();
    this.paused = false;
  }

  toggleStrike(clue: number): void {
    if (this.struck.has(clue)) this.struck.delete(clue);
    else this.struck.add(clue);
  }
}
