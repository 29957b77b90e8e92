import { autoMarkLevels, type AutoMarks } from "./marks.js";
import type { KeyValueStorage } from "./progress.js";

/** The two views of the marks: house blocks (attribute × house), or the classic logic grid (every pair of dimensions). */
export type GridKind = "houses" | "logic";
export const gridKinds: readonly GridKind[] = ["houses", "logic"];

/** How the visitor likes to play, kept across puzzles. */
export interface Prefs {
  readonly view: GridKind;
  readonly autoMarks: AutoMarks;
  readonly timerHidden: boolean;
}

const defaultPrefs: Prefs = { view: "houses", autoMarks: "cross", timerHidden: false };
const key = "zebra-playground.prefs";

/** The saved preferences, each one falling back to its default when missing or unknown. */
export function loadPrefs(storage: KeyValueStorage | undefined): Prefs {
  try {
    const raw = JSON.parse(storage?.getItem(key) ?? "{}") as Partial<Record<keyof Prefs, unknown>>;
    return {
      view: gridKinds.includes(raw.view as GridKind) ? (raw.view as GridKind) : defaultPrefs.view,
      autoMarks: autoMarkLevels.includes(raw.autoMarks as AutoMarks) ? (raw.autoMarks as AutoMarks) : defaultPrefs.autoMarks,
      timerHidden: typeof raw.timerHidden === "boolean" ? raw.timerHidden : defaultPrefs.timerHidden,
    };
  } catch {
    return defaultPrefs;
  }
}

/** Saves the preferences (quietly not, where storage is switched off). */
export function savePrefs(storage: KeyValueStorage | undefined, prefs: Prefs): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Nothing kept: the defaults come back next time.
  }
}
