import type { Loaded, Page as App } from "../page.js";
import { presentation, writeSettings } from "../state/settings.js";
import { puzzleFragment } from "../state/share.js";

/** The puzzles met in this visit, by fragment, so that Back shows them again without solving them again. */
const cacheSize = 20;

/** The address bar: the settings of the puzzle on screen in the query, the puzzle itself in the fragment. */
export class Address {
  /** The puzzle on screen as a fragment, once compressed. */
  fragment: string | undefined;
  /** Settles once the fragment of the puzzle on screen is in the address. */
  ready: Promise<void> = Promise.resolve();
  private readonly cache = new Map<string, Loaded>();

  constructor(private readonly app: App) {}

  /** The puzzle met in this visit under a fragment. */
  cached(fragment: string): Loaded | undefined {
    return this.cache.get(fragment);
  }

  /**
   * The address of the puzzle on screen: a generated one's settings, and the puzzle itself in the
   * fragment; the page's language and style. Settings changed in the form but not generated yet
   * are not the puzzle's, and stay out.
   */
  private url(): string {
    const { loaded, settings } = this.app;
    const made = !loaded ? settings : loaded.settings && { ...loaded.settings, locale: settings.locale, style: settings.style };
    const query = (made ? writeSettings(made) : presentation(settings)).toString();
    return `${location.pathname}?${query}${this.fragment ? `#${this.fragment}` : ""}`;
  }

  write(mode: "push" | "replace"): void {
    const url = this.url();
    if (mode === "push") history.pushState(null, "", url);
    else history.replaceState(null, "", url);
  }

  /** Puts a puzzle just shown into the address bar, compressed into the fragment. */
  show(loaded: Loaded, push: boolean): void {
    this.fragment = undefined;
    this.ready = this.update(loaded, push);
  }

  private async update(loaded: Loaded, push: boolean): Promise<void> {
    const fragment = await puzzleFragment(loaded.puzzle);
    if (this.app.loaded !== loaded) return;
    this.fragment = fragment;
    this.cache.delete(fragment);
    this.cache.set(fragment, loaded);
    if (this.cache.size > cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.write(push ? "push" : "replace");
  }
}
